"""METHOD M27 and M28 as revised: a switch that costs nothing pays back at once when it saves,
"no payback" when it neither costs nor saves (the NPV decides), and the discounted payback is
the LAST time the discounted cumulative saving crosses the switching cost.

The reference below is written from METHOD §6's text, year by year, independently of the
engine's vectorised implementation.
"""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.calc import evaluate, money
from app.io.quote.store import load_quote
from app.io.report.results import render_text
from app.io.words.formatting import NO_PAYBACK, years
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")


def m28_reference(delta_k, savings, rate):
    """METHOD M28 read literally. Returns years, "no payback" or "not within"."""
    p = [s / (1 + rate) ** y for y, s in enumerate(savings, start=1)]
    if delta_k <= 0 and all(x <= 0 for x in p):
        return "no payback"
    v = [-delta_k]
    for x in p:
        v.append(v[-1] + x)
    if v[-1] < 0:
        return "not within"
    if all(x >= 0 for x in v):
        return 0.0
    last = None
    for y in range(1, len(v)):
        if v[y - 1] < 0 <= v[y]:
            last = (y - 1) - v[y - 1] / p[y - 1]
    return last


def m27_reference(delta_k, s1):
    if delta_k > 0 and s1 > 0:
        return delta_k / s1
    if delta_k <= 0 < s1:
        return 0.0
    if s1 <= 0 < delta_k:
        return "never"
    return "no payback"


@settings(max_examples=300, deadline=None)
@given(st.floats(-1e6, 1e6), st.lists(st.floats(-1e5, 1e5), min_size=1, max_size=10),
       st.floats(-0.05, 0.3))
def test_paybacks_follow_the_method_text(delta_k, savings, rate):
    ref = m28_reference(delta_k, savings, rate)
    got = money.discounted_payback(delta_k, savings, rate)
    no = bool(money.discounted_no_payback(delta_k, savings, rate))
    if ref == "no payback":
        assert got is None and no
    elif ref == "not within":
        assert got is None and not no
    else:
        assert not no and got == pytest.approx(ref, rel=1e-9, abs=1e-9)
    ref1 = m27_reference(delta_k, savings[0])
    got1 = money.simple_payback(delta_k, savings[0])
    assert bool(money.simple_no_payback(delta_k, savings[0])) == (ref1 == "no payback")
    assert (got1 is None) if isinstance(ref1, str) else got1 == pytest.approx(ref1)


def test_the_last_crossing_counts_when_savings_change_sign():
    """Pays back in year 1, falls below in year 2, crosses again in year 3: 2.5 years."""
    assert money.discounted_payback(100, [150, -100, 100], 0.0) == pytest.approx(2.5)
    # while the savings keep one sign it is the first crossing, as before (E3, E4)
    assert money.discounted_payback(100, [40, 40, 40], 0.0) == pytest.approx(2.5)


def test_vectorised_and_per_option_agree():
    rng = np.random.default_rng(7)
    dk = rng.normal(0, 1e5, 500)
    s = rng.normal(0, 5e4, (500, 6))
    vec = money.discounted_payback_years(dk, s, 0.05)
    for i in range(500):
        one = money.discounted_payback(dk[i], s[i], 0.05)
        assert (math.isnan(vec[i]) and one is None) or vec[i] == pytest.approx(one)


def _with_baseline_capex(capex):
    return E3.model_copy(update={"baseline_capex": capex})


def test_free_switch_that_saves_pays_back_at_once():
    """The baseline's own replacement (capex 1e7) costs more than any H200 option: Delta K < 0."""
    result = evaluate(_with_baseline_capex(1e7))
    o = result.option("8xH200 air")
    assert o.switching_capex < 0 < o.savings_by_year[0]
    assert o.simple_payback_years == 0 and o.discounted_payback_years == 0
    assert not o.simple_no_payback and o.npv > 0


def test_switch_that_gains_up_front_and_then_costs_says_no_payback():
    """Energy nearly free: the new fleet saves nothing a year, but the replacement that is due
    anyway costs more than the switch. Today's "never" beside a positive NPV becomes "no
    payback", and the NPV decides."""
    quote = _with_baseline_capex(1e7)
    quote = quote.model_copy(update={"site": quote.site.model_copy(
        update={"energy_price_per_kwh": 0.0})})
    cand = E3.options[1].model_copy(update={"maintenance_per_year": 1000.0})
    quote = quote.model_copy(update={"options": [quote.options[0], cand]})
    result = evaluate(quote)
    o = result.option(cand.label)
    assert o.switching_capex < 0 and o.savings_by_year[0] < 0 and o.npv > 0
    assert o.simple_payback_years is None and o.simple_no_payback
    assert o.discounted_payback_years is None and o.discounted_no_payback
    gain = f"{-o.switching_capex:,.2f}"
    assert (f"No payback: switching gains {gain} EUR up front, then costs at least as much a "
            "year; the NPV decides.") in o.notes
    text = render_text(result)
    assert "no payback" in text and "never" not in text
    assert years(NO_PAYBACK, "nl") == "geen terugverdientijd"


def test_not_within_one_year_is_singular():
    assert years(None, "en", horizon=1) == "not within 1 year"
    assert years(None, "en", horizon=5) == "not within 5 years"
    assert years(None, "nl", horizon=1) == "niet binnen 1 jaar"


def test_the_running_sum_is_taken_in_the_methods_order():
    """V_y = V_{y-1} + P_y, as METHOD writes it: a tiny negative saving after an exact
    break-even leaves V below 0 (found by hypothesis; a sum of the P_y first rounded it away)."""
    from app.calc.money import discounted_payback

    tiny = -9.531383467261786e-209
    assert discounted_payback(1.0, [1.0, tiny, 1.0], 0.0) == 2.0
    assert discounted_payback(1.0, [1.0, tiny], 0.0) is None
