"""Logs whose columns are not nvidia-smi's: a time column and power columns picked by name.

Why: customers log with their own scripts (a pynvml loop writing one power column per GPU),
with DCGM's API (epoch-microsecond timestamps, one row per GPU, or one row per GPU and field),
or with tools nobody has seen yet. One reader takes a ``ColumnMap`` (which column is the time,
which the power and in which unit, which names the GPU) and gives the canonical columns of every
other reader, so that METHOD §7 (energy, gaps, fit) applies unchanged. ``auto_map`` recognises
the pynvml-wide and DCGM-API layouts; any other CSV is mapped by the user (``import-smi
--time-column/--power-column``, the Measurements page's column dialog).
"""

from __future__ import annotations

import csv
import math
import re
from dataclasses import asdict, dataclass, replace

import pandas as pd

from app.io.smi import shapes
from app.io.smi.limits import (
    MAPPED_MISSING,
    MAPPED_UNIT,
    MAPPED_UNIT_HIGH,
    MAX_GPUS,
    MAX_POWER_W,
    TOO_MANY_GPUS,
    UNMAPPED,
    LogRefusal,
    clip,
    clip_list,
)
from app.io.smi.logdata import Lines, parse_timestamps
from app.io.smi.variables import POWER_UNITS, is_missing, normalize_name, parse_number

#: Formats this module reads (keys of app.io.smi.reader.FORMATS).
MAPPED_FORMATS = ("pynvml-wide", "dcgm-api-csv", "mapped-csv", "power-csv")
UNIT_CHOICES = ("W", "mW", "kW")
_TIME_NAMES = {"timestamp", "time", "datetime", "date_time", "ts", "epoch", "time_s", "time_us",
               "time_ms", "timestamp_us", "timestamp_ms", "timestamp_s", "elapsed", "elapsed_s",
               "t", "t_s", "date",
               # Dutch, as a Benelux customer's own script or spreadsheet names it
               "tijd", "tijdstip", "tijdstempel", "datum", "datum_tijd", "datumtijd"}
_GPU_NAMES = {"gpu", "gpu_id", "gpuid", "gpu_index", "index", "entity_id", "entityid", "entity",
              "device", "device_id", "gpu_uuid", "uuid"}
# the GPU's number in a per-GPU column: "gpu0_power_w", "GPU 1 power (W)", "power_gpu2",
# "gpu_power_3", "DCGM_FI_DEV_POWER_USAGE_4", "5_power"
_GPU_NO_RE = re.compile(r"gpu[\s_\-.:]*(\d+)", re.I | re.A)
_TRAILING_NO_RE = re.compile(r"[\s_\-.:](\d+)\s*(?:\[[^\]]*\]|\([^)]*\))?\s*$", re.A)
_LEADING_NO_RE = re.compile(r"^\s*(\d+)[\s_\-.:]", re.A)
_NAME_UNIT_RE = re.compile(r"(?:[\[(]\s*(mw|kw|w|watts?)\s*[\])]|[\s_.](mw|kw|w|watts?))\s*$", re.I)
# DCGM field ids (dcgm_fields.h): 155 power (1 s average), 157 instantaneous power, 203 GPU util
_DCGM_POWER = ("155", "dcgm_fi_dev_power_usage")
_DCGM_POWER_INSTANT = ("157", "dcgm_fi_dev_power_usage_instant")
_DCGM_UTIL = ("203", "dcgm_fi_dev_gpu_util")
#: DCGM writes "blank" sentinels for a value it has not got (DCGM_INT64_BLANK, DCGM_FP64_BLANK).
_DCGM_BLANK_MIN = 2.0**47
#: A DCGM field id as a column name (dcgm_fields.h numbers fields from 1 to a few thousand).
_FIELD_ID_RE = re.compile(r"^[1-9]\d{0,3}$", re.A)
_DECIMAL_COMMA_RE = re.compile(r"^[-+]?\d+,\d+$", re.A)
_NUMERIC_RE = re.compile(r"^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$", re.A)


