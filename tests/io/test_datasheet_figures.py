"""GPU and platform figures copied from a vendor's document say where from and match it: each
value is checked against the numbers transcribed in tests/data/sources/datasheets.toml, and a
figure that is derived or only announced is labelled so, never as a datasheet value."""

import tomllib

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.conftest import ROOT

SHEETS = tomllib.loads((ROOT / "tests" / "data" / "sources" / "datasheets.toml")
                       .read_text(encoding="utf-8"))
CATALOG = load_catalog(overlay=Overlay())
BU = SHEETS["blackwell_ultra"]


def test_gb300_has_its_own_datasheet_column_not_the_b300s():
    sheet = BU["gb300"]
    gpu = CATALOG.gpus[sheet["catalogue_id"]]
    assert gpu.memory_gb == sheet["memory_gb"] == 279
    assert gpu.memory_bandwidth_gb_s == sheet["bandwidth_tb_s"] * 1000
    assert gpu.tflops_fp4 == sheet["fp4_dense_pflops"] * 1000
    assert gpu.tflops_fp8 == sheet["fp8_sparse_pflops"] * 1000 / 2
    assert gpu.tflops_bf16 == sheet["bf16_sparse_pflops"] * 1000 / 2
    assert gpu.tflops_tf32 == sheet["tf32_sparse_pflops"] * 1000 / 2
    assert gpu.tflops_fp64 == sheet["fp64_tflops"]
    assert gpu.tdp_w == sheet["max_tdp_w"]
    b300 = CATALOG.gpus["b300"]
    assert (gpu.memory_gb, gpu.tflops_fp4, gpu.tflops_bf16) != (
        b300.memory_gb, b300.tflops_fp4, b300.tflops_bf16)
    for field in ("memory_gb", "memory_bandwidth_gb_s"):
        prov = gpu.provenance_of(field)
        assert BU["url"] in prov.source and "GB300 NVL72 column" in prov.source
        assert prov.confidence == "datasheet"


def test_gb300_rows_once_copied_from_the_b300_are_its_own():
    gpu = CATALOG.gpus["gb300"]
    for cls in ("llm-training", "hpc-fp64", "vision-inference", "rendering", "llm-training-8b"):
        assert "as the B300 row" not in gpu.provenance_of(f"perf.{cls}").source, cls
    # the training figure scales with this GPU's own dense BF16 peak (H100 SXM: 779 at 989.4)
    assert gpu.perf["llm-training"] == pytest.approx(779.0 * gpu.tflops_bf16 / 989.4, abs=0.05)
    assert gpu.perf["hpc-fp64"] == BU["gb300"]["fp64_tflops"] * 1000


def test_b300_memory_is_the_hgx_b300_column():
    sheet = BU["b300"]
    gpu = CATALOG.gpus[sheet["catalogue_id"]]
    assert gpu.memory_gb == sheet["memory_gb"] == 270
    assert gpu.memory_bandwidth_gb_s == pytest.approx(sheet["bandwidth_tb_s"] * 1000)
    assert gpu.tdp_w == sheet["max_tdp_w"]
    for field in ("memory_gb", "memory_bandwidth_gb_s"):
        assert "HGX B300 column" in gpu.provenance_of(field).source


def test_rubin_is_labelled_announced_with_the_announced_figures():
    sheet = SHEETS["rubin"]
    gpu = CATALOG.gpus[sheet["catalogue_id"]]
    assert gpu.status == "announced"
    assert gpu.memory_gb == sheet["memory_gb"]
    assert gpu.memory_bandwidth_gb_s == sheet["bandwidth_tb_s"] * 1000
    assert gpu.tflops_fp4 == sheet["nvfp4_inference_pflops"] * 1000
    for field in ("memory_bandwidth_gb_s", "tflops_fp4"):
        prov = gpu.provenance_of(field)
        assert prov.source.startswith("announced: ") and sheet["url"] in prov.source
        assert prov.source_nl.startswith("aangekondigd: ")
        assert prov.confidence != "datasheet"


def test_dgx_b200_platform_power_is_derived_from_the_system_maximum():
    sheet = SHEETS["dgx_b200"]
    server = CATALOG.servers[sheet["catalogue_id"]]
    b200 = CATALOG.gpus["b200"]
    assert server.platform_max_w == sheet["system_max_w"] - sheet["gpus"] * b200.tdp_w
    prov = server.provenance_of("platform_max_w")
    assert prov.confidence != "datasheet" and prov.source.startswith("derived")
    assert sheet["url"] in prov.source and "Derived" in prov.note
    fit = server.psu_options[0]
    assert (fit.count, CATALOG.psus[fit.psu].rating_w) == (sheet["psus"], sheet["psu_w"])


def test_xe9680_psus_are_dells_six_2800_w_titanium_units():
    sheet = SHEETS["xe9680"]
    server = CATALOG.servers[sheet["catalogue_id"]]
    fits = {(f.count, f.count - f.spares, f.spares) for f in server.psu_options}
    assert fits == {(6, 5, 1), (6, 3, 3)}  # 5+1 and 3+3, as the spec sheet's redundancy modes
    for fit in server.psu_options:
        psu = CATALOG.psus[fit.psu]
        assert psu.rating_w == sheet["psu_w"] and psu.level == "titanium"
    prov = server.provenance_of("psu_options")
    assert sheet["url"] in prov.source and "unverified" not in prov.source
    assert prov.source_nl
