"""Every shipped server's description has its Dutch form, with no English description words
left ("up to", "double-width", "liquid-cooled", "air)"), and the Dutch refusals name the
server and the cooling in Dutch."""

import re

from app.io.catalog.store import load_catalog
from app.io.words.formatting import note_text
from app.model.catalog import cooling_arg
from app.model.notes import note

ENGLISH = re.compile(r"\bup to\b|double-width|single-width|liquid-cooled|\bair\b|\bsized\b|"
                     r"\bpriced\b|\bannounced\b|\bGPUs\b|\bCPUs\b|\bsuch as\b| or ")


def test_every_server_model_has_dutch_without_english_words():
    for server in load_catalog().kind("servers").values():
        assert server.model_nl, server.id
        head, _, rest = server.model_nl.partition(" (")
        assert head == server.model.partition(" (")[0]  # the model itself is a proper name
        assert not ENGLISH.search(rest), (server.id, rest)


def test_refusal_names_server_and_cooling_in_dutch():
    server = next(s for s in load_catalog().kind("servers").values() if "double-width" in s.model)
    text = note_text(note("cooling_not_offered", server=server.model_arg(),
                          cooling=cooling_arg("immersion")), "nl")
    assert "dubbelbrede" in text and "onderdompelingskoeling" in text
    assert "immersion" not in text and "double-width" not in text
    english = note_text(note("cooling_not_offered", server=server.model_arg(),
                             cooling=cooling_arg("air")), "en")
    assert english.endswith("is not offered with air cooling")


def test_psu_curve_reads_as_its_certification():
    """The efficiency curve's value in the proposal's sources is "80 PLUS Titanium", never the
    catalogue's level id "titanium"."""
    from app.calc import evaluate
    from app.io.quote.store import load_quote
    from app.ui.derivation import inputs_behind
    from tests.conftest import EXAMPLES

    quote = load_quote(EXAMPLES / "example.quote.json")
    result = evaluate(quote)
    option = result.options[0]
    curve = [i for i in inputs_behind("wall_w", option, quote, result) if i.key == "efficiency_curve"]
    assert curve and all(i.value.startswith("80 PLUS ") for i in curve), curve
