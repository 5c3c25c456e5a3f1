"""The "accepted number formats" control (METHOD §12.1, M40): one check box per format, widest
first. All ticked means the quote gives no list of its own (the workload class's formats, and
values without a stated format, count); at least one stays ticked, as the model refuses an
empty list. Used by the Quote page and the Suggest dialog."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QWidget

from app.model.precision import FORMATS, label

#: check boxes per row
COLUMNS = 4


class FormatChoice(QWidget):
    """``changed(list | None)``: the accepted formats after a click (None: all of them)."""

    changed = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        for i, fmt in enumerate(FORMATS):
            box = QCheckBox(label(fmt))  # FP8, BF16: the same in English and Dutch
            box.setChecked(True)
            box.clicked.connect(self._clicked)
            grid.addWidget(box, i // COLUMNS, i % COLUMNS)
            self.boxes[fmt] = box

    def set_formats(self, formats: list[str] | None) -> None:
        """Tick the given formats (None: all) without emitting ``changed``."""
        for fmt, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(formats is None or fmt in formats)
            box.blockSignals(False)

    def formats(self) -> list[str] | None:
        ticked = [f for f, box in self.boxes.items() if box.isChecked()]
        return None if len(ticked) == len(FORMATS) else ticked

    def _clicked(self) -> None:
        if not any(box.isChecked() for box in self.boxes.values()):
            self.sender().setChecked(True)  # at least one format: an empty list is refused
            return
        self.changed.emit(self.formats())
