"""Prices and dates as distributors write them, read by their shape and never guessed.

A Benelux price list writes "1.234,56", "1 234,56", "€ 1.234" or "EUR 12.500,-"; an English one
"1,234.56". A separator is a decimal mark or a thousands mark by where it stands: two marks of
different kinds leave no doubt, one mark followed by exactly three digits ("1.234", "1,234") is
ambiguous on its own and is read as thousands only when the rest of the column settles it
(``decimal`` given), else refused with the reason. A refused cell names why, so the row can be
listed instead of imported at a wrong price.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from app.errors import Said

CURRENCY_SIGNS = {"€": "EUR", "$": "USD", "£": "GBP"}
CURRENCY_CODES = ("EUR", "USD", "GBP", "CHF")
_CODE = re.compile(r"\b(EUR|USD|GBP|CHF)\b", re.IGNORECASE)
_SPACES = re.compile(r"[\s\u00a0\u202f']+")
_BODY = re.compile(r"^[+]?\d[\d.,]*$")


class Unreadable(ValueError):
    """A cell that is no price or date; ``args[0]`` is the Said reason."""


def currency_of(text: str) -> str | None:
    """The currency a cell names by sign or code, None when it names none."""
    for sign, code in CURRENCY_SIGNS.items():
        if sign in text:
            return code
    found = _CODE.search(text)
    return found.group(1).upper() if found else None


def _strip(text: str) -> tuple[str, str | None]:
    """The digits and marks of a price cell, and the decimal mark a "12.500,-" ending proves."""
    body = text.strip()
    for sign in CURRENCY_SIGNS:
        body = body.replace(sign, "")
    body = _CODE.sub("", body).strip()
    if re.search(r"\d[\s\u00a0\u202f']+\d", body) and not re.match(
            r"^\d{1,3}([\s\u00a0\u202f']+\d{3})+([.,]\d*)?\s*([.,]\s*[-–])?$", body):
        return "?", None  # "12 34": spaces group thousands, or it is no number
    whole = re.search(r"([,.])\s*[-–]$", body)  # "12.500,-": whole euros
    if whole:
        body = body[:whole.start()]
    return _SPACES.sub("", body), whole.group(1) if whole else None


def decimal_mark(text) -> str | None:
    """The decimal mark a price's own shape proves ("," or "."), None when it shows none
    ("1234", "1.234", which is thousands either way) or it is no price."""
    if isinstance(text, (int, float)):
        return None
    body, dash = _strip(str(text))
    if dash or not _BODY.match(body):
        return dash
    marks = [c for c in body if c in ".,"]
    if len(set(marks)) == 2:
        return marks[-1]
    if len(marks) == 1 and len(body.split(marks[0])[1]) in (1, 2):
        return marks[0]
    return None


def parse_price(text, decimal: str | None = None) -> float:
    """The amount of a price cell. A single mark before exactly three digits groups thousands
    ("€ 1.234", "1,234": a price has no third decimal); ``decimal``: the column's decimal mark,
    which a cell must not contradict. Raises Unreadable with the reason."""
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        if not 0 <= float(text) < 1e12:
            raise Unreadable(Said("price {text} is out of range", text=repr(str(text))))
        return float(text)
    raw = str(text).strip()
    if not raw:
        raise Unreadable(Said("no price"))
    body, dash = _strip(raw)
    if body.startswith("-"):
        raise Unreadable(Said("price {text} is negative", text=repr(raw[:40])))
    if not _BODY.match(body):
        raise Unreadable(Said("price {text} is not a number", text=repr(raw[:40])))
    marks = [c for c in body if c in ".,"]
    mark = dash or decimal_mark(body)
    if mark is None and len(set(marks)) == 1 and len(marks) == 1:
        tail = body.split(marks[0])[1]
        if len(tail) != 3:
            raise Unreadable(Said("price {text} is not a number", text=repr(raw[:40])))
        if decimal == marks[0]:  # "1.234" in a column of "999.50": 1234 or 1.234?
            raise Unreadable(Said("price {text} is ambiguous: {mark} is this list's decimal "
                                  "mark, but three decimals make no price", text=repr(raw[:40]),
                                  mark=repr(marks[0])))
    if mark is not None and decimal is not None and mark != decimal:
        raise Unreadable(Said("price {text} is ambiguous: it uses {mark} as decimal mark, the "
                              "rest of the list {other}", text=repr(raw[:40]), mark=repr(mark),
                              other=repr(decimal)))
    whole, cents = body, ""
    if mark is not None and mark in body:
        whole, _, cents = body.rpartition(mark)
        if mark in whole or not cents.isdigit():
            raise Unreadable(Said("price {text} is not a number", text=repr(raw[:40])))
    if not _grouped(whole):
        raise Unreadable(Said("price {text} is not a number", text=repr(raw[:40])))
    value = float(re.sub(r"[.,]", "", whole) + ("." + cents if cents else ""))
    if value >= 1e12:
        raise Unreadable(Said("price {text} is out of range", text=repr(raw[:40])))
    return value


def _grouped(whole: str) -> bool:
    """Thousands groups of three digits after the first group ("1.234.567")."""
    groups = re.split(r"[.,]", whole)
    return bool(groups[0]) and all(len(g) == 3 for g in groups[1:])


_MONTHS = {"jan": 1, "feb": 2, "mrt": 3, "mar": 3, "apr": 4, "mei": 5, "may": 5, "jun": 6,
           "jul": 7, "aug": 8, "sep": 9, "okt": 10, "oct": 10, "nov": 11, "dec": 12}
_DMY = re.compile(r"^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$")
_YMD = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_WORDS = re.compile(r"^(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})$", re.IGNORECASE)


def parse_date(value) -> date:
    """A date as dd-mm-yyyy, yyyy-mm-dd or "1 dec 2026" (Dutch or English month names).
    Raises Unreadable with the reason."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = str(value).strip()
    for pattern, order in ((_YMD, (0, 1, 2)), (_DMY, (2, 1, 0))):
        found = pattern.match(text)
        if found:
            parts = [int(found.group(i + 1)) for i in order]
            return _date(text, *parts)
    found = _WORDS.match(text)
    if found and found.group(2).lower() in _MONTHS:
        return _date(text, int(found.group(3)), _MONTHS[found.group(2).lower()],
                     int(found.group(1)))
    raise Unreadable(Said("{text} is not a date (dd-mm-yyyy, yyyy-mm-dd or 1 dec 2026)",
                          text=text[:40]))


def _date(text: str, year: int, month: int, day: int) -> date:
    try:
        return date(year, month, day)
    except ValueError:
        raise Unreadable(Said("{text} is not a date (dd-mm-yyyy, yyyy-mm-dd or 1 dec 2026)",
                              text=text[:40])) from None
