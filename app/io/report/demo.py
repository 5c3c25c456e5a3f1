"""`make demo`: the example quote's results written headless to a folder."""

from __future__ import annotations

from pathlib import Path

from app.calc import evaluate
from app.io.files.atomic import atomic_write_text
from app.io.quote.store import load_quote
from app.io.report.results import render_json, render_text
from app.paths import resources_dir
from app.text.languages import LANGUAGES, SOURCE

#: The demo's proposals show what a seller profile looks like on the cover (a made-up company).
EXAMPLE_SELLER = resources_dir() / "report" / "seller.example.json"


def write_demo(quote_path: Path, out_dir: Path) -> list[Path]:
    """Compute the quote and write results.txt, results.json, and the workbook and PDF proposal
    in English (example.xlsx, example.pdf) and Dutch (example.nl.xlsx, example.nl.pdf); returns
    the paths."""
    from app.io.export import export_quote

    quote = load_quote(quote_path)
    result = evaluate(quote)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in (("results.txt", render_text(result)), ("results.json", render_json(result))):
        atomic_write_text(out_dir / name, text, keep_backup=False)
        written.append(out_dir / name)
    for lang in LANGUAGES:  # example.pdf, example.nl.pdf, example.fr.pdf
        suffix = "" if lang == SOURCE else f".{lang}"
        written += export_quote(quote, lang=lang, seller=EXAMPLE_SELLER,
                                xlsx=out_dir / f"example{suffix}.xlsx",
                                pdf=out_dir / f"example{suffix}.pdf")
    return written
