"""One story in every sentence: over random quotes, the break-even words a customer reads on the
risk page agree with the paybacks and the NPV the results show for the same quote.

For every valid candidate of a quote with a baseline and one energy price (no day/night tariff),
with p today's energy price, N the horizon, ``simple`` and ``cumulative`` the sets of prices at
which ``break_even_price`` says each payback lies within N ("from", "up to", "at any price",
"at no price"), and M27 / M28 / M29 the engine's figures at p:

R1 (M27) p lies in ``simple``      <=>  the simple payback is a number of years <= N.
R2 (M28) p lies in ``cumulative``  <=>  the cumulative (discounted) payback is a number <= N.
R3 (M28, M29, M35) with V = NPV - (RV - RV_b) / (1 + r)^N, the discounted savings of N years
   less Delta K (the NPV without the residual values, which the paybacks leave out):
   a cumulative payback within N  =>  V >= 0;
   no cumulative payback, and not M28's "no payback" (Delta K <= 0, every P_y <= 0)  =>  V < 0.
   Hence NPV > 0 and RV <= RV_b  =>  the cumulative words are not "at no price" (unless "no
   payback": switching gains money up front and the NPV decides).
R4 the words: "at any price" is said exactly when the set is every price >= 0, "at no price"
   exactly when it is empty, and no sentence says both.

Prices within a relative 1e-6 of an edge of a set are left out of R1 and R2 (rounding decides
there which side the edge falls).
"""

from __future__ import annotations

import math

from fuzz_budget import fuzz_count
from hypothesis import HealthCheck, Phase, assume, event, given, settings
from quote_strategy import quotes

from app.calc import evaluate
from app.calc.advisor import break_even_price, collect_inputs, point_values
from app.calc.advisor.breakeven import pays_back_at
from app.calc.evaluate import resolve_demand
from app.io.breakeven_text import price_words
from app.io.export.i18n import t

SETTINGS = dict(deadline=None, database=None,
                phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])


def _near_edge(when: list, price: float) -> bool:
    edges = [e for lo, hi in when for e in (lo, hi) if e is not None]
    return any(abs(price - e) <= 1e-6 * max(abs(e), 1e-9) for e in edges)


def _kind(when: list) -> str:
    if when == [[0.0, None]]:
        return "any price"
    if not when:
        return "no price"
    return "from / up to"


def _within(years_value: float | None, horizon: int) -> bool:
    return years_value is not None and years_value <= horizon * (1 + 1e-9)


@settings(max_examples=fuzz_count(40, 2000), **SETTINGS)
@given(quotes())
def test_break_even_words_paybacks_and_npv_agree(quote):
    assume(quote.baseline is not None and quote.site.tariff is None)
    result = evaluate(quote)
    base = result.option(quote.baseline.label)
    assume(base.valid)
    demand, _ = resolve_demand(quote)
    values = point_values(collect_inputs(quote, demand))
    price = float(values["site/energy_price_per_kwh"])
    years, rate = quote.site.years, quote.site.discount_rate
    for option in result.options:
        if option.label == base.label or not option.valid or option.npv is None:
            continue
        be = break_even_price(quote, demand, values, option.label)
        simple, cumulative = be["simple_payback_when"], be["cumulative_payback_when"]
        event(f"cumulative: {_kind(cumulative)}")
        # R1, R2
        if not _near_edge(simple, price):
            assert pays_back_at(simple, price) == _within(option.simple_payback_years, years), (
                option.label, simple, price, option.simple_payback_years)
        if not _near_edge(cumulative, price):
            assert pays_back_at(cumulative, price) == _within(
                option.discounted_payback_years, years), (
                option.label, cumulative, price, option.discounted_payback_years)
        # R3
        rv = (option.residual_value or 0.0) - (quote.baseline_residual or 0.0)
        v = option.npv - rv / (1.0 + rate) ** years
        tol = 1e-6 * max(1.0, abs(option.npv), abs(rv))
        if option.discounted_payback_years is not None:
            assert v >= -tol, (option.label, v)
        elif not option.discounted_no_payback:
            assert v < tol, (option.label, v)
        # R4
        for when, alone in ((simple, be["simple_maintenance_alone"]),
                            (cumulative, be["cumulative_maintenance_alone"])):
            words = price_words(when, alone, years, "en", quote.currency)
            every = when == [[0.0, None]]
            assert words.startswith("at any price") == every, (when, words)
            assert (words == t("en", "risk_no_price", years=years)) == (when == []), words
            assert not (every and when == [])
        assert math.isfinite(option.npv)
