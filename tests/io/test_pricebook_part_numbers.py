"""A distributor's row that gives only NVIDIA's part number, with a description that names no
product a reader could match ("Tensor Core kaart passief"), prices the catalogue GPU that part
number belongs to: the shipped catalogue carries the manufacturer part numbers, each sourced."""

from __future__ import annotations

import pytest

from app.io.catalog.store import Overlay, load_catalog
from app.io.pricebook.match import Matcher

CATALOG = load_catalog(overlay=Overlay(), books=[])
#: (catalogue GPU, a part number its public sources give)
PARTS = [("l4", "900-2G193-0000-000"), ("l40s", "900-2G133-0080-000"),
         ("h100-pcie", "900-21010-0000-000"), ("a100-pcie-80gb", "900-21001-0020-000"),
         ("a100-pcie-80gb", "900-21001-0020-100")]


def _import(path):
    from app.io.pricebook.importer import import_book

    return import_book(path, CATALOG)


@pytest.mark.parametrize("gpu, part", PARTS)
def test_the_shipped_catalogue_names_the_part_number_with_its_source(gpu, part):
    entry = CATALOG.gpus[gpu]
    assert part in entry.part_numbers
    prov = entry.provenance_of("part_numbers")
    assert part in prov.source and part in prov.source_nl  # the source shows the number itself
    assert "https://" in prov.source


@pytest.mark.parametrize("gpu, part", PARTS)
def test_a_row_with_only_the_part_number_matches_its_gpu(gpu, part):
    found = Matcher(CATALOG).match(part, "Tensor Core kaart passief")
    assert (found.kind, found.catalog_id, found.by) == ("gpus", gpu, "part number")


def test_a_price_list_of_part_numbers_prices_the_gpus_and_leaves_another_card_unmatched(
        tmp_path):
    rows = [f"{part};Tensor Core kaart passief;€ {1 + i}.000,00;01-12-2026"
            for i, (_gpu, part) in enumerate(PARTS[:4])]
    # the A100 40GB card: another part number, and no catalogue entry is its own
    rows.append("900-21001-0000-000;NVIDIA A100 40GB PCIe;€ 6.000,00;01-12-2026")
    path = tmp_path / "onderdelen.csv"
    path.write_bytes(("Artikelnr.;Omschrijving;Prijs;Datum\r\n" + "\r\n".join(rows) + "\r\n")
                     .encode("cp1252"))
    book = _import(path).book
    assert {(p.catalog_id, p.price, p.by) for p in book.prices} == {
        (gpu, 1000.0 * (1 + i), "part number") for i, (gpu, _part) in enumerate(PARTS[:4])}
    assert [u.row for u in book.unmatched] == [6]  # listed as unmatched, not guessed
