"""Read the shipped catalogue: one TOML file per kind, every value with a source.

A value is either plain (``tdp_w = 700``: the entry's ``source`` and ``confidence`` hold) or
an inline table with its own provenance and, optionally, a unit to convert from:
``tdp_w = { value = 0.7, unit = "kW", source = "...", confidence = "datasheet", note = "" }``.
Nested tables (``perf``) work the same way, field by field.

Every file is read within bounds (``TOML_MAX_BYTES``, UTF-8 text, no nesting deep enough to
exhaust the parser), and the catalogue's date in ``catalog.toml`` must be a real calendar date
no later than a year from today (``catalog_date_of``): dates are compared as dates, so a
``"9999-12-31"`` or ``"zzzz"`` can never make every later catalogue look older.
"""

from __future__ import annotations

import tomllib
from datetime import date, timedelta
from pathlib import Path

from pydantic import ValidationError

from app.errors import CatalogError, Said, said_of
from app.io.catalog import toml_cache
from app.io.words.parser_text import os_reason, toml_reason
from app.model.catalog import KINDS, Catalog
from app.model.messages import describe
from app.text.in_language import siblings

FILES = {kind: f"{kind}.toml" for kind in KINDS}
TABLE = {"gpus": "gpu", "servers": "server", "psus": "psu", "cooling": "cooling",
         "workloads": "workload", "regions": "region"}
META_FILE = "catalog.toml"
PROVENANCE_KEYS = {"value", "unit", "source", "confidence", "note", *siblings("source"), "as_of"}
#: ``price_eur = { unknown = true, source = "...", as_of = "2026-11" }``: nobody publishes the
#: price; the value is None ("price on request"), never 0. Only prices may be unknown.
UNKNOWN_FIELDS = ("price_eur", "base_price_eur")
TOML_MAX_BYTES = 4 * 1024 * 1024
EARLIEST_DATE = date(2000, 1, 1)
#: How far ahead of today a catalogue may be dated (one prepared for the next season's prices).
DATE_AHEAD = timedelta(days=366)
#: Tables keyed by workload class whose values each carry their own provenance.
NESTED = ("perf", "busy_w")
#: The same keyed by class, then number format (METHOD §12.1): ``[gpu.perf_at.<class>]``
#: ``fp8 = { value = ..., source = ... }``; provenance ``perf_at.<class>.<format>``.
NESTED_BY_FORMAT = ("perf_at", "busy_w_at")

#: Unit a field name ends with -> {accepted unit: factor to that unit}.
UNITS = {
    "_w": {"W": 1.0, "kW": 1000.0},
    "_gb": {"GB": 1.0, "TB": 1000.0},
    "_gb_s": {"GB/s": 1.0, "TB/s": 1000.0},
    "_eur": {"EUR": 1.0, "kEUR": 1000.0},
    "_kg_per_kwh": {"kg/kWh": 1.0, "g/kWh": 0.001},
    "_per_kwh": {"/kWh": 1.0, "/MWh": 0.001},
}
TFLOPS_UNITS = {"TFLOPS": 1.0, "PFLOPS": 1000.0}


def _unit_table(field: str) -> dict[str, float] | None:
    if field.startswith("tflops_"):
        return TFLOPS_UNITS
    for suffix in sorted(UNITS, key=len, reverse=True):
        if field.endswith(suffix):
            return UNITS[suffix]
    return None


def _convert(where: str, field: str, value, unit: str | None):
    if unit is None:
        return value
    table = _unit_table(field)
    if table is None or unit not in table:
        if not table:
            raise CatalogError(Said("{field}: unknown unit {unit}; accepted: none (the field "
                                    "has no unit)", where, field=field, unit=repr(unit)))
        raise CatalogError(Said("{field}: unknown unit {unit}; accepted: {known}", where,
                                field=field, unit=repr(unit), known=", ".join(table)))
    return value * table[unit]


def _unknown_or_value(where: str, name: str, key: str, item: dict):
    """The value of a value table; None for a price marked ``unknown = true`` (no value then)."""
    if "unknown" not in item:
        return _convert(where, key, item["value"], item.get("unit"))
    if item["unknown"] is not True or "value" in item:
        raise CatalogError(Said("{field}: write unknown = true without a value, or a value "
                                "without unknown", where, field=name))
    return None


def _split(where: str, raw: dict, prefix: str = "") -> tuple[dict, dict]:
    """Plain values and per-field provenance from one TOML entry."""
    values, provenance = {}, {}
    for key, item in raw.items():
        name = f"{prefix}{key}"
        if isinstance(item, dict) and ("value" in item or "unknown" in item):
            # a perf value may state its number format (METHOD §12.1) beside its source
            extra = set(item) - PROVENANCE_KEYS - ({"precision"} if prefix == "perf." else set())
            extra -= {"unknown"} if key in UNKNOWN_FIELDS else set()
            if extra:
                raise CatalogError(Said("{field}: unknown key {key} in the value table", where,
                                        field=name, key=repr(sorted(extra)[0])))
            values[key] = _unknown_or_value(where, name, key, item)
            if "precision" in item:
                provenance.setdefault("\0perf_precision", {})[key] = item["precision"]
            if "source" in item or "confidence" in item:
                if not str(item.get("source", "")).strip():
                    raise CatalogError(Said("{field}: value has no source", where, field=name))
                provenance[name] = {"source": item["source"],
                                    "confidence": item.get("confidence", "datasheet"),
                                    "note": item.get("note", ""),
                                    **{k: item.get(k, "") for k in siblings("source")},
                                    "as_of": item.get("as_of", "")}
        elif isinstance(item, dict) and key in NESTED:
            values[key], nested = _split(where, item, prefix=f"{key}.")
            precisions = nested.pop("\0perf_precision", None)
            if precisions:
                values["perf_precision"] = {**values.get("perf_precision", {}), **precisions}
            provenance.update(nested)
        elif isinstance(item, dict) and key in NESTED_BY_FORMAT:
            values[key] = {}
            for cls, table in item.items():
                if not isinstance(table, dict):
                    raise CatalogError(Said("{field}: expected a table of values by number "
                                            "format", where, field=f"{key}.{cls}"))
                values[key][cls], nested = _split(where, table, prefix=f"{key}.{cls}.")
                provenance.update(nested)
        else:
            values[key] = item
    return values, provenance


