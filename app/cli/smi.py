"""``gpu-tco import-smi`` (alias ``import``): read logs, print the per-GPU measured-power report (text or JSON).

Why: a user should see what the app understood from their log (format, GPUs, gaps, skipped
lines, fit) before a profile goes into a quote. User errors are raised as AppError subclasses;
the caller (app/cli/__init__.py) prints them and exits with their exit code.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from app.errors import InputFileError
from app.io.smi.no_energy import cli_warning
from app.io.smi.profile import GpuProfile
from app.io.smi.summary import _clean, _load_catalog, gpu_summary, load_profiles


def _cell(v, fmt: str) -> str:
    return "-" if v is None or (isinstance(v, float) and not math.isfinite(v)) else format(v, fmt)


_COLUMNS = ("GPU", "name", "samples", "hours", "kWh", "mean W", "p95 W", "max W", "limit W",
            "util", "idle W", "full W", "gaps")


def _row(p: GpuProfile) -> tuple:
    fit = p.fit if p.fit is not None else None
    return (p.gpu, (p.name or "?")[:28], str(p.samples),
            _cell(None if p.span_s is None else p.span_s / 3600, ".2f"),
            _cell(None if p.energy_wh is None else p.energy_wh / 1000, ".3f"),
            _cell(p.mean_power_w, ".1f"), _cell(p.p95_power_w, ".1f"), _cell(p.max_power_w, ".1f"),
            _cell(p.power_limit_w, ".0f"),
            _cell(p.mean_utilization, ".0%"), _cell(fit.idle_w if fit else None, ".1f"),
            _cell(fit.full_w if fit else None, ".1f"), str(len(p.gaps)))


def import_smi_command(paths, fields=None, as_json: bool = False, *, interval_s=None,
                       catalog=None, out=print, fast: bool | None = None, mapping=None) -> int:
    """``gpu-tco import-smi FILE...``: per-GPU profiles of every file as a table or JSON.

    ``mapping``: a ColumnMap (``--time-column``, ``--power-column``...) for every file.
    An unusable file raises InputFileError (exit 2, one line); nothing is printed then.
    """
    if interval_s is not None and not interval_s > 0:
        raise InputFileError(f"--interval must be above 0 seconds, got {interval_s}")
    if catalog is None:
        catalog = _load_catalog()
    cat = catalog or None
    files, gpus, skipped, warnings, tables = [], [], [], [], []
    for path in paths:
        profiles, info, skip, notes, _series = load_profiles(
            path, fields, interval_s=interval_s, catalog=cat, fast=fast, mapping=mapping)
        files.append(info)
        name = Path(path).name
        skipped += [{"file": str(path), "line": n, "reason": r} for n, r in skip]
        warnings += [f"{name}: {note}" for note in notes]
        for p in profiles:
            gpus.append(gpu_summary(p, path))
            if cli_warning(p):
                warnings.append(f"{name} {cli_warning(p)}")
            if p.catalog_note and cat is not None:
                warnings.append(f"{name} GPU {p.gpu}: {p.catalog_note}")
            if p.gaps:
                warnings.append(f"{name} GPU {p.gpu}: {len(p.gaps)} gap(s) not bridged")
            if p.fit is not None and p.fit.status not in ("fit",):
                warnings.append(f"{name} GPU {p.gpu}: fit: {p.fit.message}")
        tables.append((info, profiles, skip))
    if cat is None:
        warnings.append("catalogue not loaded; GPUs not matched")
    if as_json:
        doc = {"files": files, "gpus": gpus, "skipped": skipped, "warnings": warnings}
        out(json.dumps(_clean(doc), indent=2, default=str, allow_nan=False))
        return 0
    rows = [_COLUMNS]
    for _info, profiles, _ in tables:
        rows += [_row(p) for p in profiles]
    widths = [max(len(r[i]) for r in rows) for i in range(len(_COLUMNS))]
    for info, profiles, skip in tables:
        out(f"{info['path']}: {info['format_name']}, {len(profiles)} GPU(s), "
            f"power from {info['power_source'] or '-'}")
        out(f"  {info['source']}; {len(skip)} line(s) skipped")
    out("  ".join(h.ljust(w) if i < 2 else h.rjust(w) for i, (h, w) in enumerate(zip(_COLUMNS, widths))))
    for r in rows[1:]:
        out("  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
    for w in warnings:
        out(f"warning: {w}")
    return 0
