"""The Dutch proposal's sources read Dutch: a catalogue value carries its
source in Dutch (``source_nl``, the citation kept as published), the Dutch PDF and workbook
print it, the English ones keep the English source; without a Dutch text the stock words are
translated ("schatting (de leverancier publiceert geen waarde)")."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.errors import CatalogError
from app.io.catalog.files import parse_entry
from app.io.export.document import build_document
from app.io.quote.store import load_quote
from app.io.words.labels import source_text
from app.model import Provenance
from tests.conftest import EXAMPLES
from tests.english_text import english_words

EXAMPLE = EXAMPLES / "example.quote.json"


@pytest.fixture(scope="module")
def example():
    q = load_quote(EXAMPLE)
    return q, evaluate(q)


def test_every_source_the_dutch_proposal_prints_reads_dutch(example):
    q, r = example
    doc = build_document(q, r, "nl")
    rows = [(s.name, s.source) for s in doc.sources] + [(a.label, a.source)
                                                        for a in doc.assumptions]
    assert len(doc.sources) > 20
    assert [(name, src) for name, src in rows if english_words(src)] == []
    printed = {s.source for s in doc.sources}
    assert any(s.startswith("schatting (de leverancier publiceert geen waarde): 2x EPYC 7003 "
                            "in rust") for s in printed)
    assert not any("smc-sys-" in s for s in printed)  # catalogue ids read as the model's name


def test_every_catalogue_value_the_example_uses_has_its_dutch_source(example):
    """A catalogue value the example prints has a Dutch text: one added later without it is
    named here, with its English source."""
    q, r = example
    missing = {(i.name, i.source) for o in r.options for i in o.inputs
               if i.source not in ("quote input",) and not i.source.startswith("region ")
               and not i.source_nl}
    assert missing == set()


def test_the_english_proposal_keeps_the_english_source(example):
    q, r = example
    printed = {s.source for s in build_document(q, r, "en").sources}
    assert any(s.startswith("estimate (the vendor publishes no figure)") for s in printed)
    assert not any("schatting" in s for s in printed)


def test_source_text_prefers_the_dutch_text_and_keeps_paths_out():
    en = "measured: shared/samples/x/telegraf__a100.xml (A100, 67.03 W)"
    nl = "gemeten met nvidia-smi (A100): 67,03 W"
    assert source_text(en, "nl", nl) == nl
    assert source_text(en, "en", nl) == "measured (A100, 67.03 W)"
    assert source_text(en, "nl") == "gemeten (A100, 67.03 W)"
    assert source_text("estimate (the vendor publishes no figure): 2x CPU", "nl") == \
        "schatting (de leverancier publiceert geen waarde): 2x CPU"
    assert source_text("quote input", "nl", "iets anders") == "invoer in de offerte"


def test_the_catalogue_reads_source_nl_on_a_value_and_on_an_entry():
    raw = {"id": "t-air", "name": "Air", "type": "air", "pue_factor": 1.0,
           "it_power_factor": 1.0, "source": "the site's air PUE",
           "source_nl": "de PUE van de locatie", "confidence": "typical",
           "capex_per_server_eur": {"value": 0, "source": "assumption: none",
                                    "source_nl": "aanname: geen", "confidence": "assumption"}}
    entry = parse_entry("cooling", raw, "cooling.toml [t-air]")
    assert entry.provenance_of("it_power_factor") == Provenance(
        source="the site's air PUE", confidence="typical", source_nl="de PUE van de locatie")
    assert entry.provenance_of("capex_per_server_eur").source_nl == "aanname: geen"
    with pytest.raises(CatalogError, match="source_de"):
        parse_entry("cooling", {**raw, "capex_per_server_eur": {
            "value": 0, "source": "x", "source_de": "y", "confidence": "assumption"}}, "c")


def test_the_busy_power_note_cites_its_source_in_the_documents_language(example):
    """The engine's note on the published busy power names its MLPerf run: in Dutch words in
    the Dutch proposal, in English in the English one."""
    q, r = example
    nl = [n for n in build_document(q, r, "nl").notes if "gepubliceerde 367 W" in n]
    en = [n for n in build_document(q, r, "en").notes if "published 367 W" in n]
    assert nl and all("afgeleid van MLCommons" in n and "derived" not in n for n in nl)
    assert en and all("derived from MLCommons" in n for n in en)


@pytest.mark.parametrize("lang, escalation, one", [("nl", "3,0 %", "= 1 server ×"),
                                                   ("en", "3.0 %", "= 1 server ×")])
def test_rates_print_as_percentages_and_one_server_is_singular(example, lang, escalation, one):
    """The Sources table once printed the price escalation as "0,03 /jaar" and the money notes
    "1 servers ×"."""
    from app.io.export import style

    q = example[0].model_copy(update={"redundancy": 0})  # N+0: the B200 options run 1 server
    doc = build_document(q, evaluate(q), lang)
    row = next(s for s in doc.sources if s.kind == "percent")
    assert style.fmt(row.value, row.kind, lang) == escalation and row.unit == ""
    hours = next(s for s in doc.sources if s.kind == "int")
    assert style.fmt(hours.value, hours.kind, lang) in ("8.760", "8,760")
    notes = [n for lines in doc.money_notes.values() for n in lines]
    assert any(one in n for n in notes) and not any("1 servers" in n for n in notes)


def test_a_citation_without_its_dutch_text_gets_its_stock_phrases_in_dutch():
    """MLPerf's division, its units and the kinds of price report read Dutch; the citation
    (publisher, round, system, link) stays; the English proposal keeps the English."""
    mlperf = ("MLCommons MLPerf Inference v4.1 closed, NVIDIA, DGX-H100_H100-SXM-80GBx8_TRT, "
              "llama2-70b-99.9 Offline: 24524.9 tokens/s / 8 GPUs")
    assert source_text(mlperf, "nl") == (
        "MLCommons MLPerf Inference v4.1, gesloten divisie, NVIDIA, DGX-H100_H100-SXM-80GBx8_TRT, "
        "llama2-70b-99.9 Offline: 24524.9 token/s / 8 GPU's")
    assert source_text(mlperf, "en") == mlperf
    assert source_text("assumption: street price reports for H100 NVL in 2025", "nl") == \
        "aanname: gemelde straatprijzen van H100 NVL in 2025"
    assert english_words(source_text(mlperf, "nl")) == []


def _printable(catalog):
    """Every catalogue value a proposal can print as one of an option's inputs
    (app.calc.provenance.inputs_used): (kind, id, field, provenance)."""
    fields = {
        "gpus": lambda g: ["tdp_w", "idle_w", "price_eur"] + [f"perf.{w}" for w in g.perf]
        + [f"busy_w.{w}" for w in (g.busy_w or {})],
        "servers": lambda s: ["platform_idle_w", "platform_max_w", "base_price_eur"],
        "psus": lambda p: ["curve"],
        "cooling": lambda c: ["pue" if c.pue is not None else "pue_factor", "it_power_factor"],
        "workloads": lambda w: ["cap_beta"],
    }
    return [(kind, e.id, f, e.provenance_of(f)) for kind, of in fields.items()
            for e in catalog.kind(kind).values() for f in of(e)]


def test_every_source_the_shipped_catalogue_can_print_has_its_dutch_text():
    """Not only the example's: a Dutch proposal for any GPU, server, PSU, cooling or workload
    of the catalogue cites its values in Dutch words (the citation kept as published)."""
    from app.io.catalog.store import load_catalog

    rows = _printable(load_catalog())
    assert len(rows) > 400
    assert [(k, i, f) for k, i, f, p in rows if not p.source_nl.strip()] == []
    english = {(k, i, f): english_words(source_text(p.source, "nl", p.source_nl))
               for k, i, f, p in rows}
    assert {key: words for key, words in english.items() if words} == {}
    # the nouns of the English citations' prose too ("same HGX platform class", "pricing")
    import re

    from tests.english_text import _NAMES

    prose = set("same class board pricing minus listed announced reported results peak summary "
                "specifications description submission programme certification system".split())
    found = {(k, i, f): sorted(prose & {w.lower() for w in re.findall(
        r"[A-Za-z]+", _NAMES.sub(" ", source_text(p.source, "nl", p.source_nl)))})
        for k, i, f, p in rows}
    assert {key: words for key, words in found.items() if words} == {}


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_printed_source_names_a_catalogue_id(lang):
    """"as smc-sys-821ge-tnhr" read as the model's name ("as the Supermicro SYS-821GE-TNHR")."""
    import re

    from app.io.catalog.store import load_catalog

    catalog = load_catalog()
    ids = [e.id for kind in ("gpus", "servers", "psus", "cooling")
           for e in catalog.kind(kind).values() if "-" in e.id]
    named = re.compile(r"(?<![\w./-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    found = {(k, i, f): m.group(1) for k, i, f, p in _printable(catalog)
             for m in [named.search(source_text(p.source, lang, p.source_nl))] if m}
    assert found == {}


def test_a_link_keeps_its_file_name():
    """A link ending in a file (…/VR-NVL72_VR-288GB_aarch64x72_TRT.json) is printed whole; only
    this repository's own file names are left out."""
    link = ("https://github.com/mlcommons/inference_results_v6.1/blob/main/closed/NVIDIA/systems/"
            "VR-NVL72_VR-288GB_aarch64x72_TRT.json")
    for lang in ("en", "nl"):
        assert source_text(f"NVIDIA, system description, 2026, {link}", lang).endswith(link)
    assert source_text("measured: dmon__idle__l40s.txt, last sample 37 W") == \
        "measured: last sample 37 W"
