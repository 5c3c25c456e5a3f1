"""evaluate(quote) -> QuoteResult: resolves each option's inputs, runs the METHOD chain and
compares the candidates with the baseline (M26-M29). Invalid options get their reasons and no
figures; the others are still computed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from app.calc import (
    caps,
    carbon,
    checks,
    energy,
    growth,
    growth_compare,
    money_terms,
    power,
    power_basis,
    precision,
    price_request,
    price_validity,
    rental,
    reserve,
    sizing,
    switching,
    tariff,
)
from app.calc.bill import band_terms
from app.calc.chain import ChainInputs, as_float, full_power_and_factors, run_chain
from app.calc.chain_terms import (
    BillTerms,
    FinancingTerms,
    ProfileTerms,
    RentalTerms,
    TariffTerms,
)
from app.calc.money import discounted_no_payback, extra_lines_totals, simple_no_payback
from app.calc.overlay import apply as overlay_values
from app.calc.overlay import liquid_figures
from app.calc.provenance import inputs_used
from app.model import Option, OptionResult, Quote, QuoteResult
from app.model.notes import Note, note, render
from app.text.in_language import per_language

DEMAND_TOLERANCE = 0.001


def evaluate(quote: Quote, overlay: Mapping | None = None) -> QuoteResult:
    """Compute every option of the quote, then payback and NPV against the baseline.
    ``overlay``: the advisor's varied values (floats), put in by the resolver's rules."""
    demand, notes = resolve_demand(quote)
    why = next((_DEMAND_UNKNOWN[n.code] for n in notes if n.code in _DEMAND_UNKNOWN), "no_demand")
    results = [evaluate_option(quote, option, demand, why, overlay) for option in quote.options]
    if growth_compare.active(quote):  # (M43-M44) year by year; no rental break-even then
        results, more = growth_compare.grow_and_compare(
            quote, results, demand, lambda o: chain_inputs(quote, o, demand, overlay))
        results = price_request.blank(quote, results)
    else:
        results, more = compare_with_baseline(quote, results)
        results = rental_break_even(quote, price_request.blank(quote, results))
    results, reserve_notes = reserve.annotate(quote, results)  # words only, no figure moves
    more += power_basis.bases_note(quote) + reserve_notes
    more += precision.quote_notes(results)
    more += price_validity.quote_notes(quote)  # a price list's price past its validity
    workload = quote.catalog.workloads[quote.workload.class_id]
    baseline = quote.baseline
    return QuoteResult(
        quote=quote.title or quote.customer.name or "quote",
        currency=quote.currency,
        workload=workload.name,
        work_unit=workload.unit,
        work_unit_forms=workload.unit_forms(),
        demand_per_s=demand,
        years=quote.site.years,
        baseline=baseline.label if baseline else None,
        options=results,
        notes=[render(n) for n in notes + more],
        note_items=notes + more,
        **growth.quote_figures(quote, demand),
    )


def _throughput(quote: Quote, option: Option) -> float | None:
    """T at the option's π (M40)."""
    gpu = quote.catalog.gpus[option.gpu]
    if quote.workload.class_id not in gpu.perf:
        return None
    inp = chain_inputs(quote, option, None)
    return power.per_gpu_throughput(inp.perf, as_float(full_power_and_factors(inp)[2]))


#: Quote notes that leave the demand unknown (the candidates say why they are not sized).
_DEMAND_UNKNOWN = {"baseline_invalid_demand": "no_demand_baseline",
                   "baseline_no_work": "no_demand_baseline_idle"}


