"""Running sums of one GPU over the batches of a streaming import (app.io.smi.fast): energy by
trapezoid with the last sample carried across batches, sums for the means and the least-squares
fit, histograms for exact percentiles and a min/max-per-bucket series; ``finish`` turns them into
the same ``GpuProfile`` the line-by-line reader gives."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from app.calc import measured as m
from app.io.smi.arrow_columns import Fallback
from app.io.smi.profile import GpuProfile


class Hist:
    """Counts of non-negative integers (grows as needed)."""

    def __init__(self):
        self.counts = np.zeros(0, dtype=np.int64)

    def add(self, idx: np.ndarray):
        if not idx.size:
            return
        c = np.bincount(idx)
        if c.size > self.counts.size:
            c[: self.counts.size] += self.counts
            self.counts = c
        else:
            self.counts[: c.size] += c

    @property
    def n(self) -> int:
        return int(self.counts.sum())

    def order_stat(self, k: int) -> int:
        """The k-th smallest (0-based) value."""
        return int(np.searchsorted(np.cumsum(self.counts), k, side="right"))

    def percentile(self, q: float, scale: float) -> float:
        """numpy's default (linear) percentile of the values / scale."""
        n = self.n
        pos = q / 100.0 * (n - 1)
        lo = math.floor(pos)
        a = self.order_stat(lo) / scale
        b = self.order_stat(min(lo + 1, n - 1)) / scale
        t = pos - lo
        return float(a + (b - a) * t) if t < 0.5 else float(b - (b - a) * (1 - t))


@dataclass
class GpuSums:
    """Running state of one GPU."""

    key: str
    name: str = ""
    rows: int = 0
    power_n: int = 0
    p_sum: float = 0.0
    p_max: float = -math.inf
    p_hist: Hist = field(default_factory=Hist)
    p_exact: bool = True
    limits: dict = field(default_factory=dict)
    u_n: int = 0
    u_sum: float = 0.0
    # fit sums over samples with both values, shifted by (u0, p0) for accuracy
    f_n: int = 0
    f_shift: tuple | None = None
    f_su: float = 0.0
    f_sp: float = 0.0
    f_suu: float = 0.0
    f_sup: float = 0.0
    f_spp: float = 0.0
    fu_hist: Hist = field(default_factory=Hist)
    first_ms: int | None = None
    last_ms: int | None = None
    last_p: float = math.nan
    last_row: int = -1
    steps: dict = field(default_factory=dict)  # step ms between rows -> count (the rhythm)
    e_steps: dict = field(default_factory=dict)  # step ms between power readings -> joules
    pw_ms: int | None = None  # the last sample with a power reading: time, power, row
    pw_p: float = math.nan
    pw_row: int = -1
    gap_cands: list = field(default_factory=list)  # (step ms, time before, row before)
    throttle: dict = field(default_factory=dict)  # reason -> [active, known]
    s_width: int = 1000
    s_keys: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    s_min: np.ndarray = field(default_factory=lambda: np.zeros(0))
    s_max: np.ndarray = field(default_factory=lambda: np.zeros(0))
    s_usum: np.ndarray = field(default_factory=lambda: np.zeros(0))  # utilization per bucket:
    s_un: np.ndarray = field(default_factory=lambda: np.zeros(0))    # sum and count, for the mean



