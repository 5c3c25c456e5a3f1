"""The Measurements page: preview, background import, headerless fields, errors, the chart,
"use as baseline" with undo, and cancel on a big file."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

SMI = Path(__file__).resolve().parents[1] / "data" / "smi"


@pytest.fixture
def page(measurements_page):
    """The shared built page (tests/ui/conftest.py), under this module's short name."""
    return measurements_page


def _import(qtbot, page, *paths):
    page.open_paths(list(paths))
    assert page.import_button.isEnabled()
    page.start_import()
    qtbot.waitUntil(lambda: not page.job.running and page.import_button.isEnabled(), timeout=30_000)


def _cells(table, column):
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_import_shows_gpus_and_mean_power(qtbot, page):
    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    assert "query-gpu CSV" in page.preview_table.item(0, 2).text()
    assert "power.draw [W]" in page.preview_table.item(0, 3).text()
    assert _cells(page.summary, 1) == ["0", "1"]
    assert _cells(page.summary, 2)[0] == "NVIDIA H100 80GB HBM3"
    assert _cells(page.summary, 6) == ["350.0", "210.0"]
    assert page.message.text() == ""


def test_import_runs_off_the_ui_thread(qtbot, page, monkeypatch):
    from app.io.smi import batch as measurements_page  # where the worker reads each file

    seen = []
    real = measurements_page.read_one
    monkeypatch.setattr(measurements_page, "read_one",
                        lambda *a, **k: seen.append(threading.current_thread()) or real(*a, **k))
    _import(qtbot, page, SMI / "query_bom.csv")
    assert seen and seen[0] is not threading.main_thread()
    assert page.summary.rowCount() == 1


def test_headerless_file_asks_for_fields(qtbot, page, monkeypatch):
    from app.ui.dialogs.fields_dialog import FieldsDialog

    asked = []
    monkeypatch.setattr(FieldsDialog, "ask", classmethod(
        lambda cls, parent, name, sample: asked.append(name)
        or ["timestamp", "index", "power.draw", "utilization.gpu"]))
    _import(qtbot, page, SMI / "query_noheader_nounits.csv")
    assert asked == ["query_noheader_nounits.csv"]
    assert _cells(page.summary, 1) == ["0", "1"]


def test_headerless_file_without_fields_is_left_out(qtbot, page, monkeypatch):
    from app.ui.dialogs.fields_dialog import FieldsDialog

    monkeypatch.setattr(FieldsDialog, "ask", classmethod(lambda cls, *a: None))
    page.open_paths([SMI / "query_noheader_nounits.csv"])
    page.start_import()
    assert page.job is None and "left out" in page.message.text()


def test_bad_file_shows_its_message(qtbot, page):
    _import(qtbot, page, SMI / "query_no_power_values.csv", SMI / "query_bom.csv")
    text = page.message.text()
    assert "query_no_power_values.csv" in text and "no power readings" in text
    assert "Traceback" not in text
    assert page.summary.rowCount() == 1  # the good file is still imported


def test_unreadable_format_shows_in_preview(qtbot, page, tmp_path):
    bad = tmp_path / "pmon.txt"
    bad.write_text("# gpu        pid  type    sm   mem\n    0      12345     C    40    20\n")
    page.open_paths([bad])
    assert "pmon.txt" in page.message.text() and "pmon" in page.preview_table.item(0, 4).text()
    assert not page.import_button.isEnabled()


def test_chart_gets_data_with_downsampling(qtbot, page):
    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    chart = page.chart
    assert chart is not None and [s["label"] for s in chart.series] == ["0", "1"]
    curves = chart.curves()
    assert curves and all(c.opts["autoDownsample"] and c.opts["downsampleMethod"] == "peak"
                          and c.opts["clipToView"] for c in curves)
    assert [line.value() for line in chart.limit_lines] == [700.0]


