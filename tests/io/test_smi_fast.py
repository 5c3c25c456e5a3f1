"""The streaming reader gives the line-by-line reader's results (fixtures, samples, a generated log)."""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import pytest

from app.cli import main
from app.cli.smi import import_smi_command
from app.errors import InputFileError
from app.io.smi import read_log
from app.io.smi.fast import Fallback, profile_csv_fast
from app.io.smi.profile import profile_log
from app.io.smi.summary import load_profiles

DATA = Path(__file__).resolve().parents[1] / "data" / "smi"
SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "samples" / "nvidia-smi"
BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_smi_import.py"

FAST_FIXTURES = ["query_average_fallback.csv", "query_bom.csv", "query_event_mask.csv",
                 "query_gap.csv", "query_nounits_crlf.csv", "query_throttle_old_names.csv",
                 "query_units_2gpu_interleaved.csv", "query_blank_line_and_cut_end.csv",
                 "query_repeated_header.csv"]  # repeated headers stay on the streaming path
SLOW_FIXTURES = ["query_mixed_table_leading_blank.csv",
                 "query_truncated.csv", "query_utf16le_bom.csv", "query_noheader_nounits.csv"]


def close(a, b, rel=1e-9):
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or math.isclose(a, b, rel_tol=rel, abs_tol=1e-9)
    return a == b


def assert_same(slow, fast):
    assert [p.gpu for p in slow] == [p.gpu for p in fast]
    for a, b in zip(slow, fast):
        da, db = a.to_dict(), b.to_dict()
        for key in ("name", "samples", "power_samples", "first", "last", "span_s", "interval_s",
                    "energy_wh", "mean_power_w", "p95_power_w", "max_power_w", "power_limit_w",
                    "mean_utilization", "catalog_id"):
            assert close(da[key], db[key]), (a.gpu, key, da[key], db[key])
        assert len(a.gaps) == len(b.gaps)
        for ga, gb in zip(a.gaps, b.gaps):
            assert ga["after"] == gb["after"] and ga["line"] == gb["line"]
            assert ga["duration_s"] == pytest.approx(gb["duration_s"], abs=1e-9)
        assert a.throttle.keys() == b.throttle.keys()
        for k in a.throttle:
            assert a.throttle[k]["samples"] == b.throttle[k]["samples"]
            assert a.throttle[k]["fraction"] == pytest.approx(b.throttle[k]["fraction"])
        if a.fit is None:
            assert b.fit is None
            continue
        assert (a.fit.status, a.fit.n) == (b.fit.status, b.fit.n), (a.fit, b.fit)
        for key in ("a_w", "b_w", "r2", "idle_w", "full_w", "mean_u", "mean_power_w"):
            va, vb = getattr(a.fit, key), getattr(b.fit, key)
            assert (va is None) == (vb is None), key
            if va is not None:
                assert va == pytest.approx(vb, rel=1e-7, abs=1e-7), (key, va, vb)


def both(path, **kw):
    log = read_log(path)
    fast = profile_csv_fast(path, block_bytes=kw.get("block_bytes"))
    assert fast.skipped == log.skipped and fast.power_source == log.power_source
    assert fast.gpus == log.gpus
    return profile_log(log), fast


@pytest.mark.parametrize("name", FAST_FIXTURES)
def test_fixtures_same_results_both_ways(name):
    slow, fast = both(DATA / name)
    assert_same(slow, fast.profiles)


@pytest.mark.parametrize("name", SLOW_FIXTURES)
def test_odd_files_fall_back_to_the_exact_reader(name):
    with pytest.raises(Fallback):
        profile_csv_fast(DATA / name)
    _, info, *_ = load_profiles(DATA / name, fields="timestamp,index,power.draw,utilization.gpu"
                                if "noheader" in name else None, catalog=False)
    assert info["reader"] == "line-by-line"


def test_blank_line_and_cut_last_line():
    _, fast = both(DATA / "query_blank_line_and_cut_end.csv")
    (p,) = fast.profiles
    assert fast.skipped == [(11, "truncated")]
    assert p.samples == 8 and p.power_samples == 7
    assert [(g["line"], g["duration_s"]) for g in p.gaps] == [(7, 60.0)]


