"""Values no GPU can produce, in a REAL Prometheus (backfilled with promtool): NaN, infinite,
negative and absurd power samples, an energy "counter" that falls at every sample, and two
series for one GPU. Each is named (GPU, how many samples) and says what was done; nothing of
them is used, the clean GPUs import as before, and the Hostname grouping stays."""

from __future__ import annotations

import json

import numpy as np
import pytest

from app.io.telemetry.client import Connection, PromClient, TelemetryError
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from tests.io.telemetry_server import Fleet, missing_tools, serve

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))
WINDOW = ["--from", "2025-12-01T00:00Z", "--to", "2025-12-01T06:00Z"]
NAN_AT, NEG_AT, HIGH_AT = (10, 50, 200), (5, 6), (100,)


@pytest.fixture(scope="module")
def odd_fleet(tmp_path_factory):
    """Six GPUs on two servers: 0 has three NaN power samples and one +Inf, 1 two negative
    ones, 2 one of 99 999 W, 3 an energy gauge that falls at every sample, 4 a second series
    (another scrape job, other figures), 5 is clean."""
    fleet = Fleet(hosts=2, gpus_per_host=3, hours=6, seed=11,
                  energy_name="DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION")
    g = fleet.gpus
    g[0]["p"] = g[0]["p"].copy()
    g[0]["p"][list(NAN_AT)] = np.nan
    g[0]["p"][300] = np.inf
    g[1]["p"] = g[1]["p"].copy()
    g[1]["p"][list(NEG_AT)] = -40.0
    g[2]["p"] = g[2]["p"].copy()
    g[2]["p"][list(HIGH_AT)] = 99_999.0
    g[3]["e"] = 5.0e9 - np.arange(len(g[3]["e"])) * 1.0e6  # mJ, falling 1 kJ a minute
    twin = {key: (value.copy() if isinstance(value, np.ndarray) else value)
            for key, value in g[4].items()}
    twin["labels"] = dict(g[4]["labels"], job="dcgm-b")
    twin["p"] = twin["p"] + 50.0
    g[4]["labels"] = dict(g[4]["labels"], job="dcgm-a")
    g.append(twin)
    server = serve(fleet, tmp_path_factory.mktemp("prom-odd"))
    yield fleet, server
    server.stop()


@pytest.fixture(scope="module")
def result(odd_fleet):
    fleet, server = odd_fleet
    return import_fleet(PromClient(Connection(server.url)), Window(fleet.start, fleet.end))


def _note(result, start: str) -> str:
    found = [n for n in result.notes if n.startswith(start)]
    assert len(found) == 1, (start, result.notes)
    return found[0]


def test_impossible_power_samples_are_counted_named_and_the_gpu_left_out(odd_fleet, result):
    fleet, _ = odd_fleet
    n = len(fleet.gpus[0]["t"])
    assert _note(result, f"GPU {fleet.gpu_id(0)} (UUID GPU-0000-0000): left out: 4 of its {n} "
                         "power samples") == (
        f"GPU {fleet.gpu_id(0)} (UUID GPU-0000-0000): left out: 4 of its {n} power samples no "
        "GPU can produce (0 negative, 0 above 3450 W, 4 NaN or infinite); none of its figures "
        "is used")
    assert "(2 negative, 0 above 3450 W, 0 NaN or infinite)" in _note(
        result, f"GPU {fleet.gpu_id(1)} (UUID")
    assert "(0 negative, 1 above 3450 W, 0 NaN or infinite)" in _note(
        result, f"GPU {fleet.gpu_id(2)} (UUID")
    imported = set(result.by_gpu())
    assert not imported & {fleet.gpu_id(k) for k in (0, 1, 2)}
    assert fleet.gpu_id(5) in imported


