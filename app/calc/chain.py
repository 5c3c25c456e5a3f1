"""The METHOD chain for one option, M1 to M25, on floats or on numpy arrays alike.

``evaluate`` calls it once per option with floats; ``sweep`` calls it once with arrays for
thousands of variants. Keeping one chain means the sweep can never disagree with the quote.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from app.calc import (
    allowances,
    bill,
    caps,
    energy,
    finance,
    maintenance,
    money,
    power,
    rental,
    sizing,
    tariff,
)
from app.calc.chain_terms import (
    BillTerms,
    FinancingTerms,
    ProfileTerms,
    RentalTerms,
    TariffTerms,
)
from app.model.allowance import Allowance

Num = Any  # float or numpy array


@dataclass(frozen=True)
class ChainInputs:
    """Everything the chain needs, resolved from the quote and its catalogue snapshot."""

    gpus: int
    perf: float
    idle_w: float
    uncapped_w: float
    tdp_w: float
    cap: Num | None
    cap_beta: float
    cap_curve: Sequence[tuple[float, float]] | None
    profile: ProfileTerms | None
    platform_idle_w: float
    platform_max_w: float
    it_power_factor: float
    psu_count: int
    psu_spares: int
    psu_sharing: str
    psu_rating_w: float
    psu_curve: Sequence[tuple[float, float]]
    pue: Num
    hours: float
    years: int
    price_per_kwh: Num
    escalation: float
    discount_rate: float
    carbon_kg_per_kwh: float
    base_price: float
    gpu_price: float
    list_base_price: float
    list_gpu_price: float
    cooling_capex: float
    list_cooling_capex: float
    installation: float
    maintenance_per_year: float | None
    maintenance_rate: float | None
    licence_per_gpu_year: float
    colocation_per_kw_year: float
    demand: float | None = None
    u_max: float = 0.8
    fleet_servers: int | None = None
    fleet_utilization: float | None = None
    min_servers: Num = 1
    redundancy: Num = 0
    capex_override: float | None = None
    #: (M22) the extra bill-of-materials lines that count: per server (e_s), per option (e_o);
    #: quoted amounts, so not in K_list, and left out of the residual value like installation
    extras_per_server: float = 0.0
    extras_per_option: float = 0.0
    #: a day/night tariff (prices, night hours a day, flexible share, carbon of each period)
    tariff: TariffTerms | None = None
    #: s_m: the night share of a measured load's energy (app.calc.tariff); None: even spread
    measured_night_share: float | None = None
    #: (M33) True when uncapped_w is the GPU's published busy power, not TDP or a measurement
    busy_basis: bool = False
    #: (M19a-c) the bill: energy price, tax bands, tax escalation, site kWh, capacity price
    bill: BillTerms | None = None
    #: (M35) share of K (less installation) left at the horizon, or an amount (the baseline's)
    residual_fraction: float = 0.0
    residual_amount: float | None = None
    #: (M36) financed share, yearly rate, months
    financing: FinancingTerms | None = None
    #: (M37) billing, price per GPU-hour, its escalation, fixed a year, migration, upfront fee
    rental: RentalTerms | None = None
    #: (M41) the server row's support rate on K_list after the warranty (None: no support
    #: price; the baseline and a rental pass None) and the warranty in whole years
    support_rate: float | None = None
    warranty_years: int = 0
    #: (M42) the allowances the user confirmed for the option, the profit tax rate tau and the
    #: business's other investments of the year K_other
    allowances: tuple[Allowance, ...] = ()
    profit_tax_rate: float = 0.0
    other_investments: float = 0.0


@dataclass(frozen=True)
class Chain:
    """The chain's figures; names and units as in ``OptionResult``."""

    gpu_full_w: Num
    cap_ratio: Num
    phi: Num
    lam: Num
    throughput_per_gpu: Num
    servers: Num
    utilization: Num
    gpu_w: Num
    platform_w: Num
    dc_w: Num
    psu_load: Num
    psu_efficiency: Num
    wall_w: Num
    dc_peak_w: Num
    psu_peak_load: Num
    psu_peak_efficiency: Num
    wall_peak_w: Num
    work_per_year: Num
    annual_kwh_it: Num
    annual_kwh_total: Num
    annual_kwh_overhead: Num
    energy_cost_by_year: Num
    annual_co2_kg: Num
    capex: Num
    capex_list: Num
    maintenance_per_year: Num
    opex_by_year: Num
    tco: Num
    kwh_per_work: Num
    tco_per_work: Num
    price_per_kwh: Num
    carbon_kg_per_kwh: Num
    night_energy_share: Num
    energy_tax_by_year: Num = None
    capacity_charge_by_year: Num = None
    capex_upfront: Num = None
    monthly_payment: Num = None
    financing_by_year: Num = None
    residual_value: Num = 0.0
    gpu_hours_per_year: Num = None
    maintenance_by_year: Num = None
    allowance_benefit: Num = 0.0


