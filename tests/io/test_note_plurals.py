"""The advisor's and the configurator's lines count servers and builds by CLDR's plural rule
("1 server", "3 servers"; Dutch "1 configuratie", "er is 1 server nodig"), not "server(s)"."""

import re

import pytest

from app.calc.configurator import Limits, suggest
from app.io.catalog.store import load_catalog
from app.io.quote.store import load_quote
from app.io.report.suggest import render_text
from app.io.words.formatting import note_text
from app.model.note_templates import advisor, suggestions
from app.model.notes import note, render, template
from tests.conftest import EXAMPLES


def _n(value):
    return ("number", value, 0)


@pytest.mark.parametrize("lang, one, three", [
    ("en", "Highest NPV of the 1 build that fit (1 searched): 1 server at 50 % utilization.",
     "Highest NPV of the 3 builds that fit (12 searched): 3 servers at 50 % utilization."),
    ("nl", "Hoogste NCW van de 1 configuratie die passen (1 doorzocht): 1 server met een "
           "bezettingsgraad van 50 %.",
     "Hoogste NCW van de 3 configuraties die passen (12 doorzocht): 3 servers met een "
     "bezettingsgraad van 50 %."),
    ("nl-BE", "Hoogste NCW van de 1 configuratie die passen (1 doorzocht): 1 server met een "
              "bezettingsgraad van 50 %.",
     "Hoogste NCW van de 3 configuraties die passen (12 doorzocht): 3 servers met een "
     "bezettingsgraad van 50 %."),
])
def test_a_suggestion_counts_its_servers_and_builds(lang, one, three):
    u = ("percent", 0.5, 0)
    assert note_text(note("suggest_best_npv", valid=_n(1), searched=_n(1), servers=_n(1), u=u),
                     lang) == one
    assert note_text(note("suggest_best_npv", valid=_n(3), searched=_n(12), servers=_n(3), u=u),
                     lang) == three


def test_the_verb_agrees_with_the_count():
    assert render(note("finding_over_budget", servers=_n(1), budget=_n(50), fit=_n(0)), "nl") == \
        "Er is 1 server nodig; in het budget van 50 kW passen er 0."
    assert render(note("finding_over_budget", servers=_n(4), budget=_n(50), fit=_n(2)), "en") == \
        "Needs 4 servers; the 50 kW budget holds 2."
    better = dict(n=_n(8), u=("percent", 0.8, 0), build_n=_n(8), gpu="H200", server="X",
                  npv="1", tco="2", tco_now="3")
    assert "1 server with 8x H200 (X) does the same work" in render(
        note("finding_better_build", servers=_n(1), **better))
    assert "2 servers met 8x H200 (X) doen hetzelfde werk" in render(
        note("finding_better_build", servers=_n(2), **better), "nl")
    # a count given as text ("–": not known) takes the plural form, never an error
    assert "(– servers of" in render(note("finding_air_rack_density", rack_kw=_n(40),
                                          servers="–", peak=_n(10), limit=_n(30), air=_n(25)))


def test_no_advisor_or_suggestion_template_writes_server_s():
    for table in (advisor.TEMPLATES, suggestions.TEMPLATES):
        for code, langs in table.items():
            texts = [langs["en"], template(code, "nl")]
            assert not any(re.search(r"\w\(s\)", t) for t in texts), code


def test_the_configurator_s_lines_read_singular_and_plural():
    """The real search on the example: its lines and the CLI's report use the counted forms."""
    q = load_quote(EXAMPLES / "example.quote.json")
    found = suggest(q, load_catalog(), top=3, limits=Limits())
    text = render_text(found, q.currency)
    assert "(s)" not in text and found.suggestions
    for s in found.suggestions:
        word = "server" if s.result.servers == 1 else "servers"
        counted = re.compile(rf"(?<![\d.,]){s.result.servers} {word}\b")
        assert counted.search(render(s.why)) and counted.search(note_text(s.why, "nl"))
