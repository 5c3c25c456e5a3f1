"""Which column of a price list holds the SKU, description, price, currency and dates, found by
what the cells hold; the header's words only break a tie between columns whose cells fit.

Distributors name columns as they like ("Artikelnr.", "Omschrijving", "Netto prijs excl. BTW",
"Dealer EUR"), in any order and language, so the cells decide: a price column's cells read as
prices, a SKU's are short codes of letters and digits without spaces and mostly distinct, a
description is the column of longest texts with spaces. Where two columns fit a role equally
(a list price and a net price), the one the header names is taken only if it is the only one
named so; otherwise detection stops with the candidates, and the user names the column
(``--price-column`` or the mapping dialog).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.errors import InputFileError, Said
from app.io.pricebook.numbers import (
    CURRENCY_CODES,
    Unreadable,
    currency_of,
    parse_date,
    parse_price,
)

ROLES = ("sku", "description", "price", "currency", "date", "valid_until")
#: header words that hint at a role (Dutch, English, French), lower case
HINTS = {
    "sku": ("sku", "artikel", "art.nr", "artnr", "part", "mpn", "onderdeel", "code", "référence",
            "reference", "item"),
    "description": ("omschrijving", "description", "product", "naam", "name", "désignation"),
    "price": ("prijs", "price", "netto", "net", "dealer", "bedrag", "prix", "inkoop", "cost"),
    "currency": ("valuta", "currency", "munt", "devise", "cur"),
    "date": ("datum", "date", "prijsdatum", "per", "vanaf"),
    "valid_until": ("geldig", "valid", "until", "tot", "expir", "einde", "vervalt"),
}
_SKU = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/+#-]{2,39}$")


@dataclass
class Mapping:
    """The column index of each role (None: the list has no such column)."""

    sku: int | None = None
    description: int | None = None
    price: int | None = None
    currency: int | None = None
    date: int | None = None
    valid_until: int | None = None

    def as_dict(self) -> dict:
        return {role: getattr(self, role) for role in ROLES}


def _share(cells: list, test) -> float:
    filled = [c for c in cells if str(c).strip()]
    if not filled:
        return 0.0
    good = 0
    for cell in filled:
        try:
            good += bool(test(cell))
        except Unreadable:
            pass
    return good / len(filled)


def _is_date(cell) -> bool:
    from datetime import date

    if isinstance(cell, date):
        return True
    parse_date(cell)
    return True


def _is_price(cell) -> bool:
    if isinstance(cell, (int, float)) and not isinstance(cell, bool):
        return float(cell) > 0
    text = str(cell)
    if re.search(r"\d{1,2}[-/]\d{1,2}[-/]\d{4}|\d{4}-\d{2}-\d{2}", text):
        return False
    return parse_price(text) >= 0


def _hinted(header: str, role: str) -> bool:
    words = header.lower()
    return any(h in words for h in HINTS[role])


def find_column(header: list[str], given: str) -> int:
    """The index of a column named by header text (case-insensitive) or number (1-based)."""
    text = given.strip()
    names = [h.strip().lower() for h in header]
    if text.lower() in names:
        return names.index(text.lower())
    if text.isdigit() and 1 <= int(text) <= len(header):
        return int(text) - 1
    raise InputFileError(Said("no column {name}; the columns are: {columns}", name=repr(text),
                              columns=", ".join(repr(h) for h in header if h)[:300]))


def detect(header: list[str], rows: list[list], given: dict[str, str] | None = None) -> Mapping:
    """Each role's column, the ``given`` ones (role: header text or number) as named; raises
    InputFileError naming the candidates where the price column is not certain."""
    given = {k: v for k, v in (given or {}).items() if v}
    mapping = Mapping(**{role: find_column(header, text) for role, text in given.items()})
    taken = {i for i in mapping.as_dict().values() if i is not None}
    columns = list(zip(*rows)) if rows else [()] * len(header)
    free = [i for i in range(len(header)) if i not in taken]

    def pick(role: str, scores: dict[int, float], threshold: float, required: bool = False):
        if getattr(mapping, role) is not None:
            return
        fit = {i: s for i, s in scores.items() if i in free and s >= threshold}
        if not fit:
            if required:
                raise InputFileError(Said("no column holds prices; name it with "
                                          "--price-column"))
            return
        top = max(fit.values())
        best = [i for i, s in fit.items() if s >= top - 0.05]
        if len(best) > 1:
            named = [i for i in best if _hinted(header[i], role)]
            if len(named) != 1:
                if required:
                    raise InputFileError(Said(
                        "more than one column holds prices ({columns}); name the one to use "
                        "with --price-column", columns=", ".join(repr(header[i] or f"#{i + 1}")
                                                                 for i in best)))
                return
            best = named
        setattr(mapping, role, best[0])
        free.remove(best[0])

    dates = {i: _share(columns[i], _is_date) for i in range(len(header))}
    pick("date", {i: s + 0.1 * _hinted(header[i], "date") - 0.2 * _hinted(header[i], "valid_until")
                  for i, s in dates.items()}, 0.8)
    pick("valid_until", dates, 0.8)
    if mapping.date is not None and mapping.valid_until is not None:
        first = _first_date(columns[mapping.date])
        second = _first_date(columns[mapping.valid_until])
        if first and second and first > second:  # the later dates are the validity
            mapping.date, mapping.valid_until = mapping.valid_until, mapping.date
    currency = {i: _share(columns[i], lambda c: str(c).strip().upper() in CURRENCY_CODES
                          or str(c).strip() in ("€", "$", "£")) for i in range(len(header))}
    pick("currency", currency, 0.9)
    prices = {i: _share(columns[i], _is_price) for i in range(len(header))}
    pick("price", _price_scores(header, columns, prices), 0.6, required=True)
    sku = {i: _sku_score(columns[i]) for i in range(len(header))}
    pick("sku", sku, 0.7)
    pick("description", {i: _text_score(columns[i]) for i in range(len(header))}, 0.5)
    return mapping


def _price_scores(header, columns, prices: dict[int, float]) -> dict[int, float]:
    """A price column's cells read as prices; a quantity or stock column of small whole numbers
    reads so too, so a column with a currency, decimals or amounts above 50 scores higher."""
    out = {}
    for i, share in prices.items():
        if share < 0.6:
            continue
        cells = [c for c in columns[i] if str(c).strip()]
        moneyish = sum(isinstance(c, float) or bool(currency_of(str(c)))
                       or bool(re.search(r"[.,]\d{2}$|[.,]-$", str(c))) or _amount(c) > 50
                       for c in cells) / max(len(cells), 1)
        out[i] = share * (0.5 + 0.5 * moneyish)
    return out


def _amount(cell) -> float:
    try:
        return parse_price(cell)
    except Unreadable:
        return 0.0


def _first_date(cells):
    for cell in cells:
        try:
            return parse_date(cell)
        except Unreadable:
            continue
    return None


def _sku_score(cells) -> float:
    filled = [str(c).strip() for c in cells if str(c).strip()]
    if not filled:
        return 0.0
    codes = [c for c in filled if _SKU.match(c) and re.search(r"\d", c) and re.search(r"[A-Za-z-]", c)]
    return len(codes) / len(filled) * (len(set(filled)) / len(filled))


def _text_score(cells) -> float:
    filled = [str(c).strip() for c in cells if str(c).strip()]
    if not filled:
        return 0.0
    spaced = sum(" " in c and re.search(r"[A-Za-z]{2}", c) is not None for c in filled)
    mean = sum(len(c) for c in filled) / len(filled)
    return spaced / len(filled) * min(1.0, mean / 20)
