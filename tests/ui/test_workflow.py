"""What a sales engineer does: open, add an option, cap it, see results move, undo, save."""

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from app.io.quote.store import load_quote
from app.ui.dialogs.questions import ShowProblem
from tests.ui.conftest import enter

ROOT = Path(__file__).resolve().parents[2]
E3 = ROOT / "resources" / "examples" / "method-e3.quote.json"


def results_by_label(state):
    state.flush()
    return {o.label: o for o in state.result.options}


def test_opens_quote_and_shows_results(window):
    table = window.pages["results"].model
    assert table.columnCount() == 4
    assert table.index(0, 1).data() == "2"  # E3: two H200 servers
    assert window.stack.currentWidget() is window.pages["results"]


def test_add_option_change_cap_results_change(window, qtbot):
    page, state = window.pages["options"], window.state
    window.show_page("options")
    page.add()
    assert len(state.quote.options) == 5
    new_label = state.quote.options[-1].label
    before = results_by_label(state)[new_label]
    assert before.valid
    editor = page.editor
    editor.mode.setCurrentIndex(editor.mode.findData("cap"))
    editor.mode.activated.emit(editor.mode.currentIndex())
    editor.cap.setValue(int(editor.cap.maximum() * 0.75))  # keyboard-like change commits
    option = state.quote.options[-1]
    assert abs(option.power_cap - 0.75) < 0.01
    with qtbot.waitSignal(state.results_changed, timeout=2000):
        pass  # debounced recalculation arrives by itself
    after = state.result.option(new_label)
    assert after.wall_peak_w < before.wall_peak_w
    assert after.gpu_full_w < before.gpu_full_w


def test_pcie_gpu_not_offered_for_sxm_board(window):
    from app.model import GPU
    state = window.state
    gpu = state.catalog.gpus["e3-h200"].model_copy(update={"id": "pcie-x", "form_factor": "PCIe",
                                                           "name": "PCIe X"})
    state.base_catalog = state.base_catalog.model_copy(
        update={"gpus": {**state.base_catalog.gpus, "pcie-x": gpu}})
    state._reload_catalog()
    assert isinstance(state.catalog.gpus["pcie-x"], GPU)
    window.pages["options"].select(1)
    offered = [window.pages["options"].editor.gpu.itemData(i)
               for i in range(window.pages["options"].editor.gpu.count())]
    assert "e3-h200" in offered and "pcie-x" not in offered


def test_invalid_option_shows_reasons_in_place(window):
    page, state = window.pages["options"], window.state
    page.select(1)
    page._edit(1, "power cap", {"power_cap": 0.1})  # below the GPU's minimum power limit
    state.flush()
    assert not state.result.options[1].valid
    assert "outside" in page.editor.reasons.text()


def test_invalid_edit_refused_with_reason(window):
    page, state = window.pages["options"], window.state
    page.select(1)
    before = state.quote
    page._edit(1, "PSU spares", {"psu_spares": 6})  # as many spares as PSUs
    assert state.quote is before
    assert "psu_spares" in page.error.text() and "fewer" in page.error.text()


def test_catalogue_edit_refused_then_accepted_and_reset(window):
    page = window.pages["catalogue"]
    page.kind.setCurrentIndex(page.kind.findData("gpus"))
    model = page.current_model()
    col = next(c for c in range(model.columnCount())
               if model.headerData(c, _H, Qt.ItemDataRole.UserRole) == "tdp_w")
    assert model.headerData(col, _H) == "TDP [W]"  # the key names the field in the files
    index = model.index(0, col)
    assert model.setData(index, "-5") is False
    assert "tdp_w" in page.message.text() and "must be more than 0" in page.message.text()
    assert model.setData(model.index(0, col), "450") is True
    entry_id = model.index(0, 0).data()
    assert window.state.catalog.gpus[entry_id].tdp_w == 450
    assert window.state.catalog.gpus[entry_id].provenance_of("tdp_w").source == "user edit"
    assert window.state.overlay.is_edited("gpus", entry_id, "tdp_w")
    window.state.reset_catalog_value("gpus", entry_id, "tdp_w")
    assert not window.state.overlay.is_edited("gpus", entry_id, "tdp_w")


