"""Results of evaluating a quote. Per server: power figures (``gpu_w`` per GPU). Per option:
energy, money, CO2 and work. Nothing here is rounded; ``None`` means "not applicable" or, for
payback, "never / not within the horizon".
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.model.notes import Note


class InputUsed(BaseModel):
    """One input of an option's calculation with where it came from."""

    model_config = ConfigDict(frozen=True)

    name: str
    value: float | str | None
    unit: str = ""
    source: str
    confidence: str
    source_nl: str = ""  # the source in Dutch where the catalogue gives it (Provenance)
    source_fr: str = ""  # the same in French
    #: what the input is (``idle_power``, ``energy_price``, ...) and the names it is about
    #: (``subject``, ``subject_nl``, ``subject_fr``, ``workload``, ``workload_nl`` ...), so that the exports and the
    #: window can name it in their language (app.io.words.labels); ``name`` is the English name
    key: str = ""
    names: dict[str, str] = Field(default_factory=dict)


class OptionResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    label: str
    baseline: bool = False
    valid: bool = True
    reasons: list[str] = Field(default_factory=list)
    flags: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    reason_items: list[Note] = Field(default_factory=list, description="reasons as data, any language")
    note_items: list[Note] = Field(default_factory=list, description="notes as data, any language")
    mode: str = "sizing"
    #: a price the money needs is unknown (app.calc.price_request): money figures are None
    price_on_request: bool = False
    #: why money figures are None: the parts without a price (English; note_items has it as data)
    price_on_request_reason: str = ""
    #: METHOD M40: the number format the option runs the model in (None: unstated), the memory
    #: one instance needs [GB], g_min and the GPUs one instance spans (None: not checked)
    precision: str | None = None
    memory_per_instance_gb: float | None = None
    gpus_per_instance_min: int | None = None
    gpus_per_instance: int | None = None
    servers: int | None = None
    gpus: int | None = None
    utilization: float | None = None
    phi: float | None = None
    lam: float | None = None
    cap_ratio: float | None = None
    gpu_full_w: float | None = None
    gpu_w: float | None = None
    platform_w: float | None = None
    dc_w: float | None = None
    psu_load: float | None = None
    psu_efficiency: float | None = None
    psu_efficiency_assumed: bool = False
    wall_w: float | None = None
    dc_peak_w: float | None = None
    psu_peak_load: float | None = None
    psu_peak_efficiency: float | None = None
    wall_peak_w: float | None = None
    heat_btu_h: float | None = None
    heat_design_btu_h: float | None = None
    pue: float | None = None
    throughput_per_gpu: float | None = None
    annual_kwh_it: float | None = None
    annual_kwh_overhead: float | None = None
    annual_kwh_total: float | None = None
    annual_energy_cost: float | None = None
    annual_co2_kg: float | None = None
    capex: float | None = None
    capex_list: float | None = None
    maintenance_per_year: float | None = None
    energy_cost_by_year: list[float] = Field(default_factory=list)
    opex_by_year: list[float] = Field(default_factory=list)
    tco: float | None = None
    work_per_year: float | None = None
    kwh_per_work: float | None = None
    tco_per_work: float | None = None
    perf_per_wall_w: float | None = None
    price_per_kwh: float | None = None
    carbon_kg_per_kwh: float | None = None
    night_energy_share: float | None = None
    measured_night_share: float | None = Field(default=None, description=(
        "s_m: the night share of the option's measured load (telemetry); None: even spread"))
    switching_capex: float | None = None
    savings_by_year: list[float] = Field(default_factory=list)
    simple_payback_years: float | None = None
    discounted_payback_years: float | None = None
    simple_no_payback: bool = Field(default=False, description=(
        "(M27) no payback: switching gains up front, then costs at least as much a year"))
    discounted_no_payback: bool = Field(default=False, description=(
        "(M28) no payback: switching gains up front and every discounted saving is <= 0"))
    npv: float | None = None
    servers_in_budget: int | None = None
    throughput_in_budget: float | None = None
    servers_per_rack: int | None = None
    racks: int | None = None
    # --- the whole decision (METHOD §11.4-§11.6); empty or None without those inputs ---------
    rented: bool = False
    gpu_hours_per_year: float | None = Field(default=None, description="(M37) billed")
    energy_tax_by_year: list[float] = Field(default_factory=list, description="(M19a)")
    capacity_charge_by_year: list[float] = Field(default_factory=list, description="(M19b)")
    capex_upfront: float | None = Field(default=None, description="(M36) K_0 at t = 0")
    monthly_payment: float | None = Field(default=None, description="(M36) A")
    financing_by_year: list[float] = Field(default_factory=list, description="(M36) Fin_y")
    residual_value: float | None = Field(default=None, description="(M35) RV at the horizon")
    embodied_kg: float | None = Field(default=None, description="(M38) None: not known")
    carbon_horizon_kg: float | None = Field(default=None, description="(M38) embodied + N x CO2")
    annual_co2_market_kg: float | None = Field(default=None, description="market-based (M20)")
    carbon_payback_years: float | None = Field(default=None, description="(M39)")
    carbon_payback_status: str = Field(
        default="", description="(M39) '' with a figure, else never | no_payback | not_known")
    maintenance_by_year: list[float] = Field(
        default_factory=list, description="(M41) Mnt_y, y = 1..N: 0 inside the warranty")
    allowance_benefit: float = Field(
        default=0.0, description="(M42) A: the tax benefit of the investment allowances, at "
                                 "the end of year 1")
    # --- demand that grows (METHOD §13, M43-M44); empty or None without demand_growth -------
    growth_plan: str | None = Field(default=None, description="(M44) upfront | staged")
    servers_by_year: list[int] = Field(default_factory=list, description="(M44) m_y")
    utilization_by_year: list[float] = Field(default_factory=list, description="(M44) u_y")
    purchases_by_year: list[int] = Field(
        default_factory=list, description="(M44) servers bought at t = y - 1")
    capex_by_year: list[float] = Field(
        default_factory=list, description="(M44) K_y paid at t = y - 1, financing aside")
    capex_cash_by_year: list[float] = Field(
        default_factory=list, description="(M44) K0_y: the part of K_y paid in cash")
    capex_pv: float | None = Field(default=None, description="(M44) K_PV")
    capex_cash_pv: float | None = Field(default=None, description="(M44) cash at purchase, PV")
    work_by_year: list[float] = Field(default_factory=list, description="(M43) Wk_y")
    psu_load_by_year: list[float] = Field(default_factory=list)
    psu_efficiency_by_year: list[float] = Field(default_factory=list)
    wall_w_by_year: list[float] = Field(default_factory=list)
    kwh_by_year: list[float] = Field(default_factory=list, description="facility kWh, E_y")
    co2_by_year: list[float] = Field(default_factory=list)
    gpu_hours_by_year: list[float] = Field(default_factory=list, description="(M37) billed")
    embodied_first_kg: float | None = Field(default=None, description="(M38) bought at t = 0")
    allowances_by_year: list[float] = Field(
        default_factory=list, description="(M42 per purchase) A_y at the end of year y")
    value_before_purchase_by_year: list[float] = Field(
        default_factory=list, description="(M28 under M44) V-_y, before year y's purchase")
    value_by_year: list[float] = Field(
        default_factory=list, description="(M28 under M44) V+_y, after the purchase at t = y")
    inputs: list[InputUsed] = Field(default_factory=list)


class QuoteResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    quote: str
    currency: str
    workload: str
    work_unit: str
    demand_per_s: float | None
    years: int
    #: the work unit's singular and plural per language (WorkloadClass.unit_forms)
    work_unit_forms: dict[str, list[str]] = Field(default_factory=dict)
    baseline: str | None
    options: list[OptionResult]
    #: (M43) the demand's yearly growth and D_y; 0 and empty without growth
    demand_growth: float = 0.0
    demand_by_year: list[float] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    note_items: list[Note] = Field(default_factory=list)

    def option(self, label: str) -> OptionResult:
        return next(o for o in self.options if o.label == label)
