"""The Suggest view on the issue-14 task: a Dutch customer replacing six 8x V100 servers that
run LLM inference at 55 %, built in the app; the view suggests a build with a positive NPV and
adds it as an option in one click. Also renders the view in English and Dutch at 1280x800."""

from __future__ import annotations

import os
from pathlib import Path

from app.io.catalog.store import Overlay, load_catalog
from app.model import Option
from app.ui.state import AppState, new_quote

ROOT = Path(__file__).resolve().parents[2]


def _v100_in_the_app(lang="en"):
    catalog = load_catalog(overlay=Overlay())
    state = AppState(base_catalog=catalog, overlay=Overlay(), lang=lang)
    state.open_quote(new_quote(state.catalog), None)
    nl = catalog.regions["NL"]
    state.edit("site", site=state.quote.site.model_copy(update=dict(
        region="NL", energy_price_per_kwh=nl.energy_price_per_kwh, price_escalation=0.03,
        carbon_kg_per_kwh=nl.carbon_kg_per_kwh, discount_rate=0.06)))
    state.edit("workload", workload=state.quote.workload.model_copy(
        update={"class_id": "llm-inference"}), redundancy=1)
    state.set_options([Option(label="Today: 6x DGX-1 (8x V100)", baseline=True,
                              server="nvidia-dgx-1-v100", gpu="v100-sxm2-32gb",
                              gpus_per_server=8, psu="platinum-1600", psu_count=4, psu_spares=1,
                              cooling="air", servers=6, utilization=0.55,
                              maintenance_per_year=12000)], "baseline")
    state.flush()
    return state


def test_suggest_finds_a_build_with_a_positive_npv_and_adds_it(qtbot):
    from app.ui.pages.options_page import OptionsPage

    state = _v100_in_the_app()
    page = OptionsPage(state)
    qtbot.addWidget(page)
    page.buttons["suggest"].click()
    dialog = page.suggest_dialog
    ranked, apart = dialog.found.suggestions, dialog.found.on_request
    assert len(ranked) == 5 and dialog.table.rowCount() == 5 + len(apart)
    assert [dialog.table.item(i, 0).text() for i in range(5)] == ["1", "2", "3", "4", "5"]
    for i in range(5, 5 + len(apart)):  # the racks without a public price, listed apart
        assert dialog.table.item(i, 0).text() == "–"
        assert dialog.table.item(i, 5).text() == "price on request"
    best = dialog.found.suggestions[0]
    assert best.result.npv > 0 and best.result.servers >= 2
    assert "€" in dialog.table.item(0, 7).text() and "−" not in dialog.table.item(0, 7).text()
    assert dialog.table.item(0, 12).text().startswith("Highest NPV")
    assert dialog.add_selected()
    state.flush()
    added = next(r for r in state.result.options if r.label == best.option.label)
    assert added.valid and added.npv > 0
    assert page.model.rowCount() == 2
    state.undo_stack.undo()  # one undoable step
    assert len(state.quote.options) == 1


def test_suggest_limits_and_language(qtbot):
    from app.ui.dialogs.suggest_dialog import SuggestDialog
    from app.ui.i18n import install_language

    install_language("nl")
    try:
        state = _v100_in_the_app("nl")
        dialog = SuggestDialog(state)
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "Een configuratie voorstellen"
        assert dialog.table.item(0, 12).text().startswith("Hoogste NCW")
        dialog.max_capex.setValue(1000)  # nothing costs that little
        dialog.run()
        assert dialog.table.rowCount() == 0 and "verruim" in dialog.summary.text()
        assert not dialog.add_button.isEnabled()
    finally:
        install_language("en")


def test_screenshots_of_the_suggest_view(qtbot, tmp_path):
    """Render the view at 1280x800 in both languages (GPU_TCO_SCREENSHOTS=DIR keeps them)."""
    from PySide6.QtWidgets import QApplication

    from app.ui.dialogs.suggest_dialog import SuggestDialog
    from app.ui.i18n import install_language

    out = Path(os.environ.get("GPU_TCO_SCREENSHOTS", tmp_path))
    for lang in ("en", "nl"):
        install_language(lang)
        try:
            dialog = SuggestDialog(_v100_in_the_app(lang))
            qtbot.addWidget(dialog)
            dialog.resize(1280, 800)
            dialog.show()
            QApplication.processEvents()
            path = out / f"suggest{'' if lang == 'en' else '_nl'}.png"
            assert dialog.grab().save(str(path))
            assert path.stat().st_size > 10000
        finally:
            install_language("en")
