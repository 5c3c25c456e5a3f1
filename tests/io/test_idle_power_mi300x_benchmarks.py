"""The MI300X's idle power (METHOD §3, M3's P_idle) is the measurement it cites: the value is
recomputed from the socket-power samples of the seven MI300X boards that sat without work beside
the one vLLM used in Carlos Montemuino's benchmarks on a Dell PowerEdge XE9680 (transcribed in
tests/data/sources/mi300x-ml-benchmarks.toml, table ``idle``); when a copy of the repository is
on this machine, the samples, the one-GPU runs and the boards' memory are read again there."""

import csv
import io
import statistics
from collections import Counter, defaultdict

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.io.source_tables import (
    assert_measured_source,
    assert_range_given,
    git_show,
    load,
    mirror,
)

DATA = load("mi300x-ml-benchmarks.toml")
IDLE = DATA["idle"]
BOARDS = {b["device"]: b["counts"] for b in IDLE["boards"]}
GPU = load_catalog(overlay=Overlay()).gpus[IDLE["gpu"]]
PROV = GPU.provenance_of("idle_w")
#: a fetched copy of github.com/cmontemuino/amd-mi300x-ml-benchmarks (a bare git directory)
MIRROR = mirror("GPU_TCO_MI300X_BENCHMARKS_MIRROR", DATA["repo"])


def _samples(counts: list[list[int]]) -> list[int]:
    return [watts for watts, n in counts for _ in range(n)]


def _board_medians() -> list[float]:
    return sorted(statistics.median(_samples(c)) for c in BOARDS.values())


def test_idle_power_is_the_median_of_the_idle_boards():
    medians = _board_medians()
    assert len(medians) == 7  # cards 1-7 of the eight
    assert all(len(_samples(c)) == DATA["samples_per_card"] for c in BOARDS.values())
    assert GPU.idle_w == round(statistics.median(medians), 1)
    # the plain median of every sample of those boards lies within 1 W of it
    pooled = [w for c in BOARDS.values() for w in _samples(c)]
    assert abs(statistics.median(pooled) - GPU.idle_w) <= 1
    assert f"median of all {len(pooled)} samples is {statistics.median(pooled):.1f} W" in PROV.note


def test_the_idle_boards_stayed_near_their_floor():
    """A board with work on it would move with the load: all but a few samples of each idle board
    lie within 5 W of its median, and the working card drew far more than any idle board."""
    for counts in BOARDS.values():
        samples = _samples(counts)
        median = statistics.median(samples)
        far = [w for w in samples if abs(w - median) > 5]
        assert len(far) <= 3 and all(w > median for w in far)  # start-up peaks, never dips
    low, high = IDLE["working_watts"]
    assert high > 4 * GPU.idle_w and high <= GPU.tdp_w + 5
    assert f"{low}-{high} W across the file" in PROV.note


def test_idle_power_says_where_it_was_measured():
    medians = _board_medians()
    value, low, high = GPU.idle_w, medians[0], medians[-1]
    assert_measured_source(PROV, DATA["commit"], DATA["repo"], "Dell PowerEdge XE9680",
                           f"8x {IDLE['measured_gpu']}", f"{DATA['tests_in_suite']} ",
                           f"{DATA['samples_per_card']} ", "rocm-smi")
    assert_range_given(PROV, value, low, high)


def test_the_note_gives_the_boards_and_why_nothing_ran_on_them():
    note = PROV.note
    assert ", ".join(f"{m:.1f}" for m in _board_medians()) + " W per board" in note
    assert DATA["power_file"] in note and DATA["suite_log_file"] in note
    assert DATA["suite_log_says"] in note and DATA["run_log_says"][0] in note
    assert DATA["run_log_says"][1] in note and DATA["readme_file"] in note
    assert DATA["readme_says"] in note
    assert f"{DATA['vram_total_bytes'] / 2**30:.2f} GiB" in note
    assert f"{DATA['idle_vram_used_max_bytes'] / 1e6:.0f} MB" in note
    assert f"{DATA['working_vram_used_max_bytes'] / 1e9:.0f} GB" in note
    assert "0 % use (1 % once, at a container start)" in note
    assert "socket power, not the wall" in note and "Replaces the 79 W assumption" in note


