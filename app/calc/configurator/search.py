"""The configurator: every build of the catalogue run through the one chain as arrays, the
ones that break a constraint dropped, the rest ranked by an objective.

The builds are grouped by what the chain cannot take as an array (PSU curve, sharing mode, a
cap or a profile, M33's basis); inside a group every number is an array, one element per
build. Each build's inputs come from ``evaluate.chain_inputs`` on the build as an option, so a
suggestion cannot disagree with the quote it becomes; the top N are then evaluated as options.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from app.calc import carbon, power, price_request, reserve, sizing
from app.calc.chain import ChainInputs, run_chain
from app.calc.chain_terms import ProfileTerms
from app.calc.configurator import growth_rank
from app.calc.configurator.builds import Build, enumerate_builds, snapshot_with
from app.calc.evaluate import chain_inputs, evaluate, resolve_demand
from app.errors import AppError, Said
from app.model import Option, OptionResult, Quote
from app.model.catalog import Catalog
from app.model.notes import Note, note

#: objective -> (the figure ranked, True when higher is better)
OBJECTIVES = {"npv": ("npv", True), "tco": ("tco", False), "energy": ("annual_kwh_total", False),
              "co2": ("annual_co2_kg", False), "capex": ("capex", False),
              "carbon": ("carbon_horizon_kg", False)}
_ROW_FIELDS = ("gpus", "cap", "profile")


@dataclass(frozen=True)
class Limits:
    """Constraints the user may add to the site's own (budget, rack limit)."""

    max_capex: float | None = None
    max_racks: int | None = None
    #: (M13a) N + this many servers for every build; None: the template's, else the default
    redundancy: int | None = None
    #: (M13a) at least this many servers for every build; None: the template's or the quote's
    min_servers: int | None = None


def _floor(quote: Quote, limits: Limits) -> dict:
    """The M13a floor of every suggestion (app.calc.reserve.suggestion_floor)."""
    base = quote.baseline
    results = None if base is None or base.fleet_mode else evaluate(quote).options
    return reserve.suggestion_floor(quote, _template(quote),
                                    reserve.baseline_servers(quote, results),
                                    limits.redundancy, limits.min_servers)


@dataclass(frozen=True)
class Table:
    """Every enumerated build with its figures (arrays, one element per build)."""

    builds: list[Build]
    valid: np.ndarray
    figures: dict[str, np.ndarray]


@dataclass(frozen=True)
class Suggestion:
    rank: int
    build: Build
    option: Option
    result: OptionResult
    racks: int
    why: Note


@dataclass(frozen=True)
class Suggestions:
    objective: str
    searched: int
    valid: int
    suggestions: list[Suggestion] = field(default_factory=list)
    #: builds on "price on request" (app.calc.price_request), apart: never ranked on money
    on_request: list[Suggestion] = field(default_factory=list)


def _key(value):
    """``value`` as a hashable key: lists, dicts and the chain's named records (a bill's tax
    bands are a list inside a BillTerms) compared by their contents."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,
                *((f.name, _key(getattr(value, f.name))) for f in dataclasses.fields(value)))
    if isinstance(value, (list, tuple)):
        return tuple(_key(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _key(v)) for k, v in value.items()))
    return value


def _is_number(value) -> bool:
    return isinstance(value, (int, float, np.floating)) and not isinstance(value, bool)


def _template(quote: Quote) -> Option | None:
    """The quote's first purchased candidate: its money terms (installation, maintenance,
    licence, discount) carry over to the suggestions, so they compare like the quote's own."""
    return next((o for o in quote.options if not o.baseline and o.rental is None), None)


