"""The workbook's live formulas, recalculated by LibreOffice, against the engine: every named
figure to the cent for METHOD E3 and E4, then again after the customer changes assumptions in
the Assumptions sheet. Every workbook of this file is recalculated in one LibreOffice start (a
start is most of the cost): the quotes are made below, recalculated once per test run, and
each test checks its own."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from tests.io.export_helpers import (
    E3,
    E4,
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


def compare(q, got: dict, horizon: int) -> int:
    """Assert every optN_* figure equals the engine's; returns how many were compared."""
    result = evaluate(q)
    compared = 0
    for n, opt in enumerate(ordered(result), start=1):
        for suffix, field in OPTION_NAMES.items():
            cell = got[f"opt{n}_{suffix}"]
            expected = getattr(opt, field)
            if expected is None:
                assert isinstance(cell, str), (n, suffix, cell)
                if suffix == "discounted_payback_years" and not opt.baseline:
                    assert str(horizon) in cell
                continue
            assert isinstance(cell, (int, float)), (n, suffix, cell)
            diff = abs(cell - expected)
            tol = CENT if "payback" not in suffix else 1e-6
            assert diff <= tol, f"opt{n}_{suffix}: workbook {cell!r}, engine {expected!r}"
            compared += 1
    return compared


CHANGES = [
    dict(energy_price_per_kwh=0.25, discount_rate=0.08),
    dict(energy_price_per_kwh=0.42, price_escalation=0.05, hours_per_year=8000.0, years=8,
         discount_rate=0.03, carbon_kg_per_kwh=0.15),
    dict(years=3, discount_rate=0.0),
]
CHANGE_IDS = ["price-rate", "many", "short"]
CELL_OF = {"energy_price_per_kwh": "energy_price", "discount_rate": "discount_rate",
           "price_escalation": "price_escalation", "hours_per_year": "hours_per_year",
           "years": "years", "carbon_kg_per_kwh": "carbon_intensity"}


def maintenance_quote():
    """The cost lines E3/E4 leave at zero: rate on list capex, licences, colocation, resale."""
    q = quote(E4, colocation_per_kw_year=150.0)
    opts = list(q.options)
    opts[0] = opts[0].model_copy(update={"maintenance_per_year": 20000.0})
    opts[1] = opts[1].model_copy(update={"maintenance_rate": 0.05, "licence_per_gpu_year": 120.0})
    opts[2] = opts[2].model_copy(update={"licence_per_gpu_year": 80.0, "gpu_price": 27500.0})
    return q.model_copy(update={"options": opts, "baseline_resale": 50000.0,
                                "baseline_capex": 10000.0})


def discounted_quote():
    """A 10 % discount on one option and 15 % on the DLC one."""
    q = quote(E3)
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"discount": 0.10})
    opts[2] = opts[2].model_copy(update={"discount": 0.15})
    return q.model_copy(update={"options": opts})


def tariff_quote():
    """Day and night prices as live inputs."""
    from app.model.tariff import Tariff

    q = quote(E3)
    tariff = Tariff(day_price_per_kwh=0.26, night_price_per_kwh=0.11, flexible_share=0.5)
    return q.model_copy(update={"site": q.site.model_copy(update={"tariff": tariff})})


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory):
    """Case name -> (the quote the workbook should now compute, every named cell's value after
    LibreOffice recalculated it), for every case of this file, in one LibreOffice start."""
    folder = tmp_path_factory.mktemp("recalc")
    written: dict[str, tuple] = {}  # name -> (quote to compare with, workbook, cells)

    def write(name, q, expected=None, edits=None):
        src = write_xlsx(q, evaluate(q), folder / f"{name}-in.xlsx")
        cells = name_cells(src)
        if edits:
            src = edited_copy(src, cells, edits, folder / f"{name}.xlsx")
        written[name] = (expected or q, src, cells)

    for path, pid in ((E3, "E3"), (E4, "E4")):
        write(pid, quote(path))
        for change, cid in zip(CHANGES, CHANGE_IDS):
            write(f"{pid}-{cid}", quote(path), quote(path, **change),
                  {CELL_OF[k]: v for k, v in change.items()})
    write("maintenance", maintenance_quote())
    write("discounted", discounted_quote())
    write("tariff", tariff_quote())
    outs = recalc_many([src for _, src, _ in written.values()], folder / "out")
    return {name: (q, values(out, cells))
            for (name, (q, _, cells)), out in zip(written.items(), outs)}


@pytest.mark.parametrize("pid", ["E3", "E4"])
def test_named_figures_match_the_engine(pid, recalculated):
    q, got = recalculated[pid]
    assert got["energy_price"] == q.site.energy_price_per_kwh
    assert compare(q, got, q.site.years) >= 15


def test_e4_golden_figures_after_recalculation(recalculated):
    _, got = recalculated["E4"]
    assert round(got["opt3_npv"], 2) == 197148.20
    assert round(got["opt2_npv"], 2) == 182803.92
    assert round(got["opt1_tco"], 2) == 1165656.92
    assert round(got["opt3_discounted_payback_years"], 2) == 3.88


@pytest.mark.parametrize("pid", ["E3", "E4"])
@pytest.mark.parametrize("cid", CHANGE_IDS)
def test_customer_edits_in_the_assumptions_sheet_flow_through(pid, cid, recalculated):
    changed, got = recalculated[f"{pid}-{cid}"]
    assert compare(changed, got, changed.site.years) >= 15


def test_maintenance_licences_colocation_and_resale(recalculated):
    """The cost lines E3/E4 leave at zero: rate on list capex, licences, colocation, resale."""
    q, got = recalculated["maintenance"]
    assert compare(q, got, q.site.years) >= 15


def test_discounted_option_matches_the_engine_at_net_prices(recalculated):
    """A 10 % discount on one option and 15 % on the DLC one: the workbook's live discount rows
    give the same capex, TCO, payback and NPV as the engine at net prices; VAT stays out."""
    q, got = recalculated["discounted"]
    assert compare(q, got, q.site.years) >= 15
    net = evaluate(q).option("8xH200 air").capex
    assert got["opt2_price_incl_vat"] == pytest.approx(net * 1.21, abs=CENT)


def test_time_of_use_tariff_recalculates_like_the_engine(recalculated):
    """Day and night prices are live inputs; each option's night share is the engine's value."""
    q, got = recalculated["tariff"]
    assert compare(q, got, q.site.years) >= 15
