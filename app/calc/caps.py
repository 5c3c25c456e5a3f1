"""Power caps and power profiles (METHOD §3): what they do to full power and throughput."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

#: Profile presets (NVIDIA's B200 data-center power savings, METHOD §3): id -> (phi, lambda).
PROFILE_PRESETS: dict[str, tuple[float, float]] = {
    "frequency_scaling": (0.90, 0.95),
    "training": (0.99, 0.95),
    "inference": (0.97, 0.92),
}

#: The cap power law is supported for rho >= this; below, results are "extrapolated".
CAP_SUPPORTED_MIN_RATIO = 0.7
DEFAULT_CAP_BETA = 0.23


def cap_range(min_power_limit_w, tdp_w):
    """Allowed cap fractions [min_power_limit_w / tdp_w, 1]."""
    return min_power_limit_w / tdp_w, 1.0


def capped_full_power(uncapped_w, cap, tdp_w):
    """(M2) Full power under a cap kappa (fraction of TDP): min(P_unc, kappa x TDP). [W]"""
    return np.minimum(uncapped_w, cap * tdp_w) if np.ndim(cap) else min(uncapped_w, cap * tdp_w)


def power_ratio(full_w, uncapped_w):
    """rho = P_full / P_unc."""
    return full_w / uncapped_w


def cap_throughput_factor(rho, cap_beta, cap_curve: Sequence[tuple[float, float]] | None = None):
    """phi for a cap: rho ** cap_beta, or a measured cap curve interpolated (and clamped)."""
    if cap_curve:
        value = np.interp(rho, [p[0] for p in cap_curve], [p[1] for p in cap_curve])
        return float(value) if np.ndim(value) == 0 else value
    return rho**cap_beta


def is_extrapolated(rho, cap_curve: Sequence[tuple[float, float]] | None = None):
    """True where rho lies outside the range the cap model is supported on."""
    lowest = cap_curve[0][0] if cap_curve else CAP_SUPPORTED_MIN_RATIO
    return rho < lowest


def gpu_perf_per_watt(peak_tflops, phi, full_w):
    """(M21a) GPU performance per watt, the datasheet ratio. [TFLOPS/W]"""
    return peak_tflops * phi / full_w
