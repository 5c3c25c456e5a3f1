"""Power profiles side by side (METHOD §3 presets) and what a power budget holds (§8, M30-M32).

Every row does the same work D: sizing options are re-sized (M13), fleet options keep their
servers at u = u_quote / phi. Frequency scaling is the reference the others beat: it loses 10 %
of throughput for 5 % of power, so at equal work it uses more energy than no profile at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

import numpy as np

from app.calc import caps, sizing
from app.calc.advisor.inputs import option_inputs
from app.calc.advisor.variants import variant_validity
from app.calc.chain import as_float, run_chain
from app.model import Option, ProfileChoice, Quote
from app.model.notes import Note, note

REFERENCE = "frequency_scaling"


@dataclass(frozen=True)
class BudgetFit:
    """What the site's limits hold of one variant: servers that fit the power budget (M30)
    and their throughput [units/s] at u_max (M32), whether the variant's servers fit, servers
    per rack and racks needed (M31). None where the site sets no budget (the first three) or
    no rack limit (the last two); ``racks`` is also None when not one server fits a rack."""

    servers_in_budget: int | None = None
    throughput_in_budget: float | None = None
    fits_budget: bool | None = None
    servers_per_rack: int | None = None
    racks: int | None = None

    def to_json(self) -> dict:
        out: dict = {}
        if self.servers_in_budget is not None:
            out.update(servers_in_budget=self.servers_in_budget,
                       throughput_in_budget=self.throughput_in_budget,
                       fits_budget=self.fits_budget)
        if self.servers_per_rack is not None:
            out.update(servers_per_rack=self.servers_per_rack, racks=self.racks)
        return out


@dataclass(frozen=True)
class VariantRow:
    """One variant of an option (a cap, a profile or none) doing the option's work: the
    chain's figures as plain numbers, named and in the units of ``OptionResult`` (throughput
    [units/s per GPU], power [W per server], energy [kWh a year, facility], money in the
    quote's currency, per-work figures per unit), whether it is valid, and its budget fit."""

    variant: str
    phi: float
    lam: float
    servers: int
    utilization: float
    wall_w: float
    wall_peak_w: float
    annual_kwh_total: float
    tco: float
    kwh_per_work: float
    tco_per_work: float
    throughput_per_gpu: float
    work_per_year: float
    annual_energy_cost: float   # year 1 [money]
    valid: bool
    fit: BudgetFit = BudgetFit()

    def figures(self) -> dict:
        """Every field as a keyword (to extend the row into a table's own row type)."""
        return {f.name: getattr(self, f.name) for f in fields(VariantRow)}

    def to_json(self) -> dict:
        out = {f.name: getattr(self, f.name) for f in fields(VariantRow) if f.name != "fit"}
        return {**out, **self.fit.to_json()}


@dataclass(frozen=True)
class ProfileRow(VariantRow):
    """A row of the profile table: ``supported`` by the GPU's catalogue row, and its energy
    [kWh a year] and TCO [money] against "none" (positive: uses more)."""

    supported: bool = field(kw_only=True)
    kwh_vs_none: float = field(kw_only=True)
    tco_vs_none: float = field(kw_only=True)

    def to_json(self) -> dict:
        return {**super().to_json(), "supported": self.supported,
                "kwh_vs_none": self.kwh_vs_none, "tco_vs_none": self.tco_vs_none}


@dataclass(frozen=True)
class ProfileTable:
    """"No profile" and each preset of an option at equal work, with the table's notes: the
    English ``notes`` for the JSON, the same as ``note_items`` for a reader's language."""

    label: str
    rows: tuple[ProfileRow, ...]
    notes: tuple[str, ...]
    note_items: tuple[Note, ...]

    def row(self, variant: str) -> ProfileRow | None:
        return next((r for r in self.rows if r.variant == variant), None)

    def to_json(self) -> dict:
        return {"label": self.label, "rows": [r.to_json() for r in self.rows],
                "notes": list(self.notes), "note_items": [n.model_dump() for n in self.note_items]}


