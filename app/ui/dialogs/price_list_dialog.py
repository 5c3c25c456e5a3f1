"""Import a distributor's price list: what the app read, row by row, before anything is kept.

Why: a price list is the reseller's, its layout the distributor's, and a wrong column or a
misread price would go into every quote; so the dialog shows which column it took for what,
every matched row with its catalogue entry and price, every row it did not import with why,
and lets the user choose the columns where the content did not tell (then "Read again").
Nothing is kept until OK; the caller keeps the book (app.io.pricebook.store).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.errors import AppError
from app.io.pricebook.columns import ROLES
from app.ui.dialogs.dialog_parts import ok_cancel, open_file
from app.ui.i18n import N, T

CTX = "PriceList"
ROLE_LABELS = {"sku": N(CTX, "SKU / part number"), "description": N(CTX, "Description"),
               "price": N(CTX, "Price (EUR excl. VAT)"), "currency": N(CTX, "Currency"),
               "date": N(CTX, "Price date"), "valid_until": N(CTX, "Valid until")}


class PickPriceList:
    @classmethod
    def ask(cls, parent: QWidget | None) -> Path | None:
        return open_file(parent, T(CTX, "Import price list"),
                         T(CTX, "Price list (*.csv *.txt *.xlsx)"))


def _item(text) -> QTableWidgetItem:
    return QTableWidgetItem("" if text is None else str(text))  # plain text, never markup


class PriceListDialog(QDialog):
    """The read list: columns (changeable), matched rows, rows not imported."""

    def __init__(self, path: Path, catalog, lang: str = "en", parent: QWidget | None = None):
        super().__init__(parent)
        from app.io.pricebook.reader import read_table

        self.path, self.catalog, self.lang = Path(path), catalog, lang
        self.table = read_table(self.path)  # InputFileError: the caller says why
        self.result = None
        self.setWindowTitle(T(CTX, "Price list {name}").format(name=self.path.name))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit()
        self.day = QLineEdit()
        self.until = QLineEdit()
        self.day.setPlaceholderText(T(CTX, "from the list (dd-mm-yyyy)"))
        self.until.setPlaceholderText(T(CTX, "30 days after the list's date"))
        form.addRow(T(CTX, "Name"), self.name)
        form.addRow(T(CTX, "Date of the list"), self.day)
        form.addRow(T(CTX, "Prices valid until"), self.until)
        layout.addLayout(form)
        grid = QGridLayout()
        self.boxes: dict[str, QComboBox] = {}
        for i, role in enumerate(ROLES):
            box = QComboBox()
            box.addItem(T(CTX, "(found by content)"), None)
            for n, header in enumerate(self.table.header):
                box.addItem(header or f"#{n + 1}", str(n + 1))
            self.boxes[role] = box
            grid.addWidget(QLabel(T(CTX, ROLE_LABELS[role])), i // 3, 2 * (i % 3))
            grid.addWidget(box, i // 3, 2 * (i % 3) + 1)
        layout.addLayout(grid)
        again = QPushButton(T(CTX, "Read again"))
        again.clicked.connect(self.read)
        layout.addWidget(again)
        self.summary = QLabel(wordWrap=True)
        layout.addWidget(self.summary)
        self.matched = QTableWidget(0, 5)
        self.matched.setHorizontalHeaderLabels([T(CTX, "Row"), T(CTX, "Catalogue entry"),
                                                T(CTX, "Price"), T(CTX, "SKU"),
                                                T(CTX, "Description")])
        self.unmatched = QTableWidget(0, 3)
        self.unmatched.setHorizontalHeaderLabels([T(CTX, "Row"), T(CTX, "Text"),
                                                  T(CTX, "Why not imported")])
        for view in (self.matched, self.unmatched):
            view.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(QLabel(T(CTX, "Imported rows")))
        layout.addWidget(self.matched, 1)
        layout.addWidget(QLabel(T(CTX, "Rows not imported")))
        layout.addWidget(self.unmatched, 1)
        self.problem = QLabel(wordWrap=True, styleSheet="color: #b00020")
        layout.addWidget(self.problem)
        from app.ui.plain_text import plain_labels

        buttons = ok_cancel(self, self._accept)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        plain_labels(self)  # file names, descriptions and reasons are the list's text
        self.resize(900, 640)
        self.read()

    def choose(self, role: str, header: str) -> None:
        """Pick the column named ``header`` for ``role`` (as the user does in the combo)."""
        box = self.boxes[role]
        box.setCurrentIndex(max(0, box.findText(header)))

    def _day(self, widget: QLineEdit):
        from app.io.pricebook.numbers import Unreadable, parse_date

        text = widget.text().strip()
        if not text:
            return None
        try:
            return parse_date(text)
        except Unreadable as exc:
            raise AppError(exc.args[0]) from None

    def read(self) -> None:
        """Read the rows with the columns chosen; show what came out, or why nothing did."""
        from app.io.pricebook.importer import import_table
        from app.ui.refusals import problem_text

        columns = {role: box.currentData() for role, box in self.boxes.items()}
        try:
            self.result = import_table(self.table, self.path, self.catalog,
                                       name=self.name.text(), list_date=self._day(self.day),
                                       valid_until=self._day(self.until), columns=columns)
        except AppError as exc:
            self.result = None
            self.problem.setText(problem_text(exc))
            self.summary.setText("")
            self.matched.setRowCount(0)
            self.unmatched.setRowCount(0)
            self.ok.setEnabled(False)
            return
        self.problem.setText("")
        book = self.result.book
        if not self.name.text().strip():
            self.name.setText(book.name)
        self._show(book)
        self.ok.setEnabled(bool(book.prices))

    def _show(self, book) -> None:
        from app.io.words.formatting import day, money
        from app.ui.refusals import said_text

        self.summary.setText(T(CTX, "{matched} of {total} rows imported; list of {date}, prices "
                                    "valid until {until}.").format(
            matched=len(book.prices), total=len(book.prices) + len(book.unmatched),
            date=day(book.list_date, self.lang), until=day(book.valid_until, self.lang))
            + " " + T(CTX, "Columns: {columns}.").format(columns=", ".join(
                f"{T(CTX, ROLE_LABELS[role])} = {self.table.header[i] or f'#{i + 1}'}"
                for role, i in self.result.mapping.as_dict().items() if i is not None)))
        self.matched.setRowCount(len(book.prices))
        for r, p in enumerate(book.prices):
            entry = self.catalog.kind(p.kind).get(p.catalog_id)
            name = getattr(entry, "model", None) or getattr(entry, "name", p.catalog_id)
            for c, text in enumerate((p.row, name, money(p.price, "EUR", self.lang), p.sku,
                                      p.description)):
                self.matched.setItem(r, c, _item(text))
        self.unmatched.setRowCount(len(book.unmatched))
        for r, (u, why) in enumerate(zip(book.unmatched, self.result.reasons, strict=True)):
            for c, text in enumerate((u.row, u.text, said_text(why, self.lang))):
                self.unmatched.setItem(r, c, _item(text))
        self.matched.resizeColumnsToContents()
        self.unmatched.resizeColumnsToContents()

    def _accept(self) -> None:
        self.read()  # the name and dates as typed now
        if self.result is not None and self.result.book.prices:
            self.accept()
