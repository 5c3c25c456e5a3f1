"""A price list read, its columns found, its rows matched: the book to keep and, row by row,
what was imported and what was not and why (every data row in exactly one of the two lists).

Only EUR prices are imported: the app's quotes are in EUR and a conversion rate is the
reseller's contract, not the app's guess, so a row in another currency is listed with that
reason. The list's date comes from its date column, else a date in its title lines, else
``list_date``; without one the import is refused (a price without a date cannot expire).
Validity: a "valid until" column per row, else ``valid_until``, else 30 days after the list's
date (distributors reissue monthly, and it is the quote's own default validity).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path

from app.errors import InputFileError, Said
from app.io.pricebook.columns import ROLES, Mapping, detect
from app.io.pricebook.match import Matcher
from app.io.pricebook.numbers import Unreadable, currency_of, decimal_mark, parse_date, parse_price
from app.io.pricebook.reader import Table, read_table
from app.model.price_book import BookPrice, PriceBook, Unmatched

DEFAULT_VALIDITY_DAYS = 30


@dataclass
class Imported:
    book: PriceBook
    table: Table
    mapping: Mapping
    decimal: str | None = None
    #: the reason of each unmatched row as a Said (the window says it in its language)
    reasons: list = field(default_factory=list)

    def as_json(self) -> dict:
        b = self.book
        return {
            "name": b.name, "list_date": b.list_date.isoformat(),
            "valid_until": b.valid_until.isoformat(), "file": b.file,
            "read": {"kind": self.table.kind, "encoding": self.table.encoding,
                     "delimiter": self.table.delimiter, "title_lines": self.table.title,
                     "decimal_mark": self.decimal,
                     "columns": {r: (self.table.header[i] if i is not None else None)
                                 for r, i in self.mapping.as_dict().items()}},
            "matched": [{"catalog_id": p.catalog_id, "kind": p.kind, "price": p.price,
                         "currency": "EUR", "sku": p.sku, "description": p.description,
                         "row": p.row, "by": p.by,
                         "valid_until": (p.valid_until or b.valid_until).isoformat()}
                        for p in b.prices],
            "unmatched": [{"row": u.row, "text": u.text, "reason": u.reason}
                          for u in b.unmatched],
        }


def _cell(row: list, index: int | None):
    return "" if index is None else row[index]


def _text(value) -> str:
    return "" if value is None else str(value).strip()


def import_book(path: Path, catalog, name: str = "", list_date: date | None = None,
                valid_until: date | None = None,
                columns: dict[str, str] | None = None) -> Imported:
    """The book in the file at ``path`` matched against ``catalog``; InputFileError of one
    line when the file or its columns cannot be read."""
    return import_table(read_table(Path(path)), Path(path), catalog, name, list_date,
                        valid_until, columns)


def import_table(table: Table, path: Path, catalog, name: str = "",
                 list_date: date | None = None, valid_until: date | None = None,
                 columns: dict[str, str] | None = None) -> Imported:
    """As import_book, on a table already read (the mapping dialog reads the file once)."""
    if not table.rows:
        raise InputFileError(Said("the price list has a header and no rows", path))
    mapping = detect(table.header, table.rows, {k: v for k, v in (columns or {}).items()
                                                 if k in ROLES})
    decimal = _column_decimal([_cell(r, mapping.price) for r in table.rows])
    day = list_date or _list_date(table, mapping)
    if day is None:
        raise InputFileError(Said("the price list names no date (no date column, no date in "
                                  "its title); give its date with --date", path))
    matcher = Matcher(catalog)
    prices: list[BookPrice] = []
    unmatched: list[Unmatched] = []
    reasons: list = []
    first_row: dict[tuple[str, str], int] = {}
    for number, row in zip(table.numbers, table.rows, strict=True):
        sku, description = _text(_cell(row, mapping.sku)), _text(_cell(row, mapping.description))
        shown = " ".join(t for t in (sku, description) if t) or " ".join(
            _text(c) for c in row if _text(c))

        def refuse(reason: str, number=number, shown=shown) -> None:
            unmatched.append(Unmatched(row=number, text=shown[:200], reason=str(reason)[:300]))
            reasons.append(reason)

        cell = _cell(row, mapping.price)
        try:
            price = parse_price(cell, decimal)
        except Unreadable as exc:
            refuse(exc.args[0])
            continue
        currency = _text(_cell(row, mapping.currency)).upper() or currency_of(_text(cell)) or "EUR"
        currency = {"€": "EUR", "$": "USD", "£": "GBP"}.get(currency, currency)
        if currency != "EUR":
            refuse(Said("price in {currency}: only EUR prices are imported (convert at your "
                        "contract's rate)", currency=currency[:10]))
            continue
        until = None
        if mapping.valid_until is not None and _text(_cell(row, mapping.valid_until)):
            try:
                until = parse_date(_cell(row, mapping.valid_until))
            except Unreadable as exc:
                refuse(exc.args[0])
                continue
        found = matcher.match(sku, description)
        if isinstance(found, str):
            refuse(found)
            continue
        key = (found.kind, found.catalog_id)
        if key in first_row:
            refuse(Said("prices the same catalogue entry as row {row}; that row is kept",
                        row=first_row[key]))
            continue
        first_row[key] = number
        prices.append(BookPrice(kind=found.kind, catalog_id=found.catalog_id, price=price,
                                sku=sku[:200], description=description[:200], row=number,
                                by=found.by, valid_until=until))
    until_book = valid_until or day + timedelta(days=DEFAULT_VALIDITY_DAYS)
    if until_book < day:
        raise InputFileError(Said("prices valid until {until}: that is before the list's date "
                                  "{day}", path, until=until_book.isoformat(),
                                  day=day.isoformat()))
    book = PriceBook(name=(name.strip() or _name(table, path))[:120], list_date=day,
                     valid_until=until_book, file=path.name[:200],
                     imported=datetime.now().isoformat(timespec="seconds"),
                     prices=prices, unmatched=unmatched)
    return Imported(book=book, table=table, mapping=mapping, decimal=decimal, reasons=reasons)


def _column_decimal(cells: list) -> str | None:
    """The decimal mark most of the price column's cells prove (None: none proves one)."""
    marks = Counter(m for m in (decimal_mark(c) for c in cells) if m)
    return marks.most_common(1)[0][0] if marks else None


def _list_date(table: Table, mapping: Mapping) -> date | None:
    if mapping.date is not None:
        days = []
        for row in table.rows:
            try:
                days.append(parse_date(row[mapping.date]))
            except Unreadable:
                continue
        if days:
            return Counter(days).most_common(1)[0][0]
    for line in table.title:
        for found in re.finditer(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4}|"
                                 r"\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}", line):
            try:
                return parse_date(found.group(0))
            except Unreadable:
                continue
    return None


def _name(table: Table, path: Path) -> str:
    """The list's name: its first title line, else the file's name."""
    return table.title[0] if table.title else path.stem
