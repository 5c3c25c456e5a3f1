"""``analyze --json`` starts from the results ``calc --json`` shows: each option's point values
(energy, CO2, capex, TCO and, for candidates, NPV and paybacks) are the same numbers, on the
example quote and on one with a rented candidate (whose provider PUE and carbon the advisor
used to drop)."""

from __future__ import annotations

import json

import pytest

from app.io.quote.store import load_quote, save_quote
from app.model.decision import Rental
from tests.conftest import EXAMPLES, run_cli

FIELDS = ("annual_kwh_total", "annual_co2_kg", "capex", "tco", "npv", "switching_capex",
          "simple_payback_years", "discounted_payback_years")


def _with_rental(tmp_path):
    q = load_quote(EXAMPLES / "method-e3.quote.json")
    cand = next(o for o in q.options if not o.baseline)
    rented = cand.model_copy(update={"label": "rented H200", "rental": Rental(
        price_per_gpu_hour=2.1, provider_pue=1.25, provider_carbon_kg_per_kwh=0.04)})
    path = tmp_path / "rented.quote.json"
    save_quote(q.model_copy(update={"options": [*q.options, rented]}), path)
    return path


@pytest.mark.parametrize("which", ["example", "rented"])
def test_analyze_json_point_values_equal_calc_json(which, tmp_path):
    path = EXAMPLES / "example.quote.json" if which == "example" else _with_rental(tmp_path)
    calc = run_cli("calc", str(path), "--json")
    analyze = run_cli("analyze", str(path), "--json")
    assert calc.returncode == 0 and analyze.returncode == 0, analyze.stderr
    results = {o["label"]: o for o in json.loads(calc.stdout)["options"] if o["valid"]}
    points = json.loads(analyze.stdout)["points"]
    assert set(points) == set(results)
    if which == "rented":
        assert results["rented H200"]["pue"] == 1.25
    for label, point in points.items():
        for field in FIELDS:
            if field not in point:
                assert results[label]["baseline"] and field in ("npv", "switching_capex",
                                                                 "simple_payback_years",
                                                                 "discounted_payback_years")
                continue
            want = results[label][field]
            assert (point[field] is None and want is None) or point[field] == pytest.approx(
                want, rel=1e-12, abs=1e-9), (label, field)
