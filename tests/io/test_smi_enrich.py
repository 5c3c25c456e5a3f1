"""Measured variants in a quote: the baseline computes with the customer's own log."""

from __future__ import annotations

import json

import pytest

from app import paths
from app.calc import evaluate
from app.cli import main
from app.errors import QuoteError
from app.io.quote.store import load_quote, save_quote
from app.io.smi.enrich import attach_measured_variant, use_log_for_option
from app.model.catalog import MeasuredProfile

PROFILE = MeasuredProfile(measured_idle_w=55.0, measured_full_w=340.0, power_limit_w=400.0,
                          source="gpu.csv, 2026-11-01 00:00 to 2026-11-08 00:00",
                          gpu_name="NVIDIA A100-SXM4-80GB", gpu_count=8, samples=4_838_400,
                          span_s=604_800.0, mean_utilization=0.45)


@pytest.fixture()
def quote():
    return load_quote(paths.example_quote())


def test_variant_is_a_copy_with_the_profile_and_the_customer(quote):
    before = set(quote.catalog.gpus)
    q2, vid = attach_measured_variant(quote, "a100-sxm-80gb", PROFILE)
    assert vid == "a100-sxm-80gb.measured.1"
    v, base = q2.catalog.gpus[vid], q2.catalog.gpus["a100-sxm-80gb"]
    assert v.name == "A100 SXM4 80GB (measured)" and base.measured is None
    assert v.measured.measured_idle_w == 55.0 and v.tdp_w == base.tdp_w
    assert "gpu.csv, 2026-11-01 00:00 to 2026-11-08 00:00" in v.measured.source
    assert quote.customer.name in v.measured.source
    q3, vid2 = attach_measured_variant(q2, vid, PROFILE)
    assert vid2 == "a100-sxm-80gb.measured.2"
    assert set(quote.catalog.gpus) == before and vid not in before  # the input is untouched


def test_unknown_gpu_or_option_is_a_quote_error(quote):
    with pytest.raises(QuoteError, match="not in the quote's catalogue"):
        attach_measured_variant(quote, "nope", PROFILE)
    with pytest.raises(QuoteError, match="no option"):
        use_log_for_option(quote, "nope", PROFILE)
    with pytest.raises(QuoteError, match="fraction"):
        use_log_for_option(quote, quote.baseline.label, PROFILE, 45.0)


def test_baseline_on_the_log_changes_power_as_measured_and_says_measured(quote, tmp_path, capsys):
    label = quote.baseline.label
    q2, vid = use_log_for_option(quote, label, PROFILE, 0.45)
    opt = q2.baseline
    assert opt.gpu == vid and opt.use_measured and opt.utilization == 0.45
    assert "gpu.csv" in opt.utilization_source
    path = tmp_path / "measured.quote.json"
    save_quote(q2, path)
    assert main(["calc", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    base = next(o for o in doc["options"] if o["baseline"])
    assert base["utilization"] == pytest.approx(0.45)
    assert base["gpu_w"] == pytest.approx(55.0 + (340.0 - 55.0) * 0.45)
    inputs = {i["name"]: i for i in base["inputs"]}
    for name in ("A100 SXM4 80GB (measured) measured idle", "A100 SXM4 80GB (measured) measured full power",
                 "fleet utilization"):
        assert inputs[name]["confidence"] == "measured", name
        assert "gpu.csv" in inputs[name]["source"]
    assert inputs["fleet utilization"]["value"] == pytest.approx(0.45)
    # only the GPU's power and the utilization changed: the platform follows u, the GPUs follow
    # the measured line, so the DC load moves by exactly gpus x delta(gpu_w) + delta(platform_w)
    before = next(o for o in evaluate(quote).options if o.baseline)
    after = next(o for o in evaluate(q2).options if o.baseline)
    a100 = quote.catalog.gpus[quote.baseline.gpu]  # before: its published busy power, M33
    assert before.gpu_w == pytest.approx(
        67.03 + (a100.busy_w[quote.workload.class_id] - 67.03) * 0.6)
    n = opt.gpus_per_server
    server = q2.catalog.servers[opt.server]
    plat = lambda u: server.platform_idle_w + (server.platform_max_w - server.platform_idle_w) * u  # noqa: E731
    cooling = q2.catalog.cooling[opt.cooling]
    ratio = (n * after.gpu_w + plat(0.45)) / (n * before.gpu_w + plat(0.6))
    assert after.dc_w / before.dc_w == pytest.approx(ratio)
    assert cooling.it_power_factor > 0
    assert after.annual_kwh_total < before.annual_kwh_total
    # candidates are compared with the measured baseline
    cands = [o for o in evaluate(q2).options if not o.baseline and o.valid]
    assert cands and all(o.npv is not None for o in cands)


def test_sizing_option_keeps_its_computed_utilization(quote):
    label = next(o.label for o in quote.options if not o.baseline)
    q2, vid = use_log_for_option(quote, label, PROFILE, 0.45)
    opt = next(o for o in q2.options if o.label == label)
    assert opt.use_measured and opt.utilization is None and opt.utilization_source is None