@dataclass(frozen=True)
class ColumnMap:
    """Which header names hold what. ``power``: one column (long: one row per GPU and time,
    ``gpu`` names the GPU) or one per GPU (wide). ``unit``: W, mW or kW for every power column;
    None reads it from each column's name (``power_mw``, ``power [W]``), else W. A map with no
    power column only sets the unit of a detected (pynvml, DCGM) layout."""

    time: str
    power: tuple[str, ...]
    gpu: str | None = None
    unit: str | None = None
    utilization: tuple[str, ...] = ()
    kind: str = "mapped-csv"
    field: str | None = None  # DCGM long form: the column of field ids or names
    value: str | None = None  # DCGM long form: the column of values

    def to_dict(self) -> dict:
        return asdict(self)

    def describe(self) -> str:
        """The power source for reports: ``column gpu0_power_w, gpu1_power_w (W)``."""
        where = (f"DCGM field 155 (column {self.value})" if self.field else
                 "column" + ("s " if len(self.power) > 1 else " ") + clip_list(self.power, 4))
        return where + (f" ({self.unit})" if self.unit else "")

    @classmethod
    def from_dict(cls, d: dict) -> ColumnMap:
        return cls(**{**d, "power": tuple(d["power"]),
                      "utilization": tuple(d.get("utilization", ()))})


def sniff_delimiter(header: str) -> str:
    """Comma, tab or semicolon: the one the header line holds most of."""
    return max((",", "\t", ";"), key=header.count)


def split_header(header: str) -> list[str]:
    return [t.strip() for t in next(csv.reader([header], delimiter=sniff_delimiter(header)))]


def header_line(lines: Lines) -> tuple[int, str] | None:
    """The first line that is not blank and not a ``#`` comment."""
    return next(((n, s) for n, s in lines.items if s and not s.startswith("#")), None)


def looks_like_header(line: str) -> bool:
    """Two or more cells, none a number, at least one with a letter: a CSV's header line; or a
    DCGM header that names fields by numeric id (``field_id_columns``)."""
    tokens = split_header(line)
    if len(tokens) < 2 or not any(any(ch.isalpha() for ch in t) for t in tokens):
        return False
    return all(parse_number(t) is None or not t for t in tokens) or field_id_columns(tokens)


def field_id_columns(tokens: list[str]) -> bool:
    """``timestamp,gpu,155,203``: columns named by DCGM field id (a script around DCGM's API
    keys its values by id, as ``dcgmi dmon -e 155,203`` takes them). Every number is a whole
    field id and every other cell names the time or the GPU, so a data row (a time value, a
    GPU's name) is never taken for such a header. ``auto_map`` then needs power (155 or 157)."""
    ids = [t for t in tokens if parse_number(t) is not None]
    names = [normalize_name(t) for t in tokens if t not in ids]
    return (bool(ids) and all(_FIELD_ID_RE.match(t) for t in ids)
            and all(n in _TIME_NAMES or n in _GPU_NAMES or n.startswith(("timestamp", "time"))
                    for n in names))


def _find(tokens: list[str], names) -> str | None:
    return next((t for t in tokens if normalize_name(t) in names), None)


def guess_time(tokens: list[str]) -> str | None:
    return _find(tokens, _TIME_NAMES) or next(
        (t for t in tokens if normalize_name(t).startswith(("timestamp", "time"))), None)


def auto_map(tokens: list[str]) -> ColumnMap | None:
    """The mapping of a pynvml-wide or DCGM-API header, or None (the user maps it)."""
    time = guess_time(tokens)
    if time is None:
        return None
    low = {t: normalize_name(t) for t in tokens}
    field = _find(tokens, {"field_id", "fieldid", "field", "field_name", "fieldname", "field id"})
    value = _find(tokens, {"value", "val", "field_value"})
    if field and value:
        return ColumnMap(time, (value,), _find(tokens, _GPU_NAMES), "W", (), "dcgm-api-csv",
                         field, value)
    per_gpu = _per_gpu(tokens, "power")
    if per_gpu:
        util = _per_gpu(tokens, "util")
        dcgm = any("dcgm_fi_" in low[t] for t in per_gpu.values())
        kind = "dcgm-api-csv" if dcgm else "pynvml-wide"
        return ColumnMap(time, tuple(per_gpu.values()), None, "W" if dcgm else None,
                         tuple(util.get(g, "") for g in per_gpu), kind)
    power = next((t for t in tokens if low[t] in _DCGM_POWER), None) or next(
        (t for t in tokens if low[t] in _DCGM_POWER_INSTANT), None)
    if power:
        util = next((t for t in tokens if low[t] in _DCGM_UTIL), None)
        return ColumnMap(time, (power,), _find(tokens, _GPU_NAMES), "W", (util,) if util else (),
                         "dcgm-api-csv")
    return _by_shape(tokens, time)


