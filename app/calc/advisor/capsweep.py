"""Power-cap sweep of one option (METHOD §3, M1-M25 on an array of caps) and its sweet spots.

The cap kappa runs from the GPU's minimum power limit (min_power_limit_w / tdp_w) to 1.0 of TDP.
Every variant does the same work D (sizing mode: servers re-sized by M13; fleet mode: the same
servers, u = u_quote / phi). Sweet spots:

* lowest TCO per unit of work (M25);
* lowest facility energy per unit of work (M21) among caps losing at most ``max_loss`` of
  throughput (phi >= 1 - max_loss, default 5 %).

Only caps inside the cap model's supported range are recommended: power ratio rho >= 0.7 with the
assumed exponent (``cap_beta``), or >= the lowest point of a measured cap curve.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

import numpy as np

from app.calc.advisor.inputs import option_inputs, supported_ratio_floor
from app.calc.advisor.variants import variant_validity
from app.calc.caps import cap_throughput_factor
from app.calc.chain import run_chain
from app.model import Quote
from app.model.notes import Note, note

DEFAULT_MAX_LOSS = 0.05
STEP = 0.01


@dataclass(frozen=True)
class SweepPoint:
    """One cap of a sweep as plain numbers, in ``CapSweep``'s units: the cap [fraction of
    TDP], power ratio rho and throughput phi, servers, energy [kWh a year, facility], money in
    the quote's currency, per-work figures per unit; ``extrapolated``: below the cap model's
    supported range (never recommended)."""

    cap: float
    power_ratio: float
    phi: float
    throughput_per_gpu: float
    servers: int
    utilization: float
    wall_w: float
    wall_peak_w: float
    annual_kwh: float
    annual_energy_cost: float
    tco: float
    kwh_per_work: float
    tco_per_work: float
    valid: bool
    extrapolated: bool

    def to_json(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class CapSweep:
    """One element per cap; money in the quote's currency, energy at the facility (M17)."""

    label: str
    cap: np.ndarray              # fraction of TDP
    power_ratio: np.ndarray      # rho = P_full / P_unc
    phi: np.ndarray              # relative throughput per GPU
    throughput_per_gpu: np.ndarray  # units/s at 100 % busy
    servers: np.ndarray
    utilization: np.ndarray
    wall_w: np.ndarray           # average wall power per server [W]
    wall_peak_w: np.ndarray      # peak wall power per server [W]
    annual_kwh: np.ndarray       # facility energy [kWh/year]
    annual_energy_cost: np.ndarray  # year 1 [money]
    tco: np.ndarray
    kwh_per_work: np.ndarray     # [kWh/unit]
    tco_per_work: np.ndarray     # [money/unit]
    valid: np.ndarray            # PSUs carry the peak; a fleet stays at u <= 1
    supported: np.ndarray        # rho inside the cap model's supported range
    measured_curve: bool
    cap_beta: float
    max_loss: float
    best_tco: int | None         # index of the lowest TCO per work (valid, supported)
    best_energy: int | None      # index of the lowest energy per work within max_loss
    notes: list[str]
    note_items: tuple[Note, ...] = ()  # the notes as Notes, for a reader's language

    def point(self, i: int) -> SweepPoint:
        """The ``i``-th cap as plain numbers."""
        return SweepPoint(
            float(self.cap[i]), float(self.power_ratio[i]), float(self.phi[i]),
            float(self.throughput_per_gpu[i]), int(self.servers[i]), float(self.utilization[i]),
            float(self.wall_w[i]), float(self.wall_peak_w[i]), float(self.annual_kwh[i]),
            float(self.annual_energy_cost[i]), float(self.tco[i]), float(self.kwh_per_work[i]),
            float(self.tco_per_work[i]), bool(self.valid[i]), not bool(self.supported[i]))

    @property
    def uncapped(self) -> SweepPoint:
        """The last cap, 1.0 of TDP."""
        return self.point(self.cap.size - 1)

    @property
    def sweet_spot_tco(self) -> SweepPoint | None:
        """The lowest TCO per work; None when no cap in the supported range qualifies."""
        return None if self.best_tco is None else self.point(self.best_tco)

    @property
    def sweet_spot_energy(self) -> SweepPoint | None:
        """The lowest energy per work within ``max_loss`` of throughput; None: none qualifies."""
        return None if self.best_energy is None else self.point(self.best_energy)


