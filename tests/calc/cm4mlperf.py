"""Read MLPerf Inference results as MLCommons collected them in github.com/mlcommons/cm4mlperf-results
(experiment/mlperf-inference--<round>--datacenter--closed[-power]--<task>--<scenario>/*/cm-result.json:
one record per result, the performance and the mean wall power as separate records).

Used by the back-test's tests to check rows transcribed from that collection; the mirror is a git
directory (read with `git show`), absent on most machines (the tests then skip).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

REPO = Path("/work/.mirror/mlcommons+cm4mlperf-results/repo")


def mirror() -> Path | None:
    return REPO if REPO.is_dir() else None


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True,
                          text=True).stdout


def records(repo: Path, round_: str, task: str, scenario: str, power: bool) -> list[dict]:
    """Every record of one experiment (e.g. v2.1, image-classification, server)."""
    kind = "closed-power" if power else "closed"
    prefix = f"experiment/mlperf-inference--{round_}--datacenter--{kind}--{task}--{scenario}/"
    files = [f for f in _git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
             if f.startswith(prefix) and f.endswith("cm-result.json")]
    out = []
    for path in files:
        out += json.loads(_git(repo, "show", f"HEAD:{path}"))
    return out


def result(repo: Path, round_: str, task: str, location: str, power: bool = True
           ) -> tuple[float | None, float | None]:
    """(throughput, mean wall power W) of the result in ``location`` (closed/<sub>/results/...)."""
    scenario = location.rstrip("/").rsplit("/", 1)[1].lower()
    found = [r for r in records(repo, round_, task, scenario, power) if r["Location"] == location]
    if not found:
        raise LookupError(f"no record for {location} in {round_} {task}")
    throughput = next((r["Result"] for r in found if r.get("Result") is not None), None)
    watts = next((r["Result_Power"] for r in found if r.get("Result_Power")), None)
    return throughput, watts
