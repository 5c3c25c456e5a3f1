"""Suggest's "Why" column writes money as the table beside it does ("€ 19.960", with the sign
of a difference before it) and its wrap never parts an amount from its "€": the narrow column
broke "investering +€" | "19.960" over two lines."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication

from tests.ui.test_suggest import _v100_in_the_app

WHY = 12


def _lines(text: str, font, width: float) -> list[str]:
    """The lines a cell of ``width`` pixels shows ``text`` on (its paragraphs wrapped)."""
    out = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            out.append(paragraph[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
    return out


@pytest.mark.parametrize("lang", ["nl", "fr", "en"])
def test_why_amounts_read_as_in_the_table_and_stay_whole(qtbot, lang):
    from app.io.words.formatting import money
    from app.ui.dialogs.suggest_dialog import SuggestDialog
    from app.ui.i18n import install_language

    install_language(lang)
    try:
        dialog = SuggestDialog(_v100_in_the_app(lang))
        qtbot.addWidget(dialog)
        dialog.resize(1280, 800)
        dialog.show()
        QApplication.processEvents()
        best, second = dialog.found.suggestions[:2]
        capex_cell = dialog.table.item(1, 5).text()
        assert capex_cell == money(second.result.capex, "EUR", lang, 0)  # the table's format
        why = dialog.table.item(1, WHY).text()
        difference = second.result.capex - best.result.capex
        shown = ("+" if difference > 0 else "") + money(difference, "EUR", lang, 0)
        seen = why.replace("\u00a0", " ").replace("\u2060", "")  # both read as they print
        assert shown in seen
        font = dialog.table.font()
        for width in (dialog.table.columnWidth(WHY) - 8, 110.0):
            lines = _lines(why, font, width)
            assert len(lines) > 2
            cut = [(a, b) for a, b in zip(lines, lines[1:])
                   if a.rstrip().endswith(("€", "+", "−")) or b.lstrip().startswith("€")]
            assert cut == [], (lang, width, [ascii(x) for x in cut[0]])
    finally:
        install_language("en")
