"""New, Open, Save, Save As, recent files, autosave and crash recovery for the main window.

Opening a bad file shows its problem and keeps the current quote. Autosave writes the open
quote every minute while it has unsaved changes; a clean exit removes the file, so a file left
behind at start-up means the last session crashed and is offered for recovery.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from app import paths
from app.errors import AppError
from app.io.atomic import atomic_write_text
from app.ui import settings
from app.ui.i18n import T
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
        self.autosave_file = paths.autosave_dir() / f"autosave-{os.getpid()}.quote.json"
        self._timer = QTimer(self, interval=AUTOSAVE_MS)
        self._timer.timeout.connect(self.autosave)
        self._timer.start()

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
        from app.io.quote_store import load_quote

        try:
            quote = load_quote(Path(path))
        except AppError as exc:
            _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot open the quote"), str(exc))
            return False
        self.state.open_quote(quote, Path(path))
        self.recent_changed.emit(settings.add_recent(str(Path(path).resolve())))
        return True

    def save(self) -> bool:
        return self.save_to(self.state.path) if self.state.path else self.save_as()

    def save_as(self) -> bool:
        path = _dialogs().PickFile.ask(self.window, save=True, start=str(self._folder()))
        return self.save_to(path) if path else False

    def save_to(self, path: Path) -> bool:
        from app.io.quote_store import save_quote

        try:
            save_quote(self.state.quote, Path(path))
        except (OSError, AppError) as exc:
            _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot save the quote"), f"{path}: {exc}")
            return False
        self.state.mark_saved(Path(path))
        self.recent_changed.emit(settings.add_recent(str(Path(path).resolve())))
        self.remove_autosave()
        return True

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
    def autosave(self) -> None:
        if not self.state.dirty:
            return
        from app.io.quote_store import dump_quote

        try:
            atomic_write_text(self.autosave_file, dump_quote(self.state.quote))
        except OSError:
            log.exception("autosave failed")

    def remove_autosave(self) -> None:
        for path in (self.autosave_file, self.autosave_file.with_name(self.autosave_file.name + ".bak")):
            path.unlink(missing_ok=True)

    def leftover_autosaves(self) -> list[Path]:
        folder = paths.autosave_dir()
        if not folder.is_dir():
            return []
        found = [p for p in folder.glob("autosave-*.quote.json") if p != self.autosave_file]
        return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)

    def offer_recovery(self) -> bool:
        """After a crash: offer the newest autosave; True when it was opened."""
        leftovers = self.leftover_autosaves()
        if not leftovers:
            return False
        from app.io.quote_store import parse_quote

        recovered = False
        if _dialogs().RecoverAutosave.ask(self.window, leftovers[0]):
            try:
                quote = parse_quote(leftovers[0].read_text(encoding="utf-8"), str(leftovers[0]))
            except (AppError, OSError) as exc:
                _dialogs().ShowProblem.ask(self.window, T(CTX, "Cannot recover"), str(exc))
            else:
                self.state.open_quote(quote, None)
                self.state.undo_stack.resetClean()  # recovered work is unsaved work
                recovered = True
        for path in leftovers:
            for stale in (path, path.with_name(path.name + ".bak")):
                stale.unlink(missing_ok=True)
        return recovered