def resolve_demand(quote: Quote) -> tuple[float | None, list[Note]]:
    """D: the quote's demand, else the work the fleet-mode baseline delivers (METHOD §4).

    A baseline that is invalid (a cap below the GPU's range, PSUs too small, ...) delivers an
    unknown amount of work, and one at utilization 0 delivers none, the demand 0 that typing
    refuses: without a demand of its own the quote's demand is then unknown (None) and a note
    says why."""
    given = quote.workload.demand_per_s
    base = quote.baseline
    if base is None or not base.fleet_mode:
        return given, []
    if not evaluate_option(quote, base, given).valid:
        return given, [] if given is not None else [note("baseline_invalid_demand")]
    t = _throughput(quote, base)
    delivered = sizing.fleet_work_rate(base.servers, base.gpus_per_server, t, base.utilization)
    forms = quote.catalog.workloads[quote.workload.class_id].unit_forms()
    unit = ("texts", per_language(lambda lang: f"{forms[lang][0]}/s"), 0)  # token/s, afbeelding/s
    if given is None:
        if not delivered > 0:
            return None, [note("baseline_no_work")]
        return delivered, [note("demand_from_baseline", demand=("number", delivered, -1), unit=unit)]
    if abs(given - delivered) > DEMAND_TOLERANCE * delivered:
        return given, [note("demand_differs", given=("number", given, -1),
                            delivered=("number", delivered, -1), unit=unit)]
    return given, []


def chain_inputs(quote: Quote, option: Option, demand: float | None,
                 overlay: Mapping | None = None, shape: tuple = ()) -> ChainInputs:
    """One option's numbers from the quote and its snapshot, at the format M40 chose;
    ``overlay``: varied values (advisor keys, floats or arrays of ``shape``) put in by the
    resolver's rules (app.calc.overlay)."""
    inp = precision_inputs(quote, option, demand)[0]
    return inp if overlay is None else overlay_values(quote, option, inp, overlay, demand, shape)


def precision_inputs(quote: Quote, option: Option, demand: float | None,
                     overlay: Mapping | None = None):
    """(ChainInputs at π with ``overlay`` put in, M40's Selection)."""
    inp, sel = precision.resolve(quote, option, _catalog_inputs(quote, option, demand))
    return (inp if overlay is None else overlay_values(quote, option, inp, overlay, demand)), sel


def _catalog_inputs(quote: Quote, option: Option, demand: float | None) -> ChainInputs:
    """Resolve one option's numbers from the quote and its catalogue snapshot."""
    snap, site = quote.catalog, quote.site
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    psu, cooling = snap.psus[option.psu], snap.cooling[option.cooling]
    measured = gpu.measured if option.use_measured else None
    rent = option.rental
    net = 1.0 - option.discount
    gpu_price, base_price, list_gpu, list_base = price_request.quoted_prices(quote, option)
    busy = None if measured else gpu.busy_power(quote.workload.class_id)
    profile = None
    if option.profile is not None:
        p = option.profile
        if p.id != "custom":
            profile = ProfileTerms(*caps.PROFILE_PRESETS[p.id])
        elif p.phi is not None and p.lam is not None:  # a custom profile has both
            profile = ProfileTerms(p.phi, p.lam)
    return ChainInputs(
        gpus=option.gpus_per_server,
        perf=gpu.perf.get(quote.workload.class_id, 0.0),
        idle_w=measured.measured_idle_w if measured else gpu.idle_w,
        uncapped_w=(measured.measured_full_w if measured  # (M33) P_unc, first that exists
                    else busy if busy is not None else gpu.tdp_w),
        tdp_w=gpu.tdp_w,
        cap=option.power_cap,
        cap_beta=snap.workloads[quote.workload.class_id].cap_beta,
        cap_curve=option.cap_curve,
        profile=profile,
        platform_idle_w=server.platform_idle_w,
        platform_max_w=server.platform_max_w,
        it_power_factor=1.0 if liquid_figures(quote, option) else cooling.it_power_factor,
        psu_count=option.psu_count,
        psu_spares=option.psu_spares,
        psu_sharing=psu.sharing,
        psu_rating_w=psu.rating_w,
        psu_curve=psu.curve,
        pue=rent.provider_pue if rent else energy.effective_pue(site.site_pue, cooling.pue,
                                                                cooling.pue_factor),
        hours=site.hours_per_year,
        years=site.years,
        price_per_kwh=site.bill.energy_price_per_kwh if site.bill else site.energy_price_per_kwh,
        escalation=site.price_escalation,
        discount_rate=site.discount_rate,
        carbon_kg_per_kwh=_carbon(site, rent),
        # quoted prices net of the line discount (installation is a service: not discounted)
        base_price=net * base_price,
        gpu_price=net * gpu_price,
        list_base_price=list_base,
        list_gpu_price=list_gpu,
        cooling_capex=net * cooling.capex_per_server_eur,
        list_cooling_capex=cooling.capex_per_server_eur,
        installation=option.installation,
        maintenance_per_year=option.maintenance_per_year,
        maintenance_rate=option.maintenance_rate,
        licence_per_gpu_year=option.licence_per_gpu_year,
        colocation_per_kw_year=site.colocation_per_kw_year or 0.0,
        demand=demand,
        u_max=quote.workload.u_max,
        fleet_servers=option.servers,
        fleet_utilization=option.utilization,
        min_servers=quote.sizing_floor(option)[0],
        redundancy=quote.sizing_floor(option)[1],
        capex_override=(quote.baseline_capex or 0.0) if option.baseline else None,
        extras_per_server=extra_lines_totals(option.extras)[0],
        extras_per_option=extra_lines_totals(option.extras)[1],
        busy_basis=busy is not None,
        tariff=None if rent else _tariff(site),
        measured_night_share=None if rent else measured_share(site, option),
        bill=None if rent else _bill(site),
        residual_fraction=option.residual_fraction,
        residual_amount=quote.baseline_residual if option.baseline else None,
        financing=FinancingTerms(option.financing.share, option.financing.rate,
                                 option.financing.months) if option.financing else None,
        rental=RentalTerms(rent.billing, rent.price_per_gpu_hour, rent.escalation,
                           rent.fixed_per_year, rent.migration, rent.upfront_fee) if rent else None,
        **money_terms.chain_terms(quote, option),  # M41, M42
    )


