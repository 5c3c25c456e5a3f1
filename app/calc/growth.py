"""Demand that grows (METHOD §13, M43 and M44): each option year by year.

A build sized for year 1 can be short in year 3, and an old fleet at 20 % may absorb years of
growth. So under ``demand_growth`` every option is re-run once per year at that year's servers
and utilization through the one chain (``app.calc.chain``), and its purchases, financing,
residual value, TCO and carbon are summed per purchase. ``evaluate`` calls ``grow_and_compare``
only when the growth is not 0, so a quote without growth computes exactly as before.

Sign convention as in ``app.calc.money``: purchase c (c = 1..N) is paid at t = c - 1, opex of
year y at the end of year y. Hand check (METHOD E7a, B staged): servers 4 / 4 / 5 / 6 / 8, so
purchases 4 / 0 / 1 / 1 / 2 at t = 0..4; 1 + 1 + 2 servers at 360 000 each, worth 320 398.72,
302 262.94 and 570 307.44 today: K_PV = 1 450 000 + those = 2 642 969.10.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from app.calc import allowances, carbon, checks, finance, maintenance, money_terms, sizing
from app.calc.chain import ChainInputs, as_float, run_chain
from app.model import Option, OptionResult, Quote
from app.model.notes import Note, note, render
from app.text import tr
from app.text.in_language import per_language

#: u_y above u_max by more than this relative amount is "above the ceiling" (METHOD §13)
GUARD = 1e-9


def demand_by_year(demand: float, growth: float, years: int) -> list[float]:
    """(M43) D_y = D x (1 + g)^(y - 1), y = 1..N. [units/s]"""
    return [demand * (1.0 + growth) ** (y - 1) for y in range(1, years + 1)]


def fleet_utilization_by_year(utilization: float, growth: float, years: int) -> list[float]:
    """(M43) Fleet mode: m_y = m and u_y = u x (1 + g)^(y - 1): the option's own load grows."""
    return [utilization * (1.0 + growth) ** (y - 1) for y in range(1, years + 1)]


def servers_by_plan(required: list[int], plan: str, rented: bool) -> list[int]:
    """(M44) m_y from the servers each year needs (M13a at D_y): ``upfront`` buys the peak year's
    at t = 0, ``staged`` never sells (m_y = max(m_{y-1}, m_req,y)), a rental follows the demand
    up and down whatever the plan. [count]"""
    if rented:
        return list(required)
    if plan == "upfront":
        return [max(required)] * len(required)
    out, held = [], 0
    for m in required:
        held = max(held, m)
        out.append(held)
    return out


def purchases(servers: list[int], already: int = 0) -> list[int]:
    """(M44) Delta m_y = m_y - m_{y-1}, bought at t = y - 1; m_0 = ``already`` (0 for a
    candidate, the servers that run today for a sized baseline). [count]"""
    out, before = [], already
    for m in servers:
        out.append(max(0, m - before))
        before = max(before, m)
    return out


def financing_by_year(amounts: list[float], share: float, rate: float, months: int,
                      discount_rate: float, years: int) -> tuple[list[float], list[float]]:
    """(M36 per purchase, M44) Fin_y for y = 1..N: purchase c (paid at t = c - 1) borrows
    F_c = f x K_c and pays its own annuity A_c at the end of months 12(c - 1) + 1 ..
    12(c - 1) + T_m, each carried to its year's end at r; what is owed after month 12N joins
    Fin_N. Returns (Fin_y, A_c). [money/year, money/month]"""
    fin = [0.0] * years
    payments = []
    for c, k in enumerate(amounts, start=1):
        a = float(finance.monthly_payment(share * k, rate, months)) if k else 0.0
        payments.append(a)
        if not a:
            continue
        first, last = 12 * (c - 1) + 1, 12 * (c - 1) + months
        for t in range(first, min(last, 12 * years) + 1):
            y = math.ceil(t / 12)
            fin[y - 1] += a * (1.0 + discount_rate) ** (y - t / 12.0)
        if last > 12 * years:
            fin[-1] += float(finance.outstanding_balance(a, rate, last - 12 * years))
    return fin, payments


