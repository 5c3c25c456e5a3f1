"""GUI benchmarks (a plain script, run by `make bench`; not a pytest test).

1. Time to first paint, offscreen, of the app's main window against a bare QMainWindow,
   each in a fresh interpreter (imports included), median of 3 runs.
2. Recalculation + repaint of a 10-option quote: AppState.recalculate() (evaluate, results
   table, options list) and a synchronous repaint of the results table. Target: < 50 ms.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOME = tempfile.mkdtemp(prefix="gpu-tco-bench-")  # no real user settings touched
E3 = ROOT / "resources" / "examples" / "method-e3.quote.json"

CHILD = r"""
import sys, time
t0 = time.perf_counter()
from PySide6.QtCore import QObject, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
if sys.argv[1] == "bare":
    win = QMainWindow()
else:
    from app.ui.application import build_window
    win = build_window(__import__("pathlib").Path(sys.argv[2]), lang="en")
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(f"{(time.perf_counter() - t0) * 1000:.1f}", flush=True)
            print("pyqtgraph" in sys.modules, flush=True)
            app.quit()
        return False
target = win.centralWidget() or win
if win.centralWidget() is None:
    from PySide6.QtWidgets import QLabel
    win.setCentralWidget(QLabel("bare")); target = win.centralWidget()
target.installEventFilter(Painted(app))
win.resize(1280, 800); win.show()
app.exec()
"""


def first_paint_ms(kind: str) -> tuple[float, bool]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_TCO_HOME": HOME}
    out = subprocess.run([sys.executable, "-c", CHILD, kind, str(E3)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120).stdout.split()
    return float(out[0]), out[1] == "True"


def recalc_ms(runs: int = 30) -> tuple[float, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["GPU_TCO_HOME"] = HOME
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from app.io.quote_store import load_quote
    from app.ui.application import build_window

    app = QApplication.instance() or QApplication(sys.argv[:1])
    quote = load_quote(E3)
    options = list(quote.options)
    while len(options) < 10:
        src = quote.options[len(options) % 3 + 1]
        options.append(src.model_copy(update={"label": f"{src.label} #{len(options)}"}))
    window = build_window(None, lang="en", catalog=None)
    window.state.open_quote(quote.model_copy(update={"options": options}), None)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    table = window.pages["results"].table
    times = []
    for i in range(runs):
        price = 0.20 + 0.001 * (i + 1)
        window.state.edit("price", site=window.state.quote.site.model_copy(
            update={"energy_price_per_kwh": price}))
        start = time.perf_counter()
        window.state.recalculate()
        table.viewport().repaint()
        times.append((time.perf_counter() - start) * 1000)
    assert len(window.state.result.options) == 10
    window.state.undo_stack.setClean()
    return statistics.median(times), max(times)


def main() -> int:
    bare = [first_paint_ms("bare")[0] for _ in range(3)]
    app_runs = [first_paint_ms("app") for _ in range(3)]
    app_ms = [ms for ms, _ in app_runs]
    print(f"first paint, bare QMainWindow : {statistics.median(bare):7.1f} ms (median of 3)")
    print(f"first paint, GPU TCO window   : {statistics.median(app_ms):7.1f} ms (median of 3, "
          f"E3 quote on the results page)")
    print(f"pyqtgraph imported before first paint: {any(p for _, p in app_runs)}")
    median, worst = recalc_ms()
    print(f"recalculate + repaint, 10 options: median {median:.1f} ms, max {worst:.1f} ms "
          f"(target < 50 ms)")
    sys.stdout.flush()
    os._exit(0)  # skip PySide6's interpreter-shutdown teardown, which can abort a script


if __name__ == "__main__":
    sys.exit(main())
