"""Catalogue entries (METHOD §1): GPUs, server platforms, PSUs, cooling, workloads, regions.

Units are in the field names: ``_w`` watts, ``_gb`` gigabytes, ``_gb_s`` GB/s, ``tflops_*``
dense peak TFLOPS, ``_eur`` euros excl. VAT, ``_per_kwh`` per kWh.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.errors import Said
from app.model import bounds as B
from app.model.precision import Format, check_gpu_values
from app.model.provenance import Sourced
from app.model.text_rules import (
    Line60,
    NameLine,
    Para4000,
    PathLine,
    RefLine,
)
from app.text.in_language import pick, text_in, texts_arg, translated

FormFactor = Literal["SXM", "OAM", "PCIe"]
#: ``announced``: published but not yet orderable; the configurator leaves it out unless asked.
Status = Literal["shipping", "announced"]
CoolingType = Literal["air", "dlc", "immersion"]
#: the cooling kinds as a note says them ("not offered with air cooling"), in app.text.LANGUAGES'
#: order: English, Dutch, French
COOLING_WORDS = {"air": ("air cooling", "luchtkoeling", "refroidissement par air"),
                 "dlc": ("direct liquid cooling", "directe vloeistofkoeling",
                         "refroidissement liquide direct"),
                 "immersion": ("immersion cooling", "onderdompelingskoeling",
                               "refroidissement par immersion")}


def cooling_arg(kinds) -> tuple:
    """One cooling kind, or several joined, as a note's value in the reader's language."""
    kinds = [kinds] if isinstance(kinds, str) else list(kinds)
    words = [COOLING_WORDS.get(k, (k,)) for k in kinds]
    width = max(len(w) for w in COOLING_WORDS.values())
    return ("texts", [", ".join(w[i] if i < len(w) else w[0] for w in words)
                      for i in range(width)], 0)
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._+-]*$"
PROFILE_IDS = ("frequency_scaling", "training", "inference")

#: Board GPUs come on baseboards of these sizes; PCIe servers take 1..MAX_PCIE_SLOTS cards.
BOARD_SLOT_COUNTS = (4, 8)
MAX_PCIE_SLOTS = 20
#: A rack-scale system (GB200/GB300 NVL72) is one platform for the whole rack: its GPU count.
RACK_SCALE_SLOT_COUNTS = (36, 72)


#: how a measured variant's name ends (app.io.smi.enrich)
MEASURED_SUFFIX = "(measured)"
#: the same suffix as a reader of each language reads it (app.text.LANGUAGES' order)
MEASURED_SUFFIXES = ("(measured)", "(gemeten)", "(mesuré)")


class MeasuredProfile(BaseModel):
    """A GPU's power as measured from logs (METHOD §7). DC-side, like TDP."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    measured_idle_w: float = Field(ge=0, le=B.MAX_POWER_W)
    measured_full_w: float = Field(gt=0, le=B.MAX_POWER_W)
    power_limit_w: float | None = Field(default=None, gt=0, le=B.MAX_POWER_W)
    cooling: Literal["air", "liquid"] = "air"
    source: PathLine = Field(min_length=1, description="file name and date of the log")
    #: the same in Dutch (app.io.report.measured); empty in a quote saved before schema 5
    source_nl: PathLine = ""
    source_fr: PathLine = ""  # the same in French
    gpu_name: NameLine = ""
    gpu_count: int = Field(default=1, ge=1)
    samples: int = Field(default=0, ge=0)
    span_s: float = Field(default=0, ge=0)
    mean_power_w: float | None = None
    p95_power_w: float | None = None
    max_power_w: float | None = None
    mean_utilization: float | None = None

    @model_validator(mode="after")
    def _idle_below_full(self) -> MeasuredProfile:
        if self.measured_idle_w > self.measured_full_w:
            raise ValueError(Said("measured_idle_w {idle} is above measured_full_w {full}",
                                  idle=self.measured_idle_w, full=self.measured_full_w))
        return self


class Entry(Sourced):
    id: str = Field(pattern=ID_PATTERN, min_length=1, max_length=80)


