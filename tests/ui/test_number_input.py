"""Numbers typed into the app are read in the app's language whatever the OS locale,
and an entry out of range or unreadable is refused beside the field with the CLI's reason, in
the UI language, keeping the previous value. Keys are typed as a user types them."""

import pytest
from PySide6.QtCore import QLocale

from app.ui.number_field import NumberField
from app.ui.pages.option_costs import OptionCosts
from tests.ui.conftest import enter

OTHER_LOCALE = {"en": QLocale(QLocale.Language.Dutch, QLocale.Country.Netherlands),
                "nl": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)}


@pytest.fixture
def in_language(window):
    """The window in a UI language, with the "OS" locale set to the other language."""
    def switch(lang: str):
        window.set_language(lang)
        QLocale.setDefault(OTHER_LOCALE[lang])
        return window
    yield switch
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_decimal_comma_is_the_price_typed(qtbot, in_language, lang):
    """0,21 was €2.00 in the English UI and €1.00 in the Dutch one; now it is 0.21 in both."""
    window = in_language(lang)
    field = window.pages["quote"].site_fields["energy_price_per_kwh"]
    for typed in ("0,21", "0.23"):  # a lone separator before two digits is a decimal in either
        enter(qtbot, field, typed)
        assert window.state.quote.site.energy_price_per_kwh == pytest.approx(float(typed.replace(",", ".")))
    assert field.text() == {"en": "0.23", "nl": "0,23"}[lang]  # shown in the UI language
    assert field.refusal() == ""


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "12,345.5", "12,345.5"), ("nl", "12.345,5", "12.345,5"), ("nl", "1.500", "1.500")])
def test_group_separators_in_the_ui_language(qtbot, in_language, lang, typed, shown):
    window = in_language(lang)
    field = window.pages["quote"].demand
    enter(qtbot, field, typed)
    assert window.state.quote.workload.demand_per_s == pytest.approx(
        float(typed.replace(".", "").replace(",", ".")) if lang == "nl" else float(typed.replace(",", "")))
    assert field.text() == shown


@pytest.mark.parametrize(("lang", "why"), [("en", "must be at most 100 %"),
                                           ("nl", "mag hoogstens 100 % zijn")])
def test_utilization_150_is_refused_not_clipped(qtbot, in_language, lang, why):
    """Typing 150 gave 15.0 % (the last key was dropped); now it is refused and says why."""
    window = in_language(lang)
    window.show_page("options")
    page, state = window.pages["options"], window.state
    page.select(1)
    page.editor.fleet.click()  # fleet mode: a given number of servers at a utilization
    assert state.quote.options[1].utilization == 0.5
    enter(qtbot, page.editor.util, "150")
    assert state.quote.options[1].utilization == 0.5  # the previous value is kept
    assert why in page.editor.util.refusal() and "150" in page.editor.util.refusal()
    assert not page.editor.util.message.isHidden()
    enter(qtbot, page.editor.util, "15")
    assert state.quote.options[1].utilization == pytest.approx(0.15)
    assert page.editor.util.refusal() == ""


@pytest.mark.parametrize(("lang", "typed", "why"), [
    ("en", "-5", "must be at least 1"), ("nl", "31", "mag hoogstens 30 zijn"),
    ("en", "2.5", "must be a whole number"), ("nl", "abc", "geen getal"),
    ("en", "12.345,6", "not a number in this language's format (e.g. 12,345.68)"),
    ("en", "", "a number is needed")])
def test_horizon_refusals_say_why_in_place(qtbot, in_language, lang, typed, why):
    window = in_language(lang)
    field = window.pages["quote"].site_fields["years"]
    enter(qtbot, field, typed)
    assert window.state.quote.site.years == 5 and not window.state.dirty
    assert why in field.refusal()
    assert ("de waarde blijft 5" if lang == "nl" else "the value stays 5") in field.refusal()


def test_empty_optional_field_means_none(qtbot, in_language):
    window = in_language("nl")
    page, state = window.pages["quote"], window.state
    enter(qtbot, page.site_fields["budget_kw"], "250,5")
    assert state.quote.site.budget_kw == 250.5
    enter(qtbot, page.site_fields["budget_kw"], "0")  # 0 no longer means "none": it is refused
    assert state.quote.site.budget_kw == 250.5 and "moet meer dan 0 zijn" in page.site_fields["budget_kw"].refusal()
    enter(qtbot, page.site_fields["budget_kw"], "")
    assert state.quote.site.budget_kw is None


