"""The advisor: what-if analyses around the METHOD chain, vectorised with numpy, no I/O.

Power-cap sweeps and sweet spots (§3), power profiles and the power budget (§3, §8),
sensitivity and break-evens, a Monte Carlo over every input's range, and findings.
``analyze(quote)`` gathers them all into one frozen ``Analysis`` (app.calc.advisor.result)
that the Advice page, ``gpu-tco analyze`` and the proposal render; ``Analysis.to_json()`` is
the ``analyze --json`` document.
"""

from app.calc.advisor.analysis import add_monte_carlo, analyze
from app.calc.advisor.breakeven import break_even_demand, break_even_price
from app.calc.advisor.capsweep import cap_grid, cap_sweep
from app.calc.advisor.findings import findings
from app.calc.advisor.inputs import collect_inputs, point_values
from app.calc.advisor.profiles import budget_table, profile_table
from app.calc.advisor.result import (
    Analysis,
    BudgetFit,
    BudgetRow,
    BudgetTable,
    DemandBreakEven,
    DemandCrossing,
    Finding,
    GrowthBreakEven,
    GrowthPayback,
    MonteCarlo,
    OptionAdvice,
    OptionUncertainty,
    PointComparison,
    PointFigures,
    PriceBreakEven,
    PricePayback,
    ProfileRow,
    ProfileTable,
    Quantiles,
    Span,
    SweepPoint,
    TornadoRow,
)
from app.calc.advisor.sensitivity import tornado
from app.calc.advisor.uncertainty import monte_carlo

__all__ = [
    "Analysis", "BudgetFit", "BudgetRow", "BudgetTable", "DemandBreakEven", "DemandCrossing",
    "Finding", "GrowthBreakEven", "GrowthPayback", "MonteCarlo", "OptionAdvice",
    "OptionUncertainty", "PointComparison", "PointFigures", "PriceBreakEven", "PricePayback",
    "ProfileRow", "ProfileTable", "Quantiles", "Span", "SweepPoint", "TornadoRow",
    "add_monte_carlo",
    "analyze", "break_even_demand", "break_even_price", "budget_table", "cap_grid", "cap_sweep",
    "collect_inputs", "findings", "monte_carlo", "point_values", "profile_table", "tornado",
]