def update(acc: GpuSums, t, p, lim, u, thr, rows, gap_est, buckets):
    if acc.last_ms is not None and t[0] < acc.last_ms or (t.size > 1 and (np.diff(t) < 0).any()):
        raise Fallback("time goes backwards")
    acc.rows += t.size
    fin = np.isfinite(p)
    if fin.any():
        pf = p[fin]
        if (pf < 0).any():
            raise Fallback("negative power")
        acc.power_n += int(pf.size)
        acc.p_sum += float(pf.sum())
        acc.p_max = max(acc.p_max, float(pf.max()))
        q = np.rint(pf * 100.0)
        if acc.p_exact and np.abs(q - pf * 100.0).max() > 1e-6:
            acc.p_exact = False
        acc.p_hist.add(q.astype(np.int64))
    lf = lim[np.isfinite(lim)]
    if lf.size:
        vals, counts = np.unique(lf, return_counts=True)
        for v, c in zip(vals.tolist(), counts.tolist()):
            acc.limits[v] = acc.limits.get(v, 0) + c
    if u is not None:
        uf = np.isfinite(u)
        acc.u_n += int(uf.sum())
        acc.u_sum += float(u[uf].sum())
        both = uf & fin
        if both.any():
            ub, pb = u[both], p[both]
            if acc.f_shift is None:
                acc.f_shift = (float(ub[0]), float(pb[0]))
            du, dp = ub - acc.f_shift[0], pb - acc.f_shift[1]
            acc.f_n += int(ub.size)
            acc.f_su += float(du.sum())
            acc.f_sp += float(dp.sum())
            acc.f_suu += float(du @ du)
            acc.f_sup += float(du @ dp)
            acc.f_spp += float(dp @ dp)
            acc.fu_hist.add(np.rint(np.clip(ub, 0, None) * 10000.0).astype(np.int64))
    for reason, f in thr.items():
        known = np.isfinite(f)
        a = acc.throttle.setdefault(reason, [0, 0])
        a[0] += int((f[known] > 0.5).sum())
        a[1] += int(known.sum())
    # the rhythm: steps between rows, the previous batch's last row in front
    tt = np.concatenate(([acc.last_ms], t)) if acc.last_ms is not None else t
    if acc.last_ms is None:
        acc.first_ms = int(t[0])
    if tt.size > 1:
        vals, cnt = np.unique(np.diff(tt), return_counts=True)
        for v, c in zip(vals.tolist(), cnt.tolist()):
            acc.steps[v] = acc.steps.get(v, 0) + c
    # energy: steps between power readings (a missing one is bridged; METHOD §7), the previous
    # batch's last reading in front
    if fin.any():
        tp, pp, rp = t[fin], p[fin], rows[fin]
        if acc.pw_ms is not None:
            tp = np.concatenate(([acc.pw_ms], tp))
            pp = np.concatenate(([acc.pw_p], pp))
            rp = np.concatenate(([acc.pw_row], rp))
        if tp.size > 1:
            steps = np.diff(tp)
            joules = 0.5 * (pp[:-1] + pp[1:]) * (steps / 1000.0)
            vals, inv = np.unique(steps, return_inverse=True)
            for v, j in zip(vals.tolist(), np.bincount(inv, weights=joules).tolist()):
                acc.e_steps[v] = acc.e_steps.get(v, 0.0) + j
            cut = gap_est if gap_est is not None else 0  # no estimate yet: keep every step
            for i in np.flatnonzero(steps > cut):
                acc.gap_cands.append((int(steps[i]), int(tp[i]), int(rp[i])))
        acc.pw_ms, acc.pw_p, acc.pw_row = int(tp[-1]), float(pp[-1]), int(rp[-1])
    acc.last_ms, acc.last_p, acc.last_row = int(t[-1]), float(p[-1]), int(rows[-1])
    add_series(acc, t, p, u, buckets)


def add_series(acc: GpuSums, t, p, u, buckets):
    """Power min/max and mean utilization per time bucket, over the samples with a power
    value; the buckets double in width whenever there are more than ``2 * buckets``."""
    fin = np.isfinite(p)
    if not fin.any():
        return
    t, p = t[fin], p[fin]
    u = np.full(t.size, np.nan) if u is None else u[fin]
    known = np.isfinite(u)
    k = (t - acc.first_ms) // acc.s_width
    starts = np.flatnonzero(np.r_[True, k[1:] != k[:-1]])
    keys, mins, maxs = k[starts], np.minimum.reduceat(p, starts), np.maximum.reduceat(p, starts)
    usum = np.add.reduceat(np.where(known, u, 0.0), starts)
    un = np.add.reduceat(known.astype(float), starts)
    if acc.s_keys.size and acc.s_keys[-1] == keys[0]:
        acc.s_min[-1] = min(acc.s_min[-1], mins[0])
        acc.s_max[-1] = max(acc.s_max[-1], maxs[0])
        acc.s_usum[-1] += usum[0]
        acc.s_un[-1] += un[0]
        keys, mins, maxs, usum, un = keys[1:], mins[1:], maxs[1:], usum[1:], un[1:]
    acc.s_keys = np.concatenate((acc.s_keys, keys))
    acc.s_min = np.concatenate((acc.s_min, mins))
    acc.s_max = np.concatenate((acc.s_max, maxs))
    acc.s_usum = np.concatenate((acc.s_usum, usum))
    acc.s_un = np.concatenate((acc.s_un, un))
    while acc.s_keys.size > 2 * buckets:
        factor = 2
        while acc.s_keys[-1] // factor - acc.s_keys[0] // factor >= 2 * buckets:
            factor *= 2
        k = acc.s_keys // factor
        starts = np.flatnonzero(np.r_[True, k[1:] != k[:-1]])
        acc.s_keys = k[starts]
        acc.s_min = np.minimum.reduceat(acc.s_min, starts)
        acc.s_max = np.maximum.reduceat(acc.s_max, starts)
        acc.s_usum = np.add.reduceat(acc.s_usum, starts)
        acc.s_un = np.add.reduceat(acc.s_un, starts)
        acc.s_width *= factor