def _carbon(site, rent) -> float:
    """The grid's intensity; a rental's energy is the provider's (M37: default the site's)."""
    if rent is not None and rent.provider_carbon_kg_per_kwh is not None:
        return rent.provider_carbon_kg_per_kwh
    return site.carbon_kg_per_kwh


def _bill(site) -> BillTerms | None:
    """The bill's components as the chain takes them (M19a-c); None: the all-in price."""
    b = site.bill
    if b is None:
        return None
    return BillTerms(b.energy_price_per_kwh, band_terms(b.tax_bands), b.tax_escalation,
                     b.site_kwh_per_year, b.capacity_price_per_kw_month, b.capacity_escalation)


def _tariff(site) -> TariffTerms | None:
    """The site's day/night tariff as the chain takes it; carbon per period from the profile."""
    t = site.tariff
    if t is None:
        return None
    day_c = night_c = site.carbon_kg_per_kwh
    if t.hourly_carbon_kg_per_kwh is not None:
        day_c, night_c = tariff.day_night_carbon(t.hourly_carbon_kg_per_kwh, t.night_hours(),
                                                 t.night_hours_per_day)
    return TariffTerms(t.day_price_per_kwh, t.night_price_per_kwh, t.night_hours_per_day,
                       t.flexible_share, day_c, night_c)


def measured_share(site, option) -> float | None:
    """s_m of an option with a measured load under the site's day/night tariff, else None."""
    t, load = site.tariff, option.measured_load
    if t is None or load is None:
        return None
    return tariff.measured_night_share(load.hourly_mean_w, t.night_hours(), t.night_hours_per_day)


