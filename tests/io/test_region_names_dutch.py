"""A quote started on a region cites it ("region Belgium: Ember 2024 …"); its Dutch workbook
and PDF read the region's Dutch name ("regio België"), as an older quote's id does
("region NL" -> "regio Nederland"); the English ones keep the English name."""

from __future__ import annotations

import shutil
import subprocess

import openpyxl
import pytest

from app import paths
from app.calc import evaluate
from app.io.catalog.files import read_catalog
from app.io.export.pdf import write_pdf
from app.io.export.xlsx import write_xlsx
from app.io.quote.store import load_quote
from app.io.words.labels import source_text
from app.model.provenance import region_values

REGIONS = read_catalog(paths.catalog_dir()).regions
EXAMPLE = paths.example_quote()


def _on_region(region_id: str):
    quote = load_quote(EXAMPLE)
    region = REGIONS[region_id]
    site = quote.site.model_copy(update=region_values(region, quote.site.provenance))
    return quote.model_copy(update={"site": site})


def _cells(path) -> list[str]:
    book = openpyxl.load_workbook(path)
    return [c for ws in book for row in ws.iter_rows(values_only=True) for c in row
            if isinstance(c, str)]


@pytest.mark.parametrize("lang, shown, not_shown", [
    ("nl", "regio België:", ("Belgium", "region ")),
    ("en", "region Belgium:", ("België", "regio ")),
])
def test_the_workbook_names_the_region_in_its_language(tmp_path, lang, shown, not_shown):
    quote = _on_region("BE")
    assert quote.site.provenance["energy_price_per_kwh"].source.startswith("region Belgium:")
    cells = _cells(write_xlsx(quote, evaluate(quote), tmp_path / "q.xlsx", lang))
    sourced = [c for c in cells if "Ember" in c]
    assert sourced and all(shown in c for c in sourced)
    assert not [c for c in cells if any(word in c for word in not_shown)]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler's pdftotext not installed")
def test_the_dutch_pdf_names_the_region_in_dutch(tmp_path):
    quote = _on_region("BE")
    pdf = write_pdf(quote, evaluate(quote), tmp_path / "q.pdf", "nl")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "regio België" in " ".join(text.split())
    assert "Belgium" not in text


def test_an_older_quotes_region_id_reads_as_the_name():
    """The shipped example (saved with "region NL: …") and the window's Why panel, which
    shows sources through the same function."""
    source = load_quote(EXAMPLE).site.provenance["carbon_kg_per_kwh"].source
    assert source.startswith("region NL:")
    assert source_text(source, "nl").startswith("regio Nederland: ")
    assert source_text(source, "en").startswith("region Netherlands: ")
    assert "Nederland" not in source_text("a region NL-style note: x", "nl")  # a name, whole
