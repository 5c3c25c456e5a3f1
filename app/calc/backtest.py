"""The back-test (METHOD §11.1, M34): the model's wall power, throughput and energy per unit of
work for a published system measurement, against what was measured.

A pure function of the catalogue and the back-test table, so the figures a customer sees in the
guide are the ones a test checks. Per row: u = X / (n · perf · φ); error_W = W(u) / W_meas − 1 with
W(u) from M8; error_T = X / (n · perf · φ) − 1; error_E = (W(1) / (n · perf · φ)) / (W_meas / X) − 1.
Rows are scored unless a reason says why not (a catalogue value derived from that row, no
published power limit, no matching part); a run above the catalogue's capacity (u > 1) is scored
with the model's wall power at full load, not left out (that would drop the rows where the model
under-rates the GPU); summaries are over scored rows only, and apart for the
rows in and out of sample (app.calc.backtest_sample says which and why).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field, replace

from app.calc import power
from app.calc.backtest_sample import classify
from app.calc.chain import ChainInputs, full_power_and_factors
from app.model import Catalog
from app.model.backtest import BacktestData, Measurement

ERRORS = ("wall_power", "throughput", "energy_per_work")


@dataclass(frozen=True)
class BacktestRow:
    """One measurement with the model's figures and the M34 errors (fractions; None: n/a)."""

    measurement: Measurement
    scored: bool
    reason: str
    cap: float | None = None
    phi: float | None = None
    utilization: float | None = None
    model_wall_w: float | None = None
    model_throughput: float | None = None
    model_j_per_unit: float | None = None
    measured_j_per_unit: float | None = None
    error_wall_power: float | None = None
    error_throughput: float | None = None
    error_energy_per_work: float | None = None
    out_of_sample: bool = False
    sample_reason: str = ""
    model_platform_w: float | None = None
    implied_platform_w: float | None = None
    platform_alone_wall_w: float | None = None

    def error(self, name: str) -> float | None:
        return getattr(self, f"error_{name}")


@dataclass(frozen=True)
class ErrorSummary:
    """Median (signed) and largest |error| over the scored rows."""

    median: float | None
    median_abs: float | None
    max_abs: float | None
    count: int


@dataclass(frozen=True)
class BacktestResult:
    rows: list[BacktestRow]
    summary: dict[str, ErrorSummary]
    in_sample: dict[str, ErrorSummary] = field(default_factory=dict)
    out_of_sample: dict[str, ErrorSummary] = field(default_factory=dict)

    @property
    def scored(self) -> list[BacktestRow]:
        return [r for r in self.rows if r.scored]

    @property
    def scored_out_of_sample(self) -> list[BacktestRow]:
        return [r for r in self.rows if r.scored and r.out_of_sample]


def _inputs(catalog: Catalog, m: Measurement) -> ChainInputs:
    """The chain's inputs for one measured server: one server, no money, no PUE (wall power)."""
    assert m.server is not None  # only a row with a matched server is evaluated
    gpu, server = catalog.gpus[m.gpu], catalog.servers[m.server]
    fit = server.psu_options[0]
    psu = catalog.psus[fit.psu]
    workload = catalog.workloads[m.workload]
    air = catalog.cooling.get("air")
    liquid = server.power_figures_for == "liquid"
    busy = gpu.busy_power(m.workload)
    return ChainInputs(
        gpus=m.gpus, perf=gpu.perf[m.workload], idle_w=gpu.idle_w,
        uncapped_w=busy if busy is not None else gpu.tdp_w, tdp_w=gpu.tdp_w,
        cap=None if m.power_limit_w is None else m.power_limit_w / gpu.tdp_w,
        cap_beta=workload.cap_beta, cap_curve=None, profile=None,
        platform_idle_w=server.platform_idle_w, platform_max_w=server.platform_max_w,
        it_power_factor=1.0 if liquid or air is None else air.it_power_factor,
        psu_count=fit.count, psu_spares=fit.spares, psu_sharing=psu.sharing,
        psu_rating_w=psu.rating_w, psu_curve=psu.curve, pue=1.0, hours=8760.0, years=1,
        price_per_kwh=0.0, escalation=0.0, discount_rate=0.0, carbon_kg_per_kwh=0.0,
        base_price=0.0, gpu_price=0.0, list_base_price=0.0, list_gpu_price=0.0,
        cooling_capex=0.0, list_cooling_capex=0.0, installation=0.0,
        maintenance_per_year=None, maintenance_rate=None, licence_per_gpu_year=0.0,
        colocation_per_kw_year=0.0, busy_basis=busy is not None,
    )


