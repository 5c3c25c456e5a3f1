"""The app's PySide6 import (app.ui.pyside_import): modules imported after it are not read for
their source, and Qt still finds a subclass's overrides and signals in them, as without it."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import inspect, sys
sys.path.insert(0, sys.argv[1])
from app.ui.pyside_import import import_pyside
import_pyside()
reads = []
original = inspect.getsource
inspect.getsource = lambda obj, *a: reads.append(getattr(obj, "__name__", obj)) or original(obj, *a)
import late_widget
from PySide6.QtWidgets import QApplication
app = QApplication([])
box = late_widget.Box()
box.changed.connect(lambda value: print("changed", value))
box.setValue(7)
print("reads", ",".join(reads) or "-")
print("size", box.sizeHint().width())
"""

MODULE = '''
from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget


class Box(QWidget):
    changed = Signal(int)

    def setValue(self, value: int) -> None:
        self.changed.emit(value)

    def sizeHint(self) -> QSize:  # an override Qt's own code calls
        return QSize(123, 45)
'''


def test_a_module_imported_later_is_not_read_and_works(tmp_path):
    (tmp_path / "late_widget.py").write_text(MODULE, encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.split("\n")
    assert "changed 7" in lines and "size 123" in lines
    assert "reads -" in lines  # PySide6's own scan would have read late_widget's source


def test_without_it_pyside_reads_every_new_module(tmp_path):
    """The control: the scan the app skips is there in this PySide6 (else nothing is saved)."""
    (tmp_path / "late_widget.py").write_text(MODULE, encoding="utf-8")
    child = CHILD.replace("from app.ui.pyside_import import import_pyside\nimport_pyside()",
                          "import PySide6")  # not app.ui: it imports PySide6 the app's way
    out = subprocess.run([sys.executable, "-c", child, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    reads = next(line for line in out.stdout.split("\n") if line.startswith("reads "))
    assert "late_widget" in reads.split()[1].split(",")


def test_a_module_that_selects_a_feature_still_gets_it(tmp_path):
    """PySide's opt-in snake_case stays the module's own choice: that module reads
    ``size_hint()``, the next one and the app ``sizeHint()``."""
    (tmp_path / "snake.py").write_text(
        "from __feature__ import snake_case  # noqa: F401\n"
        "def width_of(w):\n    return w.size_hint().width()\n", encoding="utf-8")
    (tmp_path / "plain.py").write_text(
        "def width_of(w):\n    return w.sizeHint().width()\n", encoding="utf-8")
    child = r"""
import sys
sys.path.insert(0, sys.argv[1])
from app.ui.pyside_import import import_pyside
import_pyside()
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
import snake, plain
w = QWidget()
print(snake.width_of(w) == plain.width_of(w) == w.sizeHint().width())
"""
    out = subprocess.run([sys.executable, "-c", child, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True"]
