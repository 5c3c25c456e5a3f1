"""``read_log``: detect a GPU telemetry log's format from its content and parse it.

Why: customers name files anything (``gpu.txt``, ``power.log``); the content decides. Each
format's reader lives in its own module; this one picks the reader, turns bad timestamps into
skipped lines, and refuses, with what to do, a file that holds no usable power reading.
"""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd

from app.errors import InputFileError, Said
from app.io.smi.codecarbon import is_codecarbon, read_codecarbon
from app.io.smi.csvlog import is_header, is_table_line, read_query_csv
from app.io.smi.dmon import is_dcgmi_header, is_dmon_header, read_dcgmi_dmon, read_dmon
from app.io.smi.limits import (
    DCGM_API,
    MAX_LINE_CHARS,
    MAX_YEAR,
    MIN_YEAR,
    NOT_A_LOG,
    ONLY_LONG_LINE,
    RECOMMENDED,
    UNMAPPED,
    LogRefusal,
    check_gpu_count,
    clip,
    clip_list,
    power_problem,
    time_problem,
)
from app.io.smi.logdata import (
    LogData,
    assemble,
    junk_note,
    parse_timestamps,
    read_text,
    split_lines,
)
from app.io.smi.mapped import (
    MAPPED_FORMATS,
    ColumnMap,
    auto_map,
    field_id_columns,
    header_line,
    looks_like_header,
    read_mapped,
    split_header,
)
from app.io.smi.snapshots import PROM_RE, read_prometheus, read_xml
from app.io.smi.table import read_table
from app.io.smi.variables import parse_number

FORMATS = {
    "query-gpu-csv": "nvidia-smi --query-gpu CSV",
    "query-gpu-csv-noheader": "nvidia-smi --query-gpu CSV without header",
    "dmon": "nvidia-smi dmon",
    "dcgmi-dmon": "dcgmi dmon",
    "nvidia-smi-xml": "nvidia-smi -q -x XML",
    "dcgm-prometheus": "dcgm-exporter Prometheus text",
    "nvidia-smi-table": "nvidia-smi default table",
    "pynvml-wide": "pynvml CSV, one power column per GPU",
    "dcgm-api-csv": "DCGM API CSV",
    "mapped-csv": "CSV with mapped columns",
    "power-csv": "CSV with a time column and a power column",
    "codecarbon": "CodeCarbon emissions.csv (per run)",
}
_RECOMMENDED = RECOMMENDED
_COUNTER_RE = re.compile(r"^DCGM_FI_\w+\s*,\s*(gauge|counter)\b")
# a CSV header naming DCGM fields (DCGM_FI_DEV_POWER_USAGE) or DCGM's long form (field id, value)
_DCGM_API_RE = re.compile(r"(^|[,\s])(dcgm_fi_\w+|field_?id)\s*(,|$)")


def detect(text: str, lines) -> str:
    """The format's key in FORMATS; raises InputFileError for known formats without a time series."""
    head = [s for _, s in lines.items if s][:2000]
    if "<nvidia_smi_log" in text[:5000]:
        return "nvidia-smi-xml"
    if any(PROM_RE.match(s) for s in head):
        return "dcgm-prometheus"
    if any(_COUNTER_RE.match(s) for s in head):
        raise InputFileError(Said(
            "this is a dcgm-exporter counters (configuration) file, not measurements. Save the "
            "exporter's /metrics output instead, or log with {command}", command=_RECOMMENDED))
    if any(is_dcgmi_header(s) for s in head):
        return "dcgmi-dmon"
    if any(is_dmon_header(s) for s in head):
        return "dmon"
    if any(s.startswith("#") and {"gpu", "pid"} <= set(s.lstrip("#").split()) for s in head):
        raise InputFileError(Said(
            "this is nvidia-smi pmon output (per process, no power). Use nvidia-smi dmon or "
            "{command}", command=_RECOMMENDED))
    first = head[0].lower() if head else ""
    if is_codecarbon(first):
        return "codecarbon"
    top = header_line(lines)
    tokens = split_header(top[1]) if top and looks_like_header(top[1]) else []
    auto = auto_map(tokens) if tokens else None
    if (_DCGM_API_RE.search(first) or field_id_columns(tokens)) and not is_dmon_header(head[0]):
        if auto is None:
            raise LogRefusal(DCGM_API, columns=clip_list(tokens or [head[0][:80]]))
        return auto.kind
    if auto is not None:
        return auto.kind
    if any(is_header(s) for s in head):
        return "query-gpu-csv"
    if any("NVSMI LOG" in s for s in head[:20]):
        raise InputFileError(Said(
            "this is nvidia-smi -q text; export nvidia-smi -q -x (XML) for a snapshot, or log "
            "with {command}", command=_RECOMMENDED))
    if any("NVIDIA-SMI" in s for s in head) and any(is_table_line(s) for s in head):
        return "nvidia-smi-table"
    if tokens and any(_numeric_row(s) for s in head[1:50]):
        raise LogRefusal(UNMAPPED, columns=clip_list(tokens))  # a header, not nvidia-smi's
    if not any(_numeric_row(s) for s in head[:50]):
        raise LogRefusal(NOT_A_LOG, command=_RECOMMENDED)
    return "query-gpu-csv-noheader"


