"""The Qt binding keeps Python's reference counts: PySide6 6.12.0 dropped a reference to None on
every call of a method returning nothing and to True on every emit, so the app aborted with
"deallocating None" after enough edits (pyproject.toml excludes that version)."""

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLineEdit


class _Emitter(QObject):
    fired = Signal(object)


def test_void_calls_and_emits_keep_none_and_true_alive(qtbot):
    edit, emitter = QLineEdit(), _Emitter()
    qtbot.addWidget(edit)
    emitter.fired.connect(lambda _v: None)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for i in range(100):
        edit.setText(str(i))
        emitter.fired.emit(i)
    assert sys.getrefcount(None) - none_before >= 0
    assert sys.getrefcount(True) - true_before >= 0