def evaluate_option(quote: Quote, option: Option, demand: float | None,
                    no_demand: str = "no_demand", overlay: Mapping | None = None) -> OptionResult:
    """One option through M1-M25 and M30-M32, with validity, flags, notes and provenance.
    ``no_demand``: the reason code a sizing-mode option gets without a demand."""
    head: dict[str, Any] = dict(label=option.label, baseline=option.baseline,
                mode="fleet" if option.fleet_mode else "sizing")
    inp, chosen = precision_inputs(quote, option, demand, overlay)
    reasons = checks.option_problems(quote, option, demand, no_demand) + list(chosen.problems)
    if reasons:
        return OptionResult(**head, valid=False, reasons=[render(r) for r in reasons],
                            reason_items=reasons)
    c = run_chain(inp)
    psu = quote.catalog.psus[option.psu]
    capacity = power.psu_capacity_w(option.psu_count, option.psu_spares, psu.rating_w)
    problem = checks.psu_problem(option, as_float(c.dc_peak_w), capacity, psu.rating_w)
    if problem:
        return OptionResult(**head, valid=False, reasons=[render(problem)], reason_items=[problem])
    figures: dict[str, Any] = {name: as_float(getattr(c, name)) for name in _SCALARS}
    if c.night_energy_share is not None:
        figures["night_energy_share"] = as_float(c.night_energy_share)
        figures["measured_night_share"] = inp.measured_night_share
    for per_work in ("kwh_per_work", "tco_per_work"):  # no work delivered: not applicable
        if not math.isfinite(figures[per_work]):
            figures[per_work] = None
    problem = checks.result_problem(figures, [float(v) for v in c.opex_by_year])
    if problem:
        return OptionResult(**head, valid=False, reasons=[render(problem)], reason_items=[problem])
    figures["servers"] = int(figures["servers"])
    flags, notes = _flags_and_notes(quote, option, inp, figures)
    flags, notes = [*flags, *chosen.flags], [*notes, *chosen.notes]
    gpus = figures["servers"] * option.gpus_per_server
    return OptionResult(
        **head,
        **figures,
        **_site_capacity(quote, option, figures, flags, notes),
        gpus=gpus,
        flags=flags,
        notes=[render(n) for n in notes],
        note_items=notes,
        psu_efficiency_assumed=checks.FLAG_PSU_BELOW_RANGE in flags,
        pue=as_float(inp.pue),
        heat_btu_h=power.heat_btu_h(figures["wall_w"]),
        heat_design_btu_h=power.heat_btu_h(figures["wall_peak_w"]),
        annual_energy_cost=float(c.energy_cost_by_year[0]),
        energy_cost_by_year=[float(v) for v in c.energy_cost_by_year],
        opex_by_year=[float(v) for v in c.opex_by_year],
        perf_per_wall_w=option.gpus_per_server * figures["throughput_per_gpu"] / figures["wall_peak_w"],
        **_decision_figures(quote, option, c, figures),
        inputs=precision.inputs_at(inputs_used(quote, option), quote, option, chosen),
        **precision.result_fields(chosen),
    )


def _lists(value) -> list[float]:
    return [] if value is None else [float(v) for v in np.asarray(value)]


def _decision_figures(quote: Quote, option: Option, c, f: dict) -> dict:
    """The bill, financing, residual value, rental and embodied carbon (METHOD §11.4-§11.6)."""
    snap = quote.catalog
    market = quote.site.market_carbon_kg_per_kwh
    if option.rental is not None:
        embodied = 0.0  # the provider's (M38): no share given
    elif option.baseline:
        embodied = (quote.baseline_embodied_kg or 0.0) if quote.baseline_capex else 0.0
    else:
        embodied = carbon.embodied_kg(f["servers"], snap.servers[option.server].embodied_kg_co2e,
                                      option.gpus_per_server, snap.gpus[option.gpu].embodied_kg_co2e)
    return dict(
        rented=option.rental is not None,
        gpu_hours_per_year=None if c.gpu_hours_per_year is None else as_float(c.gpu_hours_per_year),
        energy_tax_by_year=_lists(c.energy_tax_by_year),
        capacity_charge_by_year=_lists(c.capacity_charge_by_year),
        capex_upfront=as_float(c.capex_upfront),
        monthly_payment=None if c.monthly_payment is None else as_float(c.monthly_payment),
        financing_by_year=_lists(c.financing_by_year),
        residual_value=as_float(c.residual_value),
        embodied_kg=embodied,
        carbon_horizon_kg=carbon.carbon_over_horizon(embodied, f["annual_co2_kg"], quote.site.years),
        annual_co2_market_kg=None if market is None or option.rental is not None
        else f["annual_kwh_total"] * market,
        maintenance_by_year=_lists(c.maintenance_by_year),
        allowance_benefit=as_float(c.allowance_benefit),
    )


