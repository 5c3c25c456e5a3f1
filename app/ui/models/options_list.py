"""OptionsListModel: the quote's options, baseline first marked; renaming edits the label."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from app.model import Quote, QuoteResult
from app.ui.i18n import T

Index = QModelIndex | QPersistentModelIndex
INVALID_BRUSH = QBrush(QColor("#b00020"))


class OptionsListModel(QAbstractListModel):
    rename_requested = Signal(int, str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._quote: Quote | None = None
        self._invalid: set[str] = set()

    def set_quote(self, quote: Quote, result: QuoteResult | None) -> None:
        self.beginResetModel()
        self._quote = quote
        self._invalid = {o.label for o in result.options if not o.valid} if result else set()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._quote is None else len(self._quote.options)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self._quote is None:
            return None
        option = self._quote.options[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return option.label + (T("Options", " (baseline)") if option.baseline else "")
        if role == Qt.ItemDataRole.EditRole:
            return option.label
        if role == Qt.ItemDataRole.ForegroundRole and option.label in self._invalid:
            return INVALID_BRUSH
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Renames go to AppState (via the page), which validates and undoes them."""
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or not str(value).strip():
            return False
        self.rename_requested.emit(index.row(), str(value).strip())
        return True
