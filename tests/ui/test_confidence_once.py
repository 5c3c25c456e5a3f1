"""A source that opens with its confidence reads once: "aanname: gemelde straatprijzen …", not
"aanname: aanname: …", in the "Why this number" panel, the Catalogue page and the update
dialog of a Dutch window (and likewise in English)."""

import re

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.io.words.labels import after_confidence, sourced
from app.ui.derivation import explain
from tests.conftest import EXAMPLES


def test_sourced_says_the_confidence_once():
    assert sourced("assumption", "assumption: street prices 2025", "en") == \
        "assumption: street prices 2025"
    assert sourced("assumption", "quote input", "nl").startswith("aanname: ")
    assert after_confidence("assumption", "aanname: gemelde prijzen") == "gemelde prijzen"
    # a source that merely contains the word keeps it
    assert after_confidence("measured", "MLCommons: measured at the wall") == \
        "MLCommons: measured at the wall"


def test_dutch_why_panel_has_no_doubled_confidence():
    quote = load_quote(EXAMPLES / "example.quote.json")
    result = evaluate(quote)
    for option in quote.options:
        for key in ("capex", "tco", "annual_energy_cost", "wall_w"):
            text = re.sub(r"<[^>]+>", "", explain(key, result.option(option.label), quote,
                                                 result, "nl"))
            assert not re.search(r"\baanname: aanname\b", text), (option.label, key)
            assert not re.search(r"\bassumption: assumption\b", text)