@dataclass(frozen=True)
class BudgetRow(VariantRow):
    """A row of the budget table: how many more servers (and throughput [units/s]) the budget
    holds than uncapped with no profile; None without a power budget."""

    more_servers_than_uncapped: int | None = field(default=None, kw_only=True)
    more_throughput_than_uncapped: float | None = field(default=None, kw_only=True)

    def to_json(self) -> dict:
        out = super().to_json()
        if self.fit.servers_in_budget is not None:
            out.update(more_servers_than_uncapped=self.more_servers_than_uncapped,
                       more_throughput_than_uncapped=self.more_throughput_than_uncapped)
        return out


@dataclass(frozen=True)
class BudgetTable:
    """What the site's power budget [kW at the grid] and rack limit [kW per rack] hold of an
    option: as configured, uncapped, with each supported preset and with the sweet-spot cap."""

    label: str
    budget_kw: float | None
    rack_limit_kw: float | None
    rows: tuple[BudgetRow, ...]

    def row(self, variant: str) -> BudgetRow | None:
        return next((r for r in self.rows if r.variant == variant), None)

    def to_json(self) -> dict:
        return {"label": self.label, "budget_kw": self.budget_kw,
                "rack_limit_kw": self.rack_limit_kw, "rows": [r.to_json() for r in self.rows]}


def variant_row(quote: Quote, option: Option, demand, values, name: str) -> VariantRow:
    """One variant of an option (its cap/profile as set on ``option``) as plain numbers."""
    inp = option_inputs(quote, option, demand, values)
    if option.fleet_mode:  # equal work with the same servers
        assert inp.fleet_utilization is not None  # a fleet-mode option has its utilisation
        phi0 = as_float(run_chain(inp).phi)
        inp = replace(inp, fleet_utilization=inp.fleet_utilization / phi0)
    c = run_chain(inp)
    wall_peak_w, throughput = as_float(c.wall_peak_w), as_float(c.throughput_per_gpu)
    servers = as_float(c.servers)
    return VariantRow(
        name, phi=as_float(c.phi), lam=as_float(c.lam), servers=int(servers),
        utilization=as_float(c.utilization), wall_w=as_float(c.wall_w), wall_peak_w=wall_peak_w,
        annual_kwh_total=as_float(c.annual_kwh_total), tco=as_float(c.tco),
        kwh_per_work=as_float(c.kwh_per_work), tco_per_work=as_float(c.tco_per_work),
        throughput_per_gpu=throughput, work_per_year=as_float(c.work_per_year),
        annual_energy_cost=float(np.asarray(c.energy_cost_by_year)[0]),
        valid=bool(variant_validity(quote, option, c, ())),
        fit=budget_fit(quote, option, wall_peak_w, throughput, servers))


def budget_fit(quote: Quote, option: Option, wall_peak_w: float, throughput: float,
               servers: float) -> BudgetFit:
    """(M30)-(M32) and racks (M31) for one variant; empty where the site sets no limits."""
    site, out = quote.site, BudgetFit()
    if site.budget_kw is not None:
        design = site.design_pue if site.design_pue is not None else site.site_pue
        fit = int(sizing.servers_in_budget(site.budget_kw, wall_peak_w, design))
        out = replace(out, servers_in_budget=fit, fits_budget=servers <= fit,
                      throughput_in_budget=float(sizing.throughput_in_budget(
                          fit, option.gpus_per_server, throughput, quote.workload.u_max)))
    if site.rack_limit_kw is not None:
        server = quote.catalog.servers[option.server]  # a rack-scale system: its own rack
        per_rack = int(sizing.servers_per_rack(site.rack_limit_kw, wall_peak_w, site.rack_u,
                                               server.rack_units, server.rack_scale))
        out = replace(out, servers_per_rack=per_rack, racks=int(
            sizing.racks_needed(servers, per_rack)) if per_rack > 0 else None)
    return out