def cap_grid(min_power_limit_w: float, tdp_w: float, step: float = STEP) -> np.ndarray:
    """Caps from the GPU's minimum power limit to 1.0 of TDP: both ends and the multiples of
    ``step`` between them (0.29, 0.30, ..., 0.99 for a 200 W minimum on a 700 W GPU)."""
    low = min_power_limit_w / tdp_w
    inner = np.arange(np.ceil(low / step - 1e-9), np.floor(1.0 / step + 1e-9) + 1) * step
    inner = np.round(inner[(inner > low + 1e-12) & (inner < 1.0 - 1e-12)], 10)
    return np.concatenate(([low], inner, [1.0])) if low < 1.0 else np.array([1.0])


def cap_sweep(quote: Quote, label: str, demand: float | None, values: dict,
              max_loss: float = DEFAULT_MAX_LOSS, caps: np.ndarray | None = None) -> CapSweep:
    """Sweep the option ``label`` over ``caps`` (default: ``cap_grid``) at the values given."""
    option = next(o for o in quote.options if o.label == label)
    gpu = quote.catalog.gpus[option.gpu]
    caps = cap_grid(gpu.min_power_limit_w, gpu.tdp_w) if caps is None else np.asarray(caps, float)
    plain = option.model_copy(update={"power_cap": None, "profile": None})
    inp = replace(option_inputs(quote, plain, demand, values), cap=caps)
    if option.fleet_mode:  # equal work: the same servers busier by 1 / phi
        rho = np.minimum(inp.uncapped_w, caps * inp.tdp_w) / inp.uncapped_w
        phi = cap_throughput_factor(rho, inp.cap_beta, inp.cap_curve)
        inp = replace(inp, fleet_utilization=inp.fleet_utilization / phi)
    c = run_chain(inp)
    shape = caps.shape
    valid = variant_validity(quote, plain, c, shape)
    rho = np.broadcast_to(np.asarray(c.cap_ratio, float), shape)
    phi = np.broadcast_to(np.asarray(c.phi, float), shape)
    supported = rho >= supported_ratio_floor(option.cap_curve) - 1e-12
    ok = valid & supported
    kwh_pw, tco_pw = np.asarray(c.kwh_per_work), np.asarray(c.tco_per_work)
    best_tco = _argmin(tco_pw, ok)
    best_energy = _argmin(kwh_pw, ok & (phi >= 1.0 - max_loss - 1e-12))
    return CapSweep(
        label=label, cap=caps, power_ratio=rho, phi=phi,
        throughput_per_gpu=np.broadcast_to(c.throughput_per_gpu, shape),
        servers=np.broadcast_to(c.servers, shape),
        utilization=np.broadcast_to(c.utilization, shape),
        wall_w=np.asarray(c.wall_w), wall_peak_w=np.asarray(c.wall_peak_w),
        annual_kwh=np.asarray(c.annual_kwh_total),
        annual_energy_cost=np.asarray(c.energy_cost_by_year)[..., 0], tco=np.asarray(c.tco),
        kwh_per_work=kwh_pw, tco_per_work=tco_pw, valid=valid, supported=supported,
        measured_curve=bool(option.cap_curve), cap_beta=float(inp.cap_beta), max_loss=max_loss,
        best_tco=best_tco, best_energy=best_energy,
        notes=_notes(option, float(inp.cap_beta), supported_ratio_floor(option.cap_curve)),
        note_items=_note_items(option, float(inp.cap_beta),
                               supported_ratio_floor(option.cap_curve)),
    )


def _argmin(values: np.ndarray, mask: np.ndarray) -> int | None:
    if not mask.any():
        return None
    return int(np.argmin(np.where(mask, values, np.inf)))


def _notes(option, cap_beta: float, floor: float) -> list[str]:
    if option.cap_curve:
        return [f"Throughput under a cap follows the measured cap curve; caps below a power "
                f"ratio of {floor:.2f} (its lowest point) are extrapolated and not recommended."]
    return [f"No measured cap curve: the sweet spot follows from the assumed exponent "
            f"cap_beta = {cap_beta:g} (throughput = power ratio ^ cap_beta, METHOD §3), not from a "
            f"measurement. Caps below a power ratio of {floor:.2f} are extrapolated and never "
            "recommended."]


def _note_items(option, cap_beta: float, floor: float) -> tuple[Note, ...]:
    """``_notes`` as Notes, worded in the reader's language by app.io.words.formatting."""
    if option.cap_curve:
        return (note("sweep_measured_curve", floor=("number", floor, 2)),)
    return (note("sweep_assumed_exponent", beta=("number", cap_beta, -1),
                 floor=("number", floor, 2)),)
