"""Busy power (METHOD §11.1, M33): a GPU's published mean power for a workload replaces TDP as
its full power, while the PSU check and the peak keep the power limit in force."""

import pytest
from pydantic import ValidationError

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.model import GPU
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
CLASS = E3.workload.class_id
BUSY = 450.0


def _with_busy(quote, gpu_id="e3-h200", busy=BUSY):
    gpu = quote.catalog.gpus[gpu_id]
    gpu = gpu.model_copy(update={"busy_w": {CLASS: busy}})
    return quote.model_copy(update={"catalog": quote.catalog.model_copy(
        update={"gpus": {**quote.catalog.gpus, gpu_id: gpu}})})


def _edit(quote, label, **changes):
    options = [o.model_copy(update=changes) if o.label == label else o for o in quote.options]
    return quote.model_copy(update={"options": options})


def test_busy_power_sets_the_mean_but_the_peak_stays_at_tdp():
    before = evaluate(E3).option("8xH200 air")
    after = evaluate(_with_busy(E3)).option("8xH200 air")
    assert after.gpu_full_w == BUSY
    assert after.gpu_w < before.gpu_w and after.wall_w < before.wall_w
    # M9 with busy_w: the peak is the power limit in force (TDP, no cap), not the mean
    assert after.dc_peak_w == pytest.approx(before.dc_peak_w, rel=1e-12)
    assert after.annual_kwh_total < before.annual_kwh_total


def test_a_cap_above_the_mean_does_not_bind_and_says_so():
    quote = _edit(_with_busy(E3), "8xH200 air", power_cap=0.9)  # 630 W > 450 W busy
    r = evaluate(quote).option("8xH200 air")
    assert r.cap_ratio == 1.0 and r.phi == 1.0 and r.gpu_full_w == BUSY
    assert any("its throughput cost is not modelled" in n for n in r.notes)
    # the peak is min(TDP, cap x TDP) = 630 W per GPU
    uncapped = evaluate(_with_busy(E3)).option("8xH200 air")
    assert r.dc_peak_w < uncapped.dc_peak_w


def test_a_cap_below_the_mean_binds_on_the_busy_power():
    quote = _edit(_with_busy(E3), "8xH200 air", power_cap=0.5)  # 350 W < 450 W busy
    r = evaluate(quote).option("8xH200 air")
    assert r.gpu_full_w == 350.0
    assert r.cap_ratio == pytest.approx(350.0 / BUSY)
    assert not any("not modelled" in n for n in r.notes)


def test_options_on_different_bases_are_named():
    result = evaluate(_with_busy(E3))
    joined = " ".join(result.notes)
    assert "different bases" in joined and "8xH200 air" in joined
    assert not any("different bases" in n for n in evaluate(E3).notes)


def test_busy_power_is_listed_among_the_inputs_with_its_source():
    r = evaluate(_with_busy(E3)).option("8xH200 air")
    names = [i.name for i in r.inputs]
    assert any("busy power" in n for n in names)


@pytest.mark.parametrize("busy", [0.0, 75.0, 701.0])
def test_busy_power_outside_idle_and_tdp_is_refused(busy):
    gpu = E3.catalog.gpus["e3-h200"]
    with pytest.raises(ValidationError, match="busy_w"):
        GPU.model_validate({**gpu.model_dump(), "busy_w": {CLASS: busy}})