class GPU(Entry):
    """One GPU model. ``perf`` maps a workload class id to work units/s at 100 % busy."""

    vendor: NameLine = Field(min_length=1)
    name: NameLine = Field(min_length=1)
    form_factor: FormFactor
    tdp_w: float = Field(gt=0, le=5000)
    idle_w: float = Field(ge=0)
    min_power_limit_w: float = Field(ge=1)
    max_power_limit_w: float | None = Field(default=None, gt=0)
    memory_gb: float | None = Field(default=None, gt=0)
    memory_bandwidth_gb_s: float | None = Field(default=None, gt=0)
    tflops_fp64: float | None = Field(default=None, ge=0)
    tflops_tf32: float | None = Field(default=None, ge=0)
    tflops_bf16: float | None = Field(default=None, ge=0)
    tflops_fp8: float | None = Field(default=None, ge=0)
    tflops_fp4: float | None = Field(default=None, ge=0)
    release_year: int | None = Field(default=None, ge=2000, le=2035)
    #: None: no public price ("price on request", app.calc.price_request), never 0
    price_eur: float | None = Field(default=0, ge=0, le=B.MAX_AMOUNT)
    profiles: list[str] = Field(default_factory=list)
    aliases: list[RefLine] = Field(default_factory=list, max_length=50)
    #: manufacturer part numbers (a price list's SKU matches on them, app.io.pricebook.match)
    part_numbers: list[RefLine] = Field(default_factory=list, max_length=50)
    perf: dict[str, float] = Field(default_factory=dict)
    #: (M33) mean board power of one GPU running a workload class at perf[class], uncapped [W]
    busy_w: dict[str, float] = Field(default_factory=dict)
    #: METHOD §12.1: the number formats the hardware runs natively; empty: not checked
    precisions: list[Format] = Field(default_factory=list)
    #: the format of each perf[class] value, from its source; a class missing: unstated
    perf_precision: dict[str, Format] = Field(default_factory=dict)
    #: further values of a class at other formats, {class: {format: units/s}}, each sourced
    #: (provenance ``perf_at.<class>.<format>``); with busy_w_at, their busy power [W]
    perf_at: dict[str, dict[Format, float]] = Field(default_factory=dict)
    busy_w_at: dict[str, dict[Format, float]] = Field(default_factory=dict)
    measured: MeasuredProfile | None = None
    embodied_kg_co2e: float | None = Field(default=None, ge=0, le=1e6,
                                           description="(M38) cradle-to-gate, one GPU")
    status: Status = "shipping"

    def name_in(self, lang: str) -> str:
        """The name a customer reads in ``lang``: a measured variant (app.io.smi.enrich names it
        "<name> (measured)") is "<name> (gemeten)" in Dutch, "<name> (mesuré)" in French."""
        if self.name.endswith(MEASURED_SUFFIX):
            return self.name[:-len(MEASURED_SUFFIX)] + pick(MEASURED_SUFFIXES, lang)
        return self.name

    @field_validator("profiles")
    @classmethod
    def _known_profiles(cls, value: list[str]) -> list[str]:
        unknown = [p for p in value if p not in PROFILE_IDS]
        if unknown:
            raise ValueError(Said("unknown power profile {profile}; known: {known}",
                                  profile=repr(unknown[0]), known=", ".join(PROFILE_IDS)))
        return value

    @field_validator("perf")
    @classmethod
    def _positive_perf(cls, value: dict[str, float]) -> dict[str, float]:
        for key, perf in value.items():
            if not B.MIN_PERF <= perf <= B.MAX_RATE:
                raise ValueError(Said("perf[{key}] must lie in {low}..{high}, got {perf}", key=key,
                                      low=float(B.MIN_PERF), high=float(B.MAX_RATE), perf=perf))
        return value

    @model_validator(mode="after")
    def _power_order(self) -> GPU:
        if self.idle_w >= self.tdp_w:
            raise ValueError(Said("idle_w {idle} must be below tdp_w {tdp}", idle=self.idle_w,
                                  tdp=self.tdp_w))
        if self.min_power_limit_w > self.tdp_w:
            raise ValueError(Said("min_power_limit_w {limit} is above tdp_w {tdp}",
                                  limit=self.min_power_limit_w, tdp=self.tdp_w))
        if self.max_power_limit_w is not None and self.max_power_limit_w < self.tdp_w:
            raise ValueError(Said("max_power_limit_w {limit} is below tdp_w {tdp}",
                                  limit=self.max_power_limit_w, tdp=self.tdp_w))
        check_gpu_values(self.perf, self.perf_precision, self.perf_at, self.busy_w_at)
        for cls, values in self.perf_at.items():
            for fmt, perf in values.items():
                if not B.MIN_PERF <= perf <= B.MAX_RATE:
                    raise ValueError(Said("perf[{key}] must lie in {low}..{high}, got {perf}",
                                          key=f"{cls}@{fmt}", low=float(B.MIN_PERF),
                                          high=float(B.MAX_RATE), perf=perf))
        busy_all = list(self.busy_w.items()) + [(f"{c}@{f}", w) for c, v in self.busy_w_at.items()
                                                for f, w in v.items()]
        for key, busy in busy_all:  # METHOD §11.1: idle_w < busy_w <= tdp_w
            if not self.idle_w < busy <= self.tdp_w:
                raise ValueError(Said("busy_w[{key}] {busy} must lie above idle_w {idle} and at "
                                      "most tdp_w {tdp}", key=key, busy=busy, idle=self.idle_w,
                                      tdp=self.tdp_w))
        return self

    def busy_power(self, class_id: str) -> float | None:
        """(M33) The published busy power for a workload class, if the catalogue has one."""
        return self.busy_w.get(class_id)


