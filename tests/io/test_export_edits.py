"""The workbook stays right when the customer edits it, checked by a
LibreOffice recalculation against the engine: a horizon typed above 15 years, the revised
paybacks (M27 "no payback", M28 the last crossing, "not within 1 year"), and the cells that are
not formulas say so (GPU count, hourly-carbon CO2, the recommendation sentence)."""

from __future__ import annotations

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from app.io.export.xlsx import MAX_YEARS
from tests.io.export_helpers import (
    E3,
    E4,
    edited_copy,
    name_cells,
    needs_soffice,
    quote,
    recalc_many,
    values,
)
from tests.io.test_export_recalc import compare


def no_payback_quote():
    """E3 with the baseline's replacement due anyway (capex 1e7), free energy and a candidate
    with maintenance: the switch gains up front and then costs more a year."""
    q = quote(E3, energy_price_per_kwh=0.0)
    cand = q.options[1].model_copy(update={"maintenance_per_year": 1000.0})
    return q.model_copy(update={"baseline_capex": 1e7, "options": [q.options[0], cand]})


def sign_change_quote():
    """Falling energy prices and candidates with more maintenance."""
    q = quote(E4, price_escalation=-0.3)
    opts = [o.model_copy(update={"maintenance_per_year": 150_000.0}) if not o.baseline else o
            for o in q.options]
    return q.model_copy(update={"options": opts})


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory):
    """Case name -> every named cell's value after LibreOffice recalculated the case's workbook
    (the customer's edit typed in first), all cases in one LibreOffice start."""
    folder = tmp_path_factory.mktemp("edits")
    written: dict[str, tuple] = {}

    def write(name, q, **edits):
        src = write_xlsx(q, evaluate(q), folder / f"{name}-in.xlsx")
        cells = name_cells(src)
        if edits:
            src = edited_copy(src, cells, edits, folder / f"{name}.xlsx")
        written[name] = (src, cells)

    for years in (20, MAX_YEARS):
        write(f"years-{years}", quote(E4), years=years)
    write("no-payback", no_payback_quote())
    write("one-year", quote(E3, years=1))
    write("sign-change", sign_change_quote())
    outs = recalc_many([src for src, _ in written.values()], folder / "out")
    return {name: values(out, cells) for (name, (_, cells)), out in zip(written.items(), outs)}


@needs_soffice
@pytest.mark.parametrize("years", [20, MAX_YEARS])
def test_a_horizon_typed_above_15_years_recalculates_to_the_engine(years, recalculated):
    got = recalculated[f"years-{years}"]
    changed = quote(E4, years=years)
    assert compare(changed, got, years) >= 15
    assert got["opt1_tco"] == pytest.approx(evaluate(changed).options[0].tco, abs=0.01)


def test_the_horizon_cell_refuses_more_years_than_the_workbook_has(tmp_path):
    q = quote(E4)
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    sheet, cell = name_cells(src)["years"]
    ws = openpyxl.load_workbook(src)[sheet]
    rules = [r for r in ws.data_validations.dataValidation if cell in str(r.sqref)]
    assert len(rules) == 1
    rule = rules[0]
    assert (rule.type, rule.operator, rule.formula1, rule.formula2) == (
        "whole", "between", "1", str(MAX_YEARS))
    assert rule.showErrorMessage and str(MAX_YEARS) in rule.error


@needs_soffice
def test_no_payback_and_not_within_one_year_as_the_engine_says(recalculated):
    """E3 with the baseline's replacement due anyway (capex 1e7) and free energy: the switch
    gains up front and then costs more a year: "no payback" in both cells. Then a one-year
    horizon: "not within 1 year" (singular)."""
    q = no_payback_quote()
    result = evaluate(q)
    cand = q.options[1]
    assert result.option(cand.label).simple_no_payback
    got = recalculated["no-payback"]
    assert got["opt2_simple_payback_years"] == "no payback"
    assert got["opt2_discounted_payback_years"] == "no payback"
    assert got["opt2_npv"] == pytest.approx(result.option(cand.label).npv, abs=0.01)
    assert recalculated["one-year"]["opt2_discounted_payback_years"] == "not within 1 year"


@needs_soffice
def test_savings_that_change_sign_give_the_engines_payback(recalculated):
    """Falling energy prices and a candidate with more maintenance: savings start positive and
    turn negative; the workbook's payback and NPV follow the engine (M28)."""
    q = sign_change_quote()
    savings = [o.savings_by_year for o in evaluate(q).options if not o.baseline]
    assert any(s[0] > 0 > s[-1] for s in savings)
    assert compare(q, recalculated["sign-change"], q.site.years) >= 15


def test_values_that_are_not_formulas_say_so(tmp_path):
    from app.model.tariff import Tariff

    q = quote(E3)
    tariff = Tariff(day_price_per_kwh=0.26, night_price_per_kwh=0.11,
                    hourly_carbon_kg_per_kwh=[0.3] * 8 + [0.2] * 16)
    q = q.model_copy(update={"site": q.site.model_copy(update={"tariff": tariff})})
    for lang, words in (("en", ("at export", "engine value", "hourly carbon profile")),
                        ("nl", ("bij export", "rekenkern", "CO₂-profiel per uur"))):
        path = write_xlsx(q, evaluate(q), tmp_path / f"{lang}.xlsx", lang=lang)
        wb = openpyxl.load_workbook(path)
        text = [str(c.value) for ws in wb.worksheets for row in ws.iter_rows() for c in row
                if isinstance(c.value, str)]
        summary = wb.worksheets[0]
        assert any(words[0] in str(c.value) for row in summary.iter_rows() for c in row)
        options = wb.worksheets[2]
        rows = {r[0].value: r for r in options.iter_rows() if r[0].value}
        gpus = "GPUs per server" if lang == "en" else "GPU's per server"
        assert words[1] in str(rows[gpus][1].value)  # the GPU count is an engine value
        assert any(t.startswith(("CO2", "CO₂")) and words[2] in t for t in text)
