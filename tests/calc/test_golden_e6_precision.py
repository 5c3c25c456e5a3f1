"""METHOD E6's precision table (§12.5, M40): which number format each option runs at, the
memory one model instance needs, and every figure that follows, to the cent, under Q1 (FP16,
BF16, FP8 accepted) and Q2 (the class's formats, FP4 included).

The expected figures are copied from METHOD.md (computed there in float64 and in 50-digit
decimal), an independent reference: the engine must reproduce them through ``evaluate`` and
through ``gpu-tco calc --json``.
"""

import json

import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES, run_cli

Q1 = EXAMPLES / "method-e6-precision-q1.quote.json"
Q2 = EXAMPLES / "method-e6-precision-q2.quote.json"
CENT = 0.01 + 1e-9
BASE, B, C, V8, V4 = "Baseline A100 80 GB", "B", "C", "V100-like x8", "V100-like x4"
# pi, T, M GB, g_min, g, servers, u, TCO 5 y, NPV, simple, discounted (None: none / not within)
COMMON = {
    BASE: ("fp16", 0.3500, 146.0, 2, 2, 45, 0.2000, 1851410.58, None, None, None),
    B: ("fp8", 1.3329, 77.0, 1, 1, 4, 0.5908, 1521155.71, 330254.88, 4.03, 4.60),
    V8: ("fp16", 0.1200, 146.0, 5, 8, 33, 0.7955, 2812829.74, -961419.16, 20.28, None),
}
C_ROW = {
    Q1: ("fp8", 2.8000, 77.0, 1, 1, 2, 0.5625, 966243.74, 885166.84, 2.33, 2.55),
    Q2: ("fp4", 4.2000, 42.5, 1, 1, 1, 0.7500, 512957.58, 1338453.00, 1.12, 1.19),
}
# C's mean wall power W per quote; W_peak is the same under both
C_WALL = {Q1: 7862.20, Q2: 9611.97}
C_WALL_PEAK = 12080.86


def near(actual, expected, tol=CENT):
    return actual is not None and abs(actual - expected) <= tol


def _check(path, options, notes):
    rows = {**COMMON, C: C_ROW[path]}
    for label, (pi, t, mem, g_min, g, m, u, tco, npv, simple, disc) in rows.items():
        o = options[label]
        assert o["valid"], (label, o["reasons"])
        assert o["precision"] == pi, label
        assert round(o["throughput_per_gpu"], 4) == t, label
        assert round(o["memory_per_instance_gb"], 1) == mem, label
        assert (o["gpus_per_instance_min"], o["gpus_per_instance"]) == (g_min, g), label
        assert o["servers"] == m and round(o["utilization"], 4) == u, label
        assert near(o["tco"], tco), label
        if npv is None:
            assert o["npv"] is None, label
            continue
        assert near(o["npv"], npv), label
        assert round(o["simple_payback_years"], 2) == simple, label
        if disc is None:  # "not within 5 y"
            assert o["discounted_payback_years"] is None, label
        else:
            assert round(o["discounted_payback_years"], 2) == disc, label
    v4 = options[V4]
    assert not v4["valid"] and v4["precision"] is None
    assert any(r.startswith("one model instance needs 5 GPUs") for r in v4["reasons"])
    assert near(options[C]["wall_w"], C_WALL[path])
    assert near(options[C]["wall_peak_w"], C_WALL_PEAK)
    assert near(options[C]["dc_peak_w"], 11500.00)
    assert round(options[C]["dc_peak_w"] / (5 * 3300), 3) == 0.697
    said = " ".join(notes)
    assert ("C runs the model in FP4, B in FP8" in said) == (path == Q2)


@pytest.mark.parametrize("path", [Q1, Q2], ids=["Q1", "Q2"])
def test_e6_precision_through_the_engine(path):
    result = evaluate(load_quote(path))
    _check(path, {o.label: o.model_dump() for o in result.options}, result.notes)


@pytest.mark.parametrize("path", [Q1, Q2], ids=["Q1", "Q2"])
def test_e6_precision_through_calc_json(path):
    out = run_cli("calc", str(path), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout, parse_constant=pytest.fail)
    _check(path, {o["label"]: o for o in data["options"]}, data["notes"])


def test_e6_the_fleet_of_8_v100s_is_not_flagged_and_the_4_gpu_one_says_why():
    """An 8x V100 32 GB server runs one FP16 instance over its 8 GPUs: no fit flag; 4 GPUs
    cannot hold one instance (146 GB over 32 GB cards needs 5)."""
    result = evaluate(load_quote(Q1))
    v8 = result.option(V8)
    assert not [f for f in v8.flags if "fit" in f or "precision" in f]
    v4 = result.option(V4)
    assert v4.reason_items[-1].code == "instance_memory"


def test_e6_the_dutch_note_names_the_formats():
    from app.model.notes import render
    result = evaluate(load_quote(Q2))
    item = next(n for n in result.note_items if n.code == "precisions_differ")
    assert render(item, "nl").startswith("C draait het model in FP4, B in FP8")


def test_e6_calc_text_names_each_format_and_warns():
    out = run_cli("calc", str(Q2))
    assert out.returncode == 0, out.stderr
    row = next(line for line in out.stdout.splitlines() if line.startswith("Number format"))
    assert row.split()[2:] == ["FP16", "FP8", "FP4", "FP16", "invalid"]
    assert "C runs the model in FP4, B in FP8" in out.stdout
