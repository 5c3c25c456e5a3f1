"""nvidia-smi's default table (``nvidia-smi -l 60 > log``), a last resort.

Why: some customers only have the human-readable table looped into a file. It gives integer
watts (``24W /  300W``), GPU-Util, the pstate and a ctime date line per snapshot, which is enough
for a rough profile; names are truncated (``Tesla V100-SXM2...``), so catalogue matching may fail.
"""

from __future__ import annotations

import re
from datetime import datetime

from app.io.smi.limits import clip
from app.io.smi.logdata import Lines

_DATE_RE = re.compile(r"^([A-Z][a-z]{2} [A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d \d{4})$", re.ASCII)
_ROW1_RE = re.compile(
    r"^\|\s+(\d+)\s+(.+?)\s+(On|Off)\s+\|\s+([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d)"
)
_ROW2_RE = re.compile(
    r"^\|\s*\S+\s+(\d+|N/A)C?\s+(P\d+)\s+(\d+|N/A)W\s*/\s*(\d+|N/A)W\s*\|[^|]*\|\s*(\d+|N/A)%"
)


def _num(v: str) -> float:
    return float("nan") if v == "N/A" else float(v)


def read_table(lines: Lines, name: str) -> tuple[dict, list, list, list]:
    """One sample per GPU per snapshot; returns (columns, line numbers, skipped, notes)."""
    keys = ("timestamp", "gpu_index", "gpu_bus_id", "name", "temperature_c", "pstate",
            "power_draw_w", "requested_power_limit_w", "utilization")
    columns: dict[str, list] = {k: [] for k in keys}
    line_nos: list[int] = []
    stamp = None
    bad_date: int | None = None  # line of a date line not understood: its snapshot is skipped
    pending = None
    skipped: list[tuple[int, str]] = []
    for n, s in lines.items:
        m = _DATE_RE.match(s)
        if m:
            try:
                stamp = datetime.strptime(" ".join(m.group(1).split()), "%a %b %d %H:%M:%S %Y")
                bad_date = None
            except ValueError:  # "Tue Ocv 29 ...", "Mon Feb 30 ..."
                stamp, bad_date = None, n
                skipped.append((n, f"date line {clip(m.group(1))} not understood"))
            continue
        m = _ROW1_RE.match(s)
        if m:
            pending = (m.group(1), m.group(4), m.group(2).strip())
            continue
        m = _ROW2_RE.match(s)
        if m and pending:
            if bad_date is not None:
                skipped.append((n, f"snapshot under the date line {bad_date} not understood"))
                pending = None
                continue
            temp, pstate, pwr, cap, util = m.groups()
            row = (stamp, pending[0], pending[1], pending[2], _num(temp), pstate,
                   _num(pwr), _num(cap), _num(util))
            for k, v in zip(keys, row):
                columns[k].append(v)
            line_nos.append(n)
            pending = None
    notes = ["nvidia-smi default table: whole watts, truncated names; a --query-gpu log is better"]
    return columns, line_nos, skipped, notes
