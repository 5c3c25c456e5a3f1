"""The reserve and the flow to a recommendation, as a Dutch user with the OS locale C meets
them: from File → New, a refresh of six 8x V100 servers at 55 % on LLM inference at €0,21/kWh
gets suggestions of at least N+1, and the Dutch proposal says the reserve in Dutch; a GPU count
the board does not take is refused at the field; Undo names the change in Dutch; the seller
profile saved in Preferences is the one Export starts from."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtCore import QLocale

from app.io.catalog.store import Overlay, load_catalog
from app.io.export import export_quote
from app.io.export.document import build_document
from tests.conftest import EXAMPLES
from tests.ui.conftest import enter


@pytest.fixture
def dutch(qtbot):
    """The app in Dutch on the shipped catalogue, the OS locale C, after File → New."""
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    win = build_window(EXAMPLES / "example.quote.json", lang="nl",
                       catalog=load_catalog(overlay=Overlay()))
    QLocale.setDefault(QLocale.c())
    qtbot.addWidget(win)
    win.files.new()
    win.state.flush()
    yield win
    win.files.remove_autosave()
    install_language("en")


def _pick(combo, key) -> None:
    """Choose ``key`` in a combo box as a user does (the activated signal)."""
    index = combo.findData(key)
    assert index >= 0, key
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def _v100_refresh(qtbot, win):
    """Quote page and option editor, typed: LLM inference, €0,21/kWh, 6x 8x V100 at 55 %."""
    state, quote_page = win.state, win.pages["quote"]
    _pick(quote_page.workload, "llm-inference")
    enter(qtbot, quote_page.site_fields["energy_price_per_kwh"], "0,21")
    options = win.pages["options"]
    options.buttons["add"].click()
    editor = options.editor
    editor.baseline.click()
    _pick(editor.server, "nvidia-dgx-1-v100")
    _pick(editor.gpu, "v100-sxm2-32gb")
    enter(qtbot, editor.gpu_count, "8")
    editor.fleet.click()
    enter(qtbot, editor.servers, "6")
    enter(qtbot, editor.util, "55 %")
    state.flush()
    base = state.quote.baseline
    assert (base.gpu, base.gpus_per_server, base.servers, base.utilization) == \
        ("v100-sxm2-32gb", 8, 6, 0.55)
    assert state.quote.site.energy_price_per_kwh == 0.21
    assert state.result.option(base.label).valid
    return options


def test_a_fleet_of_six_gets_n_plus_1_suggestions_and_a_dutch_proposal_that_says_so(
        qtbot, dutch, tmp_path):
    state = dutch.state
    options = _v100_refresh(qtbot, dutch)
    hint = dutch.pages["quote"].reserve_hint.text()
    assert "N+1" in hint and "6 servers" in hint and "storingspunt" in hint
    options.buttons["suggest"].click()
    dialog = options.suggest_dialog
    assert dialog.found.suggestions
    headers = [dialog.table.horizontalHeaderItem(c).text()
               for c in range(dialog.table.columnCount())]
    why_column = headers.index("Waarom")
    for row, s in enumerate(dialog.found.suggestions):
        assert state.quote.sizing_floor(s.option)[1] >= 1 and s.result.servers >= 2
        why = dialog.table.item(row, why_column).text()
        assert f"N+1: {s.result.servers} servers; valt er één uit, dan" in why
    assert dialog.add_selected()
    state.flush()
    added = state.quote.options[-1]
    assert added.redundancy == 1  # stored in the quote
    assert state.result.option(added.label).servers >= 2
    enter(qtbot, dialog.redundancy, "2")  # asked for: N+2 for every build
    assert dialog.found.suggestions and all(
        s.option.redundancy == 2 and s.result.servers >= 3 for s in dialog.found.suggestions)
    enter(qtbot, dialog.min_servers, "nul")
    assert "geen getal" in dialog.min_servers.refusal()
    doc = build_document(state.quote, state.result, "nl")
    reserve = [x for x in doc.summary + doc.notes if "valt er één uit" in x]
    assert reserve and all("with one down" not in x for x in doc.summary + doc.notes)
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler) is not installed: the PDF text is not checked")
    path = tmp_path / "v100.quote.json"
    assert dutch.files.save_to(path)
    pdf = tmp_path / "v100.nl.pdf"
    export_quote(path, lang="nl", pdf=pdf)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    flat = " ".join(text.split())
    assert "N+1:" in flat and "valt er één uit" in flat and "with one down" not in flat


def test_a_gpu_count_the_board_does_not_take_is_refused_at_the_field(qtbot, dutch):
    state = dutch.state
    options = dutch.pages["options"]
    options.buttons["add"].click()
    editor = options.editor
    server = state.catalog.servers[state.quote.options[0].server]
    if not server.gpu_counts or len(server.gpu_counts) == server.gpu_slots:
        pytest.skip("the first new option's board takes every count")
    before = state.quote.options[0].gpus_per_server
    wrong = next(n for n in range(1, server.gpu_slots + 1) if n not in server.gpu_counts)
    enter(qtbot, editor.gpu_count, str(wrong))
    refusal = editor.gpu_count.refusal()
    assert f"neemt {', '.join(map(str, server.gpu_counts))} GPU's, niet {wrong}" in refusal
    assert state.quote.options[0].gpus_per_server == before
    assert editor.gpu_count.text() == str(before)


def test_undo_and_redo_name_the_change_in_dutch(qtbot, dutch):
    quote_page, undo = dutch.pages["quote"], dutch.undo_actions
    assert undo.undo.text() == "Ongedaan maken" and not undo.undo.isEnabled()
    enter(qtbot, quote_page.site_fields["energy_price_per_kwh"], "0,21")
    assert undo.undo.text() == "Ongedaan maken: energieprijs"
    undo.undo.trigger()
    assert undo.redo.text() == "Opnieuw: energieprijs"
    enter(qtbot, quote_page.redundancy, "2")
    assert undo.undo.text() == "Ongedaan maken: redundantie"
    assert dutch.state.quote.redundancy == 2
    enter(qtbot, quote_page.redundancy, "-1")
    assert quote_page.redundancy.refusal() == "-1: moet minstens 0 zijn; de waarde blijft 2"
    assert dutch.state.quote.redundancy == 2


def test_the_profile_saved_in_preferences_is_the_one_export_starts_from(qtbot, tmp_path):
    from app.io.quote import seller as seller_store
    from app.ui import settings
    from app.ui.dialogs.export_dialog import ExportDialog
    from app.ui.dialogs.questions import SettingsDialog
    from tests.ui.test_seller_form import _fill

    prefs = SettingsDialog("nl")
    qtbot.addWidget(prefs)
    _fill(prefs.seller_form)
    saved = prefs.seller_form.save()
    assert saved is not None
    settings.settings().sync()  # what a restart reads back
    assert settings.seller_profile() == str(saved)
    dialog = ExportDialog("nl", tmp_path, seller=settings.seller_profile())
    qtbot.addWidget(dialog)
    assert dialog.profiles.currentData() == str(saved)
    assert dialog.seller.text() == str(saved)
    saved.unlink()  # the chosen profile is gone: another stored one, if any, else none
    others = seller_store.profiles()
    assert settings.seller_profile() == (str(next(iter(others.values()))) if others else "")


def test_results_warn_in_dutch_when_one_server_replaces_six(qtbot):
    from app.ui.i18n import install_language
    from app.ui.pages.results_page import ResultsPage
    from app.ui.state import AppState
    from tests.calc.test_reserve import _rtx
    from tests.calc.v100_task import v100_quote

    install_language("nl")
    try:
        state = AppState(overlay=Overlay(), quote=v100_quote([_rtx(redundancy=0)]), lang="nl")
        state.recalculate()
        page = ResultsPage(state)
        qtbot.addWidget(page)
        page.refresh()
        if state.result.option("2x RTX PRO 6000").servers != 1:
            pytest.skip("this catalogue sizes the build to more than one server at N+0")
        assert page.reserve_warning.isVisibleTo(page)
        assert page.reserve_warning.text() == ("2x RTX PRO 6000: Waarschuwing: één server "
                                               "vervangt de 6 servers die vandaag draaien; er "
                                               "is geen reserve, en bij een storing ligt het "
                                               "werk stil.")
        with_reserve = v100_quote([_rtx(redundancy=1)])
        state.open_quote(with_reserve, None)
        state.flush()
        page.refresh()
        assert not page.reserve_warning.isVisibleTo(page)
    finally:
        install_language("en")