_SCALARS = (
    "gpu_full_w", "cap_ratio", "phi", "lam", "throughput_per_gpu", "servers", "utilization",
    "gpu_w", "platform_w", "dc_w", "psu_load", "psu_efficiency", "wall_w", "dc_peak_w",
    "psu_peak_load", "psu_peak_efficiency", "wall_peak_w", "work_per_year", "annual_kwh_it",
    "annual_kwh_total", "annual_kwh_overhead", "annual_co2_kg", "capex", "capex_list",
    "maintenance_per_year", "tco", "kwh_per_work", "tco_per_work", "price_per_kwh",
    "carbon_kg_per_kwh",
)


def _flags_and_notes(quote: Quote, option: Option, inp: ChainInputs, f: dict) -> tuple[list, list]:
    flags, notes = checks.fit_notes(quote, option)
    u_max = quote.workload.u_max
    if f["utilization"] > u_max * (1 + 1e-9):
        flags.append(checks.FLAG_U_ABOVE_MAX)
        notes.append(note("u_above_max", u=("percent", f["utilization"], 1),
                          u_max=("percent", u_max, 0)))
    lowest = quote.catalog.psus[option.psu].curve[0][0]
    if f["psu_load"] < lowest:
        flags.append(checks.FLAG_PSU_BELOW_RANGE)
        notes.append(note("psu_below_range", load=("percent", f["psu_load"], 1),
                          lowest=("percent", lowest, 0)))
    psu = quote.catalog.psus[option.psu]
    capacity = power.psu_capacity_w(option.psu_count, option.psu_spares, psu.rating_w)
    headroom = option.rental is None and f["dc_peak_w"] / capacity > checks.PSU_HEADROOM * (1 + 1e-9)
    if headroom:  # (M10a): every purchased option, fleet mode too
        flags.append(checks.FLAG_PSU_HEADROOM)
        notes.append(note("psu_headroom", peak=("number", f["dc_peak_w"], 0),
                          share=("percent", f["dc_peak_w"] / capacity, 2),
                          capacity=("number", capacity, 0)))
    if option.power_cap is not None and caps.is_extrapolated(f["cap_ratio"], option.cap_curve):
        flags.append(checks.FLAG_EXTRAPOLATED_CAP)
        notes.append(note("cap_extrapolated", rho=("percent", f["cap_ratio"], 0)))
    if option.power_cap is not None and not option.cap_curve:
        notes.append(note("cap_beta_assumed", beta=("number", inp.cap_beta, -1)))
    if inp.busy_basis:
        notes.extend(power_basis.busy_notes(quote, option, inp))
    if option.rental is not None:
        notes.append(note("rental_provider_energy", pue=("number", option.rental.provider_pue, 2)))
        if option.rental.billing == "on_demand":
            notes.append(note("rental_on_demand_bound"))
    elif quote.site.bill is not None and quote.site.bill.capacity_price_per_kw_month:
        notes.append(note("capacity_peak_at_mean_pue"))
    if (p := option.profile) is not None:
        notes.append(note("profile_lambda"))
        if p.id == "custom" and p.phi is not None and p.lam is not None and p.phi >= 1 > p.lam:
            notes.append(note("custom_profile_claim"))
    more_flags, more_notes = money_terms.flags_and_notes(quote, option)
    return flags + more_flags, notes + more_notes


