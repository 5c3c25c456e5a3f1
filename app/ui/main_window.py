"""The main window: a page list beside the pages, menus and file actions. No business logic."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QMainWindow, QStackedWidget, QWidget

from app import APP_NAME
from app.ui import settings
from app.ui.charts.charts_page import ChartsPage
from app.ui.dialogs.questions import SettingsDialog
from app.ui.file_actions import FileController
from app.ui.i18n import N, T, install_language
from app.ui.pages.catalog_page import CatalogPage
from app.ui.pages.options_page import OptionsPage
from app.ui.pages.quote_page import QuotePage
from app.ui.pages.results_page import ResultsPage

CTX = "MainWindow"
PAGES = (("quote", N(CTX, "Quote")), ("options", N(CTX, "Options")), ("results", N(CTX, "Results")),
         ("charts", N(CTX, "Charts")), ("catalogue", N(CTX, "Catalogue")))


class MainWindow(QMainWindow):
    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state = state
        self.files = FileController(state, self)
        self.pages = {"quote": QuotePage(state), "options": OptionsPage(state),
                      "results": ResultsPage(state), "charts": ChartsPage(state),
                      "catalogue": CatalogPage(state)}
        self.page_list = QListWidget()
        self.page_list.setFixedWidth(130)
        self.stack = QStackedWidget()
        for key, _text in PAGES:
            self.page_list.addItem("")
            self.stack.addWidget(self.pages[key])
        self.page_list.currentRowChanged.connect(self._page_changed)
        body = QWidget()
        row = QHBoxLayout(body)
        row.addWidget(self.page_list)
        row.addWidget(self.stack, 1)
        self.setCentralWidget(body)
        self.setAcceptDrops(True)
        self._menus()
        self.retranslate()
        state.path_changed.connect(self._title)
        self.files.recent_changed.connect(self._recent)
        self._recent(settings.recent_files())
        self.show_page("results" if state.quote.options else "quote")

    def show_page(self, key: str) -> None:
        self.page_list.setCurrentRow([k for k, _t in PAGES].index(key))

    def _page_changed(self, row: int) -> None:
        self.stack.setCurrentIndex(row)
        if PAGES[row][0] == "charts":
            self.pages["charts"].ensure_built()

    # --- menus -----------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(shortcut)
        menu.addAction(action)
        self._texts.append((action.setText, text))
        return action

    def _menus(self) -> None:
        self._texts: list = []
        bar = self.menuBar()
        self.file_menu, self.edit_menu, self.settings_menu = bar.addMenu(""), bar.addMenu(""), bar.addMenu("")
        self._texts += [(self.file_menu.setTitle, N(CTX, "&File")), (self.edit_menu.setTitle, N(CTX, "&Edit")),
                        (self.settings_menu.setTitle, N(CTX, "&Settings"))]
        f = self.files
        self._action(self.file_menu, N(CTX, "&New"), f.new, QKeySequence.StandardKey.New)
        self._action(self.file_menu, N(CTX, "&Open…"), lambda: f.open(), QKeySequence.StandardKey.Open)
        self.recent_menu = self.file_menu.addMenu("")
        self._texts.append((self.recent_menu.setTitle, N(CTX, "Open &recent")))
        self._action(self.file_menu, N(CTX, "&Save"), f.save, QKeySequence.StandardKey.Save)
        self._action(self.file_menu, N(CTX, "Save &as…"), f.save_as, QKeySequence.StandardKey.SaveAs)
        self._action(self.file_menu, N(CTX, "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        undo = self.state.undo_stack.createUndoAction(self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.state.undo_stack.createRedoAction(self)
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.edit_menu.addActions([undo, redo])
        self._action(self.settings_menu, N(CTX, "&Preferences…"), self.ask_settings)

    def _recent(self, files: list[str]) -> None:
        self.recent_menu.clear()
        for path in files:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.files.open(Path(p)))
        self.recent_menu.setEnabled(bool(files))

    # --- language --------------------------------------------------------------------------
    def ask_settings(self) -> None:
        lang = SettingsDialog.ask(self, self.state.lang)
        if lang:
            self.set_language(lang)

    def set_language(self, lang: str) -> None:
        install_language(lang)  # Qt sends LanguageChange: changeEvent retranslates
        settings.set_language(lang)
        self.state.set_language(lang)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_texts"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        for setter, text in self._texts:
            setter(T(CTX, text))
        for row, (_key, text) in enumerate(PAGES):
            self.page_list.item(row).setText(T(CTX, text))
        for page in self.pages.values():
            page.retranslate()
        self._title()

    def _title(self) -> None:
        name = self.state.path.name if self.state.path else T(CTX, "new quote")
        self.setWindowTitle(f"{name}{' *' if self.state.dirty else ''} — {APP_NAME}")

    # --- drag and drop, closing ------------------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt override
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if urls:
            event.acceptProposedAction()
            self.files.open(Path(urls[0].toLocalFile()))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.files.maybe_save():
            self.files.remove_autosave()
            event.accept()
        else:
            event.ignore()


__all__ = ["MainWindow", "Qt"]
