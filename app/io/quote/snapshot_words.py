"""Dutch and French words for a quote saved before the catalogue had them.

Why: a quote carries its own snapshot of the catalogue entries it uses; one saved by an older
version has no Dutch cooling, workload or server names, so its Dutch proposal printed "Air
cooling (the room's air PUE)". When the shipped catalogue has the same entry (same id, same
English text), its Dutch text is taken over. Only words: no number changes, and an entry the
user renamed keeps its own name.
"""

from __future__ import annotations

import functools

from app import paths
from app.errors import AppError
from app.io.catalog.files import may_hold, read_kind
from app.model import Quote
from app.text.in_language import siblings

#: per snapshot kind: the English field whose translated siblings are taken over
WORDS = {"cooling": "name", "workloads": "name", "servers": "model"}


@functools.cache
def _shipped(kind: str) -> dict:
    try:
        return {e.id: e for e in read_kind(paths.catalog_dir(), kind, errors=[])}
    except AppError:  # an unreadable shipped catalogue: the quote keeps what it has
        return {}


def with_dutch_words(quote: Quote) -> Quote:
    """``quote`` with the shipped catalogue's Dutch and French names filled in where its
    snapshot has none and the English text is the shipped entry's."""
    update = {}
    for kind, en in WORDS.items():
        entries = getattr(quote.catalog, kind)
        lacking = {k: [f for f in siblings(en) if not getattr(e, f)] for k, e in entries.items()}
        lacking = {k: fields for k, fields in lacking.items() if fields}
        if not lacking or not may_hold(paths.catalog_dir(), kind, lacking):
            continue
        shipped, filled = _shipped(kind), {}
        for key, fields in lacking.items():
            same = shipped.get(key)
            if same is None or getattr(same, en) != getattr(entries[key], en):
                continue
            words = {f: getattr(same, f) for f in fields if getattr(same, f)}
            if words:
                filled[key] = entries[key].model_copy(update=words)
        if filled:
            update[kind] = {**entries, **filled}
    if not update:
        return quote
    return quote.model_copy(update={"catalog": quote.catalog.model_copy(update=update)})


#: the same, by what it does now that French has its words too
with_translated_words = with_dutch_words
