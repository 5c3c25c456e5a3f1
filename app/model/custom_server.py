"""A "custom server" for hardware the catalogue lacks: the user types the whole
server's idle and full power, its GPU count and its PSUs; the platform's own power is what is
left after the GPUs' catalogue idle and full power (METHOD M4), marked as a user edit."""

from __future__ import annotations

from app.errors import Said
from app.model.catalog import GPU, PsuConfig, PsuOption, ServerPlatform
from app.model.provenance import Confidence, Provenance

#: 80 PLUS Platinum minima (METHOD §9): the assumed curve of a PSU the user only names.
PLATINUM = [(0.20, 0.90), (0.50, 0.94), (1.00, 0.91)]


def custom_entries(key: str, name: str, gpu: GPU, gpus: int, idle_w: float, full_w: float,
                   psu_count: int, psu_spares: int, psu_rating_w: float,
                   rack_units: int = 2) -> tuple[ServerPlatform, PsuOption]:
    """The platform and PSU entries of a custom server; ValueError naming what does not add up."""
    gpu_idle, gpu_full = gpus * gpu.idle_w, gpus * gpu.tdp_w
    if idle_w < gpu_idle:
        raise ValueError(Said("idle power {power} W is below its {n} GPUs' own idle power "
                              "({n} x {each} W = {total} W)", power=float(idle_w), n=gpus,
                              each=float(gpu.idle_w), total=float(gpu_idle)))
    if full_w < gpu_full:
        raise ValueError(Said("full power {power} W is below its {n} GPUs' own full power "
                              "({n} x {each} W = {total} W)", power=float(full_w), n=gpus,
                              each=float(gpu.tdp_w), total=float(gpu_full)))
    if full_w < idle_w:
        raise ValueError(Said("full power {full} W is below idle power {idle} W",
                              full=float(full_w), idle=float(idle_w)))
    typed = Provenance(source="user edit: typed as the whole server's power", confidence=Confidence.assumption,
                       note="Treated as DC load; the PSU losses (M7, M8) come on top.")
    psu = PsuOption(id=f"{key}-psu", name=f"{psu_rating_w:g} W PSU ({name})"[:80],
                    rating_w=psu_rating_w, level="custom", curve=PLATINUM,
                    source="user edit: rating typed; efficiency = 80 PLUS Platinum minima "
                           "(METHOD §9), assumed", confidence=Confidence.assumption)
    server = ServerPlatform(
        id=key, vendor="Custom", model=name, rack_units=rack_units, gpu_slots=gpus,
        form_factors=[gpu.form_factor], platform_idle_w=idle_w - gpu_idle,
        platform_max_w=full_w - gpu_full, psu_bays=psu_count,
        psu_options=[PsuConfig(psu=psu.id, count=psu_count, spares=psu_spares)],
        cooling=["air"], gpus=[gpu.id], gpu_counts=[gpus],
        source="user edit: a custom server", confidence=Confidence.assumption,
        note=f"Server idle {idle_w:g} W and full {full_w:g} W as typed, less the GPUs' catalogue "
             f"idle and TDP.",
        provenance={"platform_idle_w": typed, "platform_max_w": typed})
    return server, psu
