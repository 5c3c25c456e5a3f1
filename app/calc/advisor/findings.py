"""Right-sizing and common mistakes as plain-language findings, each with its numbers.

Codes (stable, for the JSON): ``idle_dominates``, ``psu_below_range``, ``cap_extrapolated``,
``demand_differs``, ``over_budget``, ``energy_does_not_pay``.
"""

from __future__ import annotations

from app.calc import checks
from app.model import Quote, QuoteResult

LOW_UTILIZATION = 0.30   # below this, idle power is a large share of the energy
IDLE_SHARE_ALERT = 0.50  # idle floor share of the average load that triggers the finding


def idle_share(quote: Quote, label: str, r) -> float:
    """Share of the server's average DC load drawn even at u = 0 (M3-M5 at u = 0 over at u):
    (n x P_idle + platform_idle) / (n x P_gpu + P_plat). Same share of facility energy."""
    option = next(o for o in quote.options if o.label == label)
    server = quote.catalog.servers[option.server]
    gpu = quote.catalog.gpus[option.gpu]
    idle = gpu.measured.measured_idle_w if option.use_measured and gpu.measured else gpu.idle_w
    floor = option.gpus_per_server * idle + server.platform_idle_w
    return floor / (option.gpus_per_server * r.gpu_w + r.platform_w)


def findings(quote: Quote, result: QuoteResult, demand_notes: list[str]) -> list[dict]:
    """Findings for every valid option of an evaluated quote (``evaluate(quote)``)."""
    out: list[dict] = []
    add = lambda code, label, text, **nums: out.append(  # noqa: E731
        {"code": code, "option": label, "text": text, "numbers": nums})
    for note in demand_notes:
        if "differs" in note:
            add("demand_differs", None, note + " Options are then not compared at the work the "
                "customer does today.")
    for r in result.options:
        if not r.valid:
            continue
        share = idle_share(quote, r.label, r)
        if r.utilization < LOW_UTILIZATION or share >= IDLE_SHARE_ALERT:
            add("idle_dominates", r.label,
                f"Average utilization is {r.utilization:.0%}: about {share:.0%} of its energy "
                f"({share * r.annual_kwh_total:,.0f} of {r.annual_kwh_total:,.0f} kWh a year) is "
                "drawn by idle power. Fewer, busier servers do the same work for less.",
                utilization=r.utilization, idle_share=share,
                idle_kwh=share * r.annual_kwh_total)
        if checks.FLAG_PSU_BELOW_RANGE in r.flags:
            option = next(o for o in quote.options if o.label == r.label)
            lowest = quote.catalog.psus[option.psu].curve[0][0]
            add("psu_below_range", r.label,
                f"Each PSU runs at {r.psu_load:.1%} of its rating, below the certified range "
                f"(lowest point {lowest:.0%}): the {r.psu_efficiency:.1%} efficiency is assumed. "
                "Fewer or smaller PSUs would run in range.", psu_load=r.psu_load,
                lowest_certified=lowest)
        if checks.FLAG_EXTRAPOLATED_CAP in r.flags:
            add("cap_extrapolated", r.label,
                f"The cap holds the GPU at {r.cap_ratio:.0%} of full power, below 70 %: the "
                f"throughput ({r.phi:.1%} of uncapped) is extrapolated, not supported by the cap "
                "model (METHOD §3).", power_ratio=r.cap_ratio, phi=r.phi)
        if checks.FLAG_OVER_BUDGET in r.flags:
            add("over_budget", r.label,
                f"Needs {r.servers} servers; the {quote.site.budget_kw:g} kW budget holds "
                f"{r.servers_in_budget}.", servers=r.servers, servers_in_budget=r.servers_in_budget)
        if not r.baseline and r.switching_capex is not None:
            _energy_payback(add, r, result.years)
    return out


def _energy_payback(add, r, years: int) -> None:
    """METHOD E3's lesson: the energy saving alone rarely repays new GPUs."""
    s1 = r.savings_by_year[0] if r.savings_by_year else 0.0
    if r.npv is not None and r.npv >= 0:
        return
    if s1 <= 0:
        text = (f"Switching saves nothing on running costs ({s1:,.0f} a year), so the "
                f"{r.switching_capex:,.0f} capex never pays back.")
    elif r.switching_capex / s1 <= years:
        text = (f"The running-cost saving of {s1:,.0f} a year repays the {r.switching_capex:,.0f} "
                f"capex simply in {r.switching_capex / s1:.1f} years, but not within the "
                f"{years}-year horizon once escalated and discounted (NPV {r.npv:,.0f}).")
    else:
        text = (f"The running-cost saving of {s1:,.0f} a year repays the {r.switching_capex:,.0f} "
                f"capex in {r.switching_capex / s1:.1f} years, beyond the {years}-year horizon: "
                "energy alone does not pay for the new hardware (METHOD E3).")
    add("energy_does_not_pay", r.label, text, first_year_saving=s1,
        switching_capex=r.switching_capex, npv=r.npv)
