"""The common base of the option editor's boxes (costs, reserve, warranty and allowances, extra
lines, the whole decision): a titled group that shows one option and reports each edit.

Why a base class: every box declared the same ``edited`` signal, bound its title the same way,
kept the option it shows and dropped an edit made while none is shown; now that contract, which
the option editor relies on when it turns ``edited(text, update)`` into one undoable change, is
written once.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGroupBox

from app.model import Option
from app.ui.texts import Texts


class OptionBox(QGroupBox):
    """Emits ``edited(text, update)``: ``text`` names the change (for Undo), ``update`` holds
    the Option fields it sets. ``title``: marked for translation in the subclass's context."""

    edited = Signal(str, dict)

    def __init__(self, texts: Texts, title: str, parent=None):
        super().__init__(parent)
        texts.bind(self.setTitle, title)
        self.option: Option | None = None

    def _emit(self, text: str, **update) -> None:
        """Report the edit ``update``, unless no option is shown (the box is being filled)."""
        if self.option is not None:
            self.edited.emit(text, update)
