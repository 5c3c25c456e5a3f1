"""The day/night tariff's night share in the exports: the workbook's energy sheet
says per option how the share was found (the baseline's measured load with its source, the
candidates' even spread), the PDF's decision page shows the share and its basis, and the
sources list the measured share as a measured input; in English and Dutch."""

from __future__ import annotations

import re
import shutil
import subprocess

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export.document import build_document
from app.io.export.pdf import write_pdf
from app.io.export.xlsx import write_xlsx
from tests.calc.test_tariff_measured import BASE, SOURCE, _day, _quote

Q = _quote(_day(1000.0, 2000.0), flexible_share=0.25)
R = evaluate(Q)


def _row(path, label: str) -> list:
    wb = openpyxl.load_workbook(path)
    for ws in wb:
        for row in ws.iter_rows():
            if row[0].value == label:
                return [c.value for c in row[1:] if c.value is not None]
    raise AssertionError(f"no row {label!r}")


@pytest.mark.parametrize("lang, label, measured, even", [
    ("en", "How the night share is found",
     "measured load over the day: 20.0 % in the night hours (" + SOURCE + "; hours in "
     "Europe/Amsterdam); plus 25.0 % of the daytime work moved to the night",
     "load spread evenly over the day: 8.0 h of 24 = 33.3 %; plus 25.0 %"),
    ("nl", "Zo is het nachtaandeel bepaald",
     "gemeten belasting over de dag: 20,0 % in de nachturen (" + SOURCE + "; uren in "
     "Europe/Amsterdam); plus 25,0 % van het werk overdag naar de nacht geschoven",
     "belasting gelijkmatig over de dag gespreid: 8,0 h van 24 = 33,3 %; plus 25,0 %"),
])
def test_the_workbook_says_how_each_night_share_was_found(tmp_path, lang, label, measured, even):
    path = write_xlsx(Q, R, tmp_path / f"q_{lang}.xlsx", lang)
    cells = _row(path, label)
    base = [o.label for o in Q.options].index(BASE)
    assert len(cells) == len(Q.options)
    assert cells[base].startswith(measured)
    assert all(c.startswith(even) for i, c in enumerate(cells) if i != base)


def test_without_a_tariff_the_workbook_has_no_basis_row(tmp_path):
    plain = Q.model_copy(update={"site": Q.site.model_copy(update={"tariff": None})})
    path = tmp_path / "plain.xlsx"
    write_xlsx(plain, evaluate(plain), path, "en")
    with pytest.raises(AssertionError, match="no row"):
        _row(path, "How the night share is found")


@pytest.mark.parametrize("lang, measured, even, name, confidence", [
    ("en", "measured: 20.0 % + 25.0 %", "even spread: 33.3 % + 25.0 %",
     "measured night share of the energy", "measured"),
    ("nl", "gemeten: 20,0 % + 25,0 %", "gelijkmatig gespreid: 33,3 % + 25,0 %",
     "gemeten aandeel van de energie 's nachts", "gemeten"),
])
def test_the_pdf_document_shows_the_share_its_basis_and_its_source(lang, measured, even, name,
                                                                   confidence):
    doc = build_document(Q, R, lang)
    rows = {row.key: row.values for row in doc.decision}
    base = [o.label for o in Q.options].index(BASE)
    assert rows["night_share"][base] == pytest.approx(R.option(BASE).night_energy_share)
    assert rows["night_basis"][base].startswith(measured)
    assert all(v.startswith(even) for i, v in enumerate(rows["night_basis"]) if i != base)
    source = [s for s in doc.sources if s.name == name]
    assert len(source) == 1 and source[0].value == 20.0 and source[0].confidence == confidence
    assert source[0].source == f"{SOURCE}; Europe/Amsterdam"


@pytest.mark.skipif(not shutil.which("pdftotext"),
                    reason="poppler-utils (pdftotext) not found: apt-get install poppler-utils")
def test_the_pdf_prints_the_basis(tmp_path):
    path = tmp_path / "q.pdf"
    write_pdf(Q, R, path, "nl")
    text = re.sub(r"\s+", " ", subprocess.run(["pdftotext", str(path), "-"], capture_output=True,
                                              text=True, check=True).stdout)
    assert "Zo is het nachtaandeel bepaald" in text and "gemeten: 20,0 %" in text


def test_the_workbook_recalculates_the_measured_blend_like_the_engine(tmp_path):
    """LibreOffice recalculates the workbook: the baseline's energy cost at its measured night
    share (an engine value) and the live day and night prices equals the engine's, to the cent."""
    from tests.io.export_helpers import name_cells, recalc, soffice, values
    from tests.io.test_export_recalc import compare

    if soffice() is None:
        pytest.skip("LibreOffice (soffice) not found: apt-get install libreoffice-calc-nogui")
    src = write_xlsx(Q, R, tmp_path / "in.xlsx")
    got = values(recalc(src, tmp_path / "out"), name_cells(src))
    assert compare(Q, got, Q.site.years) >= 15
