"""New, Open, Save, Save As, recent files, autosave and crash recovery for the main window.

Opening a bad file shows its problem and keeps the current quote. Autosave writes the open
quote every minute while it has unsaved changes; a clean exit removes the file, so a file left
behind by a session that no longer runs means it crashed, and it is offered for recovery (with
the file the quote belongs to, so Save writes back there). The files and their ownership are
``app.io.quote.autosave``'s. The first save stores the quote date, so that every export of the
quote carries the same date and validity. A save over a file that someone else wrote since this
window read or saved it (a second window on the same quote) asks first: reload or save as
(``app.io.files.file_stamp``).
"""

from __future__ import annotations

import logging
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from app import paths
from app.errors import AppError
from app.io.quote import autosave as autosave_store
from app.ui import settings
from app.ui.i18n import T
from app.ui.refusals import problem_text
from app.ui.state import new_quote

log = logging.getLogger("gpu_tco.ui")
CTX = "Files"
AUTOSAVE_MS = 60_000


def _dialogs():
    """The dialogs module, imported when a dialog is first needed (not before the first paint)."""
    from app.ui.dialogs import questions

    return questions


class FileController(QObject):
    recent_changed = Signal(list)

    def __init__(self, state, window=None):
        super().__init__(window)
        self.state, self.window = state, window
        self.session = autosave_store.AutosaveSession(paths.autosave_dir())
        self._timer = QTimer(self, interval=AUTOSAVE_MS)
        self._timer.timeout.connect(self.autosave)
        self._timer.start()
        self._stamp_path: Path | None = None  # the file as this window last read or wrote it
        self._stamp = None
        if state.path:
            self._remember(state.path)

    # --- commands --------------------------------------------------------------------------
    def new(self) -> None:
        if self.maybe_save():
            self.state.open_quote(new_quote(self.state.catalog), None)

    def open(self, path: Path | None = None) -> bool:
        if not self.maybe_save():
            return False
        path = path or _dialogs().PickFile.ask(self.window, save=False, start=str(self._folder()))
        return self.open_path(path) if path else False

    def open_path(self, path: Path) -> bool:
        """Open ``path``; on a bad file show why and keep the current quote."""
        from app.io.quote.store import load_quote

        try:
            quote = load_quote(Path(path))
        except AppError as exc:
            _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot open the quote"),
                                       problem_text(exc))
            return False
        self.state.open_quote(quote, Path(path))
        self._remember(Path(path))
        self.recent_changed.emit(settings.add_recent(str(Path(path).resolve())))
        return True

    def save(self) -> bool:
        return self.save_to(self.state.path) if self.state.path else self.save_as()

    def save_as(self) -> bool:
        path = _dialogs().PickFile.ask(self.window, save=True, start=str(self._folder()))
        return self.save_to(path) if path else False

    def save_to(self, path: Path) -> bool:
        from app.io.quote.store import save_quote

        answer = self._conflict(Path(path))
        if answer == "save_as":
            return self.save_as()
        if answer == "reload":
            self._reload(Path(path))
            return False
        if answer == "cancel":
            return False
        try:
            if self.state.quote.created is None:  # the quote's date, from its first save on
                self.state.edit("quote date", created=date.today())
            save_quote(self.state.quote, Path(path))
        except (OSError, AppError, ValueError) as exc:
            _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot save the quote"),
                                       f"{path}: {problem_text(exc)}")
            return False
        self.state.mark_saved(Path(path))
        self._remember(Path(path))
        self.recent_changed.emit(settings.add_recent(str(Path(path).resolve())))
        self.remove_autosave()
        return True

    # --- a file someone else wrote in between ----------------------------------------------
    def _remember(self, path: Path) -> None:
        """Stamp ``path`` as this window now knows it (after an open, a save, a reload)."""
        from app.io.files.file_stamp import stamp_of

        self._stamp_path, self._stamp = Path(path).resolve(), stamp_of(Path(path))

    def _conflict(self, path: Path) -> str | None:
        """None when saving to ``path`` overwrites nothing this window has not seen; else the
        user's choice: "save_as", "reload" or "cancel"."""
        from app.io.files.file_stamp import changed_since

        if self._stamp_path is None or path.resolve() != self._stamp_path:
            return None
        if not changed_since(path, self._stamp):
            return None
        return _dialogs().ChangedOnDisk.ask(self.window, path.name)

    def _reload(self, path: Path) -> None:
        """The file as it is on disk now replaces the open quote (its changes here are lost)."""
        from app.io.quote.store import load_quote

        try:
            quote = load_quote(path)
        except AppError as exc:
            _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot open the quote"),
                                       problem_text(exc))
            return
        self.state.open_quote(quote, path)
        self._remember(path)

    def maybe_save(self) -> bool:
        """True when it is fine to replace the open quote (saved, discarded or unchanged)."""
        if not self.state.dirty:
            return True
        name = self.state.path.name if self.state.path else T(CTX, "the new quote")
        answer = _dialogs().UnsavedChanges.ask(self.window, name)
        if answer == "save":
            return self.save()
        return answer == "discard"

    def _folder(self) -> Path:
        return self.state.path.parent if self.state.path else Path.home()

    # --- autosave and recovery -------------------------------------------------------------
    @property
    def autosave_file(self) -> Path:
        return self.session.file

    def autosave(self) -> None:
        if not self.state.dirty:
            return
        from app.io.quote.store import dump_quote

        try:
            self.session.write(dump_quote(self.state.quote), self.state.path)
        except (OSError, ValueError):  # never lose the session over an autosave
            log.exception("autosave failed")

    def remove_autosave(self) -> None:
        self.session.remove()

    def close(self) -> None:
        """A clean exit: the autosave goes, and the session's lock with it."""
        self._timer.stop()
        self.session.close()

    def leftover_autosaves(self) -> list[Path]:
        return autosave_store.leftovers(paths.autosave_dir(), own=self.session.file)

    def clean_temps(self) -> None:
        """Remove what saves killed midway left behind (``.<name>.<pid>-<start>.*.tmp``) in the
        app's folders and the folders of the recent quotes; a running save's file stays."""
        from app.io.files.atomic import clean_stale_temps

        folders = {paths.user_data_dir(), paths.autosave_dir()}
        folders |= {Path(p).parent for p in settings.recent_files()[:10]}
        if self.state.path:
            folders.add(Path(self.state.path).parent)
        for folder in folders:
            for path in clean_stale_temps(folder):
                log.info("removed %s, left by a save that did not finish", path)

    def offer_recovery(self) -> bool:
        """After a crash: offer the newest autosave; True when it was opened. Dead saves'
        temporary files are removed first (this runs once, after the first paint)."""
        self.clean_temps()
        leftovers = self.leftover_autosaves()
        if not leftovers:
            return False
        from app.io.quote.store import parse_quote

        recovered, unreadable = False, False
        if _dialogs().RecoverAutosave.ask(self.window, leftovers[0]):
            try:
                found = autosave_store.recover(leftovers[0], parse_quote)
            except AppError as exc:
                unreadable = True
                _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot recover"), problem_text(exc))
            else:
                self.state.open_quote(found.quote, found.quote_path)
                if found.quote_path:
                    self._remember(found.quote_path)
                self.state.undo_stack.resetClean()  # recovered work is unsaved work
                recovered = True
        for number, path in enumerate(leftovers):
            autosave_store.discard(path, keep_unreadable=unreadable and number == 0)
        return recovered
