"""``gpu-tco --lang nl|fr analyze`` prints the whole analysis in that language: the section
headings, the row labels, the findings and notes, with the language's number and money formats
and plural forms; English reads as before, and ``--json`` is the same document in every
language."""

import json
import re
from functools import lru_cache

import pytest

from app.io.quote.store import load_quote
from app.io.words.formatting import money, number
from tests.conftest import EXAMPLES, run_cli
from tests.english_text import english_in, english_words, user_texts

E4 = EXAMPLES / "method-e4.quote.json"


@lru_cache(maxsize=4)
def report(*args: str) -> str:
    proc = run_cli(*args, "analyze", str(E4))
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@lru_cache(maxsize=1)
def analysis_json() -> dict:
    proc = run_cli("analyze", str(E4), "--json")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def headings(text: str) -> list[str]:
    return re.findall(r"^== (.*) ==$", text, flags=re.M)


LANGUAGES = [
    ("nl", ["Bevindingen", "Vermogensprofielen (gelijk werk)", "Gevoeligheidsanalyse",
            "Omslagpunten", "Onzekerheid"],
     ["onbegrensd:", "laagste TCO per werk", "zoals geconfigureerd", "geen profiel",
      "inferentieprofiel", "terugverdientijd", "kWh/jaar", "geldige trekkingen"]),
    ("fr", ["Constats", "Profils de puissance (travail égal)", "Analyse de sensibilité",
            "Points d'équilibre", "Incertitude"],
     ["sans limitation\u00a0:", "TCO le plus bas par travail", "tel que configuré",
      "aucun profil", "profil d'inférence", "délai de récupération", "kWh/an",
      "tirages valides)\u00a0:"]),
]


@pytest.mark.parametrize(("lang", "titles", "labels"), LANGUAGES)
def test_the_analysis_speaks_the_language(lang, titles, labels):
    text = report("--lang", lang)
    found = headings(text)
    assert len(found) == len(headings(report()))  # every section, none left in English
    for title in titles:
        assert any(h.startswith(title) for h in found), (title, found)
    for label in labels:
        assert label in text, label


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_the_figures_take_the_language_s_formats(lang):
    """The uncapped TCO and energy of each option's sweep, as ``--json`` holds them, appear in
    the language's money and number formats; no English decimal point is left."""
    text = report("--lang", lang)
    for sweep in analysis_json()["cap_sweeps"]:
        u = sweep["uncapped"]
        assert money(u["tco"], "EUR", lang) in text
        assert number(u["annual_kwh"], 0, lang) in text
    plain = re.sub(r"[\w.-]*\d+x[A-Z]\d+[\w.-]*", " ", text)  # GPU names ("8xH200")
    assert not re.search(r"\d\.\d{1,2}(?!\d)", plain), "an English decimal point"
    assert re.search(r"\d,\d\d(?!\d)", plain)


def test_french_counts_take_their_plural_and_colons_a_no_break_space():
    text = report("--lang", "fr")
    assert re.search(r"\b1 serveur\b(?!s)", text) or re.search(r"\+[01] serveur\b(?!s)", text)
    assert re.search(r"\d+ serveurs\b", text)
    assert re.search(r"\b1 rack\b(?!s)", text) and re.search(r"\b\d\d? racks\b", text)
    quote = load_quote(E4)
    for typed in (quote.title, *(o.label for o in quote.options)):  # the user's own text
        text = text.replace(typed, "")
    assert re.findall(r"[^\s\u00a0]+:(?=\s)", text) == [], \
        "a French colon without the no-break space before it"


def test_no_english_is_left_in_the_dutch_analysis():
    text = report("--lang", "nl")
    mine = user_texts(load_quote(E4), "nl")
    assert english_in(text, mine) == []
    assert english_words(text, mine) == []


def test_english_reads_as_before():
    text = report()
    assert headings(text)[:4] == ["Findings", "Power-cap sweep (equal work)",
                                  "Power profiles (equal work)",
                                  "Power budget and racks"]
    assert "Sensitivity: TCO difference with the baseline (option − baseline)" in headings(text)
    assert "Break-even" in headings(text)
    assert text.startswith("Analysis of ")
    assert "lowest TCO per work: cap " in text and "uncapped: " in text
    tco = analysis_json()["cap_sweeps"][0]["uncapped"]["tco"]
    assert money(tco, "EUR", "en") in text and money(tco, "EUR", "en").startswith("€")


def test_the_json_is_the_same_in_every_language():
    proc = run_cli("--lang", "fr", "analyze", str(E4), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == analysis_json()
