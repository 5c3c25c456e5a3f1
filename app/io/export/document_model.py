"""What a quote document holds (app.io.export.document builds it): the seller, the options with
their bill of materials, prices and terms, key figures, assumptions and sources. Plain frozen
dataclasses, rendered by the workbook and the PDF; the series the charts draw are derived here
so that both renderers draw the same numbers."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from app.io.export import style
from app.io.export.document_risk import Risk
from app.io.export.i18n import t
from app.io.export.seller import Seller, load_seller  # noqa: F401 (the document's seller)
from app.model import Option, OptionResult


@dataclass(frozen=True)
class BomLine:
    """One line of an option's bill of materials. Prices None: not priced / not counted."""

    key: str
    item: str
    detail: str
    per_server: float | None = None
    quantity: float | None = None
    unit_price: float | None = None
    total: float | None = None
    discountable: bool = False
    #: an extra line offered but not ordered unless the customer says so: not in the total
    optional: bool = False
    #: bought at a price nobody knows (app.calc.price_request): "price on request", no total
    on_request: bool = False


#: BOM lines an option's ``discount`` applies to (the equipment; installation is a service
#: quoted at its own price)
DISCOUNTED_LINES = ("server", "gpu", "cooling")
#: the rows whose label names the work unit (``{unit}``: token, image, GFLOP, ...)
WORK_UNIT_KEYS = frozenset({"throughput_per_gpu", "work_per_year", "kwh_per_mwork",
                            "cost_per_mwork"})


@dataclass(frozen=True)
class Prices:
    """An option's price block: lines at the quoted prices, the discount, the net purchase
    price (the capex the TCO uses), VAT on it and the total incl. VAT. [money]"""

    #: None where a price is unknown ("price on request", app.calc.price_request)
    gross: float | None
    discount_rate: float
    discount: float | None
    net: float | None
    vat_rate: float
    vat: float | None
    incl_vat: float | None
    #: one server as ordered: server, GPUs, cooling and the per-server extra lines, net of the
    #: discount (installation and per-option lines are not in it); None without servers
    per_server: float | None = None
    #: the optional lines' sum (not in ``gross`` or ``net``)
    optional: float = 0.0


@dataclass(frozen=True)
class Terms:
    """Commercial terms as printed: quote number, dates, currency, VAT rate, terms text."""

    number: str
    validity_days: int
    vat_rate: float
    payment: str
    delivery: str
    revision: int = 1


@dataclass(frozen=True)
class MeasuredView:
    """A measured power profile an option uses (the appendix "Measured data")."""

    options: list[str]
    gpu: str
    source: str
    gpu_name: str
    gpu_count: int
    samples: int
    span_s: float
    idle_w: float
    full_w: float
    mean_w: float | None
    p95_w: float | None
    max_w: float | None
    power_limit_w: float | None
    mean_utilization: float | None


@dataclass(frozen=True)
class SweetSpot:
    """An option's power-cap sweet spot against the same option uncapped, at equal work: the
    cap with the lowest facility energy per unit of work among caps losing at most
    the option's ``max_loss`` of throughput (the advisor's energy sweet spot, the one its power
    budget uses). Changes are signed (negative: less than uncapped); money in the quote's
    currency."""

    cap: float                # fraction of TDP
    throughput_loss: float    # 1 - phi
    kwh_change: float         # facility kWh a year
    kwh_change_share: float   # of the uncapped kWh
    tco_change: float
    tco_change_share: float   # of the uncapped TCO


@dataclass(frozen=True)
class AdviceOption:
    """What the advisor says about one option: its findings, already in the document's
    language (they are sentences with numbers, rendered from the advisor's notes), and its
    sweet spot (None: no cap in the supported range loses at most ``max_loss``). ``swept``
    False: the option cannot be computed, so there is no sweep."""

    number: int
    label: str
    baseline: bool
    findings: list[str]
    swept: bool
    sweet_spot: SweetSpot | None = None
    max_loss: float | None = None
    measured_curve: bool = False
    cap_beta: float | None = None


@dataclass(frozen=True)
class Advice:
    """The optional advice appendix: the advisor's findings at the quote's own assumptions
    (not part of the offer). ``findings``: those about the quote as a whole (option None);
    ``options``: in document order, baseline first."""

    findings: list[str]
    options: list[AdviceOption]


@dataclass(frozen=True)
class OptionView:
    number: int
    label: str
    baseline: bool
    option: Option
    result: OptionResult
    bom: list[BomLine]
    recommended: bool = False
    prices: Prices | None = None
    #: the engine's terms the workbook writes as values (app.io.export.document_engine)
    engine: object | None = None

    @property
    def valid(self) -> bool:
        return self.result.valid


@dataclass(frozen=True)
class Assumption:
    """A site input: ``key`` is its workbook name (a defined name)."""

    key: str
    label: str
    value: float
    kind: str
    unit: str
    source: str
    confidence: str


