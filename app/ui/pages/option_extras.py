"""The extra lines of an option's bill of materials (support, software, rails and PDUs,
transport, a CDU): an editable table with Add and Remove. Emits ``edited(text, update)`` like
the option editor; the page makes it an undoable edit. The baseline and a rental are not
bought, so their table is off and says why."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
)

from app.model import ExtraLine, Option
from app.ui.i18n import N, T
from app.ui.models.extra_lines_table import COL_DESCRIPTION, COL_TOTAL, ExtraLinesTableModel
from app.ui.pages.option_box import OptionBox
from app.ui.texts import Texts

CTX = "Options"
NEW_LINE = N(CTX, "Extra line")


class OptionExtras(OptionBox):
    def __init__(self, texts: Texts, parent=None):
        super().__init__(texts, N(CTX, "Bill of materials: extra lines"), parent)
        self.model = ExtraLinesTableModel(self)
        self.model.lines_edited.connect(lambda lines: self._emit_lines("extra lines", lines))
        self.model.edit_refused.connect(self._refused)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_DESCRIPTION, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_TOTAL, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(130)
        self.table.setWordWrap(False)  # one row a line; a long description is elided
        self.hint = texts.label(N(CTX, "One-off lines in the capex, per server (times the "
                                       "servers) or for the option; optional lines are offered "
                                       "in the PDF but stay out of the total."))
        self.hint.setStyleSheet("color: #555")
        self.error = QLabel(styleSheet="color: #b00020")
        self.error.setWordWrap(True)
        self.add = texts.button(N(CTX, "Add line"))
        self.remove = texts.button(N(CTX, "Remove line"))
        self.add.clicked.connect(self._add)
        self.remove.clicked.connect(self._remove)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.hint)
        column.addWidget(self.table)
        column.addLayout(buttons)
        column.addWidget(self.error)

    def show_option(self, o: Option | None, lang: str = "en", currency: str = "EUR") -> None:
        self.option = o
        self.error.clear()
        self.model.set_lines(o.extras if o is not None else [], lang, currency)
        bought = o is not None and not o.baseline and o.rental is None
        for widget in (self.table, self.add, self.remove):
            widget.setEnabled(bought)
        if o is not None and not bought:
            self.error.setStyleSheet("color: #555")
            self.error.setText(T(CTX, "The baseline is not bought: it has no extra lines.")
                               if o.baseline else
                               T(CTX, "A rental is not bought: its one-off costs are the "
                                      "migration and the upfront fee."))

    def _add(self) -> None:
        if self.option is not None:
            line = ExtraLine(description=T(CTX, NEW_LINE))
            self._emit_lines("add extra line", [*self.option.extras, line])

    def _remove(self) -> None:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedIndexes()})
        if self.option is None:
            return
        if not rows and self.table.currentIndex().isValid():
            rows = [self.table.currentIndex().row()]
        if rows:
            lines = [x for i, x in enumerate(self.option.extras) if i not in rows]
            self._emit_lines("remove extra line", lines)

    def _refused(self, reason: str) -> None:
        self.error.setStyleSheet("color: #b00020")
        self.error.setText(reason)

    def _emit_lines(self, text: str, lines: list) -> None:
        self._emit(text, extras=[x.model_dump() for x in lines])
