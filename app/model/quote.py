"""A customer quote (METHOD §1): site, workload, options and the catalogue snapshot it uses.

Fractions are 0..1 (utilization, escalation, discount rate, power cap); money is in the
quote's currency, excl. VAT; energy prices per kWh.
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.errors import Said
from app.model import bounds as B
from app.model.allowance import TaxPosition
from app.model.catalog import PROFILE_IDS, CatalogSnapshot
from app.model.decision import EnergyBill, Financing, Rental
from app.model.precision import Format, ordered
from app.model.provenance import Provenance
from app.model.tariff import MeasuredLoad, Tariff
from app.model.text_rules import (
    Line60,
    Line80,
    Line120,
    NameLine,
    NotePara,
    Para2000,
    PathLine,
    RefLine,
)

SCHEMA_VERSION = 6


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


class Customer(_Frozen):
    name: NameLine = ""
    contact: NameLine = ""
    reference: RefLine = ""


class Site(_Frozen):
    """Site assumptions. ``provenance`` names where a value came from (a region, a bill)."""

    region: RefLine | None = None
    energy_price_per_kwh: float = Field(ge=0, le=10)
    price_escalation: float = Field(default=0.0, ge=B.MIN_RATE, le=B.MAX_RATE_YEAR)
    carbon_kg_per_kwh: float = Field(default=0.0, ge=0, le=3)
    site_pue: float = Field(default=1.56, ge=1, le=5)
    hours_per_year: float = Field(default=8760.0, gt=0, le=8784)
    years: int = Field(default=5, ge=1, le=30)
    discount_rate: float = Field(default=0.0, ge=B.MIN_RATE, le=B.MAX_RATE_YEAR)
    budget_kw: float | None = Field(default=None, gt=0, le=B.MAX_KW)
    design_pue: float | None = Field(default=None, ge=1, le=5)
    rack_limit_kw: float | None = Field(default=None, gt=0, le=B.MAX_KW)
    rack_u: int = Field(default=42, ge=1, le=60)
    colocation_per_kw_year: float | None = Field(default=None, ge=0, le=B.MAX_AMOUNT)
    tariff: Tariff | None = Field(default=None, description="day/night prices; None: flat price")
    bill: EnergyBill | None = Field(
        default=None, description="the bill in components (M19a-c); None: the all-in price")
    market_carbon_kg_per_kwh: float | None = Field(
        default=None, ge=0, le=3, description="a green contract's market-based intensity")
    provenance: dict[str, Provenance] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _one_price_model(self) -> Site:
        if self.tariff is not None and self.bill is not None:
            raise ValueError(Said("give a day/night tariff or the bill in components, not both"))
        return self


#: (M44) when servers are bought under growing demand: all at t = 0 for the peak year, or each
#: at the start of the year that needs it
GrowthPlan = Literal["upfront", "staged"]


class WorkloadSpec(_Frozen):
    """The work to deliver: class, demand D in units/s over powered hours, and u_max."""

    class_id: RefLine
    demand_per_s: float | None = Field(default=None, gt=0, le=B.MAX_RATE)
    u_max: float = Field(default=0.8, ge=B.MIN_FACTOR, le=1)
    #: (M43) yearly growth of the demand, a fraction; 0: flat, every result as without it
    demand_growth: float = 0.0
    #: (M44) the default purchase plan under growth; None: upfront for candidates, staged for a
    #: sized baseline
    growth_plan: GrowthPlan | None = None

    @field_validator("demand_growth")
    @classmethod
    def _growth_range(cls, g: float) -> float:
        if not -0.5 < g <= 2:
            raise ValueError(Said("demand growth {g} a year is outside (-50 %, 200 %]: give a "
                                  "yearly fraction above -0.5 and at most 2", g=float(g)))
        return g
    #: METHOD §12.1 (M40): the number formats the customer accepts; None: not given (any)
    accepted_precisions: list[Format] | None = Field(default=None, min_length=1, max_length=8)

    @field_validator("accepted_precisions")
    @classmethod
    def _each_once(cls, value: list[str] | None) -> list[str] | None:
        return None if value is None else ordered(value)


class ProfileChoice(_Frozen):
    """A power profile of METHOD §3: a preset id, or ``custom`` with its own phi and lambda."""

    id: Literal["frequency_scaling", "training", "inference", "custom"]
    phi: float | None = Field(default=None, ge=B.MIN_FACTOR, le=1.5)
    lam: float | None = Field(default=None, ge=B.MIN_FACTOR, le=1.5)

    @model_validator(mode="after")
    def _custom_has_values(self) -> ProfileChoice:
        if self.id == "custom" and (self.phi is None or self.lam is None):
            raise ValueError(Said("a custom profile needs phi and lam"))
        if self.id in PROFILE_IDS and (self.phi is not None or self.lam is not None):
            raise ValueError(Said("profile {id} is a preset: leave phi and lam out",
                                  id=repr(self.id)))
        return self


class ExtraLine(_Frozen):
    """A free-form line of an option's bill of materials (support, software licences bought up
    front, rails and PDUs, transport, a CDU): a one-off purchase that joins capex (M22's one-off
    term, with installation) unless ``optional``. ``per_server``: the quantity is per server
    (times m), else for the option as a whole."""

    description: NameLine = Field(min_length=1)
    quantity: float = Field(default=1.0, gt=0, le=B.MAX_QUANTITY)
    unit_price: float = Field(default=0.0, ge=0, le=B.MAX_AMOUNT)
    per_server: bool = False
    optional: bool = Field(default=False, description="offered, not in the total or the capex")


class Option(_Frozen):
    """One configuration: the baseline (what runs today) or a candidate.

    Fleet mode when ``servers`` is set (with ``utilization``), else sizing mode (METHOD §4).
    """

    label: Line120 = Field(min_length=1)
    baseline: bool = False
    server: RefLine
    gpu: RefLine
    gpus_per_server: int = Field(ge=1, le=72)
    psu: RefLine
    psu_count: int = Field(ge=1, le=32)
    psu_spares: int = Field(default=0, ge=0, le=31)
    cooling: RefLine
    power_cap: float | None = Field(default=None, gt=0, le=1.5)
    profile: ProfileChoice | None = None
    use_measured: bool = False
    cap_curve: list[tuple[float, float]] | None = Field(default=None, max_length=B.MAX_POINTS)
    installation: float = Field(default=0.0, ge=0, le=B.MAX_AMOUNT)
    maintenance_per_year: float | None = Field(default=None, ge=0, le=B.MAX_AMOUNT)
    maintenance_rate: float | None = Field(default=None, ge=0, le=1)
    licence_per_gpu_year: float = Field(default=0.0, ge=0, le=B.MAX_AMOUNT)
    extras: list[ExtraLine] = Field(
        default_factory=list, max_length=B.MAX_EXTRA_LINES,
        description="extra bill-of-materials lines: one-off, in capex unless optional")
    gpu_price: float | None = Field(
        default=None, ge=0, le=B.MAX_AMOUNT,
        description="quoted price per GPU (0: free); None: the catalogue's")
    server_price: float | None = Field(
        default=None, ge=0, le=B.MAX_AMOUNT,
        description="quoted base price (0: free); None: the catalogue's")
    servers: int | None = Field(default=None, ge=1, le=B.MAX_SERVERS)
    utilization: float | None = Field(default=None, ge=0, le=1)
    utilization_source: PathLine | None = Field(
        default=None, description="the log a measured utilization came from; None: quote input")
    utilization_source_nl: PathLine = ""  # the same in Dutch (app.io.report.measured)
    utilization_source_fr: PathLine = ""  # the same in French
    discount: float = Field(
        default=0.0, ge=0, lt=1,
        description="discount on this option's equipment lines (server, GPUs, cooling), 0..1")
    residual_fraction: float = Field(
        default=0.0, ge=0, le=1, description="(M35) resale value at the horizon, share of K")
    financing: Financing | None = None
    rental: Rental | None = Field(default=None, description="(M37) rented, not bought")
    min_servers: int | None = Field(
        default=None, ge=1, le=10000,
        description="METHOD M13a: at least this many servers in sizing mode; None: the quote's")
    redundancy: int | None = Field(
        default=None, ge=0, le=1000,
        description="METHOD M13a: N + this many servers in sizing mode; None: the quote's")
    growth_plan: GrowthPlan | None = Field(
        default=None, description="(M44) this option's purchase plan; None: the quote's")
    precision: Format | None = Field(
        default=None, description="METHOD M40: pins the number format; None: the best accepted")
    measured_load: MeasuredLoad | None = Field(
        default=None, description="(schema 4) the fleet's measured load over the day, from "
                                  "telemetry: its night share under a day/night tariff")
    warranty_years: int | None = Field(
        default=None, ge=0, le=30,
        description="(M41, schema 6) whole years of warranty; None: the server row's, else 0")
    allowances: list[Line80] = Field(
        default_factory=list, max_length=20,
        description="(M42, schema 6) ids of Quote.tax allowances whose eligibility the user "
                    "confirmed for this option")

    @model_validator(mode="after")
    def _consistent(self) -> Option:
        if self.power_cap is not None and self.profile is not None:
            raise ValueError(Said("give a power cap or a power profile, not both"))
        if self.psu_spares >= self.psu_count:
            raise ValueError(Said("psu_spares {spares} must be fewer than psu_count {count}",
                                  spares=self.psu_spares, count=self.psu_count))
        if (self.servers is None) != (self.utilization is None):
            raise ValueError(Said("fleet mode needs both servers and utilization (or neither: "
                                  "sizing)"))
        if self.maintenance_per_year is not None and self.maintenance_rate is not None:
            raise ValueError(Said("give maintenance_per_year or maintenance_rate, not both"))
        if self.baseline and self.extras:
            raise ValueError(Said("the baseline is not bought: it has no extra "
                                  "bill-of-materials lines (baseline_capex stands for a "
                                  "replacement due anyway)"))
        if self.baseline and self.financing is not None:
            raise ValueError(Said("the baseline is not bought: it is not financed"))
        if (self.baseline or self.rental is not None) and self.allowances:
            raise ValueError(Said("the baseline and a rental are not bought: no investment "
                                  "allowance applies to them"))
        if len(set(self.allowances)) != len(self.allowances):
            raise ValueError(Said("an option lists an allowance once"))
        if self.rental is not None and self.extras:
            raise ValueError(Said("a rental is not bought: its one-off costs are the rental's "
                                  "migration and upfront fee, not bill-of-materials lines"))
        if self.rental is not None and (self.baseline or self.financing is not None
                                        or self.residual_fraction or self.fleet_mode):
            raise ValueError(Said("a rental is a sized candidate: no baseline, fleet mode, "
                                  "financing or residual value"))
        if self.cap_curve is not None:
            loads = [p[0] for p in self.cap_curve]
            if loads != sorted(set(loads)) or (1.0, 1.0) not in [tuple(p) for p in self.cap_curve]:
                raise ValueError(Said("cap_curve needs increasing power ratios and the point "
                                      "(1, 1)"))
            for ratio, share in self.cap_curve:
                if not (0 < ratio <= 1.5 and B.MIN_FACTOR <= share <= 1.5):
                    raise ValueError(Said("cap_curve point ({ratio}, {share}): power ratio must "
                                          "lie in (0, 1.5], relative throughput in [{low}, 1.5]",
                                          ratio=float(ratio), share=float(share),
                                          low=float(B.MIN_FACTOR)))
        return self

    @property
    def fleet_mode(self) -> bool:
        return self.servers is not None


class Commercial(_Frozen):
    """A reseller's commercial terms (schema 2). The quote date is ``Quote.created``; amounts
    stay excl. VAT everywhere, VAT is shown on the price totals only (businesses reclaim it)."""

    number: Line60 = Field(default="", description="quote number, e.g. OFF-2026-001")
    revision: int = Field(default=1, ge=1, le=999,
                          description="revision of this quote: 1 for the first offer")
    validity_days: int = Field(default=30, ge=1, le=365)
    vat_rate: float = Field(default=0.21, ge=0, le=1, description="0.21: Dutch standard rate")
    payment_terms: Para2000 = Field(default="", description="empty: the usual text")
    delivery_terms: Para2000 = Field(default="", description="empty: the usual text")


class Quote(_Frozen):
    """One customer quote, self-contained: ``catalog`` holds every entry its options use."""

    schema_version: int = SCHEMA_VERSION
    title: NameLine = ""
    currency: str = Field(default="EUR", pattern=r"^[A-Z]{3}$")
    created: date | None = None
    valid_until: date | None = None
    customer: Customer = Field(default_factory=Customer)
    site: Site
    workload: WorkloadSpec
    options: list[Option] = Field(default_factory=list, max_length=B.MAX_OPTIONS)
    baseline_capex: float | None = Field(default=None, ge=0, le=B.MAX_AMOUNT)
    baseline_resale: float | None = Field(default=None, ge=0, le=B.MAX_AMOUNT)
    baseline_residual: float = Field(
        default=0.0, ge=0, le=B.MAX_AMOUNT,
        description="(M35) RV_b: the baseline's value at the horizon")
    baseline_embodied_kg: float | None = Field(
        default=None, ge=0, le=1e12,
        description="(M38) counted only with baseline_capex (a replacement due anyway)")
    min_servers: int = Field(default=1, ge=1, le=10000,
                             description="METHOD M13a default for every option in sizing mode")
    redundancy: int = Field(default=0, ge=0, le=1000,
                            description="METHOD M13a default N + r for every option in sizing mode")
    notes: NotePara = ""
    commercial: Commercial = Field(default_factory=Commercial)
    dismissed_warnings: list[str] = Field(
        default_factory=list, max_length=200,
        description="plausibility warnings the user dismissed for this quote (schema 3; keys "
                    "of app.calc.plausibility)")
    tax: TaxPosition | None = Field(
        default=None, description="(M42, schema 6) profit tax rate and investment allowances")
    catalog: CatalogSnapshot = Field(default_factory=CatalogSnapshot)

    @model_validator(mode="after")
    def _references(self) -> Quote:
        if sum(o.baseline for o in self.options) > 1:
            raise ValueError(Said("at most one option may be the baseline"))
        dupes = {lab for lab, count in Counter(o.label for o in self.options).items() if count > 1}
        if dupes:
            raise ValueError(Said("option labels must be unique; {label} appears twice",
                                  label=repr(sorted(dupes)[0])))
        if self.workload.class_id not in self.catalog.workloads:
            raise ValueError(Said("workload class {id} is not in the quote's catalogue",
                                  id=repr(self.workload.class_id)))
        known = set(self.tax.by_id()) if self.tax is not None else set()
        for opt in self.options:
            missing = [a for a in opt.allowances if a not in known]
            if missing:
                raise ValueError(Said("option {label}: allowance {id} is not among the quote's "
                                      "tax allowances", label=repr(opt.label),
                                      id=repr(missing[0])))
        kinds = (("server", "servers"), ("gpu", "gpus"), ("psu", "psus"), ("cooling", "cooling"))
        for opt in self.options:
            for field, kind in kinds:
                ref = getattr(opt, field)
                if ref not in getattr(self.catalog, kind):
                    raise ValueError(Said("option {label}: {field} {ref} is not in the quote's "
                                          "catalogue", label=repr(opt.label), field=field,
                                          ref=repr(ref)))
        return self

    @property
    def baseline(self) -> Option | None:
        return next((o for o in self.options if o.baseline), None)

    def sizing_floor(self, option: Option) -> tuple[int, int]:
        """(s_min, m_red) of METHOD M13a for ``option``: its own, else the quote's default
        (a rental's redundancy is 0 unless the option sets it, METHOD §11.2)."""
        s_min = self.min_servers if option.min_servers is None else option.min_servers
        default_red = 0 if option.rental is not None else self.redundancy
        m_red = default_red if option.redundancy is None else option.redundancy
        return s_min, m_red

    def growth_plan_of(self, option: Option) -> str:
        """(M44) ``option``'s purchase plan: its own, else the quote's, else ``upfront`` for a
        candidate and ``staged`` for a sized baseline."""
        plan = option.growth_plan or self.workload.growth_plan
        return plan or ("staged" if option.baseline else "upfront")
