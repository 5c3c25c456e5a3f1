"""Fuzz: mutated real logs end in a result or a one-line refusal, quickly and in bounded memory,
and the two readers agree on every file the streaming reader takes.

Seeds are the shared sample logs in ../shared/samples/nvidia-smi (read there, never copied into
the repository). Mutations: truncation, byte flips, NULs, shuffled and duplicated lines, unit
changes (W -> mW/kW/%, in header and values), huge lines, missing readings and impossible values.
`make test` runs a few hundred, `make fuzz` at least 5 000 (``fuzz_count``).
"""

from __future__ import annotations

import math
import random
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from app.errors import AppError
from app.io.smi import read_log
from app.io.smi.fast import Fallback, profile_csv_fast
from app.io.smi.profile import profile_log

sys.path.insert(0, str(Path(__file__).resolve().parent))
from byte_mutations import BYTE_KINDS, LINE_KINDS, byte_change, line_change  # noqa: E402
from fuzz_budget import fuzz_count  # noqa: E402

SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "samples" / "nvidia-smi"
#: Our own small files of the shapes read by content: wide GPU0 columns, DCGM's
#: GPUId,TimeStampUs,Watts, a long ctime/mW file, a header behind a mangled BOM. Always there.
SHAPES = Path(__file__).resolve().parents[1] / "data" / "smi"
#: What a round trip through Windows leaves before the header (a mutation of the "junk" kind).
JUNK = ["\u00ef\u00bb\u00bf".encode(), "\u00c3\u00af\u00c2\u00bb\u00c2\u00bf".encode(),
        b"\xef\xbb\xbf", "\u00ff\u00fe".encode(), b"\xef\xbf\xbd\xef\xbf\xbd", b"\xc2\xa0"]
#: Bounds per mutated file (up to ~2.3 MB): seconds of CPU time (wall time on a shared test
#: machine says little), well under a gigabyte.
SECONDS = 30.0
PEAK_BYTES = 400 * 2**20


def _seeds() -> list[Path]:
    if not SAMPLES.is_dir():
        pytest.skip(f"../shared/samples absent: {SAMPLES} not found (the fuzz seeds)")
    files = [p for p in sorted(SAMPLES.rglob("*")) if p.is_file() and p.suffix != ".md"
             and p.name != "files.tsv" and p.stat().st_size <= 2_100_000]
    assert len(files) >= 100, len(files)
    return files + _shape_seeds()


def _name(seed: Path) -> str:
    """A seed's name in a failure: its path under the samples, or ours."""
    return str(seed.relative_to(SAMPLES) if seed.is_relative_to(SAMPLES) else seed.name)


def _shape_seeds() -> list[Path]:
    files = sorted(SHAPES.glob("shape_*.csv")) + [SHAPES / "query_mangled_bom.csv"]
    assert len(files) >= 5, files
    return files


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def mutate(data: bytes, rnd: random.Random) -> tuple[bytes, str]:
    """One to three mutations of ``data``; returns (bytes, what was done)."""
    done = []
    for _ in range(rnd.randint(1, 3)):
        kind = rnd.choice(["truncate", "flip", "nul", "shuffle", "duplicate", "unit", "huge",
                           "missing", "impossible", "delete_lines", "junk"])
        done.append(kind)
        n = len(data)
        if kind in BYTE_KINDS:
            data = byte_change(data, kind, rnd) if n else data
        elif kind in ("shuffle", "duplicate", "huge", "missing", "impossible", "delete_lines"):
            lines = _lines(data)
            if len(lines) < 2:
                continue
            i = rnd.randrange(1, len(lines)) if rnd.random() < 0.9 else 0
            if kind in LINE_KINDS:
                line_change(lines, i, kind, rnd, most_shuffled=50)
            elif kind == "huge":
                fill = rnd.choice([b" ", b"9", b",", b"x", b"1, "])
                lines.insert(i, b"1" + fill * rnd.choice([70_000, 150_000]) + b"x")
            elif kind == "missing":
                for j in range(i, min(len(lines), i + rnd.randint(1, 40)), rnd.randint(1, 3)):
                    lines[j] = lines[j].replace(b" W", b" [N/A]", 1) if rnd.random() < 0.5 \
                        else _replace_number(lines[j], b"nan")
            elif kind == "impossible":
                lines[i] = _replace_number(lines[i], rnd.choice([b"-250", b"1e309", b"1e308",
                                                                 b"inf", b"99999"]))
            else:
                del lines[i:i + rnd.randint(1, 30)]
            data = b"\n".join(lines)
        elif kind == "junk":  # a BOM mangled by Windows, or other junk, before the header
            data = rnd.choice(JUNK) + data
        elif kind == "unit":
            old, new = rnd.choice([(b"[W]", b"[mW]"), (b"[W]", b"[kW]"), (b"[W]", b"[%]"),
                                   (b" W", b" mW"), (b" W", b" kW"), (b" W", b" %"),
                                   (b"power.draw", b"power.draw [mW]")])
            count = rnd.choice([1, 1, -1])
            data = data.replace(old, new, count) if count > 0 else data.replace(old, new)
    return data, "+".join(done)


