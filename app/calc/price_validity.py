"""Prices from a reseller's price list that are past their validity on the quote's date.

A price list holds until a day (app.model.price_book); a quote made after it, or one whose
date is not set on a day after it, must not carry the price silently. Each expired price of a
part an option buys (GPU, server, cooling) is one quote note, once per part, whatever the
number of options using it. The quote's date is its ``created`` day, else today. A price the
option quotes itself (``gpu_price``, ``server_price``) is the seller's, not the list's.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from app.model import Quote
from app.model.notes import Note, note
from app.model.price_book import PRICE_FIELDS, day_text, valid_until
from app.text.in_language import per_language, text_in, texts_arg, translated
from app.text.languages import LANGUAGES

FLAG_PRICE_EXPIRED = "price_list_expired"

#: "expired on <day>" after a price's source, in each translated language
_EXPIRED_ON = {"nl": "verlopen op", "fr": "expiré le"}


def quote_day(quote: Quote, today: date | None = None) -> date:
    """The day the quote's prices must hold on: its date, else today."""
    return quote.created or today or date.today()


def expired_source(quote: Quote, provenance, used):
    """``used`` (an InputUsed of a price) with "expired on <day>" / "verlopen op <dag>" after
    its source when that price comes from a price list past its validity; else unchanged."""
    until = valid_until(provenance)
    if until is None or quote_day(quote) <= until:
        return used
    return used.model_copy(update={
        "source": f"{used.source}, expired on {day_text(until)}",
        **{f"source_{lang}": f"{text_in(used, 'source', lang)}, {_EXPIRED_ON[lang]} "
                             f"{day_text(until, lang)}" for lang in translated()}})


def expired_prices(quote: Quote, today: date | None = None) -> list[tuple[str, Any, date]]:
    """(kind, entry, expiry day) of each expired list price the quote's options use."""
    day = quote_day(quote, today)
    seen: dict[tuple[str, str], tuple[str, Any, date]] = {}
    for option in quote.options:
        if option.baseline or option.rental is not None:
            continue
        used = [("gpus", option.gpu, option.gpu_price), ("servers", option.server,
                                                         option.server_price),
                ("cooling", option.cooling, None)]
        for kind, entry_id, quoted in used:
            entry = getattr(quote.catalog, kind).get(entry_id)
            if entry is None or quoted is not None:
                continue
            until = valid_until(entry.provenance_of(PRICE_FIELDS[kind]))
            if until is not None and day > until:
                seen[(kind, entry_id)] = (kind, entry, until)
    return list(seen.values())


def quote_notes(quote: Quote, today: date | None = None) -> list[Note]:
    out = []
    for kind, entry, until in expired_prices(quote, today):
        prov = entry.provenance_of(PRICE_FIELDS[kind])
        names = [entry.model] * len(LANGUAGES) if kind == "servers" else per_language(entry.name_in)
        days = [day_text(until, lang) for lang in LANGUAGES]
        out.append(note(FLAG_PRICE_EXPIRED, item=("texts", names, 0),
                        source=texts_arg(prov, "source"), expired=("texts", days, 0)))
    return out
