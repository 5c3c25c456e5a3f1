"""Texts that follow the language: a page registers each widget text once, with its setter,
and ``retranslate()`` sets them all again after a language switch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QWidget

from app.ui.i18n import T

#: form labels up to this many characters stay on one line (see Texts.form_label)
WRAP_FROM = 26


class Texts:
    def __init__(self, context: str):
        self.context = context
        self._items: list[tuple[Callable[[str], None], str]] = []

    def bind(self, setter: Callable[[str], None], text: str) -> None:
        """Call ``setter`` with the translation of ``text`` now and on every retranslate."""
        self._items.append((setter, text))
        setter(T(self.context, text))

    def label(self, text: str, parent: QWidget | None = None) -> QLabel:
        """A label of the app's own (translated) text, which may hold markup such as <b>."""
        from app.ui.plain_text import trust_markup

        widget = trust_markup(QLabel(parent))
        widget.setWordWrap(True)
        self.bind(widget.setText, text)
        return widget

    def form_label(self, text: str, wrap_from: int = WRAP_FROM) -> QLabel:
        """A form row's label: on one line while the translation is short (a wrapped short label
        in a QFormLayout gets one line's height and is cut: "Voedingen geplaatst"), wrapped
        only when it is longer than ``wrap_from`` characters (app.ui.form_labels keeps a wrapped
        one as tall as its lines)."""
        widget = self.label("")

        def set_text(translated: str) -> None:
            widget.setWordWrap(len(translated) > wrap_from)
            widget.setText(translated)

        self._items.pop()  # the empty text bound by label(); this setter replaces it
        self.bind(set_text, text)
        return widget

    def button(self, text: str) -> QPushButton:
        widget = QPushButton()
        self.bind(widget.setText, text)
        return widget

    def group(self, text: str) -> QGroupBox:
        widget = QGroupBox()
        self.bind(widget.setTitle, text)
        return widget

    def retranslate(self) -> None:
        for setter, text in self._items:
            setter(T(self.context, text))


def whole_placeholder(edit) -> None:
    """Make ``edit`` at least as wide as its grey hint, so the hint reads whole (the Dutch
    seller form's "bijv. NLdigital Voorwaarden 2025, gede…" and the Export dialog's seller
    hint were cut)."""
    width = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    edit.setMinimumWidth(width + 24)  # the frame and the text margins
