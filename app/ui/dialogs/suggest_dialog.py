"""Options → Suggest…: what should the customer buy? The configurator's top builds for the
quote's workload, demand and site (``app.calc.configurator.suggest``, the function the CLI's
``suggest`` calls), with servers, racks, capex, TCO, NPV, paybacks, energy and CO2 and one line
on why each ranks where it does; "Add as option" puts the selected build into the quote."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.errors import AppError
from app.model.precision import label as format_label
from app.ui.format_choice import FormatChoice
from app.ui.i18n import N, T
from app.ui.locale_for import locale_for
from app.ui.refusals import problem_text

CTX = "Suggest"
OBJECTIVES = (("npv", N(CTX, "highest NPV")), ("tco", N(CTX, "lowest TCO")),
              ("energy", N(CTX, "lowest energy use")), ("co2", N(CTX, "lowest CO2 emissions")),
              ("capex", N(CTX, "lowest capex")),
              ("carbon", N(CTX, "lowest CO2 over the horizon, embodied included")))
COLUMNS = (N(CTX, "#"), N(CTX, "Build"), N(CTX, "Number\nformat"), N(CTX, "Servers"),
           N(CTX, "Racks"), N(CTX, "Capex"),
           N(CTX, "TCO"), N(CTX, "NPV"), N(CTX, "Payback\nsimple"),
           N(CTX, "Payback\ncumulative"), N(CTX, "MWh\na year"), N(CTX, "t CO2\na year"),
           N(CTX, "Why"))


#: (M44) the plan choice under growth: "" ranks each build on both and keeps its best
PLAN_CHOICES = (("", N(CTX, "best of both")), ("upfront", N(CTX, "all up front")),
                ("staged", N(CTX, "staged")))


class SuggestDialog(QDialog):
    def __init__(self, state, parent: QWidget | None = None):
        super().__init__(parent)
        self.state, self.found = state, None
        lang = state.lang
        self.setWindowTitle(T(CTX, "Suggest a build"))
        locale = locale_for(lang)
        column = QVBoxLayout(self)
        intro = QLabel(T(CTX, "Every catalogue server with each GPU, count, PSU fit, cooling and "
                              "power setting it takes, sized to this quote's work with its "
                              "redundancy; builds that break a limit are left out."))
        intro.setWordWrap(True)
        column.addWidget(intro)
        row = QHBoxLayout()
        self.objective = QComboBox()  # as wide as its short choices: the longest (CO2 over the
        # horizon) made the Dutch dialog 1283 px wide, more than a 1280x800 screen
        self.objective.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.objective.setMinimumContentsLength(18)
        for key, text in OBJECTIVES:
            self.objective.addItem(T(CTX, text), key)
        self.top = QSpinBox(minimum=1, maximum=50, value=5)
        self.max_capex = QDoubleSpinBox(minimum=0, maximum=1e9, decimals=0, singleStep=10000)
        self.max_capex.setSpecialValueText(T(CTX, "no limit"))
        self.max_racks = QSpinBox(minimum=0, maximum=1000)
        self.max_racks.setSpecialValueText(T(CTX, "no limit"))
        for box in (self.top, self.max_capex, self.max_racks):
            box.setLocale(locale)
        self.announced = QCheckBox(T(CTX, "include announced hardware"))
        for text, widget in ((T(CTX, "Rank by"), self.objective), (T(CTX, "Show"), self.top),
                             (T(CTX, "Max. capex"), self.max_capex),
                             (T(CTX, "Max. racks"), self.max_racks)):
            row.addWidget(QLabel(text))
            row.addWidget(widget)
        row.addWidget(self.announced)
        self.search_button = QPushButton(T(CTX, "Search"))
        self.search_button.clicked.connect(self.run)
        row.addWidget(self.search_button)
        row.addStretch(1)
        column.addLayout(row)
        formats = QHBoxLayout()  # the customer's formats (M40): FP4 builds only where accepted
        self.formats = FormatChoice()
        self.formats.set_formats(state.quote.workload.accepted_precisions)
        formats.addWidget(QLabel(T(CTX, "Accepted number formats")))
        formats.addWidget(self.formats)
        self.plan = QComboBox()  # (M44) under demand growth: which purchase plan to rank on
        for key, text in PLAN_CHOICES:
            self.plan.addItem(T(CTX, text), key)
        plan_label = QLabel(T(CTX, "Purchase plan"))
        formats.addWidget(plan_label)
        formats.addWidget(self.plan)
        grows = bool(state.quote.workload.demand_growth)
        plan_label.setVisible(grows)
        self.plan.setVisible(grows)
        formats.addStretch(1)
        column.addLayout(formats)
        column.addLayout(self._reserve_row())
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([T(CTX, c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnWidth(1, 230)
        column.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(T(CTX, "Add as option"))
        self.add_button.clicked.connect(self.add_selected)
        close = QPushButton(T(CTX, "Close"))
        close.clicked.connect(self.reject)
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(close)
        column.addLayout(buttons)
        self.resize(1240, 640)
        self.run()

    def _reserve_row(self) -> QHBoxLayout:
        """(M13a) N + r and minimum servers for every build: empty takes the default (N+1
        when the current configuration runs more than one server) or the quote's minimum."""
        from app.model import Option
        from app.ui.number_field import field_for
        from app.ui.pages.option_reserve import default_text

        row = QHBoxLayout()
        self.redundancy = field_for(Option, "redundancy", integer=True, optional=True)
        self.min_servers = field_for(Option, "min_servers", integer=True, optional=True)
        self.redundancy.set_none_text(T(CTX, "default"))
        self.min_servers.set_none_text(T(CTX, "the quote's: {n}").format(
            n=self.state.quote.min_servers))
        for text, widget in ((T(CTX, "Redundancy N +"), self.redundancy),
                             (T(CTX, "Minimum servers"), self.min_servers)):
            row.addWidget(QLabel(text), 0, Qt.AlignmentFlag.AlignTop)
            row.addWidget(widget, 0, Qt.AlignmentFlag.AlignTop)
            widget.committed.connect(lambda _v: self.run())
        result = self.state.result
        hint = QLabel(default_text(self.state.quote, result.options if result else None))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #555")
        row.addWidget(hint, 1)
        return row

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.table.resizeRowsToContents()  # the Why column's wrap follows the width

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.table.resizeRowsToContents()

    def limits(self):
        from app.calc.configurator import Limits

        red, least = self.redundancy.value(), self.min_servers.value()
        return Limits(max_capex=self.max_capex.value() or None,
                      max_racks=self.max_racks.value() or None,
                      redundancy=None if red is None else int(red),
                      min_servers=None if least is None else int(least))

    def run(self) -> None:
        """Search again with the choices in the top row (under a second for the catalogue)."""
        from app.calc.configurator import suggest
        from app.io.report.suggest import labeller

        self.table.setRowCount(0)
        self.add_button.setEnabled(False)
        try:
            self.found = suggest(self._quote(), self.state.catalog,
                                 self.objective.currentData(), self.top.value(), self.limits(),
                                 self.announced.isChecked(), plans=self.plans(),
                                 label=labeller(self.state.lang))
        except AppError as exc:
            self.found = None
            self.summary.setText(problem_text(exc))
            return
        from app.io.words.formatting import number

        lang = self.state.lang  # 1.400 in Dutch, 1,400 in English
        self.summary.setText(T(CTX, "Searched {searched} builds; {valid} fit the quote and its "
                                    "limits.").format(searched=number(self.found.searched, 0, lang),
                                                      valid=number(self.found.valid, 0, lang)))
        if not self.found.suggestions:
            self.summary.setText(self.summary.text() + " " + T(CTX, "No build fits: relax a "
                                                                    "limit."))
        self._fill()

    def plans(self) -> tuple[str, ...]:
        """(M44) the plans each build is ranked on: both (each keeps its best) or the one chosen."""
        key = self.plan.currentData()
        return (key,) if key else ("upfront", "staged")

    def _quote(self):
        """The quote as the search sees it: accepting the formats ticked here."""
        from app.model.precision import with_accepted

        return with_accepted(self.state.quote, self.formats.formats())

    def _fill(self) -> None:
        from app.io.words.formatting import money, note_text, number, price_on_request, years
        from app.io.words.tight import tight

        lang, cur = self.state.lang, self.state.quote.currency
        # the ranked builds, then those on "price on request" apart (not ranked: no rank shown)
        rows = [*self.found.suggestions, *getattr(self.found, "on_request", [])]
        self.table.setRowCount(len(rows))
        for i, s in enumerate(rows):
            r = s.result
            horizon = self.state.quote.site.years
            asked = price_on_request(lang) if r.price_on_request else None
            cells = (str(s.rank) if s.rank else "–", s.option.label,
                     format_label(r.precision) or "–", str(r.servers), str(s.racks),
                     asked or money(r.capex, cur, lang, 0), asked or money(r.tco, cur, lang, 0),
                     asked or (money(r.npv, cur, lang, 0) if r.npv is not None else "–"),
                     asked or years(r.simple_payback_years, lang),
                     asked or years(r.discounted_payback_years, lang, horizon),
                     number((r.annual_kwh_total or 0) / 1000, 1, lang),
                     number((r.annual_co2_kg or 0) / 1000, 1, lang),
                     # amounts as the table writes them, never cut after the "€" by the wrap
                     tight("\n".join([note_text(s.why, lang), *_reserve(r, lang),
                                      *_plan(s, lang)]), signs=True))
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if 3 <= j <= 11:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(text)
                self.table.setItem(i, j, item)
        self.table.resizeRowsToContents()
        if rows:
            self.table.selectRow(0)
            self.add_button.setEnabled(True)

    def selected(self):
        row = self.table.currentRow()
        if self.found is None:
            return None
        rows = [*self.found.suggestions, *getattr(self.found, "on_request", [])]
        return rows[row] if 0 <= row < len(rows) else None  # one on request too: type its price

    def add_selected(self) -> bool:
        """Add the selected build as a new option of the quote (undoable); True when added."""
        from app.calc.configurator import add_suggestion

        chosen = self.selected()
        if chosen is None:
            return False
        try:
            # the quote keeps the formats the build was chosen under
            self.state.replace(add_suggestion(self._quote(), self.state.catalog, chosen),
                               "add suggested option")
        except AppError as exc:
            self.summary.setText(problem_text(exc))
            return False
        self.summary.setText(T(CTX, "Added the option “{label}”.").format(label=chosen.option.label))
        return True


def _plan(s, lang: str) -> list[str]:
    """(M44) under growth: the plan the build keeps and what it buys when."""
    from app.io.words.formatting import note_text

    if not s.option.growth_plan:
        return []
    fleet = " / ".join(str(m) for m in s.result.servers_by_year)
    plan = T(CTX, dict(PLAN_CHOICES)[s.option.growth_plan])
    line = T(CTX, "{plan}: servers {fleet} by year").format(plan=plan[:1].upper() + plan[1:],
                                                            fleet=fleet)
    bought = [note_text(n, lang) for n in s.result.note_items if n.code == "growth_purchases"]
    return [line, *bought]


def _reserve(result, lang: str) -> list[str]:
    """The reserve in words (app.calc.reserve) the suggestion's result carries."""
    from app.io.words.formatting import note_text

    return [note_text(n, lang) for n in result.note_items
            if n.code.startswith("reserve_") or n.code == "fleet_to_one"]
