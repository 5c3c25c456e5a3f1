"""One server's power as a function of its utilization alone (METHOD M3-M8), for a renderer that
rebuilds each year's wall power from that year's utilization: the workbook under a growing
demand (METHOD §13), where a customer who edits the growth sees energy and bill follow.

M3 and M4 are straight lines in u, so M5's DC load is too: DC(u) = DC_0 + (DC_1 - DC_0) u, with
DC_0 at u = 0 and DC_1 at u = 1 for the option's cap or profile (M2, lambda). M6 divides it by
what the carrying PSUs can take, M7 reads the efficiency off the curve, M8 divides again. Hand
check: DC_0 = 1 000 W, DC_1 = 5 000 W, 2 x 3 000 W carrying, u = 0.5: DC = 3 000 W, load 0.5.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.calc import power
from app.calc.chain import ChainInputs, as_float, full_power_and_factors


@dataclass(frozen=True)
class PowerLine:
    """The numbers M3-M8 need beyond u."""

    dc_idle_w: float          # M5 at u = 0 [W]
    dc_full_w: float          # M5 at u = 1 [W]
    psu_capacity_w: float     # carrying PSUs x rating, M6's divisor [W]
    curve: Sequence[tuple[float, float]]   # M7's (load fraction, efficiency) points

    def dc_w(self, utilization: float) -> float:
        """(M5) DC load at utilization u (0..1). [W]"""
        return self.dc_idle_w + (self.dc_full_w - self.dc_idle_w) * utilization

    def wall_w(self, utilization: float) -> float:
        """(M6-M8) Wall power at utilization u. [W]"""
        dc = self.dc_w(utilization)
        return float(power.wall_power(dc, power.psu_efficiency(dc / self.psu_capacity_w,
                                                                self.curve)))


def power_line(inp: ChainInputs) -> PowerLine:
    """The power line of one option's chain inputs (its cap or profile applied)."""
    full_w, _rho, _phi, lam = full_power_and_factors(inp)
    carrying = power.carrying_psus(inp.psu_count, inp.psu_spares, inp.psu_sharing)

    def dc(gpu_w, platform_w) -> float:
        return as_float(power.server_dc_load(inp.gpus, gpu_w, platform_w, inp.it_power_factor,
                                             lam))
    return PowerLine(dc_idle_w=dc(inp.idle_w, inp.platform_idle_w),
                     dc_full_w=dc(full_w, inp.platform_max_w),
                     psu_capacity_w=float(carrying * inp.psu_rating_w),
                     curve=tuple((float(x), float(e)) for x, e in inp.psu_curve))


def night_shares(inp: ChainInputs, servers: list[int], utilization: list[float]) -> list[float]:
    """Under a day/night tariff, the night share of each year's energy at that year's servers
    and utilization (app.calc.tariff through the chain); [] without a tariff. [0..1]"""
    from dataclasses import replace

    from app.calc.chain import run_chain

    if inp.tariff is None:
        return []
    out = []
    for m, u in zip(servers, utilization, strict=True):
        share = run_chain(replace(inp, fleet_servers=m, fleet_utilization=u)).night_energy_share
        out.append(as_float(share) if share is not None else 0.0)
    return out
