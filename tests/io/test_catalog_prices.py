"""The catalogue's own prices: each dated with a source a customer can follow, a price nobody
knows written as unknown (never 0), and no GPU priced above its successor of the same class
unless its note says why."""

from __future__ import annotations

import pytest

from app.errors import CatalogError
from app.io.catalog.files import parse_entry
from app.io.catalog.listing import listing
from tests.calc.v100_task import catalog

#: (older, successor) of the same class: SXM boards, PCIe cards, inference cards, AMD OAM
SUCCESSORS = [
    ("v100-sxm2-32gb", "a100-sxm-80gb"), ("a100-sxm-80gb", "h100-sxm"), ("h100-sxm", "h200-sxm"),
    ("h200-sxm", "b200"), ("b200", "b300"), ("a100-pcie-80gb", "h100-pcie"),
    ("h100-nvl", "h200-nvl"), ("t4", "l4"), ("a10", "l40s"), ("l40s", "rtx-pro-6000-bse"),
    ("mi300x", "mi325x"), ("mi325x", "mi355x"),
]


def test_every_gpu_price_has_a_date_and_a_source():
    for gpu in catalog().gpus.values():
        prov = gpu.provenance_of("price_eur")
        assert "price_eur" in gpu.provenance, gpu.id  # its own source, not the entry's
        assert prov.as_of, f"{gpu.id}: price without a date"
        assert prov.source.strip() and prov.source_nl.strip(), gpu.id


def test_a_price_from_a_table_or_a_page_names_where_to_check_it():
    for gpu in catalog().gpus.values():
        source = gpu.provenance_of("price_eur").source
        if "slinusc" in source or "Tool Discovery" in source or "ChipVERSUS" in source:
            assert "https://" in source, gpu.id


def test_no_gpu_costs_more_than_its_successor_unless_its_note_says_why():
    gpus = catalog().gpus
    for old, new in SUCCESSORS:
        a, b = gpus[old], gpus[new]
        if a.price_eur is not None and b.price_eur is not None and a.price_eur > b.price_eur:
            assert "successor" in a.provenance_of("price_eur").note, (old, new)
    assert gpus["a100-sxm-80gb"].price_eur < gpus["h100-sxm"].price_eur
    assert gpus["l4"].price_eur < gpus["l40s"].price_eur


def test_an_unknown_price_is_written_unknown_and_read_as_none():
    raw = dict(id="x", vendor="V", name="X", form_factor="PCIe", tdp_w=300, idle_w=30,
               min_power_limit_w=100, source="test", confidence="assumption",
               price_eur={"unknown": True, "source": "no public price", "as_of": "2026-11",
                          "confidence": "assumption"})
    gpu = parse_entry("gpus", raw, "gpus.toml [x]")
    assert gpu.price_eur is None and gpu.provenance_of("price_eur").as_of == "2026-11"
    with pytest.raises(CatalogError, match="unknown = true without a value"):
        parse_entry("gpus", {**raw, "price_eur": {**raw["price_eur"], "value": 0}}, "w")
    with pytest.raises(CatalogError, match="unknown key"):
        parse_entry("gpus", {**raw, "tdp_w": {"unknown": True, "source": "s"}}, "w")


def test_an_old_catalogue_file_without_dates_still_loads():
    raw = dict(id="x", vendor="V", name="X", form_factor="PCIe", tdp_w=300, idle_w=30,
               min_power_limit_w=100, source="test", confidence="assumption",
               price_eur={"value": 1000, "source": "old list", "confidence": "assumption"})
    gpu = parse_entry("gpus", raw, "gpus.toml [x]")
    assert gpu.price_eur == 1000 and gpu.provenance_of("price_eur").as_of == ""


def test_catalog_list_shows_the_date_and_price_on_request():
    lines = listing("gpus").splitlines()
    head = lines[0].split()
    assert "as_of" in head
    row = {line.split()[0]: line for line in lines[1:]}
    assert "on request" in row["gb200"] and "2026-11" in row["gb200"]
    assert "2026-03" in row["a100-sxm-80gb"]
