"""METHOD §12.1 in the catalogue: every perf value of the shipped catalogue states its number
format and every GPU the formats its hardware runs; an unknown format is refused on load; a
value at a format the GPU does not run is reported by ``catalog validate``; one class of one
GPU may not mix stated and unstated values, nor give two values at one format."""

import shutil

import pytest

from app.io.catalog.files import read_catalog
from app.io.catalog.store import validate_directory
from app.model.precision import FORMATS
from tests.conftest import ROOT, run_cli

GPU = """
[[gpu]]
id = "x"
vendor = "NVIDIA"
name = "X"
form_factor = "SXM"
source = "test datasheet"
confidence = "datasheet"
tdp_w = 700
idle_w = 60
min_power_limit_w = 200
{top}
[gpu.perf]
llm-inference = {{ value = 1000, {stated}source = "test run", confidence = "measured" }}
{more}
"""


@pytest.fixture
def cat(tmp_path):
    folder = tmp_path / "catalog"
    shutil.copytree(ROOT / "catalog", folder)
    return folder


def _gpu(folder, top="", stated='precision = "fp8", ', more=""):
    (folder / "gpus.toml").write_text(GPU.format(top=top, stated=stated, more=more))
    (folder / "servers.toml").write_text("")


def test_every_shipped_value_states_its_format_and_every_gpu_its_hardware():
    catalog = read_catalog(ROOT / "catalog")
    for gpu in catalog.gpus.values():
        assert gpu.precisions, gpu.id
        assert set(gpu.perf_precision) == set(gpu.perf), gpu.id
    v100, h200, b200 = (catalog.gpus[g] for g in ("v100-sxm2-32gb", "h200-sxm", "b200"))
    assert v100.precisions == ["fp64", "fp32", "fp16"]  # METHOD §12.1
    assert v100.perf_precision["llm-inference"] == "fp16"  # derived by its FP16 peak
    assert h200.perf_precision["llm-inference"] == "fp8"  # NVIDIA's H200 llama2-70b run
    assert b200.perf_precision["llm-inference"] == "fp4"  # submitted with FP4 weights
    assert b200.perf_at["llm-inference"] == {"fp8": pytest.approx(6970.9)}
    rtx = catalog.gpus["rtx-pro-6000-bse"]
    assert rtx.perf_precision["llm-inference"] == "fp4" and "fp8" in rtx.perf_at["llm-inference"]
    assert rtx.provenance_of("perf_at.llm-inference.fp8").confidence == "typical"


def test_the_serving_classes_give_the_model_size_with_sources():
    catalog = read_catalog(ROOT / "catalog")
    llm = catalog.workloads["llm-inference"]
    assert (llm.params_b, llm.overhead_gb) == (69, 8)
    assert set(llm.precisions_ok) <= set(FORMATS) and "fp16" in llm.precisions_ok
    assert "Llama" in llm.provenance_of("params_b").source


def test_an_unknown_format_is_refused_on_load(cat):
    _gpu(cat, stated='precision = "fp5", ')
    found = validate_directory(cat)
    assert found and "fp5" in found[0] and "fp8" in found[0]


def test_a_value_at_a_format_the_gpu_does_not_run_is_reported(cat):
    _gpu(cat, top='precisions = ["fp32", "fp16"]')
    found = validate_directory(cat)
    assert any("perf.llm-inference is at fp8" in line and "not used" in line for line in found)
    proc = run_cli("catalog", "validate", str(cat))
    assert proc.returncode != 0 and "fp8" in proc.stdout + proc.stderr


def test_a_second_value_at_another_format_loads_with_its_source(cat):
    _gpu(cat, top='precisions = ["fp16", "fp8", "fp4"]',
         more='[gpu.perf_at.llm-inference]\nfp4 = { value = 1500, source = "test fp4 run", '
              'confidence = "measured" }\n')
    gpu = read_catalog(cat).gpus["x"]
    assert gpu.perf_at == {"llm-inference": {"fp4": 1500}}
    assert gpu.provenance_of("perf_at.llm-inference.fp4").source == "test fp4 run"


def test_mixing_stated_and_unstated_values_is_refused(cat):
    _gpu(cat, stated="", more='[gpu.perf_at.llm-inference]\nfp4 = 1500\n')
    found = validate_directory(cat)
    assert found and "no mixing of stated and unstated" in found[0]


def test_two_values_at_one_format_are_refused(cat):
    _gpu(cat, more='[gpu.perf_at.llm-inference]\nfp8 = 1500\n')
    found = validate_directory(cat)
    assert found and "one value per precision" in found[0]