def _numeric_row(line: str) -> bool:
    """A headerless --query-gpu row: at least half its cells numbers, times or placeholders
    ("2024/01/01 10:00:00.000, 0, NVIDIA H100, 250.10 W"); a list of names is not."""
    tokens = [t.strip() for t in line.split(",")[:64]]
    numeric = sum(1 for t in tokens if t[:1].isdigit() or parse_number(t) is not None)
    return numeric > 0 and 2 * numeric >= len(tokens)


def read_log(path, fields=None, mapping: ColumnMap | None = None) -> LogData:
    """Read one log file. ``fields``: the --query-gpu list (list or comma text) for headerless
    CSV; ``mapping``: which columns hold time and power (any CSV; detection is skipped)."""
    path = Path(path)
    name = path.name
    junk: list[str] = []
    text = read_text(path, junk)
    lines = split_lines(text)
    if not any(s for _, s in lines.items):
        if lines.too_long:
            raise LogRefusal(ONLY_LONG_LINE, path, line=lines.too_long[0],
                             limit=f"{MAX_LINE_CHARS:,}")
        raise InputFileError(Said("the file is empty. Log with {command}", path,
                                  command=_RECOMMENDED))
    try:
        fmt = mapping.kind if mapping is not None and mapping.power else detect(text, lines)
        if mapping is not None and fmt not in MAPPED_FORMATS:
            raise InputFileError(f"a power unit without columns is for pynvml or DCGM CSVs; this "
                                 f"is a {FORMATS[fmt]}: its unit is in its header, or give "
                                 "--time-column and --power-column")
        if fmt == "codecarbon":
            log = _codecarbon_log(lines, path)
            log.notes[:0] = [junk_note(j) for j in junk]
            return log
    except LogRefusal as exc:
        raise exc.at(path) from None
    except InputFileError as exc:
        raise InputFileError(f"{path}: {exc}") from None
    if fmt == "nvidia-smi-xml":
        columns, line_nos, skipped, notes = read_xml(text, name)
    elif fmt == "dcgm-prometheus":
        columns, line_nos, skipped, notes = read_prometheus(lines, name)
    elif fmt == "dcgmi-dmon":
        columns, line_nos, skipped, notes = read_dcgmi_dmon(lines, name)
    elif fmt == "dmon":
        columns, line_nos, skipped, notes = read_dmon(lines, name)
    elif fmt == "nvidia-smi-table":
        columns, line_nos, skipped, notes = read_table(lines, name)
    elif fmt in MAPPED_FORMATS:
        columns, line_nos, skipped, notes, mapping = _mapped(lines, path, mapping)
    else:
        columns, line_nos, skipped, notes = read_query_csv(lines, str(path), fields)
    skipped += [(n, f"line longer than {MAX_LINE_CHARS:,} characters") for n in lines.too_long]
    if "timestamp" in columns:
        columns, line_nos, skipped = _drop_bad_timestamps(columns, line_nos, skipped)
    columns, line_nos, skipped = _drop_impossible_power(columns, line_nos, skipped)
    check_gpu_count(path, _gpu_count(columns))
    skipped.sort()
    if not line_nos:
        why = LogData(None, fmt, skipped=skipped).skipped_summary(max_lines=3)
        raise InputFileError(Said("nothing usable was found ({format}; {why}). Log with "
                                  "{command}", path, format=FORMATS[fmt], why=why,
                                  command=_RECOMMENDED))
    samples, gpus, source = assemble(columns, line_nos, fmt)
    if fmt in MAPPED_FORMATS:
        source = mapping.describe()
    notes = [junk_note(j) for j in junk] + notes
    log = LogData(samples, fmt, gpus, skipped, path, source, notes)
    if samples["power_w"].notna().sum() == 0:
        named = clip_list(f"{g} {n}".strip() for g, n in gpus.items())
        raise InputFileError(Said(
            "no power readings ({format}, GPUs: {gpus}); every power value is missing (N/A or "
            "not supported on this GPU or driver). {skipped}", path, format=FORMATS[fmt],
            gpus=named, skipped=log.skipped_summary()))
    return log


