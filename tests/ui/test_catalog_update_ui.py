"""The Catalogue page installs a newer catalogue after showing its release note, then offers to
update the open quote: the differences (part, field, old -> new, source) with a tick each; only
the ticked ones are taken over, in one edit that Undo reverts. In English and in Dutch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.ui.dialogs import catalog_update_dialog as dialogs
from tests.io.catalog_maker import SOURCE, fresh_quote, newer_catalogue

CHANGES = {("h200-sxm", "tdp_w"): 690, ("h200-sxm", "idle_w"): 66,
           ("h200-sxm", "perf.llm-inference"): 4321.5}
NOTE = "# Releases\n\n## 2027-06-01: H200 remeasured\n- H200 SXM: idle 66 W measured.\n"
NOTE_NL = "# Uitgaven\n\n## 2027-06-01: H200 opnieuw gemeten\n- H200 SXM: rust 66 W gemeten.\n"


@pytest.fixture
def zipped(tmp_path):
    from app.io.catalog.update import pack_catalog

    archive = tmp_path / "catalog-2027-06-01.zip"
    pack_catalog(archive, newer_catalogue(tmp_path / "cat", gpu_changes=CHANGES, release=NOTE,
                                          release_nl=NOTE_NL))
    return archive


def _page(qtbot, lang: str):
    from app.io.catalog.store import Overlay
    from app.ui.i18n import install_language
    from app.ui.pages.catalog_page import CatalogPage
    from app.ui.state import AppState

    install_language(lang)
    state = AppState(overlay=Overlay(), quote=fresh_quote(), lang=lang)
    page = CatalogPage(state)
    qtbot.addWidget(page)
    return state, page


@pytest.fixture
def answers(monkeypatch, zipped):
    """Pick the generated zip; record the offer and agree; untick the idle power row."""
    seen: dict = {}

    def offer(cls, parent, report, source, lang):
        dialog = dialogs.OfferDialog(report, source, lang, parent)
        seen["offer"] = dialog.note.toPlainText()
        seen["offer_title"] = dialog.windowTitle()
        dialog.deleteLater()
        return True

    def review(cls, parent, diffs, lang):
        dialog = dialogs.QuoteUpdateDialog(diffs, lang, parent, parent.state.catalog.workloads)
        seen["fields"] = [d.field for d in diffs]
        seen["headers"] = [dialog.table.horizontalHeaderItem(c).text() for c in range(5)]
        seen["rows"] = [[dialog.table.item(r, c).text() for c in range(5)] for r in range(len(diffs))]
        for row, diff in enumerate(diffs):
            if diff.field == "idle_w":
                dialog.table.item(row, 0).setCheckState(Qt.CheckState.Unchecked)  # untick
        ticked = dialog.ticked()
        dialog.deleteLater()
        return ticked

    monkeypatch.setattr(dialogs.PickCatalogue, "ask", classmethod(lambda cls, p: zipped))
    monkeypatch.setattr(dialogs.OfferCatalogue, "ask", classmethod(offer))
    monkeypatch.setattr(dialogs.QuoteUpdate, "ask", classmethod(review))
    return seen


def test_install_shows_the_note_then_the_quote_takes_only_the_ticked_values(qtbot, answers):
    state, page = _page(qtbot, "en")
    before = state.quote
    assert page.banner.isHidden(), "a quote made from the catalogue in use has nothing newer"
    page.install()
    assert "2027-06-01: H200 remeasured" in answers["offer"]
    assert "Catalogue of 2027-06-01 installed" in page.message.text()
    assert state.catalog.date == "2027-06-01"
    assert state.quote == before, "installing never changes the open quote"
    assert not page.banner.isHidden()
    assert "the catalogue in use (2027-06-01) has other values for 1 part: 3 values" in page.banner.text.text()
    page.review_differences()
    rows = dict(zip(answers["fields"], answers["rows"]))
    assert rows["tdp_w"][1] == "TDP [W]"  # the field by its name, not the file's key
    assert rows["perf.llm-inference"][1].startswith("throughput: ")
    old_tdp = before.catalog.gpus["h200-sxm"].tdp_w
    assert rows["tdp_w"][2] == str(int(old_tdp)) and rows["tdp_w"][3] == "690"
    assert SOURCE in rows["tdp_w"][4] and rows["tdp_w"][0] == state.catalog.gpus["h200-sxm"].name
    assert "perf.llm-inference" in rows and rows["perf.llm-inference"][3] == "4,321.5"
    gpu = state.quote.catalog.gpus["h200-sxm"]
    assert gpu.tdp_w == 690 and gpu.perf["llm-inference"] == 4321.5
    assert gpu.idle_w == before.catalog.gpus["h200-sxm"].idle_w, "unticked: the quote's own"
    assert "for 1 part: 1 value." in page.banner.text.text()
    assert "took over 2 values" in page.message.text()
    state.flush()
    assert state.result is not None
    state.undo_stack.undo()
    assert state.quote == before
    assert "for 1 part: 3 values." in page.banner.text.text()


def test_dutch_page_dialogs_and_note(qtbot, answers):
    from app.ui.i18n import install_language

    try:
        state, page = _page(qtbot, "nl")
        state.overlay.set_value("gpus", "h200-sxm", "idle_w", 70.0)  # the user's own edit
        page.install()
        assert "blijven bewaard (1): gpus/h200-sxm/idle_w" in page.message.text()
        assert state.catalog.gpus["h200-sxm"].idle_w == 70.0
        assert "H200 opnieuw gemeten" in answers["offer"]  # RELEASE.nl.md
        assert answers["offer_title"] == "Catalogus installeren"
        assert "Catalogus van 01-06-2027 geïnstalleerd" in page.message.text()
        assert "(01-06-2027) heeft andere waarden voor 1 onderdeel: 3 waarden." in page.banner.text.text()
        assert page.banner.review.text() == "Bekijken en de offerte bijwerken…"
        page.review_differences()
        assert answers["headers"] == ["Onderdeel", "Veld", "In de offerte", "In de catalogus", "Bron"]
        rows = dict(zip(answers["fields"], answers["rows"]))
        assert rows["perf.llm-inference"][3] == "4.321,5"  # Dutch number
        assert rows["perf.llm-inference"][1].startswith("doorvoer: ")
        assert rows["idle_w"][1] == "vermogen in rust [W]"
        assert rows["tdp_w"][4].startswith("gemeten")
        assert "nam 2 waarden over" in page.message.text()
        assert "voor 1 onderdeel: 1 waarde." in page.banner.text.text()
    finally:
        install_language("en")


def test_a_refused_catalogue_changes_nothing_and_says_why(qtbot, monkeypatch, tmp_path,
                                                          no_modal_dialogs):
    (tmp_path / "bad.zip").write_bytes(b"not a zip")
    monkeypatch.setattr(dialogs.PickCatalogue, "ask", classmethod(lambda cls, p: tmp_path / "bad.zip"))
    state, page = _page(qtbot, "en")
    date = state.catalog.date
    page.install()
    assert page.message.text().startswith("Catalogue not installed:")
    assert "not a catalogue folder or .zip" in page.message.text()
    assert state.catalog.date == date and page.banner.isHidden()
    (shown,) = no_modal_dialogs  # and in a dialog, as a quote that cannot be opened: one line
    assert shown.startswith(str(tmp_path / "bad.zip")) and "\n" not in shown


def test_the_release_note_is_plain_text(qtbot, tmp_path):
    from app.io.catalog.update import offer

    folder = newer_catalogue(tmp_path / "cat", release="## 2027-06-01: <b>bold</b> <img src='x'>\n")
    report = offer(folder)
    dialog = dialogs.OfferDialog(report, folder, "en")
    qtbot.addWidget(dialog)
    assert "<b>bold</b> <img src='x'>" in dialog.note.toPlainText()


def _older_quote():
    """A quote whose copy of the H200 has an older idle power than the catalogue in use."""
    quote = fresh_quote()
    gpu = quote.catalog.gpus["h200-sxm"]
    old = gpu.model_copy(update={"idle_w": gpu.idle_w + 11})
    snap = quote.catalog.model_copy(update={"gpus": {**quote.catalog.gpus, old.id: old}})
    return quote.model_copy(update={"catalog": snap}), gpu.idle_w


def test_results_page_says_so_after_the_catalogue_is_read_and_updates_the_quote(qtbot, monkeypatch):
    from app.io.catalog.store import Overlay
    from app.ui.pages.results_page import ResultsPage
    from app.ui.state import AppState

    quote, catalogue_idle = _older_quote()
    state = AppState(overlay=Overlay(), quote=quote, lang="en")
    page = ResultsPage(state)
    qtbot.addWidget(page)
    assert not state.catalog_loaded, "the notice never reads the catalogue before the first paint"
    assert page.catalog_notice.isHidden()
    state.preload()  # what the window does right after the first paint
    assert not page.catalog_notice.isHidden()
    assert "other values for 1 part: 1 value." in page.catalog_notice.text.text()
    monkeypatch.setattr(dialogs.QuoteUpdate, "ask", classmethod(lambda cls, p, diffs, lang: diffs))
    page.catalog_notice.review_differences()
    assert state.quote.catalog.gpus["h200-sxm"].idle_w == catalogue_idle
    assert page.catalog_notice.isHidden()
    state.flush()
    assert state.result is not None
    state.undo_stack.undo()
    assert not page.catalog_notice.isHidden()
