"""Quote exports: a live Excel workbook and a PDF proposal, two renderers of one quote document.

``export_quote`` is the single entry for the CLI (``gpu-tco export QUOTE --out DIR --lang nl``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from app.io.export.document import QuoteDocument, Seller, build_document, load_seller

FORMATS = ("xlsx", "pdf")

__all__ = ["FORMATS", "QuoteDocument", "Seller", "build_document", "export_quote", "load_seller",
           "write_pdf", "write_xlsx"]


def write_xlsx(quote, result, path, lang="en", seller=None):
    from app.io.export.xlsx import write_xlsx as _write
    return _write(quote, result, path, lang, seller)


def write_pdf(quote, result, path, lang="en", seller=None):
    from app.io.export.pdf import write_pdf as _write
    return _write(quote, result, path, lang, seller)


def _stem(quote, source: Path | None) -> str:
    if source is not None:
        name = source.name
        return name[: -len(".quote.json")] if name.endswith(".quote.json") else source.stem
    text = quote.customer.reference or quote.title or quote.customer.name or "quote"
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "quote"


def export_quote(quote_path_or_quote, out_dir_or_file, formats: Iterable[str] = FORMATS,
                 lang: str = "en", seller=None) -> list[Path]:
    """Evaluate a quote and write it in ``formats``; returns the files written.

    ``quote_path_or_quote``: a ``.quote.json`` path or a Quote. ``out_dir_or_file``: a folder
    (files are named after the quote, ``<name>.<lang>.xlsx``) or, for one format, a file path.
    ``seller``: a Seller, a path to a seller profile JSON, or None (no company block).
    """
    from app.calc import evaluate
    from app.io.quote_store import load_quote

    source = None
    if isinstance(quote_path_or_quote, (str, Path)):
        source = Path(quote_path_or_quote)
        quote = load_quote(source)
    else:
        quote = quote_path_or_quote
    if isinstance(seller, (str, Path)):
        seller = load_seller(seller)
    formats = tuple(formats)
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise ValueError(f"unknown export format {unknown[0]!r}; choose from {', '.join(FORMATS)}")
    result = evaluate(quote)
    out = Path(out_dir_or_file)
    writers = {"xlsx": write_xlsx, "pdf": write_pdf}
    written = []
    for fmt in formats:
        if out.suffix.lower() == f".{fmt}" and len(formats) == 1:
            target = out
        else:
            target = out / f"{_stem(quote, source)}.{lang}.{fmt}"
        target.parent.mkdir(parents=True, exist_ok=True)
        written.append(Path(writers[fmt](quote, result, target, lang, seller)))
    return written