def full_power_and_factors(inp: ChainInputs):
    """(M2) and §3: full GPU power, rho, phi and lambda from the cap or the profile."""
    if inp.profile is not None:
        return inp.uncapped_w, 1.0, inp.profile.phi, inp.profile.lam
    if inp.cap is None:
        return inp.uncapped_w, 1.0, 1.0, 1.0
    full_w = caps.capped_full_power(inp.uncapped_w, inp.cap, inp.tdp_w)
    rho = caps.power_ratio(full_w, inp.uncapped_w)
    return full_w, rho, caps.cap_throughput_factor(rho, inp.cap_beta, inp.cap_curve), 1.0


def peak_gpu_power(inp: ChainInputs, full_w):
    """P_max of M9: P_full, or with busy power (M33) the power limit in force, min(TDP, kappa TDP).

    busy_w is a mean; the PSUs, the budget and peak charges must carry what the board may draw.
    """
    if not inp.busy_basis:
        return full_w
    if inp.cap is None or inp.profile is not None:
        return inp.tdp_w
    return inp.tdp_w * np.minimum(1.0, inp.cap)


def servers_and_utilization(inp: ChainInputs, throughput):
    """Fleet mode: the given m and u. Sizing mode: (M13), (M13a) and (M14) from the demand."""
    if inp.fleet_servers is not None:
        return float(inp.fleet_servers), inp.fleet_utilization
    m = sizing.servers_with_redundancy(
        sizing.servers_needed(inp.demand, inp.gpus, throughput, inp.u_max),
        inp.min_servers, inp.redundancy)
    return m, sizing.sizing_utilization(inp.demand, m, inp.gpus, throughput)


