"""The A100's busy power (METHOD §11.1, M33) is the measurement it cites: recomputed from the
LLM-Inference-Bench runs transcribed in tests/data/sources/llm-inference-bench.toml, and, when a
copy of github.com/argonne-lcf/LLM-Inference-Bench is on this machine, those runs are read again
from its data file."""

import csv
import io
import os
import subprocess
import tomllib
from pathlib import Path

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.conftest import ROOT

TABLE = ROOT / "tests" / "data" / "sources" / "llm-inference-bench.toml"
DATA = tomllib.loads(TABLE.read_text(encoding="utf-8"))
CATALOG = load_catalog(overlay=Overlay())
#: a fetched copy of github.com/argonne-lcf/LLM-Inference-Bench (a bare git directory)
MIRROR = Path(os.environ.get("GPU_TCO_ARGONNE_MIRROR",
                             "/work/.mirror/argonne-lcf+LLM-Inference-Bench/repo"))


def _ids(series):
    return f"{series['gpu']}-{series['workload']}"


def _fullest(series):
    """The run at the largest batch: (batch, latency s, tokens/s, mW)."""
    return max(series["runs"], key=lambda run: run[0])


@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_busy_power_is_the_largest_batch_run(series):
    *_, milliwatts = _fullest(series)
    assert CATALOG.gpus[series["gpu"]].busy_w[series["workload"]] == round(milliwatts / 1000, 1)


@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_busy_power_says_where_and_on_which_board_it_was_measured(series):
    batch, _latency, tokens_s, milliwatts = _fullest(series)
    prov = CATALOG.gpus[series["gpu"]].provenance_of(f"busy_w.{series['workload']}")
    watts = f"{milliwatts / 1000:.1f}"
    for text in (prov.source, prov.source_nl):
        assert DATA["commit"] in text and DATA["file"] in text and series["model"] in text
        assert f"1x {series['measured_gpu']}" in text and "arXiv:2411.00136" in text
    assert f"batch size {batch}," in prov.source and f"batchgrootte {batch}," in prov.source_nl
    assert f"{watts} W at {tokens_s:.1f} output tokens/s" in prov.source
    assert f"{watts.replace('.', ',')} W" in prov.source_nl
    # measured on a sibling board: said so, and not called a measurement of this one
    assert prov.confidence == "typical" and series["measured_gpu"] in prov.note


@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_busy_power_lies_between_idle_and_the_power_limit(series):
    gpu = CATALOG.gpus[series["gpu"]]
    assert gpu.idle_w < gpu.busy_w[series["workload"]] <= gpu.tdp_w


@pytest.mark.skipif(not MIRROR.is_dir(), reason="no copy of github.com/argonne-lcf/"
                    "LLM-Inference-Bench on this machine (set GPU_TCO_ARGONNE_MIRROR to its git "
                    "directory)")
@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_transcribed_runs_match_the_benchmark_data(series):
    out = subprocess.run(["git", "--git-dir", str(MIRROR), "show",
                          f"{DATA['commit']}:{DATA['file']}"],
                         capture_output=True, check=True, timeout=60)
    rows = [r for r in csv.reader(io.StringIO(out.stdout.decode("utf-8")))
            if len(r) >= 9 and r[0] == series["hardware"] and r[1] == "1"
            and r[2] == series["framework"] and r[3] == series["model"]
            and r[4] == str(series["input_output_length"])]
    runs = [[int(r[5]), float(r[6]), float(r[7]), float(r[8])] for r in rows]
    assert sorted(series["runs"]) == sorted(runs)  # floats as published, repr-exact
