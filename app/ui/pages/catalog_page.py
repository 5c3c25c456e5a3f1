"""The Catalogue page: one editable table per kind with sort and filter; edits go to the user's
overlay, refused edits show their reason, edited values can be reset one by one or all.

It also installs a newer catalogue (a .zip; its release note is shown before the user agrees)
and, like the Results page, shows the notice (app.ui.catalog_notice) that offers to update the
open quote when the catalogue in use has other values for the parts it uses.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.errors import CatalogError
from app.model.catalog import KINDS
from app.ui.catalog_notice import CatalogNotice
from app.ui.i18n import N, T
from app.ui.models.catalog_table import CatalogTableModel
from app.ui.refusals import problem_text
from app.ui.texts import Texts

CTX = "Catalogue"
KIND_LABELS = {"gpus": N(CTX, "GPUs"), "servers": N(CTX, "Servers"), "psus": N(CTX, "PSUs"),
               "cooling": N(CTX, "Cooling"), "workloads": N(CTX, "Workload classes"),
               "regions": N(CTX, "Regions")}


class CatalogPage(QWidget):
    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.models = {kind: CatalogTableModel(state, kind, self) for kind in KINDS}
        for model in self.models.values():
            model.edit_refused.connect(self._refused)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        top = QHBoxLayout()
        self.kind = QComboBox()
        # as wide as its words in the language shown: re-translated in place, it kept the width
        # of the first language ("Classes de charge de travail" cut in French)
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for kind in KINDS:
            self.kind.addItem(T(CTX, KIND_LABELS[kind]), kind)
        self.kind.currentIndexChanged.connect(self._show_kind)
        self.filter = QLineEdit()
        self.texts.bind(self.filter.setPlaceholderText, N(CTX, "Filter…"))
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        reset_one, reset_all = self.texts.button(N(CTX, "Reset value")), self.texts.button(N(CTX, "Reset all edits"))
        reset_one.clicked.connect(self.reset_value)
        reset_all.clicked.connect(self.reset_all)
        install = self.texts.button(N(CTX, "Install catalogue…"))
        install.clicked.connect(self.install)
        prices = self.texts.button(N(CTX, "Import price list…"))
        prices.clicked.connect(self.import_price_list)
        for widget in (self.kind, self.filter, reset_one, reset_all, install, prices):
            top.addWidget(widget)
        self.banner = CatalogNotice(state)
        self.banner.said.connect(self._said)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.banner)
        column.addWidget(self.texts.label(N(CTX, "Double-click a value to edit it. Edits are kept in "
                                               "your own overlay (marked blue, source \"user edit\"); "
                                               "the shipped catalogue never changes.")))
        column.addWidget(self.table, 1)
        column.addWidget(self.message)
        state.catalog_changed.connect(self._reload)
        self._show_kind()

    def review_differences(self) -> None:
        self.banner.review_differences()

    def _said(self, text: str, problem: bool) -> None:
        (self._problem if problem else self._info)(text)

    def _day(self, text: str) -> str:
        return self.banner.day_text(text)

    def install(self) -> None:
        """Pick a catalogue .zip, show what changed and why, install it when the user agrees."""
        from app.io.catalog.update import offer
        from app.ui.dialogs.catalog_update_dialog import OfferCatalogue, PickCatalogue

        source = PickCatalogue.ask(self)
        if source is None:
            return
        try:
            if not OfferCatalogue.ask(self, offer(source, self.state.lang), source, self.state.lang):
                return
            report = self.state.install_catalog(source)
            from app.ui import settings

            settings.set_catalog_seen(report.new_date)  # its release note was shown before
        except CatalogError as exc:
            from app.ui.dialogs.questions import ShowProblem

            reason = problem_text(exc)  # in the UI's language, its reasons too
            self._problem(T(CTX, "Catalogue not installed: {reason}").format(reason=reason))
            ShowProblem.ask(self, T(CTX, "Catalogue not installed"), reason)  # as a bad quote
            return
        text = T(CTX, "Catalogue of {date} installed; your catalogue edits are kept.").format(
            date=self._day(report.new_date))
        if report.conflicts:
            text += " " + T(CTX, "Your edits of values the new catalogue changed are kept "
                                 "({count}):").format(count=len(report.conflicts))
            keys = report.conflict_keys
            text += " " + ", ".join(keys[:8]) + (" …" if len(keys) > 8 else "")
        self._info(text)

    def import_price_list(self) -> None:
        """Pick a distributor's price list, show what it reads, keep it when the user agrees."""
        from app.ui.pages.catalog_prices import import_price_list

        import_price_list(self)

    def current_model(self) -> CatalogTableModel:
        return self.models[self.kind.currentData()]

    def _show_kind(self) -> None:
        self.proxy.setSourceModel(self.current_model())
        self.table.resizeColumnsToContents()

    def _reload(self) -> None:
        for model in self.models.values():
            model.reload()

    def _refused(self, reason: str) -> None:
        self._problem(T(CTX, "Edit refused: {reason}").format(reason=reason))

    def _problem(self, text: str) -> None:
        self.message.setStyleSheet("color: #b00020")
        self.message.setText(text)

    def reset_value(self) -> None:
        where = self.current_model().field_at(self.proxy.mapToSource(self.table.currentIndex()))
        if where:
            self.state.reset_catalog_value(self.kind.currentData(), *where)

    def reset_all(self) -> None:
        """Ask first; the edits are kept in a backup file, and the message says where."""
        from app import paths
        from app.ui.dialogs.questions import ResetCatalogEdits

        count = self.state.overlay.count()
        if not count:
            self._info(T(CTX, "There are no catalogue edits to reset."))
            return
        if not ResetCatalogEdits.ask(self, count, paths.user_overlay_file().parent):
            return
        backup = self.state.reset_catalog()
        self._info(T(CTX, "All {count} catalogue edits were reset; a backup of them is kept in "
                          "{path}.").format(count=count, path=backup))

    def _info(self, text: str) -> None:
        self.message.setStyleSheet("")
        self.message.setText(text)

    def retranslate(self) -> None:
        self.texts.retranslate()
        for i in range(self.kind.count()):
            self.kind.setItemText(i, T(CTX, KIND_LABELS[self.kind.itemData(i)]))
