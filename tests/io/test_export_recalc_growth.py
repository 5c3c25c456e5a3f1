"""The workbook under a growing demand (METHOD §13, E7), recalculated by LibreOffice, against the
engine: each option's opex year by year, capex, TCO, NPV and both paybacks to the cent, for E7a
(g = 25 %), E7b (100 %, the current fleet fails in year 4), E7c (-20 %) and the V100 refresh at
30 % a year with a staged plan; then a customer who edits the growth cell sees the demand, the
current fleet's utilization, energy and opex follow. Every workbook of this file is recalculated
in one LibreOffice start (a start is most of the cost), in the module fixture ``recalculated``."""

from __future__ import annotations

from functools import cache

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from tests.calc.v100_task import refresh_with_growth
from tests.conftest import EXAMPLES
from tests.io.export_helpers import (
    OPTION_NAMES,
    edited_copy,
    name_cells,
    needs_soffice,
    ordered,
    quote,
    recalc_many,
    values,
)

pytestmark = needs_soffice

CENT = 0.01


def _refresh():
    return refresh_with_growth(0.3)[0]


def compare(result, got: dict) -> int:
    """Every optN_* figure of a valid option equals the engine's: a number to the cent (a
    payback to 1e-6 y), a text where the engine has none ("not within 5 years", "–")."""
    compared = 0
    for n, opt in enumerate(ordered(result), start=1):
        if not opt.valid:
            continue
        for suffix, field in OPTION_NAMES.items():
            cell, expected = got[f"opt{n}_{suffix}"], getattr(opt, field)
            if expected is None:
                assert isinstance(cell, str), (n, suffix, cell)
                continue
            tol = CENT if "payback" not in suffix else 1e-6
            assert cell == pytest.approx(expected, abs=tol), (n, suffix, cell, expected)
            compared += 1
    return compared


def _quote(name: str):
    return _refresh() if name == "refresh" else quote(EXAMPLES / f"method-{name}.quote.json")


@cache
def _book(path):
    """A recalculated workbook, read once: a test reads twenty rows of it (only read)."""
    return openpyxl.load_workbook(path, data_only=True)


def _row(path, name: str, years: int) -> list:
    """The first ``years`` values of the named year row ``name`` (a range B..AE)."""
    wb = _book(path)
    (sheet, cells), = list(wb.defined_names[name].destinations)
    return [c.value for c in wb[sheet][cells.replace("$", "")][0][:years]]


@pytest.mark.parametrize("name", ["e7a", "e7b", "e7c", "refresh"])
def test_every_year_and_every_figure_matches_the_engine(name, recalculated):
    q, result, out, got = recalculated[name]
    assert compare(result, got) >= {"e7a": 28, "e7c": 30}.get(name, 4)
    years = q.site.years
    checked = 0
    for n, opt in enumerate(ordered(result), start=1):
        if not opt.valid:
            continue
        for suffix, field in (("opex", "opex_by_year"), ("kwh", "kwh_by_year"),
                              ("capex", "capex_by_year"), ("servers", "servers_by_year")):
            row = _row(out, f"opt{n}_{suffix}_by_year", years)
            assert row == pytest.approx(getattr(opt, field), abs=CENT), (n, suffix)
            checked += 1
        for key in ("carbon_horizon_kg", "carbon_payback_years"):
            cell, expected = got.get(f"opt{n}_{key}"), getattr(opt, key)
            if isinstance(expected, float) and isinstance(cell, (int, float)):
                assert cell == pytest.approx(expected, abs=CENT), (n, key)
    assert checked == 4 * sum(1 for o in result.options if o.valid)
    assert _row(out, "demand_by_year", years) == pytest.approx(result.demand_by_year)


def test_e7a_golden_years_after_recalculation(recalculated):
    """METHOD E7a's table: the baseline's opex in year 5, B staged's capex paid per year, its
    TCO and NPV."""
    _, _, out, got = recalculated["e7a"]
    assert round(_row(out, "opt1_opex_by_year", 5)[4], 2) == 615365.10
    assert [round(x, 2) for x in _row(out, "opt4_capex_by_year", 5)] == [
        1450000.00, 0.00, 360000.00, 360000.00, 720000.00]
    assert round(got["opt4_tco"], 2) == 2630418.86
    assert round(got["opt4_npv"], 2) == -506892.77
    assert round(got["opt2_npv"], 2) == -832268.75
    assert round(got["opt5_tco"], 2) == 2614988.96


