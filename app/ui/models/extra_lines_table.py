"""ExtraLinesTableModel: an option's extra bill-of-materials lines (Option.extras) as rows.

A thin adapter: it holds the lines it was given, and an edit emits ``lines_edited`` with the
whole new list (the option editor makes it an undoable quote edit); the state's refresh gives
the lines back through ``set_lines``. Numbers are typed in the UI language; a refused value
emits ``edit_refused`` with the reason, in that language, and the line stays as it was.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from app.io.words.formatting import money
from app.io.words.number_text import NumberTextError, example, parse_number, show_number
from app.model import ExtraLine
from app.model.ranges import field_bounds
from app.model.text_rules import text_problem
from app.ui.i18n import N, T
from app.ui.number_field import BOUND_REASONS, REASONS
from app.ui.plain_text import tooltip_text
from app.ui.refusals import problem_text

Index = QModelIndex | QPersistentModelIndex
CTX = "Options"
COL_DESCRIPTION, COL_QUANTITY, COL_UNIT_PRICE, COL_PER_SERVER, COL_OPTIONAL, COL_TOTAL = range(6)
HEADERS = (N(CTX, "Description"), N(CTX, "Quantity"), N(CTX, "Unit price"),
           N(CTX, "Per server"), N(CTX, "Optional"), N(CTX, "Line total"))
FIELDS = {COL_DESCRIPTION: "description", COL_QUANTITY: "quantity",
          COL_UNIT_PRICE: "unit_price", COL_PER_SERVER: "per_server", COL_OPTIONAL: "optional"}
CHECKS = (COL_PER_SERVER, COL_OPTIONAL)


class ExtraLinesTableModel(QAbstractTableModel):
    lines_edited = Signal(list)  # the new list of ExtraLine
    edit_refused = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.lines: list[ExtraLine] = []
        self.lang, self.currency = "en", "EUR"

    def set_lines(self, lines, lang: str = "en", currency: str = "EUR") -> None:
        self.beginResetModel()
        self.lines, self.lang, self.currency = list(lines), lang, currency
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return section + 1
        return T(CTX, HEADERS[section]) if 0 <= section < len(HEADERS) else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if not index.isValid() or index.column() == COL_TOTAL:
            return base
        if index.column() in CHECKS:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base | Qt.ItemFlag.ItemIsEditable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line, col = self.lines[index.row()], index.column()
        if col in CHECKS:
            if role != Qt.ItemDataRole.CheckStateRole:
                return None
            on = line.per_server if col == COL_PER_SERVER else line.optional
            return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole and col == COL_DESCRIPTION:
            return tooltip_text(line.description)  # the whole text of an elided description
        if role == Qt.ItemDataRole.TextAlignmentRole and col != COL_DESCRIPTION:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        edit = role == Qt.ItemDataRole.EditRole
        if col == COL_DESCRIPTION:
            return line.description
        if col == COL_QUANTITY:
            return show_number(line.quantity, self.lang, 4)
        if col == COL_UNIT_PRICE:
            return (show_number(line.unit_price, self.lang, 2) if edit
                    else money(line.unit_price, self.currency, self.lang))
        total = money(line.quantity * line.unit_price, self.currency, self.lang)
        if line.optional:
            return T(CTX, "{total} (optional)").format(total=total)
        return T(CTX, "{total} per server").format(total=total) if line.per_server else total

    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or index.column() not in FIELDS:
            return False
        col = index.column()
        if col in CHECKS:
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            new = _checked(value)
        elif role == Qt.ItemDataRole.EditRole:
            try:
                new = self._parse(col, str(value))
            except ValueError as exc:
                self.edit_refused.emit(str(exc))
                return False
        else:
            return False
        return self._replace(index.row(), {FIELDS[col]: new})

    def _parse(self, col: int, text: str):
        """The typed value; ValueError with the reason in the UI language."""
        if col == COL_DESCRIPTION:
            text = text.strip()
            if not text:
                raise ValueError(T(CTX, "Description: a line needs a description"))
            problem = text_problem(text)
            if problem:
                raise ValueError(T(CTX, "Description: {reason}").format(reason=problem))
            return text
        try:
            value = parse_number(text, self.lang, units=(self.currency,))
        except NumberTextError as exc:
            raise ValueError(T("Numbers", REASONS[exc.code]).format(
                example=example(self.lang))) from None
        if value is None:
            raise ValueError(T("Numbers", REASONS["empty"]))
        problem = field_bounds(ExtraLine, FIELDS[col]).problem(value)
        if problem is not None:
            kind, bound = problem
            raise ValueError(T("Numbers", BOUND_REASONS[kind]).format(
                bound=show_number(bound, self.lang, 6)))
        return value

    def _replace(self, row: int, update: dict) -> bool:
        lines = list(self.lines)
        try:
            lines[row] = ExtraLine.model_validate({**lines[row].model_dump(), **update})
        except ValidationError as exc:
            from app.model.messages import describe
            self.edit_refused.emit(problem_text(describe(exc, T(CTX, "line"))))
            return False
        self.lines = lines
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(HEADERS) - 1))
        self.lines_edited.emit(lines)
        return True


def _checked(value) -> bool:
    if isinstance(value, Qt.CheckState):
        return value == Qt.CheckState.Checked
    return int(value) == Qt.CheckState.Checked.value
