"""The advisor's answer as one typed, frozen object: ``Analysis``.

Computed once by ``app.calc.advisor.analyze`` and rendered three times: the Advice page
(app.ui.pages.advice_page), ``gpu-tco analyze`` as text or JSON (app.io.report.analysis) and the
proposal's risk and advice pages (app.io.export.document_risk, document_advice). None of them
calls back into the advisor: what they show is what this object holds, so the page, the command
line and the PDF cannot disagree. ``to_json()`` gives the ``analyze --json`` document (its
shape is documented by the keys it has always had).

Every part is a frozen record with named, typed fields, built where the advisor computes it
(the profile and budget tables in .profiles, the findings in .findings, the point figures in
.points, the break-evens in .breakeven and .growth_advice) and gathered here. A renderer reads
attributes, so a renamed or missing figure fails in mypy and at the first test rather than
as a KeyError on a user's screen; each record's ``to_json()`` keeps the JSON's keys and order.

A part that was not asked for (``parts`` of ``analyze``) or that does not apply (the tornado
and the break-evens without a valid baseline) is None; the JSON then leaves its key out, as
before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.calc.advisor.breakeven import DemandCrossing, PriceBreakEven, PricePayback
from app.calc.advisor.capsweep import CapSweep, SweepPoint
from app.calc.advisor.findings import Finding
from app.calc.advisor.growth_advice import GrowthBreakEven, GrowthPayback
from app.calc.advisor.inputs import Input
from app.calc.advisor.points import PointComparison, PointFigures
from app.calc.advisor.profiles import BudgetFit, BudgetRow, BudgetTable, ProfileRow, ProfileTable
from app.calc.advisor.sensitivity import FIELDS
from app.model import QuoteResult
from app.model.notes import Note

#: the typed parts built where the advisor computes them, gathered here with ``Analysis``
__all__ = [
    "Analysis", "BudgetFit", "BudgetRow", "BudgetTable", "DemandBreakEven", "DemandCrossing",
    "Finding", "GrowthBreakEven", "GrowthPayback", "MonteCarlo", "OptionAdvice",
    "OptionUncertainty", "PointComparison", "PointFigures", "PriceBreakEven", "PricePayback",
    "ProfileRow", "ProfileTable", "Quantiles", "Span", "SweepPoint", "TornadoRow",
    "VariedInput",
]

#: what ``analyze`` can compute; each name is one field group of ``Analysis``
SWEEPS, FINDINGS, POINTS, TORNADO, BREAK_EVEN, GROWTH, MONTE_CARLO = (
    "sweeps", "findings", "points", "tornado", "break_even", "growth", "monte_carlo")
PARTS = frozenset({SWEEPS, FINDINGS, POINTS, TORNADO, BREAK_EVEN, GROWTH, MONTE_CARLO})


@dataclass(frozen=True)
class OptionAdvice:
    """One option the advisor could vary: its power-cap sweep (arrays, for the charts), its
    power profiles side by side and its power budget (None without a budget or rack limit)."""

    label: str
    sweep: CapSweep
    profiles: ProfileTable
    budget: BudgetTable | None

    def sweep_summary(self) -> dict:
        """The sweep as ``analyze --json`` gives it: every row, the uncapped one, the sweet
        spots (None when no cap in the supported range qualifies)."""
        s = self.sweep
        pick = lambda p: None if p is None else p.to_json()  # noqa: E731
        return {
            "label": s.label, "measured_curve": s.measured_curve, "cap_beta": s.cap_beta,
            "max_performance_loss": s.max_loss, "notes": s.notes,
            "rows": [s.point(i).to_json() for i in range(s.cap.size)],
            "uncapped": s.uncapped.to_json(),
            "sweet_spot_tco": pick(s.sweet_spot_tco), "sweet_spot_energy": pick(s.sweet_spot_energy),
        }


@dataclass(frozen=True)
class Span:
    """A figure at an assumption's low value, at the quote's value and at its high value
    (None where it does not compute, or a payback never / not within the horizon)."""

    low: float | None = None
    point: float | None = None
    high: float | None = None

    def to_json(self) -> dict:
        return {"low": self.low, "point": self.point, "high": self.high}


@dataclass(frozen=True)
class VariedInput:
    """One input a tornado row moves: its key (as in ``inputs.collect_inputs``), name, ends
    and value."""

    key: str
    name: str
    low: float
    point: float
    high: float

    def to_json(self) -> dict:
        return {"key": self.key, "name": self.name, "low": self.low, "point": self.point,
                "high": self.high}


@dataclass(frozen=True)
class TornadoRow:
    """One assumption of a candidate's tornado: the switch's TCO difference with the baseline,
    its paybacks (M27, M28) and NPV (M29) at the assumption's low and high values, and the
    width of the TCO bar (``swing``)."""

    assumption: str
    inputs: tuple[VariedInput, ...] = ()
    valid: bool = True
    tco_diff: Span = Span()
    simple_payback: Span = Span()
    discounted_payback: Span = Span()
    npv: Span = Span()
    swing: float = 0.0

    @classmethod
    def of(cls, row: dict) -> TornadoRow:
        """From a row of ``sensitivity.tornado``."""
        return cls(row["assumption"], tuple(VariedInput(**i) for i in row["inputs"]),
                   row["valid"], swing=row["swing"], **{f: Span(**row[f]) for f in FIELDS})

    def to_json(self) -> dict:
        return {"assumption": self.assumption, "inputs": [i.to_json() for i in self.inputs],
                "valid": self.valid, **{f: getattr(self, f).to_json() for f in FIELDS},
                "swing": self.swing}


@dataclass(frozen=True)
class Quantiles:
    """P10, P50 and P90 of a figure over the draws (None: no draw computed it, or a payback
    not within the horizon)."""

    p10: float | None = None
    p50: float | None = None
    p90: float | None = None

    @classmethod
    def of(cls, q: dict) -> Quantiles:
        return cls(q["p10"], q["p50"], q["p90"])

    def to_json(self) -> dict:
        return {"p10": self.p10, "p50": self.p50, "p90": self.p90}


#: the figures a candidate has against the baseline, in the JSON's order
_COMPARED = ("tco_diff", "simple_payback", "discounted_payback", "npv")


@dataclass(frozen=True)
class OptionUncertainty:
    """One option over the Monte Carlo's draws; a candidate against a valid baseline also has
    ``compared_draws`` (the draws where both compute), its comparison's quantiles and the
    share of draws with an NPV above 0 (None without such draws)."""

    valid_draws: int
    annual_kwh: Quantiles
    tco: Quantiles
    compared_draws: int | None = None
    tco_diff: Quantiles | None = None
    simple_payback: Quantiles | None = None
    discounted_payback: Quantiles | None = None
    npv: Quantiles | None = None
    probability_beats_baseline: float | None = None

    @classmethod
    def of(cls, row: dict) -> OptionUncertainty:
        compared = {k: Quantiles.of(row[k]) for k in _COMPARED if k in row}
        return cls(row["valid_draws"], Quantiles.of(row["annual_kwh"]), Quantiles.of(row["tco"]),
                   row.get("compared_draws"), **compared,
                   probability_beats_baseline=row.get("probability_beats_baseline"))

    def to_json(self) -> dict:
        out = {"valid_draws": self.valid_draws, "annual_kwh": self.annual_kwh.to_json(),
               "tco": self.tco.to_json()}
        if self.compared_draws is not None:
            out["compared_draws"] = self.compared_draws
            out.update({k: getattr(self, k).to_json() for k in _COMPARED})
            out["probability_beats_baseline"] = self.probability_beats_baseline
        return out


@dataclass(frozen=True)
class MonteCarlo:
    """The Monte Carlo over every input's range: how many draws, the seed, the distribution
    and, per option, its quantiles (in the quote's order)."""

    draws: int
    seed: int
    distribution: str
    growth: bool
    options: dict[str, OptionUncertainty]

    @classmethod
    def of(cls, mc: dict) -> MonteCarlo:
        return cls(mc["draws"], mc["seed"], mc["distribution"], mc["growth"],
                   {label: OptionUncertainty.of(r) for label, r in mc["options"].items()})

    def to_json(self) -> dict:
        return {"draws": self.draws, "seed": self.seed, "distribution": self.distribution,
                "growth": self.growth,
                "options": {label: r.to_json() for label, r in self.options.items()}}


@dataclass(frozen=True)
class DemandBreakEven:
    """The demands [units/s] at which a candidate and the baseline (``against``) cost the
    same, lowest first."""

    label: str
    against: str
    crossings: tuple[DemandCrossing, ...]

    def to_json(self) -> dict:
        return {"label": self.label, "against": self.against,
                "crossings": [c.to_json() for c in self.crossings]}


@dataclass(frozen=True)
class Analysis:
    """Everything the advisor says about one quote, at the quote's own assumptions."""

    quote: str
    currency: str
    work_unit: str
    years: int
    baseline: str | None             # the quote's baseline label (valid or not), as in calc
    result: QuoteResult              # the evaluation everything here starts from
    demand_per_s: float | None
    demand_notes: tuple[Note, ...]  # the engine's words on the demand it resolved
    inputs: dict[str, Input]         # every uncertain input with its range
    values: dict[str, float]         # their point values
    parts: frozenset[str]
    labels: tuple[str, ...] = ()     # the options that compute, in the quote's order
    options: tuple[OptionAdvice, ...] = ()
    findings: tuple[Finding, ...] | None = None
    #: {label: its figures at the point values}, the options that compute in the quote's order
    points: dict[str, PointFigures] | None = None
    #: {candidate: its rows, widest TCO swing first}; None without a valid baseline
    tornado: dict[str, tuple[TornadoRow, ...]] | None = None
    break_even_price: tuple[PriceBreakEven, ...] | None = None
    break_even_growth: tuple[GrowthBreakEven, ...] | None = None
    break_even_demand: tuple[DemandBreakEven, ...] | None = None
    monte_carlo: MonteCarlo | None = None

    def option(self, label: str) -> OptionAdvice | None:
        return next((o for o in self.options if o.label == label), None)

    def price_break_even(self, label: str) -> PriceBreakEven | None:
        return next((b for b in self.break_even_price or () if b.label == label), None)

    def growth_break_even(self, label: str) -> GrowthBreakEven | None:
        return next((b for b in self.break_even_growth or () if b.label == label), None)

    def demand_break_even(self, label: str) -> DemandBreakEven | None:
        return next((b for b in self.break_even_demand or () if b.label == label), None)

    def with_monte_carlo(self, mc: MonteCarlo) -> Analysis:
        return replace(self, monte_carlo=mc, parts=self.parts | {MONTE_CARLO})

    def to_json(self) -> dict:
        """The ``analyze --json`` document (JSON-ready but for inf/NaN: see report.clean)."""
        out = {
            "quote": self.quote, "currency": self.currency, "work_unit": self.work_unit,
            "demand_per_s": self.demand_per_s, "years": self.years,
            "baseline": self.baseline,
            "result": self.result.model_dump(mode="json",
                                             exclude={"options": {"__all__": {"inputs"}}}),
            "inputs": [vars(i) for i in self.inputs.values()],
        }
        if SWEEPS in self.parts:
            out["cap_sweeps"] = [o.sweep_summary() for o in self.options]
            out["profiles"] = [o.profiles.to_json() for o in self.options]
            out["budget"] = [o.budget.to_json() for o in self.options if o.budget is not None]
        if self.findings is not None:
            out["findings"] = [f.to_json() for f in self.findings]
        if self.points is not None:
            out["points"] = {label: p.to_json() for label, p in self.points.items()}
        if self.tornado is not None:
            out["tornado"] = {label: [r.to_json() for r in rows]
                              for label, rows in self.tornado.items()}
        if self.break_even_price is not None:
            out["break_even_price"] = [b.to_json() for b in self.break_even_price]
        if self.break_even_growth is not None:
            out["break_even_growth"] = [b.to_json() for b in self.break_even_growth]
        if self.break_even_demand is not None:
            out["break_even_demand"] = [b.to_json() for b in self.break_even_demand]
        if self.monte_carlo is not None:
            out["monte_carlo"] = self.monte_carlo.to_json()
        return out
