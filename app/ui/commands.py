"""Undo commands: every quote edit replaces the immutable Quote, so one command type suffices.

A command gets the function that shows a quote (AppState._set_quote), not the state itself:
the state uses the commands, the commands do not know the state (no import circle).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from app.model import Quote


class ReplaceQuote(QUndoCommand):
    """Show ``new`` with ``set_quote``; undo shows ``old`` again."""

    def __init__(self, set_quote: Callable[[Quote], None], old: Quote, new: Quote, text: str):
        super().__init__(text)
        self._set, self._old, self._new = set_quote, old, new

    def redo(self) -> None:
        self._set(self._new)

    def undo(self) -> None:
        self._set(self._old)
