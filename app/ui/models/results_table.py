"""ResultsTableModel: one row per metric the result shows (metrics.visible_metrics), one
column per option."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app.ui.i18n import T, current_language
from app.ui.metrics import METRICS, Metric, best_labels, format_value, row_label, visible_metrics
from app.ui.plain_text import tooltip_text

if TYPE_CHECKING:
    from app.model import QuoteResult

BEST_BRUSH = QBrush(QColor("#c8ecc8"))
KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # (metric key, option label)
Index = QModelIndex | QPersistentModelIndex
_DISPLAY, _ALIGN, _BACKGROUND, _FONT, _TOOLTIP = (int(r) for r in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole))
_ROLES = frozenset((_DISPLAY, _ALIGN, _BACKGROUND, _FONT, _TOOLTIP, int(KEY_ROLE)))
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CTX = "Results"


class ResultsTableModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._result: QuoteResult | None = None
        self._best: list[set[str]] = []
        self._metrics: tuple[Metric, ...] = METRICS
        self._shown: dict[tuple[int, int], str] = {}  # (row, column) -> the cell's text
        self._labels: dict[tuple[int, str], str] = {}  # (row, UI language) -> its label
        self.lang = "en"

    def set_result(self, result: QuoteResult | None, lang: str = "en") -> None:
        self.beginResetModel()
        self._result, self.lang = result, lang
        self._metrics = visible_metrics(result)
        self._best = [best_labels(m, result) for m in self._metrics] if result else []
        self._shown, self._labels = {}, {}
        self.endResetModel()

    @property
    def result(self) -> QuoteResult | None:
        return self._result

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._result is None else len(self._metrics)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._result is None else len(self._result.options)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        # Fitting the columns asks every cell for several roles after each recalculation: the
        # roles are plain ints compared first, and a cell's text is formatted once per result.
        if self._result is None or role not in _ROLES or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == _DISPLAY:
            text = self._shown.get((row, column))
            if text is None:
                text = self._shown[row, column] = self._text(row, column)
            return text
        if role == _ALIGN:
            return _RIGHT
        metric, option = self._metrics[row], self._result.options[column]
        best = option.label in self._best[row]
        if role == _BACKGROUND:
            return BEST_BRUSH if best else None
        if role == _FONT:
            if not best:
                return None
            font = QFont()
            font.setBold(True)
            return font
        if role == _TOOLTIP:
            if not option.valid:
                return tooltip_text("\n".join(option.reasons))
            return T(CTX, "Best of the options") if best else None
        return (metric.key, option.label)  # KEY_ROLE

    def _text(self, row: int, column: int) -> str:
        metric, option = self._metrics[row], self._result.options[column]
        if not option.valid:
            return T(CTX, "invalid") if row == 0 else ""
        if metric.candidates_only and option.baseline:
            return ""
        return format_value(metric, metric.value(option), self._result, self.lang)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or self._result is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self._metrics):
                return None
            # the view asks each label many times while it sizes itself: worded once per
            # result and UI language (the unit's plural form goes through CLDR's rules)
            key = (section, current_language())
            label = self._labels.get(key)
            if label is None:
                label = self._labels[key] = row_label(self._metrics[section], self._result,
                                                      lambda t: T(CTX, t))
            return label
        if 0 <= section < len(self._result.options):
            option = self._result.options[section]
            label = option.label + (T(CTX, " (baseline)") if option.baseline else "")
            return "\n".join(textwrap.wrap(label, 18))  # narrow columns: six options fit 1280 px
        return None
