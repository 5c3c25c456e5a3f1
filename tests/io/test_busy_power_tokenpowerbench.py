"""The H100 NVL's busy power (METHOD §11.1, M33) is the measurement it cites: the value is
recomputed from the vLLM runs of Niu et al. (ACM SIGENERGY Energy Informatics Review 2025)
transcribed in tests/data/sources/tokenpowerbench.toml, cross-checked against the authors'
single-GPU runs on a board their job log names; when copies of the authors' repositories are on
this machine, the runs, the log line and the paper's description of the GPUs are read again
there."""

import json
import re
import shutil
import subprocess

import pytest

from app.io.catalog.store import Overlay, load_catalog
from tests.io.source_tables import assert_measured_source, comma, git_show, load, mirror
from tests.io.source_tables import series_id as _ids

DATA = load("tokenpowerbench.toml")
SERIES = DATA["series"]
CROSS = DATA["cross_check"]
CATALOG = load_catalog(overlay=Overlay())
#: a fetched copy of github.com/chenxuniu/TokenPowerBench (a bare git directory)
MIRROR = mirror("GPU_TCO_TOKENPOWERBENCH_MIRROR", "chenxuniu/TokenPowerBench")
#: a fetched copy of github.com/chenxuniu/LLM-Inference-Engine-Benchmark, the paper's repository
PAPER = mirror("GPU_TCO_TOKENPOWERBENCH_PAPER_MIRROR", DATA["paper_repo"])


def _per_gpu_rate(run, gpus: int) -> float:
    return run["total_output_tokens"] / run["duration"] / gpus


def _fullest(series) -> dict:
    """The run with the highest output throughput per GPU."""
    return max(series["runs"], key=lambda run: _per_gpu_rate(run, series["gpus"]))


def _watts(series) -> float:
    return _fullest(series)["gpu_avg_power"] / series["gpus"]


@pytest.mark.parametrize("series", SERIES, ids=_ids)
def test_busy_power_is_the_fullest_load_run_per_gpu(series):
    gpu = CATALOG.gpus[series["gpu"]]
    assert gpu.busy_w[series["workload"]] == round(_watts(series), 1)


@pytest.mark.parametrize("series", SERIES, ids=_ids)
def test_busy_power_says_where_it_was_measured(series):
    run, gpus = _fullest(series), series["gpus"]
    total, each = run["gpu_avg_power"], _watts(series)
    prov = CATALOG.gpus[series["gpu"]].provenance_of(f"busy_w.{series['workload']}")
    assert_measured_source(prov, DATA["commit"], run["file"], series["model"],
                           f"{gpus}x {series['measured_gpu']}", "TokenPowerBench")
    assert f"batch size {run['batch_size']}, up to {run['max_tokens']} output tokens" in prov.source
    assert f"{total:.1f} W for {gpus} GPUs" in prov.source and f"{each:.1f} W per GPU" in prov.source
    assert f"batchgrootte {run['batch_size']}," in prov.source_nl
    assert f"{comma(total)} W voor {gpus} GPU's" in prov.source_nl
    assert f"{comma(each)} W per GPU" in prov.source_nl
    assert f"{comma(each)} W par GPU" in prov.source_fr


@pytest.mark.parametrize("series", SERIES, ids=_ids)
def test_the_run_is_a_full_load_for_the_catalogues_throughput(series):
    """The busy power stands for full load: the run's output rate per GPU is at least twice the
    catalogue's throughput for the class (the note says three times)."""
    rate = _per_gpu_rate(_fullest(series), series["gpus"])
    perf = CATALOG.gpus[series["gpu"]].perf[series["workload"]]
    assert rate >= 2 * perf
    note = CATALOG.gpus[series["gpu"]].provenance_of(f"busy_w.{series['workload']}").note
    assert f"{rate:.1f} tokens/s per GPU" in note and f"three times perf.{series['workload']}" in note
    assert round(rate / perf) == 3


