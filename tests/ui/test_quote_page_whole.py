"""The Quote and Options pages show every form label whole in every language at 1280x800 and 1920x1080:
a wrapped label that needed a third line lost it ("Maximale bezettingsgraad u_max" showed
without "u_max" in Dutch); a choice too long for its box ends in "…" and shows whole in its
tooltip (the purchase plan was cut at the arrow)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.text.languages import LANGUAGES
from tests.ui.test_no_clipped_labels import _cut, _form_labels


@pytest.mark.parametrize("page_name", ["quote", "options"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_form_labels_are_whole_in_every_language(window, size, page_name):
    window.resize(*size)
    window.show()
    window.show_page(page_name)
    page = window.pages[page_name]
    try:
        for lang in sorted(LANGUAGES):
            window.set_language(lang)
            for _ in range(3):
                QApplication.processEvents()
            labels = [label for label in _form_labels(page) if label.isVisible()]
            assert len(labels) > 20
            assert [(lang, label.text()) for label in labels if _cut(label)] == []
    finally:
        window.set_language("en")


def test_the_dutch_u_max_label_keeps_its_third_line(qtbot):
    from app import paths
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    try:
        win = build_window(paths.example_quote(), lang="nl")
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        win.show_page("quote")
        for _ in range(3):
            QApplication.processEvents()
        page = win.pages["quote"]
        label = next(x for x in _form_labels(page) if x.text().endswith("u_max"))
        assert label.height() >= label.heightForWidth(label.width())
        plan = page.plan
        plan.grab()
        if plan.fontMetrics().horizontalAdvance(plan.currentText()) > plan.width():
            assert plan.shown_text().endswith("…") and plan.toolTip() == plan.currentText()
    finally:
        install_language("en")
