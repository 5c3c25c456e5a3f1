"""Logs read by their shape, not by the sample in hand: wide files with one
column per GPU (``timestamp,GPU0,GPU1``), long files with one power column beside a GPU id
(``GPUId,TimeStampUs,Watts``), time as ISO, ctime or epoch s/ms/µs/ns, units from the header or
the values, junk before the header (a BOM mangled by Windows), and no log without energy
passing in silence. Every file is written here; energies are worked out by hand from it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.io.smi.fast import Fallback, profile_csv_fast
from app.io.smi.profile import profile_log
from app.io.smi.reader import read_log
from app.io.smi.summary import load_profiles
from tests.conftest import ROOT

EPOCH_S = 1_733_000_000  # 2024-11-30 20:53:20 UTC
START = datetime.fromtimestamp(EPOCH_S, UTC).replace(tzinfo=None)


def write(tmp_path, name, lines, encoding="utf-8", prefix=b"") -> Path:
    path = tmp_path / name
    path.write_bytes(prefix + ("\n".join(lines) + "\n").encode(encoding))
    return path


def profiles(path, **kw):
    got, info, skipped, notes, _ = load_profiles(path, catalog=False, **kw)
    return {p.gpu: p for p in got}, info, skipped, notes


def cli(*args):
    return subprocess.run([sys.executable, "-m", "app", "import-smi", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env=dict(os.environ))


def joules(p) -> float:
    return p.energy_wh * 3600


# --- wide: one column per GPU ------------------------------------------------------------------


def test_pynvml_wide_with_gpu_columns_and_epoch_seconds(tmp_path):
    """The file refused before: ``timestamp,GPU0,GPU1``, epoch seconds, watts from pynvml/1000."""
    rows = [f"{EPOCH_S + i},{100 + 10 * i:.1f},{300.0:.1f}" for i in range(11)]
    path = write(tmp_path, "pynvml.csv", ["timestamp,GPU0,GPU1", *rows])
    got, info, skipped, _ = profiles(path)
    assert info["format"] == "pynvml-wide" and not skipped and sorted(got) == ["0", "1"]
    # GPU 0 ramps 100 -> 200 W over 10 s: mean 150 W, 1500 J; GPU 1 flat 300 W: 3000 J
    assert joules(got["0"]) == pytest.approx(1500.0)
    assert joules(got["1"]) == pytest.approx(3000.0)
    assert got["0"].first == str(START) and got["0"].span_s == pytest.approx(10.0)
    result = cli(str(path))
    assert result.returncode == 0 and "pynvml" in result.stdout and "0.001" in result.stdout


@pytest.mark.parametrize("header, scale", [
    (["GPU 0 Power (W)", "GPU 1 Power (W)", "GPU 2 Power (W)", "GPU 3 Power (W)"], 1.0),
    (["gpu_0_power", "gpu_1_power", "gpu_2_power", "gpu_3_power"], 1.0),
    (["power_gpu0", "power_gpu1", "power_gpu2", "power_gpu3"], 1.0),
    (["GPU0 [mW]", "GPU1 [mW]", "GPU2 [mW]", "GPU3 [mW]"], 1000.0),
    (["gpu0_watts", "gpu1_watts", "gpu2_watts", "gpu3_watts"], 1.0),
    (["card 0 (kW)", "card 1 (kW)", "card 2 (kW)", "card 3 (kW)"], 0.001),
])
def test_four_gpu_wide_column_names_and_units_from_the_header(tmp_path, header, scale):
    watts = (250.0, 300.0, 350.0, 400.0)
    rows = [f"{EPOCH_S + 5 * i}," + ",".join(f"{w * scale:g}" for w in watts) for i in range(5)]
    path = write(tmp_path, "wide.csv", [",".join(["time", *header]), *rows])
    got, info, skipped, notes = profiles(path)
    assert info["format"] == "pynvml-wide" and sorted(got) == ["0", "1", "2", "3"], info
    for g, w in zip("0123", watts):
        assert got[g].mean_power_w == pytest.approx(w)
        assert joules(got[g]) == pytest.approx(20 * w)  # 4 steps of 5 s
    assert not any("milliwatts" in n for n in notes)


def test_wide_milliwatts_without_a_unit_are_read_from_the_values(tmp_path):
    """The rule: no unit in the name and a median above 10 kW (no GPU draws that) is NVML's mW."""
    rows = [f"{EPOCH_S * 1000 + 1000 * i},{125000 + 1000 * (i % 2)},61500" for i in range(9)]
    path = write(tmp_path, "mw.csv", ["timestamp_ms,gpu0,gpu1", *rows])
    got, _, _, notes = profiles(path)
    assert got["0"].mean_power_w == pytest.approx((5 * 125 + 4 * 126) / 9)
    assert got["1"].mean_power_w == pytest.approx(61.5)
    assert joules(got["1"]) == pytest.approx(8 * 61.5)
    assert any("read as milliwatts" in n for n in notes), notes