def test_the_hostname_grouping_stays_without_a_false_note(odd_fleet, result):
    assert not any("no Hostname label" in n for n in result.notes)
    assert "Hostname" in result.source["labels"]
    # node-000's three GPUs are all left out; node-001 keeps GPUs 0 and 2 (1 has two series)
    assert [(g.host, g.gpus) for g in result.groups] == [("node-001", ["node-001/0",
                                                                       "node-001/2"])]


def test_a_counter_that_falls_at_every_sample_gives_way_to_the_power_integral(odd_fleet, result):
    fleet, _ = odd_fleet
    gpu = fleet.gpu_id(3)
    note = _note(result, f"GPU {gpu}: the energy counter fell")
    assert "(a counter falls only at a restart)" in note and "energy is the power integral" in note
    want = fleet.expected(3)["energy_wh"]
    assert result.by_gpu()[gpu].energy_wh == pytest.approx(want, rel=0.01)
    counter_kwh = float(note.split("would give ")[1].split(" kWh")[0])
    assert counter_kwh > 100 * want / 1000  # what increase() made of it, said, not used


def test_two_series_for_one_gpu_are_both_named_and_neither_used(odd_fleet, result):
    fleet, _ = odd_fleet
    gpu = fleet.gpu_id(4)
    note = _note(result, f"GPU {gpu}: 2 series for one GPU")
    assert '{job="dcgm-a"} / {job="dcgm-b"}' in note
    assert "--match '{job=\"dcgm-a\"}'" in note
    assert gpu not in result.by_gpu()


def test_the_clean_gpu_s_figures_are_exact(odd_fleet, result):
    fleet, _ = odd_fleet
    prof, want = result.by_gpu()[fleet.gpu_id(5)], fleet.expected(5)
    assert prof.energy_wh == pytest.approx(want["energy_wh"], rel=1e-9)
    assert prof.mean_power_w == pytest.approx(want["mean_w"], rel=1e-12)


def test_a_filter_keeping_one_of_the_two_series_imports_it(odd_fleet):
    fleet, server = odd_fleet
    got = import_fleet(PromClient(Connection(server.url)), Window(fleet.start, fleet.end),
                       '{job="dcgm-b"}')
    assert [p.gpu for p in got.profiles] == [fleet.gpu_id(4)]
    assert got.by_gpu()[fleet.gpu_id(4)].mean_power_w == pytest.approx(
        fleet.expected(4)["mean_w"] + 50.0, rel=1e-12)


def test_the_command_line_warns_and_refuses_when_nothing_is_left(odd_fleet, capsys):
    from app.cli import main

    fleet, server = odd_fleet
    assert main(["import-prom", server.url, *WINDOW, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)  # strict JSON: no NaN anywhere
    assert sum("left out" in n for n in doc["notes"]) == 4
    code = main(["import-prom", server.url, *WINDOW, "--match",
                 '{Hostname="node-000", gpu="0"}'])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "internal error" not in err
    assert "no GPU left to import (GPU node-000/0 (UUID GPU-0000-0000): left out: 4 of" in err


def test_without_the_raw_samples_the_gpu_is_still_left_out_and_named(odd_fleet):
    """A client that has only the aggregates (the saved answers of prom-script) still refuses
    the impossible values, naming the GPUs without counts."""
    fleet, server = odd_fleet

    class AggregatesOnly:
        def __init__(self, client):
            self.client, self.base = client, client.base

        def metric_names(self, *args):
            return self.client.metric_names(*args)

        def query(self, *args):
            return self.client.query(*args)

        def query_range(self, *args):
            return self.client.query_range(*args)

    got = import_fleet(AggregatesOnly(PromClient(Connection(server.url))),
                       Window(fleet.start, fleet.end))
    note = _note(got, "2 GPU(s) left out whose power series hold samples no GPU can produce")
    assert fleet.gpu_id(0) in note and fleet.gpu_id(2) in note
    with pytest.raises(TelemetryError):  # only the NaN GPU: nothing left
        import_fleet(AggregatesOnly(PromClient(Connection(server.url))),
                     Window(fleet.start, fleet.end), '{Hostname="node-000", gpu="0"}')
