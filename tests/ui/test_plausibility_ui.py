"""Plausibility warnings in the app: beside the field and on the Results page, in
the UI language, never blocking, until dismissed for this quote (saved with it, undoable)."""

import pytest

from app.io.quote.store import load_quote, save_quote
from tests.ui.conftest import enter


@pytest.mark.parametrize(("lang", "words"), [("en", "above 3"), ("nl", "hoger dan 3")])
def test_pue_warning_beside_the_field_and_on_results_until_dismissed(qtbot, window, tmp_path,
                                                                     lang, words):
    window.set_language(lang)
    state, quote_page, results = window.state, window.pages["quote"], window.pages["results"]
    field = quote_page.site_fields["site_pue"]
    enter(qtbot, field, "3,5" if lang == "nl" else "3.5")
    state.flush()
    assert state.quote.site.site_pue == 3.5  # accepted: a warning does not block
    assert words in field.warning() and field.refusal() == ""
    assert not field.message.isHidden()
    assert any(words in t for t in results.warnings.texts())
    results.warnings.buttons["site_pue_above_3"].click()
    state.flush()
    assert state.quote.dismissed_warnings == ["site_pue_above_3"]
    assert field.warning() == "" and results.warnings.texts() == []
    path = tmp_path / "q.quote.json"
    save_quote(state.quote, path)
    assert load_quote(path).dismissed_warnings == ["site_pue_above_3"]  # kept with the quote
    state.undo_stack.undo()
    state.flush()
    assert words in field.warning()


def test_each_rule_shows_in_the_app(qtbot, window):
    state, page = window.state, window.pages["quote"]
    enter(qtbot, page.site_fields["energy_price_per_kwh"], "1.2")
    enter(qtbot, page.site_fields["years"], "20")
    state.flush()
    assert "above 1 per kWh" in page.site_fields["energy_price_per_kwh"].warning()
    assert "over 15" in page.site_fields["years"].warning()
    window.show_page("options")
    options = window.pages["options"]
    options.select(1)
    options.editor.fleet.click()
    enter(qtbot, options.editor.util, "4")
    state.flush()
    assert state.quote.options[1].utilization == pytest.approx(0.04)
    assert "below 5 %" in options.editor.util.warning()
    keys = {w.key for w in state.warnings}
    assert {"energy_price_above_1", "years_above_15",
            f"utilization_below_5:{state.quote.options[1].label}"} <= keys
