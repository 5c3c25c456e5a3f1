"""The time-of-use tariff on the Quote page: switching it on changes the energy cost, not the kWh,
and undo switches it off again."""

from app.ui.pages.tariff_box import TariffBox


def test_tariff_on_moves_cost_not_energy(qtbot, window):
    state = window.state
    state.flush()
    before = state.result.options[0]
    window.show_page("quote")
    box = window.pages["quote"].findChild(TariffBox)
    assert box is not None and not box.isChecked()
    box.setChecked(True)  # day = flat price, night at 60 % of it
    state.flush()
    after = state.result.options[0]
    assert after.annual_kwh_total == before.annual_kwh_total
    assert after.annual_energy_cost < before.annual_energy_cost
    assert state.quote.site.tariff is not None
    state.undo_stack.undo()
    state.flush()
    assert state.quote.site.tariff is None
    assert state.result.options[0].annual_energy_cost == before.annual_energy_cost
