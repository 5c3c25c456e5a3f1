"""The whole analysis of a quote as one JSON-ready dict: cap sweeps, profiles, power budget,
sensitivity (tornado, break-evens), Monte Carlo and findings. Pure: no I/O.
"""

from __future__ import annotations

from app.calc.advisor.breakeven import break_even_demand, break_even_price
from app.calc.advisor.capsweep import DEFAULT_MAX_LOSS, cap_sweep, sweep_row
from app.calc.advisor.findings import findings
from app.calc.advisor.growth_advice import break_even_growth, growth_scan
from app.calc.advisor.inputs import collect_inputs, point_values
from app.calc.advisor.points import point_figures
from app.calc.advisor.profiles import budget_table, profile_table
from app.calc.advisor.sensitivity import tornado
from app.calc.advisor.uncertainty import DEFAULT_DRAWS, DEFAULT_SEED, monte_carlo
from app.calc.advisor.variants import valid_options
from app.calc.evaluate import evaluate, resolve_demand
from app.model import Catalog, Quote


def _sweep_summary(s) -> dict:
    pick = lambda i: None if i is None else sweep_row(s, i)  # noqa: E731
    return {
        "label": s.label, "measured_curve": s.measured_curve, "cap_beta": s.cap_beta,
        "max_performance_loss": s.max_loss, "notes": s.notes,
        "rows": [sweep_row(s, i) for i in range(s.cap.size)],
        "uncapped": sweep_row(s, s.cap.size - 1),
        "sweet_spot_tco": pick(s.best_tco), "sweet_spot_energy": pick(s.best_energy),
    }


def analyze(quote: Quote, max_loss: float = DEFAULT_MAX_LOSS, draws: int = DEFAULT_DRAWS,
            seed: int = DEFAULT_SEED, ranges: dict | None = None,
            catalog: Catalog | None = None, monte_carlo_too: bool = True) -> dict:
    """Everything the advisor says about ``quote``. ``ranges`` overrides input ranges:
    {key: (low, high)} with keys as in ``inputs.collect_inputs``. ``catalog``: where findings
    look for a GPU that does the same work for less. ``monte_carlo_too=False`` leaves the
    Monte Carlo out (the app runs it in the background)."""
    result = evaluate(quote)
    demand, demand_notes = resolve_demand(quote)
    inputs = collect_inputs(quote, demand, ranges)
    values = point_values(inputs)
    options = valid_options(quote, demand)
    base = quote.baseline if quote.baseline in options else None
    sweeps, profiles, budgets = [], [], []
    for o in options:
        s = cap_sweep(quote, o.label, demand, values, max_loss)
        sweeps.append(_sweep_summary(s))
        profiles.append(profile_table(quote, o.label, demand, values))
        sweet = None if s.best_energy is None else float(s.cap[s.best_energy])
        table = budget_table(quote, o.label, demand, values, sweet)
        if table is not None:
            budgets.append(table)
    out = {
        "quote": result.quote, "currency": result.currency, "work_unit": result.work_unit,
        "demand_per_s": demand, "years": result.years, "baseline": result.baseline,
        "result": result.model_dump(mode="json", exclude={"options": {"__all__": {"inputs"}}}),
        "inputs": [vars(i) for i in inputs.values()],
        "cap_sweeps": sweeps, "profiles": profiles, "budget": budgets,
        "findings": findings(quote, result, demand_notes, catalog, demand, values),
        "points": point_figures(quote, demand, values),
    }
    if base is not None:
        out["tornado"] = tornado(quote, demand, inputs)
        out["break_even_price"] = [break_even_price(quote, demand, values, o.label)
                                   for o in options if not o.baseline]
        scans = growth_scan(quote, values)
        out["break_even_growth"] = [break_even_growth(quote, values, o.label, scans)
                                    for o in options if not o.baseline]
        out["break_even_demand"] = (
            [{"label": o.label, "against": base.label,
              "crossings": break_even_demand(quote, demand, values, o.label, base.label)}
             for o in options if not o.baseline] if demand else [])
    if monte_carlo_too:
        out["monte_carlo"] = monte_carlo(quote, demand, inputs, draws, seed)
    return out
