"""Raw column names -> canonical columns, and value parsing, shared by every log format.

Why: nvidia-smi prints the same quantity under many names (``power.draw [W]``, ``gpu.power.draw``,
``clocks_throttle_reasons.*`` before driver 535, ``clocks_event_reasons.*`` after; wrappers invent
``power_W``), and marks missing values in many ways (``[N/A]``, ``[Not Supported]``, bare ``N/A``,
dmon's ``-``). Mapping them here once (pvlib iotools style) keeps each reader small and makes
"what does this column mean" answerable in one place.

Canonical columns of ``LogData.samples`` (units in the names; fractions are 0..1):
``timestamp, gpu, line, power_w, power_draw_w, power_average_w, power_instant_w, power_limit_w,
power_default_limit_w, power_max_limit_w, utilization, memory_utilization, temperature_c,
sm_clock_mhz, graphics_clock_mhz, pstate, throttle_<reason>`` (1.0 active, 0.0 not active).
"""

from __future__ import annotations

import re

import numpy as np

#: Throttle ("clock event") reasons, in NVML's bit order (nvmlClocksEventReason*).
THROTTLE_BITS: dict[str, int] = {
    "gpu_idle": 0x1,
    "applications_clocks_setting": 0x2,
    "sw_power_cap": 0x4,
    "hw_slowdown": 0x8,
    "sync_boost": 0x10,
    "sw_thermal_slowdown": 0x20,
    "hw_thermal_slowdown": 0x40,
    "hw_power_brake_slowdown": 0x80,
    "display_clocks_setting": 0x100,
}

#: Normalized raw name (lower case, ``[unit]`` removed) -> canonical column.
VARIABLE_MAP: dict[str, str] = {
    # identity
    "timestamp": "timestamp",
    "index": "gpu_index",
    "gpu_index": "gpu_index",
    "gpu": "gpu_index",
    "uuid": "gpu_uuid",
    "gpu_uuid": "gpu_uuid",
    "pci.bus_id": "gpu_bus_id",
    "gpu_bus_id": "gpu_bus_id",
    "name": "name",
    "gpu_name": "name",
    "pstate": "pstate",
    # power
    "power.draw": "power_draw_w",
    "gpu.power.draw": "power_draw_w",
    "power_draw": "power_draw_w",
    "power_w": "power_draw_w",
    "power_draw_w": "power_draw_w",
    "power.draw.average": "power_average_w",
    "gpu.power.draw.average": "power_average_w",
    "power.draw.instant": "power_instant_w",
    "gpu.power.draw.instant": "power_instant_w",
    "enforced.power.limit": "enforced_power_limit_w",
    "gpu.power.current_limit": "enforced_power_limit_w",
    "power.limit": "requested_power_limit_w",
    "gpu.power.requested_limit": "requested_power_limit_w",
    "power.default_limit": "power_default_limit_w",
    "gpu.power.default_limit": "power_default_limit_w",
    "power.max_limit": "power_max_limit_w",
    "gpu.power.max_limit": "power_max_limit_w",
    # utilization, temperature, clocks
    "utilization.gpu": "utilization",
    "utilization_gpu": "utilization",
    "utilization_gpu_percent": "utilization",
    "utilization.memory": "memory_utilization",
    "temperature.gpu": "temperature_c",
    "temperature_c": "temperature_c",
    "clocks.current.sm": "sm_clock_mhz",
    "clocks.sm": "sm_clock_mhz",
    "clocks.current.graphics": "graphics_clock_mhz",
    "clocks.gr": "graphics_clock_mhz",
    # throttle reasons as a bitmask
    "clocks_throttle_reasons.active": "throttle_mask",
    "clocks_event_reasons.active": "throttle_mask",
}
for _reason in THROTTLE_BITS:
    VARIABLE_MAP[f"clocks_throttle_reasons.{_reason}"] = f"throttle_{_reason}"
    VARIABLE_MAP[f"clocks_event_reasons.{_reason}"] = f"throttle_{_reason}"

#: Canonical columns holding percentages in the raw data, stored as fractions.
PERCENT_COLUMNS = {"utilization", "memory_utilization"}
#: Canonical columns kept as text.
TEXT_COLUMNS = {"timestamp", "gpu_index", "gpu_uuid", "gpu_bus_id", "name", "pstate", "throttle_mask"}

