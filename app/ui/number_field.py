"""NumberField: the one input for a number in the app.

Qt's spin boxes read the operating system's locale, clip what is out of range and drop the
keystroke that would leave it (150 % became 15 %). This field instead shows and reads the
number in the UI language (app.io.words.number_text), whatever the OS locale, and when a committed
entry is no number or out of range it says why beside the field, in the UI language and in the
CLI's words ("must be at most 100 %"), and keeps the previous value. Ranges come from the model
(``Bounds``), so the GUI refuses what the quote file would refuse.

A plausibility warning (app.calc.plausibility) may be shown under the field too; it never
blocks. ``committed`` carries the new value in the stored unit (a fraction for a percent field;
None for an emptied optional field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from app.io.words.formatting import currency_symbol
from app.io.words.number_text import (
    EMPTY,
    NOT_A_NUMBER,
    NOT_WHOLE,
    WRONG_FORMAT,
    NumberTextError,
    example,
    parse_number,
    show_money,
    show_number,
)
from app.ui.i18n import N, T, current_language

if TYPE_CHECKING:  # app.model loads pydantic: not before a fast start's first paint
    from app.model.ranges import Bounds

CTX = "Numbers"
ERROR_STYLE = "color: #b00020"
WARNING_STYLE = "color: #8a4b00"
REASONS = {EMPTY: N(CTX, "a number is needed"), NOT_A_NUMBER: N(CTX, "not a number"),
           WRONG_FORMAT: N(CTX, "not a number in this language's format (e.g. {example})"),
           NOT_WHOLE: N(CTX, "must be a whole number")}
#: app.model.ranges.WORDING, translated
BOUND_REASONS = {"ge": N(CTX, "must be at least {bound}"), "gt": N(CTX, "must be more than {bound}"),
                 "le": N(CTX, "must be at most {bound}"), "lt": N(CTX, "must be less than {bound}")}


class NumberField(QWidget):
    """A line edit for one number plus its refusal or warning underneath.

    ``digits``: decimals shown at most (``min_digits`` at least); ``scale``: shown per stored
    (100 for a fraction shown in percent); ``suffix``: the unit shown after the number;
    ``bounds``: in the stored unit; ``optional``: empty means None (``none_text`` says what
    that is); ``integer``: whole numbers only; ``currency``: show as money (``€ 12.345,68``).
    """

    committed = Signal(object)

    def __init__(self, digits: int = 2, *, min_digits: int = 0, scale: float = 1.0,
                 suffix: str = "", bounds: Bounds | None = None, optional: bool = False,
                 none_text: str = "", integer: bool = False, currency: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        from app.model.ranges import Bounds

        self.digits, self.min_digits = (0, 0) if integer else (digits, min_digits)
        self.scale, self.suffix, self.optional, self.integer = scale, suffix, optional, integer
        self.currency = currency
        self._bounds = bounds or Bounds()
        self._none_text = none_text
        self._value: float | None = None
        self._warning = ""
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.edit = QLineEdit()
        self.edit.setMinimumWidth(140)
        self.edit.editingFinished.connect(self.commit)
        self.edit.installEventFilter(self)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setProperty("kind", "warning")
        self.message.hide()
        column.addWidget(self.edit)
        column.addWidget(self.message)
        self._render()

    # --- the value -------------------------------------------------------------------------
    def value(self) -> float | None:
        return self._value

    def setValue(self, value: float | None) -> None:  # noqa: N802 - Qt style, like a spin box
        """Show ``value`` (stored unit) without emitting; a refusal shown is cleared."""
        self._value = None if value is None else (int(round(value)) if self.integer else value)
        self._render()
        self._show_message()

    def set_bounds(self, bounds: Bounds) -> None:
        self._bounds = bounds

    def set_none_text(self, text: str) -> None:
        self._none_text = text
        self.edit.setPlaceholderText(text)

    def set_currency(self, currency: str) -> None:
        if currency != self.currency:
            self.currency = currency
            self._render()

    def text(self) -> str:
        return self.edit.text()

    def shown(self, value: float | None) -> str:
        """``value`` (stored unit) as this field writes it in the UI language."""
        if value is None:
            return ""
        lang, v = current_language(), value * self.scale
        if self.currency:
            return show_money(v, self.currency, lang)
        return show_number(v, lang, self.digits, self.min_digits) + self.suffix

    def _render(self) -> None:
        text = self.shown(self._value)
        if text != self.edit.text() or self.edit.isModified():  # few Qt calls: a refresh sets
            self.edit.setText(text)  # every field of a page; setText also clears isModified
            self.edit.setCursorPosition(0)
        placeholder = self._none_text if self.optional else ""
        if placeholder != self.edit.placeholderText():
            self.edit.setPlaceholderText(placeholder)

    # --- committing a typed text -----------------------------------------------------------
    def commit(self) -> None:
        """Read the typed text (Return or leaving the field); emit or refuse with the reason."""
        if not self.edit.isModified():
            return
        typed = self.edit.text()
        try:
            new = self._read(typed)
        except ValueError as exc:
            self.refuse(str(exc), typed)
            return
        self.edit.setModified(False)
        if new == self._value:
            self.setValue(new)
            return
        self.setValue(new)
        self.committed.emit(new)

    def _read(self, typed: str) -> float | None:
        """The stored value of ``typed``; ValueError with the reason in the UI language."""
        lang = current_language()
        symbol = currency_symbol(self.currency, lang) if self.currency else ""
        units = tuple(u for u in (self.suffix, "%", self.currency or "", symbol) if u.strip())
        try:
            shown = parse_number(typed, lang, units, integer=self.integer)
        except NumberTextError as exc:
            raise ValueError(T(CTX, REASONS[exc.code]).format(example=example(lang))) from None
        if shown is None:
            if self.optional:
                return None
            raise ValueError(T(CTX, REASONS[EMPTY]))
        problem = self._bounds.scaled(self.scale).problem(shown)
        if problem is not None:
            kind, bound = problem
            bound_text = (show_money(bound, self.currency, lang) if self.currency else
                          show_number(bound, lang, max(self.digits, 4)) + self.suffix)
            raise ValueError(T(CTX, BOUND_REASONS[kind]).format(bound=bound_text))
        value = shown / self.scale
        return int(round(value)) if self.integer else value

    def refuse(self, reason: str, typed: str | None = None) -> None:
        """Show why the entry was refused; the value stays what it was."""
        typed = self.edit.text() if typed is None else typed
        kept = self.shown(self._value) or self._none_text
        self._show_message(T(CTX, "{typed}: {reason}; the value stays {kept}").format(
            typed=typed.strip() or "“”", reason=reason, kept=kept or "–"))

    def refusal(self) -> str:
        """The refusal shown now ("" when none)."""
        return self.message.text() if self.message.property("kind") == "error" else ""

    # --- warnings --------------------------------------------------------------------------
    def set_warning(self, text: str) -> None:
        """A plausibility warning under the field ("" for none); a refusal goes first."""
        self._warning = text
        if not self.refusal():
            self._show_message()

    def warning(self) -> str:
        return self._warning

    def _show_message(self, error: str = "") -> None:
        text, kind = error or self._warning, "error" if error else "warning"
        if (text, kind) == (self.message.text(), self.message.property("kind")):
            return
        self.message.setProperty("kind", kind)
        self.message.setStyleSheet(ERROR_STYLE if error else WARNING_STYLE)
        self.edit.setStyleSheet("border: 1px solid #b00020" if error else "")
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.layout().invalidate()  # a message of more lines: the form must grow (no clipping)
        self.updateGeometry()

    # --- Qt --------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (watched is self.edit and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Escape and self.edit.isModified()):
            self.setValue(self._value)  # Escape: back to the value
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and not self.edit.isModified():
            self._render()  # the number in the new language's format
        super().changeEvent(event)


def field_for(model, name: str, digits: int = 2, **kwargs) -> NumberField:
    """A NumberField with the range pydantic checks on ``model.name``."""
    from app.model.ranges import field_bounds

    return NumberField(digits, bounds=field_bounds(model, name), **kwargs)
