"""The catalogue and the engine in French: every text the catalogue gives in Dutch it gives in
French too, and a French reader gets it (names, server descriptions, sources, notes), an
unknown language reads English and a Dutch reader reads what he read before."""

import json
import tomllib
from datetime import date

import pytest

from app import paths
from app.calc import evaluate
from app.io.catalog.store import Overlay, load_catalog
from app.io.quote.store import load_quote
from app.io.words.labels import input_name, source_of, source_text
from app.model.notes import note, render
from app.model.price_book import PriceBook
from app.model.price_book import source_of as book_source_of
from app.text.in_language import pick, text_in, texts
from tests.conftest import EXAMPLES

TRANSLATED = ("name", "model", "unit", "unit_plural", "note", "source")


def _tables(value, where):
    """Every table of a TOML document (inline ones too), with where it is."""
    if isinstance(value, dict):
        yield where, value
        for key, inner in value.items():
            yield from _tables(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _tables(inner, f"{where}[{i}]")


def _dutch_texts():
    for path in sorted(paths.catalog_dir().glob("*.toml")):
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        for where, table in _tables(doc, path.name):
            for field in TRANSLATED:
                if str(table.get(f"{field}_nl", "")).strip():
                    yield where, field, table


def test_every_dutch_text_of_the_catalogue_has_a_french_one():
    found = list(_dutch_texts())
    assert len(found) > 700  # the check reads the shipped files, not an empty folder
    lacking = [(w, f) for w, f, t in found if not str(t.get(f"{f}_fr", "")).strip()]
    assert lacking == []
    # French, not a copy of the Dutch: equal only where the Dutch is the English word itself
    copied = [(w, f) for w, f, t in found
              if t[f"{f}_fr"] == t[f"{f}_nl"] and t[f"{f}_nl"] != t.get(f, "")]
    assert copied == []


def test_the_french_keeps_the_citation_links_of_the_dutch():
    """Publisher, title and link stay as published: every URL of the Dutch is in the French."""
    for where, field, table in _dutch_texts():
        links = [w for w in table[f"{field}_nl"].split() if w.startswith("http")]
        for link in links:
            assert link.rstrip(",;):") in table[f"{field}_fr"], (where, field, link)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(overlay=Overlay())


def test_a_french_reader_gets_the_french_names_and_server_descriptions(catalog):
    server = catalog.kind("servers")["smc-sys-421ge-tnrt"]
    assert "jusqu'à 10 GPU PCIe double largeur" in server.model_in("fr")
    assert server.model_in("fr-BE") == server.model_in("fr")
    assert server.model_in("nl") == server.model_nl  # the Dutch as before
    assert server.model_in("de") == server.model  # an unknown language: English
    regions = catalog.kind("regions")
    assert (regions["BE"].name_in("fr"), regions["NL"].name_in("fr")) == ("Belgique", "Pays-Bas")
    assert regions["NL"].name_in("nl") == "Nederland"
    air = catalog.kind("cooling")["air"]
    assert air.name_in("fr").startswith("Refroidissement par air")
    assert catalog.kind("workloads")["vision-inference"].unit_forms()["fr"] == ["image", "images"]


def test_a_french_source_reads_french_and_a_dutch_one_reads_as_before(catalog):
    prov = catalog.kind("gpus")["h100-sxm"].provenance_of("tdp_w")
    assert source_of(prov, "fr").startswith("fiche technique de NVIDIA")
    assert source_of(prov, "nl") == source_text(prov.source, "nl", prov.source_nl)
    assert source_of(prov, "nl").startswith("datasheet van NVIDIA")
    assert source_of(prov, "de") == source_of(prov, "en")
    # a source without a French text of its own: its stock words in French, the rest as written
    assert source_text("estimate (the vendor publishes no figure): 2x CPU", "fr") == \
        "estimation (le fabricant ne publie aucune valeur)\u00a0: 2x CPU"  # French spacing
    assert source_text("MLPerf Inference v4.1 Datacenter results (closed), 8 GPUs", "fr") == \
        "MLPerf Inference v4.1 résultats pour centres de données (division fermée), 8 GPU"


def test_the_engine_names_its_inputs_for_a_french_reader():
    quote = load_quote(EXAMPLES / "example.quote.json")
    inputs = [i for o in evaluate(quote).options for i in o.inputs]
    by_name = {c.name: c for c in quote.catalog.cooling.values()}
    cooling = [i for i in inputs if i.key == "it_power_factor"]
    assert cooling
    for inp in cooling:
        assert inp.names["subject_fr"] == by_name[inp.names["subject"]].name_fr
    tdp = next(i for i in inputs if i.key == "tdp")
    assert tdp.source_fr and source_of(tdp, "fr") != source_of(tdp, "en")
    assert input_name(tdp, "nl") == input_name(tdp.model_copy(update={"source_fr": ""}), "nl")
    servers = [i for i in inputs if i.key == "platform_idle"]
    assert any("refroidi par" in i.names["subject_fr"] for i in servers)


def test_a_notes_texts_argument_reads_in_each_language_and_an_old_one_still_reads():
    new = note("busy_power_used", busy_w=("number", 600, 0), tdp_w=("number", 700, 0),
               peak_w=("number", 700, 0), source=("texts", ["EN-SRC", "NL-SRC", "FR-SRC"], 0))
    assert "FR-SRC" in render(new, "fr") and "NL-SRC" in render(new, "nl")
    assert "EN-SRC" in render(new, "en") and "EN-SRC" in render(new, "de")
    old = note("busy_power_used", busy_w=("number", 600, 0), tdp_w=("number", 700, 0),
               peak_w=("number", 700, 0), source=("texts", ["EN-SRC", "NL-SRC"], 0))
    assert "EN-SRC" in render(old, "fr") and "NL-SRC" in render(old, "nl")
    assert pick(["en", "", "fr"], "nl") == "en"  # an empty one reads as the English


def test_text_in_falls_back_to_the_english_and_lists_follow_the_languages():
    entry = {"name": "Air", "name_nl": "Lucht", "name_fr": " "}
    assert text_in(entry, "name", "nl-BE") == "Lucht"
    assert text_in(entry, "name", "fr") == "Air"  # blank French: the English
    assert texts(entry, "name") == ["Air", "Lucht", "Air"]


def test_a_measured_gpu_reads_measured_in_french(catalog):
    gpu = catalog.kind("gpus")["h100-sxm"]
    measured = gpu.model_copy(update={"name": f"{gpu.name} (measured)"})
    assert measured.name_in("fr") == f"{gpu.name} (mesuré)"
    assert measured.name_in("nl") == f"{gpu.name} (gemeten)"


def test_a_price_list_source_is_said_in_french():
    book = PriceBook(name="Distri Q4", list_date=date(2026, 12, 1), valid_until=date(2027, 1, 31))
    prov = book_source_of(book)
    assert prov.source == "price list Distri Q4 of 1 Dec 2026"
    assert prov.source_nl == "prijslijst Distri Q4 van 1 december 2026"
    assert prov.source_fr == "liste de prix Distri Q4 du 1 décembre 2026"


def test_an_old_quote_without_french_gets_the_shipped_french_words(tmp_path):
    data = json.loads((EXAMPLES / "example.quote.json").read_text(encoding="utf-8"))

    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if not k.endswith("_fr")}
        return [strip(v) for v in value] if isinstance(value, list) else value

    old = tmp_path / "old.quote.json"
    old.write_text(json.dumps(strip(data)), encoding="utf-8")
    quote = load_quote(old)
    before = load_quote(EXAMPLES / "example.quote.json")
    for sid, server in quote.catalog.servers.items():
        assert server.model_fr == before.catalog.servers[sid].model_fr != ""
        assert server.model_nl == before.catalog.servers[sid].model_nl
    assert evaluate(quote).model_dump()["options"][0]["tco"] == \
        evaluate(before).model_dump()["options"][0]["tco"]


def test_an_english_reader_has_no_own_translation():
    """English reads the English field, never a sibling, and "own text" is then empty: the
    seller's window keeps an English source in full (internal references included)."""
    from app.text.in_language import own_text
    entry = {"source": "METHOD.md §10", "source_nl": "NL", "source_fr": ""}
    assert own_text(entry, "source", "en") == "" and own_text(entry, "source", "de") == ""
    assert own_text(entry, "source", "nl-BE") == "NL" and own_text(entry, "source", "fr") == ""
