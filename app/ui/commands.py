"""Undo commands: every quote edit replaces the immutable Quote, so one command type suffices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from app.model import Quote
    from app.ui.state import AppState


class ReplaceQuote(QUndoCommand):
    """Swap the state's quote for ``new``; undo puts ``old`` back."""

    def __init__(self, state: AppState, old: Quote, new: Quote, text: str):
        super().__init__(text)
        self._state, self._old, self._new = state, old, new

    def redo(self) -> None:
        self._state._set_quote(self._new)

    def undo(self) -> None:
        self._state._set_quote(self._old)