def profile_table(quote: Quote, label: str, demand, values) -> ProfileTable:
    """"No profile" and each preset for option ``label``, at equal work.

    Returns rows (``variant`` = "none" or the preset id, ``supported`` by the GPU's catalogue
    row) with energy and cost deltas against "none" (positive: uses more).
    """
    option = next(o for o in quote.options if o.label == label)
    gpu = quote.catalog.gpus[option.gpu]
    plain = option.model_copy(update={"power_cap": None, "profile": None})
    variants = [(variant_row(quote, plain, demand, values, "none"), True)]
    for pid in caps.PROFILE_PRESETS:
        variant = plain.model_copy(update={"profile": ProfileChoice.model_validate({"id": pid})})
        variants.append((variant_row(quote, variant, demand, values, pid), pid in gpu.profiles))
    ref = variants[0][0]
    rows = tuple(ProfileRow(**row.figures(), supported=supported,
                            kwh_vs_none=row.annual_kwh_total - ref.annual_kwh_total,
                            tco_vs_none=row.tco - ref.tco) for row, supported in variants)
    notes = ["Profiles scale the whole server load with lambda, idle included: optimistic at low "
             "utilization (METHOD §3)."]
    items = [note("profiles_lambda")]
    freq = next(r for r in rows if r.variant == REFERENCE)
    if freq.kwh_vs_none > 0:
        items.append(note("profiles_frequency_reference",
                          kwh=("number", freq.kwh_vs_none, 0),
                          share=("percent", freq.kwh_vs_none / ref.annual_kwh_total, 1)))
        notes.append(
            f"Frequency scaling is the reference, not a recommendation: at equal work it uses "
            f"{freq.kwh_vs_none:,.0f} kWh a year more than no profile "
            f"({freq.kwh_vs_none / ref.annual_kwh_total:+.1%}).")
    if not gpu.profiles:
        items.append(note("profiles_unsupported", gpu=gpu.name))
        notes.append(f"{gpu.name} supports none of the presets; they are shown for comparison "
                     "only.")
    return ProfileTable(label, rows, tuple(notes), tuple(items))


def budget_table(quote: Quote, label: str, demand, values,
                 sweet_cap: float | None) -> BudgetTable | None:
    """What the site's budget holds for option ``label`` as configured, uncapped, with each
    supported preset and with the sweet-spot cap: servers (M30), throughput (M32), racks (M31).
    None without a budget or rack limit."""
    site = quote.site
    if site.budget_kw is None and site.rack_limit_kw is None:
        return None
    option = next(o for o in quote.options if o.label == label)
    gpu = quote.catalog.gpus[option.gpu]
    plain = option.model_copy(update={"power_cap": None, "profile": None})
    variants = [("as configured", option), ("uncapped, no profile", plain)]
    variants += [(f"profile {p}", plain.model_copy(update={"profile": ProfileChoice.model_validate({"id": p})}))
                 for p in caps.PROFILE_PRESETS if p in gpu.profiles]
    if sweet_cap is not None and sweet_cap < 1.0:
        variants.append((f"cap {sweet_cap:.0%}", plain.model_copy(update={"power_cap": sweet_cap})))
    plain_rows = [variant_row(quote, o, demand, values, name) for name, o in variants]
    ref = plain_rows[1].fit
    rows = []
    for row in plain_rows:
        more: dict = {}
        if row.fit.servers_in_budget is not None and ref.servers_in_budget is not None:
            assert row.fit.throughput_in_budget is not None
            assert ref.throughput_in_budget is not None  # set with servers_in_budget
            more = {"more_servers_than_uncapped": row.fit.servers_in_budget - ref.servers_in_budget,
                    "more_throughput_than_uncapped": (row.fit.throughput_in_budget
                                                      - ref.throughput_in_budget)}
        rows.append(BudgetRow(**row.figures(), **more))
    return BudgetTable(label, site.budget_kw, site.rack_limit_kw, tuple(rows))
