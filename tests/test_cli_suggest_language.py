"""``gpu-tco --lang nl|fr suggest`` prints its whole report in that language: the header, each
build's lines, the purchase plans under growth and the builds on price on request, with the
language's number and money formats and plural forms; English reads as before, and ``--json``
holds the same figures in every language (only the suggestions' names are the reader's)."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from app.io.quote.store import load_quote, save_quote
from app.io.words.formatting import money, number, percent
from tests.calc.v100_task import v100_quote
from tests.conftest import EXAMPLES, run_cli
from tests.english_text import english_in, english_words, user_texts

BRUSSELS = EXAMPLES / "belgique-bruxelles.quote.json"
#: the V100 refresh under 30 % growth a year, the announced rack builds on price on request
#: too: every kind of line the report writes
GROWN = ("--include-announced", "--objective", "tco", "--top", "3")


@pytest.fixture(scope="module")
def grown(tmp_path_factory):
    q = v100_quote()
    q = q.model_copy(update={"workload": q.workload.model_copy(
        update={"demand_growth": 0.3, "growth_plan": "staged"})})
    path = tmp_path_factory.mktemp("suggest") / "grown.quote.json"
    save_quote(q, path)
    return path


_RUNS: dict = {}


def report(path, *args: str, lang: str = "en") -> str:
    """The stdout of ``gpu-tco --lang LANG suggest PATH ARGS`` (each run once)."""
    key = (str(path), args, lang)
    if key not in _RUNS:
        proc = run_cli("--lang", lang, "suggest", str(path), *args)
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr
        _RUNS[key] = proc.stdout
    return _RUNS[key]


def document(path, *args: str, lang: str = "en") -> dict:
    return json.loads(report(path, *args, "--json", lang=lang))


LANGUAGES = [
    ("nl", ["configuraties doorzocht", "passen; gerangschikt op TCO:", "bezettingsgraad",
            "investering", "terugverdientijd eenvoudig", "cumulatief", "kg CO₂ per jaar",
            "over de looptijd", "uit productie", "plan gespreid, servers per jaar",
            "hoogste bezettingsgraad", "Prijs op aanvraag (geen openbare prijs",
            "investering prijs op aanvraag", "Laagste TCO van de", "inferentieprofiel"],
     "gerangschikt op NCW:"),
    ("fr", ["configurations examinées", "conviennent\u00a0; classées par TCO\u00a0:",
            "taux d'utilisation", "investissement", "délai de récupération simple", "cumulé",
            "kg de CO₂ par an", "sur l'horizon", "de fabrication",
            "plan échelonné, serveurs par année", "taux d'utilisation maximal",
            "Prix sur demande (pas de prix public", "investissement prix sur demande",
            "TCO le plus bas des", "profil d'inférence"],
     "classées par VAN\u00a0:"),
]


@pytest.mark.parametrize(("lang", "words", "by_npv"), LANGUAGES)
def test_the_report_speaks_the_language(grown, lang, words, by_npv):
    text = report(grown, *GROWN, lang=lang)
    assert len(text.splitlines()) == len(report(grown, *GROWN).splitlines())  # no line lost
    for word in words:
        assert word in text, word
    assert by_npv in report(BRUSSELS, lang=lang)  # the objective by its name, not "npv"


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_the_figures_take_the_language_s_formats(grown, lang):
    """Each build's capex, TCO, energy and utilization as ``--json`` holds them appear in the
    language's formats; no English decimal point or thousands comma is left."""
    text = report(grown, *GROWN, lang=lang)
    doc = document(grown, *GROWN)
    assert doc["suggestions"] and doc["on_request"]
    for s in doc["suggestions"]:
        assert money(s["capex"], "EUR", lang) in text and money(s["tco"], "EUR", lang) in text
        assert percent(s["utilization"], 1, lang) in text
    for s in doc["suggestions"] + doc["on_request"]:
        assert number(s["annual_kwh"], 0, lang) in text
    assert number(doc["builds_searched"], 0, lang) in text.splitlines()[0]
    plain = re.sub(r"\(\d+\)$", " ", text, flags=re.M)
    assert not re.search(r"\d\.\d{1,2}(?!\d)", plain), "an English decimal point"
    assert not re.search(r"\d,\d{3}(?!\d)", plain), "an English thousands comma"
    assert re.search(r"\d,\d\d? ", plain)


def test_french_counts_take_their_plural_and_colons_a_no_break_space(grown):
    text = report(grown, *GROWN, lang="fr")
    assert re.search(r"\b1 rack,", text) and re.search(r"\b2 racks,", text)
    assert re.search(r"\b2 serveurs, en FP\d", text)
    assert "configurations examinées" in text.splitlines()[0]
    assert re.findall(r"[^\s\u00a0]+:(?=\s)", text) == [], \
        "a French colon without the no-break space before it"


@pytest.mark.parametrize("path, args", [("grown", GROWN), (BRUSSELS, ())])
def test_no_english_is_left_in_the_dutch_report(grown, path, args):
    path = grown if path == "grown" else path
    text = report(path, *args, lang="nl")
    mine = user_texts(load_quote(path), "nl")
    assert english_in(text, mine) == []
    assert english_words(text, mine) == []


def test_english_reads_as_before(grown):
    text = report(grown, *GROWN)
    doc = document(grown, *GROWN)
    first = doc["suggestions"][0]
    assert re.match(r"Searched [\d,]+ builds, [\d,]+ fit; ranked by TCO:\n1\. ", text)
    assert (f"utilization {percent(first['utilization'])}; capex {money(first['capex'])}, "
            f"TCO {money(first['tco'])}, NPV -") in text
    assert "   payback simple never, cumulative never; " in text
    assert f"{number(first['annual_kwh'])} kWh and " in text and " kg CO2 a year, " in text
    assert "staged plan, servers " in text and " by year, peak utilization " in text
    assert "Price on request (no public price; not ranked on capex, TCO or NPV):" in text
    assert "capex price on request, TCO price on request, NPV price on request" in text
    assert first["why"] in text  # the engine's own English line
    assert "ranked by energy:" in report(BRUSSELS, "--objective", "energy", "--top", "1")


@pytest.mark.parametrize("path, args", [("grown", GROWN), (BRUSSELS, ())])
def test_the_json_holds_the_same_figures_in_every_language(grown, path, args):
    """The figures, ids, notes and flags are the English document's; each suggestion's name is
    the one ``--add`` gives it in that language, as the text report prints it."""
    path = grown if path == "grown" else path
    english, french = document(path, *args), document(path, *args, lang="fr")
    text = report(path, *args, lang="fr")
    strip = lambda rows: [{k: v for k, v in r.items() if k != "label"} for r in rows]  # noqa: E731
    for key in ("suggestions", "on_request"):
        assert strip(french[key]) == strip(english[key])
        assert all(f"{r['rank'] or '-'}{'.' if r['rank'] else ''} {r['label']}" in text
                   for r in french[key])
    assert {k: v for k, v in french.items() if k not in ("suggestions", "on_request")} == \
        {k: v for k, v in english.items() if k not in ("suggestions", "on_request")}


def test_adding_a_suggestion_says_so_in_the_language(tmp_path):
    path = tmp_path / "bruxelles.quote.json"
    shutil.copy(BRUSSELS, path)
    proc = run_cli("--lang", "fr", "suggest", str(path), "--add", "1")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("option '") and " ajoutée à " in proc.stdout
    assert load_quote(path).options[-1].label in proc.stdout
    bad = run_cli("--lang", "nl", "suggest", str(path), "--add", "100000")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert "--add 100000: geef 1 tot " in bad.stderr and bad.stderr.count("\n") == 1
