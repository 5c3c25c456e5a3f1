"""Which of the engine's notes the offer carries, and which stay with the engineers.

A proposal is read by the customer's buyer: what the app found about the customer's own
fleet (a fit rule it breaks today, its PSU headroom, an efficiency assumed below the PSU's
certified range) is engineering detail about hardware nobody is selling, and in the offer it
reads as a fault in the quote. Those notes stay in the app and in the advice appendix; every
note about an offered option, and the warning when one server replaces several, stays in
the offer.
"""

from __future__ import annotations

from dataclasses import replace

#: the engine's note codes about the baseline's engineering, not about what is offered
FLEET_ENGINEERING = frozenset({
    "baseline_fit", "gpu_not_taken", "gpu_count_not_taken", "model_memory", "memory_unknown",
    "psu_headroom", "psu_below_range"})


def _split(view, skip=frozenset()) -> tuple[list[str], list[str]]:
    """(for the offer, for the engineers) of one option's rendered notes; notes whose code is
    in ``skip`` are said elsewhere in the offer (under the year table) and left out."""
    notes, items = list(view.result.notes), list(view.result.note_items)
    if skip and len(notes) == len(items):
        kept = [(n, i) for n, i in zip(notes, items, strict=True) if i.code not in skip]
        notes, items = [n for n, _ in kept], [i for _, i in kept]
    if not view.baseline or len(notes) != len(items):  # not aligned: keep all in the offer
        return notes, []
    offer = [n for n, i in zip(notes, items, strict=True) if i.code not in FLEET_ENGINEERING]
    fleet = [n for n, i in zip(notes, items, strict=True) if i.code in FLEET_ENGINEERING]
    return offer, fleet


#: the note codes that say the reserve in words (app.calc.reserve)
RESERVE = frozenset({"reserve_pair", "reserve_many", "reserve_short", "reserve_single",
                     "fleet_to_one"})


def reserve_text(view) -> str:
    """The reserve of ``view`` in words, in the document's language ("" when not sized)."""
    notes, items = list(view.result.notes), list(view.result.note_items)
    if len(notes) != len(items):
        return ""
    return " ".join(n for n, i in zip(notes, items, strict=True) if i.code in RESERVE)


def reserve_summary(views, recommended: str | None, lang: str) -> list[str]:
    """The recommended option's reserve, a line of the proposal's summary."""
    from app.io.export.i18n import t

    pick = next((v for v in views if v.label == recommended and v.valid), None)
    text = reserve_text(pick) if pick is not None else ""
    if not text:
        return []
    if any(i.code == "fleet_to_one" for i in pick.result.note_items):
        return [text]  # the warning says it all
    return [t(lang, "reserve_summary", label=pick.label, reserve=text)]


def offer_notes(view, skip=frozenset()) -> list[str]:
    """The notes on ``view`` (an OptionView) that the offer's main pages show, less the codes
    in ``skip``."""
    return _split(view, skip)[0]


def with_fleet_notes(advice, views):
    """The advice appendix with the baseline's engineering notes among its findings."""
    if advice is None:
        return None
    fleet = {v.label: _split(v)[1] for v in views}
    options = [replace(o, findings=[*o.findings, *fleet.get(o.label, [])]) for o in advice.options]
    return replace(advice, options=options)
