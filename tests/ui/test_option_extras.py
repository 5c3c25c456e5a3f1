"""The extra bill-of-materials lines are edited in the option editor's table: a line added and priced in Dutch raises the capex, an optional tick takes it out again, a
bad number is refused with the reason and keeps the line, undo restores it, and the baseline's
table is off. The table model passes qtmodeltester."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.model import ExtraLine
from app.ui.models.extra_lines_table import (
    COL_DESCRIPTION,
    COL_OPTIONAL,
    COL_PER_SERVER,
    COL_QUANTITY,
    COL_TOTAL,
    COL_UNIT_PRICE,
    ExtraLinesTableModel,
)
from app.ui.pages.option_extras import OptionExtras

LABEL = "8xH200 air"


def _extras(window, label=LABEL):
    window.show_page("options")
    page = window.pages["options"]
    page.select([o.label for o in window.state.quote.options].index(label))
    return page.findChild(OptionExtras)


def _set(model, row, col, value):
    role = Qt.ItemDataRole.CheckStateRole if col in (COL_PER_SERVER, COL_OPTIONAL) \
        else Qt.ItemDataRole.EditRole
    return model.setData(model.index(row, col), value, role)


def test_a_line_added_in_dutch_raises_the_capex_and_optional_takes_it_out(window):
    from app.ui.i18n import install_language

    state = window.state
    state.set_language("nl")
    install_language("nl")
    extras = _extras(window)
    state.flush()
    before = state.result.option(LABEL)
    extras.add.click()
    model = extras.model
    assert model.rowCount() == 1 and model.index(0, COL_DESCRIPTION).data() == "Extra regel"
    assert _set(model, 0, COL_DESCRIPTION, "Rails en PDU's")
    assert _set(model, 0, COL_QUANTITY, "2")
    assert _set(model, 0, COL_UNIT_PRICE, "1.250,50")  # Dutch grouping and decimal comma
    assert _set(model, 0, COL_PER_SERVER, Qt.CheckState.Checked.value)
    state.flush()
    line = next(o for o in state.quote.options if o.label == LABEL).extras[0]
    assert line == ExtraLine(description="Rails en PDU's", quantity=2, unit_price=1250.5,
                             per_server=True)
    after = state.result.option(LABEL)
    assert after.capex == pytest.approx(before.capex + after.servers * 2 * 1250.5)
    assert "per server" in extras.model.index(0, COL_TOTAL).data()
    assert extras.model.index(0, COL_UNIT_PRICE).data() == "€ 1.250,50"
    assert _set(extras.model, 0, COL_OPTIONAL, Qt.CheckState.Checked.value)
    state.flush()
    assert state.result.option(LABEL).capex == pytest.approx(before.capex)
    assert "optioneel" in extras.model.index(0, COL_TOTAL).data()
    state.undo_stack.undo()
    state.flush()
    assert state.result.option(LABEL).capex == pytest.approx(after.capex)


def test_a_bad_number_is_refused_with_the_reason_and_the_line_stays(window):
    from app.ui.i18n import install_language

    window.state.set_language("nl")
    install_language("nl")
    extras = _extras(window)
    extras.add.click()
    model = extras.model
    assert not _set(model, 0, COL_UNIT_PRICE, "12,345.68")
    assert "12.345,68" in extras.error.text()  # the Dutch example of a number
    assert not _set(model, 0, COL_QUANTITY, "0")
    assert "meer dan 0" in extras.error.text()
    assert not _set(model, 0, COL_DESCRIPTION, "  ")
    assert "omschrijving" in extras.error.text().lower()
    line = next(o for o in window.state.quote.options if o.label == LABEL).extras[0]
    assert (line.quantity, line.unit_price) == (1.0, 0.0)


def test_remove_takes_the_selected_line_out(window):
    extras = _extras(window)
    extras.add.click()
    extras.add.click()
    _set(extras.model, 1, COL_DESCRIPTION, "Transport")
    extras.table.selectRow(0)
    extras.remove.click()
    lines = next(o for o in window.state.quote.options if o.label == LABEL).extras
    assert [x.description for x in lines] == ["Transport"]


def test_the_baseline_has_no_lines_to_edit(window):
    extras = _extras(window, "Baseline 8xA100 air")
    assert not extras.table.isEnabled() and not extras.add.isEnabled()
    assert "not bought" in extras.error.text()


def test_extra_lines_table_model(qtmodeltester):
    model = ExtraLinesTableModel()
    qtmodeltester.check(model)
    model.set_lines([ExtraLine(description="NVIDIA AI Enterprise, 5 jaar", quantity=16,
                               unit_price=4_500.0),
                     ExtraLine(description="CDU", unit_price=38_000.0, optional=True)], "nl")
    qtmodeltester.check(model)
    assert model.index(1, COL_TOTAL).data() == "€ 38.000,00 (optional)"


def test_an_option_with_lines_cannot_become_the_baseline_and_says_why_in_dutch(window):
    from app.ui.i18n import install_language
    from app.ui.pages.option_editor import OptionEditor

    window.state.set_language("nl")
    install_language("nl")
    extras = _extras(window)
    extras.add.click()
    editor = window.pages["options"].findChild(OptionEditor)
    editor.baseline.click()
    option = next(o for o in window.state.quote.options if o.label == LABEL)
    assert not option.baseline and len(option.extras) == 1
    assert not editor.baseline.isChecked()
    assert "niet aangeschaft" in editor.reasons.text()
