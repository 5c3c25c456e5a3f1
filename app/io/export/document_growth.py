"""The proposal's year-by-year view under a growing demand (METHOD §13, M43-M44).

A buyer offered servers for a demand that grows wants to see, per year, how much work there
is, how many servers run and how full, what is bought when and what it costs against the
current configuration. Only the recommended option and the current configuration are shown
(the comparison table has every option's totals); the sentences under the table are the
engine's own notes (what a plan buys when, the current fleet carrying the growth), rendered
in the document's language. Values stay unrounded; the renderer formats them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.io.export.document_model import Row
from app.io.export.i18n import t
from app.model import QuoteResult
from app.model.notes import render

#: (OptionResult field, label key, kind): the rows of each option, in this order
ROWS = (("servers_by_year", "growth_servers", "int"),
        ("utilization_by_year", "growth_utilization", "percent"),
        ("purchases_by_year", "growth_bought", "int"),
        ("capex_by_year", "growth_capex", "money0"),
        ("opex_by_year", "growth_opex", "money0"),
        ("savings_by_year", "growth_saving", "money0"))

#: the engine's notes on an option the view repeats under its table
OPTION_NOTES = ("growth_purchases", "growth_above_ceiling", "growth_today_prices")
#: the quote-level notes it repeats
QUOTE_NOTES = ("growth_fleet_carries",)


@dataclass(frozen=True)
class GrowthBlock:
    """One option's rows; ``title``: "1. label (current configuration)"."""

    label: str
    title: str
    rows: list[Row]
    sentences: list[str] = field(default_factory=list)
    baseline: bool = False
    recommended: bool = False


@dataclass(frozen=True)
class GrowthView:
    growth: float
    demand: Row
    blocks: list[GrowthBlock]
    sentences: list[str] = field(default_factory=list)

    @property
    def years(self) -> int:
        return len(self.demand.values)


def growth_view(result: QuoteResult, views, lang: str, unit: str) -> GrowthView | None:
    """The view for ``views`` (OptionViews), or None when the demand does not grow."""
    if not result.demand_growth or not result.demand_by_year:
        return None
    blocks = []
    for v in views:
        if not (v.baseline or v.recommended) or not v.result.valid:
            continue
        tag = t(lang, "baseline_tag") if v.baseline else t(lang, "recommended")
        rows = [Row(key, t(lang, key), kind, list(getattr(v.result, name)))
                for name, key, kind in ROWS
                if getattr(v.result, name) and not (v.baseline and key == "growth_saving")]
        said = [render(n, lang) for n in v.result.note_items if n.code in OPTION_NOTES]
        blocks.append(GrowthBlock(v.label, f"{v.number}. {v.label} ({tag})", rows, said,
                                  v.baseline, v.recommended))
    demand = Row("growth_demand", t(lang, "growth_demand", unit=unit), "number",
                 list(result.demand_by_year))
    said = [_sentence(render(n, lang)) for n in result.note_items if n.code in QUOTE_NOTES]
    return GrowthView(result.demand_growth, demand, blocks, said)


def _sentence(text: str) -> str:
    """A note said on its own: a capital first letter and a full stop."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def said_under_table(view: GrowthView | None, label: str | None = None) -> frozenset[str]:
    """The note codes the year table's sentences say, for the option ``label`` (or the quote's
    when None), so the proposal's notes do not say them a second time."""
    if view is None:
        return frozenset()
    if label is None:
        return frozenset(QUOTE_NOTES)
    return frozenset(OPTION_NOTES) if any(b.label == label for b in view.blocks) else frozenset()