def test_wide_utilization_columns_pair_with_their_gpu(tmp_path):
    rows = [f"2024-12-01T10:00:{i:02d}Z,{100 + 100 * (i % 2)},80,{50 * (i % 2)},0"
            for i in range(10)]
    path = write(tmp_path, "util.csv", ["timestamp,gpu0,gpu1,gpu0_util,gpu1_util", *rows])
    got, *_ = profiles(path)
    assert got["0"].mean_utilization == pytest.approx(0.25)
    assert got["1"].mean_utilization == pytest.approx(0.0)
    assert got["0"].fit is not None and got["0"].fit.idle_w == pytest.approx(100.0)
    assert got["0"].fit.full_w == pytest.approx(300.0)  # 100 W at 0 %, 200 W at 50 %


# --- long: one power column beside a GPU id ----------------------------------------------------


def test_dcgm_api_csv_gpuid_timestampus_watts(tmp_path):
    """The other file refused before: DCGM's field values, one row per GPU, epoch µs."""
    us = EPOCH_S * 1_000_000
    rows = [f"{g},{us + i * 2_000_000 + 37 * g},{200.0 + 100 * g:.3f}" for i in range(6)
            for g in (1, 0)]  # GPU 1 first in each poll, a few µs apart
    path = write(tmp_path, "dcgm.csv", ["GPUId,TimeStampUs,Watts", *rows])
    got, info, skipped, _ = profiles(path)
    assert info["format"] == "dcgm-api-csv" and not skipped and sorted(got) == ["0", "1"]
    assert joules(got["0"]) == pytest.approx(10 * 200.0)
    assert joules(got["1"]) == pytest.approx(10 * 300.0)
    assert got["0"].interval_s == pytest.approx(2.0) and got["0"].first == str(START)
    assert cli(str(path)).returncode == 0


def test_long_csv_with_milliwatts_in_the_header_and_iso_times(tmp_path):
    t0 = datetime(2024, 12, 1, 9, 0, 0)
    rows = [f"{(t0 + timedelta(seconds=i)).isoformat()}+01:00,{g},{150000 + 50000 * g},{30 * g}%"
            for i in range(5) for g in (0, 1, 2)]
    path = write(tmp_path, "long.csv", ["time,gpu,power_mW,utilization", *rows])
    got, info, _, _ = profiles(path)
    assert info["format"] == "power-csv" and sorted(got) == ["0", "1", "2"]
    assert [got[g].mean_power_w for g in "012"] == pytest.approx([150.0, 200.0, 250.0])
    assert joules(got["2"]) == pytest.approx(4 * 250.0)
    assert got["2"].mean_utilization == pytest.approx(0.60)
    assert got["0"].first == "2024-12-01 08:00:00"  # +01:00 read as UTC, as ISO always is


def test_one_power_column_and_no_gpu_column_is_one_gpu(tmp_path):
    rows = [f"{i * 0.5},{0.42:.2f}" for i in range(9)]
    path = write(tmp_path, "kw.csv", ["elapsed_s,Power Usage (kW)", *rows])
    got, info, _, notes = profiles(path)
    assert info["format"] == "power-csv" and list(got) == ["0"]
    assert joules(got["0"]) == pytest.approx(4.0 * 420.0)
    assert any("seconds from the start" in n for n in notes)


# --- time by magnitude, by name, ctime ---------------------------------------------------------


