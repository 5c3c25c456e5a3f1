"""The Measurements page's Prometheus panel against a REAL Prometheus: import a small fleet in
the background, see its groups, turn it into the fleet-mode baseline in one click (undoable),
and the failures: a refused connection, a cancelled import, nothing half imported."""

from __future__ import annotations

import pytest

from tests.io.telemetry_server import Fleet, free_port, missing_tools, serve
from tests.ui.conftest import E3

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))


@pytest.fixture(scope="module")
def fleet_server(tmp_path_factory):
    fleet = Fleet(hosts=3, gpus_per_host=2, hours=6, model="A100 (E3)", seed=11)
    server = serve(fleet, tmp_path_factory.mktemp("prom-ui"))
    yield fleet, server
    server.stop()


@pytest.fixture
def panel(qtbot, state_for):
    from app.ui.pages.measurements_page import MeasurementsPage

    page = MeasurementsPage(state_for(E3))
    qtbot.addWidget(page)
    page.ensure_built()
    yield page.telemetry
    page.telemetry.cancel()
    assert page.telemetry.wait()


def _import(qtbot, panel, url, start="2025-12-01T00:00Z", end="2025-12-01T06:00Z"):
    panel.url.setText(url)
    panel.start.setText(start)
    panel.end.setText(end)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.job is not None and not panel.job.running
                    and panel.import_button.isEnabled(), timeout=30_000)


def test_the_fleet_becomes_the_baseline_in_one_click(qtbot, panel, fleet_server):
    fleet, server = fleet_server
    _import(qtbot, panel, server.url)
    assert panel.message.text() == ""
    assert panel.table.rowCount() == 3
    cells = [[panel.table.item(r, c).text() for c in range(panel.table.columnCount())]
             for r in range(3)]
    assert [c[:3] for c in cells] == [["A100 (E3)", f"node-00{h}", "2"] for h in range(3)]
    for h, row in enumerate(cells):
        want = sum(fleet.expected(2 * h + g)["energy_wh"] for g in range(2)) / 1000
        assert float(row[3]) == pytest.approx(want, rel=0.005)  # shown to 3 decimals
        assert row[10] == "e3-a100"
    assert "Night share of the fleet's energy (23:00, 8.0 h): 100.0 %" in panel.status.text()
    state = panel.state
    before = state.quote
    panel.baseline_button.click()
    base = state.quote.baseline
    assert (base.label, base.servers, base.gpus_per_server) == ("Baseline 8xA100 air", 3, 2)
    mean_u = sum(fleet.expected(k)["mean_u"] for k in range(6)) / 6
    assert base.utilization == pytest.approx(mean_u, rel=1e-9)
    assert base.use_measured and base.gpu.startswith("e3-a100.measured.")
    measured = state.quote.catalog.gpus[base.gpu].measured
    assert measured.source == (f"Prometheus {server.url}, 2025-12-01 00:00 to 2025-12-01 06:00 "
                               "UTC, DCGM_FI_DEV_POWER_USAGE, A100 (E3), 3 servers × 2 GPUs; "
                               "customer METHOD E3")
    assert measured.source_nl == (f"Prometheus {server.url}, 2025-12-01 00:00 tot 2025-12-01 "
                                  "06:00 UTC, DCGM_FI_DEV_POWER_USAGE, A100 (E3), 3 servers × 2 "
                                  "GPU's; klant METHOD E3")
    assert base.utilization_source_nl == f"gemiddelde DCGM_FI_DEV_GPU_UTIL in {measured.source_nl}"
    assert measured.gpu_count == 6 and measured.samples == sum(fleet.expected(k)["samples"]
                                                               for k in range(6))
    mean_w = sum(fleet.expected(k)["mean_w"] for k in range(6)) / 6
    assert measured.mean_power_w == pytest.approx(mean_w, rel=1e-9)
    assert measured.measured_idle_w == pytest.approx(75, abs=10)
    assert "3 servers × 2 measured GPUs at" in panel.status.text()
    state.undo_stack.undo()
    assert state.quote == before


def test_a_refused_connection_imports_nothing(qtbot, panel):
    url = f"http://127.0.0.1:{free_port()}"
    _import(qtbot, panel, url)
    assert panel.message.text() == (f"{url}: connection refused (is Prometheus running on that "
                                    "host and port?)")
    assert panel.result is None and panel.table.rowCount() == 0
    assert not panel.baseline_button.isEnabled()


def test_bad_fields_are_refused_before_anything_runs(panel):
    panel.url.setText("prometheus:9090")
    panel.import_button.click()
    assert "not an http:// or https:// URL" in panel.message.text() and panel.job is None
    panel.url.setText("http://127.0.0.1:9")
    panel.match.setText("cluster=a")
    panel.import_button.click()
    assert "label filter 'cluster=a'" in panel.message.text() and panel.job is None


def test_cancel_stops_a_slow_server_and_keeps_nothing(qtbot, panel):
    import socket
    import time

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)  # accepts, never answers
    try:
        panel.url.setText(f"http://127.0.0.1:{listener.getsockname()[1]}")
        panel.import_button.click()
        assert panel.job.running and not panel.cancel_button.isHidden()
        started = time.monotonic()
        panel.cancel_button.click()
        qtbot.waitUntil(lambda: not panel.job.running, timeout=10_000)
        qtbot.waitUntil(lambda: panel.import_button.isEnabled(), timeout=5_000)
        assert time.monotonic() - started < 5  # not the 30 s request timeout
        assert panel.progress_label.text() == "Import cancelled; nothing was imported."
        assert panel.result is None and panel.table.rowCount() == 0
    finally:
        listener.close()


def test_an_export_file_opens_like_a_live_import(qtbot, panel, fleet_server, tmp_path):
    from app.io.telemetry.client import Connection, PromClient
    from app.io.telemetry.export import write_export
    from app.io.telemetry.fleet import import_fleet
    from app.io.telemetry.window import Window

    fleet, server = fleet_server
    path = write_export(import_fleet(PromClient(Connection(server.url)),
                                     Window(fleet.start, fleet.end)), tmp_path / "fleet.json")
    panel.open_export(str(path))
    qtbot.waitUntil(lambda: not panel.job.running and panel.import_button.isEnabled(), timeout=10_000)
    assert panel.table.rowCount() == 3 and panel.baseline_button.isEnabled()