class PsuConfig(BaseModel):
    """A PSU fit the vendor ships: ``count`` installed, of which ``spares`` are redundancy."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    psu: RefLine
    count: int = Field(ge=1)
    spares: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _spares_below_count(self) -> PsuConfig:
        if self.spares >= self.count:
            raise ValueError(Said("spares {spares} must be fewer than count {count}",
                                  spares=self.spares, count=self.count))
        return self


class ServerPlatform(Entry):
    """A server without its GPUs. Power figures exclude GPUs (CPUs, memory, NICs, fans)."""

    vendor: NameLine = Field(min_length=1)
    model: NameLine = Field(min_length=1)
    #: the model with its description in Dutch ("tot 10 dubbelbrede PCIe-GPU's"); "" : as model
    model_nl: NameLine = ""
    model_fr: NameLine = ""  # the same in French ("jusqu'à 10 GPU PCIe double largeur")
    rack_units: int = Field(ge=1, le=48)
    gpu_slots: int = Field(ge=1)
    form_factors: list[FormFactor] = Field(min_length=1)
    platform_idle_w: float = Field(ge=0, le=B.MAX_POWER_W)
    platform_max_w: float = Field(ge=0, le=B.MAX_POWER_W)
    power_figures_for: Literal["air", "liquid"] = "air"
    psu_bays: int = Field(ge=1)
    psu_options: list[PsuConfig] = Field(default_factory=list)
    cooling: list[CoolingType] = Field(min_length=1)
    #: None: no public price ("price on request", app.calc.price_request), never 0
    base_price_eur: float | None = Field(default=0, ge=0, le=B.MAX_AMOUNT)
    #: manufacturer part numbers (a price list's SKU matches on them, app.io.pricebook.match)
    part_numbers: list[RefLine] = Field(default_factory=list, max_length=50)

    embodied_kg_co2e: float | None = Field(default=None, ge=0, le=1e6,
                                           description="(M38) cradle-to-gate, without GPUs")
    #: METHOD §11.3: the GPUs its board takes (catalogue ids, by baseboard generation) and the
    #: GPU counts it takes; empty: checked on form factor and slots only.
    gpus: list[str] = Field(default_factory=list)
    gpu_counts: list[int] = Field(default_factory=list)
    #: A whole rack sold as one unit (GB200/GB300 NVL72): one "server" is one rack.
    rack_scale: bool = False
    #: (M41) the vendor's standard warranty in whole years, and the yearly support price after
    #: it as a rate on list capex (sourced, an assumption where no price is public)
    warranty_years: int | None = Field(default=None, ge=0, le=30)
    support_rate: float | None = Field(default=None, ge=0, le=1)
    status: Status = "shipping"

    def model_in(self, lang: str) -> str:
        """The model and its description as a customer reads it in ``lang``."""
        return text_in(self, "model", lang)

    def model_arg(self) -> tuple:
        """The model as a note's value (app.model.notes), said in the reader's language."""
        return texts_arg(self, "model")

    @field_validator("gpu_counts")
    @classmethod
    def _counts_increasing(cls, value: list[int]) -> list[int]:
        if any(c < 1 for c in value) or value != sorted(set(value)):
            raise ValueError(Said("gpu_counts must be increasing whole numbers of at least 1"))
        return value

    def takes_gpu(self, gpu: GPU) -> bool:
        """Whether the board takes this GPU (METHOD §11.3): by list, else by form factor."""
        return gpu.id in self.gpus if self.gpus else gpu.form_factor in self.form_factors

    def counts_for(self, gpu: GPU | None = None) -> list[int]:
        """The GPU counts this platform takes: its list, else 1..slots (PCIe) or the slots."""
        if self.gpu_counts:
            return list(self.gpu_counts)
        if gpu is not None and gpu.form_factor == "PCIe":
            return list(range(1, self.gpu_slots + 1))
        return [self.gpu_slots]

    @model_validator(mode="after")
    def _consistent(self) -> ServerPlatform:
        if self.platform_max_w < self.platform_idle_w:
            raise ValueError(Said("platform_max_w {full} is below platform_idle_w {idle}",
                                  full=self.platform_max_w, idle=self.platform_idle_w))
        for fit in self.psu_options:
            if fit.count > self.psu_bays:
                raise ValueError(Said("PSU option {psu} x{count} needs more than {bays} bays",
                                      psu=fit.psu, count=fit.count, bays=self.psu_bays))
        if self.gpu_counts and self.gpu_counts[-1] > self.gpu_slots:
            raise ValueError(Said("gpu_counts {n} is above gpu_slots {slots}",
                                  n=self.gpu_counts[-1], slots=self.gpu_slots))
        boards = [f for f in self.form_factors if f != "PCIe"]
        if self.rack_scale:
            if self.gpu_slots not in RACK_SCALE_SLOT_COUNTS:
                raise ValueError(Said("gpu_slots {slots} does not fit a rack-scale system: "
                                      "{counts} GPUs", slots=self.gpu_slots,
                                      counts=" or ".join(map(str, RACK_SCALE_SLOT_COUNTS))))
        elif boards and self.gpu_slots not in BOARD_SLOT_COUNTS:
            raise ValueError(Said("gpu_slots {slots} does not fit form factor {form}: "
                                  "baseboards hold {counts} GPUs", slots=self.gpu_slots,
                                  form=boards[0],
                                  counts=" or ".join(map(str, BOARD_SLOT_COUNTS))))
        if "PCIe" in self.form_factors and self.gpu_slots > MAX_PCIE_SLOTS:
            raise ValueError(Said("gpu_slots {slots} does not fit form factor PCIe: at most "
                                  "{limit}", slots=self.gpu_slots, limit=MAX_PCIE_SLOTS))
        return self


class PsuOption(Entry):
    """A power supply with its efficiency curve: (load fraction, efficiency) points."""

    name: NameLine = Field(min_length=1)
    rating_w: float = Field(ge=1, le=B.MAX_POWER_W)
    level: Literal["titanium", "platinum", "gold", "ruby", "custom"]
    curve: list[tuple[float, float]] = Field(min_length=1, max_length=B.MAX_POINTS)
    sharing: Literal["active", "hot_spare"] = "active"
    #: manufacturer part numbers (a price list's SKU matches on them, app.io.pricebook.match)
    part_numbers: list[RefLine] = Field(default_factory=list, max_length=50)

    @field_validator("curve")
    @classmethod
    def _valid_curve(cls, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        loads = [p[0] for p in points]
        if loads != sorted(loads) or len(set(loads)) != len(loads):
            raise ValueError(Said("curve load fractions must be strictly increasing"))
        for load, eff in points:
            if not 0 <= load <= 1.5:
                raise ValueError(Said("curve load fraction {load} outside 0..1.5", load=load))
            if not B.MIN_EFFICIENCY <= eff <= 1:
                raise ValueError(Said("curve efficiency {eff} outside [{low}, 1]", eff=eff,
                                      low=float(B.MIN_EFFICIENCY)))
        return points


class _Named(Entry):
    """An entry whose name the customer reads: ``name`` in English, ``name_nl`` in Dutch,
    ``name_fr`` in French (empty: the English name, e.g. a proper name)."""

    name: NameLine = Field(min_length=1)
    name_nl: NameLine = ""
    name_fr: NameLine = ""

    def name_in(self, lang: str) -> str:
        """The display name in ``lang`` (``nl``, ``nl-BE``: the Dutch one where given)."""
        return text_in(self, "name", lang)


class CoolingOption(_Named):
    """Air, direct liquid or immersion: PUE absolute (``pue``) or a factor on the site's PUE."""

    type: CoolingType
    pue: float | None = Field(default=None, ge=1, le=5)
    pue_factor: float | None = Field(default=None, gt=0, le=3)
    it_power_factor: float = Field(default=1.0, gt=0, le=1.5)
    capex_per_server_eur: float = Field(default=0, ge=0, le=B.MAX_AMOUNT)

    @model_validator(mode="after")
    def _one_pue(self) -> CoolingOption:
        if (self.pue is None) == (self.pue_factor is None):
            raise ValueError(Said("give exactly one of pue (absolute) or pue_factor (times the "
                                  "site PUE)"))
        return self


