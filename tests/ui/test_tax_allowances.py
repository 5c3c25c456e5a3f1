"""Investment allowances (METHOD M42) and the warranty (M41) edited in the app: the Quote page's
"Tax allowances" box takes a dated preset and a profit tax rate, an option's eligibility is
confirmed in the option editor, and the results follow M42; a refused value keeps the old."""

import pytest

from app.ui.pages.option_terms import OptionTerms
from app.ui.pages.tax_box import TaxBox
from tests.ui.conftest import enter

CAND = "8xH200 air"


def _choose(combo, key) -> None:
    combo.setCurrentIndex(combo.findData(key))
    combo.activated.emit(combo.currentIndex())


def test_an_allowance_confirmed_for_an_option_lowers_its_tco_by_the_benefit(qtbot, window):
    state = window.state
    window.show_page("quote")
    box = window.pages["quote"].findChild(TaxBox)
    box.setChecked(True)
    state.flush()
    assert state.quote.tax is not None and state.quote.tax.allowances == []
    _choose(box.tax_preset, "nl-vpb-2026-top")
    _choose(box.add, "nl-eia-2026")
    state.flush()
    tax = state.quote.tax
    assert tax.profit_tax_rate == 0.258 and [a.id for a in tax.allowances] == ["nl-eia-2026"]
    assert tax.allowances[0].rate == 0.40 and "RVO" in tax.allowances[0].source
    before = state.result.option(CAND)
    assert before.allowance_benefit == 0.0  # listed, not yet confirmed for any option
    window.show_page("options")
    page = window.pages["options"]
    page.select([o.label for o in state.quote.options].index(CAND))
    terms = page.findChild(OptionTerms)
    terms.boxes["nl-eia-2026"].setChecked(True)
    state.flush()
    after = state.result.option(CAND)
    benefit = 0.258 * 0.40 * after.capex
    assert after.allowance_benefit == pytest.approx(benefit)
    assert before.tco - after.tco == pytest.approx(benefit / 1.06)
    assert after.npv - before.npv == pytest.approx(benefit / 1.06)
    assert after.simple_payback_years == before.simple_payback_years


def test_a_refused_tax_rate_keeps_the_old_value(qtbot, window):
    state = window.state
    window.show_page("quote")
    box = window.pages["quote"].findChild(TaxBox)
    box.setChecked(True)
    enter(qtbot, box.rate, "25,8")  # the Dutch decimal comma is read under any locale
    state.flush()
    assert state.quote.tax.profit_tax_rate == pytest.approx(0.258)
    enter(qtbot, box.rate, "150")
    state.flush()
    assert state.quote.tax.profit_tax_rate == pytest.approx(0.258)


def test_the_warranty_of_an_option_is_typed_in_the_option_editor(qtbot, window):
    state = window.state
    window.show_page("options")
    page = window.pages["options"]
    index = [o.label for o in state.quote.options].index(CAND)
    page.select(index)
    terms = page.findChild(OptionTerms)
    enter(qtbot, terms.warranty, "2")
    state.flush()
    assert state.quote.options[index].warranty_years == 2