def _replace_number(line: bytes, value: bytes) -> bytes:
    parts = line.split(b",")
    idx = [k for k, p in enumerate(parts) if p.strip()[:1].isdigit()]
    if not idx:
        return line
    k = idx[-1] if len(idx) == 1 else idx[len(idx) // 2]
    parts[k] = b" " + value + (b" W" if parts[k].rstrip().endswith(b"W") else b"")
    return b",".join(parts)


def _close(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or math.isclose(a, b, rel_tol=1e-7, abs_tol=1e-7)
    return a == b


def _exact(path: Path):
    """The line-by-line reader: (profiles, skipped), or the refusal's message."""
    try:
        log = read_log(path)
        return profile_log(log), log.skipped
    except AppError as exc:
        return str(exc)


def _streaming(path: Path):
    """The streaming reader: (profiles, skipped), the refusal's message, or None (Fallback)."""
    try:
        res = profile_csv_fast(path)
        return res.profiles, res.skipped
    except Fallback:
        return None
    except AppError as exc:
        return str(exc)


def _check_refusal(path: Path, msg: str, what: str) -> None:
    assert msg.strip() and "\n" not in msg.strip() and len(msg) < 2000, (what, msg[:300])
    assert str(path) in msg or path.name in msg, (what, msg[:300])


def _check_result(profiles, what: str) -> None:
    for p in profiles:
        assert p.energy_wh is None or (math.isfinite(p.energy_wh) and p.energy_wh >= 0), what
        assert p.max_power_w is None or 0 <= p.max_power_w <= 10_000, what


def assert_agree(exact, streaming, what: str) -> None:
    """The streaming reader refuses what the exact one refuses and gives its results."""
    if isinstance(exact, str) or isinstance(streaming, str):
        assert isinstance(exact, str) and isinstance(streaming, str), (what, exact, streaming)
        return
    (slow, slow_skipped), (fast, fast_skipped) = exact, streaming
    assert fast_skipped == slow_skipped, what
    assert [p.gpu for p in slow] == [p.gpu for p in fast], what
    for a, b in zip(slow, fast):
        for key in ("samples", "power_samples", "first", "last", "span_s", "interval_s",
                    "energy_wh", "mean_power_w", "p95_power_w", "max_power_w", "power_limit_w",
                    "mean_utilization"):
            assert _close(getattr(a, key), getattr(b, key)), (what, a.gpu, key, getattr(a, key),
                                                              getattr(b, key))
        assert [(g["line"], g["after"]) for g in a.gaps] == \
            [(g["line"], g["after"]) for g in b.gaps], what


def check_one(path: Path, what: str, measure_memory: bool) -> tuple[str, bool]:
    """Both readers: a result or a one-line refusal, within the time (and, when asked, the
    memory) bound, and the same answer. Returns (outcome, whether the streaming reader took it)."""
    answers = []
    for read in (_exact, _streaming):
        if measure_memory:
            tracemalloc.start()
        start = time.process_time()
        try:
            answers.append(read(path))
        finally:
            took = time.process_time() - start
            if measure_memory:
                _, peak = tracemalloc.get_traced_memory()
                tracemalloc.stop()
                assert peak < PEAK_BYTES, (what, read.__name__, peak)
        assert took < SECONDS, (what, read.__name__, took)
    exact, streaming = answers
    if isinstance(exact, str):
        _check_refusal(path, exact, what)
    else:
        _check_result(exact[0], what)
    if streaming is None:
        return ("refused" if isinstance(exact, str) else "ok"), False
    if isinstance(streaming, str):
        _check_refusal(path, streaming, what)
    assert_agree(exact, streaming, what)
    return ("refused" if isinstance(exact, str) else "ok"), True


def test_mutated_sample_logs_end_in_a_result_or_one_line(tmp_path):
    count = fuzz_count(300, 5000)
    # the samples up to 300 kB (all but a few): a mutation of a 2 MB log costs as much as fifty
    # of the others; the big ones are read unmutated by the differential test below
    seeds = [f for f in _seeds() if f.stat().st_size <= 300_000]
    rnd = random.Random(20261201)
    # half the seeds from the --query-gpu CSVs with a header on line 1: the streaming reader's
    # files, so that the differential check sees many of them
    streamable = [f for f in seeds if f.suffix == ".csv" and b"timestamp" in f.read_bytes()[:200]]
    tally = {"ok": 0, "refused": 0, "compared": 0}
    for k in range(count):
        seed = rnd.choice(streamable if k % 2 else seeds)
        data, what = mutate(seed.read_bytes(), rnd)
        path = tmp_path / f"m{k % 7}{seed.suffix}"
        path.write_bytes(data)
        what = f"#{k} {_name(seed)} {what}"
        outcome, compared = check_one(path, what, measure_memory=k % 25 == 0)
        tally[outcome] += 1
        tally["compared"] += compared
        if (k + 1) % 500 == 0:
            print(f"log fuzz: {k + 1} mutations so far, {tally}", flush=True)
    print(f"\nlog fuzz: {count} mutations, {tally}")
    assert tally["ok"] > count // 10 and tally["refused"] > count // 20, tally


def test_mutated_shape_logs_end_in_a_result_or_one_line(tmp_path):
    """The shapes read by content, mutated: a result or a one-line refusal, the readers
    agreeing; runs without the shared samples (the seeds are ours)."""
    count = fuzz_count(80, 3000)
    seeds = _shape_seeds()
    rnd = random.Random(20261223)
    tally = {"ok": 0, "refused": 0, "compared": 0}
    for k in range(count):
        seed = seeds[k % len(seeds)]
        data, what = mutate(seed.read_bytes(), rnd)
        path = tmp_path / f"s{k % 5}{seed.suffix}"
        path.write_bytes(data)
        outcome, compared = check_one(path, f"#{k} {seed.name} {what}", measure_memory=k % 20 == 0)
        tally[outcome] += 1
        tally["compared"] += compared
    print(f"\nshape log fuzz: {count} mutations, {tally}")
    assert tally["ok"] > count // 4, tally


def test_both_readers_agree_on_the_shape_seeds():
    """Unmutated, every shape seed gives energy for every GPU; the streaming reader leaves the
    new shapes to the line-by-line one and reads the mangled-BOM --query-gpu file the same."""
    compared = []
    for f in _shape_seeds():
        outcome, took = check_one(f, f.name, measure_memory=False)
        assert outcome == "ok", f.name
        profiles, _ = _exact(f)
        assert all(p.energy_wh and p.energy_wh > 0 for p in profiles), f.name
        if took:
            compared.append(f.name)
    assert compared == ["query_mangled_bom.csv"], compared


def test_both_readers_agree_on_every_query_gpu_sample():
    """The differential test over the unmutated samples: every file the streaming reader takes."""
    compared = 0
    for f in _seeds():
        compared += check_one(f, _name(f), measure_memory=False)[1]
    assert compared >= 20, compared
