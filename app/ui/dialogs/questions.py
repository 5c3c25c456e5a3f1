"""Small dialogs, each a classmethod ``ask`` returning a plain value (tests replace ``ask``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QWidget,
)

from app.ui.dialogs.dialog_parts import language_choice, ok_cancel, open_file
from app.ui.i18n import N, T

CTX = "Dialogs"
QUOTE_FILTER = N(CTX, "GPU TCO quotes (*.quote.json *.json)")


class UnsavedChanges:
    @classmethod
    def ask(cls, parent: QWidget | None, name: str) -> str:
        """"save", "discard" or "cancel"."""
        box = QMessageBox(QMessageBox.Icon.Question, T(CTX, "Unsaved changes"),
                          T(CTX, "Save the changes to {name}?").format(name=name),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, parent)
        answer = box.exec()
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(QMessageBox.StandardButton(answer), "cancel")


class ChangedOnDisk:
    """Before a save over a file that someone else wrote since this window read or saved it
    (another window on the same quote, a colleague on a share)."""

    @classmethod
    def build(cls, parent: QWidget | None, name: str) -> tuple[QMessageBox, dict]:
        box = QMessageBox(QMessageBox.Icon.Warning, T(CTX, "The file changed on disk"),
                          T(CTX, "{name} was changed on disk after you opened or last saved it "
                                 "(by another window or program). Saving now would overwrite "
                                 "those changes.").format(name=name), QMessageBox.StandardButton.NoButton,
                          parent)
        box.setInformativeText(T(CTX, "Reload the file (your unsaved changes here are lost), or "
                                      "save your version under another name."))
        buttons = {
            box.addButton(T(CTX, "Save as…"), QMessageBox.ButtonRole.AcceptRole): "save_as",
            box.addButton(T(CTX, "Reload from disk"), QMessageBox.ButtonRole.DestructiveRole):
                "reload",
            box.addButton(T(CTX, "Cancel"), QMessageBox.ButtonRole.RejectRole): "cancel",
        }
        box.setDefaultButton(next(b for b, v in buttons.items() if v == "save_as"))
        return box, buttons

    @classmethod
    def ask(cls, parent: QWidget | None, name: str) -> str:
        """"save_as", "reload" or "cancel"."""
        box, buttons = cls.build(parent, name)
        box.exec()
        return buttons.get(box.clickedButton(), "cancel")


class RecoverAutosave:
    @classmethod
    def text(cls, path: Path) -> str:
        """The question, naming the quote as the user knows it (its file, else its customer)
        and when it was autosaved, in the UI's language; never the autosave's own file name."""
        from PySide6.QtCore import QDateTime, QLocale

        from app.io.quote.autosave import describe

        found = describe(path)
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(found.saved_at)),
                                  QLocale.FormatType.ShortFormat) if found.saved_at else ""
        if found.quote_file is not None:
            quote = T(CTX, "the quote {file}").format(file=found.quote_file.name)
        elif found.customer:
            quote = T(CTX, "the new, unsaved quote for {customer}").format(customer=found.customer)
        else:
            quote = T(CTX, "a new, unsaved quote")
        if when:
            return T(CTX, "GPU TCO did not close properly last time. Open the unsaved changes "
                          "to {quote}, autosaved {when}?").format(quote=quote, when=when)
        return T(CTX, "GPU TCO did not close properly last time. Open the unsaved changes to "
                      "{quote}?").format(quote=quote)

    @classmethod
    def ask(cls, parent: QWidget | None, path: Path) -> bool:
        """Whether to open the autosaved quote left by a session that did not end cleanly."""
        answer = QMessageBox.question(parent, T(CTX, "Recover unsaved work"), cls.text(path))
        return answer == QMessageBox.StandardButton.Yes


class ResetCatalogEdits:
    @classmethod
    def ask(cls, parent: QWidget | None, count: int, folder: Path) -> bool:
        """Whether to reset all ``count`` catalogue edits (a backup is kept in ``folder``)."""
        answer = QMessageBox.question(
            parent, T(CTX, "Reset all catalogue edits"),
            T(CTX, "Reset all {count} edited catalogue values to the shipped catalogue? A backup "
                   "of your edits is kept in {folder}; gpu-tco catalog import-edits FILE brings "
                   "them back.").format(count=count, folder=folder),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes


class ShowProblem:
    @classmethod
    def ask(cls, parent: QWidget | None, title: str, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok,
                          parent)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the message quotes file names and values
        box.exec()


class PickFile:
    @classmethod
    def ask(cls, parent: QWidget | None, save: bool, start: str = "") -> Path | None:
        if save:
            path, _ = QFileDialog.getSaveFileName(parent, T(CTX, "Save quote"), start,
                                                  T(CTX, QUOTE_FILTER))
            if path and not path.endswith(".json"):
                path += ".quote.json"
            return Path(path) if path else None
        return open_file(parent, T(CTX, "Open quote"), T(CTX, QUOTE_FILTER), start)


class SettingsDialog(QDialog):
    """Preferences: the language and the seller profiles the proposals carry."""

    def __init__(self, lang: str, parent: QWidget | None = None, region: str | None = None):
        from app.ui.dialogs.seller_form import SellerForm

        super().__init__(parent)
        self.setWindowTitle(T(CTX, "Settings"))
        form = QFormLayout(self)
        self.language = language_choice(lang)
        form.addRow(T(CTX, "Language"), self.language)
        self.region = QComboBox()  # Dutch as in the Netherlands or in Belgium (CLDR formats)
        self.language.currentIndexChanged.connect(lambda _: self._regions())
        self._regions(region)
        form.addRow(T(CTX, "Number and date formats"), self.region)
        self.seller_form = SellerForm(self)
        form.addRow(self.seller_form)
        form.addRow(ok_cancel(self))

    def _regions(self, chosen: str | None = None) -> None:
        """The regions of the chosen language's formats (English: none to choose)."""
        from app.ui.i18n import REGIONS

        current = chosen if chosen is not None else self.region.currentData()
        self.region.clear()
        for code, name in REGIONS.get(self.language.currentData(), {None: "—"}).items():
            self.region.addItem(name, code)
        self.region.setCurrentIndex(max(0, self.region.findData(current)))
        self.region.setEnabled(self.region.count() > 1)

    def choice(self) -> tuple[str, str | None]:
        return self.language.currentData(), self.region.currentData()

    @classmethod
    def ask(cls, parent: QWidget | None, lang: str,
            region: str | None = None) -> tuple[str, str | None] | None:
        """The chosen (language code, region), or None when cancelled."""
        dialog = cls(lang, parent, region)
        return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None
