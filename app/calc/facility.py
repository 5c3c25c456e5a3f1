"""What an option asks of the room: peak power per server and in total, the current per feed,
heat, rack space and the PSUs' headroom at peak. Pure functions of an option's result.

Heat is M12 (all electrical power at the wall becomes heat: W · 3.412142 BTU/h); racks and the
budget are M30/M31 from the engine. The feed currents are the electrician's rule, not a METHOD
formula: I = P / (U · cos φ) on a 230 V single-phase feed and I = P / (√3 · U · cos φ) per phase
on a 400 V three-phase feed, each feed sized to carry one server's whole peak alone (A/B feeds,
one failed). cos φ = 0.95: the power factor 80 PLUS Platinum and Titanium supplies must reach
at 50 % load (CLEAResult 80 PLUS programme), the low end, so the currents are not understated.
"""

from __future__ import annotations

import math

BTU_PER_W = 3.412142          # (M12)
POWER_FACTOR = 0.95
SINGLE_PHASE_V = 230.0
THREE_PHASE_V = 400.0


def total_kw(servers: int | None, per_server_w: float | None) -> float | None:
    """All servers at the same time, in kW."""
    if servers is None or per_server_w is None:
        return None
    return servers * per_server_w / 1000


def amps_single_phase(watts: float | None, volts: float = SINGLE_PHASE_V,
                      power_factor: float = POWER_FACTOR) -> float | None:
    """I = P / (U · cos φ) of one single-phase feed carrying ``watts``."""
    return None if watts is None else watts / (volts * power_factor)


def amps_three_phase(watts: float | None, volts: float = THREE_PHASE_V,
                     power_factor: float = POWER_FACTOR) -> float | None:
    """I = P / (√3 · U · cos φ) per phase of a balanced three-phase feed carrying ``watts``."""
    return None if watts is None else watts / (math.sqrt(3) * volts * power_factor)


def heat_btu_h(watts: float | None) -> float | None:
    """(M12) heat in BTU/h of ``watts`` at the wall."""
    return None if watts is None else watts * BTU_PER_W


def psu_headroom(peak_load: float | None) -> float | None:
    """The share of the active PSUs' rating left unused at the server's peak (negative: over)."""
    return None if peak_load is None else 1.0 - peak_load


def figures(option) -> dict[str, float | None]:
    """The facility rows of one option's result (``OptionResult`` or its start snapshot), by
    name: peak kW of all servers, the feed currents of one server's peak, heat of all servers
    at peak in BTU/h and the PSUs' headroom at peak. Kept with the start snapshot, so the
    Results page shows them before the engine loads (app.io.quote.start_snapshot)."""
    servers, peak = getattr(option, "servers", None), getattr(option, "wall_peak_w", None)
    return {"peak_kw": total_kw(servers, peak),
            "amps_230": amps_single_phase(peak), "amps_400": amps_three_phase(peak),
            "heat_btu_h": heat_btu_h(None if servers is None or peak is None else servers * peak),
            "psu_headroom": psu_headroom(getattr(option, "psu_peak_load", None))}
