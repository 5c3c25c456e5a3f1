"""Quote exports: a live Excel workbook and a PDF proposal, two renderers of one quote document.

``export_quote`` is the single entry for the CLI (``gpu-tco export QUOTE --out DIR --lang nl``,
``gpu-tco export QUOTE --xlsx FILE --pdf FILE``, ``--advice`` for the PDF's advice appendix), the
app's Export dialog and ``make demo``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from app.io.export.document import QuoteDocument, Seller, build_document, load_seller
from app.io.export.files import ExportError
from app.io.export.i18n import LANGS

FORMATS = ("xlsx", "pdf")

__all__ = ["FORMATS", "ExportError", "LANGS", "QuoteDocument", "Seller", "build_document", "export_quote", "load_seller",
           "write_pdf", "write_xlsx"]


def write_xlsx(quote, result, path, lang="en", seller=None, doc=None):
    from app.io.export.xlsx import write_xlsx as _write
    return _write(quote, result, path, lang, seller, doc=doc)


def write_pdf(quote, result, path, lang="en", seller=None, advice=False, doc=None):
    from app.io.export.pdf import write_pdf as _write
    return _write(quote, result, path, lang, seller, advice, doc=doc)


def _stem(quote, source: Path | None) -> str:
    if source is not None:
        name = source.name
        return name[: -len(".quote.json")] if name.endswith(".quote.json") else source.stem
    text = quote.customer.reference or quote.title or quote.customer.name or "quote"
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "quote"


def export_quote(quote_path_or_quote, out_dir_or_file=None, formats: Iterable[str] = FORMATS,
                 lang: str = "en", seller=None, *, xlsx: Path | str | None = None,
                 pdf: Path | str | None = None, advice: bool = False) -> list[Path]:
    """Evaluate a quote and write it in ``formats``; returns the files written.

    ``quote_path_or_quote``: a ``.quote.json`` path or a Quote. ``out_dir_or_file``: a folder
    (files are named after the quote, ``<name>.<lang>.xlsx``) or, for one format, a file path.
    ``xlsx``/``pdf``: explicit file paths; when either is given, exactly those are written and
    ``out_dir_or_file``/``formats`` are ignored. ``seller``: a Seller, a path to a seller
    profile JSON, or None (no company block). ``advice``: the PDF ends with the advisor's
    findings and power-cap sweet spots (off by default: advice, not part of the offer; the
    workbook is the same either way). Every file is written whole or not at all; a
    file that cannot be written raises ``ExportError`` (an AppError) naming it.
    """
    from app.io.export.document import engine_result
    from app.io.quote.store import load_quote

    source = None
    if isinstance(quote_path_or_quote, (str, Path)):
        source = Path(quote_path_or_quote)
        quote = load_quote(source)
    else:
        quote = quote_path_or_quote
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGS)}")
    if isinstance(seller, (str, Path)):
        seller = _seller(Path(seller))
    targets = _targets(quote, source, out_dir_or_file, tuple(formats), lang, xlsx, pdf)
    # one evaluation, one analysis, one document, laid out once per format
    result = engine_result(quote)
    advice = advice and any(fmt == "pdf" for fmt, _ in targets)
    doc = build_document(quote, result, lang, seller, advice=advice)
    writers = {"xlsx": write_xlsx, "pdf": write_pdf}
    return [Path(writers[fmt](quote, result, target, lang, seller, doc=doc))
            for fmt, target in targets]


def _targets(quote, source, out, formats, lang, xlsx, pdf) -> list[tuple[str, Path]]:
    if xlsx is not None or pdf is not None:
        return [(fmt, Path(p)) for fmt, p in (("xlsx", xlsx), ("pdf", pdf)) if p is not None]
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise ValueError(f"unknown export format {unknown[0]!r}; choose from {', '.join(FORMATS)}")
    out = Path("." if out is None else out)
    targets = []
    for fmt in formats:
        if out.suffix.lower() == f".{fmt}" and len(formats) == 1:
            targets.append((fmt, out))
        else:
            targets.append((fmt, out / f"{_stem(quote, source)}.{lang}.{fmt}"))
    return targets


def _seller(path: Path):
    """The profile at ``path``; every problem is an InputFileError of one line."""
    return load_seller(path)
