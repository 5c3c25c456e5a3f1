"""The Prometheus fleet import against a REAL Prometheus (Debian's package): a small synthetic
dcgm-exporter fleet is backfilled with promtool, served on 127.0.0.1, imported, and every figure
is checked against the generated samples; a counter reset and a gap must be found and reported.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from app.io.telemetry.client import Connection, PromClient, TelemetryError
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from tests.io.telemetry_server import Fleet, missing_tools, serve

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))


@pytest.fixture(scope="module")
def fleet_server(tmp_path_factory):
    fleet = Fleet(hosts=2, gpus_per_host=2, hours=6, reset=(1, 2.0), gap=(2, 3.0, 3.5))
    server = serve(fleet, tmp_path_factory.mktemp("prom"))
    yield fleet, server
    server.stop()


@pytest.fixture(scope="module")
def result(fleet_server):
    fleet, server = fleet_server
    return import_fleet(PromClient(Connection(server.url)), Window(fleet.start, fleet.end))


def test_energy_means_and_percentiles_match_the_generated_samples(fleet_server, result):
    fleet, _ = fleet_server
    got = result.by_gpu()
    assert sorted(got) == sorted(fleet.gpu_id(k) for k in range(4))
    for k in range(4):
        want, prof = fleet.expected(k), got[fleet.gpu_id(k)]
        assert prof.energy_wh == pytest.approx(want["energy_wh"], rel=1e-9)
        assert prof.mean_power_w == pytest.approx(want["mean_w"], rel=1e-12)
        assert prof.p95_power_w == pytest.approx(want["p95_w"], rel=1e-12)
        assert prof.max_power_w == pytest.approx(want["max_w"], rel=1e-12)
        assert prof.mean_utilization == pytest.approx(want["mean_u"], rel=1e-12)
        assert prof.samples == want["samples"]
        assert prof.power_limit_w == 700.0
        assert prof.interval_s == 60.0
        assert prof.name == "NVIDIA H100 80GB HBM3"


def test_the_counter_reset_is_reported_and_counted_across(fleet_server, result):
    fleet, _ = fleet_server
    gpu = fleet.gpu_id(1)
    assert [n for n in result.notes if "reset" in n] == [
        f"GPU {gpu}: the energy counter reset 1 time(s) (a restart of the GPU or the exporter); "
        "increase() counts across the reset"]
    assert result.by_gpu()[gpu].energy_wh == pytest.approx(fleet.expected(1)["energy_wh"], rel=1e-9)


def test_the_gap_is_found_and_the_power_integral_disagrees_with_the_counter(fleet_server, result):
    fleet, _ = fleet_server
    gpu = fleet.gpu_id(2)
    prof = result.by_gpu()[gpu]
    missing = int((~fleet.gpus[2]["keep"]).sum())
    assert [g["missing_samples"] for g in prof.gaps] == [missing]
    assert prof.gaps[0]["duration_s"] == missing * 60.0
    assert prof.gaps[0]["after"].startswith("2025-12-01 03:0")
    assert any(n.startswith(f"GPU {gpu}: energy counter") and "gaps" in n for n in result.notes)
    assert all(not result.by_gpu()[fleet.gpu_id(k)].gaps for k in (0, 1, 3))


def test_the_power_utilization_fit_on_step_averages_finds_the_generated_line(result, fleet_server):
    fleet, _ = fleet_server
    for k in range(4):
        fit = result.by_gpu()[fleet.gpu_id(k)].fit
        assert fit.status == "fit"
        assert fit.idle_w == pytest.approx(70 + 5 * (k % 3), abs=8)
        assert fit.full_w == pytest.approx(70 + 5 * (k % 3) + 560, abs=12)


def test_throttle_reasons_and_groups(fleet_server, result):
    fleet, _ = fleet_server
    prof = result.by_gpu()[fleet.gpu_id(0)]
    share = float((fleet.gpus[0]["mask"] & 4 > 0).mean())
    assert prof.throttle["sw_power_cap"]["fraction"] == pytest.approx(share, abs=0.1)
    assert [(g.host, len(g.gpus)) for g in result.groups] == [("node-000", 2), ("node-001", 2)]
    assert result.source["step_s"] == 300
    total = sum(fleet.expected(k)["energy_wh"] for k in range(4)) / 1000
    assert result.day_night["energy_kwh"] == pytest.approx(total, rel=0.03)
    assert result.day_night["night_energy_share"] == 1.0  # 01:00-07:00 Amsterdam is all night


def test_a_label_filter_limits_the_import(fleet_server):
    fleet, server = fleet_server
    got = import_fleet(PromClient(Connection(server.url)), Window(fleet.start, fleet.end),
                       '{Hostname="node-001"}')
    assert [p.gpu for p in got.profiles] == ["node-001/0", "node-001/1"]
    assert got.source_text() == (f"Prometheus {server.url}, 2025-12-01 00:00 to 2025-12-01 06:00 "
                                 'UTC, DCGM_FI_DEV_POWER_USAGE{Hostname="node-001"}')


def _one_line_error(fn) -> str:
    with pytest.raises(TelemetryError) as info:
        fn()
    text = str(info.value)
    assert "\n" not in text and "Traceback" not in text
    return text


def test_an_empty_window_and_a_filter_without_matches_say_so(fleet_server):
    fleet, server = fleet_server
    client = PromClient(Connection(server.url))
    later = Window(fleet.end + 86400, fleet.end + 2 * 86400)
    assert "no DCGM metrics in this window" in _one_line_error(lambda: import_fleet(client, later))
    text = _one_line_error(lambda: import_fleet(client, Window(fleet.start, fleet.end),
                                                '{Hostname="elsewhere"}'))
    assert 'Hostname="elsewhere"' in text and "no DCGM metrics" in text


def test_a_missing_power_metric_is_named(fleet_server):
    fleet, server = fleet_server
    text = _one_line_error(lambda: import_fleet(
        PromClient(Connection(server.url)), Window(fleet.start, fleet.end),
        '{__name__!="DCGM_FI_DEV_POWER_USAGE"}'))
    assert "no DCGM_FI_DEV_POWER_USAGE in the window" in text
    assert "DCGM_FI_DEV_GPU_UTIL" in text  # what was there


def test_a_query_the_server_refuses_is_one_line(fleet_server):
    fleet, server = fleet_server
    text = _one_line_error(lambda: import_fleet(PromClient(Connection(server.url)),
                                                Window(fleet.start, fleet.end), '{Hostname=~"("}'))
    assert "refused the query" in text or "bad_data" in text


def test_a_wrong_url_path_is_not_a_prometheus_api(fleet_server):
    fleet, server = fleet_server
    text = _one_line_error(lambda: import_fleet(PromClient(Connection(server.url + "/graph/x")),
                                                Window(fleet.start, fleet.end)))
    assert "404" in text and "not a Prometheus API" in text


@pytest.fixture(scope="module")
def bare_server(tmp_path_factory):
    """No utilization metric; the energy counter without ``_total`` (a gauge, as some
    exporters write it); no power limit or throttle mask."""
    fleet = Fleet(hosts=1, gpus_per_host=2, hours=2, with_util=False, with_extras=False,
                  energy_name="DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", seed=3)
    server = serve(fleet, tmp_path_factory.mktemp("prom-bare"))
    yield fleet, server
    server.stop()


def test_missing_utilization_and_a_counter_without_total(bare_server):
    fleet, server = bare_server
    got = import_fleet(PromClient(Connection(server.url)), Window(fleet.start, fleet.end))
    assert got.notes[0] == "no DCGM_FI_DEV_GPU_UTIL: no mean utilization and no power–utilization fit"
    assert "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION" in got.source["metrics"]
    for k, prof in enumerate(got.profiles):
        assert prof.mean_utilization is None and prof.fit.status == "insufficient"
        assert prof.power_limit_w is None and prof.throttle == {}
        assert prof.energy_wh == pytest.approx(fleet.expected(k)["energy_wh"], rel=1e-9)


def test_the_export_file_reads_back_the_same_figures(result, tmp_path):
    from app.io.telemetry.export import read_export, write_export

    path = write_export(result, tmp_path / "fleet.json")
    text = path.read_text(encoding="utf-8")
    json.loads(text)  # strict JSON
    assert "NaN" not in text and path.stat().st_size < 60_000
    back = read_export(path)
    assert [p.to_dict() for p in back.profiles] == [p.to_dict() for p in result.profiles]
    assert back.source_text() == result.source_text()
    assert back.day_night == result.day_night and back.notes == result.notes


def test_a_damaged_export_is_refused_in_one_line(tmp_path):
    from app.errors import InputFileError
    from app.io.telemetry.export import read_export

    (tmp_path / "a.json").write_text('{"format": "something else"}', encoding="utf-8")
    (tmp_path / "b.json").write_text('{"format": "gpu-tco-prometheus-import", "version": 1}')
    with pytest.raises(InputFileError, match="not a gpu-tco Prometheus export"):
        read_export(tmp_path / "a.json")
    with pytest.raises(InputFileError, match="incomplete or damaged"):
        read_export(tmp_path / "b.json")


def test_step_averages_are_kept_for_the_chart(result, fleet_server):
    fleet, _ = fleet_server
    s = result.series[fleet.gpu_id(0)]
    assert len(s["t_s"]) == 72 and s["t_s"][0] == 300.0
    p = fleet.gpus[0]["p"]
    assert s["power_w"][0] == pytest.approx(np.mean(p[1:6]), rel=1e-12)  # samples in (0, 300] s


def test_the_command_line_imports_exports_and_reads_the_export_back(fleet_server, tmp_path, capsys):
    from app.cli import main

    fleet, server = fleet_server
    window = ["--from", "2025-12-01T00:00Z", "--to", "2025-12-01T06:00Z"]
    assert main(["import-prom", server.url, *window, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    rows = {g["key"]: g for g in doc["summary"]}
    assert rows[fleet.gpu_id(3)]["energy_kwh"] == pytest.approx(
        fleet.expected(3)["energy_wh"] / 1000, rel=1e-9)
    out = tmp_path / "fleet.json"
    assert main(["prom-export", server.url, *window, "--match", '{Hostname="node-000"}',
                 "--out", str(out)]) == 0
    assert capsys.readouterr().out.startswith(f"wrote {out}: 2 GPU(s), 2025-12-01 00:00 to")
    assert main(["import-prom", str(out)]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"Prometheus {server.url}, 2025-12-01 00:00 to 2025-12-01 06:00 UTC, "
                           'DCGM_FI_DEV_POWER_USAGE{Hostname="node-000"}: 2 GPU(s) in 1 group(s)')
    assert "node-000/0" in text and "node-001/0" not in text
    assert "warning: GPU node-000/1: the energy counter reset 1 time(s)" in text


# --- the curl route: a sh + curl script the customer runs; the app imports its folder


@pytest.mark.skipif(__import__("shutil").which("curl") is None,
                    reason="curl not installed (Debian package 'curl', listed in .ci/apt-packages)")
def test_the_curl_script_s_folder_imports_as_the_live_import(fleet_server, result, tmp_path,
                                                             capsys):
    import subprocess

    from app.cli import main
    from app.io.telemetry.export import read_export

    fleet, server = fleet_server
    script = tmp_path / "fetch.sh"
    assert main(["prom-script", server.url, "--from", "2025-12-01T00:00Z",
                 "--to", "2025-12-01T06:00Z", "--out", str(script)]) == 0
    assert "sh fetch.sh" in capsys.readouterr().out
    text = script.read_text(encoding="utf-8")
    commands = [line.split()[0] for line in text.splitlines() if line and line[0].isalpha()]
    assert "ask" in commands and not {"gpu-tco", "python", "python3"} & set(commands)
    run = subprocess.run(["sh", str(script)], cwd=tmp_path, capture_output=True, text=True,
                         timeout=120, env={"PATH": "/usr/bin:/bin", "OUT": "answers"})
    assert run.returncode == 0, run.stderr
    folder = tmp_path / "answers"
    back = read_export(folder)
    assert [p.to_dict() for p in back.profiles] == [p.to_dict() for p in result.profiles]
    assert back.day_night == result.day_night and back.curve == result.curve
    assert back.source_text() == result.source_text()
    for k, prof in enumerate(back.profiles):
        assert prof.energy_wh == pytest.approx(fleet.expected(k)["energy_wh"], rel=1e-9)
    assert main(["import-prom", str(folder)]) == 0
    assert "read from the saved answers in answers" in capsys.readouterr().out
    # a missing answer (the script stopped early) is one line naming the file
    sorted(folder.glob("0*.json"))[3].unlink()
    assert main(["import-prom", str(folder / "manifest.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "missing; did the script run to its end?" in err
