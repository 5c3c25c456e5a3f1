"""Ask which columns of an unrecognised CSV hold the time and the power (and the GPU, the unit).

Why: a customer's own logging script writes any header; the file cannot say which column is
what, but the user can tell from its first rows. The choice is remembered per header line (in
the UI settings), so the next file with the same header opens with it already chosen.
"""

from __future__ import annotations

import hashlib
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.io.smi.mapped import UNIT_CHOICES, ColumnMap, auto_map, guess_power, guess_time
from app.ui.dialogs.dialog_parts import ok_cancel
from app.ui.i18n import T

CTX = "Dialogs"
_KEY = "column_maps/"


def header_key(header: list[str]) -> str:
    return _KEY + hashlib.sha1("\x1f".join(header).encode("utf-8")).hexdigest()


def remembered(header: list[str]) -> ColumnMap | None:
    """The map last chosen for this header, or None."""
    from app.ui.settings import settings

    raw = settings().value(header_key(header))
    try:
        cmap = ColumnMap.from_dict(json.loads(str(raw))) if raw else None
    except (TypeError, ValueError, KeyError):
        return None
    return cmap if cmap is not None and _fits(cmap, header) else None


def remember(header: list[str], cmap: ColumnMap) -> None:
    from app.ui.settings import settings

    settings().setValue(header_key(header), json.dumps(cmap.to_dict()))


def _fits(cmap: ColumnMap, header: list[str]) -> bool:
    names = set(header)
    used = [cmap.time, *cmap.power, *(c for c in cmap.utilization if c), cmap.gpu]
    return all(c in names for c in used if c)


def suggestion(header: list[str]) -> ColumnMap | None:
    """The remembered map, else the detected layout, else a guess from the column names."""
    got = remembered(header) or auto_map(header)
    if got is not None and got.field is None:
        return got
    time = guess_time(header)
    power = tuple(guess_power(header))
    return ColumnMap(time or header[0], power) if power else None


class ColumnMapDialog(QDialog):
    """The file's first rows, then: time column, power column(s), GPU column, unit."""

    def __init__(self, file_name: str, rows: list[list[str]], suggested: ColumnMap | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.header = list(rows[0])
        self.setWindowTitle(T(CTX, "Columns of {name}").format(name=file_name))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(T(CTX, "{name} is a CSV this app does not recognise. Choose the "
                                       "column with the time and the power column (one per GPU "
                                       "when each GPU has its own).").format(name=file_name),
                                wordWrap=True))
        self.preview = QTableWidget(len(rows) - 1, len(self.header))
        self.preview.setHorizontalHeaderLabels(self.header)
        for r, row in enumerate(rows[1:]):
            for c, text in enumerate(row[: len(self.header)]):
                self.preview.setItem(r, c, QTableWidgetItem(text))  # plain text, never markup
        self.preview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.preview)
        form = QFormLayout()
        self.time_box = self._combo(with_none=False)
        self.power_list = QListWidget()
        for name in self.header:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.power_list.addItem(item)
        self.power_list.setMaximumHeight(120)
        self.gpu_box = self._combo(with_none=True)
        self.util_box = self._combo(with_none=True)
        self.unit_box = QComboBox()
        for unit in UNIT_CHOICES:
            self.unit_box.addItem(unit, unit)
        form.addRow(T(CTX, "Time column"), self.time_box)
        form.addRow(T(CTX, "Power column(s)"), self.power_list)
        form.addRow(T(CTX, "Power unit"), self.unit_box)
        form.addRow(T(CTX, "GPU column"), self.gpu_box)
        form.addRow(T(CTX, "Utilization column (%)"), self.util_box)
        layout.addLayout(form)
        self.problem = QLabel(wordWrap=True, styleSheet="color: #b00020")
        layout.addWidget(self.problem)
        from app.ui.plain_text import plain_labels

        plain_labels(self)  # the file's name is the user's text
        layout.addWidget(ok_cancel(self, self._accept))
        if suggested is not None:
            self.choose(suggested)

    def _combo(self, with_none: bool) -> QComboBox:
        box = QComboBox()
        if with_none:
            box.addItem(T(CTX, "(none)"), None)
        for name in self.header:
            box.addItem(name, name)
        return box

    def choose(self, cmap: ColumnMap) -> None:
        """Show ``cmap`` in the widgets (a remembered or suggested map)."""
        for box, value in ((self.time_box, cmap.time), (self.gpu_box, cmap.gpu),
                           (self.util_box, cmap.utilization[0] if len(cmap.utilization) == 1
                            else None), (self.unit_box, cmap.unit or "W")):
            box.setCurrentIndex(max(0, box.findData(value)))
        for i in range(self.power_list.count()):
            item = self.power_list.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.text() in cmap.power
                               else Qt.CheckState.Unchecked)

    def values(self) -> ColumnMap | None:
        """The chosen map, or None (with the reason shown) when it cannot be read."""
        power = tuple(self.power_list.item(i).text() for i in range(self.power_list.count())
                      if self.power_list.item(i).checkState() == Qt.CheckState.Checked)
        time = self.time_box.currentData()
        util = self.util_box.currentData()
        if not power:
            self.problem.setText(T(CTX, "Choose at least one power column."))
            return None
        if time in power:
            self.problem.setText(T(CTX, "The time column cannot be a power column."))
            return None
        if util and len(power) > 1:
            self.problem.setText(T(CTX, "A utilization column goes with one power column only."))
            return None
        return ColumnMap(time, power, self.gpu_box.currentData(), self.unit_box.currentData(),
                         (util,) if util else ())

    def _accept(self) -> None:
        if self.values() is not None:
            self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, file_name: str, rows: list[list[str]]) -> ColumnMap | None:
        """The map for this file (remembered for its header), or None when the user cancels."""
        dialog = cls(file_name, rows, suggestion(rows[0]), parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        cmap = dialog.values()
        if cmap is not None:
            remember(rows[0], cmap)
        return cmap
