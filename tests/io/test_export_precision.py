"""The workbook and the proposal state the number format each option runs the model in (METHOD
§12.1, M40) and warn, in the customer's language, when the options run at different formats:
E6's Q2 runs C in FP4 and B in FP8."""

from __future__ import annotations

import re
import shutil
import subprocess

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import write_pdf, write_xlsx
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

Q1 = EXAMPLES / "method-e6-precision-q1.quote.json"
Q2 = EXAMPLES / "method-e6-precision-q2.quote.json"
POPPLER = shutil.which("pdftotext")
WARNING = {"en": "C runs the model in FP4, B in FP8", "nl": "C draait het model in FP4, B in FP8"}
LABEL = {"en": "Number format", "nl": "Getalformaat"}


def _summary_rows(path):
    ws = openpyxl.load_workbook(path).worksheets[0]
    return [[c for c in row if c is not None] for row in ws.iter_rows(values_only=True)]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_workbook_names_each_format_and_warns(tmp_path, lang):
    q = load_quote(Q2)
    path = write_xlsx(q, evaluate(q), tmp_path / f"q2.{lang}.xlsx", lang=lang)
    rows = _summary_rows(path)
    assert [LABEL[lang], "FP16", "FP8", "FP4", "FP16"] in rows  # the invalid V100 x4: no cell
    assert any(str(r[0]).startswith(WARNING[lang]) for r in rows if r)


def test_no_warning_where_the_formats_are_alike(tmp_path):
    """Q1: B and C both at FP8, against FP16 today: the rows say so, the note names FP8 and
    FP16 but not FP4."""
    q = load_quote(Q1)
    rows = _summary_rows(write_xlsx(q, evaluate(q), tmp_path / "q1.xlsx"))
    assert ["Number format", "FP16", "FP8", "FP8", "FP16"] in rows
    assert not any("FP4" in str(c) for r in rows for c in r)


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext) not found: apt-get install "
                                        "poppler-utils")
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_proposal_names_each_format_and_warns(tmp_path, lang):
    q = load_quote(Q2)
    pdf = write_pdf(q, evaluate(q), tmp_path / f"q2.{lang}.pdf", lang=lang)
    text = re.sub(r"\s+", " ", subprocess.run(["pdftotext", "-layout", str(pdf), "-"],
                                               capture_output=True, text=True,
                                               check=True).stdout)
    assert re.search(LABEL[lang] + r" FP16 FP8 FP4 FP16", text)
    assert WARNING[lang] in text
    assert "M40" not in text and "precision_" not in text
