"""The Catalogue page: one editable table per kind with sort and filter; edits go to the user's
overlay, refused edits show their reason, edited values can be reset one by one or all."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QLineEdit, QTableView,
                               QVBoxLayout, QWidget)

from app.model.catalog import KINDS
from app.ui.i18n import N, T
from app.ui.models.catalog_table import CatalogTableModel
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
        for kind in KINDS:
            self.kind.addItem(T(CTX, KIND_LABELS[kind]), kind)
        self.kind.currentIndexChanged.connect(self._show_kind)
        self.filter = QLineEdit()
        self.texts.bind(self.filter.setPlaceholderText, N(CTX, "Filter…"))
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        reset_one, reset_all = self.texts.button(N(CTX, "Reset value")), self.texts.button(N(CTX, "Reset all edits"))
        reset_one.clicked.connect(self.reset_value)
        reset_all.clicked.connect(self.reset_all)
        for widget in (self.kind, self.filter, reset_one, reset_all):
            top.addWidget(widget)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.texts.label(N(CTX, "Double-click a value to edit it. Edits are kept in "
                                               "your own overlay (marked blue, source \"user edit\"); "
                                               "the shipped catalogue never changes.")))
        column.addWidget(self.table, 1)
        column.addWidget(self.message)
        state.catalog_changed.connect(self._reload)
        self._show_kind()

    def current_model(self) -> CatalogTableModel:
        return self.models[self.kind.currentData()]

    def _show_kind(self) -> None:
        self.proxy.setSourceModel(self.current_model())
        self.table.resizeColumnsToContents()

    def _reload(self) -> None:
        for model in self.models.values():
            model.reload()

    def _refused(self, reason: str) -> None:
        self.message.setStyleSheet("color: #b00020")
        self.message.setText(T(CTX, "Edit refused: {reason}").format(reason=reason))

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
