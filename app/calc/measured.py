"""Measured power of one GPU from its samples (METHOD §7). Pure numpy, no I/O.

Why: the profile that replaces a catalogue GPU's idle/TDP figures must be reproducible and
honest: energy is a trapezoid over the real timestamps that never bridges a gap, and the
power-utilization fit refuses to invent an end it has not seen.

Time arguments are seconds (``t_s``), power watts (``p_w``), utilization a 0..1 fraction.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: A step longer than this many median intervals is a gap (not bridged, reported).
GAP_FACTOR = 5.0
#: The fit needs utilization to span at least this much (5th to 95th percentile).
MIN_U_SPREAD = 0.2
#: With too little spread, the mean power is "full" at or above, "idle" at or below these.
HIGH_U, LOW_U = 0.9, 0.1
NO_RELATION = "no power–utilization relation"


def sampling_interval_s(t_s) -> float | None:
    """Median of the positive steps between samples; None with fewer than two distinct times."""
    steps = np.diff(np.asarray(t_s, dtype=float))
    steps = steps[np.isfinite(steps) & (steps > 0)]
    return float(np.median(steps)) if steps.size else None


def gap_mask(t_s, interval_s: float | None, factor: float = GAP_FACTOR) -> np.ndarray:
    """Boolean per step (length n-1): True where the step is longer than factor x interval."""
    steps = np.diff(np.asarray(t_s, dtype=float))
    if interval_s is None:
        return np.zeros(steps.shape, dtype=bool)
    # a relative tolerance: times in float seconds carry rounding noise (0.045000000000000005 s),
    # and a step of exactly factor x interval is not longer than it
    return steps > factor * interval_s * (1 + 1e-9)


def energy_wh(t_s, p_w, factor: float = GAP_FACTOR) -> float:
    """Trapezoid integral of power over time between the samples with a power reading. [Wh]

    The gap rule (METHOD §7) measures steps against the log's rhythm, the median step of all
    timestamps: a missing reading ([N/A], nan) inside that rhythm is bridged by its neighbours,
    and only a step between readings longer than ``factor`` x the interval is left out.
    """
    t, p, bridged = _readings(t_s, p_w, factor)
    if t.size < 2:
        return 0.0
    joules = np.sum(np.where(bridged, 0.5 * (p[:-1] + p[1:]) * np.diff(t), 0.0))
    return float(joules / 3600.0)


def unbridged_steps(t_s, p_w, factor: float = GAP_FACTOR) -> list[tuple[int, int]]:
    """(index before, index after) into ``t_s`` of every step between readings that
    ``energy_wh`` leaves out: the gaps to report."""
    t = np.asarray(t_s, dtype=float)
    idx = np.flatnonzero(np.isfinite(np.asarray(p_w, dtype=float)) & np.isfinite(t))
    _, _, bridged = _readings(t_s, p_w, factor)
    return [(int(idx[i]), int(idx[i + 1])) for i in np.flatnonzero(~bridged)]


def _readings(t_s, p_w, factor):
    """Times and powers of the samples with both, and per step between them whether it is
    bridged (not longer than factor x the median step of all of ``t_s``)."""
    t = np.asarray(t_s, dtype=float)
    p = np.asarray(p_w, dtype=float)
    interval = sampling_interval_s(t)
    ok = np.isfinite(t) & np.isfinite(p)
    t, p = t[ok], p[ok]
    bridged = ~gap_mask(t, interval, factor) & np.isfinite(np.diff(t))
    return t, p, bridged


@dataclass(frozen=True)
class PowerStats:
    mean_w: float
    p95_w: float
    max_w: float


def power_stats(p_w) -> PowerStats | None:
    """Mean, 95th percentile and maximum of the finite power samples; None if there are none."""
    p = np.asarray(p_w, dtype=float)
    p = p[np.isfinite(p)]
    if not p.size:
        return None
    return PowerStats(float(p.mean()), float(np.percentile(p, 95)), float(p.max()))


@dataclass(frozen=True)
class PowerFit:
    """Result of fitting P = a + b u. ``status``: fit, narrow, rejected or insufficient."""

    status: str
    message: str
    n: int
    a_w: float | None = None
    b_w: float | None = None
    r2: float | None = None
    idle_w: float | None = None
    full_w: float | None = None
    mean_u: float | None = None
    mean_power_w: float | None = None


def fit_power_utilization(u, p_w, limit_w: float | None = None) -> PowerFit:
    """Least squares P = a + b u over samples with both values (METHOD §7).

    idle = a and full = a + b, each clamped to [0, limit]. Too little spread in u: only the mean
    power at that utilization (as full when u >= 0.9, as idle when u <= 0.1). b < 0: rejected.
    """
    u = np.asarray(u, dtype=float)
    p = np.asarray(p_w, dtype=float)
    ok = np.isfinite(u) & np.isfinite(p)
    u, p = u[ok], p[ok]
    n = int(u.size)
    if n < 3:
        return PowerFit("insufficient", f"only {n} samples with both power and utilization", n)
    mean_u, mean_p = float(u.mean()), float(p.mean())
    spread = float(np.percentile(u, 95) - np.percentile(u, 5))
    if spread < MIN_U_SPREAD:
        return _narrow(n, mean_u, mean_p, spread, limit_w)
    # the least-squares line from centred sums, as fit_from_moments does for a streamed log:
    # no polyfit warnings (poorly conditioned, overflow) for the absurd samples of a damaged
    # log, which give inf or nan here and are judged by _line
    with np.errstate(all="ignore"):
        du = u - mean_u
        b = np.dot(du, p - mean_p) / np.dot(du, du)
        a = mean_p - b * mean_u
        resid = p - (a + b * u)
        ss_tot = float(np.sum((p - mean_p) ** 2))
        r2 = 1.0 - float(np.sum(resid**2)) / ss_tot if ss_tot > 0 else float("nan")
    return _line(n, float(a), float(b), r2, mean_u, mean_p, limit_w)


def fit_from_moments(n: int, mean_u: float, mean_p: float, s_uu: float, s_up: float, s_pp: float,
                     spread_u: float, limit_w: float | None = None) -> PowerFit:
    """The same fit from running sums: centred sums of squares/products and the 5-95 % spread.

    Why: a streamed log never holds all samples; least squares needs only these moments.
    """
    if n < 3:
        return PowerFit("insufficient", f"only {n} samples with both power and utilization", n)
    if spread_u < MIN_U_SPREAD or s_uu <= 0:
        return _narrow(n, mean_u, mean_p, spread_u, limit_w)
    b = s_up / s_uu
    a = mean_p - b * mean_u
    r2 = b * s_up / s_pp if s_pp > 0 else float("nan")
    return _line(n, a, b, r2, mean_u, mean_p, limit_w)


def _hi(limit_w):
    return limit_w if limit_w is not None and np.isfinite(limit_w) else np.inf


def _narrow(n, mean_u, mean_p, spread, limit_w) -> PowerFit:
    hi = _hi(limit_w)
    idle = min(mean_p, hi) if mean_u <= LOW_U else None
    full = min(mean_p, hi) if mean_u >= HIGH_U else None
    msg = (
        f"utilization spans only {spread:.0%} (mean {mean_u:.0%}): mean power "
        f"{mean_p:.1f} W at that utilization; the other end is not extrapolated"
    )
    return PowerFit("narrow", msg, n, idle_w=idle, full_w=full, mean_u=mean_u, mean_power_w=mean_p)


def _line(n, a, b, r2, mean_u, mean_p, limit_w) -> PowerFit:
    if b < -1e-9 * max(1.0, abs(a)):
        return PowerFit("rejected", NO_RELATION, n, float(a), float(b), r2, mean_u=mean_u,
                        mean_power_w=mean_p)
    b = max(b, 0.0)
    hi = _hi(limit_w)
    idle = float(np.clip(a, 0.0, hi))
    full = float(np.clip(a + b, 0.0, hi))
    msg = f"P = {a:.1f} W + {b:.1f} W x u (R² {r2:.2f}, {n} samples)"
    return PowerFit("fit", msg, n, float(a), float(b), r2, idle, full, mean_u, mean_p)


def active_fraction(flags) -> tuple[int, float]:
    """(samples with the flag active, fraction of the samples where the flag is known)."""
    f = np.asarray(flags, dtype=float)
    known = f[np.isfinite(f)]
    if not known.size:
        return 0, 0.0
    active = int(np.sum(known > 0.5))
    return active, active / known.size
