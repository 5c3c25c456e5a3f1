"""The words for a break-even energy price (app.calc.advisor.breakeven.break_even_price), one
helper for the PDF's risk page and the CLI's analysis, so that a switch that pays back even at
an energy price of 0 reads "at any price" (and why), one that never does reads so, and neither
can contradict the paybacks the results show.

``when`` is the set of prices at which the payback lies within the horizon: a list of [lo, hi]
intervals, hi None for no upper end.
"""

from __future__ import annotations

from app.io.export.i18n import t
from app.io.formatting import money

#: decimals of a price per kWh
DIGITS = 3


def price_words(when: list | None, maintenance_alone: bool, years: int, lang: str,
                currency: str) -> str:
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