def _by_shape(tokens: list[str], time: str) -> ColumnMap | None:
    """A header no list above names, judged by its shape (``app.io.smi.shapes``): one column
    per GPU (``GPU0``, ``gpu_1``), else one power column beside a GPU id column (or alone).
    Never a header with an nvidia-smi power field: that is the --query-gpu reader's."""
    if shapes.reads_nvidia_power(tokens):
        return None
    rest = [t for t in tokens if t != time]
    wide = shapes.gpu_only_columns(rest)
    if wide:
        order = sorted(wide, key=int)
        util = _per_gpu(rest, "util")
        return ColumnMap(time, tuple(wide[g] for g in order), None, None,
                         tuple(util.get(g, "") for g in order) if util else (), "pynvml-wide")
    power = shapes.long_power_column(rest)
    if power is None:
        return None
    gpu = _find([t for t in rest if t != power], _GPU_NAMES)
    utils = [t for t in rest if "util" in t.lower() and "mem" not in t.lower()]
    kind = "dcgm-api-csv" if shapes.is_dcgm_long(gpu, time) else "power-csv"
    return ColumnMap(time, (power,), gpu, None, tuple(utils[:1]) if len(utils) == 1 else (),
                     kind)


def gpu_number(column: str, word: str) -> str | None:
    """The GPU number of a per-GPU ``word`` column (``power``, ``util``), or None."""
    low = column.lower()
    if word not in low or "limit" in low:
        return None
    for pattern in (_GPU_NO_RE, _TRAILING_NO_RE, _LEADING_NO_RE):
        m = pattern.search(low)
        if m:
            return m.group(1)
    return None


def _per_gpu(tokens: list[str], word: str) -> dict[str, str]:
    """GPU number -> column; of two power columns of one GPU the averaged one (not ``instant``)."""
    out: dict[str, str] = {}
    for t in tokens:
        gpu = gpu_number(t, word)
        if gpu is not None and (gpu not in out or "instant" in out[gpu].lower()):
            out[gpu] = t
    return out


def guess_power(tokens: list[str]) -> list[str]:
    """Columns the dialog preselects as power: the per-GPU ones, else one naming power."""
    auto = auto_map(tokens)
    if auto is not None and auto.field is None:
        return list(auto.power)
    named = [t for t in tokens if "power" in t.lower() and "limit" not in t.lower()]
    return named[:1]


def name_scale(raw: str) -> float | None:
    """Factor to watts from a column name's unit (``power_mw``, ``GPU0 power (W)``), or None."""
    m = _NAME_UNIT_RE.search(raw.strip())
    if not m:
        return shapes.unit_scale(raw)  # "Watts", "power_milliwatts", "GPU0 [mW]"
    unit = (m.group(1) or m.group(2)).lower()
    return 1.0 if unit.startswith("w") else POWER_UNITS[unit]


def epoch_time(v: float):
    """A number as a time: epoch seconds, ms, µs or ns by size; under 1e8, seconds from the
    start (shown from 1970-01-01, like dmon without a date). None when out of range."""
    if not math.isfinite(v) or v < 0:
        return None
    unit = "s" if v < 1e11 else "ms" if v < 1e14 else "us" if v < 1e17 else "ns"
    try:
        if unit == "ns":
            return pd.Timestamp(int(v), unit="ns")
        # whole microseconds: a float's last bits (1733000000.003 s) are no part of the time
        return pd.Timestamp(round(v * {"s": 1e6, "ms": 1e3, "us": 1.0}[unit]), unit="us")
    except (ValueError, OverflowError, pd.errors.OutOfBoundsDatetime):
        return None


def _time(raw: str, unit: float | None = None):
    """A time cell: a datetime (epoch numbers; ``unit``: seconds per unit the column's name
    gives, else judged by magnitude), the text (parsed later), or None (missing)."""
    if is_missing(raw):
        return None
    if _NUMERIC_RE.match(raw):
        return epoch_time(float(raw) * unit if unit else float(raw))
    return raw.strip()


class _Header:
    """A ColumnMap resolved against one header line: positions and power scales."""

    def __init__(self, cmap: ColumnMap, tokens: list[str], name: str, line_no: int):
        self.cmap, self.tokens, self.n = cmap, tokens, len(tokens)
        index = {}
        for i, t in enumerate(tokens):
            index.setdefault(t, i)
            index.setdefault(normalize_name(t), i)

        def pos(col):
            if col in index or normalize_name(col) in index:
                return index.get(col, index.get(normalize_name(col)))
            raise LogRefusal(MAPPED_MISSING, name, column=clip(col), line=line_no,
                             columns=clip_list(tokens))

        if len(cmap.power) > MAX_GPUS:
            raise LogRefusal(TOO_MANY_GPUS, name, n=len(cmap.power), limit=MAX_GPUS)
        self.time = pos(cmap.time)
        self.time_unit = shapes.time_unit(cmap.time)
        self.power = [pos(c) for c in cmap.power]
        self.util = [pos(c) if c else None for c in cmap.utilization]
        self.gpu = pos(cmap.gpu) if cmap.gpu else None
        self.field = pos(cmap.field) if cmap.field else None
        if cmap.unit is not None and cmap.unit not in UNIT_CHOICES:
            raise LogRefusal(MAPPED_UNIT, name, unit=clip(cmap.unit))
        given = POWER_UNITS[cmap.unit.lower()] if cmap.unit else None
        named = [name_scale(tokens[i]) for i in self.power]
        self.scales = [given or s or 1.0 for s in named]
        self.assumed = given is None and any(s is None for s in named)
        wide = len(self.power) > 1
        self.keys = [_gpu_key(c, j) for j, c in enumerate(cmap.power)] if wide else [None]