def support_by_year(list_capex: list[float], warranty_years: int, support_rate: float,
                    years: int) -> list[float]:
    """(M41 per purchase, M44) Purchase c (K_list,c at catalogue prices) is under warranty in
    years c .. c + w - 1 and pays support_rate x K_list,c in each year after, not escalated.
    [money/year]"""
    out = [0.0] * years
    for c, k in enumerate(list_capex, start=1):
        for y in range(c + warranty_years, years + 1):
            out[y - 1] += support_rate * k
    return out


def allowances_by_year(capex: list[float], benefit: Callable[[float, int], float]) -> list[float]:
    """(M42 per purchase, M44) A_c = benefit(K_c, c) for each purchase with K_c > 0, received
    at the end of year c (its own year: banded allowances see the same K_other each year).
    [money/year]"""
    return [benefit(k, c) if k else 0.0 for c, k in enumerate(capex, start=1)]


def support_terms(quote: Quote, option: Option) -> tuple[int, float] | None:
    """(M41 under M44) (warranty years w, support_rate) when the option takes its server row's
    support rate after a warranty, else None (an entered maintenance amount or rate is then in
    each year's chain, as entered; the baseline and a rental take no support rate)."""
    rate = money_terms.support_rate(quote, option)
    if rate is None or maintenance.entered(option.maintenance_per_year, option.maintenance_rate):
        return None
    return money_terms.warranty_years(quote, option), rate


def allowance_benefit(quote: Quote, option: Option) -> Callable[[float, int], float] | None:
    """(M42 under M44) the tax benefit A_c of a purchase K_c in year c (the same K_other every
    year), or None without allowances (the baseline and a rental have none)."""
    claimed = allowances.option_allowances(quote, option)
    if not claimed or option.rental is not None:
        return None
    tax = quote.tax
    rate = tax.profit_tax_rate if tax is not None else 0.0
    other = tax.other_investments_year if tax is not None else 0.0
    return lambda k, _year: float(allowances.tax_benefit(claimed, k, rate, other))


def present_value_at_purchase(amounts: list[float], rate: float) -> float:
    """(M44) sum_c K_c / (1 + r)^(c - 1): purchase c is paid at t = c - 1. [money]"""
    return sum(k / (1.0 + rate) ** (c - 1) for c, k in enumerate(amounts, start=1))


@dataclass(frozen=True)
class Years:
    """The per-year chains of one option and what its purchases cost."""

    servers: list[int]
    utilization: list[float]
    bought: list[int]
    capex: list[float]         # K_c at t = c - 1, as paid
    cash: list[float]          # K0_c: the part not financed
    chains: list               # app.calc.chain.Chain, one per year
    fin: list[float]
    payment: float | None      # A_1: the first purchase's monthly payment (M36)
    residual: float
    embodied: float | None
    embodied_first: float | None
    support: list[float]       # M41 per purchase (0 without support_terms)
    allowances: list[float]    # M42 per purchase, A_y at the end of year y


