"""``nvidia-smi -q -x`` XML snapshots and dcgm-exporter's Prometheus text.

Why: both describe GPUs at one moment (or a few scrapes), with names and power limits that a
CSV log may lack. The XML power section moved between drivers (``power_readings/power_draw``
up to R525, ``gpu_power_readings/power_draw`` in R535, ``average_power_draw`` and
``instant_power_draw`` from ~R570), so every known spelling is tried.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import UTC, datetime

from app.errors import InputFileError, Said
from app.io.smi.limits import MAX_YEAR, MIN_YEAR, clip
from app.io.smi.logdata import Lines
from app.io.smi.variables import THROTTLE_BITS, is_missing, parse_active, parse_number

_READINGS = ("gpu_power_readings", "power_readings")
_XML_FIELDS = {
    "power_average_w": ("average_power_draw",),
    "power_draw_w": ("power_draw",),
    "power_instant_w": ("instant_power_draw",),
    "enforced_power_limit_w": ("current_power_limit", "enforced_power_limit"),
    "requested_power_limit_w": ("requested_power_limit", "power_limit"),
    "power_default_limit_w": ("default_power_limit",),
    "power_max_limit_w": ("max_power_limit",),
}


def _num(node, path: str) -> float:
    el = node.find(path) if node is not None else None
    v = parse_number(el.text or "") if el is not None else None
    return float("nan") if v is None else v


def read_xml(text: str, name: str) -> tuple[dict, list, list, list]:
    """One sample per ``<gpu>``; returns (columns, line numbers, skipped, notes)."""
    try:
        root = ET.fromstring(re.sub(r"<!DOCTYPE[^>]*>", "", text, count=1).strip())
    except ET.ParseError as exc:
        raise InputFileError(Said("XML that cannot be read ({why}); is the file complete?", name,
                                  why=str(exc))) from exc
    stamp = None
    ts = root.findtext("timestamp")
    if ts:
        try:
            stamp = datetime.strptime(" ".join(ts.split()), "%a %b %d %H:%M:%S %Y")
        except ValueError:
            stamp = None
    rows = []
    for i, gpu in enumerate(root.findall("gpu")):
        readings = next((gpu.find(r) for r in _READINGS if gpu.find(r) is not None), None)
        minor = gpu.findtext("minor_number") or ""
        row: dict = {
            "timestamp": stamp,
            "gpu_index": str(i) if is_missing(minor) else minor.strip(),
            "gpu_uuid": gpu.findtext("uuid"),
            "gpu_bus_id": gpu.get("id"),
            "name": (gpu.findtext("product_name") or "").strip() or None,
            "pstate": gpu.findtext("performance_state"),
            "utilization": _num(gpu, "utilization/gpu_util"),
            "memory_utilization": _num(gpu, "utilization/memory_util"),
            "temperature_c": _num(gpu, "temperature/gpu_temp"),
            "sm_clock_mhz": _num(gpu, "clocks/sm_clock"),
        }
        for col, tags in _XML_FIELDS.items():
            vals = [_num(readings, t) for t in tags]
            row[col] = next((v for v in vals if v == v), float("nan"))
        reasons = gpu.find("clocks_event_reasons")
        prefix = "clocks_event_reason_"
        if reasons is None:
            reasons, prefix = gpu.find("clocks_throttle_reasons"), "clocks_throttle_reason_"
        for reason in THROTTLE_BITS:
            el = reasons.find(prefix + reason) if reasons is not None else None
            v = parse_active(el.text or "") if el is not None else None
            row[f"throttle_{reason}"] = float("nan") if v is None else v
        rows.append(row)
    if not rows:
        raise InputFileError(Said("the XML holds no <gpu> element; is it nvidia-smi -q -x output?",
                                  name))
    columns = {c: [r[c] for r in rows] for c in rows[0]}
    line_nos = [0] * len(rows)
    return columns, line_nos, [], ["XML snapshot: one power reading per GPU"]


#: dcgm-exporter metric -> canonical column.
PROM_MAP = {
    "DCGM_FI_DEV_POWER_USAGE": "power_average_w",
    "DCGM_FI_DEV_POWER_USAGE_INSTANT": "power_instant_w",
    "DCGM_FI_DEV_ENFORCED_POWER_LIMIT": "enforced_power_limit_w",
    "DCGM_FI_DEV_POWER_MGMT_LIMIT": "requested_power_limit_w",
    "DCGM_FI_DEV_GPU_UTIL": "utilization",
    "DCGM_FI_DEV_MEM_COPY_UTIL": "memory_utilization",
    "DCGM_FI_DEV_GPU_TEMP": "temperature_c",
    "DCGM_FI_DEV_SM_CLOCK": "sm_clock_mhz",
    "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS": "throttle_mask",
    "DCGM_FI_DEV_CLOCKS_EVENT_REASONS": "throttle_mask",
}
PROM_RE = re.compile(r"^(DCGM_FI_\w+)(?:\{(.*)\})?\s+(\S+)(?:\s+(\d+))?\s*$", re.ASCII)
_LABEL_RE = re.compile(r'(\w+)\s*=\s*"((?:[^"\\]|\\.)*)"')
#: DCGM's "blank" sentinels (DCGM_INT64_BLANK and above, DCGM_FP64_BLANK and above).
_BLANK_INT, _BLANK_FP = 9223372036854775792, 140737488355328.0
_STAMP_MIN_MS = int(datetime(MIN_YEAR, 1, 1, tzinfo=UTC).timestamp() * 1000)
_STAMP_MAX_MS = int(datetime(MAX_YEAR, 12, 31, tzinfo=UTC).timestamp() * 1000)


def read_prometheus(lines: Lines, name: str) -> tuple[dict, list, list, list]:
    """Group metric lines into samples: by (gpu, timestamp), or a new sample per repeated metric."""
    skipped: list[tuple[int, str]] = []
    samples: dict[tuple, dict] = {}
    counters: dict[tuple[str, str], int] = {}
    for n, s in lines.items:
        if not s or s.startswith("#"):
            continue
        m = PROM_RE.match(s)
        if not m:
            skipped.append((n, "not a metric line"))
            continue
        metric, labels, raw, stamp_ms = m.groups()
        lab = dict(_LABEL_RE.findall(labels or ""))
        gpu = lab.get("gpu") or lab.get("UUID") or "0"
        if lab.get("Hostname"):
            gpu = f"{lab['Hostname']}:{gpu}"
        canon = PROM_MAP.get(metric)
        if canon is None:
            continue
        try:
            value = float(raw)
        except ValueError:
            skipped.append((n, f"value {clip(raw)} not a number"))
            continue
        if value >= _BLANK_FP:
            value = float("nan")
        if stamp_ms and not _STAMP_MIN_MS <= int(stamp_ms) <= _STAMP_MAX_MS:
            skipped.append((n, f"timestamp {stamp_ms} ms out of range ({MIN_YEAR}-{MAX_YEAR})"))
            continue
        if stamp_ms:
            key = (gpu, int(stamp_ms))
        else:
            k = counters.get((gpu, metric), 0)
            counters[(gpu, metric)] = k + 1
            key = (gpu, -1 - k)
        row = samples.setdefault(key, {"line": n, "gpu_index": gpu})
        if lab.get("modelName"):
            row["name"] = lab["modelName"]
        row[canon] = value
        if stamp_ms:
            utc = datetime.fromtimestamp(int(stamp_ms) / 1000.0, tz=UTC)
            row["timestamp"] = utc.replace(tzinfo=None)
    rows = list(samples.values())
    cols = sorted({c for r in rows for c in r} - {"line"})
    columns = {c: [r.get(c) for r in rows] for c in cols}
    notes = [] if any("timestamp" in r for r in rows) else ["Prometheus text without timestamps"]
    return columns, [r["line"] for r in rows], skipped, notes
