"""The whole analysis of a quote, computed once: cap sweeps, profiles, power budget,
sensitivity (tornado, break-evens), Monte Carlo and findings, as one ``Analysis``
(app.calc.advisor.result) that the page, the CLI and the PDF render. Pure: no I/O.

``parts`` computes only what a caller shows (the proposal needs the tornado and the
break-evens, not the cap sweeps, unless it carries the advice appendix); ``step`` is called
between the slow steps with the share done, so that a caller can show progress or stop (the
page's background job raises from it when the user moved on).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from app.calc.advisor.breakeven import break_even_demand, break_even_price
from app.calc.advisor.capsweep import DEFAULT_MAX_LOSS, cap_sweep
from app.calc.advisor.findings import findings
from app.calc.advisor.growth_advice import break_even_growth, growth_scan
from app.calc.advisor.inputs import collect_inputs, point_values
from app.calc.advisor.points import point_figures
from app.calc.advisor.profiles import budget_table, profile_table
from app.calc.advisor.result import (
    BREAK_EVEN,
    FINDINGS,
    GROWTH,
    MONTE_CARLO,
    PARTS,
    POINTS,
    SWEEPS,
    TORNADO,
    Analysis,
    DemandBreakEven,
    MonteCarlo,
    OptionAdvice,
    TornadoRow,
)
from app.calc.advisor.sensitivity import tornado
from app.calc.advisor.uncertainty import DEFAULT_DRAWS, DEFAULT_SEED, monte_carlo
from app.calc.advisor.variants import valid_options
from app.calc.evaluate import evaluate, resolve_demand
from app.model import Catalog, Quote, QuoteResult


def analyze(quote: Quote, max_loss: float = DEFAULT_MAX_LOSS, draws: int = DEFAULT_DRAWS,
            seed: int = DEFAULT_SEED, ranges: dict | None = None,
            catalog: Catalog | None = None, monte_carlo_too: bool = True, *,
            parts: Iterable[str] | None = None, result: QuoteResult | None = None,
            focus: Iterable[str] | None = None,
            step: Callable[[float], None] | None = None) -> Analysis:
    """Everything the advisor says about ``quote``. ``ranges`` overrides input ranges:
    {key: (low, high)} with keys as in ``inputs.collect_inputs``. ``catalog``: where findings
    look for a GPU that does the same work for less. ``monte_carlo_too=False`` leaves the
    Monte Carlo out. ``parts``: which of ``result.PARTS`` to compute (default all; the
    Monte Carlo only with ``monte_carlo_too``). ``result``: the quote's evaluation when the
    caller has it (it is not evaluated again). ``focus``: the candidates whose growth and
    demand break-evens are wanted (default every candidate; the proposal needs one, and under
    growth each costs a scan of evaluations). ``step(share_done)``: called between steps."""
    wanted = PARTS if parts is None else frozenset(parts)
    if unknown := wanted - PARTS:
        raise ValueError(f"unknown analysis parts: {sorted(unknown)}")
    if not monte_carlo_too:
        wanted -= {MONTE_CARLO}
    tick = step or (lambda share: None)
    result = evaluate(quote) if result is None else result
    demand, demand_notes = resolve_demand(quote)
    inputs = collect_inputs(quote, demand, ranges)
    values = point_values(inputs)
    options = valid_options(quote, demand)
    base = quote.baseline if quote.baseline in options else None
    tick(0.05)
    found: dict[str, Any] = {}  # the parts computed, by Analysis field
    if SWEEPS in wanted:
        advice = []
        for n, o in enumerate(options, start=1):
            s = cap_sweep(quote, o.label, demand, values, max_loss)
            sweet = None if s.best_energy is None else float(s.cap[s.best_energy])
            advice.append(OptionAdvice(o.label, s, profile_table(quote, o.label, demand, values),
                                       budget_table(quote, o.label, demand, values, sweet)))
            tick(0.05 + 0.25 * n / len(options))
        found["options"] = tuple(advice)
    if FINDINGS in wanted:
        found["findings"] = tuple(findings(quote, result, demand_notes, catalog, demand, values))
    if POINTS in wanted:
        found["points"] = point_figures(quote, demand, values)
    tick(0.35)
    if base is not None:
        candidates = [o for o in options if not o.baseline]
        focused = (candidates if focus is None
                   else [o for o in candidates if o.label in set(focus)])
        if TORNADO in wanted:
            found["tornado"] = {label: tuple(TornadoRow.of(r) for r in rows)
                                for label, rows in tornado(quote, demand, inputs).items()}
        tick(0.5)
        if BREAK_EVEN in wanted:
            found["break_even_price"] = tuple(break_even_price(quote, demand, values, o.label)
                                              for o in candidates)
        tick(0.6)
        if GROWTH in wanted:
            # one scan of the whole quote for every candidate; for a few, each its own
            scans = growth_scan(quote, values) if focus is None else None
            found["break_even_growth"] = tuple(break_even_growth(quote, values, o.label, scans)
                                               for o in focused)
        tick(0.8)
        if BREAK_EVEN in wanted:
            found["break_even_demand"] = tuple(
                DemandBreakEven(o.label, base.label,
                                tuple(break_even_demand(quote, demand, values, o.label,
                                                        base.label)))
                for o in focused) if demand else ()
    tick(0.9)
    if MONTE_CARLO in wanted:
        found["monte_carlo"] = MonteCarlo.of(monte_carlo(quote, demand, inputs, draws, seed))
    tick(1.0)
    return Analysis(
        quote=result.quote, currency=result.currency, work_unit=result.work_unit,
        years=result.years, baseline=result.baseline, result=result, demand_per_s=demand,
        demand_notes=tuple(demand_notes), inputs=inputs, values=values, parts=wanted,
        labels=tuple(o.label for o in options), **found)


def add_monte_carlo(analysis: Analysis, quote: Quote, draws: int = DEFAULT_DRAWS,
                    seed: int = DEFAULT_SEED) -> Analysis:
    """``analysis`` with its Monte Carlo (the page shows the rest first, then runs this)."""
    return analysis.with_monte_carlo(MonteCarlo.of(
        monte_carlo(quote, analysis.demand_per_s, analysis.inputs, draws, seed)))
