"""Through the Measurements page against a REAL Prometheus: a day of a fleet becomes
the baseline with its measured load over the day, and on the Results page the baseline's night
share under the quote's day/night tariff is the measured one, the candidates' the even spread."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.model.tariff import Tariff
from tests.io.telemetry_server import missing_tools
from tests.io.test_telemetry_tariff import day_server  # noqa: F401 (the same day of a fleet)
from tests.ui.conftest import E3

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))


def test_a_day_of_telemetry_prices_the_baseline_s_energy_by_its_hours(qtbot, state_for,
                                                                      day_server):  # noqa: F811
    from app.ui.pages.measurements_page import MeasurementsPage
    from app.ui.pages.results_page import ResultsPage

    fleet, server = day_server
    state = state_for(E3)
    tariff = Tariff(day_price_per_kwh=0.25, night_price_per_kwh=0.10)  # 23:00, 8 h
    state.replace(state.quote.model_copy(update={"site": state.quote.site.model_copy(
        update={"tariff": tariff})}), "tariff")
    page = MeasurementsPage(state)
    qtbot.addWidget(page)
    page.ensure_built()
    panel = page.telemetry
    try:
        panel.url.setText(server.url)
        panel.start.setText("2025-12-01T00:00Z")
        panel.end.setText("2025-12-02T00:00Z")
        panel.import_button.click()
        qtbot.waitUntil(lambda: panel.job is not None and not panel.job.running
                        and panel.import_button.isEnabled(), timeout=30_000)
        assert panel.message.text() == ""
        panel.baseline_button.click()
    finally:
        panel.cancel()
        assert panel.wait()
    base = state.quote.baseline
    assert base.measured_load is not None and base.measured_load.source == (
        f"Prometheus {server.url}, 2025-12-01 00:00 to 2025-12-02 00:00 UTC, A100 (E3)")
    assert "every hour" not in panel.message.text()
    assert panel.status.text().endswith("Under a day/night tariff its night share is the one "
                                        "measured over the day.")
    imported = panel.result.day_night["night_energy_share"]  # the import's own split
    state.flush()
    got = state.result.option(base.label)
    assert got.measured_night_share == pytest.approx(imported, rel=1e-9)  # whole days
    assert got.night_energy_share == pytest.approx(imported, rel=1e-9)
    results = ResultsPage(state)
    qtbot.addWidget(results)
    model = results.model
    row = next(r for r in range(model.rowCount()) if model.headerData(
        r, Qt.Orientation.Vertical) == "Share of the energy at night (day/night tariff)")
    cells = [model.data(model.index(row, c)) for c in range(model.columnCount())]
    index = [o.label for o in state.quote.options].index(base.label)
    assert cells[index] == f"{imported * 100:.1f} %"
    assert {c for i, c in enumerate(cells) if i != index} == {"33.3 %"}
