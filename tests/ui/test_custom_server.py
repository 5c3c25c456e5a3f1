"""A custom server as the baseline: typed power, GPUs and PSUs; refused with the
reason when the numbers do not add up; the configurator then works from it."""

from __future__ import annotations

from app.io.catalog.store import Overlay, load_catalog
from app.ui.state import AppState
from tests.calc.v100_task import v100_quote


def test_custom_server_baseline(qtbot):
    from app.ui.pages.options_page import OptionsPage

    state = AppState(base_catalog=load_catalog(overlay=Overlay()), overlay=Overlay())
    quote = v100_quote(redundancy=1)
    state.open_quote(quote.model_copy(update={"options": []}), None)
    page = OptionsPage(state)
    qtbot.addWidget(page)
    dialog = page.buttons["custom"].click() or page.custom_dialog
    dialog.name.setText("4U V100 box")
    dialog.gpu.setCurrentIndex(dialog.gpu.findData("v100-sxm2-32gb"))
    dialog.idle.setValue(100)  # below 8 x the V100's idle: refused, nothing added
    assert not dialog.apply()
    assert "below its 8 GPUs' own idle power" in dialog.error.text()
    assert state.quote.options == []
    dialog.idle.setValue(900)
    dialog.full.setValue(3300)
    dialog.psu_count.setValue(4)
    dialog.psu_spares.setValue(2)
    dialog.psu_rating.setValue(2200)
    dialog.servers.setValue(6)
    dialog.util.setValue(55)
    assert dialog.apply()
    state.flush()
    base = state.result.options[0]
    assert base.baseline and base.valid and base.servers == 6
    server = state.quote.catalog.servers[state.quote.options[0].server]
    assert server.platform_idle_w == 900 - 8 * state.catalog.gpus["v100-sxm2-32gb"].idle_w
    assert server.provenance_of("platform_max_w").source.startswith("user edit")
    page.buttons["suggest"].click()
    found = page.suggest_dialog.found.suggestions
    assert found and found[0].result.valid and found[0].result.npv is not None
    assert found[0].result.npv >= found[-1].result.npv  # ranked against the custom baseline
