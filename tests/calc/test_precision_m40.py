"""METHOD §12.1 (M40): each option runs the model at the best number format the customer
accepts, where one instance fits; on the shipped catalogue and on small quotes of our own.

Expected figures are worked out by hand from the inputs (bytes per parameter times the model's
parameters, plus the overhead; the smallest divisor of n at least g_min), not read from the
code."""

import json

import pytest

from app.calc import evaluate
from app.calc.configurator import suggest
from app.calc.precision import accepted, memory_fit, values
from app.io.quote.store import load_quote
from app.model.precision import with_accepted
from tests.calc.v100_task import BASELINE, candidate, catalog, v100_quote
from tests.conftest import EXAMPLES, run_cli

Q1 = EXAMPLES / "method-e6-precision-q1.quote.json"


def test_six_dgx1_v100_servers_run_one_fp16_instance_over_eight_gpus_unflagged():
    """The customer's own fleet: Llama 2 70B at FP16 is 69 x 2 + 8 = 146 GB, 5 cards of 32 GB;
    the smallest divisor of 8 that is at least 5 is 8. No fit rule is broken."""
    r = evaluate(v100_quote()).option(BASELINE)
    assert r.valid and r.precision == "fp16"
    assert (r.memory_per_instance_gb, r.gpus_per_instance_min, r.gpus_per_instance) == (146, 5, 8)
    assert not [f for f in r.flags if "fit" in f or "precision" in f or "memory" in f]
    assert not any("model instance" in n for n in r.notes)


def test_the_v100_is_never_counted_at_fp8():
    gpu = catalog().gpus["v100-sxm2-32gb"]
    assert "fp8" not in gpu.precisions
    assert [v.precision for v in values(gpu, "llm-inference")] == ["fp16"]


def test_an_fp4_only_result_is_refused_when_the_quote_accepts_fp8_and_wider():
    """The B300's Llama 2 70B result is FP4: under FP16/BF16/FP8 it has no value to run at."""
    b300 = candidate("8x B300", "smc-sys-822gs-nb3rt", "b300", 8, "titanium-5250", 6, 3)
    quote = v100_quote()
    quote = _with(quote, b300)
    r = evaluate(with_accepted(quote, ["bf16", "fp16", "fp8"])).option("8x B300")
    assert not r.valid and "FP4 result" in r.reasons[-1] and "BF16, FP16, FP8" in r.reasons[-1]
    assert evaluate(quote).option("8x B300").precision == "fp4"


def test_narrowing_the_formats_finds_the_rtx_pro_6000s_fp8_value():
    """Its published result is FP4 (3738.0 tokens/s a GPU); at FP8 the catalogue gives 1549.1."""
    rtx = candidate("4x RTX PRO 6000", "smc-sys-421ge-tnrt", "rtx-pro-6000-bse", 4,
                    "titanium-2700", 4, 2)
    quote = _with(v100_quote(), rtx)
    wide = evaluate(quote).option("4x RTX PRO 6000")
    narrow = evaluate(with_accepted(quote, ["fp8"])).option("4x RTX PRO 6000")
    assert wide.valid and wide.precision == "fp4"
    assert narrow.valid and narrow.precision == "fp8"
    assert narrow.throughput_per_gpu == pytest.approx(1549.1 * narrow.phi)
    assert narrow.servers > wide.servers  # a lower throughput needs more servers


def test_a_pinned_format_is_honoured():
    rtx = candidate("RTX at FP8", "smc-sys-421ge-tnrt", "rtx-pro-6000-bse", 4, "titanium-2700",
                    4, 2, precision="fp8")
    r = evaluate(_with(v100_quote(), rtx)).option("RTX at FP8")
    assert r.valid and r.precision == "fp8"


def test_the_accepted_set_is_the_intersection_of_class_and_quote():
    quote = v100_quote()  # llm-inference accepts bf16, fp16, fp8, fp4
    assert accepted(quote) == ["bf16", "fp16", "fp8", "fp4"]
    assert accepted(with_accepted(quote, ["fp32", "fp8"])) == ["fp8"]
    assert accepted(with_accepted(quote, ["fp32"])) == []


