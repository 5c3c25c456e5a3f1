"""Telemetry from other tools: pynvml wide logs, DCGM API CSVs, CodeCarbon's
emissions.csv and any CSV whose time and power columns the user names. Each flows into the same
per-GPU profile as an nvidia-smi log (METHOD §7); energies are checked by hand from the
generated inputs; bad input ends in one line with exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.errors import InputFileError
from app.io.smi.batch import preview
from app.io.smi.limits import MAX_GPUS
from app.io.smi.mapped import ColumnMap
from app.io.smi.profile import to_measured_profile
from app.io.smi.summary import column_map, load_profiles
from tests.conftest import ROOT

SAMPLES = ROOT.parent / "shared" / "samples" / "nvidia-smi"
EPOCH_S = 1_717_000_000  # 2024-05-29 16:26:40 UTC


def write(tmp_path, name, lines) -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def profiles(path, **kw):
    got, info, skipped, notes, _ = load_profiles(path, catalog=False, **kw)
    return {p.gpu: p for p in got}, info, skipped, notes


def cli(*args):
    return subprocess.run([sys.executable, "-m", "app", "import-smi", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env=dict(os.environ))


def one_line_refusal(result, *words):
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1, result.stderr
    for w in words:
        assert w in result.stderr, (w, result.stderr)


# --- pynvml wide -------------------------------------------------------------------------------


def test_pynvml_wide_log_gives_one_profile_per_power_column(tmp_path):
    rows = [f"{EPOCH_S + i},100,{200 + 10 * (i % 2)},30,{50}" for i in range(11)]
    path = write(tmp_path, "nvml.csv", ["timestamp,gpu0_power_w,gpu1_power_w,gpu0_util,gpu1_util",
                                        *rows])
    got, info, skipped, _ = profiles(path)
    assert info["format"] == "pynvml-wide" and not skipped
    assert sorted(got) == ["0", "1"]
    # 10 s at 100 W = 1000 J; GPU 1 alternates 200/210 W: 10 intervals of mean 205 W = 2050 J
    assert got["0"].energy_wh * 3600 == pytest.approx(1000.0)
    assert got["1"].energy_wh * 3600 == pytest.approx(2050.0)
    assert got["0"].mean_utilization == pytest.approx(0.30)
    assert got["0"].first == "2024-05-29 16:26:40"
    assert "gpu0_power_w" in info["power_source"]


@pytest.mark.parametrize("cols, kind", [
    (("gpu_power_0", "gpu_power_1"), "pynvml-wide"),
    (("power.0 [W]", "power.1 [W]"), "pynvml-wide"),
    (("DCGM_FI_DEV_POWER_USAGE_0", "DCGM_FI_DEV_POWER_USAGE_1"), "dcgm-api-csv"),
])
def test_other_per_gpu_column_names(tmp_path, cols, kind):
    us = EPOCH_S * 1_000_000
    rows = [f"{us + i * 1_000_000},300,100" for i in range(6)]
    path = write(tmp_path, "w.csv", ["timestamp," + ",".join(cols), *rows])
    got, info, _, _ = profiles(path)
    assert info["format"] == kind and sorted(got) == ["0", "1"]
    assert got["0"].energy_wh * 3600 == pytest.approx(1500.0)  # 5 s at 300 W
    assert got["1"].energy_wh * 3600 == pytest.approx(500.0)


def test_pynvml_milliwatts_are_read_as_milliwatts_and_said(tmp_path):
    """No GPU draws 10 kW: a median of 250 000 "W" is NVML's milliwatts, read so with a note;
    the unit given by hand still wins, and a median too large for mW too is refused."""
    rows = [f"2024-06-01T10:00:{i:02d}Z,250000,260000" for i in range(11)]
    path = write(tmp_path, "nvml.csv", ["time,gpu0_power,gpu1_power", *rows])
    got, _, _, notes = profiles(path)
    assert got["0"].mean_power_w == pytest.approx(250.0)
    assert got["1"].energy_wh * 3600 == pytest.approx(2600.0)  # 10 s at 260 W
    assert any("read as milliwatts" in n for n in notes), notes
    got, *_ = profiles(path, mapping=column_map(unit="mW"))
    assert got["0"].mean_power_w == pytest.approx(250.0)
    result = cli(str(path))
    assert result.returncode == 0 and "read as milliwatts" in result.stdout, result.stderr
    huge = write(tmp_path, "huge.csv", ["time,gpu0_power",
                                        *[f"2024-06-01T10:00:{i:02d}Z,25000000000" for i in range(5)]])
    one_line_refusal(cli(str(huge)), "too large for watts and for milliwatts", "--power-unit")


def test_unit_in_the_column_name_is_read(tmp_path):
    rows = [f"{i},0.25" for i in range(5)]
    path = write(tmp_path, "kw.csv", ["t_s,GPU 0 power (kW)", *rows])
    got, _, _, notes = profiles(path)
    assert got["0"].mean_power_w == pytest.approx(250.0)
    assert got["0"].energy_wh * 3600 == pytest.approx(1000.0)  # 4 s at 250 W
    assert any("seconds from the start" in n for n in notes)


# --- DCGM API CSV ------------------------------------------------------------------------------


def test_dcgm_csv_with_fields_as_columns_and_epoch_microseconds(tmp_path):
    us = EPOCH_S * 1_000_000
    rows = [f"{us + i * 1_000_000},{g},{250 + 50 * g},{40 + 40 * g}" for i in range(11)
            for g in (0, 1)]
    path = write(tmp_path, "dcgm.csv",
                 ["timestamp,gpu,DCGM_FI_DEV_POWER_USAGE,DCGM_FI_DEV_GPU_UTIL", *rows])
    got, info, skipped, _ = profiles(path)
    assert info["format"] == "dcgm-api-csv" and not skipped
    assert got["0"].span_s == pytest.approx(10.0) and got["0"].interval_s == pytest.approx(1.0)
    assert got["0"].energy_wh * 3600 == pytest.approx(2500.0)
    assert got["1"].energy_wh * 3600 == pytest.approx(3000.0)
    assert got["1"].mean_utilization == pytest.approx(0.80)


def test_dcgm_long_form_joins_power_and_utilization_rows(tmp_path):
    us = EPOCH_S * 1_000_000
    rows = []
    for i in range(21):
        t = us + i * 1_000_000
        util = 10 + 4 * i  # 10 .. 90 %
        rows += [f"{t},0,155,{100 + 2 * util}", f"{t + 300},0,203,{util}",
                 f"{t + 500},0,150,45", f"{t + 700},0,156,9223372036854775794"]
    path = write(tmp_path, "dcgm_long.csv", ["timestamp,entity_id,field_id,value", *rows])
    got, info, skipped, notes = profiles(path)
    p = got["0"]
    assert info["format"] == "dcgm-api-csv" and not skipped
    # power 120 + 8 i W over 20 s, linear: 20 s x 200 W (its mean) = 4000 J
    assert p.samples == 21 and p.energy_wh * 3600 == pytest.approx(4000.0)
    # P = 100 + 2 u[%] = 100 + 200 u: idle 100 W, full 300 W (METHOD §7 fit)
    assert p.fit.idle_w == pytest.approx(100.0) and p.fit.full_w == pytest.approx(300.0)
    assert any("other DCGM fields" in n for n in notes)


def test_dcgm_long_form_with_text_times_joins_too(tmp_path):
    rows = []
    for i in range(11):
        rows += [f"2024-06-01T10:00:{i:02d}Z,GPU-1,DCGM_FI_DEV_POWER_USAGE,{100 + 2 * 10 * i}",
                 f"2024-06-01T10:00:{i:02d}.2Z,GPU-1,DCGM_FI_DEV_GPU_UTIL,{10 * i}"]
    path = write(tmp_path, "dcgm_long.csv", ["Timestamp,UUID,FieldName,Value", *rows])
    got, _, skipped, _ = profiles(path)
    p = got["GPU-1"]
    assert p.samples == 11 and not skipped and p.mean_utilization == pytest.approx(0.5)
    assert p.fit.idle_w == pytest.approx(100.0) and p.fit.full_w == pytest.approx(300.0)
    assert p.energy_wh * 3600 == pytest.approx(10 * 200.0)


def test_dcgm_blank_sentinel_is_a_missing_reading_not_power(tmp_path):
    us = EPOCH_S * 1_000_000
    rows = [f"{us + i * 1_000_000},0,{'140737488355328' if i == 5 else '200'}" for i in range(11)]
    path = write(tmp_path, "dcgm.csv", ["timestamp,gpu,DCGM_FI_DEV_POWER_USAGE", *rows])
    got, _, skipped, _ = profiles(path)
    assert got["0"].energy_wh * 3600 == pytest.approx(2000.0)  # bridged (METHOD §7)
    assert got["0"].max_power_w == pytest.approx(200.0)


def test_dcgm_csv_without_time_says_what_to_give(tmp_path):
    path = write(tmp_path, "dcgm.csv", ["gpu,DCGM_FI_DEV_POWER_USAGE", "0,250", "0,251"])
    one_line_refusal(cli(str(path)), "DCGM API CSV", "--time-column")


def test_dcgm_csv_with_fields_named_by_numeric_id(tmp_path):
    """A header naming DCGM fields by id (155 power, 203 utilization, 150 temperature)."""
    us = EPOCH_S * 1_000_000
    rows = [f"{us + i * 1_000_000},{g},{100 + 100 * g + 10 * i},{20 + 60 * g},45"
            for i in range(11) for g in (0, 1)]
    path = write(tmp_path, "dcgm_ids.csv", ["timestamp,gpu,155,203,150", *rows])
    got, info, skipped, _ = profiles(path)
    assert info["format"] == "dcgm-api-csv" and not skipped and sorted(got) == ["0", "1"]
    # GPU 0: 100 .. 200 W, linear over 10 s: mean 150 W -> 1500 J; GPU 1: 250 W mean -> 2500 J
    assert got["0"].energy_wh * 3600 == pytest.approx(1500.0)
    assert got["1"].energy_wh * 3600 == pytest.approx(2500.0)
    assert got["0"].mean_utilization == pytest.approx(0.20)
    assert got["1"].mean_utilization == pytest.approx(0.80)
    assert "155" in info["power_source"]
    assert cli(str(path)).returncode == 0


def test_dcgm_instant_power_by_id_alone_and_one_gpu(tmp_path):
    rows = [f"2024-06-01T10:00:{i:02d}Z,{300 if i % 2 else 200}" for i in range(11)]
    path = write(tmp_path, "dcgm_157.csv", ["time,157", *rows])
    got, info, _, _ = profiles(path)
    assert info["format"] == "dcgm-api-csv" and list(got) == ["0"]
    assert got["0"].mean_power_w == pytest.approx(2700 / 11)


@pytest.mark.parametrize("header", ["timestamp,gpu,150,203", "gpu,155,203"])
def test_field_ids_without_power_or_time_say_what_is_missing(tmp_path, header):
    """Named by field id but no power field (155/157) or no time column: the DCGM refusal that
    says what to give, not "no header line"."""
    rows = [",".join([str(EPOCH_S + i), "0", "1", "1"][-(header.count(",") + 1):])
            for i in range(5)]
    path = write(tmp_path, "ids.csv", [header, *rows])
    one_line_refusal(cli(str(path)), "DCGM API CSV", "field 155", "--time-column")
    assert "no header line" not in cli(str(path)).stderr


def test_headerless_row_with_small_numbers_is_not_a_field_id_header(tmp_path):
    rows = [f"2024/06/01 10:00:{i:02d}.000, 1, NVIDIA H100 80GB HBM3, 250.00 W" for i in range(5)]
    path = write(tmp_path, "noheader.csv", rows)
    got, info, _, _ = profiles(path, fields="timestamp,index,name,power.draw")
    assert info["format"] == "query-gpu-csv-noheader"
    assert got["1"].mean_power_w == pytest.approx(250.0)


def test_dcgmi_dmon_with_fields_named_by_id(tmp_path):
    lines = ["#Entity   155      203", "ID", *[f"GPU {g}     {100 + 100 * g + 10 * (i % 2)}    "
                                               f"{10 + 80 * g}" for i in range(10) for g in (0, 1)]]
    path = write(tmp_path, "dmon_ids.txt", lines)
    got, info, skipped, _ = profiles(path, interval_s=1.0)
    assert info["format"] == "dcgmi-dmon" and not skipped
    assert got["0"].mean_power_w == pytest.approx(105.0)
    assert got["1"].mean_power_w == pytest.approx(205.0)
    assert got["1"].mean_utilization == pytest.approx(0.90)


@pytest.mark.parametrize("header", ["#Entity   POWINST  GPUTL", "#Entity   157  203"])
def test_dcgmi_dmon_with_only_instant_power_reads_it(tmp_path, header):
    lines = [header, "ID", *[f"GPU 0     {200 + 20 * (i % 2)}    50" for i in range(10)]]
    path = write(tmp_path, "dmon_instant.txt", lines)
    got, info, skipped, _ = profiles(path, interval_s=1.0)
    assert info["format"] == "dcgmi-dmon" and not skipped
    assert got["0"].mean_power_w == pytest.approx(210.0)


def test_dcgmi_dmon_prefers_the_averaged_power_to_the_instant_one(tmp_path):
    lines = ["#Entity   POWER  POWINST", "ID", *["GPU 0     300    999" for _ in range(5)]]
    got, *_ = profiles(write(tmp_path, "dmon_both.txt", lines), interval_s=1.0)
    assert got["0"].mean_power_w == pytest.approx(300.0)


# --- any CSV: the user's column map ------------------------------------------------------------


def test_any_csv_with_named_time_and_power_columns(tmp_path):
    rows = [f"2024-06-01 10:00:{i:02d};{'A' if i % 2 else 'B'};{i};150" for i in range(20)]
    path = write(tmp_path, "lab.csv", ["when;card;n;watts", *rows])
    one_line_refusal(cli(str(path)), "not nvidia-smi fields", "--time-column")
    assert "no header line" not in cli(str(path)).stderr
    cmap = ColumnMap("when", ("watts",), gpu="card", unit="W")
    got, info, _, _ = profiles(path, mapping=cmap)
    assert info["format"] == "mapped-csv" and sorted(got) == ["A", "B"]
    assert got["A"].energy_wh * 3600 == pytest.approx(18 * 150)  # 1, 3 .. 19 s: 18 s
    res = cli(str(path), "--time-column", "when", "--power-column", "watts",
              "--gpu-column", "card", "--power-unit", "W", "--json")
    assert res.returncode == 0, res.stderr
    one_line_refusal(cli(str(path), "--time-column", "when", "--power-column", "volts"),
                     "'volts' is not in the header")
    one_line_refusal(cli(str(path), "--time-column", "when", "--power-column", "watts",
                         "--power-unit", "MW"), "--power-unit must be one of")


def test_mapped_reader_keeps_the_bounds(tmp_path):
    cols = [f"gpu{i}_power" for i in range(MAX_GPUS + 1)]
    path = write(tmp_path, "many.csv", ["time," + ",".join(cols), "0," + ",".join(["1"] * len(cols))])
    with pytest.raises(InputFileError, match="different GPU keys"):
        load_profiles(path, catalog=False)
    path = write(tmp_path, "neg.csv", ["time,power_w", "0,100", "1,-250", "2,100", "3,100"])
    got, _, skipped, _ = profiles(path, mapping=ColumnMap("time", ("power_w",)))
    assert skipped == [(3, "power_draw: power -250 W impossible (below 0 W)")]
    assert got["0"].energy_wh * 3600 == pytest.approx(300.0)


def test_the_column_map_flows_into_a_measured_profile(tmp_path):
    rows = [f"{EPOCH_S + i},{100 + 2 * u},{u}" for i, u in enumerate(range(0, 101, 5))]
    path = write(tmp_path, "lab.csv", ["ts,board_power,busy", *rows])
    cmap = ColumnMap("ts", ("board_power",), unit="W", utilization=("busy",))
    got, *_ = profiles(path, mapping=cmap)
    prof = to_measured_profile(list(got.values()), path)
    assert prof.measured_idle_w == pytest.approx(100.0) and prof.measured_full_w == pytest.approx(300.0)
    assert prof.source.startswith("lab.csv, 2024-05-29 16:26")


# --- CodeCarbon --------------------------------------------------------------------------------

CC_HEADER = ("timestamp,project_name,run_id,duration,emissions,gpu_power,gpu_energy,"
             "energy_consumed,codecarbon_version,cpu_count,cpu_model,gpu_count,gpu_model")
CC3_HEADER = CC_HEADER + ",gpu_utilization_percent"


def test_codecarbon_runs_grouped_per_machine_with_hand_checked_power(tmp_path):
    lines = [CC_HEADER,
             # machine A: 2 GPUs 1 h 0.6 kWh = 300 W per GPU; 1 GPU 0.5 h 0.2 kWh = 400 W
             "2025-05-30T00:00:00, p , r1 ,  3600 ,0.1,590, 0.6 ,1.0, 2.8.3 ,224, Xeon 8480+ , 2 ,"
             " 8 x NVIDIA H100 80GB HBM3 ",
             "2025-05-30T02:00:00,p,r2,1800,0.1,400,0.2,0.5,2.8.3,224,Xeon 8480+,1.0,"
             "8 x NVIDIA H100 80GB HBM3",
             # impossible: 2.5 kWh in 1 s
             "2025-05-30T03:00:00,p,r3,1,0.1,90,2.5,3,2.8.3,224,Xeon 8480+,2,8 x NVIDIA H100 80GB HBM3",
             CC3_HEADER]
    # machine B (CodeCarbon 3: utilization): P = 100 + 500 u per GPU, 1000 s each
    for u in (0.2, 0.6, 1.0):
        e_kwh = (100 + 500 * u) * 1000 / 3.6e6
        lines.append(f"2025-10-17T12:00:00,p,r,1000,0.1,1,{e_kwh!r},1,3.0.7,64,EPYC 9654,1,"
                     f"1 x NVIDIA L40S,{u * 100}")
    path = write(tmp_path, "emissions.csv", lines)
    got, info, skipped, notes = profiles(path)
    assert info["format"] == "codecarbon"
    a, b = got["machine 1"], got["machine 2"]
    assert a.name == "NVIDIA H100 80GB HBM3" and a.samples == 2 and a.span_s == 5400
    assert a.energy_wh == pytest.approx(800.0)
    assert a.mean_power_w == pytest.approx((300 * 3600 + 400 * 1800) / 5400)
    assert [n for n, _ in skipped] == [4] and "impossible" in skipped[0][1]
    assert b.fit.idle_w == pytest.approx(100.0) and b.fit.full_w == pytest.approx(600.0)
    assert b.mean_utilization == pytest.approx(0.6)
    assert any("8 x NVIDIA H100" in n and "(the model names 8)" in n for n in notes)
    res = cli(str(path), "--json")
    assert res.returncode == 0 and '"machine 2"' in res.stdout


def test_codecarbon_without_gpu_energy_is_refused_truly(tmp_path):
    path = write(tmp_path, "emissions.csv", [
        "timestamp,experiment_id,project_name,duration,emissions,energy_consumed",
        "2024-04-18T15:29:14,x,codecarbon,210.07,0.0044,0.0073"])
    one_line_refusal(cli(str(path)), "CodeCarbon emissions.csv without GPU energy")
    assert preview(path)["error"]


@pytest.mark.skipif(not (SAMPLES / "codecarbon").is_dir(),
                    reason="shared samples (../shared/samples/nvidia-smi/codecarbon) absent")
def test_shared_codecarbon_samples():
    mixed = next((SAMPLES / "codecarbon").glob("emissions__8xH20*.csv"))
    got, info, skipped, notes = profiles(mixed)
    assert [p.name for p in got.values()] == ["NVIDIA H20", "NVIDIA H800"]
    assert sum(p.samples for p in got.values()) == 37 and not skipped
    for p in got.values():  # H20 (400 W) and H800 (700 W) boards: means within their limits
        assert 50 < p.mean_power_w < 700 and p.energy_wh > 1000
    old = next((SAMPLES / "codecarbon").glob("emissions__oldschema*.csv"))
    with pytest.raises(InputFileError, match="without GPU energy"):
        load_profiles(old, catalog=False)


# --- messages that were wrong ------------------------------------------------------------------


def test_no_more_no_header_line_for_files_with_a_header(tmp_path):
    path = write(tmp_path, "x.csv", ["Zeit,Leistung", "0,100", "1,100"])
    msg = str(pytest.raises(InputFileError, load_profiles, path, catalog=False).value)
    assert "no header line" not in msg and "Zeit, Leistung" in msg
    assert preview(path)["refusal"][0].startswith("a CSV with a header")
