"""Edge quotes the engine must compute or refuse with a reason, never crash on or answer with a
non-finite number: a day/night tariff on an option drawing 0 W, a fleet
baseline at utilization 0, an invalid baseline, a cooling factor that puts the PUE below 1.

Every quote is built here from METHOD E3/E4; JSON is parsed strictly (NaN/Infinity refused).
"""

import json

import pytest

from app.calc import evaluate
from app.calc.advisor import analyze
from app.io.quote.store import load_quote
from app.io.report.analysis import clean
from app.io.report.results import render_json
from app.model import Quote
from app.model.tariff import Tariff
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
E4 = load_quote(EXAMPLES / "method-e4.quote.json")
TARIFF = Tariff(day_price_per_kwh=0.30, night_price_per_kwh=0.12, flexible_share=0.5)


def strict_json(text: str):
    def refuse(token):
        raise AssertionError(f"non-finite {token} in JSON")
    return json.loads(text, parse_constant=refuse)


def _zero_watt(quote: Quote) -> Quote:
    """Every GPU idles at 0 W and every platform draws 0 W: an idle server draws nothing."""
    snap = quote.catalog
    gpus = {k: g.model_copy(update={"idle_w": 0.0}) for k, g in snap.gpus.items()}
    servers = {k: s.model_copy(update={"platform_idle_w": 0.0, "platform_max_w": 0.0})
               for k, s in snap.servers.items()}
    site = quote.site.model_copy(update={"tariff": TARIFF})
    return quote.model_copy(update={"site": site, "catalog": snap.model_copy(
        update={"gpus": gpus, "servers": servers})})


def _options(quote: Quote, **changes) -> Quote:
    return quote.model_copy(update={"options": [o.model_copy(update=changes) for o in quote.options]})


def test_tariff_with_a_fleet_drawing_zero_watts_computes_finite_figures():
    quote = _options(_zero_watt(E3), servers=1, utilization=0.0)
    result = evaluate(quote)
    doc = strict_json(render_json(result))
    for option in doc["options"]:
        assert option["valid"], option["reasons"]
        assert option["wall_w"] == 0 and option["annual_kwh_total"] == 0
        assert option["annual_energy_cost"] == 0
        assert 0 <= option["night_energy_share"] <= 1


def test_tariff_with_a_sized_option_drawing_zero_watts_computes_finite_figures():
    """A demand so small that the sized utilization underflows to 0 (the 0 / 0 of the split)."""
    quote = _zero_watt(E3)
    quote = quote.model_copy(update={"workload": quote.workload.model_copy(
        update={"demand_per_s": 5e-324})})
    doc = strict_json(render_json(evaluate(quote)))
    assert all(o["valid"] and o["servers"] == 1 for o in doc["options"])
    assert all(0 <= o["night_energy_share"] <= 1 for o in doc["options"])


def test_zero_watt_tariff_quote_exports_both_formats(tmp_path):
    from app.io.export import export_quote
    from app.io.quote.store import save_quote

    path = tmp_path / "zero.quote.json"
    save_quote(_options(_zero_watt(E3), servers=1, utilization=0.0), path)
    written = export_quote(path, tmp_path, ("xlsx", "pdf"), "en", None)
    assert sorted(p.suffix for p in written) == [".pdf", ".xlsx"]
    assert all(p.stat().st_size > 1000 for p in written)


@pytest.mark.parametrize("name,quote", [
    ("tariff", E4.model_copy(update={"site": E4.site.model_copy(update={"tariff": TARIFF})})),
    ("idle baseline", _options(E4, utilization=0.0).model_copy(update={"options": [
        E4.options[0].model_copy(update={"utilization": 0.0}), *E4.options[1:]]})),
    ("zero watts", _options(_zero_watt(E3), servers=1, utilization=0.0)),
])
def test_analyze_finishes_with_strict_json(name, quote):
    analysis = analyze(quote, draws=200)
    strict_json(json.dumps(clean(analysis), allow_nan=False))
    if name == "tariff":  # the flat price is not used: no single price to break even on
        assert all(b.simple.price is None and "tariff" in b.reason
                   for b in analysis.break_even_price)


