"""The parts several dialogs build the same way: the OK / Cancel row, the language choice and
the question for one file to open.

Why one place: each was written out in every dialog that has it (the Settings and the Export
dialog's language list, the OK / Cancel row of five dialogs, three "open a file" questions), so a
change to how they behave (a default button, a language added) had to be made in each.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFileDialog, QWidget

from app.ui.i18n import LANGUAGES


def ok_cancel(dialog: QDialog, on_ok: Callable[[], object] | None = None) -> QDialogButtonBox:
    """An OK and a Cancel button for ``dialog``: Cancel rejects it; OK accepts it, or calls
    ``on_ok`` instead where the dialog checks its input first (and accepts only when it
    passes). The caller puts the row in its layout."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept if on_ok is None else on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons


def language_choice(lang: str) -> QComboBox:
    """The shipped languages by their own names, ``lang`` chosen (the first where it is not
    shipped); each item's data is the language code."""
    box = QComboBox()
    for code, name in LANGUAGES.items():
        box.addItem(name, code)
    box.setCurrentIndex(max(0, box.findData(lang)))
    return box


def open_file(parent: QWidget | None, title: str, file_filter: str, start: str = "") -> Path | None:
    """The file the user picks to open (``title`` and ``file_filter`` already translated), or
    None when cancelled."""
    path, _ = QFileDialog.getOpenFileName(parent, title, start, file_filter)
    return Path(path) if path else None
