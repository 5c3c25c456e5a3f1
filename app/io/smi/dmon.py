"""``nvidia-smi dmon`` (with or without ``-o DT``) and DCGM's ``dcgmi dmon`` output.

Why: both are whitespace-aligned tables whose columns depend on the driver and on ``-s``/``-e``,
so columns are mapped from the ``#`` header line, never by position. dmon prints integer watts;
without ``-o DT`` there are no timestamps, so time-based figures need the sampling interval
from the user (``interval_s``).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from app.io.smi.logdata import Lines
from app.io.smi.variables import is_missing, parse_number

#: nvidia-smi dmon column -> canonical column (FORMATS §4; -s p/u/c).
DMON_MAP = {
    "gpu": "gpu_index",
    "pwr": "power_draw_w",
    "gtemp": "temperature_c",
    "temp": "temperature_c",
    "sm": "utilization",
    "mem": "memory_utilization",
    "pclk": "graphics_clock_mhz",
}

#: dcgmi dmon short field names -> canonical (POWER = field 155, GPUTL = 203, ...).
DCGMI_MAP = {
    "POWER": "power_draw_w",
    "GPUTL": "utilization",
    "MCUTL": "memory_utilization",
    "TMPTR": "temperature_c",
    "SMCLK": "sm_clock_mhz",
}
#: The same fields by numeric id, as a header names them when -e lists ids (dcgm_fields.h).
DCGMI_MAP |= {"155": "power_draw_w", "203": "utilization", "204": "memory_utilization",
              "150": "temperature_c", "100": "sm_clock_mhz"}
#: Instantaneous power (field 157): the power only where the averaged one (155) is not logged.
DCGMI_INSTANT = ("POWINST", "157")


def dcgmi_columns(header: list[str]) -> dict[str, str]:
    """Header name -> canonical column; instantaneous power stands in for a missing POWER."""
    columns = {h: DCGMI_MAP[h] for h in header if h in DCGMI_MAP}
    if "power_draw_w" not in columns.values():
        columns |= {h: "power_draw_w" for h in header if h in DCGMI_INSTANT}
    return columns


def is_dmon_header(line: str) -> bool:
    tokens = line.lstrip("#").split()
    return line.startswith("#") and "gpu" in tokens and "pwr" in tokens


def is_dcgmi_header(line: str) -> bool:
    return line.startswith("#") and line.lstrip("#").split()[:1] == ["Entity"]


def _time(date: str | None, time: str) -> datetime | None:
    try:
        if date:
            return datetime.strptime(f"{date} {time}", "%Y%m%d %H:%M:%S")
        return datetime.strptime(f"19700101 {time}", "%Y%m%d %H:%M:%S")
    except ValueError:
        return None


def read_dmon(lines: Lines, name: str) -> tuple[dict, list, list, list]:
    """Parse nvidia-smi dmon; returns (columns, line numbers, skipped, notes)."""
    skipped: list[tuple[int, str]] = []
    notes: list[str] = []
    header: list[str] = []
    columns: dict[str, list] = {}
    line_nos: list[int] = []
    day_shift = timedelta(0)
    last_time: datetime | None = None
    for n, s in lines.items:
        if not s:
            continue
        if s.startswith("#"):
            if is_dmon_header(s):
                header = s.lstrip("#").split()
            continue
        if not header:
            skipped.append((n, "before the dmon header"))
            continue
        tokens = s.split()
        if len(tokens) != len(header):
            cut = n == lines.last_line_no and not lines.last_has_eol
            skipped.append((n, "truncated" if cut else f"{len(tokens)} fields, expected {len(header)}"))
            continue
        row = dict(zip(header, tokens))
        out: dict = {}
        if "Time" in row:
            t = _time(row.get("Date"), row["Time"])
            if t is None:
                skipped.append((n, f"date/time {row.get('Date', '')} {row['Time']} not understood"))
                continue
            if "Date" not in row:
                if last_time is not None and t + day_shift < last_time:
                    day_shift += timedelta(days=1)
                t = t + day_shift
            last_time = t
            out["timestamp"] = t
        bad = False
        for raw_name, canon in DMON_MAP.items():
            if raw_name in row:
                v = row[raw_name] if canon == "gpu_index" else parse_number(row[raw_name])
                if v is None:
                    bad = True
                out[canon] = v
        if bad:
            skipped.append((n, "value not a number"))
            continue
        _append(columns, line_nos, out, n)
    if columns and "Time" in header and "Date" not in header:
        notes.append("dmon -o T has times but no date; the first day is shown as 1970-01-01")
    return columns, line_nos, skipped, notes


def read_dcgmi_dmon(lines: Lines, name: str) -> tuple[dict, list, list, list]:
    """Parse ``dcgmi dmon -e 155,203,...``: ``#Entity POWER GPUTL`` then ``GPU 0  63.40  0``."""
    skipped: list[tuple[int, str]] = []
    header: list[str] = []
    names: dict[str, str] = {}
    columns: dict[str, list] = {}
    line_nos: list[int] = []
    for n, s in lines.items:
        if not s:
            continue
        if s.startswith("#"):
            if is_dcgmi_header(s):
                header = s.lstrip("#").split()[1:]
                names = dcgmi_columns(header)
            continue
        tokens = s.split()
        if not header or tokens[0] in ("ID", "Id", "id"):
            if not header:
                skipped.append((n, "before the dcgmi header"))
            continue
        if len(tokens) < 2 or not tokens[0][:1].isalpha():
            skipped.append((n, "not a dcgmi dmon row"))
            continue
        entity, ident, values = tokens[0], tokens[1], tokens[2:]
        if entity != "GPU":
            skipped.append((n, f"entity {entity} {ident} is not a whole GPU"))
            continue
        if len(values) != len(header):
            cut = n == lines.last_line_no and not lines.last_has_eol
            skipped.append((n, "truncated" if cut else f"{len(values)} values, expected {len(header)}"))
            continue
        out: dict = {"gpu_index": ident}
        bad = False
        for raw_name, raw in zip(header, values):
            canon = names.get(raw_name)
            if canon:
                v = float("nan") if is_missing(raw) else parse_number(raw)
                bad = bad or v is None
                out[canon] = v
        if bad:
            skipped.append((n, "value not a number"))
            continue
        _append(columns, line_nos, out, n)
    return columns, line_nos, skipped, []


def _append(columns: dict[str, list], line_nos: list[int], row: dict, n: int) -> None:
    for c in row:
        if c not in columns:
            columns[c] = [None] * len(line_nos)
    for c in columns:
        columns[c].append(row.get(c))
    line_nos.append(n)
