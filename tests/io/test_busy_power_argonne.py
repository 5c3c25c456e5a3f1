"""The A100's busy power (METHOD §11.1, M33) is cross-checked against a second measurement:
Argonne's LLM-Inference-Bench runs on the 40 GB sibling board, transcribed in
tests/data/sources/llm-inference-bench.toml, agree with the 80 GB board's measured value and are
cited in its note; when a copy of github.com/argonne-lcf/LLM-Inference-Bench is on this machine,
those runs are read again from its data file."""

import csv
import io

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.io.source_tables import git_show, load, mirror
from tests.io.source_tables import series_id as _ids

DATA = load("llm-inference-bench.toml")
CATALOG = load_catalog(overlay=Overlay())
#: a fetched copy of github.com/argonne-lcf/LLM-Inference-Bench (a bare git directory)
MIRROR = mirror("GPU_TCO_ARGONNE_MIRROR", "argonne-lcf/LLM-Inference-Bench")


def _fullest(series):
    """The run at the largest batch: (batch, latency s, tokens/s, mW)."""
    return max(series["runs"], key=lambda run: run[0])


@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_the_sibling_boards_largest_batch_agrees_with_the_busy_power(series):
    *_, milliwatts = _fullest(series)
    busy = CATALOG.gpus[series["gpu"]].busy_w[series["workload"]]
    assert abs(busy / round(milliwatts / 1000, 1) - 1) < 0.02


@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_the_busy_powers_note_cites_the_sibling_board_run(series):
    batch, _latency, _tokens_s, milliwatts = _fullest(series)
    prov = CATALOG.gpus[series["gpu"]].provenance_of(f"busy_w.{series['workload']}")
    assert DATA["commit"] in prov.note and DATA["file"] in prov.note
    assert series["model"] in prov.note and f"1x {series['measured_gpu']}" in prov.note
    assert f"batch {batch}," in prov.note and f"{milliwatts / 1000:.1f} W" in prov.note
    # the catalogue's value is measured on the catalogue's own board, not on this sibling
    assert prov.confidence == "measured" and series["measured_gpu"] not in prov.source


@pytest.mark.skipif(not MIRROR.is_dir(), reason="no copy of github.com/argonne-lcf/"
                    "LLM-Inference-Bench on this machine (set GPU_TCO_ARGONNE_MIRROR to its git "
                    "directory)")
@pytest.mark.parametrize("series", DATA["series"], ids=_ids)
def test_transcribed_runs_match_the_benchmark_data(series):
    out = git_show(MIRROR, DATA["commit"], DATA["file"]).decode("utf-8")
    rows = [r for r in csv.reader(io.StringIO(out))
            if len(r) >= 9 and r[0] == series["hardware"] and r[1] == "1"
            and r[2] == series["framework"] and r[3] == series["model"]
            and r[4] == str(series["input_output_length"])]
    runs = [[int(r[5]), float(r[6]), float(r[7]), float(r[8])] for r in rows]
    assert sorted(series["runs"]) == sorted(runs)  # floats as published, repr-exact