def test_idle_power_lies_below_busy_power():
    assert 0 < GPU.idle_w < GPU.min_power_limit_w < min(GPU.busy_w.values()) <= GPU.tdp_w


_NO_MIRROR = pytest.mark.skipif(
    not MIRROR.is_dir(), reason="no copy of github.com/cmontemuino/amd-mi300x-ml-benchmarks on this "
    "machine (set GPU_TCO_MI300X_BENCHMARKS_MIRROR to its git directory)")


def _show(path: str) -> str:
    return git_show(MIRROR, DATA["commit"], path).decode("utf-8")


def _rows(path: str) -> tuple[str, list[list[str]]]:
    """The CSV's header and its sample rows (the monitor ends each round with a blank device)."""
    text = _show(path)
    rows = list(csv.reader(io.StringIO(text)))
    return text.splitlines()[0], [r for r in rows[1:] if len(r) >= 3 and r[1] and r[2]]


def _per_card(path: str) -> dict[str, Counter]:
    found: dict[str, Counter] = defaultdict(Counter)
    for row in _rows(path)[1]:
        watts = float(row[2])
        assert watts == int(watts)  # whole watts, as transcribed
        found[row[1]][int(watts)] += 1
    return found


@_NO_MIRROR
def test_transcribed_counts_are_the_published_samples():
    header, rows = _rows(DATA["power_file"])
    assert header == DATA["power_header"]
    times = sorted({int(r[0]) for r in rows})
    assert (times[0], times[-1], len(times)) == (
        DATA["first_sample"], DATA["last_sample"], DATA["samples_per_card"])
    cards = _per_card(DATA["power_file"])
    assert set(cards) == {f"card{i}" for i in range(8)}
    assert {card: sorted(map(list, c.items())) for card, c in cards.items()
            if card != IDLE["working"]} == BOARDS
    working = cards[IDLE["working"]]
    assert [min(working), max(working)] == IDLE["working_watts"]


@_NO_MIRROR
def test_the_other_monitoring_files_give_the_same_medians():
    ours = {card: statistics.median(_samples(c)) for card, c in BOARDS.items()}
    for path in DATA["other_power_files"]:
        cards = _per_card(path)
        assert {card: statistics.median(_samples(sorted(map(list, c.items()))))
                for card, c in cards.items() if card != IDLE["working"]} == ours


@_NO_MIRROR
def test_only_card_0_held_a_model_and_the_boards_are_mi300x():
    suite = _show(DATA["suite_log_file"])
    assert suite.count(DATA["suite_log_says"]) == DATA["tests_in_suite"]
    assert "Tensor Parallel: " not in suite.replace(DATA["suite_log_says"], "")
    run = _show(DATA["run_log_file"])
    assert all(s in run for s in DATA["run_log_says"])
    assert not any(s in run for s in DATA["run_log_not"])
    assert DATA["readme_says"] in _show(DATA["readme_file"])
    _, rows = _rows(DATA["usage_file"])
    vram: dict[str, list[int]] = defaultdict(list)
    busy: Counter = Counter()
    for row in rows:
        assert int(row[4]) == DATA["vram_total_bytes"]
        vram[row[1]].append(int(row[5]))
        if row[1] != IDLE["working"] and row[2] != "0":  # gpu_use_percent
            assert row[2] == "1"
            busy[row[1]] += 1
    assert max(busy.values()) == 1  # once per card, the round of one container start
    assert max(max(v) for card, v in vram.items() if card != IDLE["working"]) == \
        DATA["idle_vram_used_max_bytes"]
    assert max(vram[IDLE["working"]]) == DATA["working_vram_used_max_bytes"]