def option_years(quote: Quote, option: Option, inp: ChainInputs, r: OptionResult,
                 demand: float | None) -> Years:
    """Servers, utilization and the chain of each year, then the purchases of ``option``."""
    g, years = quote.workload.demand_growth, quote.site.years
    n, t = option.gpus_per_server, r.throughput_per_gpu
    if option.servers is not None and option.utilization is not None:  # fleet mode
        m = [option.servers] * years
        u = fleet_utilization_by_year(option.utilization, g, years)
        already = option.servers if option.baseline else 0  # a fleet candidate is bought at t = 0
    else:
        # a valid sized result has both: without a demand or a T it is invalid, and never grown
        assert demand is not None and t is not None
        d = demand_by_year(demand, g, years)
        need = [int(as_float(sizing.servers_with_redundancy(
            sizing.servers_needed(dy, n, t, inp.u_max), inp.min_servers, inp.redundancy)))
            for dy in d]
        m = servers_by_plan(need, quote.growth_plan_of(option), option.rental is not None)
        u = [dy / (my * n * t) for dy, my in zip(d, m)]
        already = need[0] if option.baseline else 0
    # each year's chain without M41's support rate and M42's allowances: under growth they are
    # counted per purchase below (a later server's warranty runs from its own year)
    base = replace(inp, financing=None, capex_override=None, support_rate=None, allowances=())
    chains = [run_chain(replace(base, fleet_servers=my, fleet_utilization=uy))
              for my, uy in zip(m, u)]
    bought = [0] * years if option.rental else purchases(m, already)
    capex = _capex(quote, option, inp, r, bought)
    fin, cash = [0.0] * years, list(capex)
    payments: list[float | None] = [None]
    if inp.financing is not None:
        f = inp.financing
        share, rate, months = f.share, f.rate, f.months
        fin, monthly = financing_by_year(capex, share, rate, months, inp.discount_rate, years)
        payments = list(monthly)
        cash = [(1.0 - share) * k for k in capex]
    support, allowances = [0.0] * years, [0.0] * years
    terms, benefit = support_terms(quote, option), allowance_benefit(quote, option)
    if terms is not None:
        k_list = [b * _per_server_price(inp, at_list=True) for b in bought]
        k_list[0] += inp.installation
        support = support_by_year(k_list, terms[0], terms[1], years)
    if benefit is not None:
        allowances = allowances_by_year(capex, benefit)
    return Years(servers=m, utilization=u, bought=bought, capex=capex, cash=cash, chains=chains,
                 fin=fin, payment=payments[0], support=support, allowances=allowances,
                 residual=_residual(quote, option, inp, capex),
                 embodied=_embodied(quote, option, r, bought, sum(bought)),
                 embodied_first=_embodied(quote, option, r, bought, bought[0]))


def _per_server_price(inp: ChainInputs, at_list: bool) -> float:
    """k_s of M44: base price + n x GPU price + cooling capex per server (+ per-server extra
    lines), as quoted after the line discount, or at catalogue prices. [money]"""
    if at_list:
        return inp.list_base_price + inp.gpus * inp.list_gpu_price + inp.list_cooling_capex
    return (inp.base_price + inp.gpus * inp.gpu_price + inp.cooling_capex
            + inp.extras_per_server)


def _capex(quote: Quote, option: Option, inp: ChainInputs, r: OptionResult,
           bought: list[int]) -> list[float]:
    """(M44) K_c per purchase at t = c - 1 (today's prices, not escalated). A rental's and a
    fleet's K is today's, at t = 0; a sized baseline buys beyond what runs today at catalogue
    prices, beside ``baseline_capex``."""
    years = len(bought)
    if option.rental is not None or option.fleet_mode:
        assert r.capex is not None  # a valid result: only valid options are grown
        return [r.capex] + [0.0] * (years - 1)
    if option.baseline:
        k_s = _per_server_price(inp, at_list=True)
        out = [m * k_s for m in bought]
        out[0] += quote.baseline_capex or 0.0
        return out
    k_s = _per_server_price(inp, at_list=False)
    out = [m * k_s for m in bought]
    out[0] += inp.installation + inp.extras_per_option
    return out


def _residual(quote: Quote, option: Option, inp: ChainInputs, capex: list[float]) -> float:
    """(M35 under M44) RV = f_res x (K - installation), K the sum of every purchase with the
    extra lines inside (METHOD §12.4): every purchase at the same share whatever its age at N,
    so the count of servers plays no part beyond K; a sized baseline adds its f_res on what it
    bought to ``baseline_residual``. [money]"""
    if option.rental is not None:
        return 0.0
    if option.baseline:
        bought = sum(capex) - (quote.baseline_capex or 0.0)
        return quote.baseline_residual + option.residual_fraction * bought
    return float(finance.residual_value(inp.residual_fraction, sum(capex), inp.installation))