def _mapped(lines, path, mapping):
    try:
        return read_mapped(lines, path.name, mapping)
    except LogRefusal as exc:
        raise exc.at(path) from None


def _codecarbon_log(lines, path) -> LogData:
    """CodeCarbon runs: the profiles are made here (a run is no sample to integrate)."""
    profiles, samples, gpus, skipped, notes = read_codecarbon(lines, path.name)
    check_gpu_count(path, len(profiles))
    log = LogData(samples, "codecarbon", gpus, sorted(skipped), path,
                  "gpu_energy / duration / gpu_count per run", notes)
    log.profiles = profiles
    return log


def _keep(columns: dict, line_nos: list, keep) -> tuple[dict, list]:
    columns = {c: [v for v, k in zip(vals, keep) if k] for c, vals in columns.items()}
    return columns, [n for n, k in zip(line_nos, keep) if k]


def _drop_bad_timestamps(columns: dict, line_nos: list, skipped: list):
    """Timestamps as text are parsed; a text not understood, or a time outside the years a
    measurement can have, skips its line with the reason."""
    values = columns["timestamp"]
    texts = {i: v for i, v in enumerate(values) if isinstance(v, str)}
    parsed = parse_timestamps(pd.Series(list(texts.values()), dtype="object"))
    out = list(values)
    keep = [True] * len(values)
    for (i, raw), t in zip(texts.items(), parsed):
        if pd.isna(t):
            year = raw.strip()[:4]
            why = (f"timestamp {clip(raw)}: year out of range ({MIN_YEAR}-{MAX_YEAR})"
                   if year.isascii() and year.isdigit() and not MIN_YEAR <= int(year) <= MAX_YEAR
                   else f"timestamp {clip(raw)} not understood")
            skipped.append((line_nos[i], why))
            keep[i] = False
        else:
            out[i] = t
    for i, v in enumerate(values):
        if i not in texts and v is not None and not pd.isna(v):
            why = time_problem(v)
            if why:
                skipped.append((line_nos[i], why))
                keep[i] = False
    columns = {**columns, "timestamp": out}
    columns, line_nos = _keep(columns, line_nos, keep)
    return columns, line_nos, skipped


def _drop_impossible_power(columns: dict, line_nos: list, skipped: list):
    """A power or power-limit reading below 0 W, infinite or above MAX_POWER_W skips its line,
    with the value and the column named (never clipped, never summed)."""
    keep = [True] * len(line_nos)
    for col in [c for c in columns if c.endswith("_w")]:
        for i, v in enumerate(columns[col]):
            if keep[i] and isinstance(v, float):
                why = power_problem(v)
                if why:
                    skipped.append((line_nos[i], f"{col.removesuffix('_w')}: {why}"))
                    keep[i] = False
    if all(keep):
        return columns, line_nos, skipped
    columns, line_nos = _keep(columns, line_nos, keep)
    return columns, line_nos, skipped


def _gpu_count(columns: dict) -> int:
    key = next((c for c in ("gpu_index", "gpu_uuid", "gpu_bus_id", "name") if c in columns), None)
    return len(set(columns[key])) if key else 1
