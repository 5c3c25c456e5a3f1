"""Power of one server (METHOD §2, M1-M12). Inputs may be floats or numpy arrays."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

BTU_PER_WH = 3.412142


def per_gpu_throughput(perf, phi):
    """(M1) Throughput of one GPU at 100 % busy after a cap or profile. [units/s]"""
    return perf * phi


def gpu_average_power(idle_w, full_w, utilization):
    """(M3) Average board power of one GPU at utilization u (0..1). [W]"""
    return idle_w + (full_w - idle_w) * utilization


def platform_power(idle_w, max_w, utilization):
    """(M4) Average power of everything but the GPUs. [W]"""
    return idle_w + (max_w - idle_w) * utilization


def server_dc_load(gpus, gpu_w, platform_w, it_power_factor, lam):
    """(M5) Server DC load: GPUs and platform, times the cooling's fan factor and lambda. [W]"""
    return (gpus * gpu_w + platform_w) * it_power_factor * lam


def carrying_psus(count, spares, sharing: str):
    """PSUs that carry the load in (M6): all of them (active sharing) or ``count - spares``."""
    return count - spares if sharing == "hot_spare" else count


def psu_load_fraction(load_w, carrying, rating_w):
    """(M6) Load per PSU as a fraction of its rating. [0..1]"""
    return load_w / (carrying * rating_w)


def psu_efficiency(load_fraction, curve: Sequence[tuple[float, float]]):
    """(M7) PSU efficiency: piecewise linear between the curve's points, clamped at both ends."""
    loads = [p[0] for p in curve]
    effs = [p[1] for p in curve]
    value = np.interp(load_fraction, loads, effs)
    return float(value) if np.ndim(value) == 0 else value


def wall_power(load_w, efficiency):
    """(M8) Server power at the wall (mean-load approximation). [W]"""
    return load_w / efficiency


def peak_dc_load(gpus, full_w, platform_max_w, it_power_factor, lam):
    """(M9) Server DC load with every GPU at full power. [W]"""
    return (gpus * full_w + platform_max_w) * it_power_factor * lam


def psu_capacity_w(count, spares, rating_w):
    """(M10) What the PSUs can carry with the spares out: (k - s) x rating. [W]"""
    return (count - spares) * rating_w


def peak_wall_power(peak_load_w, carrying, rating_w, curve):
    """(M11) Peak wall power: peak DC load over the efficiency at that load. [W]"""
    return peak_load_w / psu_efficiency(psu_load_fraction(peak_load_w, carrying, rating_w), curve)


def heat_btu_h(wall_w):
    """(M12) Heat output of a server drawing ``wall_w``. [BTU/h]"""
    return wall_w * BTU_PER_WH