def _site_capacity(quote: Quote, option: Option, f: dict, flags: list, notes: list) -> dict:
    """(M30)-(M32) and racks, where the site sets a budget or a rack limit."""
    site, out = quote.site, dict[str, Any]()
    server = quote.catalog.servers[option.server]
    if site.budget_kw is not None:
        design = site.design_pue if site.design_pue is not None else site.site_pue
        fit = int(sizing.servers_in_budget(site.budget_kw, f["wall_peak_w"], design))
        out["servers_in_budget"] = fit
        out["throughput_in_budget"] = float(sizing.throughput_in_budget(
            fit, option.gpus_per_server, f["throughput_per_gpu"], quote.workload.u_max))
        if f["servers"] > fit:
            flags.append(checks.FLAG_OVER_BUDGET)
            notes.append(note("over_budget", m=f["servers"], fit=fit,
                              budget=("number", site.budget_kw, -1)))
    if site.rack_limit_kw is not None:
        per_rack = int(sizing.servers_per_rack(site.rack_limit_kw, f["wall_peak_w"], site.rack_u,
                                               server.rack_units, server.rack_scale))
        out["servers_per_rack"] = per_rack
        if per_rack > 0:
            out["racks"] = int(sizing.racks_needed(f["servers"], per_rack))
        else:
            notes.append(note("rack_too_small", limit=("number", site.rack_limit_kw, -1)))
    return out


def _against_baseline(quote: Quote, base: OptionResult, r: OptionResult) -> dict:
    """(M26)-(M29) as ``switching.compare`` has them (financing M36, residual values M35, the
    allowances' benefit M42), the words for "no payback" and the carbon payback (M39)."""
    c = switching.compare(quote, base, r)
    payback, why = carbon.carbon_payback(r.embodied_kg, base.embodied_kg, base.annual_co2_kg,
                                         r.annual_co2_kg)
    delta_k = float(c.own_switching_capex)
    no_simple = bool(simple_no_payback(delta_k, float(c.own_first_saving)))
    extra = ([note("no_payback", gain=("number", -delta_k, 2), currency=quote.currency)]
             if no_simple else [])
    rate = quote.site.discount_rate
    return dict(
        switching_capex=float(c.switching_capex),
        savings_by_year=[float(s) for s in c.savings],
        simple_payback_years=_number(c.simple_payback),
        discounted_payback_years=_number(c.discounted_payback),
        simple_no_payback=no_simple,
        discounted_no_payback=bool(discounted_no_payback(c.switching_capex, c.cash_savings,
                                                         rate)),
        notes=r.notes + [render(n) for n in extra],
        note_items=r.note_items + extra,
        npv=float(c.npv),
        carbon_payback_years=payback,
        carbon_payback_status=why,
    )


def _number(x) -> float | None:
    """A payback of ``switching.compare``: NaN (never, not within N years) is None."""
    return None if math.isnan(float(x)) else float(x)


def rental_break_even(quote: Quote, results: list[OptionResult]) -> list[OptionResult]:
    """(M37) Per rental, the price per GPU-hour at which it costs as much as each purchased
    candidate over the horizon, as notes on the rental."""
    bought = sorted((r for r in results if r.valid and not r.baseline and not r.rented
                     and r.tco is not None),
                    key=lambda r: r.label)  # notes in an order-free order (fuzz test)
    out = []
    for r in results:
        if not (r.valid and r.rented) or not bought:
            out.append(r)
            continue
        rent = next(o for o in quote.options if o.label == r.label).rental
        assert rent is not None and r.gpu_hours_per_year is not None  # a valid rental
        fixed = r.opex_by_year[0] - r.gpu_hours_per_year * rent.price_per_gpu_hour  # + licences
        extra = []
        for other in bought:
            price = rental.break_even_price_per_gpu_hour(
                other.tco, r.capex, r.gpu_hours_per_year, rent.escalation, fixed,
                quote.site.discount_rate, quote.site.years)
            if price is not None:
                extra.append(note("rental_break_even", other=other.label,
                                  price=("number", price, 2)))
        out.append(r.model_copy(update=dict(notes=r.notes + [render(n) for n in extra],
                                            note_items=r.note_items + extra)))
    return out


def compare_with_baseline(quote: Quote, results: list[OptionResult]) -> tuple[list, list]:
    """(M26)-(M29) for every valid candidate against a valid baseline."""
    base = next((r for r in results if r.baseline), None)
    if base is None:
        return results, []
    if not base.valid:
        return results, [note("baseline_invalid")]
    out = []
    for r in results:
        if r.baseline or not r.valid:
            out.append(r)
            continue
        out.append(r.model_copy(update=_against_baseline(quote, base, r)))
    return out, []
