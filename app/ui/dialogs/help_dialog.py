"""Help → User guide: the markdown pages in resources/docs/<lang>/ (English when the language
has none), a list of pages beside a QTextBrowser. A missing folder shows a one-line note.
A formula number clicked in *Why this number* opens the guide on the page that lists the
formulas (the one with a table row "| M16 | ..."), at that formula's row."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl
from PySide6.QtGui import QImageReader, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
)

from app import APP_NAME, paths
from app.ui.i18n import T

CTX = "Help"


def docs_dir() -> Path:
    return paths.resources_dir() / "docs"


def guide_files(lang: str, root: Path | None = None) -> list[Path]:
    """The guide's pages for ``lang`` in file-name order; English ones where ``lang`` has none."""
    root = root if root is not None else docs_dir()
    for folder in (root / lang, root / "en"):
        files = sorted(folder.glob("*.md")) if folder.is_dir() else []
        if files:
            return files
    return []


def page_title(path: Path) -> str:
    """The first '# ' heading, else the file name without its number: '02-building-a-quote'
    -> 'Building a quote'."""
    try:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    except (OSError, UnicodeDecodeError):
        pass
    stem = path.stem.split("-", 1)[-1] if path.stem[:1].isdigit() else path.stem
    return stem.replace("-", " ").capitalize()


def fit_images(browser: QTextBrowser, margin: int = 24) -> list[int]:
    """Scale the page's pictures down to the browser's width (a 1280 px screenshot in a help
    window of 900 px), keeping their proportions; smaller ones keep their own size. Returns the
    widths shown, in page order."""
    doc = browser.document()
    room = max(120, browser.viewport().width() - margin)
    found = []  # (position, length, format, natural size): the document changes only after
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                image = fmt.toImageFormat()
                file = doc.baseUrl().resolved(QUrl(image.name())).toLocalFile()
                found.append((fragment.position(), fragment.length(), image,
                              QImageReader(file).size()))
            it += 1
        block = block.next()
    widths = []
    cursor = QTextCursor(doc)
    for position, length, image, size in found:
        if size.width() <= 0:
            continue
        width = min(size.width(), room)
        image.setWidth(width)
        image.setHeight(size.height() * width / size.width())
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(image)
        widths.append(width)
    return widths


def wrap_code(browser: QTextBrowser) -> None:
    """Let the page's code lines (an nvidia-smi command of 200 characters) wrap at the browser's
    width instead of running out of sight to the right; a copied line is still one line, as
    the wrap is only drawn."""
    cursor = QTextCursor(browser.document())
    block = browser.document().begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.nonBreakableLines():
            fmt.setNonBreakableLines(False)
            cursor.setPosition(block.position())
            cursor.setBlockFormat(fmt)
        block = block.next()


def _first_cell(doc: QTextDocument, number: str) -> QTextCursor | None:
    """The cursor on ``number`` in a table's first column (its row), not where another row or
    the introduction cites it."""
    flags = QTextDocument.FindFlag.FindCaseSensitively | QTextDocument.FindFlag.FindWholeWords
    found = doc.find(number, 0, flags)
    while not found.isNull():
        table = found.currentTable()
        if table is not None and table.cellAt(found).column() == 0:
            return found
        found = doc.find(number, found, flags)
    return None


class HelpDialog(QDialog):
    def __init__(self, lang: str, parent=None, root: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "{app} user guide").format(app=APP_NAME))
        # 900x620 at least; on a large window (1920x1080) most of it, so the guide's 1280 px
        # screenshots are shown near their own size instead of in a third of the screen
        width = max(900, int(parent.width() * 0.7)) if parent is not None else 900
        height = max(620, int(parent.height() * 0.85)) if parent is not None else 620
        self.resize(width, height)
        self.files = guide_files(lang, root)
        self.pages = QListWidget()
        self.pages.addItems([page_title(f) for f in self.files])
        self.pages.setWordWrap(True)  # long Dutch titles wrap instead of scrolling sideways
        self.pages.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.viewport().installEventFilter(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.pages)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        widest = max((self.pages.fontMetrics().horizontalAdvance(self.pages.item(i).text())
                      for i in range(self.pages.count())), default=160)
        side = min(320, widest + 30, width // 4)  # a long title wraps: the page gets the room
        split.setSizes([side, width - side])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(T(CTX, "Close"))
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(split, 1)
        column.addWidget(buttons)
        self.pages.currentRowChanged.connect(self.show_file)
        if self.files:
            self.pages.setCurrentRow(0)
        else:
            self.browser.setPlainText(T(CTX, "The user guide is not installed: no pages in {folder}.")
                                      .format(folder=root if root is not None else docs_dir()))

    def show_file(self, row: int) -> None:
        if not 0 <= row < len(self.files):
            return
        path = self.files[row]
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self.browser.setPlainText(T(CTX, "Cannot read {file}: {why}").format(file=path, why=exc))
            return
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(f"{path.parent}/"))  # relative images
        self.browser.setMarkdown(text)
        wrap_code(self.browser)
        fit_images(self.browser)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        """Fit the pictures whenever the page's viewport changes width: the dialog's own
        resize came before the splitter had laid the browser out, so the first page's
        screenshot was fitted to a stale, wider viewport and scrolled sideways."""
        if (watched is self.browser.viewport() and event.type() == QEvent.Type.Resize
                and self.files):
            fit_images(self.browser)
        return super().eventFilter(watched, event)

    def show_formula(self, number: str) -> bool:
        """Show the page that lists the formulas, scrolled to ``number``'s row ("M16");
        False when no page lists it (the first page stays shown)."""
        for row, path in enumerate(self.files):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if re.search(rf"^\| {re.escape(number)} \|", text, re.M):  # "| M16 | IT energy |"
                self.pages.setCurrentRow(row)
                found = _first_cell(self.browser.document(), number)
                if found is not None:
                    self.browser.setTextCursor(found)
                    self.browser.ensureCursorVisible()
                    QTimer.singleShot(0, self._row_to_top)  # once shown and laid out
                return True
        return False

    def _row_to_top(self) -> None:
        """Scroll the selected formula's row near the top, the rows after it in view (the
        smallest scroll that shows it leaves it on the bottom edge)."""
        bar = self.browser.verticalScrollBar()
        top = self.browser.cursorRect().top() + bar.value()
        bar.setValue(max(0, top - self.browser.viewport().height() // 5))

    @classmethod
    def ask(cls, parent, lang: str, formula: str | None = None) -> None:
        dialog = cls(lang, parent)
        if formula:
            dialog.show_formula(formula)
        dialog.exec()
