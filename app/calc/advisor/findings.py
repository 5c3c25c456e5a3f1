"""Right-sizing and common mistakes as plain-language findings, each with its numbers.

Codes (stable, for the JSON): ``idle_dominates``, ``better_build``, ``cheaper_gpu``, ``psu_below_range``,
``psu_inefficient``, ``cap_extrapolated``, ``no_cap``, ``air_rack_density``, ``demand_differs``,
``over_budget``, ``energy_does_not_pay``.

Each finding's wording is data: ``notes``, one or more ``app.model.notes.Note`` (templates
``finding_*``, English and Dutch) whose renderings, joined by a space, are the finding. ``text``
keeps the English rendering for the JSON and the CLI; the Advice page renders the notes in the
user's language. A variant (a hint, a second sentence) is its own note, so that every template
reads as whole sentences in both languages. Money is a bare number: the currency is the quote's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from app.calc import checks
from app.calc.advisor.capsweep import DEFAULT_MAX_LOSS, cap_sweep
from app.calc.advisor.inputs import collect_inputs, point_values
from app.model import Catalog, Quote, QuoteResult
from app.model.catalog import cooling_arg
from app.model.notes import Note, note, render

LOW_UTILIZATION = 0.30   # below this, idle power is a large share of the energy
IDLE_SHARE_ALERT = 0.50  # idle floor share of the average load that triggers the finding
PSU_POOR_POINTS = 0.02   # efficiency this far under the curve's best is a poor operating point
CAP_MIN_SAVING = 0.01    # a cap worth suggesting saves at least this share of the energy
AIR_RACK_LIMIT_KW = 40.0  # about what air cooling handles per rack


def _num(value, digits: int = 0) -> tuple:
    """A number argument; ``digits`` -1: as many as the value needs. A plain float, so that the
    note stays JSON (numpy scalars come out of the cap sweep)."""
    return ("number", float(value), digits)


def _money(value, currency: str) -> tuple:
    """An amount argument: shown with the currency's sign in the reader's format ("€ 231.722")."""
    return (f"money:{currency}", float(value), 0)


def _pct(fraction, digits: int = 0) -> tuple:
    return ("percent", float(fraction), digits)


@dataclass(frozen=True)
class Finding:
    """One finding: its stable ``code`` (see above), the option it is about (None: the quote
    as a whole), its English ``text`` (the notes rendered and joined, for the JSON and the
    CLI), the ``notes`` themselves (so that a reader in another language renders the same
    notes) and ``numbers``, the figures it rests on by name, in the quote's units (money in its
    currency, energy in kWh a year, shares as fractions). Which figures a finding has depends
    on its code: they are what its sentence says, unrounded."""

    code: str
    option: str | None
    text: str
    notes: tuple[Note, ...]
    numbers: dict[str, Any]

    def to_json(self) -> dict:
        return {"code": self.code, "option": self.option, "text": self.text,
                "notes": [n.model_dump() for n in self.notes], "numbers": dict(self.numbers)}


def _finding(code: str, label: str | None, notes: list[Note], **numbers) -> Finding:
    """One finding from its notes (its English text is their rendering, joined)."""
    return Finding(code, label, " ".join(render(n) for n in notes), tuple(notes), numbers)


def idle_share(quote: Quote, label: str, r) -> float:
    """Share of the server's average DC load drawn even at u = 0 (M3-M5 at u = 0 over at u):
    (n x P_idle + platform_idle) / (n x P_gpu + P_plat). Same share of facility energy."""
    option = next(o for o in quote.options if o.label == label)
    server = quote.catalog.servers[option.server]
    gpu = quote.catalog.gpus[option.gpu]
    idle = gpu.measured.measured_idle_w if option.use_measured and gpu.measured else gpu.idle_w
    floor = option.gpus_per_server * idle + server.platform_idle_w
    load = option.gpus_per_server * r.gpu_w + r.platform_w
    return floor / load if load > 0 else 1.0  # a server drawing 0 W draws only its idle 0 W


def findings(quote: Quote, result: QuoteResult, demand_notes: list[Note],
             catalog: Catalog | None = None, demand: float | None = None,
             values: dict | None = None) -> list[Finding]:
    """Findings for every valid option of an evaluated quote (``evaluate(quote)``).

    ``catalog``: where to look for a GPU that does the same work for less (the quote's own
    snapshot is always searched). ``demand``/``values``: the point demand and input values
    (``inputs.point_values``) for the cap sweep; resolved from the quote when not given."""
    if values is None:
        from app.calc.evaluate import resolve_demand
        demand = resolve_demand(quote)[0] if demand is None else demand
        values = point_values(collect_inputs(quote, demand))
    out: list[Finding] = []
    best_build: dict = {}  # the configurator's best build, searched once per quote
    add = lambda code, label, notes, **nums: out.append(  # noqa: E731
        _finding(code, label, notes, **nums))
    for item in demand_notes:
        if item.code == "demand_differs":  # the engine's note, and what it means for advice
            add("demand_differs", None, [item, note("finding_demand_differs")])
    for r in result.options:
        if not r.valid:
            continue
        assert r.utilization is not None and r.annual_kwh_total is not None  # valid: both set
        share = idle_share(quote, r.label, r)
        if r.utilization < LOW_UTILIZATION or share >= IDLE_SHARE_ALERT:
            fewer = fewer_servers_possible(quote, r)
            add("idle_dominates", r.label,
                [note("finding_idle_dominates", u=_pct(r.utilization), share=_pct(share),
                      idle_kwh=_num(share * r.annual_kwh_total), kwh=_num(r.annual_kwh_total)),
                 *([note("finding_fewer_servers")] if fewer else [])],
                utilization=r.utilization, idle_share=share,
                idle_kwh=share * r.annual_kwh_total, fewer_servers_possible=fewer)
            _cheaper_gpu(add, quote, r, catalog, demand)
        if r.baseline or r.utilization < LOW_UTILIZATION or share >= IDLE_SHARE_ALERT:
            _better_build(add, quote, result, r, catalog, best_build)
        if checks.FLAG_PSU_BELOW_RANGE in r.flags:
            option = next(o for o in quote.options if o.label == r.label)
            lowest = quote.catalog.psus[option.psu].curve[0][0]
            add("psu_below_range", r.label,
                [note("finding_psu_below_range", load=_pct(r.psu_load, 1), lowest=_pct(lowest),
                      efficiency=_pct(r.psu_efficiency, 1))],
                psu_load=r.psu_load, lowest_certified=lowest)
        else:
            _psu_inefficient(add, quote, r)
        _no_cap(add, quote, r, demand, values)
        _air_density(add, quote, r)
        if checks.FLAG_EXTRAPOLATED_CAP in r.flags:
            add("cap_extrapolated", r.label,
                [note("finding_cap_extrapolated", rho=_pct(r.cap_ratio), phi=_pct(r.phi, 1))],
                power_ratio=r.cap_ratio, phi=r.phi)
        if checks.FLAG_OVER_BUDGET in r.flags:
            add("over_budget", r.label,
                [note("finding_over_budget", servers=_num(r.servers),
                      budget=_num(quote.site.budget_kw, -1), fit=_num(r.servers_in_budget))],
                servers=r.servers, servers_in_budget=r.servers_in_budget)
        if not r.baseline and r.switching_capex is not None:
            _energy_payback(add, r, result.years, result.currency)
    return out


def fewer_servers_possible(quote: Quote, r) -> bool:
    """Whether the option's work fits on fewer servers at u_max (M13, M13a with the quote's
    minimum and redundancy). A sized option already has the fewest (M13a), so only a fleet can."""
    from app.calc import sizing

    option = _option(quote, r.label)
    if not option.fleet_mode or not r.servers or r.utilization is None:
        return False
    s_min, m_red = quote.sizing_floor(option)
    need = sizing.servers_with_redundancy(
        sizing.servers_needed(r.servers * r.utilization, 1.0, 1.0, quote.workload.u_max),
        s_min, m_red)
    return bool(need < r.servers)


def _better_build(add, quote: Quote, result: QuoteResult, r, catalog, cache: dict) -> None:
    """The configurator's best build for the quote's work, named with its numbers, where it
    beats this option: a higher NPV against the baseline (a positive one for the baseline
    itself), or a lower TCO in a quote without a baseline."""
    if catalog is None or r.tco is None:
        return
    if "found" not in cache:
        from app.calc.configurator import suggest
        from app.errors import AppError
        base = next((o for o in result.options if o.baseline), None)
        objective = "npv" if base is not None and base.valid else "tco"
        try:
            found = suggest(quote, catalog, objective, top=1).suggestions
        except AppError:
            found = []
        cache["found"] = found[0] if found else None
    best = cache["found"]
    if best is None:
        return
    b, res, option = best.build, best.result, _option(quote, r.label)
    if (b.server, b.gpu, b.gpus_per_server) == (option.server, option.gpu, option.gpus_per_server):
        return
    if res.npv is not None:
        if not (res.npv > 0 if r.baseline else r.npv is not None and res.npv > r.npv):
            return
    elif not res.tco < r.tco:
        return
    wide = best.option
    server = catalog.servers[b.server].model.split(" (")[0]
    gpu_name = catalog.gpus[b.gpu].name
    add("better_build", r.label,
        [note("finding_better_build", n=option.gpus_per_server, u=_pct(r.utilization),
              servers=_num(res.servers), build_n=b.gpus_per_server, gpu=gpu_name, server=server,
              npv=_money(res.npv, quote.currency) if res.npv is not None else "–",
              tco=_money(res.tco, quote.currency), tco_now=_money(r.tco, quote.currency))],
        option_label=wide.label, servers=res.servers, gpus_per_server=b.gpus_per_server,
        gpu=b.gpu, server=b.server, npv=res.npv, tco=res.tco, tco_now=r.tco)


def _energy_payback(add, r, years: int, currency: str = "EUR") -> None:
    """METHOD E3's lesson: the energy saving alone rarely repays new GPUs. Three cases, one
    template each: no saving at all, a simple payback within the horizon that escalation and
    discounting undo (negative NPV), and a payback beyond the horizon. The years are the
    results' own simple payback (M27) and the case follows the results' paybacks (M27, M28), so
    the finding never says what the results contradict: nothing when switching gains money up
    front (M27's "no payback"), nor when the discounted payback (M28) is within the horizon and
    only the residual values make the NPV negative."""
    s1 = r.savings_by_year[0] if r.savings_by_year else 0.0
    if r.npv is not None and r.npv >= 0:
        return
    simple, disc = r.simple_payback_years, r.discounted_payback_years
    if getattr(r, "simple_no_payback", False) or r.switching_capex <= 0:
        return
    saving, capex = _money(s1, currency), _money(r.switching_capex, currency)
    if simple is None:
        item = note("finding_energy_saves_nothing", saving=saving, capex=capex)
    elif simple <= years:
        if disc is not None:
            return
        item = note("finding_energy_npv_negative", saving=saving, capex=capex,
                    payback=_num(simple, 1), years=_num(years),
                    npv=_money(r.npv, currency) if r.npv is not None else "–")
    else:
        item = note("finding_energy_beyond_horizon", saving=saving, capex=capex,
                    payback=_num(simple, 1), years=_num(years))
    add("energy_does_not_pay", r.label, [item], first_year_saving=s1,
        switching_capex=r.switching_capex, npv=r.npv)


def _option(quote: Quote, label: str):
    return next(o for o in quote.options if o.label == label)


def gpu_alternatives(quote: Quote, label: str, catalog: Catalog | None, demand: float) -> list[dict]:
    """Every GPU of the snapshot and ``catalog`` that fits the option's server (form factor,
    slots) and has a throughput for the workload, in the option's server sized to ``demand``
    (sizing mode, METHOD §4): [{gpu, name, servers, tco}] valid ones only, cheapest first."""
    from app.calc.evaluate import evaluate

    option = _option(quote, label)
    server = quote.catalog.servers[option.server]
    gpus = dict(catalog.gpus) if catalog is not None else {}
    gpus.update(quote.catalog.gpus)
    cls = quote.workload.class_id
    out = []
    for gpu in gpus.values():
        if (gpu.form_factor not in server.form_factors or cls not in gpu.perf
                or option.gpus_per_server > server.gpu_slots):
            continue
        variant = option.model_copy(update={
            "gpu": gpu.id, "servers": None, "utilization": None, "baseline": False,
            "power_cap": None, "profile": None, "use_measured": False, "cap_curve": None,
            "measured_load": None,  # a new candidate: the tariff's even spread
            "gpu_price": option.gpu_price if gpu.id == option.gpu else None})
        q = quote.model_copy(update={
            "options": [variant], "baseline_resale": None,
            "workload": quote.workload.model_copy(update={"demand_per_s": demand}),
            "catalog": quote.catalog.model_copy(update={"gpus": {**quote.catalog.gpus, gpu.id: gpu}})})
        try:
            res = evaluate(q).options[0]
        except Exception:  # noqa: BLE001 - an alternative that cannot be computed is no advice
            continue
        if res.valid and res.tco is not None:
            out.append({"gpu": gpu.id, "name": gpu.name, "servers": res.servers, "tco": res.tco})
    return sorted(out, key=lambda a: a["tco"])


def _cheaper_gpu(add, quote: Quote, r, catalog, demand) -> None:
    """Another GPU that does the option's work for a lower TCO than the option now (the
    cheapest such), with the present GPU re-sized to the work for comparison."""
    if demand is None or r.tco is None:
        return
    option = _option(quote, r.label)
    alts = gpu_alternatives(quote, r.label, catalog, demand)
    others = [a for a in alts if a["gpu"] != option.gpu]
    if not others or others[0]["tco"] >= r.tco:
        return
    best = others[0]
    same = next((a for a in alts if a["gpu"] == option.gpu), None)
    unit = quote.catalog.workloads[quote.workload.class_id].unit
    notes = [note("finding_cheaper_gpu", demand=_num(demand, -1), unit=unit, gpu=best["name"],
                  servers=_num(best["servers"]), tco=_money(best["tco"], quote.currency),
                  tco_now=_money(r.tco, quote.currency),
                  saving=_money(r.tco - best["tco"], quote.currency))]
    if same is not None:  # the fairer comparison: the same GPU, sized to the work too
        code = ("finding_cheaper_gpu_resized_cheapest" if same["tco"] < best["tco"]
                else "finding_cheaper_gpu_resized")
        notes.append(note(code, servers=_num(same["servers"]),
                          tco=_money(same["tco"], quote.currency)))
    add("cheaper_gpu", r.label, notes, gpu=best["gpu"], servers=best["servers"], tco=best["tco"],
        tco_now=r.tco, tco_saving=r.tco - best["tco"],
        same_gpu_resized_tco=None if same is None else same["tco"])


def _psu_inefficient(add, quote: Quote, r) -> None:
    """PSUs working where their efficiency curve is poor: more than PSU_POOR_POINTS under the
    curve's best efficiency (below the curve's lowest point is ``psu_below_range``)."""
    if r.psu_efficiency is None or r.psu_load is None:
        return
    curve = quote.catalog.psus[_option(quote, r.label).psu].curve
    best_load, best = max(curve, key=lambda p: p[1])
    if r.psu_efficiency >= best - PSU_POOR_POINTS - 1e-12:
        return
    lost = r.annual_kwh_total * (1.0 - r.psu_efficiency / best)
    hint = "finding_psu_fewer" if r.psu_load < best_load else "finding_psu_more"
    add("psu_inefficient", r.label,
        [note("finding_psu_inefficient", load=_pct(r.psu_load),
              efficiency=_pct(r.psu_efficiency, 1), points=_num((best - r.psu_efficiency) * 100, 1),
              best=_pct(best, 1), best_load=_pct(best_load), lost=_num(lost)),
         note(hint)], psu_load=r.psu_load, psu_efficiency=r.psu_efficiency,
        best_efficiency=best, best_load=best_load, kwh_lost=lost)


def _no_cap(add, quote: Quote, r, demand, values) -> None:
    """No cap or profile set, while the cap sweep finds a cap saving energy at <= 5 % loss."""
    option = _option(quote, r.label)
    if option.power_cap is not None or option.profile is not None:
        return
    s = cap_sweep(quote, r.label, demand, values, DEFAULT_MAX_LOSS)
    i, top = s.best_energy, s.cap.size - 1
    if i is None or i == top:
        return
    saving = float(s.annual_kwh[top] - s.annual_kwh[i])
    if not saving > 0 or saving < CAP_MIN_SAVING * float(s.annual_kwh[top]):
        return
    money = float(s.annual_energy_cost[top] - s.annual_energy_cost[i])
    basis = (note("finding_no_cap_measured") if s.measured_curve
             else note("finding_no_cap_assumed", beta=_num(s.cap_beta, -1)))
    add("no_cap", r.label,
        [note("finding_no_cap", cap=_pct(s.cap[i]), kwh=_num(saving),
              share=_pct(saving / s.annual_kwh[top], 1), money=_money(money, quote.currency),
              loss=_pct(1 - s.phi[i], 1)), basis], cap=float(s.cap[i]), kwh_saving=saving,
        saving_share=saving / float(s.annual_kwh[top]), first_year_cost_saving=money,
        performance_loss=float(1 - s.phi[i]), measured_curve=s.measured_curve)


def _air_density(add, quote: Quote, r) -> None:
    """Air cooling at a rack density above what air handles (about 40 kW per rack)."""
    option = _option(quote, r.label)
    if quote.catalog.cooling[option.cooling].type != "air" or quote.site.rack_limit_kw is None:
        return
    limit = quote.site.rack_limit_kw
    density = (r.servers_per_rack * r.wall_peak_w / 1000.0
               if r.servers_per_rack and r.wall_peak_w else limit)
    if not np.isfinite(density) or density <= AIR_RACK_LIMIT_KW:
        return
    server = quote.catalog.servers[option.server]
    liquid = [c for c in server.cooling if c != "air"]
    hint = (note("finding_air_liquid_offered", server=server.model_arg(),
                 cooling=cooling_arg(liquid))
            if liquid else note("finding_air_liquid_platform"))
    add("air_rack_density", r.label,
        [note("finding_air_rack_density", rack_kw=_num(density, 1),
              servers=_num(r.servers_per_rack) if r.servers_per_rack else "–",
              peak=_num((r.wall_peak_w or 0) / 1000, 1), limit=_num(limit, -1),
              air=_num(AIR_RACK_LIMIT_KW, -1)), hint],
        rack_kw=density, servers_per_rack=r.servers_per_rack, rack_limit_kw=limit,
        air_limit_kw=AIR_RACK_LIMIT_KW, liquid_cooling=liquid)
