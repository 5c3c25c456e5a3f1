"""Many variants of one option at once: power cap x PUE x energy price (vectorised).

The same chain as ``evaluate`` runs on numpy arrays, so 10 000 variants cost about as much as a
handful of scalar evaluations. Variants that cannot work (cap outside the GPU's range, PSUs too
small for the peak) are marked invalid rather than dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from app.calc import caps, power, price_request
from app.calc.chain import run_chain
from app.calc.evaluate import chain_inputs, resolve_demand
from app.model import Quote


@dataclass(frozen=True)
class SweepResult:
    """Flat arrays, one element per variant (the grid's product, cap varying slowest)."""

    cap: np.ndarray
    pue: np.ndarray
    price_per_kwh: np.ndarray
    valid: np.ndarray
    servers: np.ndarray
    throughput_per_gpu: np.ndarray
    wall_w: np.ndarray
    annual_kwh_total: np.ndarray
    annual_energy_cost: np.ndarray
    tco: np.ndarray
    kwh_per_work: np.ndarray
    tco_per_work: np.ndarray


def sweep(quote: Quote, label: str, caps_: np.ndarray, pues: np.ndarray,
          prices: np.ndarray) -> SweepResult:
    """Every combination of cap (fraction of TDP), PUE and energy price for option ``label``."""
    option = next(o for o in quote.options if o.label == label)
    cap, pue, price = (a.ravel() for a in np.meshgrid(caps_, pues, prices, indexing="ij"))
    demand, _ = resolve_demand(quote)
    base = chain_inputs(quote, option.model_copy(update={"power_cap": None, "profile": None}), demand)
    c = run_chain(replace(base, cap=cap, pue=pue, price_per_kwh=price))
    gpu = quote.catalog.gpus[option.gpu]
    low, high = caps.cap_range(gpu.min_power_limit_w, gpu.tdp_w)
    psu = quote.catalog.psus[option.psu]
    capacity = power.psu_capacity_w(option.psu_count, option.psu_spares, psu.rating_w)
    valid = (cap >= low) & (cap <= high) & (c.dc_peak_w <= capacity)
    unknown = bool(price_request.unknown_parts(quote, option))  # "price on request": NaN
    tco = np.full(cap.shape, np.nan) if unknown else c.tco
    tco_per_work = np.full(cap.shape, np.nan) if unknown else c.tco_per_work
    return SweepResult(
        cap=cap, pue=pue, price_per_kwh=price, valid=valid,
        servers=np.broadcast_to(c.servers, cap.shape), throughput_per_gpu=c.throughput_per_gpu,
        wall_w=c.wall_w, annual_kwh_total=c.annual_kwh_total,
        annual_energy_cost=c.energy_cost_by_year[..., 0], tco=tco,
        kwh_per_work=c.kwh_per_work, tco_per_work=tco_per_work,
    )
