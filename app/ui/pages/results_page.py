"""The Results page: the comparison table, best values marked, and the "why this number" panel
that explains the selected cell."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.io.words.formatting import counted
from app.ui.catalog_notice import CatalogNotice
from app.ui.charts.growth_chart import GrowthChart
from app.ui.i18n import N, T
from app.ui.models.results_table import KEY_ROLE, ResultsTableModel
from app.ui.pages.growth_table import GrowthTable
from app.ui.texts import Texts
from app.ui.warnings_panel import WarningsPanel

CTX = "Results"


class ResultsPage(QSplitter):
    def _workload_name(self, result) -> str:
        """The workload class in the UI's language (the engine names it in English)."""
        quote = self.state.quote
        entry = quote.catalog.workloads.get(quote.workload.class_id) if quote else None
        return entry.name_in(self.state.lang) if entry is not None else result.workload

    def __init__(self, state, parent=None):
        # the why-panel sits below the table, so six options fit side by side at 1280 px
        super().__init__(Qt.Orientation.Vertical, parent)
        self.state, self.texts = state, Texts(CTX)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.warnings = WarningsPanel(state)
        column.addWidget(self.warnings)
        self.reserve_warning = QLabel(styleSheet="color: #b00020; font-weight: bold")
        self.reserve_warning.setWordWrap(True)  # several servers replaced by one (M13a)
        self.reserve_warning.hide()
        column.addWidget(self.reserve_warning)
        self.catalog_notice = CatalogNotice(state)  # the catalogue has newer values for parts
        self.catalog_notice.said.connect(self._catalog_said)
        column.addWidget(self.catalog_notice)
        self.model = ResultsTableModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.selectionModel().currentChanged.connect(lambda *_: self.show_why())
        column.addWidget(self.table, 2)
        self.growth = GrowthTable()  # year by year, under a growing demand (METHOD §13)
        self.growth_chart = GrowthChart()  # servers and utilization by year, beside it
        self.years = QTabWidget()  # the same room as the table had: table or chart
        self.years.addTab(self.growth, T(CTX, "Per year: table"))
        self.years.addTab(self.growth_chart, T(CTX, "Per year: chart"))
        self.years.hide()
        column.addWidget(self.years, 1)
        self.notes = QLabel(styleSheet="color: #555")
        self.notes.setWordWrap(True)
        # the notes scroll when the page is low: at their full height (fifteen Dutch lines)
        # they pushed the year-by-year chart's legend out of its tab
        notes = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame)
        notes.setWidget(self.notes)
        column.addWidget(notes)
        right = QWidget()
        side = QVBoxLayout(right)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.texts.label(N(CTX, "<b>Why this number</b> — select a cell")))
        self.why = QTextBrowser()
        self.why.setOpenLinks(False)  # a formula number opens the guide (show_formula)
        self.why.anchorClicked.connect(self.show_formula)
        side.addWidget(self.why, 1)
        self.addWidget(left)
        self.addWidget(right)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 1)
        self.setSizes([430, 330])
        state.results_changed.connect(self.refresh)
        self.refresh()

    def _catalog_said(self, text: str, problem: bool) -> None:
        if problem:  # a success shows in the table itself (and the notice shrinks or goes)
            from app.ui.dialogs.questions import ShowProblem
            ShowProblem.ask(self, T(CTX, "Quote not updated"), text)

    def refresh(self) -> None:
        current = self.table.currentIndex()
        row, col = current.row(), current.column()
        result = self.state.result
        self.warnings.refresh()
        self.model.set_result(result, self.state.lang)
        self._fit_row_labels()
        self.growth.set_result(result, self.state.lang, _unit(result, self.state.lang))
        quote = self.state.quote
        self.growth_chart.set_result(result, self.state.lang,
                                     quote.workload.u_max if quote is not None else None)
        shown = self.growth_chart.drawn  # only under growth
        if shown and self.years.isHidden():  # the year rows need room: the why-panel gives some
            total = sum(self.sizes())
            self.setSizes([int(total * 0.75), total - int(total * 0.75)])
        self.years.setVisible(shown)
        if result is None:
            self.summary.setText(T(CTX, "No results: the quote could not be computed (see the log)."))
            return
        lang = self.state.lang
        self.summary.setText(T(CTX, "{quote} — {workload}; {options}, horizon {years}. "
                                    "Best values are marked green.").format(
            quote=self._quote_name(result), workload=self._workload_name(result),
            options=counted(len(result.options), T(CTX, "option"), T(CTX, "options"), lang),
            years=counted(result.years, T(CTX, "year"), T(CTX, "years"), lang)))
        notes = list(result.notes) + [f"{o.label}: {r}" for o in result.options for r in o.reasons]
        # each option's reserve in words is in its Why panel (its notes); the warning that
        # one server replaces several stands out here. A fast start paints the snapshot
        # before the engine is loaded: the warning comes after.
        warn = [] if self.state.loading else _reserve_warnings(result, lang)
        self.notes.setText("\n".join(notes))
        self.reserve_warning.setText("\n".join(warn))
        self.reserve_warning.setVisible(bool(warn))
        if not (0 <= row < self.model.rowCount() and 0 <= col < self.model.columnCount()):
            row, col = 2, min(1, self.model.columnCount() - 1)  # wall power of a candidate
        if self.model.columnCount():
            self.table.setCurrentIndex(self.model.index(row, col))
        self.show_why()

    def _quote_name(self, result) -> str:
        """The quote's title or customer; a quote with neither (File -> New) is called so in
        the UI's language, not by the engine's English stand-in."""
        quote = self.state.quote
        if quote is not None and not (quote.title or quote.customer.name):
            return T(CTX, "untitled quote")
        return result.quote

    def _fit_row_labels(self) -> None:
        """The row labels take the width of the longest one (up to 45 % of the table, so the
        longest Dutch row is not cut); the option columns share what is left when it is more
        than they need (a wide screen), else each keeps its contents' width."""
        header = self.table.verticalHeader()
        metrics = header.fontMetrics()
        labels = [self.model.headerData(r, Qt.Orientation.Vertical) or ""
                  for r in range(self.model.rowCount())]
        widest = max((metrics.horizontalAdvance(t) for t in labels), default=80)
        header.setFixedWidth(min(max(320, int(self.table.width() * 0.45)), widest + 24))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Each option column its contents' width (cells and header), or all stretched when
        that leaves room. The contents are measured once: Qt's own ResizeToContents mode
        would measure every cell again at the next layout (half the time of a recalculation
        of 10 options); the page fits the columns again whenever the result or its width
        changes."""
        columns = self.table.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnsToContents()  # the wider of the cells' and the header's hint
        # the header spans the viewport (QTableView lays both out together); asking for the
        # viewport itself, a widget Qt made, has PySide6 load every QWidget class it knows
        # before it wraps it: 8.5 ms before the first paint
        room = columns.width()
        needed = sum(columns.sectionSize(c) for c in range(self.model.columnCount()))
        if self.model.columnCount() and needed < room:
            columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_row_labels)  # once the table has its new width

    def show_why(self) -> None:
        index = self.table.currentIndex()
        result = self.state.result
        if self.state.loading:  # a fast start: the quote is read right after the first paint
            self.why.setHtml(T(CTX, "<p>Reading the quote…</p>"))
            return
        if not index.isValid() or result is None:
            self.why.setHtml(T(CTX, "<p>Select a result to see how it was computed: the formulas "
                                    "of the method, the inputs and where each came from.</p>"))
            return
        from app.ui.derivation import explain

        key, label = index.data(KEY_ROLE)
        self.why.setHtml(explain(key, result.option(label), self.state.quote, result, self.state.lang))

    def show_formula(self, url) -> None:
        """A formula number clicked in *Why this number* (``formula:M16``): the user guide on
        that formula's row."""
        from app.ui.derivation import FORMULA
        from app.ui.dialogs.help_dialog import HelpDialog

        if url.scheme() == FORMULA:
            HelpDialog.ask(self.window(), self.state.lang, formula=url.path())

    def retranslate(self) -> None:
        self.texts.retranslate()
        self.warnings.retranslate()
        self.refresh()



def _unit(result, lang: str) -> str:
    """The work unit's singular in the UI's language ("token", "afbeelding"), from a result or
    a fast start's snapshot alike."""
    from app.io.words.labels import work_unit

    return "" if result is None else work_unit(result, lang)


def _reserve_warnings(result, lang: str) -> list[str]:
    """The warnings where one server replaces several (app.calc.reserve), in ``lang``."""
    from app.io.words.formatting import note_text

    return [f"{o.label}: {note_text(n, lang)}" for o in result.options
            for n in getattr(o, "note_items", None) or [] if n.code == "fleet_to_one"]
