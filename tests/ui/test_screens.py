"""What looking at every screen in Dutch found ("look at every screen"): each test names
what a user saw. A quote made from File -> New, with options added as a user adds them."""

from __future__ import annotations

from tests.ui.conftest import E3


def _new_quote_with(window, n: int):
    window.files.new()
    for _ in range(n):
        window.pages["options"].add()
    window.state.flush()


def test_new_quote_summary_in_dutch_names_no_english_stand_in(window):
    """The Results line of a quote from File -> New said "quote — …; 1 opties" in Dutch."""
    window.set_language("nl")
    _new_quote_with(window, 1)
    text = window.pages["results"].summary.text()
    assert text.startswith("naamloze offerte — ")
    assert "; 1 optie, looptijd 5 jaar." in text
    assert "quote" not in text
    window.pages["options"].add()
    window.state.flush()
    assert "; 2 opties, " in window.pages["results"].summary.text()


def test_summary_in_english_counts_in_the_singular(window):
    _new_quote_with(window, 1)
    text = window.pages["results"].summary.text()
    assert text.startswith("untitled quote — ") and "; 1 option, horizon 5 years." in text


def test_catalogue_columns_have_names_not_file_keys(window):
    """The Catalogue page's headers were the files' keys (tdp_w, platform_idle_w), the same
    in the Dutch window; now names in the UI's language, the key kept as the tooltip."""
    from PySide6.QtCore import Qt

    page = window.pages["catalogue"]
    H = Qt.Orientation.Horizontal
    for lang in ("en", "nl"):
        window.set_language(lang)
        for i in range(page.kind.count()):
            page.kind.setCurrentIndex(i)
            model = page.current_model()
            heads = [model.headerData(c, H) for c in range(model.columnCount())]
            keys = [model.headerData(c, H, Qt.ItemDataRole.ToolTipRole)
                    for c in range(model.columnCount())]
            assert not [h for h in heads if "_" in str(h)], (lang, page.kind.currentData())
            if page.kind.currentData() == "gpus":
                named = dict(zip(keys, heads))
                assert named["idle_w"] == ("idle power [W]" if lang == "en"
                                           else "vermogen in rust [W]")
                perf = [h for k, h in named.items() if k and k.startswith("perf.")]
                assert perf and all(h.startswith("throughput: " if lang == "en"
                                                 else "doorvoer: ") for h in perf)
    window.set_language("en")


def test_suggest_dialog_fits_a_1280_screen_and_counts_in_dutch(qtbot):
    """The Dutch Suggest view was 1283 px wide (the longest ranking choice set the combo's
    width) and said "1400 configuraties doorzocht" without the Dutch thousands mark."""
    from PySide6.QtWidgets import QApplication

    from app.io.words.formatting import number
    from app.ui.dialogs.suggest_dialog import SuggestDialog
    from app.ui.i18n import install_language
    from tests.ui.test_suggest import _v100_in_the_app

    install_language("nl")
    try:
        dialog = SuggestDialog(_v100_in_the_app("nl"))
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        assert dialog.width() <= 1280 and dialog.minimumSizeHint().width() <= 1280
        assert dialog.objective.width() < 300
        dialog.run()
        searched = dialog.found.searched
        assert searched >= 1000  # the shipped catalogue: the mark shows
        assert dialog.summary.text().startswith(f"{number(searched, 0, 'nl')} configuraties")
        assert "." in dialog.summary.text().split()[0]
    finally:
        install_language("en")


def test_charts_of_a_quote_without_computable_options_say_why(window):
    """File -> New with options but no demand: the Charts page drew four empty 0-1 charts."""
    from PySide6.QtWidgets import QApplication

    window.set_language("nl")
    _new_quote_with(window, 2)
    window.show_page("charts")
    window.show()
    QApplication.processEvents()
    page = window.pages["charts"]
    page.ensure_built()
    page.refresh()
    assert not any(o.valid for o in window.state.result.options)
    assert page.empty.isVisibleTo(page) and not page.grid.isVisibleTo(page)
    assert "Resultaten" in page.empty.text()
    window.set_language("en")
    window.files.open_path(E3)
    window.state.flush()
    page.refresh()
    assert page.grid.isVisibleTo(page) and not page.empty.isVisibleTo(page)


