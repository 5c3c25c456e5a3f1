"""The accepted number formats in the window (METHOD §12.1, M40): the Quote page's control sets
the quote's list, in Dutch too; the Suggest dialog searches under its own ticks, shows each
build's format and keeps the formats in the quote when a build is added; Results name each
option's format."""

from __future__ import annotations

from app.io.quote.store import load_quote
from app.model.precision import FORMATS
from tests.conftest import EXAMPLES
from tests.ui.test_suggest import _v100_in_the_app

Q2 = EXAMPLES / "method-e6-precision-q2.quote.json"


def test_the_quote_page_sets_the_accepted_formats_and_says_so_in_dutch(qtbot):
    from app.ui.i18n import install_language
    from app.ui.pages.quote_page import QuotePage

    install_language("nl")
    try:
        state = _v100_in_the_app("nl")
        page = QuotePage(state)
        qtbot.addWidget(page)
        _tick(page, state)
    finally:
        install_language("en")


def _tick(page, state):
    page.refresh()
    assert all(box.isChecked() for box in page.formats.boxes.values())
    for fmt in ("fp64", "fp32", "tf32", "int8", "fp4"):
        page.formats.boxes[fmt].click()
    state.flush()
    assert state.quote.workload.accepted_precisions == ["bf16", "fp16", "fp8"]
    labels = [w.text() for w in page.findChildren(type(page.demand_label))]
    assert "Toegestane getalformaten" in labels
    for fmt in ("bf16", "fp16"):
        page.formats.boxes[fmt].click()
    page.formats.boxes["fp8"].click()  # the last one stays: an empty list is refused
    assert page.formats.boxes["fp8"].isChecked()
    state.flush()
    assert state.quote.workload.accepted_precisions == ["fp8"]


def test_suggest_under_fp8_and_wider_offers_no_fp4_build_and_keeps_the_formats(qtbot):
    from app.ui.pages.options_page import OptionsPage

    state = _v100_in_the_app()
    page = OptionsPage(state)
    qtbot.addWidget(page)
    page.buttons["suggest"].click()
    dialog = page.suggest_dialog
    for fmt in set(FORMATS) - {"fp16", "bf16", "fp8"}:
        dialog.formats.boxes[fmt].click()
    dialog.run()
    assert dialog.found.suggestions
    shown = {dialog.table.item(i, 2).text() for i in range(dialog.table.rowCount())}
    assert shown and shown <= {"FP16", "BF16", "FP8"}
    assert dialog.add_selected()
    assert state.quote.workload.accepted_precisions == ["bf16", "fp16", "fp8"]


def test_results_name_each_options_format(qtbot):
    from PySide6.QtCore import Qt

    from app.calc import evaluate
    from app.ui.models.results_table import ResultsTableModel

    model = ResultsTableModel()
    model.set_result(evaluate(load_quote(Q2)), "en")
    rows = [model.headerData(i, Qt.Orientation.Vertical) for i in range(model.rowCount())]
    row = rows.index("Number format")
    cells = [model.data(model.index(row, c)) for c in range(model.columnCount())]
    assert cells[:4] == ["FP16", "FP8", "FP4", "FP16"]


def test_adding_a_v100_server_offers_the_count_its_fp16_instance_spans():
    """146 GB at FP16 over 32 GB cards spans 5, so 8 (a divisor >= 5) fits: the option editor
    offers the DGX-1's 8 V100s (the §11.3 rule at 77 GB asked for a multiple of 3)."""
    from app.ui.pages.option_fit import default_count, gpus_that_fit

    state = _v100_in_the_app()
    server = state.catalog.servers["nvidia-dgx-1-v100"]
    gpu = state.catalog.gpus["v100-sxm2-32gb"]
    assert gpu in gpus_that_fit(state, server)
    assert default_count(state, server, gpu) == 8