def test_undo_redo(qtbot, window):
    state = window.state
    price = state.quote.site.energy_price_per_kwh
    field = window.pages["quote"].site_fields["energy_price_per_kwh"]
    enter(qtbot, field, "0.35")
    assert state.quote.site.energy_price_per_kwh == 0.35 and state.dirty
    state.undo_stack.undo()
    assert state.quote.site.energy_price_per_kwh == price and not state.dirty
    assert field.value() == price
    state.undo_stack.redo()
    assert state.quote.site.energy_price_per_kwh == 0.35


def test_region_fills_price_and_carbon(window):
    page, state = window.pages["quote"], window.state
    page.region.setCurrentIndex(page.region.findData("NL"))
    page.region.activated.emit(page.region.currentIndex())
    assert state.quote.site.energy_price_per_kwh == 0.18
    assert state.quote.site.carbon_kg_per_kwh == 0.3
    assert state.quote.site.provenance["carbon_kg_per_kwh"].confidence == "typical"


def test_save_reopen_same_numbers(window, tmp_path):
    state = window.state
    state.edit("customer", customer=state.quote.customer.model_copy(update={"name": "Acme BV"}))
    before = results_by_label(state)
    path = tmp_path / "acme.quote.json"
    assert window.files.save_to(path)
    assert not state.dirty
    window.files.new()
    assert state.quote.options == []
    assert window.files.open_path(path)
    after = results_by_label(state)
    assert state.quote.customer.name == "Acme BV"
    assert {k: v.tco for k, v in after.items()} == {k: v.tco for k, v in before.items()}


def test_bad_file_keeps_current_quote(window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(ShowProblem, "ask", classmethod(lambda cls, p, t, m: shown.append(m)))
    bad = tmp_path / "bad.quote.json"
    bad.write_text("{not json", encoding="utf-8")
    before = window.state.quote
    assert window.files.open_path(bad) is False
    assert window.state.quote is before
    assert "not valid JSON" in shown[0]


def test_unsaved_changes_prompt_can_cancel(window, monkeypatch):
    from app.ui.dialogs.questions import UnsavedChanges
    monkeypatch.setattr(UnsavedChanges, "ask", classmethod(lambda cls, p, n: "cancel"))
    window.state.edit("customer", customer=window.state.quote.customer.model_copy(update={"name": "X"}))
    window.files.new()
    assert window.state.quote.customer.name == "X"


def test_recovery_after_simulated_crash(qtbot, window, e3_catalog, monkeypatch):
    from app.ui.application import build_window
    from app.ui.dialogs.questions import RecoverAutosave
    state = window.state
    state.edit("customer", customer=state.quote.customer.model_copy(update={"name": "Crashed BV"}))
    window.files.autosave()
    crashed = window.files.autosave_file
    assert crashed.exists()
    # the "crashed" session never removes its file; a new session with another pid finds it
    crashed.rename(crashed.with_name("autosave-999999.quote.json"))
    monkeypatch.setattr(RecoverAutosave, "ask", classmethod(lambda cls, p, path: True))
    second = build_window(None, lang="en", catalog=e3_catalog)
    qtbot.addWidget(second)
    assert second.files.offer_recovery()
    assert second.state.quote.customer.name == "Crashed BV"
    assert second.state.dirty
    assert second.files.leftover_autosaves() == []
    second.state.undo_stack.setClean()


def test_language_switch_changes_labels(window):
    results = window.pages["results"].model
    assert window.page_list.item(0).text() == "Quote"
    window.set_language("nl")
    assert window.page_list.item(0).text() == "Offerte"
    assert results.headerData(8, _V) == "Investering"
    assert "€ " in results.index(9, 0).data()  # Dutch money format: € 252.343
    assert "." in results.index(9, 0).data()
    window.set_language("en")
    assert window.page_list.item(0).text() == "Quote"


def test_why_this_number_explains_wall_power(window):
    page = window.pages["results"]
    page.table.setCurrentIndex(page.model.index(2, 0))  # wall power per server, baseline
    text = page.why.toPlainText()
    assert "Wall power 4,308 W = DC load" in text and "PSU efficiency 94.2 %" in text
    assert "assumption" in text and "METHOD.md" in text
    assert "#ffe0a3" in page.why.toHtml().lower() or "ffe0a3" in page.why.toHtml().lower()


def test_charts_build_lazily_and_export(window, tmp_path):
    charts = window.pages["charts"]
    assert not charts.built
    window.show_page("charts")
    assert charts.built
    out = tmp_path / "charts.png"
    assert charts.export_png(out) and out.stat().st_size > 0


def test_excepthook_shows_dialog_with_log_path(monkeypatch):
    from app.ui import application
    shown = []
    monkeypatch.setattr(ShowProblem, "ask", classmethod(lambda cls, p, t, m: shown.append(m)))
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        application.handle_exception(*sys.exc_info())
    assert "RuntimeError: boom" in shown[0] and "gpu-tco.log" in shown[0]
    assert "Traceback" not in shown[0]


def test_screenshot_command_writes_png(tmp_path):
    out = tmp_path / "shot.png"
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "app", "gui", str(E3), "--screenshot", str(out),
                           "--page", "quote", "--size", "1024x700"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)
    assert load_quote(E3)  # the quote file is untouched


