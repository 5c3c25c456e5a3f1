"""Energy, cost and carbon (METHOD §5, M16-M21)."""

from __future__ import annotations

import numpy as np


def it_energy_kwh(servers, wall_w, hours):
    """(M16) IT energy of the option a year: m x W x H / 1000. [kWh/year]"""
    return servers * wall_w * hours / 1000.0


def effective_pue(site_pue, pue=None, pue_factor=None):
    """PUE of a cooling option: its absolute ``pue``, else ``pue_factor`` x the site's air PUE."""
    return pue if pue is not None else pue_factor * site_pue


def facility_energy_kwh(it_kwh, pue):
    """(M17) Energy at the grid, with the facility's overhead: E_it x PUE. [kWh/year]"""
    return it_kwh * pue


def overhead_energy_kwh(facility_kwh, it_kwh):
    """(M18) Cooling, power distribution, UPS losses and lighting: E - E_it. [kWh/year]"""
    return facility_kwh - it_kwh


def energy_cost_by_year(facility_kwh, price_per_kwh, escalation, years: int):
    """(M19) Energy cost of years 1..N: E x p x (1 + e)^(y - 1). Last axis: years. [money]"""
    growth = (1.0 + np.asarray(escalation, dtype=float))[..., None] ** np.arange(years)
    return (np.asarray(facility_kwh, dtype=float) * price_per_kwh)[..., None] * growth


def carbon_kg(facility_kwh, carbon_kg_per_kwh):
    """(M20) CO2e a year: E x c. [kg/year]"""
    return facility_kwh * carbon_kg_per_kwh


def energy_per_work(facility_kwh, work):
    """(M21) Facility energy per unit of work; inf where no work is done. [kWh/unit]"""
    with np.errstate(divide="ignore", over="ignore", invalid="ignore"):
        return np.divide(facility_kwh, work)
