"""The workbook's live formulas, recalculated by LibreOffice, against the engine: every named
figure to the cent for METHOD E3 and E4, then again after the customer changes assumptions in
the Assumptions sheet."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from tests.io.export_helpers import (
    E3,
    E4,
    OPTION_NAMES,
    name_cells,
    ordered,
    quote,
    recalc,
    recalc_edited,
    soffice,
    values,
)

pytestmark = pytest.mark.skipif(soffice() is None,
                                reason="LibreOffice (soffice) not found: apt-get install "
                                       "libreoffice-calc-nogui (see .ci/apt-packages)")

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


@pytest.mark.parametrize("path", [E3, E4], ids=["E3", "E4"])
def test_named_figures_match_the_engine(path, tmp_path):
    q = quote(path)
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    cells = name_cells(src)
    got = values(recalc(src, tmp_path / "out"), cells)
    assert got["energy_price"] == q.site.energy_price_per_kwh
    assert compare(q, got, q.site.years) >= 15


def test_e4_golden_figures_after_recalculation(tmp_path):
    q = quote(E4)
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    got = values(recalc(src, tmp_path / "out"), name_cells(src))
    assert round(got["opt3_npv"], 2) == 197148.20
    assert round(got["opt2_npv"], 2) == 182803.92
    assert round(got["opt1_tco"], 2) == 1165656.92
    assert round(got["opt3_discounted_payback_years"], 2) == 3.88


CHANGES = [
    dict(energy_price_per_kwh=0.25, discount_rate=0.08),
    dict(energy_price_per_kwh=0.42, price_escalation=0.05, hours_per_year=8000.0, years=8,
         discount_rate=0.03, carbon_kg_per_kwh=0.15),
    dict(years=3, discount_rate=0.0),
]
CELL_OF = {"energy_price_per_kwh": "energy_price", "discount_rate": "discount_rate",
           "price_escalation": "price_escalation", "hours_per_year": "hours_per_year",
           "years": "years", "carbon_kg_per_kwh": "carbon_intensity"}


@pytest.mark.parametrize("path", [E3, E4], ids=["E3", "E4"])
@pytest.mark.parametrize("change", CHANGES, ids=["price-rate", "many", "short"])
def test_customer_edits_in_the_assumptions_sheet_flow_through(path, change, tmp_path):
    q = quote(path)
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    got = recalc_edited(src, name_cells(src), {CELL_OF[k]: v for k, v in change.items()},
                        tmp_path)
    changed = quote(path, **change)
    assert compare(changed, got, changed.site.years) >= 15


def test_maintenance_licences_colocation_and_resale(tmp_path):
    """The cost lines E3/E4 leave at zero: rate on list capex, licences, colocation, resale."""
    q = quote(E4, colocation_per_kw_year=150.0)
    opts = list(q.options)
    opts[0] = opts[0].model_copy(update={"maintenance_per_year": 20000.0})
    opts[1] = opts[1].model_copy(update={"maintenance_rate": 0.05, "licence_per_gpu_year": 120.0})
    opts[2] = opts[2].model_copy(update={"licence_per_gpu_year": 80.0, "gpu_price": 27500.0})
    q = q.model_copy(update={"options": opts, "baseline_resale": 50000.0,
                             "baseline_capex": 10000.0})
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    got = values(recalc(src, tmp_path / "out"), name_cells(src))
    assert compare(q, got, q.site.years) >= 15


def test_discounted_option_matches_the_engine_at_net_prices(tmp_path):
    """A 10 % discount on one option and 15 % on the DLC one: the workbook's live discount rows
    give the same capex, TCO, payback and NPV as the engine at net prices; VAT stays out."""
    q = quote(E3)
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"discount": 0.10})
    opts[2] = opts[2].model_copy(update={"discount": 0.15})
    q = q.model_copy(update={"options": opts})
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    cells = name_cells(src)
    got = values(recalc(src, tmp_path / "out"), cells)
    assert compare(q, got, q.site.years) >= 15
    net = evaluate(q).option("8xH200 air").capex
    assert got["opt2_price_incl_vat"] == pytest.approx(net * 1.21, abs=CENT)


def test_time_of_use_tariff_recalculates_like_the_engine(tmp_path):
    """Day and night prices are live inputs; each option's night share is the engine's value."""
    from app.model.tariff import Tariff

    q = quote(E3)
    tariff = Tariff(day_price_per_kwh=0.26, night_price_per_kwh=0.11, flexible_share=0.5)
    q = q.model_copy(update={"site": q.site.model_copy(update={"tariff": tariff})})
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    got = values(recalc(src, tmp_path / "out"), name_cells(src))
    assert compare(q, got, q.site.years) >= 15
