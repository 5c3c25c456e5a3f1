"""The app's English template strings, and a check that Dutch output contains none of them.

What counts: every English text the app writes itself and translates into Dutch (the exports'
strings, the engine's note templates, the input names, sources and confidence words of
app.io.words.labels, the catalogue's display names that have a Dutch form, the window's texts from
the .ts file), cut at their ``{placeholders}`` into literal fragments. A fragment that reads the
same in Dutch (a proper name, a unit, "PUE", "TCO") is not English for this purpose, nor is
one too short to be a phrase. User text (labels, customer, terms) is the user's own language.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import lru_cache

from tests.conftest import ROOT

_PLACEHOLDER = re.compile(r"\{[^}]*\}")
_WORD = re.compile(r"[A-Za-z]{3,}")
#: words that are English and Dutch alike (or names), so a fragment of only these is not English
_SHARED = {"pue", "tco", "gpu", "gpus", "psu", "psus", "server", "servers", "platform", "profile",
           "datasheet", "workload", "overhead", "capex", "opex", "power", "limit", "rack",
           "racks", "dlc", "npv", "kwh", "token", "tokens", "units", "unit", "nvidia", "smi",
           "dcgm", "csv", "json", "pdf", "xlsx", "mode", "per", "max", "min", "idle", "cap",
           "tdp", "lambda", "inference", "training", "hpc", "fp64", "llm", "rendering", "bmc",
           "eur", "usd", "vat", "it", "the", "van", "ampere", "best", "factor", "budget"}


def fragments(text: str) -> list[str]:
    """The literal pieces of a template that are English phrases: two words or more, at
    least one of them not shared with Dutch."""
    out = []
    for piece in _PLACEHOLDER.split(text):
        piece = re.sub(r"<[^>]+>|&\w+;", " ", piece)
        for part in re.split(r"[\n:;()\[\]•·=×/|—–]+", piece):
            part = re.sub(r"\s+", " ", part).strip(" .,!?'\"-+*%")
            words = _WORD.findall(part)
            if len(words) >= 2 and any(w.lower() not in _SHARED for w in words):
                out.append(part)
    return out


@lru_cache(maxsize=1)
def english_templates() -> frozenset[str]:
    """Every English template fragment of the app whose Dutch text differs."""
    from babel.messages.pofile import read_po

    from app.io.catalog.store import load_catalog
    from app.text.lookup import po_path

    pairs: list[tuple[str, str]] = []
    with po_path("nl").open("rb") as fp:  # the notes, exports, labels and refusals
        for m in read_po(fp, locale="nl"):
            if m.id:
                ids = m.id if isinstance(m.id, tuple) else (m.id,)
                strings = m.string if isinstance(m.string, tuple) else (m.string,)
                pairs += [(en, " ".join(strings)) for en in ids]
    catalog = load_catalog()
    for kind in ("cooling", "workloads", "regions"):
        pairs += [(e.name, e.name_nl) for e in catalog.kind(kind).values() if e.name_nl]
    ts = ROOT / "resources" / "translations" / "gpu_tco_nl.ts"
    for message in ET.parse(ts).getroot().iter("message"):
        pairs.append((message.findtext("source") or "", message.findtext("translation") or ""))
    out = set()
    for en, nl in pairs:
        dutch = set(fragments(nl))
        out |= {f for f in fragments(en) if f not in dutch}
    return frozenset(out)


@lru_cache(maxsize=1)
def _template_patterns() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """Each template fragment with its lowercase form and its whole-word pattern, compiled
    once: ~2000 patterns overflow ``re``'s own cache, so searching by string recompiled each
    one on every call (seconds per exported document)."""
    out = []
    for fragment in sorted(english_templates()):
        f = fragment.lower()
        out.append((fragment, f, re.compile(rf"(?<![a-z]){re.escape(f)}(?![a-z])")))
    return tuple(out)


def english_in(text: str, user_text: list[str] = ()) -> list[str]:
    """The English template fragments found in ``text`` (whitespace-normalised), less those
    that are part of the user's own text."""
    flat = " " + re.sub(r"\s+", " ", text).lower() + " "
    mine = " ".join(re.sub(r"\s+", " ", u).lower() for u in user_text)
    found = []
    for fragment, f, pattern in _template_patterns():
        # a whole-word match is a substring first: the plain ``in`` rules out almost every
        # fragment without running its regex, and cannot change the answer
        if f in flat and f not in mine and pattern.search(flat):
            found.append(fragment)
    return sorted(found)


