"""Tornado data: each assumption moved to its low and its high value, all else at the point,
and what that does to each candidate's TCO difference with the baseline (M24), its simple and
cumulative payback (M27, M28) and its NPV (M29). One vectorised chain run per option.

Ranges come from ``inputs.collect_inputs`` (confidence-based unless given; the demand growth
+/- 10 points, ``growth_advice``). An assumption moves
every input of its group together (``PUE`` moves every cooling option's PUE and the site PUE).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from app.calc.advisor import growth_advice
from app.calc.advisor.inputs import Input
from app.calc.advisor.variants import run_variants
from app.model import Quote

#: Assumption name -> predicate on input keys.
GROUPS: dict[str, Callable[[str], bool]] = {
    "energy price": lambda k: k == "site/energy_price_per_kwh",
    "price escalation": lambda k: k == "site/price_escalation",
    "demand": lambda k: k == "workload/demand",
    "utilization ceiling": lambda k: k == "workload/u_max",
    "PUE": lambda k: k == "site/site_pue" or k.endswith("/pue") or k.endswith("/pue_factor"),
    "GPU idle power": lambda k: k.startswith("gpu/") and k.endswith("idle_w"),
    "cap exponent": lambda k: k == "class/cap_beta",
    "GPU prices": lambda k: (k.startswith("gpu/") and k.endswith("/price"))
    or (k.startswith("option/") and k.endswith("/gpu_price")),
    "server prices": lambda k: (k.startswith("server/") and k.endswith("/base_price"))
    or (k.startswith("option/") and k.endswith("/server_price")),
    "discount rate": lambda k: k == "site/discount_rate",
    "powered hours": lambda k: k == "site/hours_per_year",
    "energy tax": lambda k: k == "site/energy_tax_scale",
    "capacity charge": lambda k: k == "site/capacity_price_per_kw_month",
    "residual value": lambda k: k.startswith("option/") and k.endswith("/residual_fraction"),
    "rental price": lambda k: k.startswith("option/") and k.endswith("/price_per_gpu_hour"),
    "demand growth": lambda k: k == growth_advice.KEY,
}


def _none(x: float) -> float | None:
    return None if not np.isfinite(x) else float(x)


FIELDS = ("tco_diff", "simple_payback", "discounted_payback", "npv")


def tornado(quote: Quote, demand: float | None, inputs: dict[str, Input]) -> dict:
    """Per candidate: rows (one per assumption, widest TCO swing first) of
    {assumption, low_inputs, high_inputs, tco_diff, simple_payback, discounted_payback, npv}
    each as {low, point, high}. Payback None: never / not within the horizon. Rows whose group
    has no input in the quote, or no width, are left out. Under demand growth every variant
    is the year-by-year engine's (``growth_advice``); without, the chain runs on arrays and
    only the growth row's two ends are the engine's."""
    groups = {name: [k for k in inputs if pred(k)] for name, pred in GROUPS.items()}
    groups = {n: ks for n, ks in groups.items()
              if ks and any(inputs[k].low != inputs[k].high for k in ks)}
    names = list(groups)
    columns = [_column(inputs, groups, None)]
    for name in names:
        columns += [_column(inputs, groups, name, "low"), _column(inputs, groups, name, "high")]
    table = (growth_advice.table(quote, columns) if growth_advice.active(quote)
             else _flat_table(quote, demand, columns))
    out = {}
    for label, col in table.items():
        if "tco_diff" not in col:
            continue
        base = table.get(quote.baseline.label if quote.baseline else "", {})
        ok = col["valid"] & base.get("valid", False)
        rows = []
        for g, name in enumerate(names):
            lo, hi = 1 + 2 * g, 2 + 2 * g
            row: dict[str, Any] = {"assumption": name,
                   "inputs": [{"key": k, "name": inputs[k].name, "low": inputs[k].low,
                               "point": inputs[k].value, "high": inputs[k].high}
                              for k in groups[name]],
                   "valid": bool(ok[lo] and ok[hi])}
            for field in FIELDS:
                arr = col[field]
                row[field] = {"low": _none(arr[lo]), "point": _none(arr[0]), "high": _none(arr[hi])}
            row["swing"] = abs(float(col["tco_diff"][hi] - col["tco_diff"][lo]))
            rows.append(row)
        rows.sort(key=lambda r: -r["swing"])
        out[label] = rows
    return out


def _column(inputs: dict[str, Input], groups: dict, name: str | None, end: str = "value"):
    """One variant: every input at its point, ``name``'s inputs at ``end``; (values, growth)
    with the growth apart (None: the quote's)."""
    moved = groups[name] if name is not None else ()
    values = {k: (getattr(i, end) if k in moved else i.value) for k, i in inputs.items()}
    growth = values.pop(growth_advice.KEY, None)
    return values, growth


def _flat_table(quote: Quote, demand: float | None, columns: list) -> dict[str, dict]:
    """The chain on arrays over every column (no growth in the quote); the columns that move
    the growth go through the year-by-year engine."""
    size = len(columns)
    moved = [i for i, (_, g) in enumerate(columns) if g is not None and g != 0]
    values = {k: np.array([c[0][k] for c in columns], float) for k in columns[0][0]}
    v = run_variants(quote, demand, values, (size,))
    table: dict[str, dict] = {}
    for label in v.chains:
        col: dict[str, Any] = {"valid": np.array(v.valid[label], bool)}
        cmp = v.comparisons.get(label)
        if cmp is not None:
            col.update({f: np.array(np.broadcast_to(getattr(cmp, f), (size,)), float)
                        for f in FIELDS})
        table[label] = col
    if moved:
        grown = growth_advice.table(quote, [columns[i] for i in moved])
        for label, col in table.items():
            g = grown.get(label)
            for j, i in enumerate(moved):
                col["valid"][i] = bool(g is not None and g["valid"][j])
                for f in FIELDS:
                    if f in col:
                        col[f][i] = g[f][j] if g is not None and f in g else np.nan
    return table