@pytest.mark.parametrize("column, factor", [("timestamp", 1), ("timestamp", 1000),
                                            ("timestamp", 1_000_000), ("ts", 10**9)])
def test_epoch_seconds_ms_us_ns_judged_by_magnitude(tmp_path, column, factor):
    rows = [f"{(EPOCH_S + 10 * i) * factor},{g},250" for i in range(4) for g in (0, 1)]
    path = write(tmp_path, "e.csv", [f"{column},gpu,watts", *rows])
    got, *_ = profiles(path)
    assert got["1"].first == str(START) and got["1"].span_s == pytest.approx(30.0)
    assert joules(got["1"]) == pytest.approx(30 * 250.0)


def test_relative_microseconds_named_in_the_header(tmp_path):
    """A relative µs clock passes 1e8 after 100 s: by magnitude alone it would become 1973."""
    rows = [f"{i * 60_000_000},300" for i in range(5)]  # every minute for 4 minutes
    path = write(tmp_path, "rel.csv", ["time_us,gpu0", *rows])
    got, *_ = profiles(path)
    assert got["0"].span_s == pytest.approx(240.0)
    assert joules(got["0"]) == pytest.approx(240 * 300.0)


def test_ctime_and_date_texts(tmp_path):
    t0 = datetime(2025, 11, 21, 23, 41, 31)
    stamps = [(t0 + timedelta(seconds=2 * i)) for i in range(4)]
    asctime = [f"{t:%a %b} {t.day:2d} {t:%H:%M:%S %Y}" for t in stamps]  # "Fri Nov 21 ..."
    datecmd = [f"{t:%a %d %b %Y %I:%M:%S %p} EST" for t in stamps]  # date(1), en_US locale
    for name, texts in (("ctime.csv", asctime), ("date.csv", datecmd)):
        path = write(tmp_path, name, ["timestamp,GPU0", *[f"{s},200" for s in texts]])
        got, _, skipped, _ = profiles(path)
        assert not skipped, (name, skipped)
        assert got["0"].first == "2025-11-21 23:41:31" and joules(got["0"]) == pytest.approx(1200)


def test_nvidia_smi_headers_are_not_taken_by_the_shape_rules(tmp_path):
    """A --query-gpu CSV with an index and a power field stays a --query-gpu CSV."""
    rows = [f"2024/12/01 10:00:{i:02d}.000, {g}, NVIDIA H100 80GB HBM3, {300 + g}.00 W"
            for i in range(5) for g in (0, 1)]
    path = write(tmp_path, "q.csv", ["timestamp, index, name, power.draw [W]", *rows])
    got, info, _, _ = profiles(path)
    assert info["format"] == "query-gpu-csv" and joules(got["1"]) == pytest.approx(4 * 301)


# --- junk before the header --------------------------------------------------------------------

QUERY = ["timestamp, index, power.draw [W]",
         *[f"2024/12/01 10:00:{i:02d}.000, 0, 250.00 W" for i in range(5)]]


@pytest.mark.parametrize("prefix, encoding", [
    ("\u00ef\u00bb\u00bf".encode("utf-8"), "utf-8"),  # UTF-8 BOM read as cp1252, saved UTF-8
    ("\u00c3\u00af\u00c2\u00bb\u00c2\u00bf".encode("utf-8"), "utf-8"),  # the same twice over
    (b"\xef\xbb\xbf", "utf-8"),  # a real BOM
    (b"\xff\xfe", "utf-16-le"),  # UTF-16 (PowerShell's >)
    ("\u00ff\u00fe".encode("utf-16-le"), "utf-16-le"),  # its BOM mangled, still UTF-16
    (b"\xef\xbb\xbf", "cp1252"),  # saved by a Windows editor in its code page, BOM kept
])
def test_a_junk_prefixed_header_is_read_with_its_energy(tmp_path, prefix, encoding):
    path = write(tmp_path, "bom.csv", QUERY, encoding=encoding, prefix=prefix)
    got, info, skipped, notes = profiles(path)
    assert joules(got["0"]) == pytest.approx(4 * 250.0), (info, notes)
    assert got["0"].first == "2024-12-01 10:00:00" and not skipped
    if prefix not in (b"\xef\xbb\xbf", b"\xff\xfe"):
        assert any("before the first line removed" in n for n in notes), notes


