"""``read_log``: detect a GPU telemetry log's format from its content and parse it.

Why: customers name files anything (``gpu.txt``, ``power.log``); the content decides. Each
format's reader lives in its own module; this one picks the reader, turns bad timestamps into
skipped lines, and refuses, with what to do, a file that holds no usable power reading.
"""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd

from app.errors import InputFileError
from app.io.smi.csvlog import is_header, is_table_line, read_query_csv
from app.io.smi.dmon import is_dcgmi_header, is_dmon_header, read_dcgmi_dmon, read_dmon
from app.io.smi.logdata import LogData, assemble, parse_timestamps, read_text, split_lines
from app.io.smi.snapshots import PROM_RE, read_prometheus, read_xml
from app.io.smi.table import read_table

FORMATS = {
    "query-gpu-csv": "nvidia-smi --query-gpu CSV",
    "query-gpu-csv-noheader": "nvidia-smi --query-gpu CSV without header",
    "dmon": "nvidia-smi dmon",
    "dcgmi-dmon": "dcgmi dmon",
    "nvidia-smi-xml": "nvidia-smi -q -x XML",
    "dcgm-prometheus": "dcgm-exporter Prometheus text",
    "nvidia-smi-table": "nvidia-smi default table",
}
_RECOMMENDED = (
    "nvidia-smi --query-gpu=timestamp,index,uuid,name,power.draw,enforced.power.limit,"
    "utilization.gpu,clocks_event_reasons.active --format=csv -l 1 -f gpu.csv"
)
_COUNTER_RE = re.compile(r"^DCGM_FI_\w+\s*,\s*(gauge|counter)\b")


def detect(text: str, lines) -> str:
    """The format's key in FORMATS; raises InputFileError for known formats without a time series."""
    head = [s for _, s in lines.items if s][:2000]
    if "<nvidia_smi_log" in text[:5000]:
        return "nvidia-smi-xml"
    if any(PROM_RE.match(s) for s in head):
        return "dcgm-prometheus"
    if any(_COUNTER_RE.match(s) for s in head):
        raise InputFileError(
            "this is a dcgm-exporter counters (configuration) file, not measurements. "
            "Save the exporter's /metrics output instead, or log with " + _RECOMMENDED
        )
    if any(is_dcgmi_header(s) for s in head):
        return "dcgmi-dmon"
    if any(is_dmon_header(s) for s in head):
        return "dmon"
    if any(s.startswith("#") and {"gpu", "pid"} <= set(s.lstrip("#").split()) for s in head):
        raise InputFileError(
            "this is nvidia-smi pmon output (per process, no power). Use nvidia-smi dmon or " + _RECOMMENDED
        )
    if any(is_header(s) for s in head):
        return "query-gpu-csv"
    if any("NVSMI LOG" in s for s in head[:20]):
        raise InputFileError(
            "this is nvidia-smi -q text; export nvidia-smi -q -x (XML) for a snapshot, or log with "
            + _RECOMMENDED
        )
    if head and "codecarbon_version" in head[0]:
        raise InputFileError("this is a CodeCarbon emissions.csv, not a power log; log with " + _RECOMMENDED)
    if any("NVIDIA-SMI" in s for s in head) and any(is_table_line(s) for s in head):
        return "nvidia-smi-table"
    return "query-gpu-csv-noheader"


def read_log(path, fields=None) -> LogData:
    """Read one log file. ``fields``: the --query-gpu list (list or comma text) for headerless CSV."""
    path = Path(path)
    name = path.name
    text = read_text(path)
    lines = split_lines(text)
    if not any(s for _, s in lines.items):
        raise InputFileError(f"{path}: the file is empty. Log with {_RECOMMENDED}")
    try:
        fmt = detect(text, lines)
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
    else:
        columns, line_nos, skipped, notes = read_query_csv(lines, str(path), fields)
    if "timestamp" in columns and any(isinstance(v, str) for v in columns["timestamp"]):
        columns, line_nos, skipped = _drop_bad_timestamps(columns, line_nos, skipped)
    skipped.sort()
    if not line_nos:
        raise InputFileError(
            f"{path}: nothing usable was found ({FORMATS[fmt]}; "
            f"{len(skipped)} lines skipped). Log with {_RECOMMENDED}"
        )
    samples, gpus, source = assemble(columns, line_nos, fmt)
    log = LogData(samples, fmt, gpus, skipped, path, source, notes)
    if samples["power_w"].notna().sum() == 0:
        named = ", ".join(f"{g} {n}".strip() for g, n in gpus.items())
        raise InputFileError(
            f"{path}: no power readings ({FORMATS[fmt]}, GPUs: {named}); every power value is "
            f"missing (N/A or not supported on this GPU or driver). {log.skipped_summary()}"
        )
    return log


def _drop_bad_timestamps(columns: dict, line_nos: list, skipped: list):
    raw = pd.Series(columns["timestamp"], dtype="object")
    parsed = parse_timestamps(raw)
    bad = parsed.isna() & raw.notna()
    for i in bad[bad].index:
        skipped.append((line_nos[i], f"timestamp {raw[i]!r} not understood"))
    keep = ~bad.to_numpy()
    columns = {c: [v for v, k in zip(vals, keep) if k] for c, vals in columns.items()}
    columns["timestamp"] = list(parsed[keep])
    return columns, [n for n, k in zip(line_nos, keep) if k], skipped
