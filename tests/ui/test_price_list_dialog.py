"""The Catalogue page's "Import price list…": the dialog shows what it read (matched rows with
their entry and price, rows not imported with why), lets the user name the price column where
two columns hold prices, and OK keeps the book: the catalogue's prices then come from it. In
Dutch too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from tests.io import pricebook_files as files


def _page(qtbot, lang: str):
    from app.io.catalog.store import Overlay
    from app.ui.i18n import install_language
    from app.ui.pages.catalog_page import CatalogPage
    from app.ui.state import AppState

    install_language(lang)
    state = AppState(overlay=Overlay(), lang=lang)
    page = CatalogPage(state)
    qtbot.addWidget(page)
    return state, page


@pytest.fixture(autouse=True)
def english_after():
    yield
    from app.ui.i18n import install_language

    install_language("en")


def _answer(monkeypatch, path, act):
    from app.ui.dialogs import price_list_dialog as dialogs

    seen = {}
    monkeypatch.setattr(dialogs.PickPriceList, "ask", classmethod(lambda cls, parent: path))

    def run(dialog):
        seen["dialog"] = dialog
        return act(dialog)
    monkeypatch.setattr(dialogs.PriceListDialog, "exec", run)
    return seen


def _rows(table, columns):
    return [[table.item(r, c).text() for c in columns] for r in range(table.rowCount())]


def test_dialog_previews_and_ok_keeps_the_prices(qtbot, tmp_path, monkeypatch):
    state, page = _page(qtbot, "en")
    seen = _answer(monkeypatch, files.dutch_csv(tmp_path),
                   lambda d: QDialog.DialogCode.Accepted)
    page.import_price_list()
    dialog = seen["dialog"]
    matched = _rows(dialog.matched, (0, 2, 3))
    assert ["5", "€2,399.50", "L4-24G-PCIE"] in matched
    assert len(matched) == 5 and dialog.unmatched.rowCount() == 3
    reasons = {r[0]: r[1] for r in _rows(dialog.unmatched, (0, 2))}
    assert "USD" in reasons["10"] and "op aanvraag" in reasons["11"]
    assert state.catalog.gpus["l4"].price_eur == 2399.5
    assert state.catalog.gpus["l4"].provenance_of("price_eur").source.startswith(
        "price list Tech Data Nederland")
    assert "5 catalogue prices" in page.message.text()
    from app.io.pricebook.store import load_books

    assert [len(b.prices) for b in load_books()] == [5]


def test_two_price_columns_are_mapped_by_the_user(qtbot, tmp_path, monkeypatch):
    state, page = _page(qtbot, "en")
    shown = {}

    def pick(dialog):
        shown["problem"] = dialog.problem.text()
        shown["ok_before"] = dialog.ok.isEnabled()
        dialog.choose("price", "Kol D")
        dialog.read()
        shown["prices"] = _rows(dialog.matched, (2,))
        return QDialog.DialogCode.Accepted
    _answer(monkeypatch, files.two_price_csv(tmp_path), pick)
    page.import_price_list()
    assert "more than one column holds prices" in shown["problem"]
    assert shown["ok_before"] is False
    assert shown["prices"] == [["€2,399.50"], ["€7,125.00"]]
    assert state.catalog.gpus["l40s"].price_eur == 7125.0


def test_in_dutch_the_reasons_and_amounts_are_dutch(qtbot, tmp_path, monkeypatch):
    state, page = _page(qtbot, "nl")
    seen = _answer(monkeypatch, files.dutch_csv(tmp_path), lambda d: QDialog.DialogCode.Rejected)
    page.import_price_list()
    dialog = seen["dialog"]
    assert "€ 2.399,50" in [r[0] for r in _rows(dialog.matched, (2,))]
    reasons = " ".join(r[0] for r in _rows(dialog.unmatched, (2,)))
    assert "no catalogue" not in reasons and "USD" in reasons
    assert dialog.windowTitle().startswith("Prijslijst")
    assert state.catalog.gpus["l4"].price_eur != 2399.5  # cancelled: nothing kept


def test_a_bad_file_says_why_on_the_page(qtbot, tmp_path, monkeypatch):
    state, page = _page(qtbot, "en")
    bad = tmp_path / "x.xlsx"
    bad.write_bytes(b"not a workbook")
    _answer(monkeypatch, bad, lambda d: QDialog.DialogCode.Accepted)
    page.import_price_list()
    assert "not an Excel workbook" in page.message.text()