def test_mangled_bom_said_by_the_cli_and_both_readers_agree(tmp_path):
    path = write(tmp_path, "win.csv", QUERY, prefix="\u00ef\u00bb\u00bf".encode())
    result = cli(str(path), "--json")
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    assert doc["gpus"][0]["energy_kwh"] == pytest.approx(1000 / 3.6e6)
    assert any("garbled by a round trip through a Windows code page" in w
               for w in doc["warnings"]), doc["warnings"]
    fast = profile_csv_fast(path)  # the streaming reader takes it too, with the same answer
    slow = profile_log(read_log(path))
    assert [p.energy_wh for p in fast.profiles] == pytest.approx([p.energy_wh for p in slow])
    assert [p.first for p in fast.profiles] == [p.first for p in slow]


def test_new_shapes_go_to_the_line_by_line_reader(tmp_path):
    rows = [f"{EPOCH_S + i},250,260" for i in range(5)]
    path = write(tmp_path, "w.csv", ["timestamp,GPU0,GPU1", *rows])
    with pytest.raises(Fallback):
        profile_csv_fast(path)
    _, info, _, _ = profiles(path)
    assert info["reader"] == "line-by-line"


# --- never without energy in silence; refusals in one line -------------------------------------


def test_a_log_without_a_time_warns_that_it_has_no_energy(tmp_path):
    path = write(tmp_path, "notime.csv", ["zzz, power.draw [W]", "a, 250.00 W", "b, 251.00 W"])
    result = cli(str(path))
    assert result.returncode == 0
    assert "GPU 0: no energy: the log holds no time" in result.stdout
    assert "--interval SECONDS" in result.stdout
    one = write(tmp_path, "one.csv", ["timestamp,GPU0", f"{EPOCH_S},250"])
    doc = json.loads(cli(str(one), "--json").stdout)
    assert any("no energy although power was read" in w for w in doc["warnings"])


@pytest.mark.parametrize("lines, words", [
    (["timestamp,GPU0 [%],GPU1 [%]", f"{EPOCH_S},40,50", f"{EPOCH_S + 1},41,51"],
     ("no power column", "--power-column")),
    (["timestamp,gpu0", *[f"{EPOCH_S + i},25000000000" for i in range(3)]],
     ("too large for watts and for milliwatts",)),
    (["GPUId,TimeStampUs,Watts", "0,soon,250", "0,later,251"], ("nothing usable", "time")),
])
def test_refusals_are_one_line_with_exit_2(tmp_path, lines, words):
    path = write(tmp_path, "bad.csv", lines)
    result = cli(str(path))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and not result.stdout, result.stderr
    for w in words:
        assert w in result.stderr, (w, result.stderr)


def test_a_semicolon_csv_with_decimal_commas_from_a_dutch_spreadsheet(tmp_path):
    """Excel in a Dutch locale saves ``;`` between cells and ``,`` in numbers: 250,5 W."""
    rows = [f"2024-12-01 10:00:{2 * i:02d};250,5;300,25;45" for i in range(6)]
    path = write(tmp_path, "excel.csv", ["Tijd;GPU0;GPU1;GPU0_util", *rows])
    got, info, skipped, notes = profiles(path)
    assert info["format"] == "pynvml-wide" and not skipped
    assert got["0"].mean_power_w == pytest.approx(250.5)
    assert joules(got["1"]) == pytest.approx(10 * 300.25)
    assert got["0"].mean_utilization == pytest.approx(0.45)
    assert any("decimal comma" in n for n in notes), notes


def test_dutch_column_names_of_a_customer_script(tmp_path):
    rows = [f"{EPOCH_S + 5 * i};{g};{200 + 50 * g}" for i in range(3) for g in (0, 1)]
    path = write(tmp_path, "meting.csv", ["tijdstip;gpu;vermogen (W)", *rows])
    got, info, _, _ = profiles(path)
    assert info["format"] == "power-csv" and joules(got["1"]) == pytest.approx(10 * 250.0)