class WorkloadClass(_Named):
    """A kind of work with its unit; ``perf`` per GPU lives on the GPU entries."""

    unit: Line60 = Field(min_length=1, description="what one unit of work is: token, image, ...")
    #: the unit's plural and its Dutch forms ("images"; "afbeelding", "afbeeldingen"); empty:
    #: the English unit ("GFLOP", "token" read the same)
    unit_plural: Line60 = ""
    unit_nl: Line60 = ""
    unit_plural_nl: Line60 = ""
    unit_fr: Line60 = ""
    unit_plural_fr: Line60 = ""
    cap_beta: float = Field(default=0.23, ge=0, le=2)
    precision: Line60 = ""
    description: Para4000 = ""
    #: METHOD §11.3: memory one model instance needs (weights at the class's precision plus
    #: working memory), GB = 10^9 bytes; None: any GPU holds it.
    model_memory_gb: float | None = Field(default=None, gt=0)
    #: METHOD §12.1 (M40): the model's parameters [10^9], activations and a minimal KV cache per
    #: instance [GB], and the formats that meet the class's accuracy target (empty: any)
    params_b: float | None = Field(default=None, gt=0, le=1e6)
    overhead_gb: float | None = Field(default=None, ge=0, le=1e6)
    precisions_ok: list[Format] = Field(default_factory=list)

    def unit_forms(self) -> dict[str, list[str]]:
        """The unit's singular and plural per language: ``{"en": [one, other], "nl": [...]}``,
        one entry per shipped language (a language without its own unit: the English)."""
        forms = {"en": [self.unit, self.unit_plural or self.unit]}
        for code in translated():
            one = getattr(self, f"unit_{code}", "")
            other = getattr(self, f"unit_plural_{code}", "")
            forms[code] = [one or self.unit, other or (one if one else forms["en"][1])]
        return forms


