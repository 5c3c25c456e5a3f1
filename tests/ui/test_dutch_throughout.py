"""A Dutch customer reads no English template text of the app: not in the Dutch PDF, not in
the Dutch workbook, not in the Dutch window, for the shipped example and for a quote made
from File → New with one option added. Proper names, units and the user's own text stay."""

from __future__ import annotations

import shutil
import subprocess

import openpyxl
import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QTextBrowser,
)

from app.io.export import export_quote
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.english_text import english_in, english_words, typed_texts, user_texts

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                   reason="pdftotext (poppler-utils) is not installed")

#: what the before-stop hook looks for in the example's Dutch PDF
HOOK_WORDS = ("idle power", "unit price", "throughput", "energy price", "price escalation",
              "carbon intensity", "powered hours", "quote input", "/year", "air cooling",
              "assumption", "shared/samples", "METHOD", "cap_beta")


def _new_quote():
    """File → New, then Add on the Options page (the first server that fits) as the baseline,
    and a second option: what a new user exports first."""
    from app.io.catalog.store import Overlay
    from app.ui.pages.options_page import default_option
    from app.ui.state import AppState, new_quote

    state = AppState(overlay=Overlay(), lang="nl")
    state.open_quote(new_quote(state.catalog), None)
    first = default_option(state).model_copy(update={"baseline": True})
    state.replace(state.quote.model_copy(update={"options": [first]}), "add")
    second = default_option(state)
    state.replace(state.quote.model_copy(update={"options": [first, second]}), "add")
    return state.quote


def _workbook_text(path) -> str:
    wb = openpyxl.load_workbook(path)
    texts = [ws.title for ws in wb]
    texts += [c.value for ws in wb for row in ws.iter_rows() for c in row
              if isinstance(c.value, str) and not c.value.startswith("=")]
    return "\n".join(texts)


@needs_poppler
@pytest.mark.parametrize("which", ["example", "file-new"])
def test_dutch_pdf_and_workbook_carry_no_english_template_text(tmp_path, qapp, which):
    quote = load_quote(EXAMPLES / "example.quote.json") if which == "example" else _new_quote()
    xlsx, pdf = tmp_path / "q.xlsx", tmp_path / "q.pdf"
    export_quote(quote, xlsx=xlsx, pdf=pdf, lang="nl", advice=True)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    mine = user_texts(quote)
    assert english_in(text, mine) == []
    assert english_in(_workbook_text(xlsx), mine) == []
    # English prose outside the app's templates: the catalogue's sources ("schatting (the
    # vendor publishes no figure)", "assumption: ..."); only what the user typed is exempt
    typed = typed_texts(quote)
    assert english_words(text, typed) == []
    assert english_words(_workbook_text(xlsx), typed) == []
    flat = " ".join(text.split()).lower()
    user = " ".join(typed).lower()
    assert [w for w in HOOK_WORDS if w.lower() in flat and w.lower() not in user] == []
    assert "Bedrijfsuren per jaar" in text and "invoer in de offerte" in text


def test_the_english_check_finds_english(tmp_path, qapp):
    """The same check on the English PDF finds the texts it is meant to find."""
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    quote = load_quote(EXAMPLES / "example.quote.json")
    pdf = export_quote(quote, pdf=tmp_path / "q.pdf", lang="en")[0]
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    found = english_in(text, user_texts(quote))
    assert "Powered hours per year" in found and "quote input" in found


def _widget_texts(window) -> list[str]:
    """Every text the window shows: labels, buttons, group titles, tabs, combo items, fields,
    rich text, and the headers and cells of its tables and lists."""
    out = []
    for w in window.findChildren(QLabel):
        out.append(w.text())
    for w in window.findChildren(QAbstractButton):
        out.append(w.text())
    for w in window.findChildren(QGroupBox):
        out.append(w.title())
    for w in window.findChildren(QTabWidget):
        out += [w.tabText(i) for i in range(w.count())]
    for w in window.findChildren(QComboBox):
        out += [w.itemText(i) for i in range(w.count())]
    for w in window.findChildren(QLineEdit):
        out += [w.text(), w.placeholderText()]
    for w in window.findChildren(QTextBrowser):
        out.append(w.toPlainText())
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        root = QModelIndex()
        try:
            cols = min(model.columnCount(root), 12)
        except TypeError:  # a list model keeps columnCount private: one column
            cols = 1
        rows = min(model.rowCount(root), 60)
        for c in range(cols):
            out.append(str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
        for r in range(rows):
            out.append(str(model.headerData(r, Qt.Orientation.Vertical) or ""))
            for c in range(cols):
                out.append(str(model.index(r, c).data() or ""))
    for action in window.findChildren(type(window.menuBar().actions()[0])):
        out.append(action.text().replace("&", ""))
    return [t for t in out if t]


@pytest.mark.parametrize("which", ["example", "file-new"])
def test_dutch_window_shows_no_english_template_text(qtbot, which):
    from app.io.catalog.store import Overlay
    from app.ui.i18n import install_language
    from app.ui.main_window import MainWindow, page_specs
    from app.ui.state import AppState

    quote = load_quote(EXAMPLES / "example.quote.json") if which == "example" else _new_quote()
    install_language("nl")
    try:
        state = AppState(overlay=Overlay(), quote=quote, lang="nl")
        window = MainWindow(state)
        qtbot.addWidget(window)
        state.recalculate()
        found = set()
        for spec in page_specs():
            window.show_page(spec.key)
            qtbot.wait(10)
            found |= set(english_in("\n".join(_widget_texts(window)), user_texts(quote)))
        assert sorted(found) == [], "; ".join(sorted(found))
    finally:
        install_language("en")


def test_qt_own_buttons_speak_dutch(qapp):
    """Qt's Save/Discard/Cancel and Yes/No come from qtbase_nl.qm, loaded with the app's own."""
    from PySide6.QtCore import QCoreApplication

    from app.ui.i18n import install_language, qt_qm_file

    if not qt_qm_file("nl").exists():
        pytest.skip(f"PySide6 ships no {qt_qm_file('nl').name} here")
    install_language("nl")
    try:
        assert QCoreApplication.translate("QPlatformTheme", "&Yes") == "&Ja"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuleren"
    finally:
        install_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


@needs_poppler
def test_the_dutch_pdf_names_no_formula_numbers(tmp_path, qapp):
    """The PSU headroom note once printed "METHOD M10a" in the customer's PDF."""
    pdf = tmp_path / "q.pdf"
    export_quote(load_quote(EXAMPLES / "example.quote.json"), pdf=pdf, lang="nl", advice=True)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "METHOD" not in text and "M10a" not in text
