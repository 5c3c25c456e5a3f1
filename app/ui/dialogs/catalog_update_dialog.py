"""Dialogs of a catalogue update: pick the .zip, read its release note before installing, and
choose which newer catalogue values the open quote takes over (part, field, old -> new, source).

Each is a classmethod ``ask`` returning a plain value (tests replace ``ask``). The release note
is shown as plain text: it comes from a file passed around, and must not become markup.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.io.catalog.diff import Difference
from app.io.catalog.release import shown_text
from app.io.words.formatting import number
from app.io.words.labels import sourced
from app.ui.dialogs.dialog_parts import open_file
from app.ui.i18n import N, T
from app.ui.models.catalog_fields import field_label
from app.ui.plain_text import tooltip_text

CTX = "CatalogUpdate"
COLUMNS = (N(CTX, "Part"), N(CTX, "Field"), N(CTX, "In the quote"), N(CTX, "In the catalogue"),
           N(CTX, "Source"))


class PickCatalogue:
    @classmethod
    def ask(cls, parent: QWidget | None) -> Path | None:
        return open_file(parent, T(CTX, "Install catalogue"), T(CTX, "Catalogue (*.zip)"))


def shown_day(text: str, lang: str) -> str:
    """A catalogue's ISO date as the UI language writes dates."""
    from datetime import date

    from app.io.words.formatting import day

    return day(date.fromisoformat(text), lang) if text else "?"


def _plain_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # dates and file names, never markup
    label.setWordWrap(True)
    return label


def _note_view(releases) -> QPlainTextEdit:
    """The release note's sections as read-only plain text (a note never becomes markup)."""
    view = QPlainTextEdit()
    view.setReadOnly(True)
    view.setPlainText(shown_text(releases) if releases
                      else T(CTX, "The new catalogue has no release note for this update."))
    return view


class OfferDialog(QDialog):
    """The catalogue's dates and its release note, with Install and Cancel."""

    def __init__(self, report, source: Path, lang: str = "en", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "Install catalogue"))
        self.resize(640, 480)
        column = QVBoxLayout(self)
        column.addWidget(_plain_label(T(CTX, "Install the catalogue of {new} from {file}? The "
                                             "catalogue in use is of {old}; your catalogue edits "
                                             "are kept.").format(new=shown_day(report.new_date, lang),
                                                                 file=source.name,
                                                                 old=shown_day(report.old_date, lang))))
        column.addWidget(_plain_label(T(CTX, "What changed, and why:")))
        self.note = _note_view(report.releases)
        column.addWidget(self.note, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        install = buttons.addButton(T(CTX, "Install"), QDialogButtonBox.ButtonRole.AcceptRole)
        install.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        install.setFocus()


class OfferCatalogue:
    @classmethod
    def ask(cls, parent: QWidget | None, report, source: Path, lang: str) -> bool:
        """Whether to install the catalogue ``report`` describes (``app.io.catalog.update.offer``)."""
        return OfferDialog(report, source, lang, parent).exec() == QDialog.DialogCode.Accepted


class ReleaseNoteDialog(QDialog):
    """What changed in a catalogue that came with a new app version, and why (read only)."""

    def __init__(self, upgrade, lang: str = "en", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "What changed in the catalogue"))
        self.resize(640, 480)
        column = QVBoxLayout(self)
        new = shown_day(upgrade.active, lang)
        column.addWidget(_plain_label(
            T(CTX, "The catalogue of {new} replaces the one of {old}:").format(
                new=new, old=shown_day(upgrade.seen, lang)) if upgrade.seen else
            T(CTX, "The catalogue of {new}:").format(new=new)))
        self.note = _note_view(upgrade.releases)
        column.addWidget(self.note, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(T(CTX, "Close"))
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)


class ReleaseNote:
    @classmethod
    def ask(cls, parent: QWidget | None, upgrade, lang: str) -> None:
        """Show the release note of ``upgrade`` (``app.io.catalog.upgrade.pending_upgrade``)."""
        ReleaseNoteDialog(upgrade, lang, parent).exec()


def shown_value(value, lang: str) -> str:
    """A catalogue value as the Catalogue page shows it; a dash for none."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return number(value, 4, lang).rstrip("0").rstrip(".,")
    return str(value)


class QuoteUpdateDialog(QDialog):
    """One ticked row per difference; the quote takes over the ticked ones only."""

    def __init__(self, diffs: list[Difference], lang: str, parent: QWidget | None = None,
                 workloads: dict | None = None):
        super().__init__(parent)
        self.diffs = diffs
        self.setWindowTitle(T(CTX, "Update the quote from the catalogue"))
        self.resize(900, 420)
        column = QVBoxLayout(self)
        column.addWidget(_plain_label(T(CTX, "The catalogue in use has other values for parts "
                                             "this quote uses. Tick the ones the quote should "
                                             "take over; the others keep the quote's own value. "
                                             "Undo reverts the update.")))
        self.table = QTableWidget(len(diffs), len(COLUMNS))
        self.table.setHorizontalHeaderLabels([T(CTX, c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        for row, diff in enumerate(diffs):
            source = sourced(diff.confidence, diff.source, lang)
            cells = (diff.name, field_label(diff.field, workloads, lang),
                     shown_value(diff.old, lang), shown_value(diff.new, lang), source)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(tooltip_text(source if col == 4 else diff.key))
                self.table.setItem(row, col, item)
            first = self.table.item(row, 0)
            first.setFlags(first.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            first.setCheckState(Qt.CheckState.Checked)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        column.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = buttons.addButton(T(CTX, "Update the quote"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)

    def ticked(self) -> list[Difference]:
        return [d for row, d in enumerate(self.diffs)
                if self.table.item(row, 0).checkState() == Qt.CheckState.Checked]


class QuoteUpdate:
    @classmethod
    def ask(cls, parent: QWidget | None, diffs: list[Difference], lang: str) -> list[Difference]:
        """The differences the user accepted ([] when cancelled)."""
        catalog = getattr(getattr(parent, "state", None), "catalog", None)
        dialog = QuoteUpdateDialog(diffs, lang, parent, getattr(catalog, "workloads", None))
        return dialog.ticked() if dialog.exec() == QDialog.DialogCode.Accepted else []