def _embodied(quote: Quote, option: Option, r: OptionResult, bought: list[int],
              count: int) -> float | None:
    """(M38 under M44) embodied CO2e of ``count`` servers bought, counted when bought; the
    baseline's own fleet stays as today (sunk, or ``baseline_embodied_kg``). [kg]"""
    if option.rental is not None:
        return 0.0
    snap = quote.catalog
    per = carbon.embodied_kg(1, snap.servers[option.server].embodied_kg_co2e,
                             option.gpus_per_server, snap.gpus[option.gpu].embodied_kg_co2e)
    if option.baseline:
        if r.embodied_kg is None or per is None:
            return r.embodied_kg if not count else None
        return r.embodied_kg + count * per
    return None if per is None else count * per


def _year(values, y: int) -> float:
    return float(np.asarray(values)[..., y])


def _per_work(total: float, work: float) -> float | None:
    """(M25) per unit of work; None where no work is delivered, or too little to divide by (a
    utilization near zero overflows the quotient), as the flat result does."""
    if not work > 0:
        return None
    value = float(total) / float(work)
    return value if math.isfinite(value) else None


def grown_result(quote: Quote, option: Option, inp: ChainInputs, r: OptionResult,
                 demand: float | None) -> OptionResult:
    """``r`` recomputed year by year under the quote's growth; a fleet that cannot carry a
    year's demand is invalid, naming the year."""
    u_max = quote.workload.u_max
    if option.servers is not None and option.utilization is not None:  # fleet mode
        u = fleet_utilization_by_year(option.utilization, quote.workload.demand_growth,
                                      quote.site.years)
        over = next((y for y, uy in enumerate(u, start=1) if uy > 1.0 * (1 + GUARD)), None)
        if over is not None:
            code = "growth_fleet_cannot_carry" if option.baseline else "growth_option_cannot_carry"
            why = note(code, year=over, u=("percent", u[over - 1], 0))
            return OptionResult(label=r.label, baseline=r.baseline, mode=r.mode, valid=False,
                                reasons=[render(why)], reason_items=[why],
                                servers_by_year=[option.servers] * len(u), utilization_by_year=u)
    yrs = option_years(quote, option, inp, r, demand)
    c1, rate, n_years = yrs.chains[0], inp.discount_rate, quote.site.years
    opex = [_year(c.opex_by_year, y) + yrs.fin[y] + yrs.support[y]
            for y, c in enumerate(yrs.chains)]
    work = [as_float(c.work_per_year) for c in yrs.chains]
    kwh = [as_float(c.annual_kwh_total) for c in yrs.chains]
    co2 = [as_float(c.annual_co2_kg) for c in yrs.chains]
    disc = [1.0 / (1.0 + rate) ** y for y in range(1, n_years + 1)]
    rv = yrs.residual
    tco = (present_value_at_purchase(yrs.cash, rate) + sum(o * d for o, d in zip(opex, disc))
           - rv / (1.0 + rate) ** n_years - sum(a * d for a, d in zip(yrs.allowances, disc)))
    discounted_work = sum(w * d for w, d in zip(work, disc))
    first = {name: as_float(getattr(c1, name)) for name in _YEAR_ONE}
    flags, items = _flags(quote, option, r, yrs, u_max)
    update = dict(
        **first,
        servers=int(yrs.servers[0]),
        gpus=int(yrs.servers[0]) * option.gpus_per_server,
        heat_btu_h=first["wall_w"] * 3.412142,
        annual_energy_cost=_year(c1.energy_cost_by_year, 0),
        energy_cost_by_year=[_year(c.energy_cost_by_year, y) for y, c in enumerate(yrs.chains)],
        energy_tax_by_year=_by_year(yrs.chains, "energy_tax_by_year"),
        capacity_charge_by_year=_by_year(yrs.chains, "capacity_charge_by_year"),
        opex_by_year=opex,
        capex=sum(yrs.capex),
        capex_list=as_float(yrs.chains[-1].capex_list) if not option.rental else r.capex_list,
        capex_upfront=yrs.cash[0],
        financing_by_year=yrs.fin if inp.financing is not None else [],
        monthly_payment=yrs.payment,
        residual_value=rv,
        tco=tco,
        kwh_per_work=_per_work(sum(kwh), sum(work)),
        tco_per_work=_per_work(tco, discounted_work),
        embodied_kg=yrs.embodied,
        carbon_horizon_kg=None if yrs.embodied is None else yrs.embodied + sum(co2),
        flags=flags,
        note_items=items,
        notes=[render(i) for i in items],
        psu_efficiency_assumed=checks.FLAG_PSU_BELOW_RANGE in flags,
        growth_plan=None if option.fleet_mode or option.rental else quote.growth_plan_of(option),
        servers_by_year=list(yrs.servers),
        utilization_by_year=list(yrs.utilization),
        purchases_by_year=list(yrs.bought),
        capex_by_year=list(yrs.capex),
        capex_cash_by_year=list(yrs.cash),
        capex_pv=present_value_at_purchase(yrs.capex, rate),
        capex_cash_pv=present_value_at_purchase(yrs.cash, rate),
        work_by_year=work,
        psu_load_by_year=[as_float(c.psu_load) for c in yrs.chains],
        psu_efficiency_by_year=[as_float(c.psu_efficiency) for c in yrs.chains],
        wall_w_by_year=[as_float(c.wall_w) for c in yrs.chains],
        kwh_by_year=kwh,
        co2_by_year=co2,
        embodied_first_kg=yrs.embodied_first,
        allowances_by_year=yrs.allowances if any(yrs.allowances) else [],
    )
    problem = _too_big(update, yrs)
    if problem is not None:  # a year past what a report can hold: invalid, as without growth
        return OptionResult(label=r.label, baseline=r.baseline, mode=r.mode, valid=False,
                            reasons=[render(problem)], reason_items=[problem])
    if c1.night_energy_share is not None:  # a day/night tariff: year 1's share
        update["night_energy_share"] = as_float(c1.night_energy_share)
    market = quote.site.market_carbon_kg_per_kwh
    if r.annual_co2_market_kg is not None and market is not None:
        # the green contract's intensity on year 1's kWh (r has a market figure only with one)
        update["annual_co2_market_kg"] = first["annual_kwh_total"] * market
    if r.servers_per_rack:  # racks needed_y = ceil(m_y / M31): the most, for the peak year
        update["racks"] = math.ceil(max(yrs.servers) / r.servers_per_rack)
    if option.rental is not None:
        update["gpu_hours_by_year"] = [as_float(c.gpu_hours_per_year) for c in yrs.chains]
    return r.model_copy(update=update)


