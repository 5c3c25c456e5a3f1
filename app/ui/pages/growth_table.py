"""The year-by-year table of the Results page under a growing demand (METHOD §13): per year the
demand, and per option its servers, utilization, the servers bought, capex paid, opex and
saving. A buyer sees when a plan buys and how full each year runs; it is hidden without growth.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from app.io.words.formatting import money, number, percent
from app.ui.i18n import N, T

CTX = "Results"
#: (OptionResult field, row label, kind): the per-option rows, in this order
ROWS = (("servers_by_year", N(CTX, "servers"), "count"),
        ("utilization_by_year", N(CTX, "utilization"), "percent"),
        ("purchases_by_year", N(CTX, "servers bought at the start of the year"), "count"),
        ("capex_by_year", N(CTX, "capex paid at the start of the year"), "money"),
        ("opex_by_year", N(CTX, "opex"), "money"),
        ("savings_by_year", N(CTX, "saving against the baseline"), "money"))


class GrowthTable(QTableWidget):
    """Rows: the demand, then each valid option's rows; columns: the years."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.hide()

    def set_result(self, result, lang: str, unit: str) -> None:
        """Fill from a QuoteResult; hidden when the quote's demand does not grow."""
        if result is None or not getattr(result, "demand_by_year", None):
            self.setRowCount(0)
            self.hide()
            return
        years = len(result.demand_by_year)
        rows = [(T(CTX, "Demand [{unit}/s]").format(unit=unit),
                 [number(d, 2, lang) for d in result.demand_by_year])]
        for o in result.options:
            if not o.valid:
                continue
            for field, label, kind in ROWS:
                values = getattr(o, field)
                if values:
                    rows.append((f"{o.label}: {T(CTX, label)}",
                                 [_shown(v, kind, result.currency, lang) for v in values]))
        self.setColumnCount(years)
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels([T(CTX, "year {y}").format(y=y)
                                        for y in range(1, years + 1)])
        self.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (_label, cells) in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, c, item)
        self.show()


def _shown(value: float, kind: str, currency: str, lang: str) -> str:
    if kind == "percent":
        return percent(value, 1, lang)
    if kind == "money":
        return money(value, currency, lang, 0)
    return number(value, 0, lang)
