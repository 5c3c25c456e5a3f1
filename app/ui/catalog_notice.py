"""The notice that a quote's own copy of its parts is older than the catalogue in use.

Quotes embed every catalogue entry they use, so their numbers stay put when the catalogue
changes. This notice, on the Results and Catalogue pages, says when the catalogue in use has
other values for those parts and offers "Review and update the quote…": the differences (part,
field, old -> new, source) with a tick each; only the ticked ones are taken over, in one edit
that Undo reverts. It never reads the catalogue itself: until the app has read it (after the
first paint) the notice stays hidden, so a fast start is not slowed down.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from app.errors import AppError
from app.ui.i18n import N, T
from app.ui.refusals import problem_text
from app.ui.texts import Texts

CTX = "Catalogue"


def notice_row(frame: QFrame, background: str) -> tuple[QHBoxLayout, QLabel]:
    """A notice's coloured panel: its row, with the plain-text, wrapped label first."""
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.setStyleSheet(f"QFrame {{ background: {background}; }}")
    row = QHBoxLayout(frame)
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return row, label


class CatalogNotice(QFrame):
    #: (text, is a problem): what happened after a review, for the page to show
    said = Signal(str, bool)

    def __init__(self, state, parent: QWidget | None = None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.differences: list = []
        row, self.text = notice_row(self, "#fff4d6")
        self.review = self.texts.button(N(CTX, "Review and update the quote…"))
        self.review.clicked.connect(self.review_differences)
        row.addWidget(self.text, 1)
        row.addWidget(self.review)
        self.hide()
        for signal in (state.quote_changed, state.catalog_changed, state.catalog_read):
            signal.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Shown while the quote's parts have values the catalogue in use has otherwise."""
        if not self.state.catalog_loaded or self.state.quote is None:
            self.differences = []
            self.hide()
            return
        self.differences = self.state.catalog_differences()
        parts = {(d.kind, d.entry_id) for d in self.differences}
        self.text.setText(T(CTX, "This quote keeps its own copy of the parts it uses; the "
                                 "catalogue in use ({date}) has other values for {parts}: "
                                 "{values}.").format(
            parts=self._counted(len(parts), N(CTX, "part"), N(CTX, "parts")),
            values=self._counted(len(self.differences), N(CTX, "value"), N(CTX, "values")),
            date=self.day_text(self.state.catalog.date)))
        self.setVisible(bool(self.differences))

    def review_differences(self) -> None:
        from app.ui.dialogs.catalog_update_dialog import QuoteUpdate

        self.refresh()
        if not self.differences:
            return
        accepted = QuoteUpdate.ask(self, self.differences, self.state.lang)
        if not accepted:
            return
        values = self._counted(len(accepted), N(CTX, "value"), N(CTX, "values"))
        try:
            self.state.update_from_catalog(accepted, T(CTX, "Update {values} from the "
                                                            "catalogue").format(values=values))
        except AppError as exc:
            self.said.emit(T(CTX, "Quote not updated: {reason}").format(
                reason=problem_text(exc)), True)
            return
        self.said.emit(T(CTX, "The quote took over {values} from the catalogue; Undo reverts "
                              "it.").format(values=values), False)

    def day_text(self, text: str) -> str:
        from app.ui.dialogs.catalog_update_dialog import shown_day  # loads the model: not at start

        return shown_day(text, self.state.lang)

    def _counted(self, count: int, one: str, other: str) -> str:
        from app.io.words.formatting import counted

        return counted(count, T(CTX, one), T(CTX, other), self.state.lang)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.retranslate()
            self.refresh()
        super().changeEvent(event)

