"""Start-up, window state, charts after a language switch, "why this number", Help and the page
registry: what a user notices of the polish."""

from pathlib import Path

from PySide6.QtCore import QRect

from app import APP_ID, __version__
from app.ui.application import build_window

ROOT = Path(__file__).resolve().parents[2]
E3 = ROOT / "resources" / "examples" / "method-e3.quote.json"


def why_text(window, row: int, col: int = 1) -> str:
    page = window.pages["results"]
    page.table.setCurrentIndex(page.model.index(row, col))
    return page.why.toPlainText()


def test_only_the_opening_page_is_built(window):
    assert window.pages.is_built("results")
    assert not any(window.pages.is_built(k) for k in ("quote", "options", "charts", "catalogue"))
    window.show_page("catalogue")
    assert window.pages.is_built("catalogue")
    assert window.stack.currentWidget() is window.pages["catalogue"]


def test_results_without_reading_the_catalogue(qtbot, monkeypatch):
    import app.io.catalog.store as store

    def refuse(*_a, **_k):
        raise AssertionError("the catalogue was read before the first paint")

    monkeypatch.setattr(store, "load_catalog", refuse)
    win = build_window(E3, lang="en")
    qtbot.addWidget(win)
    assert not win.state.catalog_loaded
    assert win.pages["results"].model.index(0, 1).data() == "2"


def test_window_state_restored(window, qtbot, e3_catalog):
    window.show_page("options")
    window.setGeometry(QRect(40, 50, 700, 500))  # fits the offscreen screen
    window.save_window_state()
    second = build_window(E3, lang="en", catalog=e3_catalog)
    qtbot.addWidget(second)
    assert second.current_page == "results"  # not before restore: screenshots stay as asked
    second.restore_window_state()
    assert second.current_page == "options"
    assert (second.width(), second.height()) == (700, 500)


def test_charts_follow_language(window):
    window.show_page("charts")
    plot = window.pages["charts"].plots["cumulative"].getPlotItem()
    window.set_language("nl")
    assert plot.titleLabel.text.startswith("Cumulatieve kosten")
    assert plot.getAxis("bottom").labelText == "jaar"
    power_legend = [label.text for _, label in window.pages["charts"].plots["power"].getPlotItem().legend.items]
    assert "verlies voeding" in power_legend
    assert plot.getAxis("left").tickStrings([0.5], 1, 0.1) == ["0,5"]  # Dutch decimal mark
    window.set_language("en")
    assert plot.titleLabel.text.startswith("Cumulative cost")


def test_why_energy_cost_shows_price_not_gpu(window):
    text = why_text(window, 6)  # energy cost, year 1, of the H200 option
    assert "kWh ×" in text and "energy price" in text and "quote input" in text
    assert "TDP" not in text and "unit price" not in text


def test_why_tco_shows_capex_opex_and_discount_rate(window):
    text = why_text(window, 9)
    assert "capex" in text and "discount rate" in text and "unit price" in text
    assert "carbon intensity" not in text and "TDP" not in text


def test_why_wall_power_shows_power_chain_only(window):
    text = why_text(window, 2)
    assert "TDP" in text and "idle power" in text and "efficiency curve" in text and "platform" in text
    assert "energy price" not in text and "discount rate" not in text
    assert "ffe0a3" in window.pages["results"].why.toHtml().lower()  # assumptions amber


def test_help_guide_falls_back_to_english(tmp_path, qtbot):
    from app.ui.dialogs.help_dialog import HelpDialog, guide_files

    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "01-start.md").write_text("# Getting started\n\nOpen a *quote*.\n", encoding="utf-8")
    assert [p.name for p in guide_files("nl", tmp_path)] == ["01-start.md"]
    dialog = HelpDialog("nl", root=tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.pages.item(0).text() == "Getting started"
    assert "Open a quote" in dialog.browser.toPlainText()


def test_help_without_docs_folder(tmp_path, qtbot):
    from app.ui.dialogs.help_dialog import HelpDialog

    dialog = HelpDialog("en", root=tmp_path / "nowhere")
    qtbot.addWidget(dialog)
    assert dialog.pages.count() == 0 and "not installed" in dialog.browser.toPlainText()


def test_shipped_guide_lists_current_language(qtbot):
    from app.ui.dialogs.help_dialog import guide_files

    nl, fr, en = guide_files("nl"), guide_files("fr"), guide_files("en")
    if nl and en:  # others are writing the guide: only check what is there
        assert nl[0].parent.name == "nl" and en[0].parent.name == "en"
    assert [p.parent.name for p in fr] == ["fr"] * len(en)  # French has every page of its own


def test_about_names_version_and_licences(window, qtbot):
    from app.ui.dialogs.about_dialog import AboutDialog

    dialog = AboutDialog(window.state)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert __version__ in text and APP_ID in text and "Python" in text and "Qt" in text
    for name in ("PySide6", "pyqtgraph", "numpy", "pydantic", "platformdirs"):
        assert name in text
    assert "MIT" in text and "LGPL" in text


def test_help_menu_has_guide_and_about(window):
    texts = [a.text() for a in window.help_menu.actions()]
    assert texts == ["&User guide", "&About GPU TCO"]


def test_optional_page_missing_is_left_out(monkeypatch, window):
    from app.ui import main_window
    from app.ui.main_window import PageSpec, build_page

    ghost = PageSpec("ghost", "Ghost", "app.ui.pages.no_such_page:Ghost", optional=True)
    assert not ghost.available()
    monkeypatch.setattr(main_window, "PAGES", main_window.PAGES + (ghost,))
    assert "ghost" not in [s.key for s in main_window.page_specs()]
    assert build_page(ghost, window.state).text()  # a note instead of a crash
