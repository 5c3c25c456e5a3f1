"""Embodied carbon and its payback (METHOD §11.6, M38 and M39).

Hand check (METHOD E5, option A): 4 servers x (2 200 kg platform + 8 x 100 kg GPUs) = 12 000 kg
CO2e at t = 0; the fleet it replaces emits 353 036.61 kg a year against A's 79 665.39, so the
embodied carbon pays back in 12 000 / 273 371.22 = 0.04 years (16 days).
"""

from __future__ import annotations


def embodied_kg(servers, platform_kg, gpus, gpu_kg):
    """(M38) Embodied CO2e of a purchased option: m x (platform_kg + n x gpu_kg); None when
    either figure is not known (never 0). [kg]"""
    if platform_kg is None or gpu_kg is None:
        return None
    return servers * (platform_kg + gpus * gpu_kg)


def carbon_over_horizon(embodied, yearly_co2_kg, years: int):
    """(M38) Embodied + N x CO2 (M20); None when the embodied carbon is not known. [kg]"""
    if embodied is None:
        return None
    return embodied + years * yearly_co2_kg


def carbon_payback(embodied, embodied_baseline, co2_baseline, co2_option):
    """(M39) (embodied - embodied_b) / (CO2_b - CO2_option) years at constant grid intensity.

    Returns (years or None, why). ``why`` is "" with a figure; "not_known" with M38's;
    "never" when the yearly saving is <= 0 < the extra embodied carbon; 0 years when the extra
    embodied carbon is <= 0 < the yearly saving; "no_payback" when neither is positive (METHOD
    is silent there: the option emits no less, up front or a year). [years]
    """
    if embodied is None or embodied_baseline is None:
        return None, "not_known"
    extra = embodied - embodied_baseline
    saving = co2_baseline - co2_option
    if saving > 0:
        return (extra / saving if extra > 0 else 0.0), ""
    return None, ("never" if extra > 0 else "no_payback")
