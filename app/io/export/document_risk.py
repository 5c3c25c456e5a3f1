"""The decision's risk for the PDF: how the recommended switch's TCO difference
with the current configuration moves when each assumption takes its low or its high value (the
advisor's tornado), the energy price at which each candidate pays back within the horizon, and
the demands at which the recommended candidate and the current configuration cost the same,
and the demand growths at which the recommended switch pays back.

Numbers come from the advisor's one ``Analysis`` of the quote (app.calc.advisor.result, computed
before the document is built); the words are put in the document's language here (app.io.report.tornado for the values at the bars' ends), so that the
renderer (app.io.export.pdf_risk) only lays them out. No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.calc.advisor.breakeven import DemandCrossing, Interval
from app.calc.advisor.growth_advice import GrowthBreakEven
from app.calc.advisor.growth_advice import active as growth_active
from app.io.report.tornado import end_texts
from app.model import Quote

#: the tornado's widest rows shown (the rest move the difference less)
MAX_BARS = 8
#: the assumptions the summary names (those that move the NPV most)
MOVERS = 3


@dataclass(frozen=True)
class RiskBar:
    """One assumption: the TCO difference at its low and its high value, and those values."""

    name: str
    low: float
    high: float
    low_text: str
    high_text: str


@dataclass(frozen=True)
class Mover:
    """One assumption among those that move the NPV (M29) of the switch most: the values it
    took at its ends and the NPV at each."""

    name: str
    low_text: str
    high_text: str
    npv_low: float
    npv_high: float
    spread: str = ""  # "±20 %" when every input moves by the same share either way


@dataclass(frozen=True)
class PriceBreakEven:
    """Energy prices [money/kWh] at which a candidate's simple and its cumulative payback equal
    the horizon; None where no one price does (at any price, at no price, or two edges)."""

    label: str
    simple: float | None
    cumulative: float | None
    #: the prices [money/kWh] at which each payback lies within the horizon ((lo, hi) runs,
    #: hi None: no upper end; () at no price) and whether the maintenance saving alone repays
    simple_when: tuple[Interval, ...] | None = None
    cumulative_when: tuple[Interval, ...] | None = None
    simple_alone: bool = False
    cumulative_alone: bool = False


@dataclass(frozen=True)
class Risk:
    candidate: str
    baseline: str
    point: float  # the candidate's TCO difference with the baseline at the quote's values
    bars: list[RiskBar] = field(default_factory=list)
    prices: list[PriceBreakEven] = field(default_factory=list)
    price_now: float | None = None  # None: a day/night tariff, no one price to break even on
    crossings: list[DemandCrossing] = field(default_factory=list)  # lowest demand first
    demand_now: float | None = None
    movers: list[Mover] = field(default_factory=list)  # widest NPV swing first (at most 3)
    #: the candidate's break-even demand growth (app.calc.advisor.growth_advice) for a quote
    #: with demand growth, else None (the scan costs about a second of evaluations a
    #: proposal; a flat quote's growth shows as its tornado bar)
    growth: GrowthBreakEven | None = None


def risk_candidate(results) -> str | None:
    """The candidate whose switch the risk page weighs: the one with the best NPV (the
    recommendation when it is worth switching, else the best of those not worth it); None
    without one. ``results``: the options' OptionResults."""
    cands = [r for r in results if r.valid and not r.baseline and r.npv is not None]
    return max(cands, key=lambda r: r.npv).label if cands else None


