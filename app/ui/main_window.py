"""The main window: a page list beside the pages, menus and file actions. No business logic.

The pages come from one registry, ``PAGES``; each is imported and built the first time it is
shown (or asked for through ``window.pages[key]``), so the window paints after building only
the page it opens on. On a fast start (AppState.loading) the window paints the last results of
the file and takes no input until ``started``: right after the first paint it reads the quote,
then the catalogue.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.errors import AppError
from app.ui import settings
from app.ui.file_actions import FileController
from app.ui.i18n import N, T, install_language
from app.ui.plain_text import plain_labels

CTX = "MainWindow"
SNAPSHOT_PAGES = frozenset({"results", "charts"})  # pages a fast start can paint without a quote
INPUT = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                   QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress, QEvent.Type.KeyRelease,
                   QEvent.Type.Wheel, QEvent.Type.ContextMenu, QEvent.Type.Drop,
                   QEvent.Type.Shortcut, QEvent.Type.ShortcutOverride})


@dataclass(frozen=True)
class PageSpec:
    """One page: its key (--page, settings), its title in the list and ``module:Class``, a
    QWidget built as ``Class(state)`` that has ``retranslate()``. An ``optional`` page whose
    module is not there (yet) is left out of the list."""

    key: str
    title: str
    target: str
    optional: bool = False

    @property
    def module(self) -> str:
        return self.target.partition(":")[0]

    def available(self) -> bool:
        return not self.optional or find_spec(self.module) is not None


PAGES = (
    PageSpec("quote", N(CTX, "Quote"), "app.ui.pages.quote_page:QuotePage"),
    PageSpec("options", N(CTX, "Options"), "app.ui.pages.options_page:OptionsPage"),
    PageSpec("results", N(CTX, "Results"), "app.ui.pages.results_page:ResultsPage"),
    PageSpec("charts", N(CTX, "Charts"), "app.ui.charts.charts_page:ChartsPage"),
    PageSpec("advice", N(CTX, "Advice"), "app.ui.pages.advice_page:AdvicePage", optional=True),
    PageSpec("measurements", N(CTX, "Measurements"),
             "app.ui.pages.measurements_page:MeasurementsPage", optional=True),
    PageSpec("catalogue", N(CTX, "Catalogue"), "app.ui.pages.catalog_page:CatalogPage"),
)


def page_specs() -> tuple[PageSpec, ...]:
    return tuple(spec for spec in PAGES if spec.available())


def build_page(spec: PageSpec, state) -> QWidget:
    try:
        cls = getattr(importlib.import_module(spec.module), spec.target.partition(":")[2])
    except ModuleNotFoundError as exc:
        if not spec.optional or exc.name != spec.module:
            raise
        return _Missing()
    page = cls(state)
    plain_labels(page)  # user text on a page is text, never markup (app.ui.plain_text)
    return page


class _Missing(QLabel):
    """Stands in for an optional page whose module went missing after start."""

    def __init__(self):
        super().__init__(alignment=Qt.AlignmentFlag.AlignCenter)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(T(CTX, "This page is not part of this version."))


class LazyPages(Mapping):
    """The pages by key; a page is built, in its place in the stack, on first use."""

    def __init__(self, specs: tuple[PageSpec, ...], state, stack: QStackedWidget):
        self._specs = {spec.key: spec for spec in specs}
        self._rows = {spec.key: row for row, spec in enumerate(specs)}
        self._state, self._stack = state, stack
        self._built: dict[str, QWidget] = {}
        for _spec in specs:
            stack.addWidget(QWidget())  # placeholder

    def __getitem__(self, key: str) -> QWidget:
        if key not in self._built:
            page = build_page(self._specs[key], self._state)
            row = self._rows[key]
            placeholder = self._stack.widget(row)
            self._stack.insertWidget(row, page)
            self._stack.removeWidget(placeholder)
            placeholder.deleteLater()
            self._built[key] = page
        return self._built[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def is_built(self, key: str) -> bool:
        return key in self._built

    def built(self) -> list[QWidget]:
        return list(self._built.values())


class _HoldInput(QObject):
    """Swallows keyboard and mouse input while a fast start reads its quote (a fraction of a
    second), so nothing can edit or save what is not loaded yet."""

    def eventFilter(self, _obj, event) -> bool:  # noqa: N802 - Qt override
        return event.type() in INPUT


class MainWindow(QMainWindow):
    started = Signal()  # after the first paint: the quote and the catalogue are read

    def __init__(self, state, parent=None, page: str | None = None):
        """``page``: the page to open on (the results, or the quote when it has no options)."""
        super().__init__(parent)
        self.state = state
        self.files = FileController(state, self)
        self.specs = page_specs()
        self.page_list = QListWidget()
        self.page_list.setFixedWidth(130)
        self.stack = QStackedWidget()
        self.pages = LazyPages(self.specs, state, self.stack)
        for _spec in self.specs:
            self.page_list.addItem("")
        self.page_list.currentRowChanged.connect(self._page_changed)
        body = QWidget()
        self._column = column = QVBoxLayout(body)
        self._upgrade_notice = None  # built when the catalogue has been read (after the paint)
        self._known_user = settings.used_before()  # before this start writes any setting
        state.catalog_read.connect(self._catalogue_read)
        row = QHBoxLayout()
        row.addWidget(self.page_list)
        row.addWidget(self.stack, 1)
        column.addLayout(row, 1)
        self.setCentralWidget(body)
        self.setAcceptDrops(True)
        self._menus()
        self.retranslate()
        state.path_changed.connect(self._title)
        self.files.recent_changed.connect(self._recent)
        self._recent(settings.recent_files())
        self._hold = None
        if page not in self.page_keys or not state.has_options:
            page = "results" if state.has_options else "quote"
        self.show_page(page)
        self._painted = False

    @property
    def upgrade_notice(self):
        """The notice that a newer catalogue came with the app (app.ui.catalog_upgrade_notice),
        above the pages; built on first use, which is after the first paint."""
        if self._upgrade_notice is None:
            from app.ui.catalog_upgrade_notice import CatalogUpgradeNotice

            self._upgrade_notice = CatalogUpgradeNotice(self.state, known_user=self._known_user)
            self._column.insertWidget(0, self._upgrade_notice)
        return self._upgrade_notice

    def _catalogue_read(self) -> None:
        if self._upgrade_notice is None:  # made now: it missed this signal
            self.upgrade_notice.check()

    @property
    def page_keys(self) -> list[str]:
        return [spec.key for spec in self.specs]

    @property
    def current_page(self) -> str:
        return self.specs[max(0, self.page_list.currentRow())].key

    def show_page(self, key: str) -> None:
        self.page_list.setCurrentRow(self.page_keys.index(key))

    def _page_changed(self, row: int) -> None:
        if self.state.loading and self.specs[row].key not in SNAPSHOT_PAGES:
            self.finish_start()  # this page needs the quote itself
        page = self.pages[self.specs[row].key]
        self.stack.setCurrentIndex(row)
        if hasattr(page, "ensure_built"):  # the charts: pyqtgraph loads when first shown
            page.ensure_built()

    # --- start-up --------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True  # the children paint next, in this pass: read the rest after
            if self.state.loading:
                self._hold = _HoldInput(self)
                QApplication.instance().installEventFilter(self._hold)
            QTimer.singleShot(0, self._after_first_paint)
        return super().event(event)

    def _after_first_paint(self) -> None:
        full = not self.state.loading
        if not full:
            self.finish_start()
        self.state.preload()  # the catalogue, and the back-test's notes joining the results
        if full:  # keep its results, notes and all, so that the next start is a fast one
            self.state.remember()
        self.started.emit()

    def finish_start(self) -> None:
        """Read and compute the quote a fast start painted from, then take input again."""
        if self.state.loading:
            try:
                self.state.finish_loading()
            except AppError as exc:
                from app.ui.dialogs.questions import ShowProblem
                from app.ui.refusals import problem_text

                ShowProblem.ask(self, APP_NAME, problem_text(exc))
        if self._hold is not None:
            QApplication.instance().removeEventFilter(self._hold)
            self._hold = None

    def restore_window_state(self) -> None:
        """Geometry and the last page of the previous session (not for screenshots)."""
        geometry = settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        last = settings.last_page()
        if last in self.page_keys and self.state.has_options:
            self.show_page(last)

    def save_window_state(self) -> None:
        settings.set_window_state(self.saveGeometry(), self.current_page)

    # --- menus -----------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(shortcut)
        menu.addAction(action)
        self._texts.append((action.setText, text))
        return action

    def _menu(self, text: str):
        menu = self.menuBar().addMenu("")
        self._texts.append((menu.setTitle, text))
        return menu

    def _menus(self) -> None:
        self._texts: list = []
        self.file_menu, self.edit_menu = self._menu(N(CTX, "&File")), self._menu(N(CTX, "&Edit"))
        self.settings_menu, self.help_menu = self._menu(N(CTX, "&Settings")), self._menu(N(CTX, "&Help"))
        f = self.files
        self._action(self.file_menu, N(CTX, "&New"), f.new, QKeySequence.StandardKey.New)
        self._action(self.file_menu, N(CTX, "&Open…"), lambda: f.open(), QKeySequence.StandardKey.Open)
        self.recent_menu = self.file_menu.addMenu("")
        self._texts.append((self.recent_menu.setTitle, N(CTX, "Open &recent")))
        self._action(self.file_menu, N(CTX, "&Save"), f.save, QKeySequence.StandardKey.Save)
        self._action(self.file_menu, N(CTX, "Save &as…"), f.save_as, QKeySequence.StandardKey.SaveAs)
        self._action(self.file_menu, N(CTX, "&Export…"), self.export_quote, QKeySequence("Ctrl+E"))
        self._action(self.file_menu, N(CTX, "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        from app.ui.change_names import UndoActions

        self.undo_actions = UndoActions(self.state.undo_stack, self)  # named in the UI language
        self.edit_menu.addActions([self.undo_actions.undo, self.undo_actions.redo])
        self._action(self.settings_menu, N(CTX, "&Preferences…"), self.ask_settings)
        self._action(self.help_menu, N(CTX, "&User guide"), self.show_help,
                     QKeySequence.StandardKey.HelpContents)
        self._action(self.help_menu, N(CTX, "&About GPU TCO"), self.show_about)

    def _recent(self, files: list[str]) -> None:
        self.recent_menu.clear()
        for path in files:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.files.open(Path(p)))
        self.recent_menu.setEnabled(bool(files))

    def show_help(self) -> None:
        from app.ui.dialogs.help_dialog import HelpDialog

        HelpDialog.ask(self, self.state.lang)

    def export_quote(self) -> None:
        from app.ui.dialogs.export_dialog import export_from_state

        export_from_state(self, self.state)

    def show_about(self) -> None:
        from app.ui.dialogs.about_dialog import AboutDialog

        AboutDialog.ask(self, self.state)

    # --- language --------------------------------------------------------------------------
    def ask_settings(self) -> None:
        from app.ui.dialogs.questions import SettingsDialog

        chosen = SettingsDialog.ask(self, self.state.lang, settings.region())
        if chosen:
            self.set_language(*chosen)

    def set_language(self, lang: str, region: str | None = None) -> None:
        install_language(lang, region)  # Qt sends LanguageChange: changeEvent retranslates
        settings.set_language(lang)
        settings.set_region(region)
        self.state.set_language(lang)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_texts"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        for setter, text in self._texts:
            setter(T(CTX, text))
        self.undo_actions.retranslate()
        for row, spec in enumerate(self.specs):
            self.page_list.item(row).setText(T(CTX, spec.title))
        for page in self.pages.built():  # a page built later starts in the current language
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
            self.files.close()
            self.save_window_state()
            event.accept()
        else:
            event.ignore()


__all__ = ["PAGES", "MainWindow", "PageSpec", "page_specs"]
