"""The whole decision's inputs in the app (METHOD §11.4-§11.6), typed in Dutch with
the OS locale C: the bill in components on the Quote page, residual value, financing and a
rental in the option editor. Each entry changes the engine's figure as the method says, a bad
entry is refused in place keeping the old value, and save and reopen keeps what was typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from app.io.catalog.presets import load_bill_presets, load_rental_presets
from app.io.quote.store import load_quote
from app.model import Catalog
from tests.ui.conftest import enter

E5 = Path(__file__).resolve().parents[2] / "resources" / "examples" / "method-e5.quote.json"
A, B, R = 1, 2, 3  # E5's options: baseline, A (half financed), B (cash), R (rented)


@pytest.fixture
def e5_nl(qtbot):
    """METHOD E5 in the Dutch UI on the catalogue of its own snapshot; OS locale C."""
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    win = build_window(E5, lang="nl", catalog=Catalog(**dict(load_quote(E5).catalog)))
    QLocale.setDefault(QLocale.c())
    qtbot.addWidget(win)
    win.state.flush()
    yield win
    win.files.remove_autosave()
    install_language("en")


def _tax(kwh: float, bands) -> float:
    """M19a by hand: sum of t_b x max(0, min(E, hi_b) - lo_b)."""
    return sum(b.per_kwh * max(0.0, min(kwh, b.to_kwh if b.to_kwh is not None else float("inf"))
                               - b.from_kwh) for b in bands)


def _reopened(win, tmp_path):
    path = tmp_path / "e5-nl.quote.json"
    assert win.files.save_to(path)
    return load_quote(path)


def test_the_bill_in_components_typed_in_dutch(qtbot, e5_nl, tmp_path):
    state, bill = e5_nl.state, e5_nl.pages["quote"].bill
    assert bill.isChecked()  # E5 gives the bill in components
    label = state.quote.options[A].label
    before = state.result.option(label)
    enter(qtbot, bill.fields["capacity_price_per_kw_month"], "5,5")
    state.flush()
    assert state.quote.site.bill.capacity_price_per_kw_month == 5.5
    after = state.result.option(label)
    assert after.capacity_charge_by_year[0] == pytest.approx(
        before.capacity_charge_by_year[0] * 5.5 / 4.0)  # M19b is linear in the price
    enter(qtbot, bill.fields["capacity_price_per_kw_month"], "vijf")
    assert "geen getal" in bill.fields["capacity_price_per_kw_month"].refusal()
    assert state.quote.site.bill.capacity_price_per_kw_month == 5.5
    enter(qtbot, bill.bands.rows[0][0]["per_kwh"], "0,05")
    enter(qtbot, bill.fields["site_kwh_per_year"], "9.900.000")
    state.flush()
    site = state.quote.site.bill
    assert site.tax_bands[0].per_kwh == 0.05 and site.site_kwh_per_year == 9_900_000
    r = state.result.option(label)
    bands = site.tax_bands
    assert r.energy_tax_by_year[0] == pytest.approx(
        _tax(9_900_000 + r.annual_kwh_total, bands) - _tax(9_900_000, bands), rel=1e-9)
    enter(qtbot, bill.bands.rows[1][0]["from_kwh"], "5.000.000")  # inside band 1: refused
    assert "schijf 2 begint binnen de schijf ervoor" in bill.bands.rows[1][0]["from_kwh"].refusal()
    assert state.quote.site.bill.tax_bands[1].from_kwh == 10_000_000
    reopened = _reopened(e5_nl, tmp_path)
    assert reopened.site.bill == state.quote.site.bill


def test_bands_added_removed_and_a_preset_with_its_source(qtbot, e5_nl):
    state, bill = e5_nl.state, e5_nl.pages["quote"].bill
    bill.bands.add.click()
    bands = state.quote.site.bill.tax_bands
    assert len(bands) == 3 and bands[1].to_kwh == bands[2].from_kwh and bands[2].to_kwh is None
    bill.bands.rows[0][1].click()  # remove band 1
    assert len(state.quote.site.bill.tax_bands) == 2
    nl = load_bill_presets()["NL"]
    price = state.quote.site.bill.energy_price_per_kwh
    bill.preset.setCurrentIndex(bill.preset.findData("NL"))
    bill.preset.activated.emit(bill.preset.currentIndex())
    chosen = state.quote.site.bill
    assert chosen.tax_bands == nl.bands and chosen.energy_price_per_kwh == price + nl.levy_per_kwh
    assert chosen.source.startswith(nl.name_nl) and str(nl.year) in chosen.source  # Dutch UI
    assert bill.preset.currentData() == "NL" and "aanname" in bill.preset_note.text()
    assert nl.source_nl in bill.preset_note.text() and nl.note_nl in bill.preset_note.text()
    assert bill.preset.itemText(bill.preset.currentIndex()).startswith(f"NL: {nl.name_nl}")
    be = load_bill_presets()["BE"]
    for _ in range(2):  # its flat levies join the energy price once, whatever was chosen before
        bill.preset.setCurrentIndex(bill.preset.findData("BE"))
        bill.preset.activated.emit(bill.preset.currentIndex())
        chosen = state.quote.site.bill
        assert chosen.energy_price_per_kwh == pytest.approx(price + be.levy_per_kwh)
        assert chosen.capacity_price_per_kw_month == be.capacity_price_per_kw_month


def test_all_in_price_stays_the_default_and_the_market_carbon(qtbot, e5_nl):
    state, page = e5_nl.state, e5_nl.pages["quote"]
    label = state.quote.options[A].label
    page.bill.setChecked(False)
    state.flush()
    assert state.quote.site.bill is None and state.result.option(label).energy_tax_by_year == []
    assert page.tariff.isEnabled() and page.site_fields["energy_price_per_kwh"].isEnabled()
    page.bill.setChecked(True)  # back on: at the all-in price, no tax, no capacity charge
    state.flush()
    assert state.quote.site.bill.energy_price_per_kwh == state.quote.site.energy_price_per_kwh
    assert not page.tariff.isEnabled()
    enter(qtbot, page.site_fields["market_carbon_kg_per_kwh"], "0,05")
    state.flush()
    r = state.result.option(label)
    assert state.quote.site.market_carbon_kg_per_kwh == 0.05
    assert r.annual_co2_market_kg == pytest.approx(r.annual_kwh_total * 0.05)


def test_baseline_residual_and_embodied(qtbot, e5_nl, tmp_path):
    state, fields = e5_nl.state, e5_nl.pages["quote"].baseline_fields
    label = state.quote.options[A].label
    npv = state.result.option(label).npv
    enter(qtbot, fields["baseline_residual"], "€ 50.000")
    state.flush()
    assert state.quote.baseline_residual == 50_000
    assert state.result.option(label).npv == pytest.approx(npv - 50_000 / 1.06 ** 5)  # M35
    assert not fields["baseline_embodied_kg"].isEnabled()  # sunk without a replacement
    enter(qtbot, fields["baseline_capex"], "€ 100.000")
    assert fields["baseline_embodied_kg"].isEnabled()
    enter(qtbot, fields["baseline_embodied_kg"], "8.000")
    state.flush()
    assert state.quote.baseline_embodied_kg == 8000
    assert _reopened(e5_nl, tmp_path).baseline_embodied_kg == 8000


def _select(win, index):
    win.show_page("options")
    page = win.pages["options"]
    page.select(index)
    return page.editor.decision


def test_residual_and_financing_typed_in_dutch(qtbot, e5_nl, tmp_path):
    state = e5_nl.state
    dec = _select(e5_nl, A)
    option = state.quote.options[A]
    enter(qtbot, dec.residual, "25")
    enter(qtbot, dec.financing["rate"], "4,5")
    state.flush()
    option = state.quote.options[A]
    r = state.result.option(option.label)
    assert option.residual_fraction == 0.25 and option.financing.rate == 0.045
    assert r.residual_value == pytest.approx(0.25 * (r.capex - option.installation))  # M35
    f, i, months = 0.5 * r.capex, 0.045 / 12, 36  # M36
    assert r.monthly_payment == pytest.approx(f * i / (1 - (1 + i) ** -months))
    dec = e5_nl.pages["options"].editor.decision
    assert "Maandtermijn: € " in dec.payment.text()
    enter(qtbot, dec.financing["months"], "36,5")
    assert "geheel getal" in dec.financing["months"].refusal()
    assert state.quote.options[A].financing.months == 36
    dec.financed.click()  # off: paid in cash
    assert state.quote.options[A].financing is None
    assert _reopened(e5_nl, tmp_path).options[A].residual_fraction == 0.25


def test_a_rental_typed_in_dutch_and_from_a_preset(qtbot, e5_nl, tmp_path):
    state = e5_nl.state
    dec = _select(e5_nl, R)
    enter(qtbot, dec.rental["price_per_gpu_hour"], "€ 2,10")
    state.flush()
    option = state.quote.options[R]
    r = state.result.option(option.label)
    assert option.rental.price_per_gpu_hour == 2.1
    assert r.opex_by_year[0] == pytest.approx(r.gpu_hours_per_year * 2.1)  # M37, reserved
    assert r.gpu_hours_per_year == pytest.approx(r.gpus * 8760)
    dec = e5_nl.pages["options"].editor.decision
    dec.billing.setCurrentIndex(dec.billing.findData("on_demand"))
    dec.billing.activated.emit(dec.billing.currentIndex())
    state.flush()
    r = state.result.option(option.label)
    assert state.quote.options[R].rental.billing == "on_demand"
    assert r.gpu_hours_per_year == pytest.approx(r.gpus * r.utilization * 8760)  # busy hours
    enter(qtbot, dec.rental["migration"], "-5")
    assert "minstens" in dec.rental["migration"].refusal()
    assert state.quote.options[R].rental.migration == 20_000
    # a purchased option becomes a rental at the GPU's dated preset
    preset = load_rental_presets()["h200-sxm"]
    dec = _select(e5_nl, B)
    dec.presets = {state.quote.options[B].gpu: preset}
    dec.rented.click()
    rent = state.quote.options[B].rental
    assert rent.price_per_gpu_hour == preset.reserved_per_gpu_hour and rent.billing == "reserved"
    assert state.quote.options[B].residual_fraction == 0  # a rental has no residual value
    editor = e5_nl.pages["options"].editor
    assert not editor.fleet.isEnabled() and not editor.baseline.isEnabled()
    dec = e5_nl.pages["options"].editor.decision
    dec.presets = {state.quote.options[B].gpu: preset}
    dec.show_option(state.quote.options[B], None)
    dec.preset.setCurrentIndex(dec.preset.findData("on_demand"))
    dec.preset.activated.emit(dec.preset.currentIndex())
    rent = state.quote.options[B].rental
    assert rent.price_per_gpu_hour == preset.on_demand_per_gpu_hour
    assert rent.billing == "on_demand" and preset.source_nl in rent.price_source  # Dutch UI
    assert preset.note_nl in dec.preset_note.text()
    assert _reopened(e5_nl, tmp_path).options[B].rental == rent


def _clipped(box) -> list[str]:
    """The visible labels in ``box`` drawn smaller than their text needs."""
    from PySide6.QtWidgets import QLabel

    out = []
    for label in box.findChildren(QLabel):
        if not label.isVisibleTo(box) or not label.text():
            continue
        need_h = (label.heightForWidth(label.width()) if label.wordWrap()
                  else label.sizeHint().height())
        short = label.height() < need_h - 1
        narrow = not label.wordWrap() and label.width() < label.sizeHint().width() - 1
        if short or narrow:
            out.append(f"{label.text()!r} {label.width()}x{label.height()}")
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_dutch_screens_have_no_clipped_labels(qtbot, e5_nl, tmp_path, size):
    """Screenshots of the new inputs in Dutch (kept under tmp_path) and every label in them
    drawn at the size its text needs."""
    win = e5_nl
    win.resize(*size)
    win.show()
    win.show_page("quote")
    page = win.pages["quote"]
    qtbot.wait(50)
    assert _clipped(page.bill) == [] and _clipped(page.baseline_fields["baseline_capex"]
                                                  .parentWidget()) == []
    page.verticalScrollBar().setValue(page.verticalScrollBar().maximum())
    assert win.grab().save(str(tmp_path / f"quote-{size[0]}.png"))
    for index in (A, R):
        dec = _select(win, index)
        qtbot.wait(50)
        assert _clipped(dec) == []
        assert win.grab().save(str(tmp_path / f"options-{size[0]}-{index}.png"))
