"""Spaces that must not break a line in running text: a wrapping cell, label or PDF paragraph
would otherwise split "€ 19.960" after the symbol (Dutch), "19 960 €" before it (French) or
"43.703 kWh" before the unit. The formats write plain spaces on purpose (the exports' tables
wrap by cell), so the sentences that wrap make these few no-break where they are shown."""

from __future__ import annotations

import re

#: between a number and its unit, after a currency symbol ("€ 12", "+€ 12"), before one ("12 €")
_TIGHT = re.compile(r"(?<=\d) (?=%|kWh\b|kW\b|W\b|[€$£])|(?<=[€$£]) (?=\d)")
#: a difference's sign before its currency symbol ("+€ 1.576"): Unicode lets a line break there
_SIGNED = re.compile(r"(?<=[+\u2212-])(?=[€$£])")


def tight(text: str, signs: bool = False) -> str:
    """``text`` with no-break spaces where a line break would cut an amount from its symbol or
    unit; every other space as it was. ``signs``: a word joiner (U+2060, invisible) also keeps
    a sign on its symbol, for Qt's wrap; a PDF paragraph breaks at spaces only and needs none."""
    text = _TIGHT.sub("\u00a0", text)
    return _SIGNED.sub("\u2060", text) if signs else text
