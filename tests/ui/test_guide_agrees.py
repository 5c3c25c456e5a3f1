"""The guides agree with the app: one nvidia-smi logging recipe in the README and
both guides (the fields the readers recommend, surviving logout), the Dutch guide's
screenshots are Dutch, and pictures are scaled to the help window."""

from __future__ import annotations

import re

from PySide6.QtGui import QImage

from app.io.smi.limits import RECOMMENDED
from tests.conftest import ROOT

DOCS = ROOT / "resources" / "docs"
GUIDES = {"en": DOCS / "en" / "03-measured-power.md", "nl": DOCS / "nl" / "03-gemeten-vermogen.md"}


def _commands(path) -> list[str]:
    """The nvidia-smi command lines of the page's code blocks (continuations joined)."""
    text = path.read_text(encoding="utf-8")
    blocks = re.findall(r"```(?:sh|powershell)\n(.*?)```", text, flags=re.S)
    out = []
    for block in blocks:
        lines = [ln for ln in block.splitlines() if not ln.startswith("#")]
        joined = re.sub(r"[\\`]\n\s*", " ", "\n".join(lines))
        out += [ln.strip() for ln in joined.splitlines() if "nvidia-smi" in ln and "--query-gpu" in ln]
    return out


def test_one_logging_recipe_everywhere():
    readme = _commands(ROOT / "README.md")
    assert len(readme) == 2  # Linux and Windows
    for path in GUIDES.values():
        assert _commands(path) == readme
    linux = readme[0]
    assert linux.startswith("nohup timeout 7d ")  # survives logout, stops by itself
    fields = re.search(r"--query-gpu=(\S+)", RECOMMENDED).group(1)
    assert all(f"--query-gpu={fields}" in c or f"'--query-gpu={fields}'" in c for c in readme)


def _pictures(path) -> list[str]:
    return re.findall(r"!\[[^\]]*\]\(([^)]+)\)", path.read_text(encoding="utf-8"))


def test_dutch_guide_shows_dutch_screenshots():
    """Every page of the Dutch guide shows the Dutch screenshots of the pages its English
    counterpart shows (same file names, from screenshots/nl/), and each file is there."""
    pages = list(zip(sorted((DOCS / "en").glob("*.md")), sorted((DOCS / "nl").glob("*.md"))))
    assert len(pages) >= 5
    shown = 0
    for en, nl in pages:
        pictures = _pictures(nl)
        assert all("/screenshots/nl/" in p for p in pictures), nl.name
        assert [p.rsplit("/", 1)[1] for p in pictures] == \
            [p.rsplit("/", 1)[1] for p in _pictures(en)], nl.name
        for p in pictures:
            assert not QImage(str((DOCS / "nl" / p).resolve())).isNull(), p
        shown += len(pictures)
    assert shown >= 6  # quote, options, results, charts, measurements, catalogue


def test_guide_pictures_fit_the_help_window(qtbot):
    from app.ui.dialogs.help_dialog import HelpDialog, fit_images

    dialog = HelpDialog("nl")
    qtbot.addWidget(dialog)
    dialog.show()
    room = dialog.browser.viewport().width()
    for row in range(dialog.pages.count()):  # every page's pictures, at the window's width
        dialog.pages.setCurrentRow(row)
        widths = fit_images(dialog.browser)
        assert all(w <= room for w in widths), dialog.files[row].name
    dialog.pages.setCurrentRow(0)
    widths = fit_images(dialog.browser)
    assert widths and all(w <= room for w in widths)
    assert QImage(str(ROOT / "resources" / "screenshots" / "nl" / "results.png")).width() > room


def test_help_window_pictures_scroll_no_sideways_once_shown(qtbot):
    """Shown, the first page's screenshot fits the page as laid out (it was fitted to the
    browser's width before the splitter placed it, and the page scrolled sideways by 64 px);
    a narrower window fits it again."""
    from PySide6.QtWidgets import QApplication

    from app.ui.dialogs.help_dialog import HelpDialog

    dialog = HelpDialog("nl")
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    bar = dialog.browser.horizontalScrollBar()
    assert bar.maximum() == 0
    dialog.resize(700, 600)
    QApplication.processEvents()
    assert bar.maximum() == 0
    assert dialog.browser.document().size().width() <= dialog.browser.viewport().width()


def test_help_window_uses_a_large_window(qtbot):
    """Over a 1920x1080 window the help window was 900x620 and showed the 1280 px screenshots
    at 530 px; it now takes most of the window, the pictures up to their own size."""
    from PySide6.QtWidgets import QApplication, QWidget

    from app.ui.dialogs.help_dialog import HelpDialog

    big = QWidget()
    qtbot.addWidget(big)
    big.resize(1920, 1080)
    dialog = HelpDialog("nl", big)
    dialog.show()
    QApplication.processEvents()
    assert dialog.width() >= 1300 and dialog.height() >= 900
    assert dialog.browser.viewport().width() >= 1000
    assert dialog.browser.horizontalScrollBar().maximum() == 0
    small = QWidget()
    qtbot.addWidget(small)
    small.resize(1280, 800)
    assert HelpDialog("nl", small).width() == 900
