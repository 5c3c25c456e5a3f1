"""The exports of a build on "price on request": the proposal says so in the customer's
language, never recommends it and never prints a capex for it; the workbook leaves the price
an empty input with a note, shows "price on request" where a figure needs it, and computes
once the customer types the price (LibreOffice recalculation)."""

from __future__ import annotations

import shutil
import subprocess

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import write_pdf, write_xlsx
from tests.calc.v100_task import candidate, v100_quote
from tests.io.export_helpers import name_cells, needs_soffice, recalc_many

NVL = dict(server="nvidia-gb200-nvl72", gpu="gb200", n=72, psu="shelf-33000", count=8,
           spares=4, cooling="dlc-warm-water")


def _quote(*extra):
    q = v100_quote([candidate("GB200", **NVL),
                    candidate("H200 NVL", "smc-sys-421ge-tnrt", "h200-nvl", 4, "titanium-2700",
                              4, 2), *extra])
    return q.model_copy(update={"site": q.site.model_copy(update={"rack_limit_kw": 150})})


def _pdf_text(path) -> str:
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                          timeout=60, check=True).stdout


@pytest.mark.skipif(shutil.which("pdftotext") is None,
                    reason="poppler-utils (pdftotext) not found: apt-get install poppler-utils")
@pytest.mark.parametrize("lang, words", [("en", "price on request"),
                                         ("nl", "prijs op aanvraag")])
def test_the_proposal_says_price_on_request_and_recommends_a_priced_build(tmp_path, lang, words):
    q = _quote()
    path = write_pdf(q, evaluate(q), tmp_path / f"q.{lang}.pdf", lang)
    text = " ".join(_pdf_text(path).split())
    assert text.count(words) >= 5  # capex, TCO, payback, NPV, the price block ...
    assert "GB200 (recommended)" not in text and "GB200 (aanbevolen)" not in text


def _cell_of_the_gpu_price(ws, label: str):
    inside = False
    for row in ws.iter_rows():
        a = row[0].value
        if isinstance(a, str) and a.startswith("Option"):
            inside = f": {label} (" in a
        if inside and a == "GPUs":
            return row[4], row[5]
    raise AssertionError("no GPU line")


def test_the_workbook_leaves_the_price_empty_with_a_note(tmp_path):
    q = _quote()
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx", "en")
    ws = openpyxl.load_workbook(path)["Options"]
    price, total = _cell_of_the_gpu_price(ws, "GB200")
    assert price.value is None and "Price on request" in price.comment.text
    assert "NA()" in total.value  # never a 0 that would make the rack look free


@needs_soffice
def test_a_price_typed_into_the_workbook_computes_what_the_engine_computes(tmp_path):
    q = _quote(candidate("GB200 typed", gpu_price=40000.0, **NVL))
    result = evaluate(q)
    path = write_xlsx(q, result, tmp_path / "q.xlsx", "en")
    cells = name_cells(path)
    unknown = next(o.number for o in _views(q, result) if o.label == "GB200")
    wb = openpyxl.load_workbook(path)
    price, _ = _cell_of_the_gpu_price(wb["Options"], "GB200")
    price.value = 40000.0
    wb.save(tmp_path / "typed.xlsx")
    # before and after the customer typed the price, in one LibreOffice start
    before, after = (openpyxl.load_workbook(out, data_only=True) for out in
                     recalc_many([path, tmp_path / "typed.xlsx"], tmp_path / "out"))
    sheet, cell = cells[f"opt{unknown}_tco"]
    assert before[sheet][cell].value == "price on request"
    typed = result.option("GB200 typed")
    for key, want in (("capex", typed.capex), ("tco", typed.tco), ("npv", typed.npv)):
        sheet, cell = cells[f"opt{unknown}_{key}"]
        assert after[sheet][cell].value == pytest.approx(want, rel=1e-9), key


def _views(q, result):
    from app.io.export.document import build_document

    return build_document(q, result, "en").options
