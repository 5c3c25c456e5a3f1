"""``gpu-tco import-log``: read a log, print the per-GPU measured-power report (text or JSON).

Why: a user should see what the app understood from their log (format, GPUs, gaps, skipped
lines, fit) before a profile goes into a quote. User errors are raised as AppError subclasses;
the caller (app/cli.py) prints them and exits with their exit code.
"""

from __future__ import annotations

import json
import math

from app.errors import AppError, InputFileError
from app.io.smi.profile import GpuProfile, profile_log, source_text
from app.io.smi.reader import FORMATS, read_log


def _w(v) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.1f} W"


def _duration(s) -> str:
    if s is None:
        return "n/a (no timestamps)"
    return f"{s / 3600:.2f} h" if s >= 3600 else f"{s:.1f} s"


def format_profile(p: GpuProfile) -> list[str]:
    lines = [f"GPU {p.gpu}: {p.name or '(name not in the log)'}"]
    if p.catalog_id:
        lines.append(f"  catalogue match: {p.catalog_id}")
    elif p.catalog_note:
        lines.append(f"  {p.catalog_note}")
    lines.append(f"  samples: {p.samples} ({p.power_samples} with power)")
    if p.first:
        lines.append(f"  time: {p.first} to {p.last}, span {_duration(p.span_s)}")
    else:
        lines.append(f"  span: {_duration(p.span_s)}")
    if p.interval_s is not None:
        lines.append(f"  sampling interval (median): {p.interval_s:.3f} s")
    if p.gaps:
        shown = ", ".join(f"{g['duration_s']:.1f} s after {g['after']}" for g in p.gaps[:5])
        more = f" and {len(p.gaps) - 5} more" if len(p.gaps) > 5 else ""
        lines.append(f"  gaps not bridged: {len(p.gaps)} ({shown}{more})")
    if p.energy_wh is not None:
        lines.append(f"  energy: {p.energy_wh:.3f} Wh")
    lines.append(
        f"  power: mean {_w(p.mean_power_w)}, p95 {_w(p.p95_power_w)}, max {_w(p.max_power_w)}"
    )
    lines.append(f"  power limit seen: {_w(p.power_limit_w)}")
    if p.mean_utilization is not None:
        lines.append(f"  mean utilization: {p.mean_utilization:.1%}")
    if p.fit:
        lines.append(f"  fit: {p.fit.message}")
        if p.fit.idle_w is not None or p.fit.full_w is not None:
            lines.append(f"  measured idle {_w(p.fit.idle_w)}, measured full {_w(p.fit.full_w)}")
    if p.throttle:
        seen = ", ".join(f"{k} {v['fraction']:.0%}" for k, v in p.throttle.items())
        lines.append(f"  throttle reasons seen: {seen}")
    return lines


def _load_catalog():
    try:
        from app.io.catalog_store import load_catalog

        return load_catalog()
    except (AppError, ImportError, OSError):
        return None


def import_command(path, fields=None, as_json: bool = False, *, interval_s=None, catalog=None,
                   out=print) -> int:
    """Read ``path`` and print the report; returns 0. ``fields``: list or comma text, for
    headerless CSV. ``interval_s``: sampling interval for logs without timestamps."""
    if interval_s is not None and not interval_s > 0:
        raise InputFileError(f"--interval must be above 0 seconds, got {interval_s}")
    log = read_log(path, fields)
    if catalog is None:
        catalog = _load_catalog()
    profiles = profile_log(log, catalog, interval_s)
    if as_json:
        doc = {
            "file": str(path),
            "format": log.format,
            "format_name": FORMATS[log.format],
            "power_source": log.power_source,
            "source": source_text(path, profiles),
            "gpus": [p.to_dict() for p in profiles],
            "skipped": [{"line": n, "reason": r} for n, r in log.skipped],
            "skipped_summary": log.skipped_summary(),
            "notes": log.notes,
        }
        out(json.dumps(_clean(doc), indent=2, default=str, allow_nan=False))
        return 0
    out(f"{path}: {FORMATS[log.format]}, {len(profiles)} GPU(s), power from {log.power_source}")
    for note in log.notes:
        out(f"note: {note}")
    if catalog is None:
        out("note: catalogue not loaded; GPUs not matched")
    for p in profiles:
        for line in format_profile(p):
            out(line)
    out(log.skipped_summary())
    return 0


def _clean(v):
    """NaN and infinities -> None, so that the JSON is standard."""
    if isinstance(v, float):
        return v if math.isfinite(v) else None
    if isinstance(v, dict):
        return {k: _clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_clean(x) for x in v]
    return v