def build_risk(quote: Quote, analysis, views, lang: str, name_of) -> Risk | None:
    """The risk of switching to the recommended candidate, or None without a valid baseline
    and candidate. ``analysis``: the advisor's ``Analysis`` of the quote with its tornado and
    break-evens (app.io.export.document_analysis; nothing is computed here).
    ``name_of(assumption)``: an assumption's name in ``lang``."""
    base = next((v for v in views if v.baseline and v.valid), None)
    label = risk_candidate([v.result for v in views])
    if base is None or label is None or analysis is None or analysis.tornado is None:
        return None
    valid = set(analysis.labels)
    if label not in valid or base.label not in valid:
        return None
    rows = [r for r in analysis.tornado.get(label, ())
            if r.valid and r.tco_diff.point is not None]
    point = rows[0].tco_diff.point if rows else 0.0
    bars = []
    for r in rows[:MAX_BARS]:
        low_text, high_text = end_texts(r, lang, analysis.currency)
        d = r.tco_diff
        bars.append(RiskBar(name_of(r.assumption), d.low if d.low is not None else point,
                            d.high if d.high is not None else point, low_text, high_text))
    prices = []
    for v in views:
        p = analysis.price_break_even(v.label) if v.valid and not v.baseline else None
        if p is not None:
            prices.append(PriceBreakEven(v.label, p.simple.price, p.cumulative.price,
                                         p.simple.when, p.cumulative.when,
                                         p.simple.maintenance_alone,
                                         p.cumulative.maintenance_alone))
    demand = analysis.demand_per_s
    found = analysis.demand_break_even(label) if demand else None
    return Risk(label, base.label, point, bars, prices,
                None if quote.site.tariff is not None else analysis.values.get(
                    "site/energy_price_per_kwh"),
                list(found.crossings) if found else [], demand,
                movers(rows, lang, analysis.currency, name_of),
                analysis.growth_break_even(label) if growth_active(quote) else None)


def movers(rows, lang: str, currency: str, name_of, count: int = MOVERS) -> list:
    """The ``count`` assumptions of the tornado that move the switch's NPV (M29) most, as a CFO
    reads them: the assumption's two values and the NPV at each (rows without an NPV at both
    ends, or that do not move it, are left out)."""
    out = []
    for r in rows:
        n = r.npv
        if n.low is None or n.high is None or n.low == n.high:
            continue
        low_text, high_text = end_texts(r, lang, currency)
        out.append(Mover(name_of(r.assumption), low_text, high_text, n.low, n.high,
                         _spread(r.inputs, lang)))
    out.sort(key=lambda m: -abs(m.npv_high - m.npv_low))
    return out[:count]


def _spread(inputs, lang: str) -> str:
    """"±20 %" when each input's low and high lie the same share below and above its value
    ("±15 … 30 %" when the shares differ between inputs); "" otherwise."""
    from app.io.words.formatting import percent
    shares = set()
    for i in inputs:
        if not i.point:
            return ""
        lo, hi = round(1 - i.low / i.point, 3), round(i.high / i.point - 1, 3)
        if lo != hi or hi <= 0:
            return ""
        shares.add(hi)
    if not shares:
        return ""
    a, b = min(shares), max(shares)
    if a == b:
        return "±" + percent(a, 0, lang)
    return "±" + percent(a, 0, lang).replace("%", "").strip() + " … " + percent(b, 0, lang)


def movers_sentence(risk: Risk | None, lang: str, fmt) -> str:
    """The summary's sentence on the assumptions that move the switch's NPV most, e.g. "What
    moves the NPV of B most: energy price ±15 %: NPV €1 to €2; …"; "" without a risk (no
    baseline or no candidate) or when no assumption moves it."""
    from app.io.export.i18n import t
    if risk is None or not risk.movers:
        return ""
    return say_movers(risk.candidate, risk.movers, fmt, lambda key, **v: t(lang, key, **v))


def say_movers(candidate: str, found: list[Mover], fmt, say) -> str:
    """The sentence from ``say(key, **values)`` (the export's tables, or the window's own
    translations with the same keys' wording) and ``fmt(value, kind)``."""
    items = [say("sum_mover", assumption=m.name,
                 range=m.spread or say("sum_range", low=m.low_text, high=m.high_text),
                 npv_low=fmt(m.npv_low, "money0"), npv_high=fmt(m.npv_high, "money0"))
             for m in found]
    return say("sum_movers", candidate=candidate, items="; ".join(items))
