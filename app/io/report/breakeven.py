"""The words for a break-even energy price (app.calc.advisor.breakeven.break_even_price) and a
break-even demand growth (app.calc.advisor.growth_advice.break_even_growth), one
helper for the PDF's risk page and the CLI's analysis, so that a switch that pays back even at
an energy price of 0 reads "at any price" (and why), one that never does reads so, and neither
can contradict the paybacks the results show.

``when`` is the set of prices at which the payback lies within the horizon: runs (lo, hi), hi
None for no upper end.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.calc.advisor.breakeven import Interval
from app.calc.advisor.growth_advice import GrowthBreakEven
from app.io.export.i18n import t
from app.io.words.formatting import money, percent

#: decimals of a price per kWh
DIGITS = 3


def price_words(when: Sequence[Interval] | None, maintenance_alone: bool, years: int,
                lang: str, currency: str) -> str:
    """"from € 0,214 per kWh", "up to …", "from … to …", "at any price (…)", "at no price: …"
    in ``lang``; "" without a set (a day/night tariff: no one price)."""
    if when is None:
        return ""
    if not when:
        return t(lang, "risk_no_price", years=years)

    def m(value: float) -> str:
        return money(value, currency, lang, DIGITS)

    parts = []
    for lo, hi in when:
        if lo <= 0 and hi is None:
            return t(lang, "risk_any_maintenance" if maintenance_alone else "risk_any_other")
        if hi is None:
            parts.append(t(lang, "risk_from", price=m(lo)))
        elif lo <= 0:
            parts.append(t(lang, "risk_up_to", price=m(hi)))
        else:
            parts.append(t(lang, "risk_between", low=m(lo), high=m(hi)))
    return "; ".join(parts)


def growth_words(b: GrowthBreakEven, kind: str, lang: str) -> str:
    """"from a demand growth of 12,5 % a year", "up to …", "at a demand growth from … to …",
    "at any demand growth from −49 % to 200 % a year", "at no demand growth …: it never pays
    back within N years" in ``lang``, for ``kind`` "simple" or "cumulative" of a
    ``break_even_growth`` result. The range's ends are said, never hidden."""
    floor, ceiling = b.range

    def pct(value: float) -> str:
        return percent(value, 1, lang)

    when = getattr(b, kind).when
    if not when:
        return t(lang, "risk_growth_none", low=pct(floor), high=pct(ceiling),
                 years=b.horizon_years)
    parts = []
    for lo, hi in when:
        if lo <= floor and hi >= ceiling:
            return t(lang, "risk_growth_any", low=pct(floor), high=pct(ceiling))
        if hi >= ceiling:
            parts.append(t(lang, "risk_growth_from", g=pct(lo)))
        elif lo <= floor:
            parts.append(t(lang, "risk_growth_up_to", g=pct(hi)))
        else:
            parts.append(t(lang, "risk_growth_between", low=pct(lo), high=pct(hi)))
    return "; ".join(parts)