def series(acc: GpuSums) -> dict:
    """The chart series of one GPU (JSON-ready): bucket start times, power min/max, and mean
    utilization (a fraction; None in a bucket without it, or None for a log without it)."""
    util = None
    if acc.s_un.any():
        with np.errstate(invalid="ignore", divide="ignore"):
            mean = acc.s_usum / acc.s_un
        util = [None if n == 0 else float(v) for v, n in zip(mean, acc.s_un)]
    return {"t0": stamp(acc.first_ms), "bucket_s": acc.s_width / 1000.0,
            "t_s": ((acc.s_keys * acc.s_width) / 1000.0).tolist(),
            "min_w": acc.s_min.tolist(), "max_w": acc.s_max.tolist(), "utilization": util}


def stamp(ms: int | None) -> str | None:
    return None if ms is None else str(pd.Timestamp(ms, unit="ms"))


def median_from_counts(counts: dict) -> float | None:
    items = sorted((k, c) for k, c in counts.items())
    n = sum(c for _, c in items)
    if not n:
        return None
    cum = np.cumsum([c for _, c in items])
    vals = [k for k, _ in items]
    lo = vals[int(np.searchsorted(cum, (n - 1) // 2, side="right"))]
    hi = vals[int(np.searchsorted(cum, n // 2, side="right"))]
    return (lo + hi) / 2


def finish(acc: GpuSums, gap_est) -> GpuProfile:
    prof = GpuProfile(acc.key, acc.name, acc.rows, acc.power_n, stamp(acc.first_ms),
                      stamp(acc.last_ms), None, None)
    if acc.power_n:
        prof.mean_power_w = acc.p_sum / acc.power_n
        prof.max_power_w = acc.p_max
        prof.p95_power_w = acc.p_hist.percentile(95, 100.0)
    if acc.limits:
        prof.power_limit_w = float(median_from_counts(acc.limits))
    if acc.u_n:
        prof.mean_utilization = acc.u_sum / acc.u_n
    prof.span_s = (acc.last_ms - acc.first_ms) / 1000.0
    positive = {k: c for k, c in acc.steps.items() if k > 0}
    med = median_from_counts(positive)
    prof.interval_s = None if med is None else med / 1000.0
    limit = None if med is None else m.GAP_FACTOR * med
    if limit is not None and gap_est is not None and limit < gap_est:
        raise Fallback("gap threshold below the first batch's estimate")
    joules = sum(j for k, j in acc.e_steps.items() if limit is None or k <= limit)
    prof.energy_wh = joules / 3600.0
    if limit is not None:
        for step, before, row in acc.gap_cands:
            if step > limit:
                prof.gaps.append({"after": stamp(before), "line": row + 2,
                                  "duration_s": step / 1000.0})
    prof.fit = fit(acc, prof.power_limit_w)
    for reason, (active, known) in acc.throttle.items():
        if active:
            prof.throttle[reason] = {"samples": active, "fraction": active / known}
    return prof


def fit(acc: GpuSums, limit_w) -> m.PowerFit:
    n = acc.f_n
    if n < 3:
        return m.PowerFit("insufficient", f"only {n} samples with both power and utilization", n)
    u0, p0 = acc.f_shift
    mu, mp = acc.f_su / n, acc.f_sp / n
    mean_u, mean_p = mu + u0, mp + p0
    suu = acc.f_suu - n * mu * mu
    sup = acc.f_sup - n * mu * mp
    spp = acc.f_spp - n * mp * mp
    spread = acc.fu_hist.percentile(95, 10000.0) - acc.fu_hist.percentile(5, 10000.0)
    return m.fit_from_moments(n, mean_u, mean_p, suu, sup, spp, spread, limit_w)
