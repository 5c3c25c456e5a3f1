"""A reseller's price book: a distributor's prices for catalogue entries, dated and valid
until a day, as an overlay on the catalogue's own prices.

Applied, a book's price replaces the entry's price with the source "price list <name> of
<date>" ("prijslijst <naam> van <datum>") and its validity in the value's note, so a quote that
takes the entry into its snapshot keeps where the price came from and until when it held;
app.calc.price_validity flags it once the quote's date is past that day. Where several books
price one entry, the one of the latest date wins.
"""

from __future__ import annotations

import re
from datetime import date

from pydantic import BaseModel, ConfigDict, Field

from app.model import bounds as B
from app.model.provenance import Confidence, Provenance
from app.model.text_rules import NameLine, PathLine

#: the catalogue field each kind's book price goes to; PSUs have no price field (kept, unused)
PRICE_FIELDS = {"gpus": "price_eur", "servers": "base_price_eur", "psus": None,
                "cooling": "capex_per_server_eur"}
SOURCE_PREFIX = "price list "
_VALID = re.compile(r"valid until (\d{4}-\d{2}-\d{2})")
#: the date's CLDR pattern per language ("1 Dec 2026", "1 december 2026"); others: English's
_DAY_PATTERNS = {"en": "d MMM y", "nl": "d MMMM y", "fr": "d MMMM y"}
#: a price list's source as each language says it ("price list X of 1 Dec 2026"); the English
#: one is read back (SOURCE_PREFIX), the others are the words a customer reads
_BOOK_SOURCES = {"en": SOURCE_PREFIX + "{name} of {day}", "nl": "prijslijst {name} van {day}",
                 "fr": "liste de prix {name} du {day}"}


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


class BookPrice(_Frozen):
    """One matched row: the entry it prices and the price in EUR excl. VAT."""

    kind: str = Field(pattern=r"^(gpus|servers|psus|cooling)$")
    catalog_id: str = Field(min_length=1, max_length=80)
    price: float = Field(ge=0, le=B.MAX_AMOUNT)
    sku: PathLine = ""
    description: PathLine = ""
    row: int = Field(default=0, ge=0)
    by: str = ""
    #: the row's own validity (a "valid until" column); None: the book's
    valid_until: date | None = None


class Unmatched(_Frozen):
    """A row not imported, with why."""

    row: int = Field(ge=0)
    text: PathLine = ""
    reason: PathLine = ""


class PriceBook(_Frozen):
    name: NameLine = Field(min_length=1)
    list_date: date
    valid_until: date
    file: PathLine = ""
    imported: str = ""
    prices: list[BookPrice] = Field(default_factory=list)
    unmatched: list[Unmatched] = Field(default_factory=list)


def day_text(day: date, lang: str = "en") -> str:
    """A date as the customer reads it: "1 Dec 2026", "1 december 2026"."""
    from babel.dates import format_date  # CLDR's month names in each language

    base = lang.split("-")[0]
    return format_date(day, _DAY_PATTERNS.get(base, _DAY_PATTERNS["en"]), locale=base)


def book_source(book: PriceBook, lang: str = "en") -> str:
    """Where a book's prices come from, in ``lang``: "prijslijst <naam> van <datum>"."""
    code = lang.split("-")[0]
    template = _BOOK_SOURCES.get(code, _BOOK_SOURCES["en"])
    return template.format(name=book.name, day=day_text(book.list_date, code if code in
                                                        _BOOK_SOURCES else "en"))


def source_of(book: PriceBook, price: BookPrice | None = None) -> Provenance:
    """The provenance of a book's price: its name and date, in both languages, its validity in
    the note (ISO, read back by ``valid_until``)."""
    until = (price.valid_until if price is not None else None) or book.valid_until
    return Provenance(
        source=book_source(book)[:200], source_nl=book_source(book, "nl")[:200],
        source_fr=book_source(book, "fr")[:200],
        confidence=Confidence.datasheet,
        note=f"valid until {until.isoformat()}")


def valid_until(provenance: Provenance) -> date | None:
    """The day a price-list price holds until, None for a price from elsewhere."""
    if not provenance.source.startswith(SOURCE_PREFIX):
        return None
    found = _VALID.search(provenance.note)
    return date.fromisoformat(found.group(1)) if found else None


def apply_books(catalog, books: list[PriceBook]):
    """The catalogue with each book's prices in place of the catalogue's (latest book wins)."""
    if not books:
        return catalog
    chosen: dict[tuple[str, str], tuple[PriceBook, BookPrice]] = {}
    for book in sorted(books, key=lambda b: (b.list_date, b.imported)):
        for price in book.prices:
            if PRICE_FIELDS.get(price.kind):
                chosen[(price.kind, price.catalog_id)] = (book, price)
    updates: dict[str, dict] = {}
    for (kind, entry_id), (book, price) in chosen.items():
        entries = updates.setdefault(kind, dict(catalog.kind(kind)))
        entry = entries.get(entry_id)
        if entry is None:  # an entry a newer catalogue dropped: the row no longer applies
            continue
        field = PRICE_FIELDS[kind]
        entries[entry_id] = entry.model_copy(update={
            field: price.price, "provenance": {**entry.provenance, field: source_of(book, price)}})
    return catalog.model_copy(update=updates)