def test_editing_the_growth_moves_demand_energy_and_opex(recalculated):
    """E7a at 25 %, the customer types 30 %: the demand and the current fleet (45 servers, its
    own load grows) follow to the engine's figures at 30 %, year by year."""
    q, _, out, got = recalculated["e7a-edited-30"]
    faster = q.model_copy(update={"workload": q.workload.model_copy(
        update={"demand_growth": 0.30})})
    result = evaluate(faster)
    base = ordered(result)[0]
    assert base.servers_by_year == [45] * 5
    assert _row(out, "demand_by_year", 5) == pytest.approx(result.demand_by_year)
    assert _row(out, "opt1_utilization_by_year", 5) == pytest.approx(base.utilization_by_year)
    assert _row(out, "opt1_kwh_by_year", 5) == pytest.approx(base.kwh_by_year, abs=CENT)
    assert _row(out, "opt1_opex_by_year", 5) == pytest.approx(base.opex_by_year, abs=CENT)
    assert got["opt1_tco"] == pytest.approx(base.tco, abs=CENT)


def _grown(q, g: float):
    return q.model_copy(update={"workload": q.workload.model_copy(update={"demand_growth": g})})


def _variant(name: str):
    """E3 at 30 % (a sized baseline that buys at catalogue prices on its staged plan), with a
    day/night tariff (each year's night share), and E4 with a maintenance rate on K_list."""
    from tests.io.export_helpers import E3, E4
    if name == "tariff":
        from app.model.tariff import Tariff

        q = quote(E3)
        tariff = Tariff(day_price_per_kwh=0.26, night_price_per_kwh=0.11, flexible_share=0.5)
        return _grown(q.model_copy(update={"site": q.site.model_copy(update={"tariff": tariff})}),
                      0.3)
    if name == "allowances-staged":  # each purchase its own allowance, in its own year
        q = _grown(quote(EXAMPLES / "method-e6-allowances.quote.json"), 0.3)
        return q.model_copy(update={"workload": q.workload.model_copy(
            update={"growth_plan": "staged"})})
    if name == "rate":
        q = quote(E4)
        opts = list(q.options)
        opts[1] = opts[1].model_copy(update={"maintenance_rate": 0.05, "growth_plan": "staged"})
        return _grown(q.model_copy(update={"options": opts}), 0.3)
    return _grown(quote(E3), 0.3)


@pytest.mark.parametrize("name", ["sized-baseline", "tariff", "rate", "allowances-staged"])
def test_other_inputs_under_growth_match_the_engine(name, recalculated):
    q, result, _, got = recalculated[name]
    assert compare(result, got) >= 12
    for n, opt in enumerate(ordered(result), start=1):
        if opt.valid:
            assert got[f"opt{n}_opex_by_year"][:5] == pytest.approx(opt.opex_by_year, abs=CENT)
    if name == "sized-baseline":  # it buys servers later, at catalogue prices
        base = ordered(result)[0]
        assert sum(base.purchases_by_year[1:]) > 0
        assert got["opt1_capex_by_year"][:5] == pytest.approx(base.capex_by_year, abs=CENT)


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory):
    """Case name -> (the quote, the engine's result of it, the workbook LibreOffice recalculated,
    every named cell's value there), for every case of this file, in one LibreOffice start:
    E7a, E7b, E7c, the V100 refresh, E7a with the growth cell edited to 30 %, and the other
    inputs under growth."""
    folder = tmp_path_factory.mktemp("recalc-growth")
    written: dict[str, tuple] = {}  # name -> (quote, result, workbook to recalculate, cells)
    cases = [(name, _quote(name)) for name in ("e7a", "e7b", "e7c", "refresh")]
    cases += [(name, _variant(name))
              for name in ("sized-baseline", "tariff", "rate", "allowances-staged")]
    for name, q in cases:
        result = evaluate(q)
        src = write_xlsx(q, result, folder / f"{name}.xlsx")
        written[name] = (q, result, src, name_cells(src))
    q, result, src, cells = written["e7a"]  # the customer types 30 % into E7a's growth cell
    edited = edited_copy(src, cells, {"demand_growth": 0.30}, folder / "e7a-edited-30.xlsx")
    written["e7a-edited-30"] = (q, result, edited, cells)
    outs = recalc_many([src for _, _, src, _ in written.values()], folder / "out")
    return {name: (q, result, out, values(out, cells))
            for (name, (q, result, _, cells)), out in zip(written.items(), outs)}
