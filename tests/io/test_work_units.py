"""Work units in the reader's language and number: an image workload's Dutch proposal
reads "kWh per 10⁶ afbeeldingen", the English one "kWh per 10⁶ images", a rate "afbeelding/s"."""

import pytest

from app.calc import evaluate
from app.io.catalog.store import load_catalog
from app.io.export.document import build_document
from app.io.quote.store import load_quote
from app.io.words.labels import work_unit
from app.model.quote import WorkloadSpec
from tests.conftest import EXAMPLES


@pytest.fixture(scope="module")
def images():
    """The example's quote doing image classification instead of LLM serving."""
    q = load_quote(EXAMPLES / "example.quote.json")
    cat = load_catalog()
    snap = q.catalog.model_copy(update={"workloads": {
        **q.catalog.workloads, "vision-inference": cat.kind("workloads")["vision-inference"]}})
    spec = WorkloadSpec(**{**q.workload.model_dump(), "class_id": "vision-inference"})
    q = q.model_copy(update={"catalog": snap, "workload": spec})
    return q, evaluate(q)


@pytest.mark.parametrize("lang, one, many", [("nl", "afbeelding", "afbeeldingen"),
                                             ("nl-BE", "afbeelding", "afbeeldingen"),
                                             ("en", "image", "images")])
def test_the_proposal_names_the_work_unit_in_its_language(images, lang, one, many):
    q, r = images
    doc = build_document(q, r, lang)
    assert doc.work_unit == one and doc.work_units == many
    assert doc.t("kwh_per_mwork").endswith(f"per 10⁶ {many})")
    assert doc.t("cost_per_mwork").endswith(f"per 10⁶ {many}")
    assert f"({one}/s)" in doc.t("throughput_per_gpu")
    assert any(f" {many} " in line for line in doc.summary)  # "... 1.234.567 afbeeldingen per jaar"


def test_counts_follow_cldr_and_units_without_forms_stay():
    cat = load_catalog()
    r = evaluate(load_quote(EXAMPLES / "example.quote.json"))
    assert (work_unit(r, "nl"), work_unit(r, "nl", 2), work_unit(r, "en", 1e6)) == \
        ("token", "tokens", "tokens")
    hpc = cat.kind("workloads")["hpc-fp64"].unit_forms()
    assert hpc == {"en": ["GFLOP", "GFLOP"], "nl": ["GFLOP", "GFLOP"], "fr": ["GFLOP", "GFLOP"]}
    frame = cat.kind("workloads")["rendering"].unit_forms()
    assert frame["nl"] == ["relatief frame", "relatieve frames"]
    old = r.model_copy(update={"work_unit_forms": {}})  # a result without the forms
    assert work_unit(old, "nl", 5) == "token"


@pytest.mark.parametrize("lang, rate", [("nl", "afbeelding/s"), ("en", "image/s")])
def test_the_sources_and_the_demand_note_name_the_rate_in_the_documents_language(images, lang,
                                                                                  rate):
    """The throughput rows of the Sources table and the note on the baseline's demand once
    printed "image/s" in the Dutch proposal."""
    q, r = images
    doc = build_document(q, r, lang)
    units = {s.unit for s in doc.sources if "/s" in s.unit}
    assert units == {rate}
    demand = [n for n in doc.notes if "/s" in n and ("vraag" in n or "Demand" in n)]
    assert demand and all(rate in n for n in demand)
