"""The fast start: the window paints the results it last computed for the same file bytes, then
reads and computes the file right after the first paint. What a user sees must be exactly what
a full start shows, and anything doubtful must fall back to a full start."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.io.quote import start_snapshot
from app.io.quote.store import load_quote
from app.ui.application import build_window

ROOT = Path(__file__).resolve().parents[2]
E3 = ROOT / "resources" / "examples" / "method-e3.quote.json"


def cells(window) -> list[list[str]]:
    """The results table as the user reads it: headers, then every cell's text and mark."""
    model = window.pages["results"].model
    head = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    def cell(r: int, c: int) -> str:
        index = model.index(r, c)
        return f"{index.data()}|best={index.data(Qt.ItemDataRole.FontRole) is not None}"

    rows = [[model.headerData(r, Qt.Orientation.Vertical)]
            + [cell(r, c) for c in range(model.columnCount())] for r in range(model.rowCount())]
    return [head, *rows]


@pytest.fixture
def quote_file(tmp_path) -> Path:
    path = tmp_path / "customer.quote.json"
    shutil.copy(E3, path)
    return path


def full_start(qtbot, path: Path, e3_catalog, lang: str = "en"):
    win = build_window(path, lang=lang, catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert not win.state.loading
    win.state.preload()  # what the window does after its first paint
    win.state.remember()
    return win


def test_a_first_start_shows_the_backtest_notes_right_after_its_first_paint(qtbot, tmp_path):
    """The back-test runs after the paint (it costs more than the quote); its notes join the
    results then, before input is taken, and the kept results for the next start hold them."""
    def codes(result) -> list[str]:
        return [n.code for n in result.note_items]

    quote_file = tmp_path / "example.quote.json"
    shutil.copy(E3.with_name("example.quote.json"), quote_file)
    win = build_window(quote_file, lang="en", fast=True)
    qtbot.addWidget(win)
    assert "backtest_within" not in codes(win.state.result)
    with qtbot.waitSignal(win.started, timeout=20000):
        win.show()
    assert "backtest_within" in codes(win.state.result)
    assert "MLPerf" in win.pages["results"].why.toPlainText()
    kept = start_snapshot.lookup(quote_file, "en")
    assert kept is not None and "backtest_within" in codes(kept.result)


def test_next_start_paints_the_same_table_before_reading_the_file(qtbot, quote_file, e3_catalog):
    first = full_start(qtbot, quote_file, e3_catalog)
    expected = cells(first)
    second = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(second)
    assert second.state.loading and second.state.quote is None
    assert cells(second) == expected
    assert "Reading the quote" in second.pages["results"].why.toPlainText()
    second.finish_start()
    assert not second.state.loading
    assert second.state.quote == load_quote(quote_file)
    assert cells(second) == expected
    assert "Wall power" in second.pages["results"].why.toPlainText()  # why-this-number is back


def test_charts_draw_from_the_snapshot(qtbot, quote_file, e3_catalog):
    full_start(qtbot, quote_file, e3_catalog)
    win = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True, page="charts")
    qtbot.addWidget(win)
    assert win.state.loading and win.current_page == "charts"
    legend = win.pages["charts"].plots["cumulative"].getPlotItem().legend
    before = [label.text for _, label in legend.items]
    assert len(before) == len(load_quote(quote_file).options)
    win.finish_start()
    assert [label.text for _, label in legend.items] == before


def test_a_changed_file_starts_the_full_way(qtbot, quote_file, e3_catalog):
    full_start(qtbot, quote_file, e3_catalog)
    data = json.loads(quote_file.read_text())
    data["site"]["energy_price_per_kwh"] = 0.31
    quote_file.write_text(json.dumps(data))
    win = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert not win.state.loading
    assert win.state.quote.site.energy_price_per_kwh == 0.31


def test_another_language_or_a_damaged_snapshot_starts_the_full_way(qtbot, quote_file, e3_catalog):
    full_start(qtbot, quote_file, e3_catalog)
    assert start_snapshot.lookup(quote_file, "en") is not None
    assert start_snapshot.lookup(quote_file, "nl") is None
    start_snapshot.snapshot_file().write_text('{"format": 1, "result": [')
    assert start_snapshot.lookup(quote_file, "en") is None
    win = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert not win.state.loading and win.state.quote is not None


def test_a_page_that_needs_the_quote_reads_it_first(qtbot, quote_file, e3_catalog):
    full_start(qtbot, quote_file, e3_catalog)
    win = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert win.state.loading
    win.show_page("options")
    assert not win.state.loading
    assert win.pages["options"].list.model().rowCount() == len(load_quote(quote_file).options)


def test_saving_keeps_the_saved_results_for_the_next_start(window, qtbot, tmp_path, e3_catalog):
    site = window.state.quote.site
    window.state.edit("price", site=site.model_copy(update={"energy_price_per_kwh": 0.29}))
    out = tmp_path / "saved.quote.json"
    assert window.files.save_to(out)
    win = build_window(out, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert win.state.loading
    assert cells(win) == cells(window)


def test_a_snapshot_of_a_file_that_no_longer_validates_shows_why(qtbot, tmp_path, e3_catalog,
                                                                 no_modal_dialogs):
    bad = tmp_path / "bad.quote.json"
    bad.write_text('{"schema_version": 2, "options": "none"}')
    good = build_window(E3, lang="en", catalog=e3_catalog)  # a real result to pretend with
    qtbot.addWidget(good)
    assert start_snapshot.store(bad, "en", good.state.result.model_dump())
    win = build_window(bad, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert win.state.loading
    win.finish_start()
    assert not win.state.loading and win.state.path is None and not win.state.quote.options
    assert no_modal_dialogs and str(bad) in no_modal_dialogs[-1]


def test_no_model_or_engine_before_the_first_paint(qapp):
    """The point of it: pydantic, numpy and the engine load after the first paint."""
    child = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from app.ui.application import build_window
app = QApplication([])
win = build_window(Path(sys.argv[1]), lang="en", fast=True)
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            heavy = [m for m in ("pydantic", "numpy", "app.calc", "app.model") if m in sys.modules]
            print(int(win.state.loading), ",".join(heavy) or "-", flush=True)
            __import__("os")._exit(0)
        return False
win.installEventFilter(Painted(app))
win.show()
app.exec()
"""

    def start() -> list[str]:  # the child shares this test's user folder (GPU_TCO_HOME)
        out = subprocess.run([sys.executable, "-c", child, str(E3)], cwd=ROOT, capture_output=True,
                             text=True, timeout=120, check=False)
        return out.stdout.split()

    first = start()
    assert first[0] == "0" and "pydantic" in first[1]  # a first start computes before painting
    from app.ui.state import AppState

    AppState(quote=load_quote(E3), path=E3).remember()  # what that start keeps after its paint
    assert start() == ["1", "-"]


def test_a_snapshot_of_other_code_starts_the_full_way(qtbot, quote_file, e3_catalog,
                                                       monkeypatch):
    """A development tree changes the results model within one version number."""
    full_start(qtbot, quote_file, e3_catalog)
    assert start_snapshot.lookup(quote_file, "en") is not None
    assert start_snapshot.code_key() != 0  # the source tree: the model's code is part of the key
    monkeypatch.setattr(start_snapshot, "code_key", lambda: 12345)  # results.py edited
    win = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(win)
    assert not win.state.loading and win.state.quote == load_quote(quote_file)