def server_wall_power(inp: ChainInputs, full_w: float, lam: float, u: float) -> float:
    """(M3)-(M8) wall power of one server at utilization u."""
    gpu_w = power.gpu_average_power(inp.idle_w, full_w, u)
    plat_w = power.platform_power(inp.platform_idle_w, inp.platform_max_w, u)
    dc = power.server_dc_load(inp.gpus, gpu_w, plat_w, inp.it_power_factor, lam)
    carrying = power.carrying_psus(inp.psu_count, inp.psu_spares, inp.psu_sharing)
    eta = power.psu_efficiency(power.psu_load_fraction(dc, carrying, inp.psu_rating_w),
                               inp.psu_curve)
    return float(power.wall_power(dc, eta))


def _missing(catalog: Catalog, m: Measurement) -> str:
    if m.server is None or m.server not in catalog.servers:
        return "no catalogue platform for this system"
    if m.gpu not in catalog.gpus:
        return "GPU not in the catalogue"
    if m.workload not in catalog.workloads or m.workload not in catalog.gpus[m.gpu].perf:
        return "no catalogue throughput for this GPU and workload"
    if not catalog.servers[m.server].psu_options:
        return "the platform has no PSU fit"
    return ""


def evaluate_row(catalog: Catalog, m: Measurement) -> BacktestRow:
    """(M34) for one measurement."""
    missing = _missing(catalog, m)
    if missing:
        return BacktestRow(measurement=m, scored=False, reason=m.not_scored or missing)
    inp = _inputs(catalog, m)
    full_w, _rho, phi, lam = full_power_and_factors(inp)
    capacity = m.gpus * power.per_gpu_throughput(inp.perf, phi)
    u = m.throughput / capacity
    # a run faster than the catalogue's capacity (u > 1) is scored too: leaving it out would
    # drop exactly the rows where the model under-rates the GPU; the model cannot run above its
    # full load, so its wall power there is the full-load figure
    wall_u = server_wall_power(inp, full_w, lam, min(u, 1.0))
    wall_1 = server_wall_power(inp, full_w, lam, 1.0)
    platform_u = float(power.platform_power(inp.platform_idle_w, inp.platform_max_w, min(u, 1.0)))
    measured_j = m.wall_w / m.throughput
    model_j = wall_1 / capacity
    reason = m.not_scored
    if not reason and m.calibrates:
        reason = f"used to derive {m.calibrates}"
    if not reason and m.power_setting == "MaxQ" and m.power_limit_w is None:
        reason = "power limit not published in the files read"
    return BacktestRow(
        measurement=m, scored=not reason, reason=reason, cap=inp.cap, phi=float(phi),
        utilization=u, model_wall_w=wall_u, model_throughput=capacity,
        model_j_per_unit=model_j, measured_j_per_unit=measured_j,
        error_wall_power=wall_u / m.wall_w - 1, error_throughput=u - 1,
        error_energy_per_work=model_j / measured_j - 1,
        model_platform_w=platform_u,
        implied_platform_w=implied_platform(inp, full_w, lam, min(u, 1.0), m.wall_w),
        platform_alone_wall_w=server_wall_power(replace(inp, idle_w=0.0), 0.0, lam, min(u, 1.0)),
    )


def implied_platform(inp: ChainInputs, full_w: float, lam: float, u: float, wall_w: float,
                     tolerance: float = 1e-9) -> float | None:
    """The platform power (M4's P_plat) that makes the model meet a measured wall power at u,
    the GPUs drawing what M3 gives: M8-M5 solved backwards by bisection. It says how much of a
    wall-power error sits in the platform figures (a stand-in's estimate) rather than the GPUs;
    None when the GPUs alone already draw more than the measurement.
    """
    def wall(p: float) -> float:
        return server_wall_power(replace(inp, platform_idle_w=p, platform_max_w=p), full_w, lam, u)

    low, high = 0.0, 20000.0
    if wall(low) > wall_w:
        return None
    while high - low > tolerance * max(1.0, high):
        mid = (low + high) / 2
        if wall(mid) < wall_w:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def summarize(rows: list[BacktestRow], name: str) -> ErrorSummary:
    values = [e for r in rows if r.scored and (e := r.error(name)) is not None]
    if not values:
        return ErrorSummary(None, None, None, 0)
    return ErrorSummary(median=statistics.median(values),
                        median_abs=statistics.median(abs(v) for v in values),
                        max_abs=max(abs(v) for v in values), count=len(values))


