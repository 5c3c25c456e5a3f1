"""Number-format edits in the user's overlay (METHOD §12.1): kept as text, saved and read back
as strict JSON, applied to the GPU row; an empty text means unstated (a class's format) or not
checked (the hardware list); a wrong name is refused with the names that are known."""

import json

import pytest

from app.errors import CatalogError
from app.io.catalog.store import Overlay, apply_edit, load_catalog


@pytest.fixture
def catalog():
    return load_catalog(overlay=Overlay())


def test_format_edits_survive_a_save_and_apply_to_the_row(catalog, tmp_path):
    overlay = Overlay()
    overlay.set_value("gpus", "h200-nvl", "perf_precision.llm-inference", "")
    overlay.set_value("gpus", "h200-nvl", "perf_precision.llm-training", "fp8")
    overlay.set_value("gpus", "b200", "precisions", "")
    path = tmp_path / "edits.json"
    overlay.save(path)
    json.loads(path.read_text(), parse_constant=lambda c: pytest.fail(c))  # strict JSON
    edited = Overlay.load(path).apply(catalog)
    nvl = edited.gpus["h200-nvl"]
    assert "llm-inference" not in nvl.perf_precision  # unstated now
    assert nvl.perf_precision["llm-training"] == "fp8"
    assert nvl.perf["llm-inference"] == catalog.gpus["h200-nvl"].perf["llm-inference"]  # kept
    assert edited.gpus["b200"].precisions == []  # not checked
    assert catalog.gpus["b200"].precisions  # the shipped row is unchanged


def test_an_unknown_format_is_refused_naming_the_gpu(catalog):
    with pytest.raises(CatalogError) as refused:
        apply_edit(catalog.gpus["h200-nvl"], {"precisions": {"value": "bf16, fp5"}}, "gpus")
    assert "h200-nvl" in str(refused.value) and "fp5" in str(refused.value)