_UNIT_RE = re.compile(r"\s*\[([^\]]*)\]\s*$")
# one optional unit, each run of blanks matched once: no backtracking on a line of blanks
_NUMBER_RE = re.compile(
    r"^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"
    r"(?:\s*(mW|kW|W/s|W|MiB|%|MHz|C|us|ms|seconds|s))?\s*$",
    re.ASCII,  # ASCII digits only: "²" is a digit to Python's \d but no number
)
#: Power units in headers (``power.draw [mW]``) and values (``250 mW``), as factors to watts.
POWER_UNITS = {"w": 1.0, "mw": 1e-3, "kw": 1e3}
# zero-width and other invisible format characters a copy from a web page or Excel leaves in
_INVISIBLE_RE = re.compile("[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def normalize_name(raw: str) -> str:
    """``' power.draw [W] '`` -> ``'power.draw'``; lower case, unit bracket and invisible
    characters (a zero-width space, a stray BOM) removed."""
    return _UNIT_RE.sub("", _INVISIBLE_RE.sub("", raw).strip()).strip().lower()


def header_unit(raw: str) -> str:
    """``'power.draw [mW]'`` -> ``'mW'``; ``''`` without a unit bracket."""
    m = _UNIT_RE.search(_INVISIBLE_RE.sub("", raw).strip())
    return m.group(1).strip() if m else ""


def power_scale(raw_header: str) -> float | None:
    """Factor to watts of a power column from its header's unit (1 without one); None when the
    unit is not a power unit (``[%]``)."""
    unit = header_unit(raw_header).lower()
    return 1.0 if not unit else POWER_UNITS.get(unit)


def parse_power(value: str, scale: float = 1.0) -> float | None:
    """``'250 W'``, ``'250000 mW'``, ``'0.25 kW'``, ``'250'`` (x ``scale``, the header's unit)
    -> watts; a placeholder -> nan; garbage or another unit (``45 %``) -> None."""
    if is_missing(value):
        return float("nan")
    m = _NUMBER_RE.match(value)
    if not m:
        return None
    unit = m.group(2)
    if unit is None:
        return float(m.group(1)) * scale
    factor = POWER_UNITS.get(unit.lower()) if unit in ("W", "mW", "kW") else None
    return None if factor is None else float(m.group(1)) * factor


def canonical_name(raw: str) -> str | None:
    """The canonical column for a raw header name, or None when the importer does not use it."""
    return VARIABLE_MAP.get(normalize_name(raw))


#: Placeholder texts of a missing value (besides ``[...]``).
MISSING_TEXTS = ["", "-", "N/A", "n/a", "NA", "nan", "NaN", "NAN"]


def is_missing(value: str) -> bool:
    """nvidia-smi's and dmon's placeholders: ``[N/A]``, ``[Not Supported]``, ``N/A``, ``-``, ``''``,
    and the ``nan`` that Python and pandas wrappers write for a missing reading."""
    v = value.strip()
    return v in MISSING_TEXTS or (
        v.startswith("[") and v.endswith("]"))


def parse_number(value: str) -> float | None:
    """``'250.00 W'``, ``'250.00'``, ``'45 %'`` -> float; a placeholder -> nan; garbage -> None."""
    if is_missing(value):
        return float("nan")
    m = _NUMBER_RE.match(value)
    return float(m.group(1)) if m else None


def parse_active(value: str) -> float | None:
    """A throttle reason cell: ``Active`` -> 1.0, ``Not Active`` -> 0.0, placeholder -> nan."""
    v = value.strip().lower()
    if v == "active":
        return 1.0
    if v == "not active":
        return 0.0
    if is_missing(value):
        return float("nan")
    return None


def decode_throttle_mask(values) -> dict[str, np.ndarray]:
    """Hex bitmasks (``0x...04``) or integers -> one 0/1 array per reason (nan where missing)."""
    masks = []
    for v in values:
        if v is None or (isinstance(v, float) and np.isnan(v)):
            masks.append(None)
            continue
        s = str(v).strip()
        try:
            masks.append(int(s, 16) if s.lower().startswith("0x") else int(float(s)))
        except ValueError:
            masks.append(None)
    return {
        f"throttle_{reason}": np.array(
            [np.nan if m is None else float(bool(m & bit)) for m in masks], dtype=float
        )
        for reason, bit in THROTTLE_BITS.items()
    }
