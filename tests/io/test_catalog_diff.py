"""Quotes keep their catalogue snapshot after an update, say which parts the catalogue in use has
newer values for (part, field, old -> new, source) and take over only the accepted ones."""

import json

import pytest

from app.errors import AppError
from app.io.catalog.diff import apply_differences, differences
from app.io.catalog.store import load_catalog
from app.io.catalog.update import install_catalog
from app.io.quote.store import load_quote, save_quote
from tests.conftest import run_cli
from tests.io.catalog_maker import SOURCE, fresh_quote, newer_catalogue

CHANGES = {("h200-sxm", "tdp_w"): 690, ("h200-sxm", "idle_w"): 66,
           ("h200-sxm", "perf.llm-inference"): 4321.5}


@pytest.fixture
def updated(tmp_path):
    """A fresh quote, then a newer catalogue installed with three H200 values changed."""
    quote = fresh_quote()
    assert differences(quote, load_catalog()) == []
    install_catalog(newer_catalogue(tmp_path / "cat", gpu_changes=CHANGES))
    return quote, load_catalog()


def test_the_quote_keeps_its_numbers_and_lists_the_newer_values(updated):
    quote, catalog = updated
    assert quote.catalog.gpus["h200-sxm"].tdp_w != 690  # the quote's copy did not move
    found = {d.key: d for d in differences(quote, catalog)}
    assert set(found) == {"gpus/h200-sxm/tdp_w", "gpus/h200-sxm/idle_w",
                          "gpus/h200-sxm/perf.llm-inference"}
    tdp = found["gpus/h200-sxm/tdp_w"]
    assert (tdp.old, tdp.new) == (quote.catalog.gpus["h200-sxm"].tdp_w, 690)
    assert tdp.source == SOURCE and tdp.confidence == "measured"
    assert tdp.name == catalog.gpus["h200-sxm"].name


def test_only_the_accepted_values_are_taken_with_their_source(updated):
    quote, catalog = updated
    found = {d.key: d for d in differences(quote, catalog)}
    new = apply_differences(quote, catalog, [found["gpus/h200-sxm/perf.llm-inference"],
                                             found["gpus/h200-sxm/tdp_w"]])
    gpu = new.catalog.gpus["h200-sxm"]
    assert gpu.perf["llm-inference"] == 4321.5 and gpu.tdp_w == 690
    assert gpu.idle_w == quote.catalog.gpus["h200-sxm"].idle_w  # not accepted: the quote's own
    assert gpu.provenance_of("tdp_w").source == SOURCE
    assert gpu.provenance_of("perf.llm-inference").source == SOURCE
    assert [d.key for d in differences(new, catalog)] == ["gpus/h200-sxm/idle_w"]
    from app.calc import evaluate
    assert evaluate(new).options != evaluate(quote).options  # the figures follow


def test_an_inconsistent_choice_is_refused_with_the_reason(updated, tmp_path):
    quote = fresh_quote()
    install_catalog(newer_catalogue(tmp_path / "c2", date="2027-07-01",
                                    gpu_changes={("h200-sxm", "tdp_w"): 750,
                                                 ("h200-sxm", "max_power_limit_w"): 800}))
    catalog = load_catalog()
    found = {d.key: d for d in differences(quote, catalog)}
    with pytest.raises(AppError, match="max_power_limit_w"):  # the old maximum below the new TDP
        apply_differences(quote, catalog, [found["gpus/h200-sxm/tdp_w"]])
    both = apply_differences(quote, catalog, [found["gpus/h200-sxm/max_power_limit_w"],
                                              found["gpus/h200-sxm/tdp_w"]])
    assert both.catalog.gpus["h200-sxm"].tdp_w == 750


def test_measured_variants_and_custom_parts_are_the_quotes_own(updated):
    quote, catalog = updated
    gpu = quote.catalog.gpus["h200-sxm"].model_copy(update={"id": "h200-sxm.measured.1"})
    custom = quote.catalog.model_copy(update={"gpus": {**quote.catalog.gpus, gpu.id: gpu}})
    keys = {d.entry_id for d in differences(quote.model_copy(update={"catalog": custom}), catalog)}
    assert keys == {"h200-sxm"}


def test_cli_diff_lists_and_applies_only_what_is_named(updated, tmp_path):
    quote, _catalog = updated
    path = tmp_path / "q.quote.json"
    save_quote(quote, path)
    proc = run_cli("catalog", "diff", str(path))
    assert proc.returncode == 0, proc.stderr
    assert "3 value(s) differ" in proc.stdout and f"tdp_w: {quote.catalog.gpus['h200-sxm'].tdp_w}" in proc.stdout
    assert "-> 690" in proc.stdout and SOURCE[:40] in proc.stdout
    proc = run_cli("catalog", "diff", str(path), "--json", "--apply", "--only",
                   "gpus/h200-sxm/tdp_w")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["applied"] == ["gpus/h200-sxm/tdp_w"] and len(data["differences"]) == 3
    saved = load_quote(path)
    assert saved.catalog.gpus["h200-sxm"].tdp_w == 690
    assert saved.catalog.gpus["h200-sxm"].idle_w == quote.catalog.gpus["h200-sxm"].idle_w
    from app.io.files.atomic import backup_path
    assert load_quote(backup_path(path)).catalog.gpus["h200-sxm"].tdp_w != 690  # the old file kept
    proc = run_cli("catalog", "diff", str(path), "--apply", "--only", "gpus/nope/tdp_w")
    assert proc.returncode == 2 and "not one of the quote's 2 difference(s)" in proc.stderr
    assert "Traceback" not in proc.stderr
