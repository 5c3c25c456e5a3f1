"""The H100 NVL's idle power (METHOD §3, M3's P_idle) is the measurement it cites: the value is
recomputed from the per-GPU means of the TokenPowerBench runs that worked one GPU of a four-GPU
node and left the other three without a process (transcribed in
tests/data/sources/tokenpowerbench.toml, table ``idle``); when a copy of the repository is on
this machine, the means, the engine's one-GPU setting and the job logs naming the boards are read
again there."""

import json
import re
import statistics
from collections import defaultdict

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.io.source_tables import (
    assert_measured_source,
    assert_range_given,
    git_show,
    load,
    mirror,
)

DATA = load("tokenpowerbench.toml")
IDLE = DATA["idle"]
RUNS = IDLE["runs"]
GPU = load_catalog(overlay=Overlay()).gpus[IDLE["gpu"]]
PROV = GPU.provenance_of("idle_w")
#: a fetched copy of github.com/chenxuniu/TokenPowerBench (a bare git directory)
MIRROR = mirror("GPU_TCO_TOKENPOWERBENCH_MIRROR", "chenxuniu/TokenPowerBench")


def _day(run) -> str:
    """The run's date, from the file name's ..._YYYYMMDD_HHMMSS.json."""
    return run["file"].rsplit("_", 2)[-2]


def _board_days() -> dict[tuple[int, str], list[float]]:
    """The run means of each unused board, per board and day."""
    found: dict[tuple[int, str], list[float]] = defaultdict(list)
    for run in RUNS:
        for board in IDLE["unused"]:
            found[(board, _day(run))].append(run["watts"][board])
    return found


def _board_day_medians() -> list[float]:
    return sorted(statistics.median(w) for w in _board_days().values())


def test_idle_power_is_the_median_of_the_unused_boards():
    medians = _board_day_medians()
    assert len(medians) == 9  # three boards on three days
    assert GPU.idle_w == round(statistics.median(medians), 1)
    # the plain median of every run mean of those boards says the same
    pooled = [run["watts"][b] for run in RUNS for b in IDLE["unused"]]
    assert len(pooled) == 3 * len(RUNS) and round(statistics.median(pooled), 1) == GPU.idle_w


def test_the_unused_boards_were_idle_throughout():
    """A board with work on it would move with the load: each unused board stays within 0.5 W over
    a day's runs, and every one of their means is below the least the working board drew."""
    for means in _board_days().values():
        assert max(means) - min(means) < 0.5
    unused = [run["watts"][b] for run in RUNS for b in IDLE["unused"]]
    working = [run["watts"][0] for run in RUNS]
    assert max(unused) < min(working)
    assert f"{min(working):.1f}-{max(working):.1f} W across the runs" in PROV.note


def test_idle_power_says_where_it_was_measured():
    medians = _board_day_medians()
    value, low, high = GPU.idle_w, medians[0], medians[-1]
    assert_measured_source(PROV, DATA["commit"], "TokenPowerBench", "REPACSS",
                           f"4x {IDLE['measured_gpu']}", f"{len(RUNS)} ")
    assert_range_given(PROV, value, low, high)


def test_the_note_gives_the_boards_and_why_they_held_no_process():
    note = PROV.note
    assert ", ".join(f"{m:.1f}" for m in _board_day_medians()) + " W per board and day" in note
    assert f"all {3 * len(RUNS)} run means is {GPU.idle_w:.1f} W" in note
    assert DATA["log_commit"] in note and IDLE["engine_file"] in note
    assert IDLE["engine_says"] in note and IDLE["node_log_file"] in note
    assert IDLE["node_log_says"] in note and IDLE["board_says"] in note
    assert IDLE["one_gpu_log_says"] in note and DATA["log_file"] in note
    assert f"{IDLE['memory_total_mb']:.0f} MiB" in note


def test_idle_power_lies_below_busy_power():
    assert 0 < GPU.idle_w < min(GPU.busy_w.values()) <= GPU.tdp_w


_NO_MIRROR = pytest.mark.skipif(
    not MIRROR.is_dir(), reason="no copy of github.com/chenxuniu/TokenPowerBench on this machine "
    "(set GPU_TCO_TOKENPOWERBENCH_MIRROR to its git directory)")


def _show(commit: str, path: str) -> str:
    return git_show(MIRROR, commit, path).decode("utf-8")


def _per_gpu(run: dict) -> list[float]:
    keys = sorted((k for k in run if re.fullmatch(r"gpu\d+_power_watts", k)),
                  key=lambda k: int(k[3:k.index("_")]))
    return [run[k] for k in keys]


@_NO_MIRROR
def test_transcribed_means_are_every_four_gpu_result_file():
    """The transcription is every file of results/ with four per-GPU means, as published, and
    GPU 0 of each is a 94 GB-class board (95 830 MiB)."""
    listing = _show(DATA["commit"], "results/")
    published = {}
    for name in listing.split():
        if not name.endswith(".json"):
            continue
        path = f"results/{name}"
        for runs in json.loads(_show(DATA["commit"], path)).values():
            for run in runs:
                if len(_per_gpu(run)) == 4:
                    assert path not in published  # one four-GPU run per file
                    assert run["gpu_memory_total_mb"] == IDLE["memory_total_mb"]
                    published[path] = _per_gpu(run)
    assert {run["file"]: run["watts"] for run in RUNS} == published


@_NO_MIRROR
def test_the_engine_ran_one_gpu_on_a_node_of_h100_nvl():
    engine = _show(DATA["log_commit"], IDLE["engine_file"])
    assert re.search(rf"^\s*{re.escape(IDLE['engine_says'])}\s*$", engine, re.MULTILINE)
    log = _show(DATA["log_commit"], IDLE["node_log_file"])
    assert IDLE["node_log_says"] in log
    assert all(f"GPU {i}: {IDLE['board_says']}" in log for i in range(4))
    job = _show(DATA["log_commit"], IDLE["one_gpu_job_file"])
    assert IDLE["one_gpu_job_says"] in job and f"--output={DATA['log_file'].split('/')[-1]}" in job
    assert IDLE["one_gpu_log_says"] in _show(DATA["log_commit"], DATA["log_file"])
