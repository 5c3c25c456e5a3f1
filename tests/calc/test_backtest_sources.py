"""The back-test table against its sources: each checked row's throughput and mean wall power
equal what MLCommons published. With a local mirror of the results repository the values are
re-derived from the raw files (run_1 summary; spl.txt between power_begin and power_end, as
MLPerf's checker does); without one, the table is checked against the published figures as
transcribed here from the results summaries (MLCommons' summary_results.json of v5.1 and the
run_1/mlperf_log_summary.txt lines)."""

import pytest

from app.io.catalog.backtest_data import read_backtest
from tests.calc import mlperf_raw

DATA = {m.id: m for m in read_backtest().measurements}

#: id: (throughput, mean wall power W) as published. v4.0: github.com/mlcommons/cm4mlperf-results
#: (experiment mlperf-inference--v4.0--datacenter--closed-power--text-to-image--server) Result and
#: Result_Power; v5.1: summary_results.json
#: Performance_Result / Power_Result; v4.1: the run_1 summary's metric line (Offline "Samples per
#: second", Server "Scheduled samples per second", LLMs tokens per second).
PUBLISHED = {
    "v5.1-lenovo-sr680av3-llama2-70b-offline": (102909.0, 10400.9988793425),
    "v5.1-lenovo-sr680av3-llama2-70b-server": (99159.3, 10442.2597402597),
    "v5.1-lenovo-sr780av3-sdxl-offline": (31.7836, 9514.4024077047),
    "v5.1-lenovo-sr780av3-sdxl-server": (28.4637, 9437.6092257002),
    "v5.1-lenovo-sr780av3-llama3.1-8b-offline": (146960.0, 9436.05296875),
    "v5.1-lenovo-sr780av3-llama3.1-8b-server": (128689.0, 9011.0666666667),
    "v5.1-lenovo-sr780av3-llama3.1-405b-offline": (1637.11, 9891.7643975904),
    "v5.1-lenovo-sr780av3-llama3.1-405b-server": (1249.04, 9566.1823383085),
    "v4.0-nvidia-dgxh100-sdxl-server": (8.77703, 4489.827332242228),  # cm4mlperf-results
    "v4.0-dell-xe9680-sdxl-server": (8.77703, 4473.481014729953),
    "v4.1-nvidia-h200-resnet50-offline": (556234, None),
    "v4.1-nvidia-h200-resnet50-server": (480136.99, None),
    "v4.1-nvidia-h200-sdxl-offline": (13.202, None),
    "v4.1-nvidia-h200-sdxl-server": (12.87, None),
    "v4.1-nvidia-h200-llama2-70b-server": (23113.14, None),
    "v4.1-nvidia-h200-mixtral-server": (45496.95, None),
}

#: rows re-derived from the raw files when the mirror is there (the H200 Llama 2 and Mixtral
#: rows were first read from cm4mlperf-results: the raw files confirm them)
RAW = [*(k for k in PUBLISHED if not k.startswith("v4.0")), "v4.1-nvidia-h200-llama2-70b-offline",
       "v4.1-nvidia-h200-mixtral-offline"]


@pytest.mark.parametrize("row_id", sorted(PUBLISHED))
def test_the_table_matches_the_published_figures(row_id):
    m = DATA[row_id]
    throughput, wall = PUBLISHED[row_id]
    assert m.throughput == pytest.approx(throughput, rel=2e-4)  # summaries round to 4-5 digits
    if wall is not None:
        assert m.wall_w == pytest.approx(wall, rel=1e-9)
    assert mlperf_raw.result_dir(m.link) in m.source


@pytest.mark.parametrize("row_id", RAW)
def test_the_row_re_derives_from_the_raw_mlperf_files(row_id):
    m = DATA[row_id]
    repo = mlperf_raw.mirror(m.round)
    if repo is None:
        pytest.skip(f"no local mirror of the MLCommons {m.round} results repository "
                    f"(optional: fetch github:mlcommons/inference_results_{m.round})")
    assert m.throughput == pytest.approx(mlperf_raw.throughput(repo, m.link, m.round), rel=1e-9)
    assert m.wall_w == pytest.approx(mlperf_raw.mean_wall_power(repo, m.link), abs=1e-6)


def test_the_h200_maxq_limits_are_those_of_nvidias_code():
    """NVIDIA's v4.1 configs: H200_SXM_141GBx8 MaxQ power_limit 500 (Llama 2 70B, Mixtral), 350
    (ResNet-50 Offline), 400 (ResNet-50 Server), 450 (SDXL)."""
    expected = {"llama2-70b-99": 500, "mixtral-8x7b": 500, "stable-diffusion-xl": 450}
    for m in DATA.values():
        if m.submitter == "NVIDIA" and m.gpu == "h200-sxm":
            limit = expected.get(m.benchmark) or {"Offline": 350, "Server": 400}[m.scenario]
            assert m.power_limit_w == limit and not m.power_limit_assumed, m.id
            assert f"power_limit = {limit}" in m.power_limit_source, m.id
