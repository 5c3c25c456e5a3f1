"""Help → User guide: the markdown pages in resources/docs/<lang>/ (English when the language
has none), a list of pages beside a QTextBrowser. A missing folder shows a one-line note."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QSplitter, QTextBrowser, QVBoxLayout

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


class HelpDialog(QDialog):
    def __init__(self, lang: str, parent=None, root: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "{app} user guide").format(app=APP_NAME))
        self.resize(900, 620)
        self.files = guide_files(lang, root)
        self.pages = QListWidget()
        self.pages.addItems([page_title(f) for f in self.files])
        self.pages.setWordWrap(True)  # long Dutch titles wrap instead of scrolling sideways
        self.pages.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.pages)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        widest = max((self.pages.fontMetrics().horizontalAdvance(self.pages.item(i).text())
                      for i in range(self.pages.count())), default=160)
        side = min(320, widest + 30)
        split.setSizes([side, 900 - side])
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

    @classmethod
    def ask(cls, parent, lang: str) -> None:
        cls(lang, parent).exec()
