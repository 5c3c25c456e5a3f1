"""A price-list row to the catalogue entry it prices, by part number or by model name.

A manufacturer part number (``part_numbers`` of a GPU, server or PSU) in the SKU or the
description settles it. Otherwise every word of an entry's name (or alias) must appear in the
row's text, brand words aside (a list writes "NVIDIA H100 PCIe 80GB" for the catalogue's
"H100 PCIe 80GB", "T4 16GB" for "Tesla T4 16GB"); a server matches on its model code
("SYS-821GE-TNHR"). The most specific name wins; two equally specific entries, or a server and a
GPU in one row (a bundle's price is no base price), leave the row unmatched with that reason:
the importer never guesses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.errors import Said
from app.text.in_language import siblings

#: words a list may leave out of a product's name
BRANDS = frozenset({"nvidia", "amd", "intel", "tesla", "supermicro", "dell", "hpe", "lenovo",
                    "gigabyte", "asus", "server", "gpu", "psu", "module", "card", "the"})
#: the kinds a price book prices, and the catalogue field the price goes to (PSUs have none:
#: their rows are matched and kept, and change no quote)
PRICE_FIELDS = {"gpus": "price_eur", "servers": "base_price_eur", "psus": None,
                "cooling": "capex_per_server_eur"}


@dataclass(frozen=True)
class Match:
    kind: str
    catalog_id: str
    by: str  # "part number" or "name"


def words(text: str) -> list[str]:
    """Lower-case words; "80 GB" and "80GB" both "80gb", "80+" is "80 plus"."""
    text = str(text).casefold().replace("80+", "80 plus ")
    text = re.sub(r"(\d)\s+(gb|tb|w|kw)\b", r"\1\2", text)
    return [w for w in re.split(r"[^0-9a-z]+", text) if w]


def compact(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", str(text).casefold())


def _names(kind: str, entry) -> list[str]:
    if kind == "gpus":
        return [entry.name, *entry.aliases]
    if kind == "servers":  # "DGX H100 / DGX H200 (8x ...)": each name before the parenthesis
        return [n for n in entry.model.split("(")[0].split(" / ") if n.strip()]
    return [entry.name, *(getattr(entry, name, "") or entry.name for name in siblings("name"))]


def _key(name: str) -> frozenset[str]:
    return frozenset(w for w in words(name) if w not in BRANDS and len(w) > 1)


class Matcher:
    """Matches rows against one catalogue."""

    def __init__(self, catalog):
        self.parts: dict[str, list[Match]] = {}
        self.names: list[tuple[frozenset[str], Match]] = []
        for kind in PRICE_FIELDS:
            for entry in catalog.kind(kind).values():
                for part in getattr(entry, "part_numbers", None) or []:
                    self.parts.setdefault(compact(part), []).append(
                        Match(kind, entry.id, "part number"))
                for name in _names(kind, entry):
                    key = _key(name)
                    if key and any(any(c.isdigit() for c in w) for w in key):
                        self.names.append((key, Match(kind, entry.id, "name")))

    def match(self, sku: str, description: str) -> Match | str:
        """The entry the row prices, or the Said reason it has none."""
        tokens = [compact(t) for t in re.split(r"[\s,;()]+", f"{sku} {description}") if t]
        by_part = {m for t in tokens for m in self.parts.get(t, [])}
        if len(by_part) == 1:
            return next(iter(by_part))
        if len(by_part) > 1:
            return _ambiguous(by_part)
        have = set(words(f"{description} {sku}"))
        found = [(key, m) for key, m in self.names if key <= have]
        servers = [(key, m) for key, m in found if m.kind == "servers"]
        # a GPU whose name is part of the server's own ("GB200 NVL72 rack") is that server
        others = [(key, m) for key, m in found if m.kind != "servers"
                  and not any(key <= s for s, _ in servers)]
        if servers and any(m.kind == "gpus" for _, m in others):
            return Said("names a server and a GPU: a bundle's price is no base price; price "
                        "the parts on their own rows")
        found = servers + others
        if not found:
            near = sorted({m.catalog_id for key, m in self.names if len(key - have) == 1
                           and len(key & have) >= 2})
            if near:
                return Said("names no catalogue entry exactly; nearest: {ids} (give the full "
                            "name or the part number)", ids=", ".join(near[:4]))
            return Said("no catalogue GPU, server, PSU or cooling is named in it")
        top = max(len(key) for key, _ in found)
        best = {m for key, m in found if len(key) == top}
        if len(best) > 1:
            return _ambiguous(best)
        return best.pop()


def _ambiguous(matches) -> str:
    ids = ", ".join(sorted(f"{m.kind[:-1] if m.kind != 'cooling' else m.kind} {m.catalog_id}"
                           for m in matches))
    return Said("fits more than one catalogue entry ({ids}); give its part number", ids=ids)
