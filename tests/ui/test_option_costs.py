"""The money side of an option is edited in the app: a line discount lowers capex and TCO,
maintenance switches between an amount and a rate, and undo restores the option."""

import pytest

from app.ui.pages.option_costs import OptionCosts
from tests.ui.conftest import enter


def _costs(window):
    window.show_page("options")
    page = window.pages["options"]
    return page, page.findChild(OptionCosts)


def test_discount_and_maintenance_edits_reach_the_results(qtbot, window):
    page, costs = _costs(window)
    state = window.state
    label = "8xH200 air"
    index = [o.label for o in state.quote.options].index(label)
    page.select(index)
    assert costs.option.label == label
    state.flush()
    before = state.result.option(label)
    enter(qtbot, costs.discount, "10")
    state.flush()
    after = state.result.option(label)
    assert after.capex == pytest.approx(0.9 * before.capex)
    assert after.tco < before.tco
    costs.maintenance_kind.setCurrentIndex(costs.maintenance_kind.findData("rate"))
    costs.maintenance_kind.activated.emit(costs.maintenance_kind.currentIndex())
    enter(qtbot, costs.maintenance, "3")
    state.flush()
    option = state.quote.options[index]
    assert option.maintenance_rate == pytest.approx(0.03) and option.maintenance_per_year is None
    assert state.result.option(label).maintenance_per_year == pytest.approx(0.03 * before.capex)
    for _ in range(3):
        state.undo_stack.undo()
    state.flush()
    assert state.quote.options[index].discount == 0
    assert state.result.option(label).capex == pytest.approx(before.capex)


def test_measured_cap_curve_replaces_the_exponent(qtbot, window):
    """A cap curve entered for the capped option changes its throughput, and says so."""
    from app.ui.pages.option_editor import OptionEditor

    window.show_page("options")
    page, state = window.pages["options"], window.state
    label = "8xH200 air, cap 80 %"
    page.select([o.label for o in state.quote.options].index(label))
    editor = page.findChild(OptionEditor)
    state.flush()
    before = state.result.option(label)
    assert any("assumed exponent" in n for n in before.notes)
    editor.cap_curve.setText("0.7:0.80, 0.8:0.90, 1:1")
    editor.cap_curve.editingFinished.emit()
    state.flush()
    after = state.result.option(label)
    assert after.phi == pytest.approx(0.90)            # read off the curve at 80 %, not 0.8^0.23
    assert not any("assumed exponent" in n for n in after.notes)
    editor.cap_curve.setText("0.7 0.8")
    editor.cap_curve.editingFinished.emit()
    assert "not 'power ratio:throughput'" in editor.reasons.text()


def test_a_catalogue_price_on_request_reads_so_and_a_typed_price_replaces_it(qtbot):
    """No catalogue price: the field says "price on request" (never a 0), choosing "quoted"
    opens it without inventing a price, and the typed price becomes the option's."""
    from app.ui.pages.option_costs import PriceChoice

    choice = PriceChoice("gpu_price")
    qtbot.addWidget(choice)
    got = []
    choice.changed.connect(got.append)
    choice.show_price(None, None, "EUR")
    assert choice.amount.edit.text() == ""
    assert choice.amount.edit.placeholderText() == "price on request"
    assert not choice.amount.edit.isEnabled()
    choice.kind.setCurrentIndex(choice.kind.findData("quoted"))
    choice.kind.activated.emit(choice.kind.currentIndex())
    assert got == [] and choice.amount.edit.isEnabled()
    enter(qtbot, choice.amount, "40000")
    assert got == [pytest.approx(40000.0)]