def test_chart_of_exact_reader_has_utilization(qtbot, page):
    _import(qtbot, page, SMI / "dmon_dt.txt")
    s = page.chart.series[0]
    assert len(s["power_w"]) == len(s["t_s"]) and s["utilization"] is not None
    assert page.chart.util_plot.getPlotItem().listDataItems()


def _baseline_tco(state):
    state.flush()
    result = state.result
    return next(o.tco for o in result.options if o.label == result.baseline)


def test_use_as_baseline_changes_results_and_undo_restores(qtbot, page):
    state = page.state
    before = _baseline_tco(state)
    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    page.use_as_baseline()
    assert page.message.text() == ""
    base = next(o for o in state.quote.options if o.baseline)
    assert base.use_measured and ".measured." in base.gpu
    after = _baseline_tco(state)
    assert after != pytest.approx(before)
    state.undo_stack.undo()
    assert _baseline_tco(state) == pytest.approx(before)


def test_unknown_gpu_lets_the_user_pick(qtbot, page):
    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    assert _cells(page.summary, 3) == ["–", "–"]  # H100 is not in the E3 catalogue
    assert "pick the catalogue GPU" in page.status.text()
    assert {page.gpu_box.itemData(i) for i in range(page.gpu_box.count())} >= {"e3-a100", "e3-h200"}


def test_summary_follows_the_language(qtbot, page):
    from app.ui.i18n import install_language

    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    page.state.lang = "nl"
    install_language("nl")
    try:
        page.retranslate()
        assert _cells(page.summary, 6) == ["350,0", "210,0"]
        assert "kies zelf" in page.status.text().lower()
    finally:
        install_language("en")
    page.state.lang = "en"
    page.retranslate()
    assert _cells(page.summary, 6) == ["350.0", "210.0"]
    assert "pick the catalogue GPU" in page.status.text()


def test_cancel_stops_a_big_import(qtbot, page, tmp_path):
    big = tmp_path / "big.csv"
    rows = ["timestamp, index, name, power.draw [W], utilization.gpu [%]"]
    rows += [f"2024/06/01 {i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000, 0, X, "
             f"{100 + i % 300}.00 W, {i % 100} %" for i in range(300_000)]
    big.write_text("\n".join(rows) + "\n")
    # the exact (line-by-line) reader: the slowest path, one call for the whole file
    from app.io.smi import batch as measurements_page  # where the worker reads each file

    started = threading.Event()
    real = measurements_page.read_one

    def slow(path, fields, catalog, **kw):
        started.set()
        from app.io.smi.reader import read_log
        read_log(path, fields)
        return real(path, fields, catalog, **kw)

    page.open_paths([big])
    measurements_page.read_one = slow
    try:
        page.start_import()
        assert page.cancel_button.isVisible() or page.cancel_button.isEnabled()
        qtbot.waitUntil(started.is_set, timeout=10_000)
        page.cancel()
        qtbot.waitUntil(lambda: not page.job.running, timeout=20_000)
    finally:
        measurements_page.read_one = real
    qtbot.waitUntil(lambda: page.import_button.isEnabled(), timeout=20_000)
    assert "cancelled" in page.progress_label.text()
    assert page.summary.rowCount() == 0
    _import(qtbot, page, SMI / "query_bom.csv")  # the page is still usable
    assert page.summary.rowCount() == 1


def test_attach_to_catalogue_adds_a_measured_variant_and_undo_removes_it(qtbot, page):
    state = page.state
    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    page.gpu_box.setCurrentIndex(page.gpu_box.findData("e3-h200"))
    page.attach_to_catalogue()
    variants = [g for g in state.quote.catalog.gpus if ".measured." in g]
    assert len(variants) == 1 and "Added" in page.status.text() + page.message.text()
    assert state.quote.catalog.gpus[variants[0]].measured is not None
    state.undo_stack.undo()
    assert not [g for g in state.quote.catalog.gpus if ".measured." in g]
