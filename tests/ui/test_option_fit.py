"""The option editor stops setting traps: auto-name, server changes that keep the
GPU or say what changed, Add from the newest GPU that fits, profiles from "none", a saved cap
outside the range shown as invalid, a cap typed exactly in W or %."""

from __future__ import annotations

import pytest

from app.io.catalog.store import Overlay, load_catalog
from app.ui.pages.option_editor import parse_cap
from app.ui.pages.option_fit import auto_label
from app.ui.state import AppState
from tests.calc.v100_task import candidate, v100_quote


@pytest.fixture
def page(v100_options_page):
    return v100_options_page


def test_add_starts_from_the_newest_gpu_that_fits_and_the_name_follows(page):
    state = page.state
    page.add()
    new = state.quote.options[-1]
    gpu = state.catalog.gpus[new.gpu]
    assert new.gpu != "v100-sxm2-32gb" and gpu.release_year == 2025
    server = state.catalog.servers[new.server]
    assert server.takes_gpu(gpu)
    assert not server.rack_scale  # not a 72-GPU rack the room must be built for
    assert state.catalog.cooling[new.cooling].type == "air"  # the room most customers have
    assert any(s.rack_scale for s in state.catalog.servers.values())
    cls = state.quote.workload.class_id
    newest = [g for g in state.catalog.gpus.values() if g.release_year == 2025 and cls in g.perf
              and any(s.takes_gpu(g) and "air" in s.cooling and not s.rack_scale
                      for s in state.catalog.servers.values())]
    assert gpu.perf[cls] == max(g.perf[cls] for g in newest)  # of the newest, the fastest
    assert new.label == auto_label(state, new)
    row = len(state.quote.options) - 1
    page._edit(row, "GPU count", {"gpus_per_server": state.catalog.servers[new.server].gpu_counts[0]})
    assert state.quote.options[row].label == auto_label(state, state.quote.options[row])
    page._edit(row, "rename", {"label": "Customer's pick"})
    page._edit(row, "GPU count", {"gpus_per_server": new.gpus_per_server})
    assert state.quote.options[row].label == "Customer's pick"  # a typed name stays


def test_server_change_keeps_the_gpu_or_says_what_changed(page):
    state, editor = page.state, page.editor
    page.select(1)
    editor.server.setCurrentIndex(editor.server.findData("smc-sys-522ga-nrt"))
    editor.server.activated.emit(editor.server.currentIndex())
    option = state.quote.options[1]
    assert option.server == "smc-sys-522ga-nrt" and option.gpu == "h200-nvl"
    assert editor.changed.text() == ""
    editor.server.setCurrentIndex(editor.server.findData("dell-poweredge-r750xa"))
    editor.server.activated.emit(editor.server.currentIndex())
    option = state.quote.options[1]
    assert option.gpu != "h200-nvl"
    assert "does not take the H200 NVL 141GB" in editor.changed.text()
    assert state.catalog.gpus[option.gpu].name in editor.changed.text()


def test_profile_starts_at_none(qtbot):
    from app.ui.pages.options_page import OptionsPage

    b200 = candidate("8x B200", "smc-sys-a21ge-nbrt", "b200", 8, "titanium-5250", 6, 3)
    state = AppState(base_catalog=load_catalog(overlay=Overlay()), overlay=Overlay())
    state.open_quote(v100_quote([b200]), None)
    page = OptionsPage(state)
    qtbot.addWidget(page)
    page.select(1)
    editor = page.editor
    assert state.catalog.gpus["b200"].profiles
    editor.mode.setCurrentIndex(editor.mode.findData("profile"))
    editor.mode.activated.emit(editor.mode.currentIndex())
    assert state.quote.options[1].profile is None
    assert editor.profile.currentData() == "" and editor.profile.isEnabled()
    editor.profile.setCurrentIndex(editor.profile.findData("inference"))
    editor.profile.activated.emit(editor.profile.currentIndex())
    assert state.quote.options[1].profile.id == "inference"


def test_saved_cap_outside_the_range_shows_invalid_and_a_cap_can_be_typed(page):
    state, editor = page.state, page.editor
    page._edit(1, "power cap", {"power_cap": 0.1})
    page.select(1)
    state.flush()
    page.refresh()
    assert "outside" in editor.cap_text.text() and "60 W" in editor.cap_text.text()
    assert not state.result.options[1].valid
    editor.cap_edit.setText("480 W")
    editor.cap_edit.editingFinished.emit()
    assert state.quote.options[1].power_cap == pytest.approx(480 / 600)
    editor.cap_edit.setText("85 %")
    editor.cap_edit.editingFinished.emit()
    assert state.quote.options[1].power_cap == pytest.approx(0.85)
    editor.cap_edit.setText("lots")
    editor.cap_edit.editingFinished.emit()
    assert "not a power" in editor.reasons.text()
    assert state.quote.options[1].power_cap == pytest.approx(0.85)


def test_parse_cap_in_both_languages():
    assert parse_cap("560", 700) == pytest.approx(0.8)
    assert parse_cap("80,5 %", 700, "nl") == pytest.approx(0.805)
    assert parse_cap("1.050 W", 1400, "nl") == pytest.approx(0.75)
    for bad in ("", "-5 W", "300 %"):
        with pytest.raises(ValueError):
            parse_cap(bad, 700)
