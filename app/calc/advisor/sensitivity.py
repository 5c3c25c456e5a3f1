"""Tornado data: each assumption moved to its low and its high value, all else at the point,
and what that does to each candidate's TCO difference with the baseline (M24), its simple and
cumulative payback (M27, M28) and its NPV (M29). One vectorised chain run per option.

Ranges come from ``inputs.collect_inputs`` (confidence-based unless given). An assumption moves
every input of its group together (``PUE`` moves every cooling option's PUE and the site PUE).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

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
}


def _none(x: float) -> float | None:
    return None if not np.isfinite(x) else float(x)


def tornado(quote: Quote, demand: float | None, inputs: dict[str, Input]) -> dict:
    """Per candidate: rows (one per assumption, widest TCO swing first) of
    {assumption, low_inputs, high_inputs, tco_diff, simple_payback, discounted_payback, npv}
    each as {low, point, high}. Payback None: never / not within the horizon. Rows whose group
    has no input in the quote, or no width, are left out."""
    groups = {name: [k for k in inputs if pred(k)] for name, pred in GROUPS.items()}
    groups = {n: ks for n, ks in groups.items()
              if ks and any(inputs[k].low != inputs[k].high for k in ks)}
    names = list(groups)
    size = 1 + 2 * len(names)
    values = {}
    for key, inp in inputs.items():
        arr = np.full(size, inp.value)
        for g, name in enumerate(names):
            if key in groups[name]:
                arr[1 + 2 * g], arr[2 + 2 * g] = inp.low, inp.high
        values[key] = arr
    v = run_variants(quote, demand, values, (size,))
    out = {}
    for label, cmp in v.comparisons.items():
        ok = v.valid[label] & v.valid[v.base]
        rows = []
        for g, name in enumerate(names):
            lo, hi = 1 + 2 * g, 2 + 2 * g
            row: dict[str, Any] = {"assumption": name,
                   "inputs": [{"key": k, "name": inputs[k].name, "low": inputs[k].low,
                               "point": inputs[k].value, "high": inputs[k].high}
                              for k in groups[name]],
                   "valid": bool(ok[lo] and ok[hi])}
            for field in ("tco_diff", "simple_payback", "discounted_payback", "npv"):
                arr = getattr(cmp, field)
                row[field] = {"low": _none(arr[lo]), "point": _none(arr[0]), "high": _none(arr[hi])}
            row["swing"] = abs(float(cmp.tco_diff[hi] - cmp.tco_diff[lo]))
            rows.append(row)
        rows.sort(key=lambda r: -r["swing"])
        out[label] = rows
    return out
