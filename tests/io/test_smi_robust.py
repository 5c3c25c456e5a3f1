"""Robustness: no file makes the reader crash (a result or an AppError, always), and every sample
log in ../shared imports without a traceback, with energies that agree with a separate count."""

from __future__ import annotations

import csv
import tempfile
from datetime import datetime
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli.smi import import_smi_command
from app.errors import AppError
from app.io.smi.summary import load_profiles

DATA = Path(__file__).resolve().parents[1] / "data" / "smi"
SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "samples" / "nvidia-smi"
FIXTURES = sorted(p for p in DATA.iterdir() if p.is_file())
SEEDS = [p.read_bytes() for p in FIXTURES]
_TMP = tempfile.TemporaryDirectory(prefix="smi-fuzz-")


def _import(data: bytes, name: str = "log.csv", fields=None):
    """Both readers, and the command's JSON: each must give a result or an AppError."""
    path = Path(_TMP.name) / name
    path.write_bytes(data)
    for fast in (None, False):
        try:
            load_profiles(path, fields, catalog=False, fast=fast)
        except AppError:
            pass
    try:
        import_smi_command([path], fields, True, catalog=False, out=lambda s: None)
    except AppError:
        pass


@st.composite
def mutated(draw):
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["flip", "delete", "insert", "dup_line", "cut", "junk_line"]))
        i = draw(st.integers(0, max(len(data) - 1, 0)))
        if kind == "flip" and data:
            data[i] = draw(st.integers(0, 255))
        elif kind == "delete":
            del data[i:i + draw(st.integers(1, 40))]
        elif kind == "insert":
            data[i:i] = draw(st.binary(min_size=1, max_size=20))
        elif kind == "dup_line":
            lines = bytes(data).split(b"\n")
            j = draw(st.integers(0, len(lines) - 1))
            lines.insert(j, lines[j])
            data = bytearray(b"\n".join(lines))
        elif kind == "cut":
            data = data[:i]
        else:
            lines = bytes(data).split(b"\n")
            junk = draw(st.sampled_from([b"", b",,,,", b" [N/A], [N/A]", b"|  0  NVIDIA |",
                                         b"timestamp, index, power.draw [W]", b"1e308 W, nan, inf",
                                         b"2024/13/45 99:99:99.999, 0, -5 W", b"\xff\xfe\x00"]))
            lines.insert(draw(st.integers(0, len(lines))), junk)
            data = bytearray(b"\n".join(lines))
    return bytes(data)


FUZZ = settings(max_examples=120, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes_never_crash(data):
    _import(data)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # Arrow: bad UTF-8
@FUZZ
@given(mutated())
def test_mutated_logs_never_crash(data):
    _import(data)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(mutated())
def test_mutated_headerless_logs_with_fields_never_crash(data):
    _import(data, fields="timestamp,index,power.draw,utilization.gpu")


# --- every sample in ../shared ------------------------------------------------------------


def _samples():
    if not SAMPLES.is_dir():
        pytest.skip(f"../shared/samples absent: {SAMPLES} not found")
    return [p for p in sorted(SAMPLES.rglob("*")) if p.is_file() and p.suffix != ".md"
            and p.name != "files.tsv"]


def test_every_sample_imports_without_a_traceback():
    ok = refused = 0
    for f in _samples():
        try:
            profiles, *_ = load_profiles(f, catalog=False)
        except AppError as exc:
            assert str(exc).strip() and "\n" not in str(exc).strip(), f
            refused += 1
            continue
        ok += 1
        assert profiles, f
    assert ok >= 80 and refused >= 50, (ok, refused)


def _independent_energy_wh(path: Path) -> dict[str, float]:
    """Trapezoid per GPU straight from the CSV text: own parsing, own gap rule."""
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.reader(fh, skipinitialspace=True))
    head = [h.strip().split(" [")[0] for h in rows[0]]
    ti = head.index("timestamp")
    # the app's preference (FORMATS §6.4): the 1 s average where the GPU has one
    pis = [head.index(c) for c in ("power.draw.average", "power.draw", "power.draw.instant") if c in head]
    gi = head.index("index") if "index" in head else None
    series: dict[str, list] = {}
    for r in rows[1:]:
        if len(r) != len(head):
            continue
        t = datetime.strptime(r[ti].strip(), "%Y/%m/%d %H:%M:%S.%f")
        p = np.nan
        for pi in pis:
            v = r[pi].strip().removesuffix("W").strip()
            if v and not v.startswith("["):
                p = float(v)
                break
        series.setdefault(r[gi].strip() if gi is not None else "0", []).append((t, p))
    out = {}
    for gpu, tp in series.items():
        t = np.array([(t - tp[0][0]).total_seconds() for t, _ in tp])  # relative: no epoch rounding
        p = np.array([p for _, p in tp])
        dt = np.diff(t)
        med = np.median(dt[dt > 0])  # the log's rhythm: every row, with a reading or not
        t, p = t[np.isfinite(p)], p[np.isfinite(p)]  # a missing reading is bridged ...
        dt = np.diff(t)
        ok = dt <= 5 * med + 1e-6  # ... unless the step between readings is a gap
        out[gpu] = float(np.sum(np.where(ok, (p[:-1] + p[1:]) / 2 * dt, 0.0)) / 3600)
    return out


def test_sample_energies_agree_with_a_separate_computation():
    _samples()
    root = SAMPLES
    files = [root / "JimZeyuYang_GPU_Power_Benchmark/query-gpu_csv_nounits_lms__pwr_update_freq__3090_gpudata.csv",
             root / "JimZeyuYang_GPU_Power_Benchmark/query-gpu_csv_nounits_lms__Transient_Response__4090_TR__gpudata.csv",
             DATA / "query_units_2gpu_interleaved.csv", DATA / "query_gap.csv"]
    for f in files:
        expected = _independent_energy_wh(f)
        for fast in (None, False):
            profiles, info, *_ = load_profiles(f, catalog=False, fast=fast)
            got = {p.gpu: p.energy_wh for p in profiles}
            assert got.keys() == expected.keys(), f
            for gpu in got:
                assert got[gpu] == pytest.approx(expected[gpu], rel=1e-9), (f.name, info["reader"], gpu)
