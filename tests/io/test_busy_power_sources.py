"""The measured busy power in the catalogue (METHOD §11.1, M33) is the published measurement it
cites: each value is recomputed from the runs transcribed in tests/data/sources/, and, when a
copy of the ML.ENERGY leaderboard repository is on this machine, those runs are read again from
its data files."""

import json

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.io.source_tables import git_show, load, mirror, used_and_held_back
from tests.io.source_tables import series_id as _ids

DATA = load("mlenergy-leaderboard.toml")
SERIES, HELD_BACK = used_and_held_back(DATA)
CATALOG = load_catalog(overlay=Overlay())
#: a fetched copy of github.com/ml-energy/leaderboard (a bare git directory)
MIRROR = mirror("GPU_TCO_MLENERGY_MIRROR", "ml-energy/leaderboard")


def _fullest(series):
    """The configuration with the highest output throughput per GPU: (gpus, batch, W, tokens/s)."""
    return max(series["runs"], key=lambda run: run[3] / run[0])


@pytest.mark.parametrize("series", SERIES, ids=_ids)
def test_busy_power_is_the_fullest_load_run_per_gpu(series):
    gpus, _batch, watts, _tps = _fullest(series)
    gpu = CATALOG.gpus[series["gpu"]]
    assert gpu.busy_w[series["workload"]] == round(watts / gpus, 1)


@pytest.mark.parametrize("series", SERIES, ids=_ids)
def test_busy_power_says_where_it_was_measured(series):
    gpus, batch, watts, _tps = _fullest(series)
    prov = CATALOG.gpus[series["gpu"]].provenance_of(f"busy_w.{series['workload']}")
    assert prov.confidence == "measured"
    for text in (prov.source, prov.source_nl):
        assert series["model"] in text and series["file"] in text and DATA["commit"] in text
        assert f"{gpus}x {series['gpu_model']}" in text
    assert f"batch size up to {batch}:" in prov.source
    assert f"batchgrootte tot {batch}:" in prov.source_nl
    assert f"{watts:.1f} W" in prov.source
    assert f"{watts:.1f}".replace(".", ",") in prov.source_nl.replace(".", "")


BUSY = [(gpu.id, workload) for gpu in CATALOG.gpus.values() for workload in gpu.busy_w]


@pytest.mark.parametrize(("gpu", "workload"), BUSY, ids=[f"{g}-{w}" for g, w in BUSY])
def test_every_busy_power_lies_between_idle_and_the_power_limit(gpu, workload):
    """Whatever its source, a GPU's busy power is above its idle draw and within its TDP."""
    entry = CATALOG.gpus[gpu]
    assert entry.idle_w < entry.busy_w[workload] <= entry.tdp_w


@pytest.mark.parametrize("series", HELD_BACK, ids=_ids)
def test_a_run_held_back_is_not_in_the_catalogue_and_says_why(series):
    assert series["workload"] not in CATALOG.gpus[series["gpu"]].busy_w
    assert len(series["held_back"]) > 20


def test_the_h200_busy_power_is_left_as_it_was():
    """Another source (MLPerf v4.1, solved back from the wall) owns the H200's busy power."""
    assert CATALOG.gpus["h200-sxm"].busy_w == {"llm-inference": 367.1, "llm-moe-inference": 367.3}


def _mirror_file(path: str) -> dict:
    return json.loads(git_show(MIRROR, DATA["commit"], path))


@pytest.mark.skipif(not MIRROR.is_dir(), reason="no copy of github.com/ml-energy/leaderboard "
                    "on this machine (set GPU_TCO_MLENERGY_MIRROR to its git directory)")
@pytest.mark.parametrize("series", SERIES + HELD_BACK, ids=_ids)
def test_transcribed_runs_match_the_leaderboard_data(series):
    data = _mirror_file(series["file"])
    assert data["model_id"] == series["model"]
    assert data["weight_precision"] == series["weight_precision"]
    runs = sorted([c["num_gpus"], c["max_num_seqs"], c["avg_power_watts"],
                   c["output_throughput_tokens_per_sec"]]
                  for c in data["configurations"] if c["gpu_model"] == series["gpu_model"])
    assert sorted(series["runs"]) == runs  # floats as published, repr-exact
