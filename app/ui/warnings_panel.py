"""The plausibility warnings of the quote on the Results page: each one with a
Dismiss button; a dismissal is an undoable quote edit, saved with the quote, and hides the
warning here and beside its field. Warnings never block the results."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.ui.i18n import N, T
from app.ui.number_field import WARNING_STYLE

CTX = "Results"
TITLE = N(CTX, "Please check")
DISMISS = N(CTX, "Dismiss")


class WarningsPanel(QFrame):
    def __init__(self, state, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(8, 4, 8, 4)
        self.buttons: dict[str, QPushButton] = {}
        self._shown: list | None = None

    def refresh(self) -> None:
        """One row per undismissed warning; hidden when there is none."""
        shown = [(w.key, self.state.warning_text(w)) for w in self.state.warnings]
        if shown == self._shown:
            return
        self._shown = shown
        while self.rows.count():
            old = self.rows.takeAt(0).widget()
            if old is not None:  # gone now, not at the next turn of the event loop
                old.hide()
                old.setParent(None)
                old.deleteLater()
        self.buttons = {}
        if shown:
            title = QLabel(T(CTX, TITLE), textFormat=Qt.TextFormat.PlainText)
            title.setStyleSheet(WARNING_STYLE + "; font-weight: bold")
            self.rows.addWidget(title)
        for key, text in shown:
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            label = QLabel(text, textFormat=Qt.TextFormat.PlainText)  # option labels are user text
            label.setWordWrap(True)
            label.setStyleSheet(WARNING_STYLE)
            button = QPushButton(T(CTX, DISMISS))
            button.clicked.connect(lambda _=False, k=key: self.state.dismiss_warning(k))
            line.addWidget(label, 1)
            line.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.rows.addWidget(row)
            self.buttons[key] = button
        self.setVisible(bool(shown))

    def texts(self) -> list[str]:
        return [text for _key, text in self._shown or []]

    def retranslate(self) -> None:
        self._shown = None
        self.refresh()
