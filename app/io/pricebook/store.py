"""The price books kept in the user data folder, beside the catalogue overlay.

One versioned JSON file (``price-books.json``), saved atomically with the previous version
kept as ``.bak`` (app.io.files.atomic), so an import never loses the books before it. A book is
replaced by an import of the same name. A file this version cannot read is refused in one line
naming it; the catalogue then shows its own prices (load_books_or_none) and the file is left
for the user to move away.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from pydantic import ValidationError

from app import paths
from app.errors import CatalogError, Said
from app.io.files.atomic import atomic_write_text
from app.model.messages import describe
from app.model.price_book import PriceBook

log = logging.getLogger("gpu_tco.pricebook")
BOOKS_VERSION = 1


def books_file() -> Path:
    return paths.user_data_dir() / "price-books.json"


def load_books(path: Path | None = None) -> list[PriceBook]:
    """The books kept; CatalogError of one line when the file is unreadable."""
    path = Path(path or books_file())
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"),
                          parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise CatalogError(Said("price books unreadable ({why}); move the file away and import "
                                "the price lists again", path, why=type(exc).__name__)) from None
    if not isinstance(data, dict) or not isinstance(data.get("books", []), list):
        raise CatalogError(Said("not price books (expected a JSON object with schema_version "
                                "and books)", path))
    version = data.get("schema_version", 0)
    if not isinstance(version, int) or version > BOOKS_VERSION:
        raise CatalogError(Said("made by a newer version of the app (schema {version}); "
                                "update the app", path, version=str(version)[:20]))
    try:
        return [PriceBook.model_validate(b) for b in data.get("books", [])]
    except ValidationError as exc:
        raise CatalogError(describe(exc, str(path))) from None


def load_books_or_none() -> list[PriceBook]:
    """The books for the catalogue in use; none (logged) when the file cannot be read."""
    try:
        return load_books()
    except CatalogError:
        log.exception("price books not applied")
        return []


def save_books(books: list[PriceBook], path: Path | None = None) -> None:
    path = Path(path or books_file())
    text = json.dumps({"schema_version": BOOKS_VERSION,
                       "books": [b.model_dump(mode="json") for b in books]},
                      indent=2, ensure_ascii=False, allow_nan=False)
    atomic_write_text(path, text + "\n")


def add_book(book: PriceBook) -> list[PriceBook]:
    """Keep ``book`` (replacing one of the same name); returns all books kept."""
    books = [b for b in load_books() if b.name.casefold() != book.name.casefold()] + [book]
    save_books(books)
    return books


def remove_book(name: str) -> PriceBook:
    """Drop the book of that name; CatalogError naming the books kept when there is none."""
    books = load_books()
    gone = [b for b in books if b.name.casefold() == name.strip().casefold()]
    if not gone:
        raise CatalogError(Said("no price list named {name}; kept: {names}", name=repr(name),
                                names=", ".join(repr(b.name) for b in books) or "none"))
    save_books([b for b in books if b not in gone])
    return gone[0]