def _gpu_key(column: str, j: int) -> str:
    return gpu_number(column, "power") or shapes.gpu_of_column(column) or column.strip() or str(j)


def read_mapped(lines: Lines, name: str, cmap: ColumnMap | None = None):
    """Parse the lines with ``cmap`` (``auto_map`` of the header when None).

    Returns (columns, line numbers, skipped, notes, the map used) with canonical columns
    ``timestamp``, ``gpu_index``, ``power_draw_w`` and, where mapped, ``utilization`` (%)."""
    first = header_line(lines)
    tokens = split_header(first[1]) if first else []
    if cmap is None or not cmap.power:  # detected; a map without columns gives only the unit
        auto = auto_map(tokens)
        cmap = replace(auto, unit=cmap.unit) if auto is not None and cmap is not None else auto
    if cmap is None:
        raise LogRefusal(UNMAPPED, name, columns=clip_list(tokens))
    head = _Header(cmap, tokens, name, first[0])
    delim = sniff_delimiter(first[1])
    items = [(n, s) for n, s in lines.items if s and not s.startswith("#") and n > first[0]]
    columns: dict[str, list] = {"timestamp": [], "gpu_index": [], "power_draw_w": []}
    with_util = bool(head.util) or head.field is not None
    if with_util:
        columns["utilization"] = []
    line_nos: list[int] = []
    skipped: list[tuple[int, str]] = []
    notes: list[str] = []
    other_fields = 0
    rows = csv.reader((s for _, s in items), delimiter=delim)
    decimal_commas = 0
    for (n, _), cells in zip(items, rows):
        cells = [c.strip() for c in cells]
        if delim == ";":  # a European spreadsheet's CSV: "250,5" is 250.5 (no comma can split)
            decimal_commas += sum(1 for c in cells if _DECIMAL_COMMA_RE.match(c))
            cells = [c.replace(",", ".") if _DECIMAL_COMMA_RE.match(c) else c for c in cells]
        if len(cells) != head.n:
            cut = n == lines.last_line_no and not lines.last_has_eol
            skipped.append((n, "truncated" if cut else f"{len(cells)} fields, expected {head.n}"))
            continue
        if cells == tokens:
            skipped.append((n, "repeated header"))
            continue
        if head.field is not None and not _is_field(cells[head.field], _DCGM_POWER + _DCGM_UTIL):
            other_fields += 1
            continue
        t = _time(cells[head.time], head.time_unit)
        if t is None:
            skipped.append((n, f"time {clip(cells[head.time])} not understood"))
            continue
        got = _row_samples(head, cells)
        if isinstance(got, str):
            skipped.append((n, got))
            continue
        for gpu, power, util in got:
            columns["timestamp"].append(t)
            columns["gpu_index"].append(gpu)
            columns["power_draw_w"].append(power)
            if with_util:
                columns["utilization"].append(util)
            line_nos.append(n)
    if decimal_commas:
        notes.append(f"{decimal_commas} number(s) with a decimal comma read (250,5 as 250.5)")
    if head.field is not None:
        columns, line_nos = _join_dcgm_fields(columns, line_nos)
        if other_fields:
            notes.append(f"{other_fields} row(s) of other DCGM fields ignored")
    scale = _check_unit(head, columns["power_draw_w"], name)
    if scale != 1.0:
        columns["power_draw_w"] = [p * scale for p in columns["power_draw_w"]]
        notes.append(f"power unit not named in the header; the readings (median "
                     f"{_median(columns['power_draw_w']) / scale:g}) are above any GPU's draw "
                     f"in watts ({MAX_POWER_W:,.0f} W), so they are read as milliwatts (NVML's unit)")
    if any(isinstance(t, pd.Timestamp) and t.year == 1970 for t in columns["timestamp"][:1000]):
        notes.append(f"time column {clip(cmap.time)}: numbers read as seconds from the start "
                     "(no date)")
    if head.assumed and scale == 1.0:
        notes.append("power unit not named in the header: read as W (NVML/pynvml gives mW: "
                     "then give the unit mW)")
    return columns, line_nos, skipped, notes, cmap