def user_texts(quote, lang: str = "nl") -> list[str]:
    """The texts the user typed into ``quote`` (they stay as typed), and the catalogue's
    citations as printed (a datasheet's title is the publisher's, in its language)."""
    from app.io.words.labels import source_of

    c = quote.commercial
    out = [quote.title, quote.customer.name, quote.customer.contact, quote.customer.reference,
           c.number, c.payment_terms or "", c.delivery_terms or ""]
    out += [o.label for o in quote.options]
    if quote.site.bill is not None:  # the user's citation of the rates
        out.append(quote.site.bill.source)
    out += [x for o in quote.options if o.rental is not None
            for x in (o.rental.provider, o.rental.price_source)]
    snap = quote.catalog
    for kind in ("gpus", "servers", "psus", "cooling", "workloads"):
        for entry in getattr(snap, kind).values():
            out.append(source_of(entry, lang))
            out += [source_of(p, lang) for p in entry.provenance.values()]
    return out


#: English words that are no Dutch words: function words, and the words the catalogue's
#: sources use to say how a value was found ("estimate (the vendor publishes no figure)")
ENGLISH_WORDS = frozenset(
    "the and with without from for at by no not less than each only are has have its this "
    "that into to on up which when where measured assumption estimate indicative derived "
    "vendor publishes figure idle speed fans reports closed study quoted unverified".split())
#: what a customer reads as a proper name: a title in quotes, a link or path (also the part of
#: one wrapped onto the next line), "The Green Web Foundation"
_NAMES = re.compile(r"“[^”]*”|https?://\S+|\S*[/_]\S*|\bThe(?: [A-Z][\w-]*)+")


#: a link that a PDF wrapped over lines: its pieces after the first hold no space and end a line
_WRAPPED_LINK = re.compile(r"(https?://\S*)\n(?=\S+(?:\n|$))")


def _unwrapped_links(text: str) -> str:
    """``text`` with each link a PDF wrapped onto the next lines joined again ("…-demand-" /
    "for-next-…": "for" is part of the link, not English prose)."""
    while True:
        joined = _WRAPPED_LINK.sub(r"\1", text)
        if joined == text:
            return text
        text = joined


def english_words(text: str, user_text: list[str] = ()) -> list[str]:
    """The English words of ``text`` (ENGLISH_WORDS) outside quoted titles and links, less
    those the user typed (labels, terms): what a Dutch reader would see as English prose."""
    mine = {w.lower() for u in user_text for w in re.findall(r"[A-Za-z]+", _NAMES.sub(" ", u))}
    words = re.findall(r"[A-Za-z]+", _NAMES.sub(" ", _unwrapped_links(text)))
    return sorted({w.lower() for w in words if w.lower() in ENGLISH_WORDS
                   and w.lower() not in mine})


def typed_texts(quote) -> list[str]:
    """Only the texts the user typed into ``quote`` (not the catalogue's)."""
    c = quote.commercial
    out = [quote.title, quote.customer.name, quote.customer.contact, quote.customer.reference,
           c.number, c.payment_terms or "", c.delivery_terms or ""]
    out += [o.label for o in quote.options]
    out += [x.description for o in quote.options for x in o.extras]
    if quote.site.bill is not None:  # the user's citation of the rates
        out.append(quote.site.bill.source)
    out += [x for o in quote.options if o.rental is not None
            for x in (o.rental.provider, o.rental.price_source)]
    return out