def test_preferences_and_export_hints_read_whole_in_dutch(qtbot):
    """The seller form's terms hint and the Export dialog's seller hint were cut in Dutch."""
    from pathlib import Path

    from PySide6.QtWidgets import QApplication, QLineEdit

    from app.ui.dialogs.export_dialog import ExportDialog
    from app.ui.dialogs.questions import SettingsDialog
    from app.ui.i18n import install_language

    install_language("nl")
    try:
        for dialog in (SettingsDialog("nl"), ExportDialog("nl", Path("/tmp"))):
            qtbot.addWidget(dialog)
            dialog.show()
            QApplication.processEvents()
            assert dialog.width() <= 1280
            hinted = [e for e in dialog.findChildren(QLineEdit)
                      if e.isVisible() and e.placeholderText()]
            assert hinted
            for edit in hinted:
                need = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
                assert edit.contentsRect().width() - 8 >= need, edit.placeholderText()
    finally:
        install_language("en")


def test_measurements_page_says_what_its_blank_chart_area_is_for(qtbot, measurements_page):
    """Before a log is read the chart's place was a blank third of the page (1920x1080)."""
    from tests.ui.test_measurements_page import SMI, _import

    page = measurements_page
    page.resize(1920, 1000)
    page.show()
    assert page.chart_hint.isVisibleTo(page) and "log" in page.chart_hint.text()
    _import(qtbot, page, SMI / "query_units_2gpu_interleaved.csv")
    qtbot.waitUntil(lambda: page.chart is not None and page.chart.isVisibleTo(page))
    assert not page.chart_hint.isVisibleTo(page)


def test_english_notes_group_thousands(qtbot):
    """The English Results page said "the baseline delivers today: 27838.1 token/s" while
    every other number on the page groups thousands (the Dutch one read 27.838,08)."""
    from app import paths
    from app.ui.application import build_window

    win = build_window(paths.example_quote(), lang="en")
    qtbot.addWidget(win)
    win.state.flush()
    notes = win.pages["results"].notes.text()
    assert "delivers today: 27,838.08 token/s." in notes
    assert "27838" not in notes


def test_dutch_why_panel_cites_the_catalogues_dutch_sources(qtbot):
    """The Dutch 'Waarom dit getal' listed the inputs' sources in English ("estimate: 2x Xeon
    ...") where the catalogue has them in Dutch, as the Dutch proposal prints them."""
    from app import paths
    from app.ui.application import build_window
    from app.ui.derivation import inputs_behind
    from app.ui.i18n import install_language
    from app.ui.models.results_table import KEY_ROLE

    try:
        win = build_window(paths.example_quote(), lang="nl")
        qtbot.addWidget(win)
        win.state.flush()
        page = win.pages["results"]
        row = next(r for r in range(page.model.rowCount())  # wall power per server
                   if page.model.index(r, 1).data(KEY_ROLE)[0] == "wall_w")
        index = page.model.index(row, 1)  # of the first candidate
        page.table.setCurrentIndex(index)
        key, label = index.data(KEY_ROLE)
        result = win.state.result
        used = inputs_behind(key, result.option(label), win.state.quote, result)
        dutch = [i for i in used if i.source_nl.strip()]
        assert dutch, "the example's catalogue values carry Dutch sources"
        text = " ".join(page.why.toPlainText().split())
        for inp in dutch:
            assert " ".join(inp.source_nl.split())[:30] in text, inp.source_nl[:60]
            assert " ".join(inp.source.split())[:30] not in text, inp.source[:60]
    finally:
        install_language("en")
