"""The advisor works from the engine's own numbers: at the point values (nothing varied) every
option's figures in the advisor's vectorised run equal evaluate()'s results, for every kind of
option a quote can hold: bought, financed, rented (provider PUE and carbon), on a published
busy power, measured from an nvidia-smi log, under an energy bill preset, with a capacity charge
and under a day/night tariff. A drift here shows as a break-even table or a tornado that starts
from other kWh, CO2 or money than the results page."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import numpy as np
import pytest

from app.calc import evaluate
from app.calc.advisor.breakeven import break_even_price
from app.calc.advisor.inputs import collect_inputs, point_values
from app.calc.advisor.variants import run_variants
from app.calc.chain import Chain
from app.calc.evaluate import chain_inputs, resolve_demand
from app.io.catalog.presets import load_bill_presets
from app.io.quote.store import load_quote
from app.io.smi.profile import profile_log, to_measured_profile
from app.io.smi.reader import read_log
from app.model.decision import Financing, Rental
from app.model.tariff import MeasuredLoad, Tariff
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
EXAMPLE = load_quote(EXAMPLES / "example.quote.json")
SMI = Path(__file__).resolve().parents[1] / "data" / "smi" / "query_units_2gpu_interleaved.csv"
RENTED = "rented, provider PUE 1.2"
FINANCED = "financed 70 %"
BUSY = "5 % line discount"


def every_kind(q):
    """``q`` with its baseline measured from an nvidia-smi log, its candidates' GPU on a
    published busy power (M33) and, next to its candidates, a financed, a rented (provider PUE
    and carbon of its own) and a discounted one."""
    base = next(o for o in q.options if o.baseline)
    cand = next(o for o in q.options if not o.baseline)
    log = read_log(SMI)
    measured = to_measured_profile(profile_log(log), SMI).model_copy(
        update={"measured_idle_w": 70.0, "measured_full_w": 380.0})
    gpus = dict(q.catalog.gpus)
    gpus[base.gpu] = gpus[base.gpu].model_copy(update={"measured": measured})
    cls = q.workload.class_id
    if cls not in gpus[cand.gpu].busy_w:
        gpus[cand.gpu] = gpus[cand.gpu].model_copy(update={
            "busy_w": {**gpus[cand.gpu].busy_w, cls: 0.87 * gpus[cand.gpu].tdp_w}})
    options = [o.model_copy(update={"use_measured": True}) if o.baseline else o for o in q.options]
    options += [
        cand.model_copy(update={"label": FINANCED, "financing": Financing(share=0.7, rate=0.05,
                                                                          months=36)}),
        cand.model_copy(update={"label": RENTED, "rental": Rental(
            price_per_gpu_hour=2.4, provider_pue=1.2, provider_carbon_kg_per_kwh=0.05)}),
        cand.model_copy(update={"label": BUSY, "discount": 0.05}),
    ]
    catalog = q.catalog.model_copy(update={"gpus": gpus})
    return q.model_copy(update={"catalog": catalog, "options": options})


def _with_site(q, **update):
    return q.model_copy(update={"site": q.site.model_copy(update=update)})


def _billed(q, region="NL"):
    return _with_site(q, bill=load_bill_presets()[region].bill(q.site.energy_price_per_kwh,
                                                               site_kwh_per_year=2_000_000))


def _tariffed(q):
    load = MeasuredLoad(hourly_mean_w=[1800.0 if h < 7 else 2600.0 for h in range(24)],
                        timezone="Europe/Amsterdam", source="fleet telemetry, two weeks")
    q = _with_site(q, tariff=Tariff(day_price_per_kwh=0.24, night_price_per_kwh=0.12))
    opts = [o.model_copy(update={"measured_load": load}) if o.baseline else o for o in q.options]
    return q.model_copy(update={"options": opts})


QUOTES = {
    "E3 every kind": every_kind(E3),
    "example every kind": every_kind(EXAMPLE),
    "E3 under the NL bill": _billed(every_kind(E3)),
    "E3 under the BE bill (capacity charge)": _billed(every_kind(E3), "BE"),
    "E3 under a day/night tariff": _tariffed(every_kind(E3)),
}

#: The chain's figures the results carry under the same name.
_FIELDS = [f.name for f in dataclasses.fields(Chain)]


def _same(a, b, what):
    if a is None or b is None:
        assert a is None and b is None or (np.size(a) == 0 and b in (None, [])) or (
            a is None and b == []), what
        return
    if isinstance(b, list):
        assert np.asarray(a, float).ravel().tolist() == pytest.approx(b, rel=1e-12, abs=1e-9), what
        return
    a = float(np.ravel(np.asarray(a, float))[0])
    if not math.isfinite(a):  # "not applicable" per-work figures are None in the results
        assert b is None, what
        return
    assert a == pytest.approx(float(b), rel=1e-12, abs=1e-9), what


@pytest.mark.parametrize("name", QUOTES)
def test_the_advisors_point_is_evaluates_result_for_every_field_and_option(name):
    q = QUOTES[name]
    result = evaluate(q)
    demand, _ = resolve_demand(q)
    v = run_variants(q, demand, point_values(collect_inputs(q, demand)))
    valid = [r for r in result.options if r.valid]
    assert {r.label for r in valid} == set(v.chains)
    assert {RENTED, FINANCED, BUSY} <= set(v.chains)  # every kind is computed
    assert any(chain_inputs(q, o, demand).busy_basis for o in q.options)
    checked = 0
    for r in valid:
        chain = v.chains[r.label]
        for field in _FIELDS:
            if field in type(r).model_fields:
                _same(getattr(chain, field), getattr(r, field), f"{r.label}: {field}")
                checked += 1
        if r.baseline:
            continue
        c = v.comparisons[r.label]
        _same(c.npv, r.npv, f"{r.label}: npv")
        _same(c.switching_capex, r.switching_capex, f"{r.label}: switching capex")
        _same(c.first_year_saving, r.savings_by_year[0], f"{r.label}: first saving")
        for arr, value in ((c.simple_payback, r.simple_payback_years),
                           (c.discounted_payback, r.discounted_payback_years)):
            x = float(np.ravel(arr)[0])
            assert (value is None and math.isnan(x)) or x == pytest.approx(value, rel=1e-12)
    assert checked > 100


def test_a_rented_option_keeps_its_provider_pue_and_carbon_in_the_advisor():
    """The drift this guards against: the rented option's kWh (provider PUE 1.2) and CO2
    (provider 0.05 kg/kWh) in the break-even table are the results' kWh and CO2."""
    q = QUOTES["E3 every kind"]
    result = evaluate(q)
    rented, base = result.option(RENTED), next(r for r in result.options if r.baseline)
    assert rented.pue == 1.2 and rented.carbon_kg_per_kwh == 0.05
    demand, _ = resolve_demand(q)
    values = point_values(collect_inputs(q, demand))
    v = run_variants(q, demand, values)
    assert float(v.chains[RENTED].annual_kwh_total) == pytest.approx(rented.annual_kwh_total)
    assert float(v.chains[RENTED].annual_co2_kg) == pytest.approx(
        rented.annual_kwh_total * 0.05)
    table = break_even_price(q, demand, values, RENTED)
    assert table.energy_saving_kwh == pytest.approx(
        base.annual_kwh_total - rented.annual_kwh_total)


def test_the_advisors_rack_figures_are_the_results_for_a_rack_scale_system():
    """A rack-scale system is its own rack (M31): the advisor's budget rows count it so, as the
    results do, instead of filling the site's rack height with it."""
    from app.calc.advisor.profiles import variant_row

    q = E3
    cand = next(o for o in q.options if not o.baseline)
    servers = dict(q.catalog.servers)
    servers[cand.server] = servers[cand.server].model_copy(update={"rack_scale": True})
    q = q.model_copy(update={"catalog": q.catalog.model_copy(update={"servers": servers}),
                             "site": q.site.model_copy(update={"rack_limit_kw": 200.0})})
    result = evaluate(q)
    demand, _ = resolve_demand(q)
    values = point_values(collect_inputs(q, demand))
    r = result.option(cand.label)
    row = variant_row(q, cand, demand, values, "as quoted")
    assert r.servers_per_rack == 1
    assert (row.fit.servers_per_rack, row.fit.racks) == (r.servers_per_rack, r.racks)
