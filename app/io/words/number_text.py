"""Typed numbers, read in the app's language whatever the operating system's locale.

English writes ``12,345.68``, Dutch ``12.345,68``, French ``12 345,68`` (a space groups). ``parse_number`` reads the language's own
format and also the other decimal separator where that cannot be misread: a lone comma or point
that is not followed by exactly three digits (``0,21`` in the English app is 0.21; ``1,500`` is
1500 there, as an English reader reads it). Currency symbols and the field's unit may be typed
along (``€ 12.345,68``, ``60 %``). Anything else is refused with a reason code, never guessed.

``show_number`` is the inverse for an input field: the language's format, as many decimals as
the value needs (at least ``min_digits``, at most ``digits``).
"""

from __future__ import annotations

import math
import re

from app.io.words.formatting import CURRENCY_SYMBOLS, money, number, separators

#: reason codes; the GUI words them in its language (app.ui.number_field)
EMPTY, NOT_A_NUMBER, WRONG_FORMAT, NOT_WHOLE = "empty", "not_a_number", "wrong_format", "not_whole"
_DIGITS = re.compile(r"\d+")


class NumberTextError(ValueError):
    """A typed text that is no number in this language; ``code`` says why."""

    def __init__(self, code: str, text: str):
        super().__init__(f"{text!r}: {code}")
        self.code, self.text = code, text


def _separators(lang: str) -> tuple[str, str]:
    """(group, decimal) as app.io.words.formatting writes them (CLDR); a non-breaking space as group
    separator (a locale that has one) is read as typed: a plain space."""
    group, decimal = separators(lang)
    return group.replace("\u00a0", " ").replace("\u202f", " "), decimal


def _grouped(body: str, group: str) -> bool:
    """``12.345.678`` with ``group`` ".": a first group of 1-3 digits (not a lone 0 before
    more groups), then groups of exactly three."""
    parts = body.split(group)
    return (1 <= len(parts[0]) <= 3 and parts[0].isdigit() and not (parts[0] == "0" and len(parts) > 1)
            and all(len(p) == 3 and p.isdigit() for p in parts[1:]))


def _spaced_value(body: str, decimal: str, text: str) -> str:
    """``body`` in a language whose thousands separator is a space (French: ``1 234,5``): the
    spaces must group by three; a point is read only where it cannot be misread (``0.21``,
    ``1.234.567`` and ``1.234,5`` as Belgians also write them); a lone point before three digits
    is refused: 1.500 could be either."""
    whole = body.split(decimal)[0]
    if " " in body and (" " in body[len(whole):] or not _grouped(whole, " ")):
        raise NumberTextError(WRONG_FORMAT, text)
    body = body.replace(" ", "")
    other = "." if decimal == "," else ","
    if other not in body:
        return body.replace(decimal, ".") if body.count(decimal) <= 1 else _wrong(text)
    if decimal in body:  # 1.234,5: points group the whole part, the comma is the decimal
        whole, frac = body.split(decimal) if body.count(decimal) == 1 else ("", "x")
        if not (_grouped(whole, other) and (frac == "" or frac.isdigit())):
            raise NumberTextError(WRONG_FORMAT, text)
        return f"{whole.replace(other, '')}.{frac or '0'}"
    if body.count(other) > 1:
        return body.replace(other, "") if _grouped(body, other) else _wrong(text)
    head, tail = body.split(other)
    if len(tail) == 3 or not tail.isdigit():
        raise NumberTextError(WRONG_FORMAT, text)  # 1.500: thousands or a decimal? not guessed
    return f"{head or '0'}.{tail}"


def _wrong(text: str) -> str:
    raise NumberTextError(WRONG_FORMAT, text)


def _body_value(body: str, lang: str, text: str) -> str:
    """The digits and separators of ``body`` as a Python float literal."""
    group, decimal = _separators(lang)
    if (not body or not re.fullmatch(r"[0-9.,]+" if group != " " else r"[0-9., ]+", body)
            or not any(c.isdigit() for c in body)):
        raise NumberTextError(NOT_A_NUMBER, text)
    if group == " ":
        return _spaced_value(body, decimal, text)
    n_group, n_decimal = body.count(group), body.count(decimal)
    if n_decimal > 1:
        raise NumberTextError(WRONG_FORMAT, text)
    if n_decimal == 1:
        whole, frac = body.split(decimal)
        if n_group and (not _grouped(whole, group)):
            raise NumberTextError(WRONG_FORMAT, text)
        if not (frac == "" or frac.isdigit()):
            raise NumberTextError(WRONG_FORMAT, text)
        return f"{whole.replace(group, '') or '0'}.{frac or '0'}"
    if n_group == 0:
        return body
    if n_group == 1:
        whole, frac = body.split(group)
        if len(frac) == 3 and _grouped(body, group):
            return whole + frac  # the language's own thousands separator: 1,500 is 1500 in English
        if frac.isdigit() and (whole.isdigit() or whole == ""):
            return f"{whole or '0'}.{frac}"  # a lone other decimal separator: 0,21 is 0.21
        raise NumberTextError(WRONG_FORMAT, text)
    if _grouped(body, group):
        return body.replace(group, "")
    raise NumberTextError(WRONG_FORMAT, text)


def parse_number(text: str, lang: str = "en", units: tuple[str, ...] = (),
                 integer: bool = False) -> float | None:
    """The number in ``text`` (None when it is empty); NumberTextError with a reason code.

    ``units``: what may follow or precede the number (``%``, ``h``, a currency symbol)."""
    s = text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2212", "-").strip()
    if not s:
        return None
    for unit in sorted({u.strip() for u in (*units, *CURRENCY_SYMBOLS.values()) if u.strip()},
                       key=len, reverse=True):
        if s.endswith(unit):
            s = s[: -len(unit)].strip()
        s = s.replace(unit + " ", unit)
        for sign in ("", "-", "+"):
            if s.startswith(sign + unit):
                s = sign + s[len(sign) + len(unit):].strip()
    sign = -1.0 if s.startswith("-") else 1.0
    body = s[1:].strip() if s[:1] in "+-" else s
    value = sign * float(_body_value(body, lang, text))
    if not math.isfinite(value):
        raise NumberTextError(NOT_A_NUMBER, text)
    if integer and value != int(value):
        raise NumberTextError(NOT_WHOLE, text)
    return value + 0.0  # no -0.0


def show_number(value: float, lang: str = "en", digits: int = 2, min_digits: int = 0) -> str:
    """``value`` for an input field: 0.17 -> ``0,17`` (nl), 8760 -> ``8,760`` (en)."""
    text = number(value, digits, lang)
    decimal = _separators(lang)[1]
    if digits > min_digits and decimal in text:
        keep = len(text) - (digits - min_digits)
        stripped = text.rstrip("0")
        text = stripped if len(stripped) >= keep else text[:keep]
        text = text.rstrip(decimal)
    return text


def show_money(value: float, currency: str = "EUR", lang: str = "en") -> str:
    """``€ 12.345,68`` (nl), ``€12,345.68`` (en): what parse_number reads back."""
    return money(value, currency, lang)


def example(lang: str) -> str:
    """A number in the language's format, for a reason text: ``12,345.68``."""
    return number(12345.68, 2, lang)


__all__ = ["EMPTY", "NOT_A_NUMBER", "NOT_WHOLE", "WRONG_FORMAT", "NumberTextError", "example",
           "parse_number", "show_money", "show_number"]
