"""The user guide's back-test table names each system's GPUs and workload as the app shows them
("8× A100 PCIe 80GB", "LLM-inferentie (Llama 2 70B-klasse)"), not by the catalogue's ids
("8× a100-pcie-80gb", "llm-inference") a reader cannot look up."""

from __future__ import annotations

import pytest

from app import paths
from app.io.catalog.backtest_data import read_backtest
from app.io.catalog.files import read_catalog

CATALOG = read_catalog(paths.catalog_dir())
#: GPUs only the back-test has (the A30 of a measured system the catalogue does not sell)
OWN_GPUS = {g.id: g for g in read_backtest().gpus}
PAGES = {"en": "en/05-results-and-method.md", "nl": "nl/05-resultaten-en-methode.md",
         "fr": "fr/05-resultats-et-methode.md"}


def _rows(page: str) -> list[list[str]]:
    text = (paths.resources_dir() / "docs" / page).read_text(encoding="utf-8")
    block = text.split("<!-- backtest:start -->\n", 1)[1].split("<!-- backtest:end -->", 1)[0]
    lines = [line for line in block.splitlines() if line.startswith("| [")]
    return [[cell.strip() for cell in line.strip("|").split(" | ")] for line in lines]


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_back_test_rows_name_gpus_and_workloads_as_the_app_does(lang):
    rows = _rows(PAGES[lang])
    assert len(rows) > 20
    gpu_names = {g.name for g in (*CATALOG.gpus.values(), *OWN_GPUS.values())}
    workload_names = {w.name_in(lang) for w in CATALOG.workloads.values()}
    ids = set(CATALOG.gpus) | set(OWN_GPUS) | set(CATALOG.workloads)
    for cells in rows:
        count, _, gpu = cells[1].partition("× ")
        assert count.isdigit() and gpu in gpu_names, cells[1]
        assert cells[2] in workload_names, cells[2]
        assert not ids & set(cells[1:]), cells
        assert not any(i in cells[1].split() for i in (*CATALOG.gpus, *OWN_GPUS)), cells[1]
    if lang == "nl":  # the workloads read in Dutch
        assert any(cells[2].startswith("LLM-inferentie") for cells in rows)