from PySide6.QtCore import Qt  # noqa: E402

_H, _V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical


def test_reset_all_catalogue_edits_asks_first_and_keeps_a_backup(window, monkeypatch):
    """Resetting loses nothing unasked: "Reset all edits" asks; No keeps the edits; Yes resets them and the file it
    names brings them back."""
    import json

    from app.io.catalog.store import Overlay
    from app.ui.dialogs import questions

    page, state = window.pages["catalogue"], window.state
    entry = next(iter(state.catalog.gpus))
    state.edit_catalog("gpus", entry, "tdp_w", 450.0)
    asked = []
    monkeypatch.setattr(questions.ResetCatalogEdits, "ask",
                        classmethod(lambda cls, p, n, f: asked.append(n) or False))
    page.reset_all()
    assert asked == [1] and state.overlay.is_edited("gpus", entry, "tdp_w")
    monkeypatch.setattr(questions.ResetCatalogEdits, "ask", classmethod(lambda cls, p, n, f: True))
    page.reset_all()
    assert not state.overlay.is_edited("gpus", entry, "tdp_w")
    backup = Path(page.message.text().split("kept in ", 1)[1].rstrip("."))
    assert json.loads(backup.read_text())["edits"]["gpus"][entry]["tdp_w"]["value"] == 450.0
    assert Overlay.load(backup).is_edited("gpus", entry, "tdp_w")  # import-edits reads it


def test_reset_question_is_translated(window):
    from app.ui.i18n import T

    window.set_language("nl")
    assert T("Dialogs", "Reset all catalogue edits") != "Reset all catalogue edits"


def test_the_demand_names_the_work_unit_of_the_class(qtbot):
    """"Demand [units/s]" told the user nothing: the label names the class's unit, follows a
    change of class and the UI's language."""
    from app import paths
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    window = build_window(paths.example_quote(), lang="en")
    qtbot.addWidget(window)
    try:
        page, state = window.pages["quote"], window.state
        unit = state.catalog.workloads[state.quote.workload.class_id].unit
        assert page.demand_label.text() == f"Demand [{unit}/s]"
        other = next(w for w in state.catalog.workloads.values() if w.unit != unit and w.unit_nl)
        page.workload.setCurrentIndex(page.workload.findData(other.id))
        page.workload.activated.emit(page.workload.currentIndex())
        state.flush()
        assert page.demand_label.text() == f"Demand [{other.unit}/s]"
        window.set_language("nl")
        qtbot.waitUntil(lambda: page.demand_label.text() == f"Vraag [{other.unit_nl}/s]",
                        timeout=3000)
    finally:
        window.files.remove_autosave()
        install_language("en")
