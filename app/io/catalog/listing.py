"""`gpu-tco catalog list KIND`: a readable table with each row's confidence, or JSON with every
value's source and confidence (field names as in the files, units in the names)."""

from __future__ import annotations

import json
from pathlib import Path

from app.io.catalog.store import load_catalog
from app.model.catalog import KINDS
from app.text.in_language import siblings

COLUMNS = {
    "gpus": ("id", "name", "form_factor", "tdp_w", "idle_w", "memory_gb", "tflops_bf16", "price_eur"),
    "servers": ("id", "vendor", "model", "rack_units", "gpu_slots", "platform_idle_w",
                "platform_max_w", "base_price_eur"),
    "psus": ("id", "name", "rating_w", "level"),
    "cooling": ("id", "name", "type", "pue", "pue_factor", "it_power_factor", "capex_per_server_eur"),
    "workloads": ("id", "name", "unit", "precision", "cap_beta"),
    "regions": ("id", "name", "carbon_kg_per_kwh", "carbon_year", "carbon_market_kg_per_kwh",
                "carbon_market_year", "energy_price_per_kwh", "currency"),
}
_META = {"id", "source", "confidence", "note", *siblings("source"), "provenance"}
#: the price of a kind, shown with the date it held ("as of") beside it
PRICES = {"gpus": "price_eur", "servers": "base_price_eur"}


def _cell(value) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list):
        return "/".join(map(str, value))
    return str(value)


def _row_confidence(entry) -> str:
    """The entry's confidence, and how many of its values are only assumed."""
    assumed = sum(p.confidence.value == "assumption" for p in entry.provenance.values())
    if entry.confidence.value == "assumption" or not assumed:
        return entry.confidence.value
    return f"{entry.confidence.value}, {assumed} assumed"


def sourced(entry) -> dict:
    """Every field of an entry; each value with its source and confidence."""
    out = {"id": entry.id}
    for field, value in entry.model_dump(mode="json", exclude=_META).items():
        if field in ("perf", "busy_w"):
            out[field] = {k: {"value": v, **entry.provenance_of(f"{field}.{k}").model_dump(mode="json")}
                          for k, v in value.items()}
        elif field in ("perf_at", "busy_w_at"):  # {class: {format: value}}, each sourced
            out[field] = {c: {f: {"value": v, **entry.provenance_of(f"{field}.{c}.{f}").model_dump(
                mode="json")} for f, v in at.items()} for c, at in value.items()}
        else:
            out[field] = {"value": value, **entry.provenance_of(field).model_dump(mode="json")}
    return out


def listing(kind: str, as_json: bool = False) -> str:
    entries = list(load_catalog().kind(kind).values())
    if as_json:
        return json.dumps([sourced(e) for e in entries], indent=2, ensure_ascii=False,
                          allow_nan=False) + "\n"
    cols = COLUMNS[kind]
    price = PRICES.get(kind)
    rows = [[*cols, *(["as_of"] if price else []), "confidence"]]
    for entry in entries:
        cells = [_cell(getattr(entry, c)) for c in cols]
        if price:  # a price nobody knows is "on request", never 0 (app.calc.price_request)
            cells[cols.index(price)] = _cell(getattr(entry, price)).replace("–", "on request")
            cells.append(entry.provenance_of(price).as_of or "undated")
        rows.append(cells + [_row_confidence(entry)])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    text = "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows)
    return text + "\n" + _price_list_lines(kind, entries)


def _price_list_lines(kind: str, entries) -> str:
    """Under the table: each price that comes from a reseller's price list, with the list."""
    from app.model.price_book import PRICE_FIELDS, valid_until

    field = PRICE_FIELDS.get(kind)
    lines = []
    for entry in entries if field else []:
        prov = entry.provenance_of(field)
        until = valid_until(prov)
        if until is not None:
            lines.append(f"{entry.id} {field}: {prov.source}, valid until {until.isoformat()}")
    return "".join(line + "\n" for line in lines)


def summary(directory: Path) -> str:
    from app.io.catalog.files import read_catalog

    catalog = read_catalog(directory)
    counts = ", ".join(f"{len(catalog.kind(k))} {k}" for k in KINDS)
    values = sum(len(e.model_dump(exclude=_META)) for k in KINDS for e in catalog.kind(k).values())
    return f"{directory}: OK ({counts}; {values} values, all sourced; dated {catalog.date or '?'})"
