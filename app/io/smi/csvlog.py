"""``nvidia-smi --query-gpu=... --format=csv[,noheader][,nounits]`` logs, and wrappers around it.

Why: this is the format customers send most. Field lists and order vary, units sit in the header
(``power.draw [W]``) and/or the values (``250.00 W``), headers repeat when nvidia-smi was re-run
in a loop, default-table lines get mixed in, and the last line is often cut off. The header is
found by content (a line naming known fields and holding no numbers); without one, the caller
must say which fields were queried.
"""

from __future__ import annotations

import re

from app.errors import InputFileError, Said
from app.io.smi.limits import NOT_POWER_UNIT, NOT_POWER_UNIT_FIELDS, LogRefusal, clip, clip_list
from app.io.smi.logdata import Lines
from app.io.smi.variables import (
    TEXT_COLUMNS,
    canonical_name,
    is_missing,
    normalize_name,
    parse_active,
    parse_number,
    parse_power,
    power_scale,
)

_CTIME_RE = re.compile(r"^[A-Z][a-z]{2} [A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d \d{4}$", re.ASCII)
POWER_COLUMNS = {"power_draw_w", "power_average_w", "power_instant_w"}


def is_table_line(line: str) -> bool:
    """A line of nvidia-smi's default table (box drawing, banner, or its ctime date line)."""
    return line.startswith(("|", "+")) or "NVIDIA-SMI" in line or bool(_CTIME_RE.match(line))


def _split(line: str) -> list[str]:
    return [t.strip() for t in line.split(",")]


def is_header(line: str) -> bool:
    """Names at least one known field and holds no number: a --query-gpu header line."""
    if not line or line.startswith("#"):
        return False
    tokens = _split(line)
    if not any(canonical_name(t) for t in tokens):
        return False
    return all(parse_number(t) is None for t in tokens if t)


def _header_map(tokens: list[str], notes: list[str], line_no: int | None) -> list[str | None]:
    """Canonical column per position; a second column with the same meaning is ignored."""
    seen: set[str] = set()
    out: list[str | None] = []
    for t in tokens:
        c = canonical_name(t)
        if c in seen:
            where = f" (header line {line_no})" if line_no else ""
            notes.append(f"column {clip(t)}{where} ignored: an earlier column already gives {c}")
            c = None
        if c:
            seen.add(c)
        out.append(c)
    return out


def power_scales(raw_tokens: list[str], cols: list[str | None], name: str,
                 line_no: int | None) -> dict[str, float]:
    """Factor to watts per power column, from the header's unit (``power.draw [mW]``); a unit
    that is not W, mW or kW refuses the file (the numbers would be read 1000x off or worse)."""
    out = {}
    for raw, c in zip(raw_tokens, cols):
        if c and c.endswith("_w"):
            scale = power_scale(raw)
            if scale is None:
                if line_no:
                    raise LogRefusal(NOT_POWER_UNIT, name, column=clip(raw.strip()), line=line_no)
                raise LogRefusal(NOT_POWER_UNIT_FIELDS, name, column=clip(raw.strip()))
            out[c] = scale
    return out


def _value(col: str, raw: str, scales: dict[str, float]):
    if col in TEXT_COLUMNS:
        return None if is_missing(raw) else raw
    if col.startswith("throttle_"):
        return parse_active(raw)
    if col in scales:
        return parse_power(raw, scales[col])
    return parse_number(raw)


def read_query_csv(lines: Lines, name: str, fields=None) -> tuple[dict, list, list, list]:
    """Parse the lines; returns (columns, line numbers, skipped, notes). Columns use canonical names."""
    skipped: list[tuple[int, str]] = []
    notes: list[str] = []
    items = [(n, s) for n, s in lines.items if s]
    header_at = next((i for i, (_, s) in enumerate(items) if is_header(s)), None)
    if header_at is None:
        if not fields:
            raise InputFileError(Said(
                "no header line (logged with --format=csv,noheader?). Say which fields were "
                "queried, in the order of --query-gpu, e.g. on the command line --fields "
                "timestamp,index,name,power.draw,utilization.gpu", name))
        field_list = fields.split(",") if isinstance(fields, str) else list(fields)
        raw_tokens = [str(f) for f in field_list]
        header_tokens = [normalize_name(f) for f in raw_tokens]
        start = 0
        header_line_no = None
    else:
        if fields:
            notes.append("the file has its own header line; the given field list was not used")
        for n, s in items[:header_at]:
            skipped.append((n, "nvidia-smi table line" if is_table_line(s) else "before the header"))
        header_line_no, header_text = items[header_at]
        raw_tokens = _split(header_text)
        header_tokens = [normalize_name(t) for t in raw_tokens]
        start = header_at + 1
    cols = _header_map(header_tokens, notes, header_line_no)
    if not any(c in POWER_COLUMNS for c in cols):
        raise InputFileError(Said(
            "the log has no power column (fields: {fields}). Log power.draw, e.g. nvidia-smi "
            "--query-gpu=timestamp,index,name,power.draw,utilization.gpu,enforced.power.limit "
            "--format=csv -l 1 -f gpu.csv, or name the columns: --time-column NAME "
            "--power-column NAME (in the app: Map columns)", name,
            fields=clip_list(header_tokens)))
    scales = power_scales(raw_tokens, cols, name, header_line_no)
    columns: dict[str, list] = {c: [] for c in cols if c}
    line_nos: list[int] = []
    for n, s in items[start:]:
        is_last_cut = n == lines.last_line_no and not lines.last_has_eol
        tokens = _split(s)
        if [normalize_name(t) for t in tokens] == header_tokens and (
                not scales or power_scales(tokens, cols, name, n) == scales):
            skipped.append((n, "repeated header"))
            continue
        if is_header(s) and is_last_cut and len(tokens) != len(cols):
            skipped.append((n, "truncated"))  # a repeated header cut off, not a new header
            continue
        if is_header(s):
            notes.append(f"header changed at line {n}")
            header_tokens = [normalize_name(t) for t in tokens]
            cols = _header_map(header_tokens, notes, n)
            scales = power_scales(tokens, cols, name, n)
            for c in cols:
                if c and c not in columns:
                    columns[c] = [None] * len(line_nos)
            continue
        if is_table_line(s):
            skipped.append((n, "nvidia-smi table line"))
            continue
        if len(tokens) != len(cols):
            reason = "truncated" if is_last_cut else f"{len(tokens)} fields, expected {len(cols)}"
            skipped.append((n, reason))
            continue
        row = {}
        bad = None
        for c, raw in zip(cols, tokens):
            if not c:
                continue
            v = _value(c, raw, scales)
            if v is None and not (c in TEXT_COLUMNS and is_missing(raw)):
                if c in POWER_COLUMNS or c == "timestamp":
                    bad = f"{c.removesuffix('_w')} value {clip(raw)} not understood"
                v = float("nan") if c not in TEXT_COLUMNS else None
            row[c] = v
        if bad:
            skipped.append((n, "truncated" if is_last_cut else bad))
            continue
        for c in columns:
            columns[c].append(row.get(c))
        line_nos.append(n)
    return columns, line_nos, skipped, notes
