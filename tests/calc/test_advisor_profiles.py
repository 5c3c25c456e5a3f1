"""Power profiles side by side and the facility power budget (METHOD §3, §8, E4)."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.calc.advisor import budget_table, collect_inputs, point_values, profile_table
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E4 = EXAMPLES / "method-e4.quote.json"


def _setup():
    quote = load_quote(E4)
    demand, _ = resolve_demand(quote)
    return quote, demand, point_values(collect_inputs(quote, demand))


def _rows(table):
    return {r.variant: r for r in table.rows}


def test_frequency_scaling_uses_more_energy_at_equal_work_than_no_profile_in_e4():
    quote, demand, values = _setup()
    rows = _rows(profile_table(quote, "8xH200 air", demand, values))
    none, freq = rows["none"], rows["frequency_scaling"]
    assert freq.work_per_year == pytest.approx(none.work_per_year, rel=1e-12)
    assert freq.annual_kwh_total > none.annual_kwh_total
    assert freq.kwh_per_work > none.kwh_per_work
    assert rows["inference"].annual_kwh_total < none.annual_kwh_total
    assert rows["training"].annual_kwh_total < none.annual_kwh_total
    notes = profile_table(quote, "8xH200 air", demand, values).notes
    assert any("reference, not a recommendation" in n for n in notes)


def test_profile_rows_equal_evaluate():
    quote, demand, values = _setup()
    result = evaluate(quote)
    rows = _rows(profile_table(quote, "8xH200 air", demand, values))
    ref = result.option("8xH200 air, inference profile")
    assert rows["inference"].tco == pytest.approx(ref.tco, rel=1e-12)
    assert rows["inference"].annual_kwh_total == pytest.approx(178360.32, abs=0.01)
    assert rows["none"].tco == pytest.approx(result.option("8xH200 air").tco, rel=1e-12)


def test_unsupported_presets_are_marked():
    quote, demand, values = _setup()
    table = profile_table(quote, "Baseline 8xA100 air (fleet)", demand, values)
    assert not any(r.supported for r in table.rows if r.variant != "none")
    assert any("supports none" in n for n in table.notes)


def test_inference_profile_fits_8_servers_instead_of_7_in_100_kw():
    quote, demand, values = _setup()
    rows = _rows(budget_table(quote, "8xH200 air", demand, values, None))
    assert rows["uncapped, no profile"].fit.servers_in_budget == 7
    assert rows["profile inference"].fit.servers_in_budget == 8
    assert rows["profile inference"].more_servers_than_uncapped == 1
    # 8 servers at 97 % throughput still deliver more than 7 at 100 %: 8*8*1.358*0.8 vs 7*8*1.4*0.8
    assert rows["profile inference"].fit.throughput_in_budget == pytest.approx(69.5296)
    assert rows["uncapped, no profile"].fit.throughput_in_budget == pytest.approx(62.72)
    assert rows["uncapped, no profile"].fit.racks == 1
    assert rows["uncapped, no profile"].fit.servers_per_rack == 2


def test_a_cap_frees_power_for_more_servers():
    quote, demand, values = _setup()
    rows = _rows(budget_table(quote, "8xH200 air", demand, values, 0.8))
    assert rows["cap 80%"].fit.servers_in_budget == 8


def test_baseline_over_budget_and_racks():
    quote, demand, values = _setup()
    rows = _rows(budget_table(quote, "Baseline 8xA100 air (fleet)", demand, values, None))
    assert rows["as configured"].fit.servers_in_budget == 12
    assert rows["as configured"].fit.fits_budget is False
    assert rows["as configured"].fit.racks == 10  # 3 per 20 kW rack at 5 497 W peak


def test_no_budget_no_table():
    quote = load_quote(EXAMPLES / "method-e3.quote.json")
    demand, _ = resolve_demand(quote)
    assert budget_table(quote, "8xH200 air", demand,
                        point_values(collect_inputs(quote, demand)), None) is None
