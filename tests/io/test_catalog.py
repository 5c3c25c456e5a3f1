"""Catalogue rules: every value sourced, known units, unique aliases, slots that fit; user
edits go to an overlay, are validated, marked and can be reset."""

import json
import shutil
import textwrap

import pytest

from app.errors import CatalogError
from app.io.catalog.files import read_catalog
from app.io.catalog.rules import problems
from app.io.catalog.store import Overlay, load_catalog, validate_directory
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES, ROOT, run_cli

GPU = """
[[gpu]]
id = "{id}"
vendor = "NVIDIA"
name = "{name}"
form_factor = "SXM"
source = "test datasheet"
confidence = "datasheet"
tdp_w = {tdp}
idle_w = 60
min_power_limit_w = 200
aliases = ["{alias}"]
"""


@pytest.fixture
def cat(tmp_path):
    """A copy of the shipped catalogue to break."""
    folder = tmp_path / "catalog"
    shutil.copytree(ROOT / "catalog", folder)
    return folder


def _gpus(folder, *blocks):
    (folder / "gpus.toml").write_text("".join(blocks))
    # keep the cross-references of other files satisfiable
    (folder / "servers.toml").write_text("")


def test_shipped_catalogue_validates_with_every_value_sourced():
    assert validate_directory(ROOT / "catalog") == []
    proc = run_cli("catalog", "validate")
    assert proc.returncode == 0 and "all sourced" in proc.stdout


def test_value_without_source_is_rejected(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=700, alias="X1").replace(
        "tdp_w = 700", 'tdp_w = { value = 700, source = "", confidence = "datasheet" }'))
    found = validate_directory(cat)
    assert found and "tdp_w" in found[0] and "no source" in found[0]


def test_entry_without_source_is_rejected(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=700, alias="X1").replace('source = "test datasheet"\n', ""))
    assert "no source" in validate_directory(cat)[0]


def test_unknown_unit_is_rejected(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=700, alias="X1").replace(
        "tdp_w = 700", 'tdp_w = { value = 0.7, unit = "horsepower" }'))
    found = validate_directory(cat)
    assert "unknown unit 'horsepower'" in found[0] and "W, kW" in found[0]


def test_known_unit_is_converted(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=700, alias="X1").replace(
        "tdp_w = 700", 'tdp_w = { value = 0.7, unit = "kW" }'))
    assert read_catalog(cat).gpus["x"].tdp_w == pytest.approx(700)


def test_unknown_field_is_rejected(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=700, alias="X1").replace("idle_w = 60", "idle_watts = 60"))
    found = validate_directory(cat)
    assert "idle_watts" in found[0] and "unknown field" in found[0]


def test_alias_claimed_by_two_gpus_is_rejected(cat):
    _gpus(cat, GPU.format(id="a", name="A", tdp=700, alias="NVIDIA Same"),
          GPU.format(id="b", name="B", tdp=400, alias="NVIDIA Same"))
    found = validate_directory(cat)
    assert any("claimed by both 'a' and 'b'" in line for line in found)


def test_slot_count_that_does_not_fit_the_form_factor(cat):
    (cat / "servers.toml").write_text(textwrap.dedent("""
        [[server]]
        id = "odd"
        vendor = "X"
        model = "Odd board"
        rack_units = 4
        gpu_slots = 6
        form_factors = ["SXM"]
        platform_idle_w = 500
        platform_max_w = 1500
        psu_bays = 4
        cooling = ["air"]
        source = "test"
        confidence = "assumption"
    """))
    found = validate_directory(cat)
    assert "gpu_slots" in found[0] and "baseboards hold 4 or 8" in found[0]


def test_bad_value_names_file_entry_field_and_reason(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=-5, alias="X1"))
    line = validate_directory(cat)[0]
    assert line.startswith("gpus.toml: gpu 'x': tdp_w = -5") and "must be more than 0" in line


def test_cli_validate_fails_with_exit_2_on_a_broken_catalogue(cat):
    _gpus(cat, GPU.format(id="x", name="X", tdp=-5, alias="X1"))
    proc = run_cli("catalog", "validate", str(cat))
    assert proc.returncode == 2 and "tdp_w" in proc.stderr and "Traceback" not in proc.stderr


def test_catalog_list_json_gives_every_value_with_source_and_confidence():
    proc = run_cli("catalog", "list", "gpus", "--json")
    entries = json.loads(proc.stdout)
    assert entries
    for entry in entries:
        for field, item in entry.items():
            if field == "id":
                continue
            if field in ("perf", "busy_w"):  # per workload class, each with its own source
                assert all(v["source"] and v["confidence"] for v in item.values()), entry["id"]
                continue
            if field in ("perf_at", "busy_w_at"):  # per class and number format, each sourced
                assert all(v["source"] and v["confidence"] for at in item.values()
                           for v in at.values()), entry["id"]
                continue
            assert item["source"] and item["confidence"] in (
                "datasheet", "measured", "typical", "assumption"), (entry["id"], field)
    table = run_cli("catalog", "list", "gpus").stdout
    header, *rows = table.splitlines()
    assert header.split()[-1] == "confidence" and len(rows) == len(entries)
    assert all(row.split()[0] == entry["id"] for row, entry in zip(rows, entries))


def test_user_edit_goes_to_overlay_is_marked_and_resets(isolated_user_dirs):
    shipped = load_catalog(overlay=Overlay())
    gpu_id = next(iter(shipped.gpus))
    overlay = Overlay()
    overlay.set_value("gpus", gpu_id, "idle_w", 42.0, "measured")
    overlay.save()
    edited = load_catalog()  # reads the saved overlay from the user folder
    assert edited.gpus[gpu_id].idle_w == 42.0
    assert edited.gpus[gpu_id].provenance_of("idle_w").source == "user edit"
    assert load_catalog(overlay=Overlay()).gpus[gpu_id].idle_w == shipped.gpus[gpu_id].idle_w
    overlay.reset_value("gpus", gpu_id, "idle_w")
    assert overlay.apply(shipped).gpus[gpu_id].idle_w == shipped.gpus[gpu_id].idle_w


def test_invalid_user_edit_is_refused_with_its_reason():
    shipped = load_catalog(overlay=Overlay())
    gpu_id = next(iter(shipped.gpus))
    overlay = Overlay()
    overlay.set_value("gpus", gpu_id, "idle_w", 99999.0)
    with pytest.raises(CatalogError, match="idle_w .* must be below tdp_w"):
        overlay.apply(shipped)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.quote.json")), ids=lambda p: p.name)
def test_every_shipped_example_quote_validates_against_the_catalogue_rules(path):
    """The quote's snapshot entries, put into the shipped catalogue, break no catalogue rule."""
    snapshot = load_quote(path).catalog
    catalog = load_catalog(overlay=Overlay())
    kinds = ("gpus", "servers", "psus", "cooling", "workloads")
    merged = catalog.model_copy(update={
        kind: {**catalog.kind(kind), **getattr(snapshot, kind)} for kind in kinds})
    assert problems(merged) == []


def test_example_quote_uses_the_shipped_catalogue_unchanged():
    """example.quote.json is built from the catalogue: its snapshot equals the shipped entries."""
    snapshot = load_quote(EXAMPLES / "example.quote.json").catalog
    catalog = load_catalog(overlay=Overlay())
    for kind in ("gpus", "servers", "psus", "cooling", "workloads"):
        for entry_id, entry in getattr(snapshot, kind).items():
            assert catalog.kind(kind)[entry_id] == entry, (kind, entry_id)