def parse_entry(kind: str, raw: dict, where: str):
    """One TOML table -> a validated catalogue entry (CatalogError naming the problem)."""
    values, provenance = _split(where, raw)
    values["provenance"] = {**values.get("provenance", {}), **provenance}
    if not str(values.get("source", "")).strip():
        raise CatalogError(Said("entry has no source (add source = \"...\" and confidence)", where))
    try:
        return KINDS[kind].model_validate(values)
    except ValidationError as exc:
        raise CatalogError(describe(exc, where)) from None


def read_kind(directory: Path, kind: str, errors: list[str] | None = None) -> list:
    """All entries of one kind from ``directory/<kind>.toml`` (missing file: none).

    With ``errors``, a bad entry is recorded there and skipped; without, it raises.
    """
    path = directory / FILES[kind]
    if not path.exists():
        return []
    data = load_toml(path)
    table = TABLE[kind]
    unknown = set(data) - {table}
    if unknown:
        raise CatalogError(Said("unknown table [{name}]; expected [[{table}]]", path,
                                name=sorted(unknown)[0], table=table))
    entries = []
    rows = data.get(table, [])
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        raise CatalogError(Said("[{table}] must be a list of tables ([[{table}]])", path,
                                table=table))
    for position, raw in enumerate(rows, start=1):
        where = f"{path.name}: {table} {raw.get('id', f'#{position}')!r}"
        try:
            entries.append(parse_entry(kind, raw, where))
        except CatalogError as exc:
            if errors is None:
                raise
            errors.append(said_of(exc) or str(exc))
    return entries


def may_hold(directory: Path, kind: str, ids) -> bool:
    """Whether ``directory/<kind>.toml`` can hold an entry with one of these ids, without
    parsing it: an id whose quoted text is nowhere in the file is not there. A quote of its
    own platforms then opens without parsing and validating shipped files it takes nothing
    from (most of a first start's reading). True when unsure (an unreadable file, an id TOML
    could write with escapes)."""
    ids = list(ids)
    if not ids:
        return False
    try:
        text = (Path(directory) / FILES[kind]).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return True  # read_kind reports it
    return any(f'"{key}"' in text or f"'{key}'" in text
               or not key.isascii() or "\\" in key or '"' in key for key in ids)


def read_catalog(directory: Path) -> Catalog:
    """The catalogue in ``directory``, structurally valid; cross-checks are ``rules.problems``."""
    directory = Path(directory)
    if not directory.is_dir():
        raise CatalogError(Said("no such catalogue folder", directory))
    kinds = {}
    for kind in KINDS:
        entries = read_kind(directory, kind)
        ids = [e.id for e in entries]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise CatalogError(Said("id {id} appears twice", FILES[kind], id=repr(dupes[0])))
        kinds[kind] = {e.id: e for e in entries}
    return Catalog(date=read_date_text(directory), **kinds)


def load_toml(path: Path) -> dict:
    """A TOML file as a dict; CatalogError of one line when it is none."""
    path = Path(path)
    try:
        if path.is_symlink() or not path.is_file():
            raise CatalogError(Said("not a regular file", path))
        if path.stat().st_size > TOML_MAX_BYTES:
            raise CatalogError(Said("{size} MB, more than a catalogue file holds ({limit} MB)",
                                    path, size=path.stat().st_size // 2**20,
                                    limit=TOML_MAX_BYTES // 2**20))
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise CatalogError(Said("not a text file (expected UTF-8 TOML)", path)) from None
    except OSError as exc:
        raise CatalogError(Said("cannot be read ({why})", path,
                                why=os_reason(exc))) from None
    try:
        return toml_cache.loads(text)  # tomllib's parse, kept for the next start
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(Said("not valid TOML: {why}", path, why=toml_reason(exc))) from None
    except RecursionError:
        raise CatalogError(Said("nested too deeply to be a catalogue file", path)) from None


def read_date_text(directory: Path) -> str:
    """The date text of ``directory/catalog.toml`` ("" without one); CatalogError when the file
    cannot be read or the date is no real date in range."""
    meta_path = Path(directory) / META_FILE
    if not meta_path.exists():
        return ""
    meta = load_toml(meta_path)
    raw = meta.get("date", "")
    if raw == "":
        return ""
    return catalog_date_of(raw, meta_path).isoformat()


def catalog_date_of(raw, where) -> date:
    """``raw`` (TOML date or "YYYY-MM-DD") as a date between 2000 and a year from today."""
    if isinstance(raw, date):
        day = raw
    else:
        try:
            day = date.fromisoformat(str(raw)) if len(str(raw)) == 10 else None
        except ValueError:
            day = None
        if day is None:
            raise CatalogError(Said("date = {value} is not a date; write it as YYYY-MM-DD, e.g. "
                                    "\"2026-11-30\"", where, value=repr(str(raw)[:40])))
    latest = date.today() + DATE_AHEAD
    if not EARLIEST_DATE <= day <= latest:
        raise CatalogError(Said("date {day} is outside {earliest} .. {latest}; give the "
                                "catalogue's real date", where, day=day.isoformat(),
                                earliest=EARLIEST_DATE.isoformat(), latest=latest.isoformat()))
    return day
