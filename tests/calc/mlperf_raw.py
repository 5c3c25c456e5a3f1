"""Re-derive an MLPerf Inference Power result from its raw files in a local mirror of an
MLCommons results repository: the throughput from run_1/mlperf_log_summary.txt (the metric
MLPerf reports: tokens/s for an LLM, else samples/s; in the Server scenario scheduled samples/s
up to v4.1 and completed samples/s from v5.0) and the mean wall
power as MLPerf's submission checker forms it, the mean of the analyser's "Watts" samples in
run_1/spl.txt between the power_begin and power_end marks of run_1/mlperf_log_detail.txt.

Used by the back-test's tests to check the shipped table against its source; the mirrors are
git directories (read with `git show`), absent on most machines (the tests then skip).
"""

from __future__ import annotations

import json
import re
import subprocess
from datetime import datetime
from pathlib import Path

MIRRORS = Path("/work/.mirror")
#: the mirrors of a round's results, first found wins: MLCommons' repository, or a fork that
#: carries the same results folders (ntuhpc's v5.1 fork reproduces every Lenovo power row)
REPO_OF_ROUND = {"v1.0": ("mlcommons+inference_results_v1.0",),
                 "v1.1": ("mlcommons+inference_results_v1.1",),
                 "v4.1": ("mlcommons+inference_results_v4.1",),
                 "v5.1": ("mlcommons+inference_results_v5.1", "ntuhpc+inference_results_v5.1")}
RESULT = re.compile(r"(closed/[^/]+/results/[^/]+/[^/]+/[^/]+)")
STAMP = "%m-%d-%Y %H:%M:%S.%f"


def mirror(round_: str) -> Path | None:
    for name in REPO_OF_ROUND.get(round_, ()):
        repo = MIRRORS / name / "repo"
        if repo.is_dir():
            return repo
    return None


def show(repo: Path, path: str) -> str:
    return subprocess.run(["git", "-C", str(repo), "show", f"HEAD:{path}"], check=True,
                          capture_output=True, text=True).stdout


def result_dir(link: str) -> str:
    found = RESULT.search(link)
    if found is None:
        raise ValueError(f"no results folder in {link}")
    return found.group(1)


def throughput(repo: Path, link: str, round_: str) -> float:
    text = show(repo, result_dir(link) + "/performance/run_1/mlperf_log_summary.txt")
    summary = {}
    for line in text.splitlines():
        if ":" in line:
            name, _, value = line.partition(":")
            summary[name.strip()] = value.strip()
    scenario = summary.get("Scenario", "")
    # the Server metric: scheduled samples/s up to v4.1, completed samples/s from v5.0 on
    served = "Scheduled" if round_ < "v5.0" else "Completed"
    order = (["Tokens per second", "Samples per second"] if scenario == "Offline" else
             ["Completed tokens per second", f"{served} samples per second"])
    for key in order:
        if key in summary:
            return float(summary[key])
    raise ValueError(f"no throughput in the summary of {link}")


def mean_wall_power(repo: Path, link: str) -> float:
    run = result_dir(link) + "/performance/run_1/"
    marks = {}
    for line in show(repo, run + "mlperf_log_detail.txt").splitlines():
        if line.startswith(":::MLLOG") and ('"power_begin"' in line or '"power_end"' in line):
            entry = json.loads(line[len(":::MLLOG"):])
            marks[entry["key"]] = datetime.strptime(entry["value"], STAMP)
    begin, end = marks["power_begin"], marks["power_end"]
    watts = []
    for line in show(repo, run + "spl.txt").splitlines():
        cells = line.split(",")
        if len(cells) < 4 or cells[0] != "Time" or cells[2] != "Watts":
            continue
        when = datetime.strptime(cells[1], STAMP)
        if begin <= when <= end:
            watts.append(float(cells[3]))
    if not watts:
        raise ValueError(f"no power samples inside the run of {link}")
    return sum(watts) / len(watts)
