"""The vectorised sweep gives, variant by variant, what evaluate gives for that variant."""

import numpy as np
import pytest

from app.calc import evaluate
from app.calc.sweep import sweep
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")


def _variant(quote, label, cap, pue, price):
    air = quote.catalog.cooling["e3-air"].model_copy(update={"pue": pue})
    options = [o.model_copy(update={"power_cap": cap}) if o.label == label else o
               for o in quote.options]
    return quote.model_copy(update={
        "options": options,
        "site": quote.site.model_copy(update={"energy_price_per_kwh": price}),
        "catalog": quote.catalog.model_copy(update={"cooling": {**quote.catalog.cooling, "e3-air": air}}),
    })


def test_sweep_matches_evaluate_variant_by_variant():
    caps, pues, prices = np.array([0.5, 0.8, 1.0]), np.array([1.2, 1.5]), np.array([0.1, 0.3])
    result = sweep(E3, "8xH200 air", caps, pues, prices)
    assert result.tco.shape == (12,)
    for i in range(12):
        single = evaluate(_variant(E3, "8xH200 air", float(result.cap[i]), float(result.pue[i]),
                                   float(result.price_per_kwh[i]))).option("8xH200 air")
        assert result.tco[i] == pytest.approx(single.tco, abs=1e-6)
        assert result.annual_kwh_total[i] == pytest.approx(single.annual_kwh_total, abs=1e-6)
        assert result.servers[i] == single.servers


def test_sweep_marks_caps_below_the_gpu_minimum_invalid():
    result = sweep(E3, "8xH200 air", np.array([0.1, 0.9]), np.array([1.5]), np.array([0.2]))
    assert list(result.valid) == [False, True]  # 0.1 x 700 W is below the 200 W minimum