def test_escape_puts_the_value_back(qtbot, window):
    from PySide6.QtCore import Qt

    field = window.pages["quote"].site_fields["site_pue"]
    field.edit.setText("")
    qtbot.keyClicks(field.edit, "9")
    qtbot.keyClick(field.edit, Qt.Key.Key_Escape)
    assert field.text() == "1.5" and window.state.quote.site.site_pue == 1.5


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_number_input_is_a_number_field(window, in_language, lang):
    """No Qt spin box (which follows the OS locale and clips) is left on the input pages."""
    from PySide6.QtWidgets import QAbstractSpinBox, QDateTimeEdit

    in_language(lang)
    for key in ("quote", "options"):
        window.show_page(key)
        spins = [w for w in window.pages[key].findChildren(QAbstractSpinBox)
                 if not isinstance(w, QDateTimeEdit)]  # the quote date is a date, not a number
        assert spins == []
        assert window.pages[key].findChildren(NumberField)


@pytest.mark.parametrize(("lang", "typed", "value", "shown"), [
    ("en", "€31,000.50", 31000.5, "€31,000.50"), ("nl", "€ 31.000,50", 31000.5, "€ 31.000,50"),
    ("nl", "0", 0.0, "€ 0,00")])
def test_quoted_price_is_an_explicit_choice(qtbot, in_language, lang, typed, value, shown):
    """The GPU price is "catalogue price" (showing the catalogue's) or "quoted price"; a quoted 0
    is a price of 0, a negative price is refused and does not fall back to the catalogue."""
    window = in_language(lang)
    window.show_page("options")
    page, state = window.pages["options"], window.state
    page.select(1)
    costs = page.findChild(OptionCosts)
    choice = costs.gpu_price
    catalogue = state.catalog.gpus[state.quote.options[1].gpu].price_eur
    assert choice.kind.currentData() == "catalogue" and not choice.amount.edit.isEnabled()
    assert choice.amount.value() == catalogue
    choice.kind.setCurrentIndex(1)
    choice.kind.activated.emit(1)
    assert state.quote.options[1].gpu_price == catalogue  # a quoted price starts at the catalogue's
    assert choice.amount.edit.isEnabled()
    enter(qtbot, choice.amount, typed)
    assert state.quote.options[1].gpu_price == value and choice.amount.text() == shown
    enter(qtbot, choice.amount, "-5")
    assert state.quote.options[1].gpu_price == value
    assert ("moet minstens €" if lang == "nl" else "must be at least €") in choice.amount.refusal()
    choice.kind.setCurrentIndex(0)
    choice.kind.activated.emit(0)
    assert state.quote.options[1].gpu_price is None


def test_catalogue_table_reads_the_ui_language(in_language):
    window = in_language("nl")
    page = window.pages["catalogue"]
    page.kind.setCurrentIndex(page.kind.findData("regions"))
    model = page.current_model()
    col = next(c for c in range(model.columnCount())
               if model.headerData(c, __import__("PySide6.QtCore").QtCore.Qt.Orientation.Horizontal,
                                   __import__("PySide6.QtCore").QtCore.Qt.ItemDataRole.UserRole)
               == "energy_price_per_kwh")
    index = model.index(0, col)
    assert model.setData(index, "0,21") is True
    entry = model.index(0, 0).data()
    assert window.state.catalog.regions[entry].energy_price_per_kwh == 0.21
    assert index.data(__import__("PySide6.QtCore").QtCore.Qt.ItemDataRole.EditRole) == "0,21"
    assert model.setData(index, "12,345.6") is False
    assert "geen getal in de notatie van deze taal" in page.message.text()


def test_the_gui_words_a_range_as_the_cli_does():
    """The translated GUI texts are the model's wording (app.model.ranges), word for word."""
    from app.model.ranges import WORDING
    from app.ui.number_field import BOUND_REASONS

    assert BOUND_REASONS == WORDING