def run_chain(inp: ChainInputs) -> Chain:
    """M1-M25 for one option (per server power, whole-option energy and money)."""
    full_w, rho, phi, lam = full_power_and_factors(inp)
    throughput = power.per_gpu_throughput(inp.perf, phi)
    m, u = servers_and_utilization(inp, throughput)
    gpu_w = power.gpu_average_power(inp.idle_w, full_w, u)
    plat_w = power.platform_power(inp.platform_idle_w, inp.platform_max_w, u)
    dc_w = power.server_dc_load(inp.gpus, gpu_w, plat_w, inp.it_power_factor, lam)
    carrying = power.carrying_psus(inp.psu_count, inp.psu_spares, inp.psu_sharing)
    load = power.psu_load_fraction(dc_w, carrying, inp.psu_rating_w)
    eta = power.psu_efficiency(load, inp.psu_curve)
    wall_w = power.wall_power(dc_w, eta)
    peak_w = power.peak_dc_load(inp.gpus, peak_gpu_power(inp, full_w), inp.platform_max_w,
                                inp.it_power_factor, lam)
    peak_load = power.psu_load_fraction(peak_w, carrying, inp.psu_rating_w)  # M6 at the peak
    peak_eta = power.psu_efficiency(peak_load, inp.psu_curve)                # M7 at the peak
    wall_peak_w = power.peak_wall_power(peak_w, carrying, inp.psu_rating_w, inp.psu_curve)
    work = sizing.work_per_year(m, inp.gpus, throughput, u, inp.hours)
    kwh_it = energy.it_energy_kwh(m, wall_w, inp.hours)
    kwh = energy.facility_energy_kwh(kwh_it, inp.pue)
    price, carbon, night = inp.price_per_kwh, inp.carbon_kg_per_kwh, None
    if inp.tariff is not None:
        price, carbon, night = tariff_price_and_carbon(inp, u, lam, wall_w, carrying)
    cost, tax_y, cap_y = _energy_cost(inp, kwh, price, m, wall_peak_w)
    k_list = money.capex(m, inp.list_base_price, inp.gpus, inp.list_gpu_price,  # M41: K_list
                         inp.list_cooling_capex, inp.installation, inp.extras_per_server,
                         inp.extras_per_option)
    k = money.capex(m, inp.base_price, inp.gpus, inp.gpu_price, inp.cooling_capex,
                    inp.installation, inp.extras_per_server, inp.extras_per_option)
    if inp.capex_override is not None:
        k = inp.capex_override
    mnt = money.maintenance_amount(inp.maintenance_per_year, inp.maintenance_rate, k_list)
    mnt_y = maintenance.maintenance_by_year(inp.maintenance_per_year, inp.maintenance_rate,
                                            inp.support_rate, inp.warranty_years, k_list,
                                            inp.years)
    after_warranty = not maintenance.entered(inp.maintenance_per_year, inp.maintenance_rate)
    if after_warranty and inp.support_rate is not None:  # (M41) the after-warranty amount
        mnt = inp.support_rate * k_list
    hours_billed = None
    if inp.rental is not None:  # (M37) GPU-hours billed; energy is the provider's, not billed
        rent = inp.rental
        billing, per_hour, growth = rent.billing, rent.price_per_gpu_hour, rent.escalation
        fixed, migration, upfront_fee = rent.fixed_per_year, rent.migration, rent.upfront_fee
        hours_billed = rental.gpu_hours_per_year(billing, m, inp.gpus, u, inp.hours)
        cost = np.zeros_like(cost)
        k = k_list = rental.rental_capex(migration, upfront_fee)
        mnt, mnt_y = 0.0, np.zeros_like(cost)
        opex = rental.rental_opex_by_year(hours_billed, per_hour, growth, fixed,
                                          inp.licence_per_gpu_year, m, inp.gpus, inp.years)
    elif after_warranty and inp.support_rate is not None:  # (M41) year by year
        opex = money.opex_by_year(cost, 0.0, inp.licence_per_gpu_year, m, inp.gpus,
                                  inp.colocation_per_kw_year, wall_peak_w) + mnt_y
    else:
        opex = money.opex_by_year(cost, mnt, inp.licence_per_gpu_year, m, inp.gpus,
                                  inp.colocation_per_kw_year, wall_peak_w)
    upfront, payment, fin = k, None, None
    if inp.financing is not None:  # (M36) K_0 at t = 0, the loan's payments in O_y
        share, rate, months = inp.financing.share, inp.financing.rate, inp.financing.months
        payment = finance.monthly_payment(share * k, rate, months)
        fin = finance.payments_by_year(payment, rate, months, inp.discount_rate, inp.years)
        upfront, opex = (1.0 - share) * k, opex + fin
    rv = (inp.residual_amount if inp.residual_amount is not None  # (M35) one K, lines in it
          else finance.residual_value(inp.residual_fraction, k, inp.installation))
    total = money.tco(upfront, opex, inp.discount_rate) - finance.residual_present_value(
        rv, inp.discount_rate, inp.years)
    benefit: Num = 0.0
    if inp.allowances and inp.rental is None:  # (M42) A at the end of year 1
        benefit = allowances.tax_benefit(inp.allowances, k, inp.profit_tax_rate,
                                         inp.other_investments)
        total = total - benefit / (1.0 + inp.discount_rate)
    return Chain(
        gpu_full_w=full_w, cap_ratio=rho, phi=phi, lam=lam, throughput_per_gpu=throughput,
        servers=m, utilization=u, gpu_w=gpu_w, platform_w=plat_w, dc_w=dc_w, psu_load=load,
        psu_efficiency=eta, wall_w=wall_w, dc_peak_w=peak_w, psu_peak_load=peak_load,
        psu_peak_efficiency=peak_eta, wall_peak_w=wall_peak_w, work_per_year=work,
        annual_kwh_it=kwh_it, annual_kwh_total=kwh,
        annual_kwh_overhead=energy.overhead_energy_kwh(kwh, kwh_it),
        energy_cost_by_year=cost, annual_co2_kg=energy.carbon_kg(kwh, carbon),
        capex=k, capex_list=k_list, maintenance_per_year=mnt, opex_by_year=opex, tco=total,
        kwh_per_work=energy.energy_per_work(kwh, work),
        tco_per_work=money.cost_per_work(total, work, inp.discount_rate, inp.years),
        price_per_kwh=price, carbon_kg_per_kwh=carbon, night_energy_share=night,
        energy_tax_by_year=tax_y, capacity_charge_by_year=cap_y, capex_upfront=upfront,
        monthly_payment=payment, financing_by_year=fin, residual_value=rv,
        gpu_hours_per_year=hours_billed, maintenance_by_year=mnt_y, allowance_benefit=benefit,
    )


