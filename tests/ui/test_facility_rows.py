"""The facility rows on the Results page: peak power, feed currents, heat
and PSU headroom per option, the engine's figures (app.calc.facility) in a computed window and
the same text from the start snapshot, painted before the engine loads."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import Qt

from app.calc import evaluate
from app.calc.facility import figures
from app.io.quote.store import load_quote
from app.io.words.formatting import number
from app.ui.application import build_window
from tests.ui.test_fast_start import E3, ROOT, cells, full_start, quote_file  # noqa: F401

ROWS = ("Peak power per server [W]", "Current per feed, 230 V single-phase [A]",
        "Heat at peak, all servers [BTU/h]", "PSU headroom at peak")


def _row(window, label: str) -> list[str]:
    model = window.pages["results"].model
    r = next(r for r in range(model.rowCount())
             if model.headerData(r, Qt.Orientation.Vertical) == label)
    return [model.index(r, c).data() for c in range(model.columnCount())]


def test_facility_rows_are_the_engines_figures(window):
    labels = [window.pages["results"].model.headerData(r, Qt.Orientation.Vertical)
              for r in range(window.pages["results"].model.rowCount())]
    assert all(row in labels for row in ROWS)
    result = evaluate(load_quote(E3))
    amps = [number(figures(o)["amps_230"], 1, "en") for o in result.options if o.valid]
    assert [a for a in _row(window, ROWS[1]) if a] == amps


def test_the_snapshot_paints_the_same_facility_rows(qtbot, quote_file, e3_catalog):  # noqa: F811
    full = full_start(qtbot, quote_file, e3_catalog)
    again = build_window(quote_file, lang="en", catalog=e3_catalog, fast=True)
    qtbot.addWidget(again)
    assert again.state.loading  # from the snapshot
    assert [_row(again, r) for r in ROWS] == [_row(full, r) for r in ROWS]
    assert cells(again) == cells(full)


def test_facility_rows_need_no_engine_on_a_fast_start(qtbot, quote_file, e3_catalog):  # noqa: F811
    full_start(qtbot, quote_file, e3_catalog)
    child = r"""
import sys
from pathlib import Path
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from app.ui.application import build_window
app = QApplication([])
win = build_window(Path(sys.argv[1]), lang="en", fast=True)
model = win.pages["results"].model
texts = [model.index(r, c).data() for r in range(model.rowCount()) for c in range(model.columnCount())]
labels = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
print(int(win.state.loading), int("PSU headroom at peak" in labels),
      ",".join(m for m in ("app.calc", "numpy", "pydantic") if m in sys.modules) or "-")
__import__("os")._exit(0)
"""
    out = subprocess.run([sys.executable, "-c", child, str(quote_file)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, check=False)
    assert out.stdout.split() == ["1", "1", "-"], out.stderr