def with_values(catalog: Catalog, values: dict[str, float]) -> Catalog:
    """The catalogue with re-fitted values ("gpus.<id>.busy_w.<class>",
    "servers.<id>.platform_max_w") put in."""
    gpus, servers = dict(catalog.gpus), dict(catalog.servers)
    for path, value in values.items():
        kind, entry, name, *key = path.split(".")
        if kind == "gpus" and name == "busy_w":
            gpu = gpus[entry]
            gpus[entry] = gpu.model_copy(update={"busy_w": {**gpu.busy_w, key[0]: value}})
        elif kind == "servers":
            servers[entry] = servers[entry].model_copy(update={name: value})
    return catalog.model_copy(update={"gpus": gpus, "servers": servers})


def with_parts(catalog: Catalog, data: BacktestData) -> Catalog:
    """The catalogue with the GPUs only the back-test table carries (a catalogue GPU of the same
    id wins)."""
    extra = {g.id: g for g in data.gpus if g.id not in catalog.gpus}
    if not extra:
        return catalog
    return catalog.model_copy(update={"gpus": {**catalog.gpus, **extra}})


def backtest(catalog: Catalog, data: BacktestData) -> BacktestResult:
    """Every measurement of the table against the model, and the summary per error: over all
    scored rows, and apart over those in and out of sample."""
    fits = {"busy_w": derive_busy_power, "platform_max_w": derive_platform_max}
    catalog = with_parts(catalog, data)
    rows = []
    for m in data.measurements:
        row = evaluate_row(catalog, m)
        if row.utilization is not None:  # a matched row: in or out of sample
            sample = classify(catalog, m, data, fits)
            if sample.refit:
                row = evaluate_row(with_values(catalog, sample.refit), m)
            row = replace(row, out_of_sample=sample.out_of_sample,
                          sample_reason=sample.reason)
        rows.append(row)
    inside = [r for r in rows if not r.out_of_sample]
    outside = [r for r in rows if r.out_of_sample]
    return BacktestResult(rows=rows, summary={name: summarize(rows, name) for name in ERRORS},
                          in_sample={name: summarize(inside, name) for name in ERRORS},
                          out_of_sample={name: summarize(outside, name) for name in ERRORS})


def gpu_class_error(result: BacktestResult, gpu_id: str, class_id: str) -> BacktestRow | None:
    """The scored row with the largest |wall-power error| for a GPU and workload class, if any."""
    rows = [r for r in result.scored
            if r.measurement.gpu == gpu_id and r.measurement.workload == class_id]
    return max(rows, key=lambda r: abs(r.error_wall_power or 0.0),
               default=None)  # a scored row has its errors


def derive_platform_max(catalog: Catalog, m: Measurement, tolerance: float = 1e-9) -> float:
    """platform_max_w that makes the model meet one measurement's wall power (M34 calibration).

    Solves M8-M5 backwards at the row's u by bisection, platform_idle_w kept; the GPUs draw what
    M3 gives at that u under the row's power limit.
    """
    inp = _inputs(catalog, m)
    full_w, _rho, phi, lam = full_power_and_factors(inp)
    u = m.throughput / (m.gpus * inp.perf * phi)
    low, high = 0.0, 20000.0
    while high - low > tolerance * max(1.0, high):
        mid = (low + high) / 2
        if server_wall_power(replace(inp, platform_max_w=mid), full_w, lam, u) < m.wall_w:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def derive_busy_power(catalog: Catalog, m: Measurement, tolerance: float = 1e-9) -> float:
    """busy_w that makes the model meet one measurement's wall power (M33 from M34).

    The GPUs' mean board power solved from the measured wall power back through M8-M5 at the
    row's u by bisection, the platform's figures kept (METHOD §11.1: "each P_gpu is solved from
    W_meas back through M8-M5"); busy_w = P_idle + (P_gpu - P_idle) / u.
    """
    inp = _inputs(catalog, m)
    _full, _rho, phi, lam = full_power_and_factors(inp)
    u = m.throughput / (m.gpus * inp.perf * phi)
    low, high = inp.idle_w, inp.tdp_w
    while high - low > tolerance * max(1.0, high):
        mid = (low + high) / 2
        if server_wall_power(inp, mid, lam, u) < m.wall_w:
            low = mid
        else:
            high = mid
    return (low + high) / 2


__all__ = ["BacktestResult", "BacktestRow", "ErrorSummary", "backtest", "derive_busy_power",
           "derive_platform_max", "evaluate_row", "gpu_class_error", "implied_platform", "summarize",
           "with_parts"]