#: year-1 figures that follow m_1 and u_1 (the peak figures do not change with m or u)
_YEAR_ONE = ("utilization", "gpu_w", "platform_w", "dc_w", "psu_load", "psu_efficiency",
             "wall_w", "work_per_year", "annual_kwh_it", "annual_kwh_total",
             "annual_kwh_overhead", "annual_co2_kg", "maintenance_per_year")


def _too_big(update: dict, yrs: Years) -> Note | None:
    """checks.result_problem on the largest year: more servers than the limit in any year, or
    money, energy or carbon out of range in any year."""
    figures = {k: update[k] for k in checks.BOUNDED_FIGURES}
    figures.update(servers=max(yrs.servers), work_per_year=max(update["work_by_year"]),
                   annual_kwh_total=max(update["kwh_by_year"]),
                   annual_co2_kg=max(update["co2_by_year"]))
    return checks.result_problem(figures, update["opex_by_year"])


def _by_year(chains, name: str) -> list[float]:
    if getattr(chains[0], name) is None:
        return []
    return [_year(getattr(c, name), y) for y, c in enumerate(chains)]


def _flags(quote: Quote, option: Option, r: OptionResult, yrs: Years,
           u_max: float) -> tuple[list[str], list[Note]]:
    """Today's flags and notes with the utilization and PSU-load ones given per year."""
    per_year = {checks.FLAG_U_ABOVE_MAX, checks.FLAG_PSU_BELOW_RANGE}
    flags = [f for f in r.flags if f not in per_year]
    items = [i for i in r.note_items if i.code not in ("u_above_max", "psu_below_range")]
    above = next((y for y, u in enumerate(yrs.utilization, 1) if u > u_max * (1 + GUARD)), None)
    if above is not None:
        flags.append(checks.FLAG_U_ABOVE_MAX)
        items.append(note("growth_above_ceiling", year=above, u_max=("percent", u_max, 0)))
    lowest = quote.catalog.psus[option.psu].curve[0][0]
    low = [y for y, c in enumerate(yrs.chains, 1) if as_float(c.psu_load) < lowest]
    if low:
        flags.append(checks.FLAG_PSU_BELOW_RANGE)
        items.append(note("growth_psu_below_range", years=_year_list(low),
                          lowest=("percent", lowest, 0)))
    if r.servers_in_budget is not None:  # (M30) the first year over the budget
        flags = [f for f in flags if f != checks.FLAG_OVER_BUDGET]
        items = [i for i in items if i.code != "over_budget"]
        over = next((y for y, m in enumerate(yrs.servers, 1) if m > r.servers_in_budget), None)
        if over is not None:
            flags.append(checks.FLAG_OVER_BUDGET)
            items.append(note("growth_over_budget", year=over,
                              m=("number", yrs.servers[over - 1], 0), fit=r.servers_in_budget))
    later = [(y, b) for y, b in enumerate(yrs.bought, 1) if y > 1 and b]
    if later:
        items.append(purchase_sentence(yrs.servers[0], later))
        items.append(note("growth_today_prices"))
        if option.residual_fraction and not option.baseline:
            items.append(note("growth_residual_same_share"))
    if (option.baseline and not option.fleet_mode and option.maintenance_per_year is not None
            and yrs.servers[-1] > yrs.servers[0]):
        items.append(note("growth_maintenance_not_scaled"))
    return flags, items