def _energy_cost(inp: ChainInputs, kwh, price, servers, wall_peak_w):
    """(M19) from the all-in price, or (M19a-c) from the bill's components; with colocation
    there is no capacity charge (its price includes it). Returns (C_y, tax_y, cap_y)."""
    if inp.bill is None:
        return energy.energy_cost_by_year(kwh, price, inp.escalation, inp.years), None, None
    b = inp.bill
    per_kwh, bands, tax_growth, site_kwh = b.energy_price, b.bands, b.tax_escalation, b.site_kwh
    per_kw_month, cap_growth = b.capacity_price, b.capacity_escalation
    tax_y = bill.marginal_tax_by_year(kwh, site_kwh, bands, tax_growth, inp.years)
    if inp.colocation_per_kw_year:
        per_kw_month = 0.0
    cap_y = bill.capacity_charge_by_year(servers, wall_peak_w, inp.pue, per_kw_month, cap_growth,
                                         inp.years)
    cost = bill.energy_cost_by_year(kwh, per_kwh, inp.escalation, tax_y, cap_y, inp.years)
    return cost, tax_y, cap_y


def tariff_price_and_carbon(inp: ChainInputs, u, lam, wall_w, carrying):
    """Price and carbon per kWh under a day/night tariff, and the night share of the energy.

    Idle power runs around the clock; the rest follows the work (app.calc.tariff), spread
    evenly over the day, or as measured for an option with a measured load.
    """
    assert inp.tariff is not None  # called only for a site with a day/night tariff
    t = inp.tariff
    day_p, night_p, night_h, flexible = t.day_price, t.night_price, t.night_hours, t.flexible_share
    day_c, night_c = t.day_carbon, t.night_carbon
    idle_dc = power.server_dc_load(inp.gpus, inp.idle_w, inp.platform_idle_w,
                                   inp.it_power_factor, lam)
    idle_eta = power.psu_efficiency(
        power.psu_load_fraction(idle_dc, carrying, inp.psu_rating_w), inp.psu_curve)
    idle_wall = np.asarray(power.wall_power(idle_dc, idle_eta), dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):  # a server drawing 0 W: all idle
        idle_fraction = np.where(np.asarray(wall_w) > 0,
                                 np.minimum(1.0, idle_wall / np.asarray(wall_w, dtype=float)), 1.0)
    if inp.measured_night_share is not None:  # a fleet measured by telemetry (our rule)
        share = tariff.measured_energy_share(inp.measured_night_share, night_h, flexible, u,
                                             inp.u_max, idle_fraction)
    else:
        work = tariff.night_work_share(night_h, flexible, u, inp.u_max)
        share = tariff.night_energy_share(night_h, work, idle_fraction)
    return tariff.blended(day_p, night_p, share), tariff.blended(day_c, night_c, share), share


def as_float(value) -> float:
    return float(np.asarray(value))
