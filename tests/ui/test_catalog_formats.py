"""A user can state a GPU's number formats on the Catalogue page (METHOD §12.1, M40): the format
of each class's throughput and the formats the hardware runs, typed like the other fields,
refused with the known names; a throughput left without a format for a class that names its
accepted formats is marked with why it is not used. The option editor pins an option's format
("automatic" or one the GPU has a throughput at), undoable like the other fields."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.io.catalog.store import Overlay, load_catalog
from app.ui.state import AppState
from tests.calc.v100_task import candidate, v100_quote

NVL = candidate("2x H200 NVL", "smc-sys-421ge-tnrt", "h200-nvl", 2, "titanium-2700", 4, 2)
CLS = "llm-inference"  # a class that names its accepted formats (catalog/workloads.toml)


@pytest.fixture
def state():
    return AppState(base_catalog=load_catalog(overlay=Overlay()), overlay=Overlay())


@pytest.fixture
def gpus(state, qtbot):
    """The GPU table of the Catalogue page (which reloads it after each edit)."""
    from app.ui.pages.catalog_page import CatalogPage

    page = CatalogPage(state)
    qtbot.addWidget(page)
    yield page.models["gpus"]  # the page stays alive while the test runs


@pytest.fixture
def dutch(qapp, monkeypatch):
    """The Dutch window on a machine whose OS locale is C."""
    from app.ui.i18n import install_language

    for name in ("LC_ALL", "LANG", "LC_NUMERIC"):
        monkeypatch.setenv(name, "C")
    install_language("nl")
    yield
    install_language("en")


def _cell(model, gpu_id: str, field: str):
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == gpu_id)
    col = next(c for c in range(model.columnCount())
               if model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.UserRole) == field)
    return model.index(row, col)


def test_the_gpu_table_has_a_format_column_per_class_and_the_hardware_list(state, gpus, dutch):
    state.lang = "nl"
    model = gpus
    header = model.headerData(_cell(model, "h200-nvl", f"perf_precision.{CLS}").column(),
                              Qt.Orientation.Horizontal)
    assert header.startswith("getalformaat doorvoer: ")
    assert _cell(model, "h200-nvl", f"perf_precision.{CLS}").data() == "fp8"  # NVIDIA's run
    hardware = _cell(model, "v100-sxm2-32gb", "precisions")
    assert model.headerData(hardware.column(), Qt.Orientation.Horizontal) == "eigen getalformaten"
    assert hardware.data() == "fp64, fp32, fp16"  # METHOD §12.1's V100 row


def test_a_typed_format_is_kept_and_a_wrong_one_refused_with_the_known_names(state, gpus):
    model = gpus
    refused: list[str] = []
    model.edit_refused.connect(refused.append)
    cell = _cell(model, "h200-nvl", f"perf_precision.{CLS}")
    assert model.setData(cell, " FP16 ")
    assert state.catalog.gpus["h200-nvl"].perf_precision[CLS] == "fp16"
    assert state.overlay.is_edited("gpus", "h200-nvl", f"perf_precision.{CLS}")
    assert not model.setData(_cell(model, "h200-nvl", f"perf_precision.{CLS}"), "fp5")
    assert "fp5" in refused[-1] and "fp8" in refused[-1]  # the names that are known
    assert not model.setData(_cell(model, "h200-nvl", f"perf_precision.{CLS}"), "fp8, bf16")
    assert "one number format" in refused[-1]
    assert state.catalog.gpus["h200-nvl"].perf_precision[CLS] == "fp16"  # nothing lost
    assert model.setData(_cell(model, "h200-nvl", "precisions"), "fp8,bf16 , fp16")
    assert state.catalog.gpus["h200-nvl"].precisions == ["bf16", "fp16", "fp8"]  # widest first
    assert not model.setData(_cell(model, "h200-nvl", "precisions"), "bf16, fp3")
    assert state.catalog.gpus["h200-nvl"].precisions == ["bf16", "fp16", "fp8"]


def test_a_format_for_a_class_without_a_throughput_is_refused(state, gpus):
    model = gpus
    refused: list[str] = []
    model.edit_refused.connect(refused.append)
    gpu = state.catalog.gpus["rubin"]
    missing = next(c for c in state.catalog.workloads if c not in gpu.perf)
    assert not model.setData(_cell(model, "rubin", f"perf_precision.{missing}"), "fp8")
    assert refused and missing in refused[-1]


def test_an_unstated_format_is_marked_where_the_class_names_its_formats(state, gpus, dutch):
    state.lang = "nl"
    model = gpus
    assert model.setData(_cell(model, "h200-nvl", f"perf_precision.{CLS}"), "")
    assert CLS not in state.catalog.gpus["h200-nvl"].perf_precision  # unstated now
    cell = _cell(model, "h200-nvl", f"perf_precision.{CLS}")
    assert cell.data() == "niet opgegeven"
    assert cell.data(Qt.ItemDataRole.EditRole) == ""  # typed over as empty, not as the words
    assert "niet gebruikt voor een klasse die haar geaccepteerde getalformaten noemt" in \
        cell.data(Qt.ItemDataRole.ToolTipRole)
    assert cell.data(Qt.ItemDataRole.ForegroundRole) is not None
    perf = _cell(model, "h200-nvl", f"perf.{CLS}")
    assert "niet opgegeven" in perf.data(Qt.ItemDataRole.ToolTipRole)
    free = next(c for c, w in state.catalog.workloads.items() if not w.precisions_ok
                and c in state.catalog.gpus["h200-nvl"].perf)
    assert model.setData(_cell(model, "h200-nvl", f"perf_precision.{free}"), "")
    assert _cell(model, "h200-nvl", f"perf_precision.{free}").data() == ""  # counts there
    state.reset_catalog_value("gpus", "h200-nvl", f"perf_precision.{CLS}")
    assert state.catalog.gpus["h200-nvl"].perf_precision[CLS] == "fp8"


@pytest.fixture
def page(v100_options_page):
    return v100_options_page


def _pick(combo, key) -> None:
    combo.setCurrentIndex(combo.findData(key))
    combo.activated.emit(combo.currentIndex())


def test_the_option_pins_its_number_format_and_undo_brings_automatic_back(page):
    state, editor = page.state, page.editor
    page.select(1)
    rtx = state.catalog.gpus["rtx-pro-6000-bse"]  # its server takes it
    cls = state.quote.workload.class_id
    stated = {rtx.perf_precision[cls], *rtx.perf_at.get(cls, {})}
    _pick(editor.gpu, "rtx-pro-6000-bse")
    assert state.quote.options[1].gpu == "rtx-pro-6000-bse"
    items = [editor.precision.itemData(i) for i in range(editor.precision.count())]
    assert items[0] == "" and editor.precision.itemText(0) == "automatic (best accepted)"
    assert set(items[1:]) == stated and len(items) == len(stated) + 1  # FP4 and FP8
    assert editor.precision.currentData() == ""
    _pick(editor.precision, "fp8")
    assert state.quote.options[1].precision == "fp8"
    assert editor.precision.currentText() == "FP8"
    result = next(r for r in state.result.options if r.label == state.quote.options[1].label)
    assert result.precision == "fp8"  # the engine computes the option at the pinned format
    state.undo_stack.undo()
    assert state.quote.options[1].precision is None
    page.select(1)
    assert editor.precision.currentData() == ""


def test_the_chooser_is_getalformaat_in_dutch(page, dutch):
    from PySide6.QtWidgets import QFormLayout

    page.state.lang = "nl"
    form = page.editor.layout()
    assert isinstance(form, QFormLayout)
    label = form.labelForField(page.editor.precision)
    page.editor.texts.retranslate()
    assert label.text().rstrip(":") == "Getalformaat"
    page.select(1)
    assert page.editor.precision.itemText(0) == "automatisch (beste geaccepteerde)"


def test_an_option_invalid_for_an_unstated_format_says_why_and_where_to_state_it(qtbot, dutch):
    from app.ui.pages.options_page import OptionsPage

    quote = v100_quote([NVL])
    nvl = quote.catalog.gpus["h200-nvl"]
    cls = quote.workload.class_id
    assert quote.catalog.workloads[cls].precisions_ok  # the class names its formats
    unstated = nvl.model_copy(update={"perf_precision": {
        k: v for k, v in nvl.perf_precision.items() if k != cls}, "perf_at": {}, "busy_w_at": {}})
    quote = quote.model_copy(update={"catalog": quote.catalog.model_copy(
        update={"gpus": {**quote.catalog.gpus, "h200-nvl": unstated}})})
    state = AppState(base_catalog=load_catalog(overlay=Overlay()), overlay=Overlay())
    state.lang = "nl"
    state.open_quote(quote, None)
    page = OptionsPage(state)
    qtbot.addWidget(page)
    page.select(1)
    shown = page.editor.reasons.text()
    assert "Getalformaat van de doorvoer niet opgegeven: niet gebruikt" in shown
    assert "pagina Catalogus" in shown and "getalformaat doorvoer" in shown
    page.select(0)  # the baseline is valid (flagged, not refused): no such line
    assert "pagina Catalogus" not in page.editor.reasons.text()
