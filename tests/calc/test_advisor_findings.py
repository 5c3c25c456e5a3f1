"""Findings a user would act on, each with its numbers, and the analyze report."""

from __future__ import annotations

import json

import pytest

from app.calc import evaluate
from app.calc.advisor import analyze, findings
from app.calc.evaluate import resolve_demand
from app.io.analysis_report import analyze_command
from app.io.quote_store import load_quote
from tests.conftest import EXAMPLES

E3 = EXAMPLES / "method-e3.quote.json"
E4 = EXAMPLES / "method-e4.quote.json"


def _findings(quote):
    _, notes = resolve_demand(quote)
    return findings(quote, evaluate(quote), notes)


def _codes(found, label=None):
    return {f["code"] for f in found if label is None or f["option"] == label}


def _replace_option(quote, label, **update):
    opts = [o.model_copy(update=update) if o.label == label else o for o in quote.options]
    return quote.model_copy(update={"options": opts})


def test_e4_idle_power_dominates_the_lightly_used_fleet():
    found = _findings(load_quote(E4))
    idle = next(f for f in found if f["code"] == "idle_dominates")
    assert idle["option"] == "Baseline 8xA100 air (fleet)"
    # floor (8 x 50 + 800) W over average (8 x 120 + 1 040) W
    assert idle["numbers"]["idle_share"] == pytest.approx(1200 / 2000)
    assert "60%" in idle["text"]
    over = next(f for f in found if f["code"] == "over_budget")
    assert over["numbers"] == {"servers": 30, "servers_in_budget": 12}
    assert "energy_does_not_pay" not in _codes(found)


def test_e3_energy_alone_does_not_pay_back():
    found = _findings(load_quote(E3))
    hits = [f for f in found if f["code"] == "energy_does_not_pay"]
    assert {f["option"] for f in hits} == {"8xH200 air", "8xH200 DLC", "8xH200 air, cap 80 %"}
    air = next(f for f in hits if f["option"] == "8xH200 air")
    assert "23.8 years" in air["text"]


def test_psu_below_range_and_extrapolated_cap():
    quote = _replace_option(load_quote(E4), "Baseline 8xA100 air (fleet)", utilization=0.05)
    quote = _replace_option(quote, "8xH200 air", power_cap=0.5)
    found = _findings(quote)
    psu = next(f for f in found if f["code"] == "psu_below_range")
    assert psu["option"] == "Baseline 8xA100 air (fleet)" and psu["numbers"]["psu_load"] < 0.1
    cap = next(f for f in found if f["code"] == "cap_extrapolated")
    assert cap["option"] == "8xH200 air" and cap["numbers"]["power_ratio"] == pytest.approx(0.5)


def test_demand_that_differs_from_the_baseline_work():
    quote = load_quote(E4)
    quote = quote.model_copy(update={"workload": quote.workload.model_copy(
        update={"demand_per_s": 20.0})})
    assert "demand_differs" in _codes(_findings(quote))


def test_analyze_gathers_everything():
    a = analyze(load_quote(E4), draws=1000)
    assert {"cap_sweeps", "profiles", "budget", "tornado", "break_even_price",
            "break_even_demand", "monte_carlo", "findings"} <= set(a)
    assert len(a["cap_sweeps"]) == 3


def test_analyze_command_text_and_json(capsys):
    assert analyze_command(E4, as_json=False) == 0
    text = capsys.readouterr().out
    for heading in ("Findings", "Power-cap sweep", "Power profiles", "Power budget",
                    "Sensitivity", "Break-even", "Uncertainty"):
        assert heading in text
    assert "assumed exponent" in text
    assert analyze_command(E3, as_json=True) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["monte_carlo"]["draws"] == 10_000
    assert doc["baseline"] == "Baseline 8xA100 air"


BASE4 = "Baseline 8xA100 air (fleet)"


def _site(quote, **update):
    return quote.model_copy(update={"site": quote.site.model_copy(update=update)})


def test_cheaper_gpu_for_the_idle_fleet():
    found = _findings(load_quote(E4))
    hit = next(f for f in found if f["code"] == "cheaper_gpu")
    assert hit["option"] == BASE4 and hit["numbers"]["gpu"] == "e3-h200"
    assert hit["numbers"]["servers"] == 2  # 16.8 units/s on 8 x 1.4 at u_max
    assert hit["numbers"]["tco"] < hit["numbers"]["tco_now"]
    assert "H200 (E3)" in hit["text"]
    busy = _replace_option(load_quote(E4), BASE4, utilization=0.9)
    assert "cheaper_gpu" not in _codes(_findings(busy), BASE4)


def test_cheaper_gpu_searches_the_catalogue():
    """A GPU only in the catalogue (not the quote's snapshot) is found when the catalogue is
    given, and only then."""
    from app.model import Catalog

    quote = load_quote(E4)
    snap = quote.catalog
    h200 = snap.gpus["e3-h200"]
    gpus = {"e3-a100": snap.gpus["e3-a100"]}
    quote = quote.model_copy(update={
        "options": [o for o in quote.options if o.gpu == "e3-a100"],
        "catalog": snap.model_copy(update={"gpus": gpus})})
    _, notes = resolve_demand(quote)
    result = evaluate(quote)
    assert "cheaper_gpu" not in _codes(findings(quote, result, notes))
    cat = Catalog(**dict(snap))
    assert "e3-h200" in cat.gpus and h200.id == "e3-h200"
    hit = [f for f in findings(quote, result, notes, cat) if f["code"] == "cheaper_gpu"]
    assert hit and hit[0]["numbers"]["gpu"] == "e3-h200"


def test_psu_where_the_efficiency_curve_is_poor():
    found = _findings(load_quote(E4))
    hit = next(f for f in found if f["code"] == "psu_inefficient")
    assert hit["option"] == BASE4
    assert hit["numbers"]["best_efficiency"] == pytest.approx(0.96)
    assert hit["numbers"]["psu_efficiency"] < 0.94 and hit["numbers"]["kwh_lost"] > 0
    assert "psu_inefficient" not in _codes(found, "8xH200 air")  # 95.2 %: within 2 points


def test_no_cap_where_a_cap_saves_energy():
    found = _findings(load_quote(E4))
    hit = next(f for f in found if f["code"] == "no_cap" and f["option"] == "8xH200 air")
    assert hit["numbers"]["performance_loss"] <= 0.05 + 1e-9
    assert hit["numbers"]["kwh_saving"] > 0 and hit["numbers"]["cap"] < 1
    assert "assumed exponent" in hit["text"]
    capped = _replace_option(load_quote(E4), "8xH200 air", power_cap=hit["numbers"]["cap"])
    assert "no_cap" not in _codes(_findings(capped), "8xH200 air")
    # a profile counts as a power setting too
    assert "no_cap" not in _codes(found, "8xH200 air, inference profile")


def test_air_cooling_above_what_air_handles():
    assert "air_rack_density" not in _codes(_findings(load_quote(E4)))  # 20 kW racks
    dense = _site(load_quote(E4), rack_limit_kw=60.0)
    found = _findings(dense)
    hit = next(f for f in found if f["code"] == "air_rack_density" and f["option"] == "8xH200 air")
    assert hit["numbers"]["rack_kw"] > 40
    assert "dlc" in hit["numbers"]["liquid_cooling"] and "liquid" in hit["text"]
    liquid = _replace_option(dense, "8xH200 air", cooling="e3-dlc")
    assert "air_rack_density" not in _codes(_findings(liquid), "8xH200 air")
