"""File → Export…: the quote as an Excel workbook and/or a PDF proposal, in one language, into
one folder, optionally opening the folder afterwards.

``ExportDialog.ask`` returns plain values (an ``ExportChoice`` or None); ``run_export`` does the
work through ``app.io.export`` (no Qt there) and opens the folder with QDesktopServices. Tests
replace ``ask`` and call ``run_export`` directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.ui.dialogs.dialog_parts import language_choice, ok_cancel
from app.ui.i18n import T
from app.ui.refusals import problem_text
from app.ui.texts import whole_placeholder

CTX = "Export"


@dataclass(frozen=True)
class ExportChoice:
    """What the user chose: language, formats, target folder, and whether to open it.
    ``advice``: the PDF ends with the advisor's findings (only ever True with ``pdf``)."""

    lang: str
    xlsx: bool
    pdf: bool
    folder: Path
    open_folder: bool
    seller: Path | None = None
    advice: bool = False


class ExportDialog(QDialog):
    def __init__(self, lang: str, folder: Path, parent: QWidget | None = None, seller: str = ""):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "Export quote"))
        form = QFormLayout(self)
        self.language = language_choice(lang)
        form.addRow(T(CTX, "Language of the documents"), self.language)
        self.xlsx = QCheckBox(T(CTX, "Excel workbook (.xlsx) with live formulas"), checked=True)
        self.pdf = QCheckBox(T(CTX, "PDF proposal (.pdf)"), checked=True)
        form.addRow(T(CTX, "Files"), self.xlsx)
        form.addRow("", self.pdf)
        # off by default: the advice is for the seller's conversation, not part of the offer
        self.advice = QCheckBox(T(CTX, "Advice appendix in the PDF"), checked=False)
        self.advice.setToolTip(T(CTX, "The advisor's findings and power-cap sweet spots, as the "
                                      "PDF's last section"))
        form.addRow("", self.advice)
        self.folder = self._path_row(form, T(CTX, "Target folder"), str(folder), self._browse)
        self.profiles = QComboBox()
        self.profiles.addItem(T(CTX, "none"), "")
        from app.io.quote import seller as seller_store

        for name, path in seller_store.profiles().items():
            self.profiles.addItem(name, str(path))
        form.addRow(T(CTX, "Seller"), self.profiles)
        self.seller = self._path_row(form, T(CTX, "Seller profile (cover page)"), seller,
                                     self._pick_seller)
        self.seller.setPlaceholderText(T(CTX, "none: fill in a seller profile in Preferences"))
        whole_placeholder(self.seller)
        self.profiles.setCurrentIndex(max(0, self.profiles.findData(seller)))
        self.profiles.activated.connect(lambda: self.seller.setText(self.profiles.currentData()))
        self.open_folder = QCheckBox(T(CTX, "Open the folder afterwards"), checked=True)
        form.addRow("", self.open_folder)
        self.buttons = ok_cancel(self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(T(CTX, "Export"))
        form.addRow(self.buttons)
        for box in (self.xlsx, self.pdf):
            box.toggled.connect(self._update)
        self.folder.textChanged.connect(self._update)
        self._update()

    @staticmethod
    def _path_row(form: QFormLayout, label: str, text: str, choose) -> QLineEdit:
        """A path field with its Choose… button, as one form row."""
        edit = QLineEdit(text)
        button = QPushButton(T(CTX, "Choose…"))
        button.clicked.connect(choose)
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(button)
        form.addRow(label, row)
        return edit

    def _browse(self) -> None:
        path = QFileDialog.getExistingDirectory(self, T(CTX, "Target folder"), self.folder.text())
        if path:
            self.folder.setText(path)

    def _pick_seller(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, T(CTX, "Seller profile (cover page)"),
                                              self.seller.text(), "JSON (*.json)")
        if path:
            self.seller.setText(path)

    def _update(self) -> None:
        self.advice.setEnabled(self.pdf.isChecked())
        ok = (self.xlsx.isChecked() or self.pdf.isChecked()) and bool(self.folder.text().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def choice(self) -> ExportChoice:
        seller = self.seller.text().strip()
        return ExportChoice(self.language.currentData(), self.xlsx.isChecked(),
                            self.pdf.isChecked(), Path(self.folder.text().strip()).expanduser(),
                            self.open_folder.isChecked(),
                            Path(seller).expanduser() if seller else None,
                            advice=self.advice.isChecked() and self.pdf.isChecked())

    @classmethod
    def ask(cls, parent: QWidget | None, lang: str, folder: Path,
            seller: str = "") -> ExportChoice | None:
        """The user's choice, or None when cancelled."""
        dialog = cls(lang, folder, parent, seller)
        return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None


def export_stem(quote, path: Path | None) -> str:
    """The files' base name: the quote file's name, else its reference, title or customer."""
    from app.io.export import _stem
    return _stem(quote, Path(path) if path else None)


def run_export(quote, choice: ExportChoice, stem: str, seller=None,
               open_folder=None) -> list[Path]:
    """Write the chosen files as ``<folder>/<stem>.<lang>.xlsx|pdf``; returns them.

    Raises AppError (ExportError) naming the file when one cannot be written. ``open_folder``
    replaces QDesktopServices in tests."""
    from app.io.export import export_quote

    if not (choice.xlsx or choice.pdf):
        return []
    base = choice.folder / f"{stem}.{choice.lang}"
    written = export_quote(quote, lang=choice.lang, seller=seller,
                           xlsx=base.with_name(base.name + ".xlsx") if choice.xlsx else None,
                           pdf=base.with_name(base.name + ".pdf") if choice.pdf else None,
                           advice=choice.advice and choice.pdf)
    if choice.open_folder and written:
        (open_folder or _open_folder)(choice.folder)
    return written


def _open_folder(folder: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def export_from_state(parent: QWidget | None, state) -> list[Path]:
    """File → Export…: ask, export the open quote, report a problem; returns the files.

    ``state`` is the AppState (its quote, path and language); nothing here edits the quote."""
    from app.errors import AppError
    from app.ui import settings
    from app.ui.dialogs.questions import ShowProblem

    folder = state.path.parent if state.path else Path.home()
    choice = ExportDialog.ask(parent, state.lang, folder, settings.seller_profile())
    if choice is None:
        return []
    settings.set_seller_profile(str(choice.seller or ""))
    try:
        return run_export(state.quote, choice, export_stem(state.quote, state.path),
                          seller=choice.seller)
    except AppError as exc:
        ShowProblem.ask(parent, T(CTX, "Export failed"), problem_text(exc))
        return []
