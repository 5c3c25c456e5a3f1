"""PromQL for the fleet import: metric discovery and the per-GPU aggregates over a window.

Why: the server holds millions of samples; these expressions make it return one number per GPU
(``increase``, ``avg_over_time``, ``quantile_over_time`` ...) and a coarse step curve, so that
the import costs the same for a month as for a week. Pure text, no I/O; ``fleet`` runs them.

Range selectors in Prometheus 2.x include both ends, so the step selectors are 1 ms shorter
than the step: a sample on a step boundary then counts in one step only.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from app.errors import Said
from app.io.smi.variables import THROTTLE_BITS
from app.io.telemetry.client import TelemetryError

POWER = "DCGM_FI_DEV_POWER_USAGE"  # W
UTIL = "DCGM_FI_DEV_GPU_UTIL"  # %
ENERGY = ("DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION_total")  # mJ
LIMIT = ("DCGM_FI_DEV_POWER_MGMT_LIMIT", "DCGM_FI_DEV_ENFORCED_POWER_LIMIT")  # W
THROTTLE = ("DCGM_FI_DEV_CLOCKS_EVENT_REASONS", "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS")  # bitmask
#: The labels dcgm-exporter puts on every GPU's series, and the ones that tell GPUs apart.
NAMING_LABELS = ("gpu", "UUID", "modelName", "Hostname")
KEY_LABELS = ("Hostname", "instance", "gpu", "UUID")
#: The throttle reasons worth a line in the report (the bits of ``THROTTLE_BITS``).
THROTTLE_REPORTED = ("sw_power_cap", "hw_slowdown", "sw_thermal_slowdown",
                     "hw_thermal_slowdown", "hw_power_brake_slowdown")
#: The load curve's step: 5 to 15 minutes, about this many steps over the window.
MIN_STEP_S, MAX_STEP_S, TARGET_STEPS = 300, 900, 4032
#: Points per request of a range query (the server refuses more than 11 000 per series).
CHUNK_POINTS = 1000
_MATCH_RE = re.compile(r"^\{\s*(.*?)\s*\}$", re.S)


def match_inner(match: str | None) -> str:
    """``'{cluster="a"}'`` -> ``'cluster="a"'`` (the server checks the matchers themselves)."""
    text = (match or "").strip()
    if not text:
        return ""
    found = _MATCH_RE.match(text)
    if not found or "\n" in text:
        raise TelemetryError(Said("label filter {text}: give label matchers in braces, e.g. "
                                  "'{{cluster=\"a\"}}'", text=repr(text)))
    return found.group(1).rstrip(",")


def selector(metric: str, inner: str) -> str:
    return f"{metric}{{{inner}}}" if inner else metric


def step_for(window_s: float) -> int:
    """A whole-minute step of 5 to 15 minutes giving about ``TARGET_STEPS`` steps."""
    step = math.ceil(window_s / TARGET_STEPS / 60.0) * 60
    return int(min(MAX_STEP_S, max(MIN_STEP_S, step)))


def _range(seconds: float) -> str:
    return f"{int(round(seconds * 1000))}ms"


@dataclass(frozen=True)
class Metrics:
    """The DCGM metrics found in the window (names as stored)."""

    power: str
    util: str | None = None
    energy: str | None = None
    limit: str | None = None
    throttle: str | None = None
    found: tuple[str, ...] = field(default_factory=tuple)

    def used(self) -> list[str]:
        return [m for m in (self.power, self.util, self.energy, self.limit, self.throttle) if m]


def discovery_match(inner: str) -> str:
    return "{" + ", ".join(['__name__=~"DCGM_FI_DEV_.*"'] + ([inner] if inner else [])) + "}"


def pick_metrics(names: list[str], where: str) -> Metrics:
    """Which DCGM metrics to use; refuses a window without the power metric."""
    have = set(names)
    if POWER not in have:
        seen = ", ".join(sorted(have)[:6]) or Said("none")
        raise TelemetryError(Said("no {metric} in the window (DCGM metrics found: {seen}); check "
                                  "the window, the label filter and that dcgm-exporter exports "
                                  "power", where, metric=POWER, seen=seen))
    first = lambda options: next((m for m in options if m in have), None)  # noqa: E731
    return Metrics(power=POWER, util=UTIL if UTIL in have else None, energy=first(ENERGY),
                   limit=first(LIMIT), throttle=first(THROTTLE), found=tuple(sorted(have)))


def instant_queries(metrics: Metrics, inner: str, window_s: float) -> dict[str, str]:
    """{name: PromQL} evaluated once at the window's end. No subqueries: Prometheus evaluates
    those step by step, many times slower than a range query."""
    w = _range(window_s)
    p = selector(metrics.power, inner)
    out = {
        "p_avg": f"avg_over_time({p}[{w}])",
        "p_q95": f"quantile_over_time(0.95, {p}[{w}])",
        "p_max": f"max_over_time({p}[{w}])",
        "p_count": f"count_over_time({p}[{w}])",
    }
    if metrics.util:
        out["u_avg"] = f"avg_over_time({selector(metrics.util, inner)}[{w}])"
    if metrics.energy:
        e = selector(metrics.energy, inner)
        out["e_inc"] = f"increase({e}[{w}])"
        out["e_resets"] = f"resets({e}[{w}])"
    if metrics.limit:
        out["limit"] = f"quantile_over_time(0.5, {selector(metrics.limit, inner)}[{w}])"
    return out


def range_queries(metrics: Metrics, inner: str, step_s: int) -> dict[str, str]:
    """{name: PromQL} evaluated at every step: the step averages (load curve, P(u) fit), the
    samples per step (sampling interval, gaps) and, sparse, the steps at which a throttle
    reason is active (a GPU that never throttles returns nothing)."""
    s = _range(step_s - 0.001)
    p = selector(metrics.power, inner)
    out = {"p_steps": f"avg_over_time({p}[{s}])", "c_steps": f"count_over_time({p}[{s}])"}
    if metrics.util:
        out["u_steps"] = f"avg_over_time({selector(metrics.util, inner)}[{s}])"
    if metrics.throttle:
        t = selector(metrics.throttle, inner)
        out["throttle"] = " or ".join(
            f'label_replace(floor({t} / {THROTTLE_BITS[r]}) % 2 == 1, "reason", "{r}", "", "")'
            for r in THROTTLE_REPORTED)
    return out


def chunks(start: float, end: float, step_s: int, points: int = CHUNK_POINTS):
    """(first, last) evaluation times covering start+step .. end in pieces of ``points``."""
    first = start + step_s
    while first <= end + 1e-6:
        last = min(end, first + (points - 1) * step_s)
        yield first, last
        first = last + step_s