def run_table(quote: Quote, builds: list[Build], demand: float,
              template: Option | None = None, floor: dict | None = None) -> Table:
    """The chain for every build at once (grouped as the module docstring says)."""
    families: dict[tuple, tuple[ChainInputs, tuple]] = {}
    groups: dict[tuple, list[int]] = {}
    per_row: list[ChainInputs] = []
    for i, b in enumerate(builds):
        fam = (b.server, b.gpu, b.psu, b.cooling)
        if fam not in families:
            inp = chain_inputs(
                quote, dataclasses.replace(b, cap=None, profile=None).option("x", template, floor),
                demand)
            fixed = tuple((f.name, _key(getattr(inp, f.name))) for f in dataclasses.fields(inp)
                          if f.name not in _ROW_FIELDS and not _is_number(getattr(inp, f.name)))
            families[fam] = (inp, fixed)
        inp, fixed = families[fam]
        per_row.append(inp)
        groups.setdefault((b.profile is not None, fixed), []).append(i)
    n = len(builds)
    figures: dict[str, Any] = {}  # arrays, and "_groups": the chains per group
    for (profiled, _), rows in groups.items():
        first = per_row[rows[0]]
        values = {}
        for f in dataclasses.fields(first):
            if f.name in _ROW_FIELDS:
                continue
            v = getattr(first, f.name)
            if _is_number(v):
                column = [getattr(per_row[i], f.name) for i in rows]
                v = np.array(column, float) if any(x != v for x in column) else v
            values[f.name] = v
        values["gpus"] = np.array([builds[i].gpus_per_server for i in rows], float)
        if profiled:
            from app.calc.caps import PROFILE_PRESETS
            phi_lam = np.array([PROFILE_PRESETS[p] for i in rows
                                if (p := builds[i].profile) is not None], dtype=float)
            values.update(cap=None, profile=ProfileTerms(phi_lam[:, 0], phi_lam[:, 1]))
        else:
            values.update(cap=np.array([builds[i].cap or 1.0 for i in rows], float),
                          profile=None)
        c = run_chain(ChainInputs(**values))
        idx = np.array(rows)
        for name in ("servers", "utilization", "wall_w", "wall_peak_w", "dc_peak_w", "capex",
                     "tco", "annual_kwh_total", "annual_co2_kg", "throughput_per_gpu"):
            figures.setdefault(name, np.full(n, np.nan))[idx] = np.broadcast_to(
                np.asarray(getattr(c, name), float), idx.shape)
        capacity = power.psu_capacity_w(values["psu_count"], values["psu_spares"],
                                        values["psu_rating_w"])
        figures.setdefault("psu_capacity_w", np.full(n, np.nan))[idx] = capacity
        figures.setdefault("_groups", []).append((idx, c))
    return Table(builds, np.ones(n, bool), figures)


def _constraints(quote: Quote, catalog: Catalog, table: Table, limits: Limits):
    """PSU fit (M10), power budget (M30), rack limit and racks (M31), max capex and racks."""
    f, site = table.figures, quote.site
    servers = f["servers"]
    ok = f["dc_peak_w"] <= f["psu_capacity_w"]
    if site.budget_kw is not None:
        design = site.design_pue if site.design_pue is not None else site.site_pue
        ok &= servers <= sizing.servers_in_budget(site.budget_kw, f["wall_peak_w"], design)
    plats = [catalog.servers[b.server] for b in table.builds]
    units = np.array([p.rack_units for p in plats], float)
    scale = np.array([p.rack_scale for p in plats])
    if site.rack_limit_kw is not None:
        per_rack = sizing.servers_per_rack(site.rack_limit_kw, f["wall_peak_w"], site.rack_u,
                                           units, scale)
    else:
        per_rack = np.where(scale, 1.0, np.floor(site.rack_u / units))
    ok &= per_rack >= 1
    with np.errstate(divide="ignore", invalid="ignore"):
        racks = np.where(per_rack >= 1, np.ceil(servers / np.maximum(per_rack, 1)), np.inf)
    if limits.max_capex is not None:
        ok &= f["capex"] <= limits.max_capex * (1 + 1e-12)
    if limits.max_racks is not None:
        ok &= racks <= limits.max_racks
    return ok & np.isfinite(f["tco"]), racks


def _npv(quote: Quote, table: Table, demand: float) -> np.ndarray:
    """(M26)-(M29) of every build against the baseline, the advisor's vectorised comparison."""
    from app.calc.advisor.variants import compare

    base = quote.baseline
    if base is None:
        return np.full(len(table.builds), np.nan)
    base_chain = run_chain(chain_inputs(quote, base, demand))
    out = np.full(len(table.builds), np.nan)
    for idx, c in table.figures["_groups"]:
        out[idx] = compare(quote, base_chain, c, quote.site.discount_rate).npv
    return out


def _carbon_horizon(quote: Quote, table: Table) -> np.ndarray:
    """(M38) embodied + N x CO2 of every build [kg]; NaN where the catalogue lacks the
    platform's or the GPU's embodied figure ("not known", never 0: such a build is not ranked
    by carbon)."""
    snap, f = quote.catalog, table.figures
    out = np.full(len(table.builds), np.nan)
    for i, b in enumerate(table.builds):
        embodied = carbon.embodied_kg(f["servers"][i], snap.servers[b.server].embodied_kg_co2e,
                                      b.gpus_per_server, snap.gpus[b.gpu].embodied_kg_co2e)
        total = carbon.carbon_over_horizon(embodied, f["annual_co2_kg"][i], quote.site.years)
        if total is not None:
            out[i] = total
    return out


