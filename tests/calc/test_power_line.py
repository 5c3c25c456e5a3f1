"""One server's power as a function of utilization alone (METHOD M3-M8), as the workbook rebuilds
each year's wall power under growth: the hand check of its docstring, and METHOD E7a's table for
B staged (eta / W per year)."""

from __future__ import annotations

import pytest

from app.calc.evaluate import chain_inputs, resolve_demand
from app.calc.power_line import PowerLine, power_line
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES


def test_the_hand_check():
    line = PowerLine(dc_idle_w=1000.0, dc_full_w=5000.0, psu_capacity_w=6000.0,
                     curve=((0.1, 0.90), (0.5, 0.94), (1.0, 0.92)))
    assert line.dc_w(0.5) == 3000.0
    assert line.wall_w(0.5) == pytest.approx(3000.0 / 0.94)
    assert line.wall_w(0.0) == pytest.approx(1000.0 / (0.90 + (1 / 6 - 0.1) / 0.4 * 0.04))


def test_e7a_b_staged_wall_power_per_year():
    """METHOD §13.1 (a): B staged at u_y = 0.5908 / 0.7385 / 0.7385 / 0.7693 / 0.7212 draws
    5 195.13 / 6 050.94 / 6 050.94 / 6 228.54 / 5 950.94 W at eta 0.9448 / 0.9479 / 0.9479 /
    0.9485 / 0.9476."""
    q = load_quote(EXAMPLES / "method-e7a.quote.json")
    demand, _ = resolve_demand(q)
    option = next(o for o in q.options if o.label == "B staged")
    line = power_line(chain_inputs(q, option, demand))
    u = [0.5908, 0.7385, 0.7385, 0.7693, 0.7212]  # the table's, to 1e-4: W to about 1 W
    assert [line.wall_w(x) for x in u] == pytest.approx(
        [5195.13, 6050.94, 6050.94, 6228.54, 5950.94], abs=1.0)
    eta = [line.dc_w(x) / line.wall_w(x) for x in u]
    assert eta == pytest.approx([0.9448, 0.9479, 0.9479, 0.9485, 0.9476], abs=1e-4)
