"""Per-GPU profiles of logs for the reports: load them with the catalogue's limits, and each
GPU's summary as JSON-safe data (``gpu-tco import-smi``, the batch import, the fleet export)."""

from __future__ import annotations

import math
from pathlib import Path

from app.errors import AppError, InputFileError
from app.io.smi.profile import GpuProfile, profile_log, source_text
from app.io.smi.reader import FORMATS, read_log


def _load_catalog():
    try:
        from app.io.catalog.store import load_catalog

        return load_catalog()
    except (AppError, ImportError, OSError):
        return None


def _clean(v):
    """NaN and infinities -> None, so that the JSON is standard."""
    if isinstance(v, float):
        return v if math.isfinite(v) else None
    if isinstance(v, dict):
        return {k: _clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_clean(x) for x in v]
    return v


def column_map(time=None, power=None, unit=None, gpu=None, utilization=None):
    """The ColumnMap of import-smi's column options (None when none is given); power and
    utilization columns as comma lists or repeated options."""
    from app.io.smi.mapped import UNIT_CHOICES, ColumnMap

    def names(values):
        return tuple(n.strip() for v in values or () for n in v.split(",") if n.strip())

    power_cols, util_cols = names(power), names(utilization)
    if not (time or power_cols or unit or gpu or util_cols):
        return None
    if unit is not None and unit not in UNIT_CHOICES:
        raise InputFileError(f"--power-unit must be one of {', '.join(UNIT_CHOICES)}, got {unit!r}")
    if bool(time) != bool(power_cols) or ((gpu or util_cols) and not power_cols):
        raise InputFileError("give --time-column and --power-column together (--gpu-column, "
                             "--utilization-column and --power-unit go with them; --power-unit "
                             "alone sets the unit of a pynvml or DCGM CSV)")
    if util_cols and len(util_cols) != len(power_cols):
        raise InputFileError("give one --utilization-column per --power-column")
    return ColumnMap(time or "", power_cols, gpu or None, unit, util_cols)


# --- gpu-tco import-smi FILE... -------------------------------------------------------------


def load_profiles(path, fields=None, *, interval_s=None, catalog=None, fast: bool | None = None,
                  progress=None, mapping=None):
    """(profiles, file info, skipped, warnings) of one file.

    The streaming reader (``fast``) takes a --query-gpu CSV with its header on line 1; anything
    else, or a file it refuses, goes through ``read_log``. ``fast=False`` forces the exact reader.
    """
    path = Path(path)
    catalog = catalog or None
    try:  # the bundle ships without pyarrow (packaging/README.md): then read line by line
        from app.io.smi.fast import Fallback, profile_csv_fast
    except ImportError:
        fast = False
    if fast is not False and fields is None and interval_s is None and mapping is None:
        try:
            res = profile_csv_fast(path, catalog, progress=progress)
        except Fallback:
            res = None
        if res is not None:
            info = {"path": str(path), "format": res.format, "format_name": FORMATS[res.format],
                    "power_source": res.power_source, "source": source_text(path, res.profiles),
                    "reader": "streaming"}
            return res.profiles, info, res.skipped, list(res.notes), res.series
    log = read_log(path, fields, mapping)
    profiles = profile_log(log, catalog, interval_s)
    info = {"path": str(path), "format": log.format, "format_name": FORMATS[log.format],
            "power_source": log.power_source, "source": source_text(path, profiles),
            "reader": "line-by-line"}
    return profiles, info, list(log.skipped), list(log.notes), None


def gpu_summary(p: GpuProfile, path) -> dict:
    """One GPU's row of ``import-smi --json``."""
    fit = None
    if p.fit is not None and p.fit.status in ("fit", "narrow"):
        fit = {"idle_w": p.fit.idle_w, "full_w": p.fit.full_w, "r2": p.fit.r2,
               "status": p.fit.status, "message": p.fit.message}
    return {
        "file": str(path), "key": p.gpu, "name": p.name, "catalog_id": p.catalog_id,
        "samples": p.samples, "start": p.first, "end": p.last, "duration_s": p.span_s,
        "interval_s": p.interval_s, "gaps": p.gaps,
        "energy_kwh": None if p.energy_wh is None else p.energy_wh / 1000.0,
        "mean_power_w": p.mean_power_w, "p95_power_w": p.p95_power_w,
        "max_power_w": p.max_power_w, "power_limit_w": p.power_limit_w,
        "mean_utilization": p.mean_utilization, "fit": fit, "throttle_reasons": p.throttle,
    }