def _year_list(years: list[int]) -> str:
    """3, 4 and 5 as "3–5" when they follow each other, else "3, 5"."""
    if len(years) > 1 and years == list(range(years[0], years[-1] + 1)):
        return f"{years[0]}–{years[-1]}"
    return ", ".join(str(y) for y in years)


#: the thousands separator of a count in each language (CLDR: 1,234; 1.234; 1 234)
_THOUSANDS = {"en": ",", "nl": ".", "fr": "\u202f"}


def purchase_sentence(now: int, later: list[tuple[int, int]]) -> Note:
    """"4 servers now, 1 more at the start of year 3, 1 at year 4, 2 at year 5" (and in Dutch):
    the servers running in year 1, then each later purchase (year, servers bought then)."""
    def said(lang: str) -> str:
        sep = _THOUSANDS.get(lang, ",")
        first, *rest = later
        parts = [tr(lang, "{count} more at the start of year {year}",
                    count=f"{first[1]:,}".replace(",", sep), year=first[0])]
        parts += [tr(lang, "{count} at year {year}", count=f"{count:,}".replace(",", sep),
                     year=year) for year, count in rest]
        return ", ".join(parts)

    return note("growth_purchases", now=("number", now, 0),
                later=("texts", per_language(said), 0))


def quote_figures(quote: Quote, demand: float | None) -> dict:
    """(M43) The quote-level growth figures of ``QuoteResult``: g and D_y (empty without
    growth or without a demand)."""
    g = quote.workload.demand_growth
    if not g or demand is None:
        return {}
    return dict(demand_growth=g, demand_by_year=demand_by_year(demand, g, quote.site.years))
