"""Per-GPU measured profiles from a parsed log, and their conversion to ``MeasuredProfile``.

Why: METHOD §7 asks for one report per GPU (never mixing GPUs) with samples, span, interval,
gaps, energy, power statistics, the limit in force, mean utilization, the P(u) fit and the
throttle reasons seen; this module slices ``LogData.samples`` per GPU and calls the pure
functions of ``app.calc.measured``. Matching to the catalogue only suggests; the caller picks.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from app.calc import measured as m
from app.errors import Figure, InputFileError, Said
from app.io.report.measured import log_span
from app.text.in_language import sibling, translated

if TYPE_CHECKING:  # the fleet import uses this module without pandas and the quote model
    import pandas as pd

    from app.io.smi.logdata import LogData
    from app.model.catalog import MeasuredProfile


@dataclass
class GpuProfile:
    """What a log says about one GPU. Energy in Wh, times in seconds, utilization 0..1."""

    gpu: str
    name: str
    samples: int
    power_samples: int
    first: str | None
    last: str | None
    span_s: float | None
    interval_s: float | None
    gaps: list[dict] = field(default_factory=list)
    energy_wh: float | None = None
    mean_power_w: float | None = None
    p95_power_w: float | None = None
    max_power_w: float | None = None
    power_limit_w: float | None = None
    mean_utilization: float | None = None
    fit: m.PowerFit | None = None
    throttle: dict[str, dict] = field(default_factory=dict)
    catalog_id: str | None = None
    catalog_note: str = ""

    def to_dict(self) -> dict:
        return asdict(self)


def _times_s(part: pd.DataFrame, interval_s: float | None) -> tuple[np.ndarray | None, pd.Series | None]:
    ts = part["timestamp"]
    if ts.notna().sum() >= 1:
        timed = part[ts.notna()]
        t0 = timed["timestamp"].iloc[0]
        return (timed["timestamp"] - t0).dt.total_seconds().to_numpy(), timed.index.to_series()
    if interval_s:
        return np.arange(len(part), dtype=float) * interval_s, part.index.to_series()
    return None, None


def profile_gpu(part: pd.DataFrame, gpu: str, name: str, interval_s: float | None = None) -> GpuProfile:
    """Profile of one GPU's rows (``part`` holds a single GPU, in time order)."""
    p = part["power_w"].to_numpy(dtype=float)
    prof = GpuProfile(gpu, name, len(part), int(np.isfinite(p).sum()), None, None, None, None)
    stats = m.power_stats(p)
    if stats:
        prof.mean_power_w, prof.p95_power_w, prof.max_power_w = stats.mean_w, stats.p95_w, stats.max_w
    limits = part["power_limit_w"].dropna()
    if len(limits):
        prof.power_limit_w = float(limits.median())
    u = part["utilization"].to_numpy(dtype=float) if "utilization" in part else np.full(len(part), np.nan)
    if np.isfinite(u).any():
        prof.mean_utilization = float(np.nanmean(u))
    t_s, rows = _times_s(part, interval_s)
    if t_s is not None:
        stamps = part.loc[rows.index, "timestamp"] if part["timestamp"].notna().any() else None
        if stamps is not None:
            prof.first, prof.last = str(stamps.iloc[0]), str(stamps.iloc[-1])
        prof.span_s = float(t_s[-1] - t_s[0]) if len(t_s) else 0.0
        prof.interval_s = m.sampling_interval_s(t_s)
        timed_p = part.loc[rows.index, "power_w"].to_numpy(dtype=float)
        prof.energy_wh = m.energy_wh(t_s, timed_p)
        for i, j in m.unbridged_steps(t_s, timed_p):
            start = str(stamps.iloc[i]) if stamps is not None else f"{t_s[i]:.0f} s"
            prof.gaps.append({"after": start, "line": int(part.loc[rows.index[i], "line"]),
                              "duration_s": float(t_s[j] - t_s[i])})
    prof.fit = m.fit_power_utilization(u, p, prof.power_limit_w)
    for col in [c for c in part.columns if c.startswith("throttle_") and c != "throttle_mask"]:
        count, frac = m.active_fraction(part[col].to_numpy(dtype=float))
        if count:
            prof.throttle[col.removeprefix("throttle_")] = {"samples": count, "fraction": frac}
    return prof