@dataclass(frozen=True)
class SourceRow:
    applies_to: str
    name: str
    value: object
    unit: str
    source: str
    confidence: str
    kind: str = "number"  # how a numeric value prints: "percent" (a rate a year), "int", ...


@dataclass(frozen=True)
class Row:
    """A row of figures, one value per option (None: not applicable)."""

    key: str
    label: str
    kind: str
    values: list


@dataclass(frozen=True)
class QuoteDocument:
    lang: str
    currency: str
    title: str
    customer: str
    contact: str
    reference: str
    created: date
    valid_until: date | None
    seller: Seller | None
    years: int
    workload: str
    work_unit: str
    demand_per_s: float | None
    options: list[OptionView]
    recommended: str | None
    recommendation: str
    summary: list[str]
    key_figures: list[Row]
    assumptions: list[Assumption]
    sources: list[SourceRow]
    method: list[str]
    notes: list[str]
    discount_rate: float = 0.0
    terms: Terms | None = None
    measured: list[MeasuredView] = field(default_factory=list)
    advice: Advice | None = None
    facility: list[Row] = field(default_factory=list)
    #: tax, financing, rental and carbon rows (METHOD §11.4-§11.6); empty without those inputs
    decision: list[Row] = field(default_factory=list)
    baseline_resale: float = 0.0
    money_notes: dict[str, list[str]] = field(default_factory=dict)
    risk: Risk | None = None  # the decision's risk (app.io.export.document_risk)
    #: the work unit's plural in the document's language ("afbeeldingen"); empty: work_unit
    work_units: str = ""
    #: (METHOD §13) the year-by-year view under a growing demand
    #: (app.io.export.document_growth.GrowthView); None without growth
    growth: object | None = None
    #: (M40) the note when the options run the model in different formats, else None
    precision_note: object | None = None

    def t(self, key: str, **values) -> str:
        """The string ``key`` in the document's language; a row that counts per unit of work
        names the quote's work unit ("kWh per 10⁶ token")."""
        if key in WORK_UNIT_KEYS:  # a rate names one unit (token/s), a count many
            one = key == "throughput_per_gpu"
            values.setdefault("unit", self.work_unit if one else self.work_units or self.work_unit)
        return t(self.lang, key, **values)

    def fmt(self, value, kind: str) -> str:
        return style.fmt(value, kind, self.lang, self.currency, self.years)

    def cited(self, text: str) -> str:
        """A bill's or rental's source in the document's language where it is a preset's
        (app.io.catalog.presets.citation_in); the user's own text as typed."""
        from app.io.catalog.presets import citation_in
        return citation_in(text, self.lang)

    @property
    def baseline(self) -> OptionView | None:
        return next((o for o in self.options if o.baseline and o.valid), None)

    @property
    def valid_options(self) -> list[OptionView]:
        return [o for o in self.options if o.valid]

    def cumulative_cost(self) -> dict[str, list[float]]:
        """Per valid option: what falls at t = 0 (K, or K_0 when financed: M36; a candidate's
        less the baseline's resale) + discounted opex (the loan's payments in it) summed to year
        y, y = 0..N, as the window's chart draws it: a candidate meets the baseline at the
        table's cumulative payback (M28, which leaves the residual value out). The charts then
        drop each line by its residual value today in year N (``residual_today``), to the TCO
        (M24, M35). [money]"""
        from app.io.words.money_parts import cumulative_cost

        credit = self.baseline_resale if self.baseline is not None else 0.0
        return {o.label: cumulative_cost(o.result, self.discount_rate,
                                         0.0 if o.baseline else credit)
                for o in self.valid_options  # a price on request has no cost line
                if o.result.tco is not None}

    def residual_today(self, label: str) -> float:
        """(M35) RV / (1 + r)^N of option ``label``: the drop at the end of its cost line."""
        from app.io.words.money_parts import residual_today

        o = next(o for o in self.options if o.label == label)
        return residual_today(o.result, self.discount_rate, self.years)

    def energy_stack(self) -> list[tuple[str, float, float]]:
        """(label, IT kWh, overhead kWh) a year per valid option."""
        return [(o.label, o.result.annual_kwh_it, o.result.annual_kwh_overhead)
                for o in self.valid_options]

    def power_breakdown(self) -> list[tuple[str, float, float, float]]:
        """(label, GPUs W, platform W, PSU loss W) per server at the wall, average load.

        GPUs and platform are scaled by the cooling's IT factor and the profile's lambda, so the
        three parts add up to the wall power (M5-M8).
        """
        out = []
        for o in self.valid_options:
            r = o.result
            gpus = o.option.gpus_per_server * r.gpu_w
            scale = r.dc_w / (gpus + r.platform_w) if gpus + r.platform_w else 1.0
            out.append((o.label, gpus * scale, r.platform_w * scale, r.wall_w - r.dc_w))
        return out