def _set_apart(quote: Quote, table: Table, valid: np.ndarray, limits: Limits) -> None:
    """Builds whose price nobody knows: their money figures NaN (the chain ran them at 0, so
    they never rank on capex, TCO or NPV), and "_apart": the valid ones by energy, which
    ``suggest`` lists apart. Under a capex limit none is listed: its capex is not known."""
    snap, f = quote.catalog, table.figures
    por = np.array([bool(price_request.build_parts(snap, b.gpu, b.server))
                    for b in table.builds], bool)
    for name in ("capex", "tco", "npv"):
        f[name] = np.where(por, np.nan, f[name])
    keep = valid & por & (limits.max_capex is None)
    f["_apart"] = rank_order(f["annual_kwh_total"], keep, False)


def rank_order(values: np.ndarray, valid: np.ndarray, higher_better: bool) -> np.ndarray:
    """Valid builds best first; values rounded to 0.01 so that ties keep enumeration order."""
    keys = np.round(values, 2) * (-1.0 if higher_better else 1.0)
    order = np.lexsort((np.arange(values.size), keys))
    return order[valid[order]]


def search(quote: Quote, catalog: Catalog, objective: str = "npv",
           limits: Limits = Limits(), include_announced: bool = False, power: bool = True):
    """Enumerate, run, constrain and rank: (quote with the builds' entries, builds, table,
    racks, objective values, ranking)."""
    if objective not in OBJECTIVES:
        raise AppError(f"objective {objective!r}: choose one of {', '.join(OBJECTIVES)}")
    builds = enumerate_builds(quote, catalog, include_announced, power)
    wide = quote.model_copy(update={"catalog": snapshot_with(quote, catalog, builds)})
    demand, _ = resolve_demand(wide)
    if demand is None:
        raise AppError(Said("no demand to size for: set the workload demand or a fleet-mode "
                            "baseline", Said("suggest")))
    baseline_ok = quote.baseline is not None and evaluate(quote).option(quote.baseline.label).valid
    if objective == "npv" and not baseline_ok:
        raise AppError(Said("ranking by NPV needs a valid baseline; choose --objective tco",
                            Said("suggest")))
    if not builds:
        return wide, builds, None, np.array([]), np.array([]), np.array([], int)
    demand = growth_rank.sizing_demand(wide, demand)  # (M43) the peak year under growth
    table = run_table(wide, builds, demand, _template(quote), _floor(quote, limits))
    valid, racks = _constraints(wide, catalog, table, limits)
    table.figures["npv"] = _npv(wide, table, demand)
    table.figures["carbon_horizon_kg"] = _carbon_horizon(wide, table)
    _set_apart(wide, table, valid, limits)
    name, higher = OBJECTIVES[objective]
    values = table.figures[name]
    return wide, builds, table, racks, values, rank_order(values, valid & np.isfinite(values),
                                                         higher)


def suggest(quote: Quote, catalog: Catalog, objective: str = "npv", top: int = 5,
            limits: Limits = Limits(), include_announced: bool = False,
            distinct: bool = True, plans=growth_rank.PLANS, label=None) -> Suggestions:
    """The top ``top`` builds; ``distinct``: the best power setting and PSU fit of each
    platform x GPU x count x cooling only. Under demand growth each build is evaluated under
    every plan in ``plans`` (M44) and keeps the one that ranks it best (growth_rank).
    ``label(quote, build)`` names each suggestion (the option's name once added); the callers
    give one in the reader's language, the default is English (build_label)."""
    label = label or build_label
    plans = growth_rank.check_plans(plans)
    wide, builds, table, racks, values, order = search(quote, catalog, objective, limits,
                                                       include_announced)
    picked, seen = [], set()
    wanted = growth_rank.shortlist_size(quote, top)
    for i in order:
        b = builds[i]
        fam = (b.server, b.gpu, b.gpus_per_server, b.cooling)
        if distinct and fam in seen:
            continue
        seen.add(fam)
        picked.append(int(i))
        if len(picked) == wanted:
            break
    template, floor = _template(quote), _floor(quote, limits)
    taken = {o.label for o in quote.options}
    run = lambda o: evaluate(_with_option(wide, o)).option(o.label)  # noqa: E731
    chosen: list[tuple[int, Option, OptionResult, float]] = []
    for i in picked:
        b = builds[i]
        option = b.option(unique_label(label(wide, b), taken), template, floor)
        if growth_rank.active(quote):
            name, higher = OBJECTIVES[objective]
            got = growth_rank.best_plan(wide, option, plans, run, name, higher, limits.max_capex)
            if got is None:
                continue
            chosen.append((i, got[0], got[1], got[2]))
        else:
            chosen.append((i, option, run(option), 0.0))
        taken.add(option.label)
    if growth_rank.active(quote):  # the exact figures rank; ties keep the fast path's order
        higher = OBJECTIVES[objective][1]
        chosen.sort(key=lambda c: round(c[3], 2) * (-1.0 if higher else 1.0))
        chosen = chosen[:top]
    out: list[Suggestion] = []
    for rank, (i, option, result, _) in enumerate(chosen, start=1):
        out.append(Suggestion(rank, builds[i], option, result, int(racks[i]),
                              _why(objective, rank, result, out[0].result if out else None,
                                   int(order.size), len(builds), quote.currency,
                                   quote.site.years)))
    apart = _on_request(wide, builds, table, racks, run, template, floor, taken, top, distinct,
                        label)
    return Suggestions(objective, len(builds), int(order.size), out, apart)


