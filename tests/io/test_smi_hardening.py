"""Log import at the file boundary: every case ends in a result that follows
METHOD §7 or in one line that names the file, the line and what to do; both readers agree.

Every input is generated here. Each case runs through both readers (``load_profiles`` with the
streaming reader allowed and with the exact reader forced) and through the CLI (exit 2, no
traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from app.errors import InputFileError
from app.io.smi.batch import preview
from app.io.smi.limits import MAX_GPUS
from app.io.smi.summary import load_profiles
from tests.conftest import ROOT

T0 = datetime(2024, 3, 1, 12, 0, 0)
HEADER = "timestamp, index, name, power.draw [W], utilization.gpu [%]"


def stamp(i: float) -> str:
    return (T0 + timedelta(seconds=i)).strftime("%Y/%m/%d %H:%M:%S.%f")[:-3]


def log(tmp_path, rows, header=HEADER, name="gpu.csv") -> Path:
    path = tmp_path / name
    path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    return path


def rows_at_1s(n, power=lambda i: "100.00 W", gpu="0"):
    return [f"{stamp(i)}, {gpu}, NVIDIA H100 80GB HBM3, {power(i)}, 50 %" for i in range(n)]


def both_readers(path):
    """[(reader, profiles, skipped)] of the streaming-first and the exact reader."""
    out = []
    for fast in (None, False):
        profiles, info, skipped, _notes, _ = load_profiles(path, catalog=False, fast=fast)
        out.append((info["reader"], profiles, skipped))
    return out


def refused_both_ways(path, *words):
    for fast in (None, False):
        with pytest.raises(InputFileError) as exc:
            load_profiles(path, catalog=False, fast=fast)
        msg = str(exc.value)
        assert "\n" not in msg and str(path) in msg, msg
        for w in words:
            assert w in msg, (w, msg)
    return msg


def cli(*args):
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=dict(os.environ))


# --- missing readings inside the rhythm (METHOD §7) ---------------------------------------------


def test_one_na_sample_at_1s_is_bridged_not_two_intervals_lost(tmp_path):
    path = log(tmp_path, rows_at_1s(11, lambda i: "[N/A]" if i == 5 else "100.00 W"))
    for reader, (p,), _ in both_readers(path):
        assert p.energy_wh * 3600 == pytest.approx(1000.0), reader  # 10 s x 100 W
        assert p.gaps == [] and p.power_samples == 10 and p.samples == 11


def test_every_third_reading_nan_gives_the_same_energy_both_ways(tmp_path):
    path = log(tmp_path, rows_at_1s(31, lambda i: "nan" if i % 3 == 2 else "100.00 W"))
    results = both_readers(path)
    assert {r for r, *_ in results} == {"streaming", "line-by-line"}
    for reader, (p,), skipped in results:
        assert p.energy_wh * 3600 == pytest.approx(3000.0), reader  # 30 s x 100 W
        assert skipped == []  # nan is a missing reading, not a bad line


def test_a_long_run_of_missing_readings_is_a_reported_gap(tmp_path):
    path = log(tmp_path, rows_at_1s(30, lambda i: "[N/A]" if 5 <= i < 20 else "100.00 W"))
    for reader, (p,), _ in both_readers(path):
        # 4 s before, 9 s after: the 16 s step between readings is over 5 x 1 s
        assert p.energy_wh * 3600 == pytest.approx(1300.0), reader
        assert [(g["line"], g["duration_s"]) for g in p.gaps] == [(6, 16.0)], reader


# --- impossible values and units ----------------------------------------------------------------


@pytest.mark.parametrize("value, why", [("-250 W", "below 0 W"), ("1e309 W", "impossible"),
                                        ("1e308 W", "above 10,000 W")])
def test_impossible_power_is_refused_with_its_line(tmp_path, value, why):
    rows = rows_at_1s(6)
    rows[3] = rows[3].replace("100.00 W", value)
    path = log(tmp_path, rows)
    for reader, (p,), skipped in both_readers(path):
        assert [n for n, _ in skipped] == [5], reader  # header on line 1: row 3 is line 5
        assert why in skipped[0][1]
        assert p.energy_wh * 3600 == pytest.approx(500.0)  # bridged, never negative or 0


def test_only_impossible_values_is_a_one_line_refusal_naming_the_reason(tmp_path):
    path = log(tmp_path, rows_at_1s(2, lambda i: "1e308 W"))
    refused_both_ways(path, "nothing usable", "impossible", "lines 2, 3")
    proc = cli("import-smi", str(path))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


@pytest.mark.parametrize("unit, value, scale", [("mW", "100000", 1), ("kW", "0.1", 1),
                                                ("W", "100000 mW", 1), ("W", "0.1 kW", 1)])
def test_power_units_from_header_and_values(tmp_path, unit, value, scale):
    path = log(tmp_path, rows_at_1s(11, lambda i: value),
               header=f"timestamp, index, name, power.draw [{unit}], utilization.gpu [%]")
    for reader, (p,), _ in both_readers(path):
        assert p.mean_power_w == pytest.approx(100.0), reader
        assert p.energy_wh * 3600 == pytest.approx(1000.0)


def test_a_power_column_in_percent_is_refused(tmp_path):
    path = log(tmp_path, rows_at_1s(3), header="timestamp, index, name, power.draw [%], "
                                               "utilization.gpu [%]")
    refused_both_ways(path, "power.draw [%]", "W, mW or kW")


# --- times out of range, default-table dates ----------------------------------------------------


@pytest.mark.parametrize("year", ["0024", "9999", "2500"])
def test_year_out_of_range_skips_the_line(tmp_path, year):
    rows = rows_at_1s(6)
    rows[2] = rows[2].replace("2024/", f"{year}/", 1)
    path = log(tmp_path, rows)
    for reader, (p,), skipped in both_readers(path):
        assert skipped == [(4, f"timestamp {rows[2].split(',')[0]!r}: year out of range "
                               "(1970-2200)")], reader
        assert p.samples == 5


def test_every_year_out_of_range_is_refused_on_one_line(tmp_path):
    path = log(tmp_path, [r.replace("2024/", "0024/", 1) for r in rows_at_1s(4)])
    refused_both_ways(path, "year out of range", "line 2")


def _table_snapshot(date_line: str, watts: int) -> list[str]:
    return [date_line,
            "+-----------------------------------------------------------------------------+",
            "| NVIDIA-SMI 580.95.05    Driver Version: 580.95.05    CUDA Version: 13.0     |",
            "|   0  NVIDIA A40                     On  |   00000000:31:00.0 Off |        0 |",
            f"|  0%   27C    P0            {watts}W /  300W |   0MiB /  46068MiB |      5%      Default |",
            "+-----------------------------------------------------------------------------+"]


@pytest.mark.parametrize("bad", ["Tue Ocv 29 19:00:23 2024", "Mon Feb 30 19:00:23 2024"])
def test_default_table_with_a_bad_date_line_skips_that_snapshot(tmp_path, bad):
    lines = (_table_snapshot("Tue Oct 29 19:00:23 2024", 24) + _table_snapshot(bad, 97)
             + _table_snapshot("Tue Oct 29 19:02:23 2024", 50))
    path = tmp_path / "table.log"
    path.write_text("\n".join(lines) + "\n")
    (p,), info, skipped, *_ = load_profiles(path, catalog=False)
    assert info["format"] == "nvidia-smi-table" and p.samples == 2
    assert skipped[0] == (7, f"date line {bad!r} not understood")
    assert skipped[1][0] == 11  # the snapshot's power line, named
    proc = cli("import-smi", str(path))
    assert proc.returncode == 0, proc.stderr


# --- time and memory ----------------------------------------------------------------------------


def test_a_line_of_150000_blanks_is_left_out_quickly(tmp_path):
    rows = rows_at_1s(4)
    rows.insert(2, "1" + " " * 150_000 + "x")
    path = log(tmp_path, rows)
    (p,), info, skipped, *_ = load_profiles(path, catalog=False)
    assert p.samples == 4 and skipped == [(4, "line longer than 65,536 characters")]


def test_a_file_of_one_huge_line_says_so(tmp_path):
    path = tmp_path / "junk.csv"
    path.write_text("1" + " " * 150_000 + "x\n")
    refused_both_ways(path, "line 1 is longer than 65,536 characters")


def test_thousands_of_gpu_indices_are_refused(tmp_path):
    rows = [f"{stamp(i // 4)}, {i}, NVIDIA H100, 100.00 W, 50 %" for i in range(MAX_GPUS + 50)]
    path = log(tmp_path, rows)
    refused_both_ways(path, "different GPU keys", f"limit {MAX_GPUS}", "split the file")


def test_dmon_with_thousands_of_gpus_is_refused(tmp_path):
    lines = ["# gpu   pwr  gtemp  mtemp     sm    mem", "# Idx     W      C      C      %      %"]
    lines += [f"{i:5d}   60     40      -      0      0" for i in range(MAX_GPUS + 1)]
    path = tmp_path / "dmon.txt"
    path.write_text("\n".join(lines) + "\n")
    refused_both_ways(path, f"{MAX_GPUS + 1} different GPU keys")


def test_a_repeated_header_stays_on_the_streaming_path(tmp_path):
    rows = rows_at_1s(200)
    rows.insert(100, HEADER)
    path = log(tmp_path, rows)
    (stream, (a,), sk_a), (exact, (b,), sk_b) = both_readers(path)
    assert stream == "streaming" and exact == "line-by-line"
    assert sk_a == sk_b == [(102, "repeated header")]
    assert a.energy_wh == pytest.approx(b.energy_wh) == pytest.approx(199 * 100 / 3600)


def test_a_device_or_a_pipe_is_refused_without_reading(tmp_path):
    refused_both_ways(Path("/dev/zero"), "not a regular file")
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    refused_both_ways(fifo, "not a regular file")  # returns at once: a FIFO is never opened
    assert "not a regular file" in preview(fifo)["error"]
    refused_both_ways(tmp_path, "a folder")


def test_a_file_too_large_for_the_exact_reader_is_refused_with_what_to_do(tmp_path, monkeypatch):
    from app.io.smi import limits

    monkeypatch.setattr(limits, "MAX_EXACT_BYTES", 1000)
    path = tmp_path / "big.txt"
    path.write_text("# gpu pwr\n# Idx W\n" + "    0   60\n" * 200)
    with pytest.raises(InputFileError, match="too large for this kind of log.*split the file"):
        load_profiles(path, catalog=False)


# --- what the file is ---------------------------------------------------------------------------


def test_a_zero_width_space_before_timestamp_keeps_the_timestamps(tmp_path):
    path = log(tmp_path, rows_at_1s(11), header="\u200b" + HEADER)
    for _reader, (p,), _ in both_readers(path):
        assert p.first == "2024-03-01 12:00:00" and p.energy_wh * 3600 == pytest.approx(1000.0)


def test_codecarbon_and_dcgm_api_files_are_read_now(tmp_path):
    """Once refused with a true name, both are read (tests/io/test_smi_other_tools.py
    checks their figures); a CodeCarbon file without GPU energy is still refused truly."""
    cc = tmp_path / "emissions.csv"
    cc.write_text("timestamp,project_name,run_id,duration,emissions,gpu_power,gpu_energy,"
                  "codecarbon_version,gpu_count\n"
                  "2025-05-30T00:50:12,p,r,14.4,0.001,103.6,0.0004,2.8.3,1\n")
    for fast in (None, False):
        (p,), info, *_ = load_profiles(cc, catalog=False, fast=fast)
        assert info["format"] == "codecarbon" and p.mean_power_w == pytest.approx(100.0)
    cc.write_text("timestamp,project_name,duration,emissions,energy_consumed\n"
                  "2025-05-30T00:50:12,p,14.5,0.001,0.0004\n")
    refused_both_ways(cc, "CodeCarbon emissions.csv without GPU energy")
    dcgm = tmp_path / "dcgm.csv"
    dcgm.write_text("timestamp,gpu,DCGM_FI_DEV_POWER_USAGE\n1717000000000000,0,250.5\n"
                    "1717000001000000,0,250.5\n")
    for fast in (None, False):
        (p,), info, *_ = load_profiles(dcgm, catalog=False, fast=fast)
        assert info["format"] == "dcgm-api-csv" and p.energy_wh * 3600 == pytest.approx(250.5)


def test_a_contacts_list_is_refused_in_the_measurements_list(tmp_path):
    for text in ("name,email,phone\nJan Jansen,jan@example.nl,0612345678\n",
                 "first,last,city\nJan,Jansen,Utrecht\nPiet,Pietersen,Gouda\n"):
        path = tmp_path / "contacts.csv"
        path.write_text(text)
        assert preview(path)["error"], text  # not "ready"
        refused_both_ways(path)


def test_a_binary_file_is_not_a_text_log(tmp_path):
    path = tmp_path / "photo.csv"
    path.write_bytes(bytes(range(256)) * 40)
    msg = refused_both_ways(path, "not a text log")
    assert "--fields" not in msg
    assert "not a text log" in preview(path)["error"]
    proc = cli("import-smi", str(path))
    assert proc.returncode == 2 and proc.stderr.count("\n") <= 1 and "Traceback" not in proc.stderr


def test_a_log_ending_in_a_block_of_nuls_after_a_crash_reads(tmp_path):
    path = tmp_path / "gpu.csv"
    path.write_bytes(("\n".join([HEADER, *rows_at_1s(11)]) + "\n").encode() + b"\x00" * 4096)
    for reader, (p,), skipped in both_readers(path):
        assert p.energy_wh * 3600 == pytest.approx(1000.0) and skipped == [], reader


def test_a_superscript_digit_in_a_year_skips_the_line(tmp_path):
    rows = rows_at_1s(6)
    rows[2] = rows[2].replace("2024/", "20²4/", 1)  # a digit to str.isdigit, not to int()
    path = log(tmp_path, rows)
    for reader, (p,), skipped in both_readers(path):
        assert [n for n, _ in skipped] == [4] and "not understood" in skipped[0][1], reader
        assert p.samples == 5


def test_a_repeated_header_cut_off_at_the_end_is_a_truncated_line_both_ways(tmp_path):
    """make fuzz (#4151 of the log fuzz): nvidia-smi restarted and was stopped while writing its
    header; the exact reader took the half header for a new header, the streaming reader for a
    cut-off line. It is the cut-off last line, reported, and the readings before it count."""
    path = tmp_path / "gpu.csv"
    text = "\n".join([HEADER, *rows_at_1s(11), "", HEADER[:30]])  # no end of line after it
    path.write_text(text, encoding="utf-8")
    results = both_readers(path)
    assert [r for r, _, _ in results] == ["streaming", "line-by-line"]
    for reader, (p,), skipped in results:
        assert skipped == [(14, "truncated")], reader
        assert p.energy_wh * 3600 == pytest.approx(1000.0), reader
