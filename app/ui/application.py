"""QApplication set-up and the GUI entry point: translator, error hook, first quote, window.

``main(quote, screenshot, page, size)`` is what ``gpu-tco gui`` calls; with ``screenshot`` it
renders the window to a PNG and returns without entering the event loop.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app import APP_ID, APP_NAME, paths
from app.errors import AppError

log = logging.getLogger("gpu_tco.ui")


def log_file() -> Path:
    return paths.user_log_dir() / "gpu-tco.log"


def handle_exception(exc_type, exc, tb) -> None:
    """sys.excepthook for the GUI: log the traceback, show one line and the log's path."""
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    log.error("unexpected error", exc_info=(exc_type, exc, tb))
    from app.ui.dialogs.questions import ShowProblem
    from app.ui.i18n import T

    message = T("Errors", "Something went wrong: {what}.\nThe details are in {log}.").format(
        what=f"{exc_type.__name__}: {exc}"[:300], log=log_file())
    ShowProblem.ask(QApplication.activeWindow(), APP_NAME, message)


def install_excepthook() -> None:
    if not logging.getLogger().handlers:
        try:
            log_file().parent.mkdir(parents=True, exist_ok=True)
            logging.basicConfig(filename=log_file(), level=logging.INFO,
                                format="%(asctime)s %(levelname)s %(name)s: %(message)s")
        except OSError:
            pass
    sys.excepthook = handle_exception


def application() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("gpu-tco")
    app.setDesktopFileName(APP_ID)  # Wayland/GNOME match the window to packaging's .desktop
    icon = paths.resources_dir() / "icons" / "gpu-tco.svg"
    if icon.is_file():
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(icon)))
    return app


def first_quote_path(explicit: str | None) -> Path | None:
    """The quote to open: the one asked for, else the last one, else the example (if present)."""
    from app.ui import settings

    if explicit:
        return Path(explicit)
    last = settings.last_quote()
    if last and Path(last).is_file():
        return Path(last)
    return paths.example_quote() if paths.example_quote().is_file() else None


def build_window(quote_path: Path | None, lang: str | None = None, catalog=None,
                 fast: bool = False, page: str | None = None):
    """AppState + MainWindow with ``quote_path`` opened (AppError if it cannot be read), on
    ``page``. ``fast``: paint the file's last results when there is a snapshot of them, and
    read the file right after the first paint (MainWindow.finish_start)."""
    from app.io.quote import start_snapshot
    from app.ui import settings
    from app.ui.i18n import install_language
    from app.ui.main_window import MainWindow
    from app.ui.state import AppState

    lang = lang or settings.language()
    install_language(lang, settings.region())
    snapshot = start_snapshot.lookup(quote_path, lang) if fast and quote_path else None
    if snapshot is not None:
        try:
            return MainWindow(AppState(catalog, lang=lang, snapshot=snapshot), page=page)
        except Exception:  # a snapshot this build cannot show (a cache): start the full way
            log.exception("start snapshot not shown")
    from app.io.quote.store import load_quote

    quote = load_quote(quote_path) if quote_path is not None else None
    return MainWindow(AppState(catalog, quote=quote, lang=lang,
                               path=quote_path if quote is not None else None,
                               notes_after_paint=fast), page=page)


def main(quote: str | None = None, screenshot: str | None = None, page: str = "results",
         size: str = "1280x800", lang: str | None = None) -> int:
    app = application()
    install_excepthook()
    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        raise AppError(f"--size {size!r}: expected WIDTHxHEIGHT, e.g. 1280x800") from None
    from app.ui.main_window import page_specs

    keys = [spec.key for spec in page_specs()]
    if page not in keys:
        raise AppError(f"--page {page!r}: expected one of {', '.join(keys)}")
    path = first_quote_path(quote)
    from app.ui import settings

    try:  # on the last session's page, built first (restore_window_state below keeps it)
        window = build_window(path, lang=lang, fast=not screenshot,
                              page=None if screenshot else settings.last_page())
    except AppError as exc:
        if screenshot:
            raise
        window = build_window(None)
        from app.ui.dialogs.questions import ShowProblem
        from app.ui.refusals import problem_text

        ShowProblem.ask(window, APP_NAME, problem_text(exc))
    window.resize(width, height)
    if screenshot:
        return render_screenshot(window, page, Path(screenshot))
    window.restore_window_state()
    window.started.connect(window.files.offer_recovery)
    window.show()
    return app.exec()


def render_screenshot(window, page: str, out: Path) -> int:
    window.show_page(page)
    window.show()
    window.state.flush()
    QApplication.processEvents()
    settle = getattr(window.pages[page], "settle", None)  # pages that compute in the background
    if settle is not None:
        settle()
    QApplication.processEvents()
    if not window.grab().save(str(out)):
        raise AppError(f"{out}: cannot write the PNG")
    window.state.undo_stack.setClean()
    window.files.close()  # no autosave and no session lock left behind by a screenshot
    return 0  # the CLI leaves at once (app.cli.cmd_gui); no teardown of background pages