def test_real_query_gpu_samples_same_results_both_ways():
    if not SAMPLES.is_dir():
        pytest.skip("../shared/samples absent")
    files = sorted(SAMPLES.glob("JimZeyuYang_GPU_Power_Benchmark/*.csv"))
    files += sorted(SAMPLES.glob("utkuozdemir_captures/extracted/query-gpu_csv__*.csv"))
    assert len(files) >= 20
    for f in files:
        slow, fast = both(f, block_bytes=65536)
        assert_same(slow, fast.profiles)


def _bench():
    spec = importlib.util.spec_from_file_location("bench_smi_import", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_generated_8_gpu_log_across_many_batches(tmp_path):
    path = tmp_path / "gpu.csv"
    rows = _bench().generate(path, days=0.03)  # 2592 s x 8 GPUs, ~290 kB: several 64 kB blocks
    slow, fast = both(path, block_bytes=65536)
    assert sum(p.samples for p in fast.profiles) == rows
    assert_same(slow, fast.profiles)
    for key, s in fast.series.items():
        assert 0 < len(s["t_s"]) <= 2000 and len(s["min_w"]) == len(s["t_s"])
        assert all(lo <= hi for lo, hi in zip(s["min_w"], s["max_w"]))
        prof = next(p for p in fast.profiles if p.gpu == key)
        assert max(s["max_w"]) == prof.max_power_w


def test_series_buckets_merge_to_stay_bounded(tmp_path):
    path = tmp_path / "gpu.csv"
    _bench().generate(path, days=0.03)
    fast = profile_csv_fast(path, block_bytes=65536, buckets=50)
    for s in fast.series.values():
        assert len(s["t_s"]) <= 100 and s["bucket_s"] >= 2592 / 100


def test_series_utilization_is_the_mean_of_each_bucket(tmp_path):
    """The chart's utilization line of a big log: per time bucket, the mean of the samples'
    utilization, as the exact reader's samples give it (after the buckets merged)."""
    import numpy as np

    path = tmp_path / "gpu.csv"
    _bench().generate(path, days=0.03)
    fast = profile_csv_fast(path, block_bytes=65536, buckets=50)
    samples = read_log(path).samples
    for key, s in fast.series.items():
        part = samples[(samples["gpu"].astype(str) == key) & samples["power_w"].notna()]
        ms = (part["timestamp"] - part["timestamp"].iloc[0]).dt.total_seconds() * 1000
        bucket = (ms // (s["bucket_s"] * 1000)).astype(int).to_numpy()
        expected = part.groupby(bucket)["utilization"].mean()
        assert len(s["utilization"]) == len(s["t_s"]) == len(expected)
        assert np.allclose(s["utilization"], expected.to_numpy(), rtol=1e-9)
        assert 0 <= min(s["utilization"]) <= max(s["utilization"]) <= 1


def test_series_without_utilization_says_so(tmp_path):
    path = tmp_path / "power_only.csv"
    path.write_text("timestamp, index, power.draw [W]\n"
                    + "".join(f"2024/05/01 10:00:{i:02d}.000, 0, {100 + i} W\n" for i in range(30)))
    fast = profile_csv_fast(path)
    assert fast.series["0"]["utilization"] is None


# --- the command line ----------------------------------------------------------------------


def test_import_smi_json_several_files(capsys):
    files = [DATA / "query_units_2gpu_interleaved.csv", DATA / "query_truncated.csv",
             DATA / "dmon_plain.txt"]
    assert main(["import-smi", *map(str, files), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [f["reader"] for f in doc["files"]] == ["streaming", "line-by-line", "line-by-line"]
    assert len(doc["gpus"]) == 5
    g0 = doc["gpus"][0]
    assert set(g0) >= {"key", "name", "catalog_id", "samples", "start", "end", "duration_s",
                       "interval_s", "gaps", "energy_kwh", "mean_power_w", "p95_power_w",
                       "max_power_w", "power_limit_w", "mean_utilization", "fit",
                       "throttle_reasons"}
    assert g0["fit"]["idle_w"] == pytest.approx(100.0) and g0["fit"]["full_w"] == pytest.approx(600.0)
    assert g0["energy_kwh"] == pytest.approx(sum((300 + 200 * k) / 2 for k in range(5)) / 3.6e6)
    assert g0["throttle_reasons"]["sw_power_cap"]["samples"] == 1
    assert doc["gpus"][-1]["fit"] is None  # dmon: 1 sample, no fit
    assert {s["line"] for s in doc["skipped"] if s["file"].endswith("query_truncated.csv")} >= {7}
    assert any("pick the catalogue GPU" in w for w in doc["warnings"]) or doc["warnings"] == [
        "catalogue not loaded; GPUs not matched"]


def test_import_alias_and_table(capsys):
    assert main(["import", str(DATA / "query_gap.csv")]) == 0
    out = capsys.readouterr().out
    assert "kWh" in out and "1 gap(s) not bridged" in out


def test_unusable_file_is_exit_2_with_one_line(capsys, tmp_path):
    assert main(["import-smi", str(DATA / "query_gap.csv"), str(DATA / "query_no_power_column.csv")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "no power column" in err
    assert main(["import-smi", str(tmp_path / "missing.csv")]) == 2
    with pytest.raises(InputFileError):
        import_smi_command([DATA / "query_gap.csv"], interval_s=-1, catalog=False, out=lambda s: None)


def test_streaming_reader_reports_progress_through_the_file(tmp_path):
    """A big log's import can show a real progress bar: fractions rise to the end of the file."""
    from app.io.smi.fast import profile_csv_fast

    path = tmp_path / "big.csv"
    rows = ["timestamp, index, name, power.draw [W], utilization.gpu [%]"]
    rows += [f"2024/06/01 {i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000, 0, X, "
             f"{100 + i % 300}.00 W, {i % 100} %" for i in range(40_000)]
    path.write_text("\n".join(rows) + "\n")
    seen: list[float] = []
    profile_csv_fast(path, block_bytes=65536, progress=seen.append)
    assert len(seen) > 5
    assert seen == sorted(seen) and seen[-1] == 1.0
    assert sum(0.05 < f < 0.95 for f in seen) >= 3  # steps in between, not a jump at the end


def _log_with_nul_in_row(tmp_path, rows: int, nul_row: int) -> Path:
    path = tmp_path / f"log-{rows}-{nul_row}.csv"
    lines = ["timestamp, index, name, power.draw [W], utilization.gpu [%]"]
    lines += [f"2024/06/01 {i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000, 0, X, "
              f"{100 + i % 300}.00 W, {i % 100} %" for i in range(rows)]
    if nul_row >= 0:
        lines[1 + nul_row] = lines[1 + nul_row].replace(", X,", ", X\x00,")
    path.write_text("\n".join(lines) + "\n")
    return path


def test_no_python_runs_on_arrows_threads_even_after_an_early_stop(tmp_path):
    """make fuzz segfaulted in a thread without a Python frame after a streaming import had
    stopped early (a NUL in a later block: Fallback): Arrow's read-ahead called the Python stream
    wrapper from its I/O thread, and could still be doing so when the import had returned. Now
    the reader reads its blocks itself: no Python code runs on any other thread during or after
    an import. A sampler looks at every thread's Python frame while imports run."""
    import sys
    import threading
    import time

    early = _log_with_nul_in_row(tmp_path, 60_000, 5_000)  # ~3 MB, the NUL in the 5th block
    whole = _log_with_nul_in_row(tmp_path, 20_000, -1)
    known = set(sys._current_frames())
    seen: set[str] = set()
    done = threading.Event()

    def sample():
        me = threading.get_ident()
        while not done.is_set():
            for tid, frame in sys._current_frames().items():
                if tid not in known and tid != me:
                    seen.add(frame.f_code.co_name)
            time.sleep(0.0005)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        for _ in range(3):
            with pytest.raises(Fallback, match="NUL"):
                profile_csv_fast(early, block_bytes=65536)
            assert profile_csv_fast(whole, block_bytes=65536).profiles[0].samples == 20_000
        time.sleep(0.2)  # anything left running after the imports returned
    finally:
        done.set()
        sampler.join()
    assert seen == set()
