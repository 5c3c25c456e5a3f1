"""Options that cannot work are invalid with a reason a user can act on; the rest still compute."""

from app.calc import evaluate
from app.calc.checks import FLAG_EXTRAPOLATED_CAP, FLAG_PSU_BELOW_RANGE
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")


def _edit(quote, label, **changes):
    options = [o.model_copy(update=changes) if o.label == label else o for o in quote.options]
    return quote.model_copy(update={"options": options})


def _pcie_gpu(quote):
    gpu = quote.catalog.gpus["e3-h200"].model_copy(update={"id": "pcie", "form_factor": "PCIe"})
    return quote.model_copy(update={"catalog": quote.catalog.model_copy(
        update={"gpus": {**quote.catalog.gpus, "pcie": gpu}})})


def test_form_factor_mismatch_is_invalid_and_others_still_compute():
    result = evaluate(_edit(_pcie_gpu(E3), "8xH200 air", gpu="pcie"))
    bad = result.option("8xH200 air")
    assert not bad.valid and "takes SXM GPUs" in bad.reasons[0]
    assert bad.tco is None
    assert result.option("8xH200 DLC").valid and result.option("8xH200 DLC").tco > 0


def test_more_gpus_than_slots():
    bad = evaluate(_edit(E3, "8xH200 air", gpus_per_server=10)).option("8xH200 air")
    assert not bad.valid and "8 GPU slots" in bad.reasons[0]


def test_psus_too_small_for_the_peak():
    # 3+3 x 3000 W carries 9 000 W; 8 x 700 W GPUs + 3 000 W platform peak at 8 600 W fits,
    # but with 4 spares only 2 x 3000 W = 6 000 W remain.
    bad = evaluate(_edit(E3, "8xH200 air", psu_spares=4)).option("8xH200 air")
    assert not bad.valid and "PSUs too small" in bad.reasons[0] and "8,600 W" in bad.reasons[0]


def test_cap_below_the_minimum_power_limit():
    bad = evaluate(_edit(E3, "8xH200 air, cap 80 %", power_cap=0.2)).option("8xH200 air, cap 80 %")
    assert not bad.valid and "outside" in bad.reasons[0] and "200 W" in bad.reasons[0]


def test_low_cap_is_flagged_extrapolated():
    r = evaluate(_edit(E3, "8xH200 air, cap 80 %", power_cap=0.5)).option("8xH200 air, cap 80 %")
    assert r.valid and FLAG_EXTRAPOLATED_CAP in r.flags


def test_psu_load_below_curve_is_flagged_as_assumed():
    quote = E3.model_copy(update={"workload": E3.workload.model_copy(update={"demand_per_s": 0.01})})
    base = evaluate(quote).option("Baseline 8xA100 air")
    assert base.psu_load < 0.1
    assert FLAG_PSU_BELOW_RANGE in base.flags and base.psu_efficiency_assumed


def test_results_name_measured_and_assumed_inputs():
    r = evaluate(E3).option("8xH200 air")
    confidences = {i.name: i.confidence for i in r.inputs}
    assert confidences["energy price"] == "assumption"
    assert any(name.endswith("TDP") for name in confidences)
    assert all(i.source for i in r.inputs)
