"""The decision's risk for the PDF (issue 15.8): how the recommended switch's TCO difference
with the current configuration moves when each assumption takes its low or its high value (the
advisor's tornado), the energy price at which each candidate pays back within the horizon, and
the demands at which the recommended candidate and the current configuration cost the same.

Numbers come from app.calc.advisor at the quote's own assumptions; the words are put in the
document's language here (app.io.tornado_text for the values at the bars' ends), so that the
renderer (app.io.export.pdf_risk) only lays them out. No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.io.tornado_text import end_texts
from app.model import Quote

#: the tornado's widest rows shown (the rest move the difference less)
MAX_BARS = 8


@dataclass(frozen=True)
class RiskBar:
    """One assumption: the TCO difference at its low and its high value, and those values."""

    name: str
    low: float
    high: float
    low_text: str
    high_text: str


@dataclass(frozen=True)
class PriceBreakEven:
    """Energy prices [money/kWh] at which a candidate's simple and its cumulative payback equal
    the horizon; None where no positive price does."""

    label: str
    simple: float | None
    cumulative: float | None


@dataclass(frozen=True)
class Risk:
    candidate: str
    baseline: str
    point: float  # the candidate's TCO difference with the baseline at the quote's values
    bars: list[RiskBar] = field(default_factory=list)
    prices: list[PriceBreakEven] = field(default_factory=list)
    price_now: float | None = None  # None: a day/night tariff, no one price to break even on
    crossings: list[dict] = field(default_factory=list)  # {demand, kind, below, above}
    demand_now: float | None = None


def _candidate(views) -> str | None:
    """The recommended candidate, else (keep the current one) the one with the best NPV."""
    cands = [v for v in views if v.valid and not v.baseline and v.result.npv is not None]
    rec = next((v for v in cands if v.recommended), None)
    if rec is None and cands:
        rec = max(cands, key=lambda v: v.result.npv)
    return rec.label if rec else None


def build_risk(quote: Quote, views, lang: str, name_of) -> Risk | None:
    """The risk of switching to the recommended candidate, or None without a valid baseline
    and candidate. ``name_of(assumption)``: an assumption's name in ``lang``."""
    from app.calc.advisor import (
        break_even_demand,
        break_even_price,
        collect_inputs,
        point_values,
        tornado,
    )
    from app.calc.advisor.variants import valid_options
    from app.calc.evaluate import resolve_demand

    base = next((v for v in views if v.baseline and v.valid), None)
    label = _candidate(views)
    if base is None or label is None:
        return None
    demand, _ = resolve_demand(quote)
    inputs = collect_inputs(quote, demand)
    values = point_values(inputs)
    valid = {o.label for o in valid_options(quote, demand)}
    if label not in valid or base.label not in valid:
        return None
    rows = [r for r in tornado(quote, demand, inputs).get(label, [])
            if r["valid"] and r["tco_diff"]["point"] is not None]
    point = rows[0]["tco_diff"]["point"] if rows else 0.0
    bars = []
    for r in rows[:MAX_BARS]:
        low_text, high_text = end_texts(r, lang, quote.currency)
        d = r["tco_diff"]
        bars.append(RiskBar(name_of(r["assumption"]), d["low"] if d["low"] is not None else point,
                            d["high"] if d["high"] is not None else point, low_text, high_text))
    prices = []
    for v in views:
        if v.valid and not v.baseline and v.label in valid:
            p = break_even_price(quote, demand, values, v.label)
            prices.append(PriceBreakEven(v.label, p["simple_payback_price"],
                                         p["cumulative_payback_price"]))
    crossings = (break_even_demand(quote, demand, values, label, base.label) if demand else [])
    tariff = quote.site.tariff is not None
    return Risk(label, base.label, point, bars, prices,
                None if tariff else values.get("site/energy_price_per_kwh"), crossings, demand)
