"""The guides agree with the app: one nvidia-smi logging recipe in the README and
every guide (the fields the readers recommend, surviving logout), the Dutch and French
guides' screenshots are in their own language, and pictures are scaled to the help window."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QImage

from app.io.smi.limits import RECOMMENDED
from tests.conftest import ROOT

DOCS = ROOT / "resources" / "docs"
GUIDES = {"en": DOCS / "en" / "03-measured-power.md", "nl": DOCS / "nl" / "03-gemeten-vermogen.md",
          "fr": DOCS / "fr" / "03-puissance-mesuree.md"}
TRANSLATED = ("nl", "fr")  # the guides translated from the English one, page for page


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


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translated_guide_shows_its_own_screenshots(lang):
    """Every page of the Dutch (French) guide shows the Dutch (French) screenshots of the
    pages its English counterpart shows (same file names, from screenshots/<lang>/), and each
    file is there (`make screenshots` writes them)."""
    en_pages, own_pages = sorted((DOCS / "en").glob("*.md")), sorted((DOCS / lang).glob("*.md"))
    assert len(own_pages) == len(en_pages) >= 5
    shown = 0
    for en, own in zip(en_pages, own_pages):
        pictures = _pictures(own)
        assert all(f"/screenshots/{lang}/" in p for p in pictures), own.name
        assert [p.rsplit("/", 1)[1] for p in pictures] == \
            [p.rsplit("/", 1)[1] for p in _pictures(en)], own.name
        for p in pictures:
            assert not QImage(str((DOCS / lang / p).resolve())).isNull(), p
        shown += len(pictures)
    assert shown >= 6  # quote, options, results, charts, measurements, catalogue


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translated_guide_pages_have_titles_and_the_same_sections(lang):
    """Each translated page opens with its own title (the help window's list shows it) and
    has as many sections and code blocks as the English page it translates."""
    from app.ui.dialogs.help_dialog import page_title

    for en, own in zip(sorted((DOCS / "en").glob("*.md")), sorted((DOCS / lang).glob("*.md"))):
        text, en_text = own.read_text(encoding="utf-8"), en.read_text(encoding="utf-8")
        assert text.startswith("# ") and page_title(own) != page_title(en), own.name
        assert text.count("\n## ") == en_text.count("\n## "), own.name
        assert text.count("```") == en_text.count("```"), own.name


@pytest.mark.parametrize("lang", TRANSLATED)
def test_guide_pictures_fit_the_help_window(qtbot, lang):
    from app.ui.dialogs.help_dialog import HelpDialog, fit_images

    dialog = HelpDialog(lang)
    assert dialog.files[0].parent.name == lang  # its own guide, not the English fallback
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
    assert QImage(str(ROOT / "resources" / "screenshots" / lang / "results.png")).width() > room


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


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_no_guide_page_scrolls_sideways_in_the_smallest_help_window(qtbot, lang):
    """At 900x620, every page can be read without scrolling sideways: the nvidia-smi commands
    (up to 200 characters) wrap instead of running out of sight, and the list of pages leaves
    the page three quarters of the width (a long title wraps). A wrapped command is still one
    line of text: copied, it runs as written."""
    from PySide6.QtTest import QTest

    from app.ui.dialogs.help_dialog import HelpDialog

    dialog = HelpDialog(lang)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.browser.width() >= 0.7 * dialog.width()
    bar = dialog.browser.horizontalScrollBar()
    for row in range(dialog.pages.count()):
        dialog.pages.setCurrentRow(row)
        QTest.qWait(50)  # the scroll range follows the page's layout
        assert bar.maximum() == 0, dialog.files[row].name
    dialog.pages.setCurrentRow(2)  # the page with the logging recipe
    shown = dialog.browser.document().toPlainText().splitlines()
    written = GUIDES[lang].read_text(encoding="utf-8").splitlines()
    commands = [line.strip() for line in written if "--query-gpu=" in line]
    assert len(commands) == 2 and [line.strip() for line in shown if "--query-gpu=" in line] == commands
