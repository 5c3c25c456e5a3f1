"""The engine's notes and reasons reach the Dutch proposal and app in Dutch, numbers included."""

import re

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.io.words.formatting import localized, note_text
from app.model.notes import TEMPLATES, render, template
from tests.conftest import EXAMPLES


def _every_note_kind():
    """E1 (custom profile, fleet u above ceiling), E3 (cap), E4 (budget, demand from baseline)
    and an invalid option: most templates occur."""
    items = []
    for name in ("method-e1", "method-e3", "method-e4"):
        result = evaluate(load_quote(EXAMPLES / f"{name}.quote.json"))
        items += result.note_items + [n for o in result.options for n in o.note_items + o.reason_items]
    q = load_quote(EXAMPLES / "method-e3.quote.json")
    bad = [o.model_copy(update={"gpus_per_server": 10, "psu_count": 7}) if o.label == "8xH200 air"
           else o for o in q.options]
    result = evaluate(q.model_copy(update={"options": bad}))
    return items + [n for o in result.options for n in o.reason_items]


def test_english_rendering_is_what_the_engine_wrote():
    result = evaluate(load_quote(EXAMPLES / "method-e4.quote.json"))
    for option in result.options:
        assert option.notes == [render(n) for n in option.note_items]
    assert "Demand is the work the baseline delivers today: 16.8 unit/s." in result.notes


def test_every_template_has_dutch_and_the_same_placeholders():
    for code, langs in TEMPLATES.items():
        nl = template(code, "nl")
        assert nl != langs["en"], code
        assert set(re.findall(r"{(\w+)}", langs["en"])) == set(re.findall(r"{(\w+)}", nl)), code


def test_dutch_notes_use_dutch_words_and_numbers():
    items = _every_note_kind()
    codes = {n.code for n in items}
    assert {"demand_from_baseline", "over_budget", "cap_beta_assumed", "custom_profile_claim",
            "too_many_gpus", "too_many_psus", "u_above_max"} <= codes
    for item in items:
        dutch = note_text(item, "nl")
        assert dutch != render(item) or not item.args, item.code
    demand = next(n for n in items if n.code == "demand_from_baseline" and "16.8" in render(n))
    assert note_text(demand, "nl") == ("De vraag is het werk dat de huidige configuratie vandaag "
                                       "levert: 16,8 unit/s.")


def test_localized_result_keeps_the_numbers():
    result = evaluate(load_quote(EXAMPLES / "method-e4.quote.json"))
    dutch = localized(result, "nl")
    assert [o.tco for o in dutch.options] == [o.tco for o in result.options]
    assert any("past" in n or "passen" in n for o in dutch.options for n in o.notes)


def test_each_code_has_one_template_module():
    """The purpose modules are merged into one table: a code in two of them would hide one."""
    import importlib
    import pkgutil

    from app.model import note_templates

    modules = [importlib.import_module(f"app.model.note_templates.{m.name}")
               for m in pkgutil.iter_modules(note_templates.__path__)]
    assert sum(len(m.TEMPLATES) for m in modules) == len(TEMPLATES)
