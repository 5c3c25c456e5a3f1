"""The words on a tornado's bars (app.calc.advisor.sensitivity.tornado): which value each
assumption took at its low and its high end, in the reader's number formats. One helper for
the Advice page and the PDF's risk page, so both show the same values.

An assumption of one input shows that input's value ("€ 0,14", "3,0 %", "1,32"); one that moves
several inputs together (every GPU price) shows the common relative change ("−15 %"), since no
single value stands for all of them. The PUE says what moved: the site's PUE as a value and the
cooling options' PUE or factor as their change ("1,28; koeling −30 %").
"""

from __future__ import annotations

from app.io.words.formatting import money, number, number_as_needed, percent
from app.text import tr

#: assumptions whose value is a fraction shown as a percentage
PERCENT = {"price escalation", "discount rate", "utilization ceiling", "residual value",
           "demand growth"}
#: assumptions that are an amount of money (per kWh, per kW a month, per GPU-hour)
MONEY = {"energy price": 3, "capacity charge": 2, "rental price": 2}


def value_text(assumption: str, value: float, lang: str, currency: str) -> str:
    """One input's value in ``lang``: a percentage, an amount or a plain number."""
    if assumption in PERCENT:
        return percent(value, 1, lang)
    if assumption in MONEY:
        return money(value, currency, lang, MONEY[assumption])
    if assumption in ("powered hours", "demand"):
        return number(value, 0, lang)
    return number_as_needed(value, lang)


def _share(value: float, point: float) -> float:
    return value / point - 1 if point else 0.0


def _changes(inputs: list[dict], end: str, lang: str) -> str:
    """The relative change of the inputs at ``end`` ("low"/"high"): one figure when they move
    alike, else the span ("−2 … −15 %" as percentages of each input's own value)."""
    shares = sorted({round(_share(getattr(i, end), i.point), 2) for i in inputs}, key=abs)
    texts = [("+" if s > 0 else "") + percent(s, 0, lang) for s in (shares[0], shares[-1])]
    return texts[0] if len(shares) == 1 else f"{texts[0]} … {texts[1]}"


def end_texts(row, lang: str, currency: str) -> tuple[str, str]:
    """(low, high): the values the row's assumption took at the ends of its bar. ``row``: an
    app.calc.advisor.TornadoRow."""
    inputs = row.inputs
    if not inputs:
        return "", ""
    if len(inputs) == 1 and row.assumption != "energy tax":  # the tax: a scale on the rates
        i = inputs[0]
        return (value_text(row.assumption, i.low, lang, currency),
                value_text(row.assumption, i.high, lang, currency))
    site = [i for i in inputs if i.key == "site/site_pue"]
    cooling = [i for i in inputs if i.key != "site/site_pue"]
    if row.assumption == "PUE" and site and cooling:
        return tuple(tr(lang, "{site}; cooling {change}",
                        site=number_as_needed(getattr(site[0], end), lang),
                        change=_changes(cooling, end, lang)) for end in ("low", "high"))
    return _changes(inputs, "low", lang), _changes(inputs, "high", lang)


def end_spot(point: float, value: float, other: float, tolerance: float) -> tuple[float, bool]:
    """Where a tornado bar end's value is written, and whether to the left of there (the
    window's chart and the PDF's): beyond its bar's end; at the point line, on the side away
    from the bars, when it has no bar (``value`` within ``tolerance`` of the quote's) or its bar
    lies inside the other end's longer bar (both ends on one side), so that no value is
    written over a bar."""
    d, o = value - point, other - point
    if abs(d) < tolerance or (d * o > 0 and abs(o) > abs(d)):
        return point, o > 0
    return value, d < 0
