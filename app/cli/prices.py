"""`gpu-tco prices import|list|remove`: a distributor's price list into the catalogue's prices.

``import`` prints what it read (encoding, delimiter, title lines, which column is which), every
matched row with the catalogue entry and price, and every row it did not import with why;
``--json`` prints the same as one strict JSON document. ``--dry-run`` keeps nothing. A file that
cannot be read, or whose price column cannot be told, is refused in one line (exit 2).
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

from app.errors import AppError
from app.io.pricebook.numbers import Unreadable, parse_date
from app.model.price_book import PriceBook, book_source, day_text

COLUMN_OPTIONS = {"sku": "--sku-column", "description": "--description-column",
                  "price": "--price-column", "currency": "--currency-column",
                  "date": "--date-column", "valid_until": "--valid-until-column"}


def add_arguments(sub) -> None:
    prices = sub.add_parser("prices", help="a distributor's price list as the catalogue's prices")
    prices_sub = prices.add_subparsers(dest="prices_command", required=True,
                                       parser_class=sub._parser_class)
    imp = prices_sub.add_parser("import", help="read a price list (CSV or XLSX) and keep its "
                                "prices for the catalogue entries it names")
    imp.add_argument("file")
    imp.add_argument("--json", action="store_true", help="one JSON document: matched, unmatched")
    imp.add_argument("--dry-run", action="store_true", help="show what it reads; keep nothing")
    imp.add_argument("--name", default="", help="the list's name (default: its title line)")
    imp.add_argument("--date", metavar="DATE", help="the list's date where it names none")
    imp.add_argument("--valid-until", metavar="DATE",
                     help="the prices hold until this day (default: 30 days after the list's "
                     "date, or a valid-until column)")
    for role, option in COLUMN_OPTIONS.items():
        imp.add_argument(option, dest=f"{role}_column", metavar="NAME|N",
                         help=f"the {role.replace('_', ' ')} column, by header text or number")
    lst = prices_sub.add_parser("list", help="the price lists kept")
    lst.add_argument("--json", action="store_true")
    rm = prices_sub.add_parser("remove", help="drop a price list: the catalogue's own prices "
                               "return")
    rm.add_argument("name")


def _day(text: str | None, option: str) -> date | None:
    if not text:
        return None
    try:
        return parse_date(text)
    except Unreadable as exc:
        raise AppError(f"prices import: {option}: {exc.args[0]}") from None


def prices_command(args) -> int:
    if args.prices_command == "import":
        return _import(args)
    if args.prices_command == "list":
        return _list(args.json)
    from app.io.pricebook.store import remove_book

    book = remove_book(args.name)
    print(f"removed price list {book.name!r} of {day_text(book.list_date)} "
          f"({len(book.prices)} prices); the catalogue's own prices apply again")
    return 0


def _import(args) -> int:
    from app.io.catalog.store import load_catalog
    from app.io.pricebook.importer import import_book
    from app.io.pricebook.store import add_book

    columns = {role: getattr(args, f"{role}_column") for role in COLUMN_OPTIONS}
    result = import_book(Path(args.file), load_catalog(books=[]), name=args.name,
                         list_date=_day(args.date, "--date"),
                         valid_until=_day(args.valid_until, "--valid-until"), columns=columns)
    book = result.book
    keep = bool(book.prices) and not args.dry_run
    if keep:
        add_book(book)
    if args.json:
        out = {**result.as_json(), "kept": keep}
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False, allow_nan=False) + "\n")
    else:
        sys.stdout.write(_report(result, keep, args.dry_run))
    if not book.prices:
        print(f"error: {args.file}: no row matched the catalogue; nothing kept", file=sys.stderr)
        return 2
    return 0


def _report(result, keep: bool, dry_run: bool) -> str:
    book, table = result.book, result.table
    how = table.kind.upper() + (f", {table.encoding}, {table.delimiter!r}" if table.kind == "csv"
                                else "")
    lines = [f"price list {book.name!r} of {day_text(book.list_date)}, valid until "
             f"{day_text(book.valid_until)} ({book.file}: {how}, "
             f"{len(table.title)} title line(s))",
             "columns: " + ", ".join(f"{role} {table.header[i]!r}"
                                     for role, i in result.mapping.as_dict().items()
                                     if i is not None)]
    total = len(book.prices) + len(book.unmatched)
    lines.append(f"matched {len(book.prices)} of {total} rows:")
    for p in book.prices:
        lines.append(f"  row {p.row}: {p.kind}/{p.catalog_id}  EUR {p.price:,.2f}  "
                     f"{p.sku} {p.description}".rstrip() + f" (by {p.by})"
                     + ("; kept in the list only: the catalogue has no PSU price"
                        if p.kind == "psus" else ""))
    lines.append(f"not imported {len(book.unmatched)}:")
    for u in book.unmatched:
        lines.append(f"  row {u.row}: {u.text}: {u.reason}")
    if keep:
        lines.append(f"kept: the catalogue now prices these from price list {book.name!r} of "
                     f"{day_text(book.list_date)}")
    elif dry_run:
        lines.append("dry run: nothing kept")
    return "\n".join(lines) + "\n"


def book_json(book: PriceBook, today: date | None = None) -> dict:
    today = today or date.today()
    return {"name": book.name, "list_date": book.list_date.isoformat(),
            "valid_until": book.valid_until.isoformat(), "expired": today > book.valid_until,
            "file": book.file, "imported": book.imported,
            "source": book_source(book), "source_nl": book_source(book, "nl"),
            "source_fr": book_source(book, "fr"),
            "prices": [{"kind": p.kind, "catalog_id": p.catalog_id, "price": p.price,
                        "sku": p.sku, "description": p.description, "row": p.row,
                        "valid_until": (p.valid_until or book.valid_until).isoformat()}
                       for p in book.prices],
            "unmatched": len(book.unmatched)}


def _list(as_json: bool) -> int:
    from app.io.pricebook.store import load_books

    books = load_books()
    if as_json:
        sys.stdout.write(json.dumps([book_json(b) for b in books], indent=2,
                                    ensure_ascii=False, allow_nan=False) + "\n")
        return 0
    if not books:
        print("no price lists kept; import one with 'gpu-tco prices import FILE'")
    today = date.today()
    for b in books:
        state = (f"expired on {day_text(b.valid_until)}" if today > b.valid_until
                 else f"valid until {day_text(b.valid_until)}")
        print(f"{b.name}: list of {day_text(b.list_date)}, {state}; {len(b.prices)} prices, "
              f"{len(b.unmatched)} rows not imported ({b.file})")
    return 0
