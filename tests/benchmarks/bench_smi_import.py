"""Benchmark: importing a big nvidia-smi --query-gpu CSV log (run by `make bench`).

Generates an 8-GPU, 1 Hz log into a temporary folder (default one day, ~690 k rows; ``--days 7``
gives the issue's ~4.8 M rows), then, each in a fresh subprocess (for the short log, whose ratios
have goals, the fastest of three interleaved rounds):

* ``pyarrow.csv.read_csv`` alone (the floor: parsing the file with nothing else),
* the full import (``app.cli.smi.load_profiles``: streaming reader and per-GPU profiles),

and prints the time ratio (goal <= 2.5) and the peak memory (resident set growth) against the
file size, also for a log 4x longer (goal: memory at most 1.5x that of the short log), and for
the short log with one repeated header (goal: at most 1.5x the time, still streamed).
Exit 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
GPUS = 8
HEADER = ("timestamp, index, name, pci.bus_id, power.draw [W], enforced.power.limit [W], "
          "utilization.gpu [%], temperature.gpu, clocks_event_reasons.active\n")
GOAL_RATIO, GOAL_MEMORY = 2.5, 1.5
GOAL_REPEATED = 1.5  # a repeated header costs at most this factor in time


def generate(path: Path, days: float, seed: int = 1) -> int:
    """Write the log; returns its number of data rows."""
    rng = np.random.default_rng(seed)
    seconds = int(days * 86400)
    start = np.datetime64("2026-11-01T00:00:00.000")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(HEADER)
        chunk = 3600
        for s0 in range(0, seconds, chunk):
            n = min(chunk, seconds - s0)
            t = start + (np.arange(s0, s0 + n) * 1000 + rng.integers(0, 40, n)).astype("timedelta64[ms]")
            stamps = np.datetime_as_string(t, unit="ms")
            stamps = np.char.replace(np.char.replace(stamps, "-", "/"), "T", " ")
            lines = []
            for g in range(GPUS):
                u = np.clip(rng.normal(0.55, 0.3, n), 0, 1)
                p = 70 + 560 * u + rng.normal(0, 8, n)
                util = np.rint(u * 100).astype(int)
                lines.append([f"{ts}, {g}, NVIDIA H100 80GB HBM3, 00000000:{0x18 + g:02X}:00.0, "
                              f"{pw:.2f} W, 700.00 W, {ut} %, {40 + ut // 3}, "
                              f"{'0x0000000000000004' if pw > 690 else '0x0000000000000000'}\n"
                              for ts, pw, ut in zip(stamps, p, util)])
            fh.write("".join(line for row in zip(*lines) for line in row))
    return seconds * GPUS


def with_repeated_header(path: Path, out: Path) -> Path:
    """A copy of the log with its header once more halfway (nvidia-smi restarted in a loop)."""
    data = path.read_bytes()
    half = data.index(b"\n", len(data) // 2) + 1
    out.write_bytes(data[:half] + HEADER.encode() + data[half:])
    return out


_CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
import pyarrow as pa, pyarrow.csv as pv
from app.io.smi.summary import load_profiles
# The peak resident set of the work alone, above what is resident when it starts. Linux's
# ru_maxrss will not do: it keeps the imports' peak, and after fork and exec even the parent's
# resident set (this script's, with the generated log's arrays), so that an import below those
# read as +0 MiB. /proc/self/status's VmHWM belongs to this process's memory alone, and "5" to
# clear_refs sets it to the resident set of now.
def _status(field):
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) * 1024 for line in fh if line.startswith(field))
try:
    with open("/proc/self/clear_refs", "w") as fh:
        fh.write("5")
    base, rss = _status("VmRSS:"), lambda: _status("VmHWM:")
except OSError:  # no /proc (macOS): the old, coarser measure
    rss = lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    base = rss()
t0 = time.perf_counter()
if {what!r} == "arrow":
    table = pv.read_csv({path!r})
    rows = table.num_rows
else:
    profiles, info, skipped, notes, series = load_profiles({path!r}, catalog=False)
    rows = sum(p.samples for p in profiles)
    assert info["reader"] == "streaming", info
elapsed = time.perf_counter() - t0
print(json.dumps({{"seconds": elapsed, "peak_bytes": rss() - base, "rows": rows}}))
"""


def _once(what: str, path: Path) -> dict:
    code = _CHILD.format(root=str(ROOT), what=what, path=str(path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(whats: tuple[str, ...], paths: tuple[Path, ...], runs: int = 1) -> list[dict]:
    """Each (what, path) in fresh processes, ``runs`` interleaved rounds (a run right after one
    of the same kind finds its freed memory at hand, so runs of one kind back to back flatter
    it); each the fastest of its runs, with the largest peak seen."""
    seen: list[list[dict]] = [[] for _ in whats]
    for _ in range(runs):
        for i, (what, path) in enumerate(zip(whats, paths)):
            seen[i].append(_once(what, path))
    return [{**min(s, key=lambda r: r["seconds"]), "peak_bytes": max(r["peak_bytes"] for r in s)}
            for s in seen]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--days", type=float, default=1.0, help="length of the short log (default 1)")
    ap.add_argument("--no-long", action="store_true", help="skip the 4x longer log")
    args = ap.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        results = {}
        for label, days in [("short", args.days)] + ([] if args.no_long else [("long", 4 * args.days)]):
            path = Path(tmp) / f"gpu_{label}.csv"
            t0 = time.perf_counter()
            rows = generate(path, days)
            size = path.stat().st_size
            print(f"{label}: {days:g} day(s), {rows:,} rows, {size / 2**20:.1f} MiB "
                  f"(generated in {time.perf_counter() - t0:.1f} s)", flush=True)
            if label == "short":  # the ratios with a goal: the fastest of three rounds
                again = with_repeated_header(path, Path(tmp) / "gpu_repeated_header.csv")
                arrow, full, rep = measure(("arrow", "import", "import"), (path, path, again), 3)
            else:
                arrow, full = measure(("arrow", "import"), (path, path))
            assert full["rows"] == rows, (full["rows"], rows)
            ratio = full["seconds"] / arrow["seconds"]
            results[label] = full
            print(f"  pyarrow.csv.read_csv: {arrow['seconds']:.2f} s, peak +{arrow['peak_bytes'] / 2**20:.0f} MiB")
            print(f"  full import:          {full['seconds']:.2f} s, peak +{full['peak_bytes'] / 2**20:.0f} MiB "
                  f"({full['peak_bytes'] / size:.2f} x file size)")
            print(f"  time ratio import / read_csv: {ratio:.2f}"
                  + (f" (goal <= {GOAL_RATIO})" if label == "short" else " (no goal: the short log's)"))
            if label == "short":
                ok &= ratio <= GOAL_RATIO
                slower = rep["seconds"] / full["seconds"]
                print(f"  one repeated header:  {rep['seconds']:.2f} s, peak "
                      f"+{rep['peak_bytes'] / 2**20:.0f} MiB ({slower:.2f} x the time; goal "
                      f"<= {GOAL_REPEATED}: it stays on the streaming path)")
                ok &= slower <= GOAL_REPEATED
        if "long" in results:
            grow = results["long"]["peak_bytes"] / max(results["short"]["peak_bytes"], 1)
            print(f"memory, 4x longer log / short log: {grow:.2f} (goal <= {GOAL_MEMORY})")
            ok &= grow <= GOAL_MEMORY
    print("OK" if ok else "GOAL MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
