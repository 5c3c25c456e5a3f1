"""Every build the catalogue allows for one quote (METHOD §11.3), as rows.

A build is platform x GPU it takes x count it takes x PSU fit x cooling it allows x power
setting (uncapped, caps on a 5 % grid down to the GPU's lowest limit, each profile the GPU
supports). What cannot fit before any power is computed (a GPU the board does not take, a
count one model instance cannot be split over, a GPU without throughput for the workload at a
number format the quote accepts (METHOD M40), an announced entry the user did not ask for) is
never enumerated.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.calc import caps, checks, precision
from app.model import Option, Quote
from app.model.catalog import Catalog, CatalogSnapshot, PsuConfig

#: The cap grid's step, as a fraction of TDP.
CAP_STEP = 0.05


@dataclass(frozen=True)
class Build:
    """One candidate configuration; ``cap`` and ``profile`` are both None when uncapped."""

    server: str
    gpu: str
    gpus_per_server: int
    psu: PsuConfig
    cooling: str
    cap: float | None = None
    profile: str | None = None

    def option(self, label: str, template: Option | None = None,
               floor: dict | None = None) -> Option:
        """The build as a quote option in sizing mode; money terms from ``template``;
        ``floor``: its M13a min_servers and redundancy (app.calc.reserve.suggestion_floor)."""
        from app.model.quote import ProfileChoice

        money = {}
        if template is not None:
            money = {k: getattr(template, k) for k in (
                "installation", "maintenance_per_year", "maintenance_rate",
                "licence_per_gpu_year", "discount", "min_servers", "redundancy")}
        money.update(floor or {})
        return Option(label=label, server=self.server, gpu=self.gpu,
                      gpus_per_server=self.gpus_per_server, psu=self.psu.psu,
                      psu_count=self.psu.count, psu_spares=self.psu.spares,
                      cooling=self.cooling, power_cap=self.cap,
                      profile=ProfileChoice.model_validate({"id": self.profile}) if self.profile else None, **money)


def cap_grid(gpu, class_id: str) -> list[float]:
    """Caps below 100 % on a CAP_STEP grid down to the lowest supported ratio: the GPU's
    lowest power limit, and no lower than where the cap model stops being supported (rho 0.7,
    METHOD §3: a suggestion never rests on an extrapolated throughput)."""
    low, _ = caps.cap_range(gpu.min_power_limit_w, gpu.tdp_w)
    uncapped = gpu.busy_w.get(class_id, gpu.tdp_w) if hasattr(gpu, "busy_w") else gpu.tdp_w
    low = max(low, caps.CAP_SUPPORTED_MIN_RATIO * uncapped / gpu.tdp_w)
    steps = np.arange(1.0 - CAP_STEP, low - 1e-9, -CAP_STEP)
    return [round(float(c), 4) for c in steps]


def power_settings(gpu, class_id: str) -> list[tuple[float | None, str | None]]:
    return [(None, None), *((c, None) for c in cap_grid(gpu, class_id)),
            *((None, p) for p in gpu.profiles)]


def enumerate_builds(quote: Quote, catalog: Catalog, include_announced: bool = False,
                     power: bool = True) -> list[Build]:
    """Every build for the quote's workload; ``power=False``: uncapped builds only."""
    workload = catalog.workloads.get(quote.workload.class_id) or \
        quote.catalog.workloads[quote.workload.class_id]
    out: list[Build] = []
    for server in catalog.servers.values():
        if server.status == "announced" and not include_announced:
            continue
        coolings = [c for c in catalog.cooling.values() if c.type in server.cooling]
        fits = [f for f in server.psu_options if f.psu in catalog.psus]
        for gpu in catalog.gpus.values():
            if not server.takes_gpu(gpu) or workload.id not in gpu.perf:
                continue
            if gpu.status == "announced" and not include_announced:
                continue
            g = checks.gpus_per_instance(workload.model_memory_gb, gpu.memory_gb)
            counts = [n for n in server.counts_for(gpu)
                      if n <= server.gpu_slots and precision.build_runs(quote, workload, gpu, n, g)]
            settings = power_settings(gpu, workload.id) if power else [(None, None)]
            for n in counts:
                for fit in fits:
                    for cooling in coolings:
                        out += [Build(server.id, gpu.id, n, fit, cooling.id, cap, profile)
                                for cap, profile in settings]
    return out


def snapshot_with(quote: Quote, catalog: Catalog, builds) -> CatalogSnapshot:
    """The quote's snapshot plus every catalogue entry the builds use (quote's own kept)."""
    def pick(kind, ids):
        kept = getattr(quote.catalog, kind)
        return {**{i: catalog.kind(kind)[i] for i in ids if i not in kept}, **kept}

    return CatalogSnapshot(
        gpus=pick("gpus", {b.gpu for b in builds}),
        servers=pick("servers", {b.server for b in builds}),
        psus=pick("psus", {b.psu.psu for b in builds}),
        cooling=pick("cooling", {b.cooling for b in builds}),
        workloads=dict(quote.catalog.workloads))
