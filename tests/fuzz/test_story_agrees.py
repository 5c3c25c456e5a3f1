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
from hypothesis import HealthCheck, Phase, assume, event, example, given, settings
from hypothesis import strategies as st
from quote_strategy import quote_dicts

from app.calc import evaluate
from app.calc.advisor import break_even_price, collect_inputs, point_values
from app.calc.evaluate import resolve_demand
from app.io.export.i18n import t
from app.io.quote.store import load_quote
from app.io.report.breakeven import price_words
from app.model import Quote
from tests.conftest import EXAMPLES

SETTINGS = dict(deadline=None, database=None,
                phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])


def _near_edge(when: tuple, price: float) -> bool:
    edges = [e for lo, hi in when for e in (lo, hi) if e is not None]
    return any(abs(price - e) <= 1e-6 * max(abs(e), 1e-9) for e in edges)


def _kind(when: tuple) -> str:
    if when == ((0.0, None),):
        return "any price"
    if not when:
        return "no price"
    return "from / up to"


def pays_back_at(when: tuple | None, price: float) -> bool | None:
    """Whether ``price`` lies in a payback's ``when`` set (None: no set, a day/night tariff)."""
    if when is None:
        return None
    return any(lo <= price and (hi is None or price <= hi) for lo, hi in when)


def _within(years_value: float | None, horizon: int) -> bool:
    return years_value is not None and years_value <= horizon * (1 + 1e-9)


def _with_baseline(doc: dict) -> dict:
    """The first option made the baseline where the random quote has none and it can be one
    (bought, no extra lines, no financing): more quotes with a comparison to test."""
    opts = doc["options"]
    first = opts[0]
    if not any(o.get("baseline") for o in opts) and not (
            first.get("rental") or first.get("extras") or first.get("financing")):
        doc = dict(doc, options=[dict(first, baseline=True), *opts[1:]])
    return doc


def _validated(doc: dict):
    try:
        return Quote.model_validate(doc)
    except ValueError:
        return None


#: one energy price (a day/night tariff has no one price to break even on), mostly a baseline
STORY_QUOTES = (quote_dicts(extra_site=st.just({"tariff": None})).map(_with_baseline)
                .map(_validated).filter(lambda q: q is not None))


def _same_again(quote):
    """The baseline's hardware bought again: never pays back at any price."""
    again = quote.baseline.model_copy(update={"label": "Same again", "baseline": False,
                                              "installation": 15000.0})
    return quote.model_copy(update={"options": [*quote.options, again]})


def _dear_maintenance(quote):
    """A baseline with a large maintenance contract: pays back at any price."""
    return quote.model_copy(update={"options": [
        o.model_copy(update={"maintenance_per_year": 2_000_000.0}) if o.baseline else o
        for o in quote.options]})


_EXAMPLE = EXAMPLES / "example.quote.json"


@settings(max_examples=fuzz_count(40, 2000), **SETTINGS)
@given(STORY_QUOTES)
@example(load_quote(EXAMPLES / "method-e3.quote.json"))
@example(load_quote(EXAMPLES / "method-e4.quote.json"))
@example(_same_again(load_quote(_EXAMPLE)))
@example(_dear_maintenance(load_quote(_EXAMPLE)))
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
        simple, cumulative = be.simple.when, be.cumulative.when
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
        for when, alone in ((simple, be.simple.maintenance_alone),
                            (cumulative, be.cumulative.maintenance_alone)):
            words = price_words(when, alone, years, "en", quote.currency)
            every = when == ((0.0, None),)
            assert words.startswith("at any price") == every, (when, words)
            assert (words == t("en", "risk_no_price", years=years)) == (when == ()), words
            assert not (every and when == ())
        assert math.isfinite(option.npv)