def profile_log(log: LogData, catalog=None, interval_s: float | None = None) -> list[GpuProfile]:
    """One profile per GPU in the log, matched to the catalogue by name where one is given."""
    if log.profiles is not None:  # the reader made them (CodeCarbon)
        for prof in log.profiles:
            match_catalog(prof, prof.name, catalog)
        return list(log.profiles)
    out = []
    for gpu, part in log.samples.groupby("gpu", sort=False):
        name = log.gpus.get(str(gpu), "")
        prof = profile_gpu(part, str(gpu), name, interval_s)
        match_catalog(prof, name, catalog)
        out.append(prof)
    return sorted(out, key=lambda p: (len(p.gpu), p.gpu))


def match_catalog(prof: GpuProfile, name: str, catalog) -> None:
    """Set the profile's catalogue GPU from the log's GPU name, or say why there is none (both
    readers, the exact and the streaming one)."""
    if catalog is None:
        return
    entry = catalog.gpu_by_alias(name) if name else None
    if entry is not None:
        prof.catalog_id = entry.id
    else:
        prof.catalog_note = (
            f"GPU name {name!r} is not in the catalogue: pick the catalogue GPU yourself"
            if name else "the log does not name the GPU: pick the catalogue GPU yourself")


def source_text(path, profiles: list[GpuProfile], lang: str = "en") -> str:
    """File name and date span, e.g. ``gpu.csv, 2023-07-14 10:12 to 2023-07-14 11:40``
    (``lang``: the words in that language, app.io.report.measured)."""
    firsts = [p.first for p in profiles if p.first]
    lasts = [p.last for p in profiles if p.last]
    name = Path(path).name if path else "log"
    return log_span(name, min(firsts) if firsts else None, max(lasts) if lasts else None, lang)


def to_measured_profile(
    profiles: list[GpuProfile],
    path,
    idle_w: float | None = None,
    full_w: float | None = None,
    cooling: str = "air",
) -> MeasuredProfile:
    """Average the GPUs' fitted ends into one MeasuredProfile (same GPU model assumed).

    ``idle_w``/``full_w`` supply an end the log could not measure (e.g. the catalogue's idle_w
    when the log only saw full load); a measured value is never overridden.
    """
    if not profiles:
        raise InputFileError(Said("no GPU profile to turn into a measured profile"))
    idles = [p.fit.idle_w for p in profiles if p.fit and p.fit.idle_w is not None]
    fulls = [p.fit.full_w for p in profiles if p.fit and p.fit.full_w is not None]
    idle = float(np.mean(idles)) if idles else idle_w
    full = float(np.mean(fulls)) if fulls else full_w
    if idle is None or full is None:
        why = "; ".join(f"GPU {p.gpu}: {p.fit.message}" for p in profiles if p.fit)
        if idle is None:
            raise InputFileError(Said(
                "the log does not show the GPU's idle power ({why}). Give the idle power "
                "yourself or log a run with both idle and busy periods.", Path(path).name,
                why=why))
        raise InputFileError(Said(
            "the log does not show the GPU's full power ({why}). Give the full power yourself "
            "or log a run with both idle and busy periods.", Path(path).name, why=why))
    if idle > full:
        raise InputFileError(Said(
            "measured idle {idle} W is above full {full} W; the log does not support a profile",
            Path(path).name, idle=Figure(idle, ".1f"), full=Figure(full, ".1f")))

    def avg(attr):
        vals = [getattr(p, attr) for p in profiles if getattr(p, attr) is not None]
        return float(np.mean(vals)) if vals else None

    from app.model.catalog import MeasuredProfile

    limits = [p.power_limit_w for p in profiles if p.power_limit_w]
    return MeasuredProfile(
        measured_idle_w=idle,
        measured_full_w=full,
        power_limit_w=float(np.median(limits)) if limits else None,
        cooling=cooling,
        source=source_text(path, profiles),
        **{sibling("source", lang): source_text(path, profiles, lang) for lang in translated()},
        gpu_name=next((p.name for p in profiles if p.name), ""),
        gpu_count=len(profiles),
        samples=sum(p.samples for p in profiles),
        span_s=max((p.span_s or 0.0) for p in profiles),
        mean_power_w=avg("mean_power_w"),
        p95_power_w=avg("p95_power_w"),
        max_power_w=max((p.max_power_w for p in profiles if p.max_power_w is not None), default=None),
        mean_utilization=avg("mean_utilization"),
    )
