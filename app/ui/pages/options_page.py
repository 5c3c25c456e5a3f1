"""The Options page: the baseline and candidates in a list (add, duplicate, remove, reorder,
rename) beside the editor of the selected one."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.errors import AppError
from app.model import Option
from app.ui.form_labels import keep_form_labels_whole
from app.ui.i18n import N, T
from app.ui.models.options_list import OptionsListModel
from app.ui.pages.option_editor import OptionEditor
from app.ui.pages.option_fit import auto_label, default_option, is_auto_label, unique_label
from app.ui.refusals import problem_text
from app.ui.texts import Texts

CTX = "Options"


class OptionsPage(QSplitter):
    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.model = OptionsListModel(self)
        self.model.rename_requested.connect(lambda row, text: self._edit(row, "rename", {"label": text}))
        left = QWidget()
        column = QVBoxLayout(left)
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.selectionModel().currentChanged.connect(lambda *_: self._show_current())
        column.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.buttons = {}
        for key, text, slot in (("add", N(CTX, "Add"), self.add), ("dup", N(CTX, "Duplicate"), self.duplicate),
                                ("remove", N(CTX, "Remove"), self.remove),
                                ("up", N(CTX, "Up"), lambda: self.move(-1)),
                                ("down", N(CTX, "Down"), lambda: self.move(1))):
            button = self.texts.button(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[key] = button
        column.addLayout(buttons)
        more = QHBoxLayout()
        for key, text, slot in (("suggest", N(CTX, "Suggest…"), self.suggest),
                                ("custom", N(CTX, "Custom server…"), self.custom_server)):
            button = self.texts.button(text)
            button.clicked.connect(slot)
            more.addWidget(button)
            self.buttons[key] = button
        column.addLayout(more)
        self.error = QLabel(styleSheet="color: #b00020")
        self.error.setWordWrap(True)
        column.addWidget(self.error)
        self.editor = OptionEditor(state)
        self.editor.edited.connect(lambda text, update: self._edit(self.current_row(), text, update))
        scroll = QScrollArea(widgetResizable=True)
        scroll.setWidget(self.editor)
        keep_form_labels_whole(self.editor)  # a long translation's wrapped label keeps its lines
        self.addWidget(left)
        self.addWidget(scroll)
        self.setSizes([320, 700])
        state.quote_changed.connect(self.refresh)
        state.results_changed.connect(self.refresh)
        state.catalog_changed.connect(self.refresh)
        self.refresh()

    def current_row(self) -> int:
        return self.list.currentIndex().row()

    def select(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.list.selectionModel().setCurrentIndex(
                self.model.index(row), QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def refresh(self) -> None:
        row = max(self.current_row(), 0)
        self.model.set_quote(self.state.quote, self.state.result)
        self.select(min(row, self.model.rowCount() - 1))
        self._show_current()

    def _show_current(self) -> None:
        row, options = self.current_row(), self.state.quote.options
        option = options[row] if 0 <= row < len(options) else None
        result = None
        if option is not None and self.state.result is not None:
            result = next((r for r in self.state.result.options if r.label == option.label), None)
        self.editor.show_option(option, result)

    # --- edits -----------------------------------------------------------------------------
    def _set(self, options: list[Option], text: str, select: int) -> None:
        try:
            self.state.set_options(options, text)
            self.error.clear()
        except AppError as exc:
            self.error.setText(problem_text(exc))
        self.select(select)

    def _edit(self, row: int, text: str, update: dict) -> None:
        if not 0 <= row < len(self.state.quote.options):
            return
        options = list(self.state.quote.options)
        if update.get("baseline"):
            options = [o.model_copy(update={"baseline": False}) for o in options]
        follows = "label" not in update and is_auto_label(self.state, options[row])
        try:
            options[row] = Option.model_validate({**options[row].model_dump(), **update})
            if follows:  # the auto-name follows GPU, count and server until the user renames
                taken = {o.label for i, o in enumerate(options) if i != row}
                label = unique_label(auto_label(self.state, options[row]), taken)
                options[row] = options[row].model_copy(update={"label": label})
        except ValueError as exc:
            self.error.setText(_reason(exc))
            self.refresh()
            return
        self._set(options, text, row)

    def add(self) -> None:
        try:
            option = default_option(self.state)
        except AppError as exc:
            self.error.setText(problem_text(exc))
            return
        option = _with_default_reserve(self.state, option)
        self._set([*self.state.quote.options, option], "add option", len(self.state.quote.options))

    def suggest(self):
        """Open the Suggest view (the configurator); it adds its choice as a new option."""
        from app.ui.dialogs.suggest_dialog import SuggestDialog

        self.suggest_dialog = SuggestDialog(self.state, self)
        self.suggest_dialog.open()
        return self.suggest_dialog

    def custom_server(self):
        """Open the custom-server dialog: a baseline for hardware the catalogue lacks."""
        from app.ui.dialogs.custom_server_dialog import CustomServerDialog

        self.custom_dialog = CustomServerDialog(self.state, self)
        self.custom_dialog.open()
        return self.custom_dialog

    def duplicate(self) -> None:
        row = self.current_row()
        if row < 0:
            return
        source = self.state.quote.options[row]
        label = unique_label(source.label, {o.label for o in self.state.quote.options})
        # a new candidate: its load over the day is not measured (the tariff's even spread)
        copy = source.model_copy(update={"label": label, "baseline": False,
                                         "measured_load": None})
        self._set([*self.state.quote.options, copy], "duplicate option", len(self.state.quote.options))

    def remove(self) -> None:
        row = self.current_row()
        if row >= 0:
            options = [o for i, o in enumerate(self.state.quote.options) if i != row]
            self._set(options, "remove option", min(row, len(options) - 1))

    def move(self, step: int) -> None:
        row, options = self.current_row(), list(self.state.quote.options)
        if 0 <= row < len(options) and 0 <= row + step < len(options):
            options[row], options[row + step] = options[row + step], options[row]
            self._set(options, "reorder options", row + step)

    def retranslate(self) -> None:
        self.texts.retranslate()
        self.editor.texts.retranslate()
        self.refresh()


def _reason(exc: ValueError) -> str:
    """Why the option was refused, in the UI's language."""
    from pydantic import ValidationError

    from app.model.messages import describe
    if isinstance(exc, ValidationError):
        return problem_text(describe(exc, T(CTX, "option")))
    return problem_text(exc)


def _with_default_reserve(state, option: Option) -> Option:
    """A new purchased candidate stores the default reserve (app.calc.reserve): N+1 when the
    current configuration runs more than one server."""
    from app.calc import reserve

    quote, result = state.quote, state.result
    base = reserve.baseline_servers(quote, result.options if result is not None else None)
    return reserve.with_default(quote, option, base)
