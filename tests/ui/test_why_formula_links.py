"""A formula number in *Why this number* is a link: clicking "M17" opens the user guide, in the
window's language, on the page about the formulas at M17's row, near the top of the page's
view; a number that is part of a name is not a link; every formula the guide lists can be
shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from app.ui.derivation import formula_links
from app.ui.dialogs.help_dialog import HelpDialog, _first_cell
from tests.ui.why_text import results_page, select_cell

TITLES = {"en": "The formulas", "nl": "De formules", "fr": "Les formules"}


def _click(qtbot, browser, text: str) -> None:
    """Click in the middle of ``text`` where the panel shows it, as a user does."""
    found = browser.document().find(text, 0, QTextDocument.FindFlag.FindWholeWords)
    assert not found.isNull(), text
    found.setPosition(found.selectionStart() + 1)
    browser.setTextCursor(found)
    browser.ensureCursorVisible()
    spot = browser.cursorRect(found).center()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(spot))


def _opened_guide(qtbot, page, number: str) -> dict:
    """Click ``number`` in the panel; what the guide then shows (it is closed again)."""
    seen = {}

    def look():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, HelpDialog) or not seen.pop("waited", False):
            seen["waited"] = isinstance(dialog, HelpDialog)  # one more turn: it has scrolled
            QTimer.singleShot(20, look)
            return
        cursor = dialog.browser.textCursor()
        viewport = dialog.browser.viewport().rect()
        seen.update(title=dialog.pages.currentItem().text(), selected=cursor.selectedText(),
                    first_column=cursor.currentTable() is not None
                    and cursor.currentTable().cellAt(cursor).column() == 0,
                    visible=viewport.contains(dialog.browser.cursorRect(cursor).center())
                    and dialog.browser.cursorRect(cursor).top() < viewport.height() / 2)
        dialog.reject()

    QTimer.singleShot(0, look)
    _click(qtbot, page.why, number)
    qtbot.waitUntil(lambda: "title" in seen, timeout=5000)
    return seen


def test_a_cited_formula_number_opens_the_guide_at_its_row(window, qtbot):
    page = window.pages["results"]
    window.resize(1280, 800)
    window.show()
    select_cell(page, "annual_kwh_total", "8xH200 air")
    html = page.why.toHtml()
    assert 'href="formula:M16"' in html and 'href="formula:M17"' in html
    assert _opened_guide(qtbot, page, "M17") == {
        "title": "The formulas", "selected": "M17", "first_column": True, "visible": True}


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_the_guide_opens_in_the_window_language(qtbot, lang):
    from app.io.quote.store import load_quote
    from app.ui.i18n import install_language
    from tests.conftest import EXAMPLES

    try:
        _state, page = results_page(qtbot, lang, load_quote(EXAMPLES / "method-e3.quote.json"))
        page.resize(1280, 800)
        page.show()
        select_cell(page, "npv", "8xH200 air")
        seen = _opened_guide(qtbot, page, "M29")
    finally:
        install_language("en")
    assert seen == {"title": TITLES[lang], "selected": "M29", "first_column": True,
                    "visible": True}


def test_only_numbers_cited_in_brackets_become_links():
    html = formula_links("HGX M20 air: 8 kW (M16, M17); M13a server")
    assert html == ('HGX M20 air: 8 kW (<a href="formula:M16">M16</a>, '
                    '<a href="formula:M17">M17</a>); M13a server')


@pytest.mark.parametrize("lang", list(TITLES))
def test_every_formula_of_the_guide_can_be_shown(qtbot, lang):
    dialog = HelpDialog(lang)
    qtbot.addWidget(dialog)
    assert dialog.show_formula("M13a") and dialog.pages.currentItem().text() == TITLES[lang]
    rows = []
    doc = dialog.browser.document()
    block = doc.begin()
    while block.isValid():  # the first column's cells, in page order
        cursor = dialog.browser.textCursor()
        cursor.setPosition(block.position())
        table = cursor.currentTable()
        if table is not None and table.cellAt(cursor).column() == 0 and table.cellAt(cursor).row():
            rows.append(block.text())
        block = block.next()
    assert len(rows) >= 50 and "M44" in rows
    for number in rows:
        found = _first_cell(doc, number)
        assert found is not None and found.selectedText() == number
    assert not dialog.show_formula("M99")