def test_idle_fleet_baseline_gives_no_demand_and_says_so():
    """Typing demand 0 is refused; a fleet at u = 0 delivering 0 must not size to 0 either."""
    quote = E4.model_copy(update={"options": [
        E4.options[0].model_copy(update={"utilization": 0.0}), *E4.options[1:]]})
    result = evaluate(quote)
    assert result.demand_per_s is None
    assert any("delivers no work at utilization 0" in n for n in result.notes)
    base, *candidates = result.options
    assert base.valid and base.work_per_year == 0 and base.kwh_per_work is None
    for c in candidates:
        assert not c.valid and "baseline delivers no work" in c.reasons[0]
    given = quote.model_copy(update={"workload": quote.workload.model_copy(
        update={"demand_per_s": 16.8})})
    assert all(o.valid for o in evaluate(given).options)


def test_invalid_baseline_leaves_the_demand_unknown_unless_the_quote_gives_one():
    """A cap below the GPU's minimum: the baseline's throughput is not defined by METHOD."""
    base = E4.options[0].model_copy(update={"power_cap": 0.1})  # A100 (E3): minimum 100/400
    quote = E4.model_copy(update={"options": [base, *E4.options[1:]]})
    result = evaluate(quote)
    assert result.demand_per_s is None
    assert not result.options[0].valid
    assert any("work it delivers is unknown" in n for n in result.notes)
    for c in result.options[1:]:
        assert not c.valid and c.reasons == [
            "demand unknown until the baseline is fixed: fix the baseline or set the workload "
            "demand"]
    given = quote.model_copy(update={"workload": quote.workload.model_copy(
        update={"demand_per_s": 16.8})})
    sized = evaluate(given)
    assert sized.demand_per_s == 16.8
    assert [o.servers for o in sized.options[1:]] == [2, 2]  # METHOD E4's sizing at D = 16.8


def test_pue_factor_below_one_is_refused_with_the_reason():
    cooling = E3.catalog.cooling["e3-air"].model_copy(update={"pue": None, "pue_factor": 0.6})
    quote = E3.model_copy(update={"catalog": E3.catalog.model_copy(
        update={"cooling": {**E3.catalog.cooling, "e3-air": cooling}})})
    result = evaluate(quote)
    air = [o for o in result.options if o.label != "8xH200 DLC"]
    for o in air:
        assert not o.valid
        assert o.reasons[0].startswith("PUE 0.900 (cooling factor 0.6 x site PUE 1.5) is below 1")
    assert result.option("8xH200 DLC").valid  # its absolute PUE 1.3 is fine


def test_a_sized_fleet_beyond_the_limit_is_refused_not_overflowed():
    quote = E3.model_copy(update={"workload": E3.workload.model_copy(
        update={"demand_per_s": 1e12})})
    for o in evaluate(quote).options:
        assert not o.valid and o.reasons[0].startswith("needs ")
        assert "more than the 100,000 this calculator handles" in o.reasons[0]


def test_figures_beyond_what_a_report_holds_are_refused():
    """Inputs at their bounds: 100 000 servers at EUR 10/kWh escalating 100 % a year for 30
    years: the last years' opex pass 1e15 and the option says so, finite JSON throughout."""
    opt = E3.options[1].model_copy(update={"servers": 100_000, "utilization": 0.5})
    site = E3.site.model_copy(update={"energy_price_per_kwh": 10.0, "price_escalation": 1.0,
                                      "years": 30})
    quote = E3.model_copy(update={"site": site, "options": [E3.options[0], opt]})
    result = evaluate(quote)
    o = result.option(opt.label)
    assert not o.valid
    assert o.reasons[0].split(" comes to ")[0] in ("tco", "opex year 30", "capex")
    assert "beyond the 1e+15 this calculator reports" in o.reasons[0]
    strict_json(render_json(result))
