"""Plausibility warnings: valid inputs that are probably mistyped are named, in
English and Dutch, and never change a figure."""

import json

from app.calc import evaluate
from app.calc.plausibility import active, check
from app.io.quote.store import load_quote, parse_quote
from app.io.words.formatting import note_text
from tests.conftest import EXAMPLES, run_cli


def _quote(**site):
    data = json.loads((EXAMPLES / "example.quote.json").read_text())
    data["site"].update(site)
    return parse_quote(json.dumps(data))


def test_a_plain_quote_has_no_warnings():
    quote = load_quote(EXAMPLES / "example.quote.json")
    assert check(quote, evaluate(quote), region_price=0.17) == []


def test_each_rule_fires_beside_its_field():
    quote = _quote(energy_price_per_kwh=1.2, site_pue=3.2, years=20)
    quote = quote.model_copy(update={"options": [
        quote.options[0].model_copy(update={"utilization": 0.04}), *quote.options[1:]]})
    fields = {w.key: w.field for w in check(quote, evaluate(quote), region_price=0.17)}
    label = quote.options[0].label
    assert fields == {"energy_price_above_1": "site.energy_price_per_kwh",
                      "energy_price_above_region": "site.energy_price_per_kwh",
                      "site_pue_above_3": "site.site_pue",
                      f"utilization_below_5:{label}": f"options/{label}/utilization",
                      "years_above_15": "site.years"}


def test_region_factor_and_limits_are_strict():
    assert [w.key for w in check(_quote(energy_price_per_kwh=0.52), region_price=0.17)] == [
        "energy_price_above_region"]
    assert check(_quote(energy_price_per_kwh=0.52)) == []  # no region price: no comparison
    assert check(_quote(energy_price_per_kwh=1.0, site_pue=3.0, years=15), region_price=0.5) == []


def test_demand_far_above_what_the_baseline_delivers():
    quote = load_quote(EXAMPLES / "example.quote.json")
    delivered = evaluate(quote).demand_per_s  # the fleet baseline's work (METHOD §4)
    high = quote.model_copy(update={"workload": quote.workload.model_copy(
        update={"demand_per_s": 10.5 * delivered})})
    found = check(high, evaluate(high))
    assert [w.key for w in found] == ["demand_above_baseline"]
    assert "10 times" in note_text(found[0].note, "en")
    assert "meer dan 10 keer" in note_text(found[0].note, "nl")
    ok = high.model_copy(update={"workload": high.workload.model_copy(
        update={"demand_per_s": 9.5 * delivered})})
    assert check(ok, evaluate(ok)) == []


def test_warnings_read_in_both_languages_and_change_no_figure():
    quote = _quote(energy_price_per_kwh=1.5)
    (warning,) = check(quote)
    assert note_text(warning.note, "en").startswith("An energy price of 1.5 per kWh")
    assert note_text(warning.note, "nl").startswith("Een energieprijs van 1,5 per kWh")
    dismissed = quote.model_copy(update={"dismissed_warnings": ["energy_price_above_1"]})
    assert active(dismissed, check(dismissed)) == []
    assert evaluate(dismissed).model_dump() == evaluate(quote).model_dump()


def test_cli_calc_prints_the_warnings(tmp_path):
    data = json.loads((EXAMPLES / "example.quote.json").read_text())
    data["site"]["site_pue"] = 3.5
    path = tmp_path / "pue.quote.json"
    path.write_text(json.dumps(data))
    proc = run_cli("calc", str(path))
    assert proc.returncode == 0
    assert "warning: A PUE of 3.50 is above 3" in proc.stdout
    data["dismissed_warnings"] = ["site_pue_above_3"]
    path.write_text(json.dumps(data))
    assert "warning:" not in run_cli("calc", str(path)).stdout
