"""The Results table marks a best value only where better means something at equal work, and
names the work unit in the rows counted per unit of work."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.ui.metrics import METRICS, best_labels, row_label
from app.ui.models.results_table import ResultsTableModel
from tests.conftest import EXAMPLES


def _result():
    return evaluate(load_quote(EXAMPLES / "example.quote.json"))


def test_power_per_server_is_not_ranked():
    result = _result()
    wall = next(m for m in METRICS if m.key == "wall_w")
    base = next(o for o in result.options if o.baseline)
    lowest = min((o for o in result.options if o.valid), key=lambda o: o.wall_w)
    assert best_labels(wall, result) == set()
    total = next(m for m in METRICS if m.key == "wall_kw")  # all servers: at equal work
    assert best_labels(total, result) and base.label not in best_labels(total, result)
    # the old trap: the least power per server (the baseline's small servers, or the H200 at its
    # published busy power) is not the least power for the same work
    assert lowest.label not in best_labels(total, result)


def test_per_work_rows_name_the_work_unit(qapp):
    result = _result()
    model = ResultsTableModel()
    model.set_result(result, "en")
    rows = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert "Energy [kWh per 10⁶ tokens]" in rows and result.work_unit == "token"
    assert "Cost per 10⁶ tokens" in rows
    assert not any("{unit}" in r for r in rows)
    kwh = next(m for m in METRICS if m.key == "kwh_per_mwork")
    assert row_label(kwh, None, str) == "Energy [kWh per 10⁶ {unit}]"