@pytest.mark.parametrize("series", SERIES, ids=_ids)
def test_the_note_gives_the_range_across_the_runs(series):
    per_gpu = [run["gpu_avg_power"] / series["gpus"] for run in series["runs"]]
    note = CATALOG.gpus[series["gpu"]].provenance_of(f"busy_w.{series['workload']}").note
    assert f"ranges {min(per_gpu):.1f}-{max(per_gpu):.1f} W" in note


@pytest.mark.parametrize("check", CROSS, ids=_ids)
def test_the_single_gpu_runs_on_a_named_board_agree(check):
    """The authors' one-GPU runs, on a board their job log names H100 NVL, agree within 2 % with
    the value taken from the two-GPU server, and the note cites them."""
    run = _fullest(check)
    watts = run["gpu_avg_power"] / check["gpus"]
    busy = CATALOG.gpus[check["gpu"]].busy_w[check["workload"]]
    assert abs(watts / busy - 1) < 0.02
    note = CATALOG.gpus[check["gpu"]].provenance_of(f"busy_w.{check['workload']}").note
    assert f"{watts:.1f} W on 1x H100 NVL" in note and run["file"] in note
    assert f"batch {run['batch_size']}, {check['prompts']} prompts" in note
    assert DATA["log_commit"] in note and DATA["log_file"] in note
    assert f"{100 * (watts / busy - 1):.1f} % above" in note


def _result(commit: str, path: str, key: str) -> list[dict]:
    return json.loads(git_show(MIRROR, commit, path))[key]


_NO_MIRROR = pytest.mark.skipif(
    not MIRROR.is_dir(), reason="no copy of github.com/chenxuniu/TokenPowerBench on this machine "
    "(set GPU_TCO_TOKENPOWERBENCH_MIRROR to its git directory)")


@_NO_MIRROR
@pytest.mark.parametrize("series", SERIES + CROSS, ids=_ids)
def test_transcribed_runs_match_the_result_files(series):
    for run in series["runs"]:
        published = [r for r in _result(DATA["commit"], run["file"], series["key"])
                     if r["batch_size"] == run["batch_size"]]
        assert len(published) == 1, run["file"]
        got = published[0]
        assert got["responses"] == series["prompts"]
        assert [got[k] for k in ("duration", "total_output_tokens", "gpu_avg_power")] == [
            run["duration"], run["total_output_tokens"], run["gpu_avg_power"]]
        boards = [k for k in got if re.fullmatch(r"gpu\d+_power_watts", k)]
        assert len(boards) == series["gpus"]  # one mean per GPU, summed in gpu_avg_power
        assert sum(got[k] for k in boards) == pytest.approx(got["gpu_avg_power"])


@_NO_MIRROR
def test_the_result_files_are_the_papers_campaign():
    """A DeepSpeed run in the same files has the energy per token the paper's heatmap prints."""
    cell = DATA["paper_cell"]
    (run,) = _result(DATA["commit"], cell["file"], cell["key"])
    assert round(run["total_energy_per_token"], 3) == cell["total_energy_per_token"]


@_NO_MIRROR
def test_the_job_log_names_the_board():
    log = git_show(MIRROR, DATA["log_commit"], DATA["log_file"]).decode("utf-8")
    assert DATA["log_says"] in log


@pytest.mark.skipif(not PAPER.is_dir(), reason="no copy of github.com/chenxuniu/"
                    "LLM-Inference-Engine-Benchmark on this machine (set "
                    "GPU_TCO_TOKENPOWERBENCH_PAPER_MIRROR to its git directory)")
@pytest.mark.skipif(shutil.which("pdftotext") is None,
                    reason="pdftotext (poppler-utils) not installed")
def test_the_paper_says_its_gpus_are_the_94_gb_h100():
    pdf = git_show(PAPER, DATA["paper_commit"], DATA["paper_pdf"])
    text = subprocess.run(["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True,
                          timeout=60).stdout.decode("utf-8")
    assert DATA["paper_says"] in " ".join(text.split())