def _on_request(quote: Quote, builds, table, racks, run, template, floor, taken, top,
                distinct, label=None) -> list[Suggestion]:
    """Up to ``top`` builds on "price on request", least energy first, apart from the ranked
    ones (rank 0: not ranked); ``label`` names them as suggest's callers name the others."""
    label = label or build_label
    if table is None:
        return []
    out: list[Suggestion] = []
    seen: set = set()
    for i in table.figures["_apart"]:
        b = builds[i]
        fam = (b.server, b.gpu, b.gpus_per_server, b.cooling)
        if distinct and fam in seen:
            continue
        seen.add(fam)
        option = b.option(unique_label(label(quote, b), taken), template, floor)
        taken.add(option.label)
        r = run(option)
        parts = price_request.build_parts(quote.catalog, b.gpu, b.server)
        why = note("suggest_on_request", parts=", ".join(parts),
                   servers=("number", int(r.servers or 0), 0),
                   u=("percent", r.utilization or 0.0, 0),
                   kwh=("number", r.annual_kwh_total or 0.0, 0))
        out.append(Suggestion(0, b, option, r, int(racks[i]), why))
        if len(out) == top:
            break
    return out


def _with_option(quote: Quote, option: Option) -> Quote:
    return quote.model_copy(update={"options": [*quote.options, option]})


def add_suggestion(quote: Quote, catalog: Catalog, suggestion: Suggestion) -> Quote:
    """The quote with the suggestion as a new option, its catalogue entries in the snapshot."""
    snap = snapshot_with(quote, catalog, [suggestion.build])
    return Quote.model_validate({**quote.model_dump(), "catalog": snap.model_dump(),
                                 "options": [*[o.model_dump() for o in quote.options],
                                             suggestion.option.model_dump()]})


def build_label(quote: Quote, b: Build) -> str:
    """'2x H200 NVL 141GB, SYS-421GE-TNRT, cap 90 %' (model up to its first bracket)."""
    gpu, server = quote.catalog.gpus[b.gpu], quote.catalog.servers[b.server]
    text = f"{b.gpus_per_server}x {gpu.name}, {server.model.split(' (')[0]}"
    cooling = quote.catalog.cooling[b.cooling]
    if cooling.type != "air":
        text += f", {cooling.type.upper() if cooling.type == 'dlc' else cooling.type}"
    if b.cap is not None:
        text += f", cap {b.cap * 100:.0f} %"
    if b.profile is not None:
        text += f", {b.profile.replace('_', ' ')} profile"
    return text[:120]


def unique_label(base: str, taken: set[str]) -> str:
    label, n = base, 2
    while label in taken:
        label, n = f"{base[:114]} ({n})", n + 1
    return label


def _why(objective: str, rank: int, r: OptionResult, best: OptionResult | None, valid: int,
         searched: int, currency: str, years: int = 0) -> Note:
    """One line on why a suggestion ranks where it does."""
    common: dict[str, Any] = dict(servers=("number", int(r.servers or 0), 0),
                  u=("percent", r.utilization or 0.0, 0))
    if best is None:
        if objective == "carbon":
            common["years"] = years
        return note(f"suggest_best_{objective}", valid=("number", int(valid), 0),
                    searched=("number", int(searched), 0), **common)
    first = lambda x: (x.opex_by_year or [0.0])[0]  # noqa: E731
    return note("suggest_other", rank=rank,
                capex=(f"money+:{currency}", (r.capex or 0) - (best.capex or 0), 0),
                opex=(f"money+:{currency}", first(r) - first(best), 0), **common)