class Region(_Named):
    """A grid: carbon intensity with its year, and a typical non-household energy price."""

    #: location-based: the grid's average intensity in ``carbon_year`` [kg CO2e/kWh]
    carbon_kg_per_kwh: float = Field(ge=0, le=2)
    carbon_year: int = Field(ge=2000, le=2035)
    #: market-based, apart: the residual mix (no green contract) in its own year; None: the
    #: source does not cover the region [kg CO2/kWh]
    carbon_market_kg_per_kwh: float | None = Field(default=None, ge=0, le=2)
    carbon_market_year: int | None = Field(default=None, ge=2000, le=2035)
    energy_price_per_kwh: float = Field(ge=0, le=5)
    currency: str = Field(default="EUR", pattern=r"^[A-Z]{3}$")


KINDS: dict[str, type[Entry]] = {
    "gpus": GPU,
    "servers": ServerPlatform,
    "psus": PsuOption,
    "cooling": CoolingOption,
    "workloads": WorkloadClass,
    "regions": Region,
}


class CatalogSnapshot(BaseModel):
    """The entries one quote uses, embedded in the quote so that it reopens with the same numbers."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    gpus: dict[str, GPU] = Field(default_factory=dict)
    servers: dict[str, ServerPlatform] = Field(default_factory=dict)
    psus: dict[str, PsuOption] = Field(default_factory=dict)
    cooling: dict[str, CoolingOption] = Field(default_factory=dict)
    workloads: dict[str, WorkloadClass] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _keys_match_ids(self) -> CatalogSnapshot:
        for kind in ("gpus", "servers", "psus", "cooling", "workloads"):
            for key, entry in getattr(self, kind).items():
                if key != entry.id:
                    raise ValueError(Said("{kind}: key {key} differs from the entry's id {id}",
                                          kind=kind, key=repr(key), id=repr(entry.id)))
        return self


class Catalog(CatalogSnapshot):
    """The whole catalogue: the snapshot kinds plus regions, with the catalogue's date."""

    date: str = ""
    regions: dict[str, Region] = Field(default_factory=dict)

    def kind(self, name: str) -> dict[str, Entry]:
        return getattr(self, name)

    def gpu_by_alias(self, nvidia_smi_name: str) -> GPU | None:
        """The GPU whose name or alias matches what nvidia-smi printed (case-insensitive)."""
        wanted = nvidia_smi_name.strip().casefold()
        for gpu in self.gpus.values():
            if wanted in (a.casefold() for a in [gpu.name, *gpu.aliases]):
                return gpu
        return None
