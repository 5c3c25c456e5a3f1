"""Reading nvidia-smi / DCGM logs: one small fixture per quirk, then the real samples in ../shared."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from app.errors import InputFileError
from app.io.smi import read_log
from app.io.smi.profile import profile_log, to_measured_profile
from app.io.smi.variables import canonical_name, parse_number

DATA = Path(__file__).resolve().parents[1] / "data" / "smi"
SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "samples" / "nvidia-smi"


def gpu_rows(log, gpu):
    return log.samples[log.samples["gpu"] == gpu]


# --- variable map and values -------------------------------------------------------------


def test_throttle_and_event_names_map_to_one_column():
    assert canonical_name("clocks_throttle_reasons.sw_power_cap") == "throttle_sw_power_cap"
    assert canonical_name("clocks_event_reasons.sw_power_cap") == "throttle_sw_power_cap"
    assert canonical_name(" power.draw [W] ") == "power_draw_w"
    assert canonical_name("gpu.power.draw.average") == "power_average_w"


@pytest.mark.parametrize("raw", ["[N/A]", "[Not Supported]", "[Unknown Error]", "N/A", "-",
                                 "[Requested functionality has been deprecated]"])
def test_placeholders_are_missing_not_zero(raw):
    assert math.isnan(parse_number(raw))


def test_values_with_and_without_units():
    assert parse_number("250.00 W") == 250.0
    assert parse_number("250.00") == 250.0
    assert parse_number("45 %") == 45.0
    assert parse_number("P0") is None


# --- query-gpu CSV quirks ----------------------------------------------------------------


def test_interleaved_gpus_units_in_values_and_placeholders():
    log = read_log(DATA / "query_units_2gpu_interleaved.csv")
    assert log.format == "query-gpu-csv"
    assert set(log.gpus) == {"0", "1"}
    assert log.gpus["0"] == "NVIDIA H100 80GB HBM3"
    g0, g1 = gpu_rows(log, "0"), gpu_rows(log, "1")
    assert len(g0) == 6 and len(g1) == 6
    assert list(g0["power_w"]) == [100.0, 200.0, 300.0, 400.0, 500.0, 600.0]
    assert np.isnan(g1["power_w"].iloc[2])  # [N/A] stays missing
    assert np.isnan(g1["utilization"].iloc[3])  # [Not Supported]
    assert g0["utilization"].max() == pytest.approx(1.0)  # 100 % -> 1.0
    assert (g0["power_limit_w"] == 700.0).all()
    assert g0["timestamp"].is_monotonic_increasing
    assert g0["throttle_sw_power_cap"].sum() == 1  # Active once
    assert g1["throttle_sw_power_cap"].isna().all()  # [Unknown Error]
    assert log.skipped == []


@pytest.mark.parametrize("name", ["query_nounits_crlf.csv", "query_bom.csv", "query_utf16le_bom.csv"])
def test_windows_encodings_read_the_same(name):
    log = read_log(DATA / name)
    assert log.format == "query-gpu-csv"
    assert list(log.samples["power_w"]) == [60.0, 100.0, 140.0, 180.0, 220.0]
    assert list(log.samples["utilization"]) == [0.0, 0.25, 0.5, 0.75, 1.0]
    assert str(log.samples["timestamp"].iloc[0]) == "2023-07-14 10:12:46.483000"
    assert log.skipped == []
    assert log.power_source == "power.draw -> power.draw.instant"


def test_repeated_header_lines_are_skipped_and_counted():
    log = read_log(DATA / "query_repeated_header.csv")
    assert len(log.samples) == 4
    assert log.skipped == [(3, "repeated header"), (5, "repeated header"), (7, "repeated header")]
    assert log.skipped_summary().startswith("3 lines skipped: repeated header x3 (lines 3, 5, 7)")
    assert log.gpus == {"NVIDIA GeForce RTX 2070": "NVIDIA GeForce RTX 2070"}


def test_truncated_last_line_and_short_row_reported_with_line_numbers():
    log = read_log(DATA / "query_truncated.csv")
    assert len(log.samples) == 4
    assert (4, "3 fields, expected 4") in log.skipped
    assert (7, "truncated") in log.skipped
    assert "line 7" in log.skipped_summary() and "truncated" in log.skipped_summary()


def test_table_lines_mixed_into_csv_are_skipped_and_leading_blanks_ignored():
    log = read_log(DATA / "query_mixed_table_leading_blank.csv")
    assert log.format == "query-gpu-csv"
    assert list(log.samples["power_w"]) == [100.0, 101.0, 102.0]
    reasons = {r for _, r in log.skipped}
    assert reasons == {"nvidia-smi table line"}
    assert len(log.skipped) == 7  # 6 table lines before the header, 1 (space-prefixed) inside
    assert log.skipped[0][0] == 4  # numbering counts the three blank lines


def test_headerless_needs_fields_and_says_how():
    with pytest.raises(InputFileError, match="--fields"):
        read_log(DATA / "query_noheader_nounits.csv")
    log = read_log(DATA / "query_noheader_nounits.csv", fields="timestamp,index,power.draw,utilization.gpu")
    assert log.format == "query-gpu-csv-noheader"
    assert set(log.gpus) == {"0", "1"}
    assert list(gpu_rows(log, "1")["power_w"]) == [110.0, 130.0, 150.0]
    log2 = read_log(DATA / "query_noheader_nounits.csv", fields=["timestamp", "index", "power.draw", "utilization.gpu"])
    assert log2.samples.equals(log.samples)


def test_old_throttle_names_and_event_bitmask_give_the_same_columns():
    old = read_log(DATA / "query_throttle_old_names.csv")
    assert list(old.samples["throttle_sw_power_cap"]) == [1.0, 1.0, 0.0, 0.0]
    assert old.samples["throttle_hw_thermal_slowdown"].sum() == 0
    mask = read_log(DATA / "query_event_mask.csv")
    s = mask.samples
    assert list(s["throttle_gpu_idle"].iloc[:3]) == [1.0, 0.0, 0.0]
    assert list(s["throttle_sw_power_cap"].iloc[:3]) == [0.0, 1.0, 1.0]
    assert list(s["throttle_hw_thermal_slowdown"].iloc[:3]) == [0.0, 0.0, 1.0]  # 0x40
    assert np.isnan(s["throttle_sw_power_cap"].iloc[3])  # [N/A]


def test_power_prefers_average_then_draw_then_instant_row_by_row():
    log = read_log(DATA / "query_average_fallback.csv")
    assert list(log.samples["power_w"]) == [90.0, 101.0, 140.0]
    assert log.power_source == "power.draw.average -> power.draw -> power.draw.instant"


def test_no_power_values_or_column_is_a_clear_error():
    with pytest.raises(InputFileError, match="no power readings"):
        read_log(DATA / "query_no_power_values.csv")
    with pytest.raises(InputFileError, match="no power column.*power.draw"):
        read_log(DATA / "query_no_power_column.csv")


def test_missing_and_empty_files(tmp_path):
    with pytest.raises(InputFileError, match="cannot read"):
        read_log(tmp_path / "absent.csv")
    empty = tmp_path / "empty.csv"
    empty.write_text("\n\n")
    with pytest.raises(InputFileError, match="empty"):
        read_log(empty)


# --- dmon, dcgmi, prometheus, XML ----------------------------------------------------------


def test_dmon_without_time_columns():
    log = read_log(DATA / "dmon_plain.txt")
    assert log.format == "dmon"
    assert list(gpu_rows(log, "0")["power_w"]) == [631.0, 633.0]
    assert list(gpu_rows(log, "0")["utilization"]) == [1.0, 1.0]
    assert np.isnan(gpu_rows(log, "1")["utilization"].iloc[1])  # '-'
    assert log.samples["timestamp"].isna().all()


def test_dmon_with_date_time_repeated_header_and_cut_last_line():
    log = read_log(DATA / "dmon_dt.txt")
    s = log.samples
    assert list(s["power_w"]) == [60.0, 250.0, 300.0, 299.0]
    assert str(s["timestamp"].iloc[2]) == "2024-01-03 00:00:00"
    assert log.skipped == []  # the cut value "18" still parses; nothing lost
    assert s["graphics_clock_mhz"].iloc[-1] == 18.0


def test_dcgmi_dmon_skips_mig_instances():
    log = read_log(DATA / "dcgmi_dmon.txt")
    assert log.format == "dcgmi-dmon"
    assert list(gpu_rows(log, "0")["power_w"]) == [63.4, 64.0]
    assert list(gpu_rows(log, "1")["utilization"]) == [0.75, 0.80]
    assert np.isnan(gpu_rows(log, "1")["power_w"].iloc[1])
    assert log.skipped == [(5, "entity GPU-I 3 is not a whole GPU")]


def test_dcgm_exporter_prometheus_text():
    log = read_log(DATA / "dcgm_prometheus.txt")
    assert log.format == "dcgm-prometheus"
    assert log.gpus == {"node1:0": "NVIDIA H100 80GB HBM3", "node1:1": "NVIDIA H100 80GB HBM3"}
    g1 = gpu_rows(log, "node1:1")
    assert list(g1["power_w"]) == [650.25, 655.75]
    assert list(g1["utilization"]) == [0.99, 1.0]
    assert (g1["timestamp"].diff().dropna().dt.total_seconds() == 15.0).all()


def test_xml_snapshot_power_per_gpu_with_fallback_to_instant():
    log = read_log(DATA / "nvsmi_q_x_v13.xml")
    assert log.format == "nvidia-smi-xml"
    assert log.gpus == {"0": "NVIDIA RTX A5000", "1": "NVIDIA RTX A5000"}
    assert list(log.samples["power_w"]) == [6.52, 221.40]  # average N/A on GPU 0 -> instant
    assert list(log.samples["power_limit_w"]) == [230.0, 200.0]
    assert log.samples["throttle_gpu_idle"].iloc[0] == 1.0
    assert str(log.samples["timestamp"].iloc[0]) == "2025-12-30 09:49:47"


# --- profiles and the command --------------------------------------------------------------


def test_gap_is_reported_and_not_bridged():
    log = read_log(DATA / "query_gap.csv")
    (prof,) = profile_log(log)
    assert prof.interval_s == pytest.approx(1.0)
    assert len(prof.gaps) == 1 and prof.gaps[0]["duration_s"] == pytest.approx(61.0)
    assert prof.span_s == pytest.approx(79.0)
    assert prof.energy_wh == pytest.approx(200.0 * 18 / 3600)  # 2 x 9 s, not 79 s


def test_interleaved_profile_and_measured_profile():
    log = read_log(DATA / "query_units_2gpu_interleaved.csv")
    profs = profile_log(log)
    assert [p.gpu for p in profs] == ["0", "1"]
    p0 = profs[0]
    assert p0.fit.status == "fit"
    assert p0.fit.idle_w == pytest.approx(100.0) and p0.fit.full_w == pytest.approx(600.0)
    assert p0.throttle == {"sw_power_cap": {"samples": 1, "fraction": pytest.approx(1 / 6)}}
    assert p0.energy_wh == pytest.approx(sum((100 + 100 * k + 200 + 100 * k) / 2 for k in range(5)) / 3600)
    mp = to_measured_profile([p0], log.path)
    assert mp.measured_idle_w == pytest.approx(100.0) and mp.power_limit_w == 700.0
    assert mp.source == "query_units_2gpu_interleaved.csv, 2024-06-01 11:27 to 2024-06-01 11:27"
    assert mp.gpu_name == "NVIDIA H100 80GB HBM3"


# --- the real samples in ../shared -----------------------------------------------------------


def _samples():
    if not SAMPLES.is_dir():
        pytest.skip(f"../shared/samples absent: {SAMPLES} not found")
    return SAMPLES


def test_real_query_gpu_csvs_parse():
    root = _samples()
    files = sorted(root.glob("JimZeyuYang_GPU_Power_Benchmark/*.csv"))
    files += sorted(root.glob("utkuozdemir_captures/extracted/query-gpu_csv__*.csv"))
    files += sorted(root.glob("query-gpu_csv_nounits*.csv"))
    assert len(files) >= 20
    for f in files:
        log = read_log(f)
        assert len(log.gpus) == 1, f
        p = log.samples["power_w"].dropna()
        assert len(p) >= 1 and 1.0 < p.min() <= p.max() < 800.0, f
        assert log.skipped == [], (f, log.skipped_summary())


def test_real_jim_a100_trace_facts():
    f = _samples() / "JimZeyuYang_GPU_Power_Benchmark/query-gpu_csv_nounits_lms__5050__A100__gpudata.csv"
    log = read_log(f)
    assert len(log.samples) == 965  # 966 lines minus the header
    assert log.power_source == "power.draw -> power.draw.instant"  # GA100 has no .average
    (prof,) = profile_log(log)
    assert 0.005 < prof.interval_s < 0.02  # -lms sampling, about 13 ms
    assert 50 < prof.mean_power_w < 200 and prof.max_power_w < 400  # A100 limit 400 W


def test_real_capture_csv_names_and_limits():
    f = _samples() / "utkuozdemir_captures/extracted/query-gpu_csv__load__linux-x86_64__nvidia-h100-80gb-hbm3__590.48.01.csv"
    log = read_log(f)
    assert log.gpus == {"0": "NVIDIA H100 80GB HBM3"}
    row = log.samples.iloc[0]
    assert row["power_limit_w"] == 700.0 and 600 < row["power_w"] <= 700
    assert row["utilization"] == 1.0


def test_real_dmon_captures_parse():
    files = sorted((_samples() / "utkuozdemir_captures/extracted").glob("dmon__*.txt"))
    assert len(files) == 20
    for f in files:
        log = read_log(f)
        assert log.format == "dmon" and set(log.gpus) == {"0"} and len(log.samples) == 5, f
        assert 10 <= log.samples["power_w"].min() and log.samples["power_w"].max() < 700, f
    h100 = read_log(_samples() / "utkuozdemir_captures/extracted/dmon__load__linux-x86_64__nvidia-h100-mig__590.48.01.txt")
    assert h100.samples["utilization"].isna().all()  # MIG: '-'


def test_real_xml_files_parse_or_say_no_power():
    files = sorted((_samples() / "xml_q-x").glob("*.xml"))
    assert len(files) == 22
    no_power = set()
    for f in files:
        try:
            log = read_log(f)
        except InputFileError as exc:
            assert "no power readings" in str(exc)
            no_power.add(f.name)
            continue
        assert all(log.gpus.values()), f
        assert log.samples["power_w"].notna().all() and log.samples["power_w"].max() < 800, f
    assert no_power == {"telegraf__gtx-1070-ti.xml", "telegraf__quadro-p400.xml"}
    dual = read_log(_samples() / "xml_q-x/telegraf__dual_a5000-v13.xml")
    assert set(dual.gpus.values()) == {"NVIDIA RTX A5000"} and len(dual.samples) == 2


def test_real_dcgm_files_give_clear_errors():
    root = _samples() / "dcgm"
    with pytest.raises(InputFileError, match="counters.*not measurements"):
        read_log(root / "dcgm-exporter__default-counters.csv")
    with pytest.raises(InputFileError, match="no power readings"):
        read_log(root / "dcgm-exporter_prometheus-text_README-sample.txt")


def test_real_default_table_and_headerless_power_only():
    root = _samples()
    table = read_log(root / "default-table_looped_drv580__A40__internationalJoke_aucurriculum__gpu_monitor.log")
    assert table.format == "nvidia-smi-table" and table.gpus == {"0": "NVIDIA A40"}
    assert len(table.samples) == 134 and table.samples["power_limit_w"].eq(300).all()
    bare = root / "query-gpu_csv_noheader_nounits_powerOnly_NOtimestamp__unknownGPU__slinusc_fast_llm_inference__power_log.csv"
    with pytest.raises(InputFileError, match="--fields"):
        read_log(bare)
    log = read_log(bare, fields="power.draw")
    assert len(log.samples) == 257 and 20 < log.samples["power_w"].min()


def test_real_wrappers_with_iso_timestamps():
    root = _samples() / "wrappers"
    log = read_log(next(root.glob("wrapper_csv_iso-utc-Z*")))
    assert len(log.gpus) == 8 and len(log.samples) == 5112
    assert log.samples["utilization"].mean() > 0.9 and log.samples["power_w"].max() < 700


def test_catalog_match_by_alias_and_unknown_name_reported():
    from app.model.catalog import GPU, Catalog

    h100 = GPU(id="h100-sxm", source="test", confidence="datasheet", vendor="NVIDIA", name="H100 SXM",
               form_factor="SXM", tdp_w=700, idle_w=70, min_power_limit_w=200,
               aliases=["NVIDIA H100 80GB HBM3"])
    catalog = Catalog(gpus={"h100-sxm": h100})
    (p0, _) = profile_log(read_log(DATA / "query_units_2gpu_interleaved.csv"), catalog)
    assert p0.catalog_id == "h100-sxm"
    (xml0, _) = profile_log(read_log(DATA / "nvsmi_q_x_v13.xml"), catalog)
    assert xml0.catalog_id is None and "NVIDIA RTX A5000" in xml0.catalog_note


def test_narrow_log_needs_the_missing_end_from_the_caller():
    root = _samples() / "wrappers"
    log = read_log(next(root.glob("wrapper_csv_iso-utc-Z*")))
    profs = profile_log(log)
    assert all(p.fit.status == "narrow" and p.fit.idle_w is None for p in profs)
    with pytest.raises(InputFileError, match="idle power"):
        to_measured_profile(profs, log.path)
    mp = to_measured_profile(profs, log.path, idle_w=70.0)
    assert mp.gpu_count == 8 and mp.measured_idle_w == 70.0 and 370 < mp.measured_full_w < 420
    assert mp.source.endswith("2025-09-24 03:48 to 2025-09-24 03:51")