def test_memory_fit_takes_the_smallest_divisor_and_says_when_it_is_not_a_power_of_two():
    """146 GB over 48 GB cards: g_min 4 (3.04 rounds up); of 6 GPUs the smallest divisor >= 4
    is 6, which tensor parallelism may not split evenly: a note says so."""
    q = load_quote(Q1)
    workload = q.catalog.workloads[q.workload.class_id]
    gpu = q.catalog.gpus["e6-v100-like"].model_copy(update={"memory_gb": 48})
    fit = memory_fit(workload, gpu, 6, "fp16")
    assert (fit.memory_gb, fit.g_min, fit.g) == (146, 4, 6)
    assert memory_fit(workload, gpu, 5, "fp16").g == 5
    assert memory_fit(workload, gpu, 3, "fp16").g is None
    six = q.options[3].model_copy(update={"label": "six", "gpus_per_server": 6})
    r = evaluate(q.model_copy(update={"options": [*q.options, six], "catalog": q.catalog.model_copy(
        update={"gpus": {**q.catalog.gpus, "e6-v100-like": gpu}})})).option("six")
    assert r.valid and r.gpus_per_instance == 6
    assert any("not a power of two" in n for n in r.notes)


def test_ties_go_to_the_wider_format():
    q = load_quote(Q1)
    c = q.catalog.gpus["e6-b200-like"].model_copy(update={"perf_at": {"e3-units": {"fp4": 2.8}}})
    q = q.model_copy(update={"workload": q.workload.model_copy(update={
        "accepted_precisions": None}), "catalog": q.catalog.model_copy(update={
            "gpus": {**q.catalog.gpus, "e6-b200-like": c}})})
    assert evaluate(q).option("C").precision == "fp8"


def test_the_baseline_outside_the_accepted_formats_is_flagged_not_refused():
    """Today's A100 runs FP16; a customer accepting only FP8 still gets the baseline computed,
    flagged, and its work sets the demand."""
    q = with_accepted(load_quote(Q1), ["fp8"])
    result = evaluate(q)
    base = result.option("Baseline A100 80 GB")
    assert base.valid and base.precision == "fp16"
    assert "precision_not_accepted" in base.flags
    assert result.demand_per_s == pytest.approx(45 * 8 * 0.35 * 0.20)


def test_without_lists_or_model_size_nothing_changes():
    """E5 has neither accepted formats nor params_b: every option keeps an unstated format."""
    result = evaluate(load_quote(EXAMPLES / "method-e5.quote.json"))
    assert all(o.precision is None and o.gpus_per_instance is None for o in result.options)
    assert not any("number format" in n or "run the model in" in n for n in result.notes)


def test_with_fp16_bf16_fp8_accepted_no_fp4_build_is_suggested():
    quote = with_accepted(v100_quote(), ["fp16", "bf16", "fp8"])
    found = suggest(quote, catalog(), "tco", top=8)
    assert found.suggestions
    assert {s.result.precision for s in found.suggestions} <= {"fp16", "bf16", "fp8"}


def test_suggest_json_gives_every_build_its_precision_and_refuses_an_unknown_one(tmp_path):
    from app.io.quote.store import save_quote

    path = tmp_path / "v100.quote.json"
    save_quote(v100_quote(), path)
    out = run_cli("suggest", str(path), "--json", "--top", "3", "--precision", "fp8,bf16",
                  "--objective", "tco")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout, parse_constant=pytest.fail)["suggestions"]
    assert rows and all(r["precision"] in ("fp8", "bf16") for r in rows)
    bad = run_cli("suggest", str(path), "--precision", "fp5")
    assert bad.returncode == 2 and "unknown number format 'fp5'" in bad.stderr
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def _with(quote, option):
    """The quote with one more option whose parts come from the shipped catalogue."""
    cat = catalog()
    snap = quote.catalog.model_copy(update={
        "gpus": {**quote.catalog.gpus, option.gpu: cat.gpus[option.gpu]},
        "servers": {**quote.catalog.servers, option.server: cat.servers[option.server]},
        "psus": {**quote.catalog.psus, option.psu: cat.psus[option.psu]}})
    return quote.model_copy(update={"options": [*quote.options, option], "catalog": snap})


def test_the_inputs_list_cites_the_value_at_the_chosen_format():
    """At FP8 the RTX PRO 6000 runs at its derived 1549.1: the inputs name that value and its
    (typical, derived) source, not the FP4 result."""
    rtx = candidate("RTX at FP8", "smc-sys-421ge-tnrt", "rtx-pro-6000-bse", 4, "titanium-2700",
                    4, 2, precision="fp8")
    r = evaluate(_with(v100_quote(), rtx)).option("RTX at FP8")
    (row,) = [i for i in r.inputs if i.key == "throughput"]
    assert row.value == pytest.approx(1549.1) and row.confidence == "typical"
    assert row.source.startswith("derived from MLCommons MLPerf Inference v4.1")
