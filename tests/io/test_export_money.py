"""Maintenance after the warranty (METHOD M41) and investment allowances (M42) in the exports:
the workbook of METHOD E6, recalculated by LibreOffice, gives the engine's figures to the cent,
and again after the customer changes the warranty, the EIA rate and the tax rate in their
cells; the proposal shows the allowance as its own line in Dutch."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.export import write_pdf, write_xlsx
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.io.export_helpers import (
    edited_copy,
    name_cells,
    needs_soffice,
    ordered,
    recalc_many,
    values,
)

E6 = EXAMPLES / "method-e6-allowances.quote.json"
FIGURES = ("capex", "tco", "npv", "simple_payback_years", "discounted_payback_years",
           "allowance_benefit")


def _compare(q, got) -> int:
    compared = 0
    for n, opt in enumerate(ordered(evaluate(q)), start=1):
        for suffix in FIGURES:
            name = f"opt{n}_{suffix}"
            if name not in got:
                continue
            expected = getattr(opt, suffix)
            if expected is None:
                assert isinstance(got[name], str), (name, got[name])
                continue
            tol = 1e-6 if "payback" in suffix else 0.01
            assert abs(got[name] - expected) <= tol, f"{name}: {got[name]!r} vs {expected!r}"
            compared += 1
    return compared


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory):
    """"e6" and "edited" -> every named cell's value after LibreOffice recalculated the E6
    workbook, as written and with the customer's edit (option B1's warranty at 1 year, the
    profit tax at 19 %), both in one LibreOffice start."""
    folder = tmp_path_factory.mktemp("money")
    q = load_quote(E6)
    src = write_xlsx(q, evaluate(q), folder / "e6.xlsx")
    cells = name_cells(src)
    number = {o.label: n for n, o in enumerate(ordered(evaluate(q)), start=1)}
    b1 = number["B1: B after a 3-year warranty, support 8 %"]
    edited = edited_copy(src, cells, {f"opt{b1}_warranty_years": 1, "profit_tax_rate": 0.19},
                         folder / "edited.xlsx")
    outs = recalc_many([src, edited], folder / "out")
    return {name: values(out, cells) for name, out in zip(("e6", "edited"), outs)}


@needs_soffice
def test_e6_workbook_recalculates_to_the_engine(recalculated):
    q = load_quote(E6)
    got = recalculated["e6"]
    assert _compare(q, got) >= 25
    benefits = sorted(round(v, 2) for k, v in got.items() if k.endswith("_allowance_benefit"))
    assert benefits == [139887.60, 149640.00, 149640.00]  # METHOD E6: B3, B2, A2


def test_the_dutch_proposal_has_the_allowance_as_its_own_line(tmp_path):
    import shutil

    q = load_quote(E6)
    pdf = write_pdf(q, evaluate(q), tmp_path / "e6.pdf", lang="nl")
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler (pdftotext) not found")
    import subprocess

    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "als de apparatuur in aanmerking komt: € 149.640" in text.replace("\u00a0", " ")
    assert "Onderhoud niet opgegeven" in text


@needs_soffice
def test_edited_warranty_and_tax_rate_recalculate_like_the_engine(recalculated):
    from app.model import Quote

    q = load_quote(E6)
    got = recalculated["edited"]
    data = q.model_dump()
    data["tax"]["profit_tax_rate"] = 0.19
    for o in data["options"]:
        if o["label"].startswith("B1"):
            o["warranty_years"] = 1
    assert _compare(Quote.model_validate(data), got) >= 25
