"""The demand's growth and the purchase plans on the Quote page and in the option editor
(METHOD §13): typed as every other number (the UI language's decimal comma whatever the OS
locale, a refusal under the field keeping the old value), chosen in the UI language, undoable,
and kept by save and reopen."""

import pytest
from PySide6.QtCore import QLocale

from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.ui.conftest import enter


@pytest.fixture
def dutch(window):
    """The Dutch window under an English ("C"-like) OS locale."""
    window.set_language("nl")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield window
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_growth_typed_with_a_decimal_comma_in_dutch(qtbot, dutch):
    field = dutch.pages["quote"].growth
    enter(qtbot, field, "12,5")
    assert dutch.state.quote.workload.demand_growth == pytest.approx(0.125)
    assert field.text() == "12,5 %" or field.text().startswith("12,5")
    assert field.refusal() == ""
    dutch.state.undo_stack.undo()
    assert dutch.state.quote.workload.demand_growth == 0.0


@pytest.mark.parametrize(("typed", "why"), [("-50", "meer dan −50 %"), ("250", "hoogstens 200 %"),
                                            ("abc", "geen getal")])
def test_a_growth_out_of_range_is_refused_under_the_field(qtbot, dutch, typed, why):
    field = dutch.pages["quote"].growth
    enter(qtbot, field, "30")
    enter(qtbot, field, typed)
    assert dutch.state.quote.workload.demand_growth == pytest.approx(0.30)  # the old value stays
    assert why in field.refusal() and not field.message.isHidden()


def test_the_purchase_plans_in_dutch(qtbot, dutch):
    plan = dutch.pages["quote"].plan
    texts = [plan.itemText(i) for i in range(plan.count())]
    assert texts[1:] == ["alles vooraf", "gespreid"]
    plan.setCurrentIndex(plan.findData("staged"))
    plan.activated.emit(plan.currentIndex())
    assert dutch.state.quote.workload.growth_plan == "staged"
    dutch.show_page("options")
    page = dutch.pages["options"]
    page.select(1)
    editor = page.editor.plan
    assert [editor.itemText(i) for i in range(editor.count())] == [
        "zoals de offerte", "alles vooraf", "gespreid"]
    editor.setCurrentIndex(editor.findData("upfront"))
    editor.activated.emit(editor.currentIndex())
    assert dutch.state.quote.options[1].growth_plan == "upfront"


def test_growth_and_plans_are_saved_and_reopened(qtbot, window, tmp_path):
    enter(qtbot, window.pages["quote"].growth, "25")
    plan = window.pages["quote"].plan
    plan.setCurrentIndex(plan.findData("staged"))
    plan.activated.emit(plan.currentIndex())
    path = tmp_path / "grown.quote.json"
    assert window.files.save_to(path)  # File > Save as, without its dialog
    back = load_quote(path)
    assert back.workload.demand_growth == pytest.approx(0.25)
    assert back.workload.growth_plan == "staged"


def test_the_results_page_shows_the_years_only_under_growth(qtbot, dutch):
    page = dutch.pages["results"]
    assert page.growth.isHidden()  # E3 without growth: no year-by-year table
    enter(qtbot, dutch.pages["quote"].growth, "30")
    qtbot.waitUntil(lambda: bool(dutch.state.result and dutch.state.result.demand_by_year),
                    timeout=10000)
    page.refresh()
    table = page.growth
    assert not table.isHidden() and table.columnCount() == 5
    assert table.horizontalHeaderItem(0).text() == "jaar 1"
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert labels[0].startswith("Vraag [")
    assert any(label.endswith(": servers gekocht aan het begin van het jaar") for label in labels)
    assert any(label.endswith(": investering betaald aan het begin van het jaar")
               for label in labels)
    # E3's baseline is sized: on its staged plan it holds 5 servers today and more later
    base = next(r for r, label in enumerate(labels) if label.endswith(": servers"))
    counts = [int(table.item(base, c).text()) for c in range(5)]
    assert counts == sorted(counts) and counts[-1] > counts[0]


def test_a_fast_start_paints_the_same_years(qtbot, e3_catalog, tmp_path):
    """The start snapshot reads every object back as a namespace: the year-by-year table must
    paint from it exactly as from the computed result."""
    import shutil

    from app.ui.application import build_window

    path = tmp_path / "grown.quote.json"
    shutil.copy(EXAMPLES / "method-e7a.quote.json", path)
    first = build_window(path, lang="nl", catalog=e3_catalog, fast=True)
    qtbot.addWidget(first)
    first.state.remember()
    expected = _table_texts(first.pages["results"].growth)
    assert expected and "jaar 1" in expected[0]
    second = build_window(path, lang="nl", catalog=e3_catalog, fast=True)
    qtbot.addWidget(second)
    assert second.state.loading
    assert _table_texts(second.pages["results"].growth) == expected
    second.finish_start()
    assert _table_texts(second.pages["results"].growth) == expected
    from app.ui.i18n import install_language

    install_language("en")  # the next tests read the English window (as the window fixture)


def _table_texts(table) -> list[list[str]]:
    if table.isHidden():
        return []
    head = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return [head] + [[table.verticalHeaderItem(r).text()]
                     + [table.item(r, c).text() for c in range(table.columnCount())]
                     for r in range(table.rowCount())]


def test_why_the_staged_capex_and_tco_add_up():
    """"Why this number" counts every server bought, and the TCO line names the later purchases
    so that its terms add up to the TCO shown."""
    from app.calc import evaluate
    from app.ui.derivation_money import money_lines

    q = load_quote(EXAMPLES / "method-e7a.quote.json")
    r = evaluate(q)
    capex = money_lines("capex", r.option("B staged"), q, r, "en")
    assert capex[0].startswith("Capex €2,890,000 = 8 servers × €360,000 per server")
    tco = money_lines("tco", r.option("B staged"), q, r, "en")[0]
    assert "capex at the start €1,450,000" in tco
    assert "Plus the servers bought at the start of later years, worth €1,192,969 today" in tco