def _is_field(cell: str, ids) -> bool:
    return normalize_name(cell) in ids


def _number(raw: str, scale: float, dcgm: bool) -> float | None:
    v = parse_number(raw)
    if v is None:
        return None
    if dcgm and abs(v) >= _DCGM_BLANK_MIN:
        return float("nan")  # DCGM's "blank": no reading
    return v * scale


def _row_samples(head: _Header, cells: list[str]):
    """(gpu, power W, utilization %) per GPU of a row, or the reason the row is skipped."""
    cmap, dcgm = head.cmap, head.cmap.kind == "dcgm-api-csv"
    gpu_cell = cells[head.gpu] if head.gpu is not None else "0"
    if head.field is not None:  # DCGM long form: this row is power or utilization
        v = _number(cells[head.power[0]], 1.0, True)
        if v is None:
            return f"value {clip(cells[head.power[0]])} not understood"
        is_util = _is_field(cells[head.field], _DCGM_UTIL)
        return [(gpu_cell, float("nan") if is_util else v, v if is_util else float("nan"))]
    out = []
    for j, (i, scale) in enumerate(zip(head.power, head.scales)):
        p = _number(cells[i], scale, dcgm)
        if p is None:
            return f"{clip(cmap.power[j])}: power {clip(cells[i])} not understood"
        u = float("nan")
        if j < len(head.util) and head.util[j] is not None:
            u = parse_number(cells[head.util[j]])
            u = float("nan") if u is None or (dcgm and u >= _DCGM_BLANK_MIN) else u
        out.append((head.keys[j] if head.keys[j] is not None else gpu_cell, p, u))
    return out


def _join_dcgm_fields(columns: dict, line_nos: list):
    """DCGM long form: each power row takes the utilization row of its GPU nearest in time
    (within 10 s; DCGM samples each field at its own moment)."""
    columns = {**columns, "timestamp": _parsed_times(columns["timestamp"])}
    df = pd.DataFrame({"t": columns["timestamp"], "gpu": columns["gpu_index"],
                       "p": columns["power_draw_w"], "u": columns.get("utilization")
                       or [float("nan")] * len(line_nos), "line": line_nos})
    if not len(df) or not all(isinstance(t, pd.Timestamp) for t in df["t"]):
        return columns, line_nos  # a time not understood: the reader reports its line
    power = df[df["p"].notna()].sort_values("t")
    util = df[df["u"].notna()][["t", "gpu", "u"]].sort_values("t")
    if len(util):
        power = pd.merge_asof(power.drop(columns="u"), util, on="t", by="gpu",
                              direction="nearest", tolerance=pd.Timedelta(seconds=10))
    power = power.sort_values("line", kind="stable")
    out = {"timestamp": list(power["t"]), "gpu_index": list(power["gpu"]),
           "power_draw_w": list(power["p"].astype(float)),
           "utilization": list(power["u"].astype(float))}
    return out, [int(n) for n in power["line"]]


def _parsed_times(values: list) -> list:
    """Text times (ISO, nvidia-smi's) as Timestamps where they parse; the rest left as text."""
    texts = [i for i, v in enumerate(values) if isinstance(v, str)]
    if not texts:
        return values
    parsed = parse_timestamps(pd.Series([values[i] for i in texts], dtype="object"))
    out = list(values)
    for i, t in zip(texts, parsed):
        if not pd.isna(t):
            out[i] = pd.Timestamp(t)
    return out


def _median(power: list) -> float:
    finite = sorted(p for p in power[:10_000] if p == p)
    return finite[len(finite) // 2] if finite else float("nan")


def _check_unit(head: _Header, power: list, name: str) -> float:
    """The factor for power whose unit the header does not name: 1 (watts), or 0.001 when the
    median reading is above any GPU's draw in watts (``MAX_POWER_W``) and is one in milliwatts
    (NVML's unit); readings too large for either are refused with the median."""
    if not head.assumed:
        return 1.0
    median = _median(power)
    if not median > MAX_POWER_W:
        return 1.0
    if median * 1e-3 <= MAX_POWER_W:
        return 1e-3
    raise LogRefusal(MAPPED_UNIT_HIGH, name, value=f"{median:g}")

