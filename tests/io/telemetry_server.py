"""A synthetic dcgm-exporter fleet in a real Prometheus, for the telemetry tests and benchmark.

Generates per-GPU samples (power, utilization, energy counter, power limit, throttle mask) with
numpy, writes them as OpenMetrics files (one per 2-hour block, so that promtool reads each file
once), backfills them with ``promtool tsdb create-blocks-from openmetrics`` and starts
``prometheus`` on 127.0.0.1 on a free port with no scrape targets. Only local traffic; every
wait is bounded. The expected figures are computed here from the same samples.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

BLOCK_S = 7200
START = 1764547200.0  # 2025-12-01 00:00 UTC


def missing_tools() -> str | None:
    """Why the real-server tests cannot run here, or None."""
    absent = [t for t in ("prometheus", "promtool") if shutil.which(t) is None]
    if absent:
        return (f"{' and '.join(absent)} not installed (Debian package 'prometheus', listed in "
                ".ci/apt-packages)")
    return None


@dataclass
class Fleet:
    hosts: int = 2
    gpus_per_host: int = 2
    hours: float = 6.0
    interval_s: float = 60.0
    start: float = START
    model: str = "NVIDIA H100 80GB HBM3"
    energy_name: str = "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION_total"
    with_util: bool = True
    with_energy: bool = True
    with_extras: bool = True  # power limit and throttle mask
    reset: tuple[int, float] | None = None  # (GPU number, hours after start)
    gap: tuple[int, float, float] | None = None  # (GPU number, from hour, to hour)
    hostname: bool = True  # False: no Hostname label, only the scrape target's instance
    seed: int = 7
    gpus: list[dict] = field(default_factory=list)

    def __post_init__(self):
        rng = np.random.default_rng(self.seed)
        n = int(round(self.hours * 3600 / self.interval_s)) + 1
        t = self.start + np.arange(n) * self.interval_s
        hour = (t % 86400) / 3600.0
        for h in range(self.hosts):
            for g in range(self.gpus_per_host):
                k = h * self.gpus_per_host + g
                base = 0.55 + 0.35 * np.sin((hour - 6 - k % 5) / 24 * 2 * np.pi)
                u = np.clip(base + rng.normal(0, 0.15, n), 0, 1)
                util = np.rint(u * 100)
                p = np.round(70 + 5 * (k % 3) + 560 * util / 100 + rng.normal(0, 6, n), 3)
                steps = 0.5 * (p[:-1] + p[1:]) * np.diff(t) * 1000.0  # mJ
                e = np.concatenate([[1.0e9 * (k + 1)], 1.0e9 * (k + 1) + np.cumsum(steps)])
                keep = np.ones(n, dtype=bool)
                if self.reset and self.reset[0] == k:
                    r = int(self.reset[1] * 3600 / self.interval_s)
                    e[r:] = e[r:] - e[r - 1]  # restarted just after sample r-1, from zero
                if self.gap and self.gap[0] == k:
                    keep &= ~((t > self.start + self.gap[1] * 3600) &
                              (t < self.start + self.gap[2] * 3600))
                mask = np.where(p > 450, 0x4, 0).astype(int)
                labels = {"gpu": str(g), "UUID": f"GPU-{k:04d}-0000", "device": f"nvidia{g}",
                          "modelName": self.model, "Hostname": f"node-{h:03d}"}
                if not self.hostname:
                    del labels["Hostname"]
                    labels["instance"] = f"10.0.0.{h + 1}:9400"
                self.gpus.append({
                    "labels": labels,
                    "t": t[keep], "p": p[keep], "u": util[keep], "e": e[keep],
                    "mask": mask[keep], "true_energy_mj": float(np.sum(steps)),
                    "keep": keep})

    @property
    def end(self) -> float:
        return self.start + self.hours * 3600

    @property
    def samples(self) -> int:
        per = 1 + self.with_util + self.with_energy + 2 * self.with_extras
        return per * sum(len(g["t"]) for g in self.gpus)

    def gpu_id(self, k: int) -> str:
        labels = self.gpus[k]["labels"]
        return f"{labels.get('Hostname') or labels['instance']}/{labels['gpu']}"

    # --- writing ---------------------------------------------------------------------------
    def _families(self):
        yield "DCGM_FI_DEV_POWER_USAGE", "gauge", "p", "{:.3f}"
        if self.with_util:
            yield "DCGM_FI_DEV_GPU_UTIL", "gauge", "u", "{:.0f}"
        if self.with_energy:
            kind = "counter" if self.energy_name.endswith("_total") else "gauge"
            yield self.energy_name, kind, "e", "{:.1f}"
        if self.with_extras:
            yield "DCGM_FI_DEV_POWER_MGMT_LIMIT", "gauge", None, "700"
            yield "DCGM_FI_DEV_CLOCKS_EVENT_REASONS", "gauge", "mask", "{:d}"

    def write_openmetrics(self, folder: Path) -> list[Path]:
        folder.mkdir(parents=True, exist_ok=True)
        files = []
        first_block = int(self.start // BLOCK_S)
        for b in range(first_block, int(self.end // BLOCK_S) + 1):
            lo, hi = b * BLOCK_S, (b + 1) * BLOCK_S
            path = folder / f"block-{b}.om"
            with open(path, "w", encoding="utf-8") as fh:
                for name, kind, key, fmt in self._families():
                    family = name.removesuffix("_total") if kind == "counter" else name
                    fh.write(f"# TYPE {family} {kind}\n")
                    for gpu in self.gpus:
                        a, b = np.searchsorted(gpu["t"], [lo, hi])
                        if a == b:
                            continue
                        sel = slice(a, b)
                        labels = ",".join(f'{k}="{v}"' for k, v in gpu["labels"].items())
                        prefix = f"{name}{{{labels}}} "
                        ts = gpu["t"][sel]
                        vals = gpu[key][sel] if key else np.full(ts.size, 0)
                        if fmt == "{:d}":
                            vals = vals.astype(int)
                        fh.write("".join(f"{prefix}{fmt.format(v)} {s:.0f}\n"
                                         for v, s in zip(vals.tolist(), ts.tolist())))
                fh.write("# EOF\n")
            files.append(path)
        return files

    # --- what the import should find ---------------------------------------------------------
    def expected(self, k: int) -> dict:
        gpu = self.gpus[k]
        p = gpu["p"]
        return {"energy_wh": gpu["true_energy_mj"] / 3.6e6, "mean_w": float(p.mean()),
                "p95_w": float(np.percentile(p, 95)), "max_w": float(p.max()),
                "mean_u": float(gpu["u"].mean() / 100), "samples": int(p.size)}


def backfill(files: list[Path], data_dir: Path, workers: int = 2) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)

    def one(path):
        done = subprocess.run(["promtool", "tsdb", "create-blocks-from", "openmetrics", "-q",
                               str(path), str(data_dir)], capture_output=True, text=True,
                              timeout=600)
        if done.returncode != 0:
            raise RuntimeError(f"promtool failed on {path.name}: {done.stderr.strip()[:400]}")

    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(one, files))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PromServer:
    """``prometheus`` on 127.0.0.1:<free port> over ``data_dir``; stop() ends that process."""

    def __init__(self, data_dir: Path, workdir: Path, compact: bool = False):
        """``compact``: let the server merge the backfilled 2-hour blocks into the larger ones
        a long-running Prometheus keeps (its default block durations); the tests leave the
        blocks as backfilled, so that the server is ready at once."""
        self.data_dir = data_dir
        config = workdir / "prometheus.yml"
        config.write_text("global:\n  scrape_interval: 1m\nscrape_configs: []\n", encoding="utf-8")
        blocks = [] if compact else ["--storage.tsdb.min-block-duration=2h",
                                     "--storage.tsdb.max-block-duration=2h"]
        for attempt in range(3):  # a port taken between free_port() and the server's bind (a
            self.port = free_port()  # parallel test run) means another port
            self.url = f"http://127.0.0.1:{self.port}"
            self.log = open(workdir / "prometheus.log", "wb")
            self.proc = subprocess.Popen(
                ["prometheus", f"--config.file={config}", f"--storage.tsdb.path={data_dir}",
                 f"--web.listen-address=127.0.0.1:{self.port}", "--storage.tsdb.retention.time=100y",
                 *blocks, "--query.max-samples=200000000"],
                stdout=self.log, stderr=subprocess.STDOUT)
            try:
                self._wait_ready(workdir)
                return
            except RuntimeError:
                self.stop()
                taken = "address already in use" in (workdir / "prometheus.log").read_text()
                if not taken or attempt == 2:
                    raise

    def blocks(self) -> list[str]:
        """The persisted blocks (one folder each) in the data folder."""
        return sorted(p.name for p in self.data_dir.iterdir()
                      if p.is_dir() and (p / "meta.json").is_file())

    def wait_compacted(self, quiet_s: float = 20.0, timeout_s: float = 900.0) -> int:
        """Wait until the server has run its compaction (it starts a minute after start-up)
        and the blocks stay the same for ``quiet_s``; returns the number of blocks."""
        deadline = time.monotonic() + timeout_s
        before, stable_since = self.blocks(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(2.0)
            now = self.blocks()
            busy = any(p.name.endswith(".tmp-for-creation") for p in self.data_dir.iterdir())
            if now != before or busy:
                before, stable_since = now, time.monotonic()
            elif self._compactions() > 0 and time.monotonic() - stable_since >= quiet_s:
                return len(now)
        raise RuntimeError(f"prometheus did not finish compacting within {timeout_s:.0f} s")

    def _compactions(self) -> float:
        with urllib.request.urlopen(self.url + "/metrics", timeout=5) as r:
            for line in r.read().decode().splitlines():
                if line.startswith("prometheus_tsdb_compactions_total "):
                    return float(line.split()[1])
        return 0.0

    def _wait_ready(self, workdir: Path, timeout_s: float = 60.0) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("prometheus stopped: " +
                                   (workdir / "prometheus.log").read_text()[-800:])
            try:
                with urllib.request.urlopen(self.url + "/-/ready", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"prometheus not ready within {timeout_s:.0f} s")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.log.close()


def serve(fleet: Fleet, workdir: Path) -> PromServer:
    """Write, backfill and serve ``fleet`` from ``workdir``."""
    files = fleet.write_openmetrics(workdir / "om")
    backfill(files, workdir / "data")
    return PromServer(workdir / "data", workdir)
