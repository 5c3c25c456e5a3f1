"""The command line: one clear line and exit code 2 for bad input, never a traceback."""

import json

import pytest

from tests.conftest import EXAMPLES, run_cli


def _write(tmp_path, name, mutate):
    data = json.loads((EXAMPLES / "method-e3.quote.json").read_text())
    mutate(data)
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def _set(path_keys, value):
    def mutate(data):
        target = data
        for key in path_keys[:-1]:
            target = target[key]
        target[path_keys[-1]] = value
    return mutate


@pytest.mark.parametrize("case,mutate,expected", [
    ("negative price", _set(["site", "energy_price_per_kwh"], -0.1), "site.energy_price_per_kwh = -0.1"),
    ("unknown id", _set(["options", 0, "server"], "nope"), "server 'nope' is not in the quote's catalogue"),
    ("utilization 150 %", lambda d: d["options"][1].update(servers=2, utilization=1.5),
     "options[2].utilization = 1.5"),
])
def test_bad_quotes_give_one_line_and_exit_2(tmp_path, case, mutate, expected):
    proc = run_cli("calc", str(_write(tmp_path, "bad.quote.json", mutate)))
    assert proc.returncode == 2, case
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0], proc.stderr


def test_missing_file(tmp_path):
    proc = run_cli("calc", str(tmp_path / "absent.quote.json"))
    assert proc.returncode == 2 and "no such file" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_invalid_json(tmp_path):
    path = tmp_path / "broken.quote.json"
    path.write_text('{"schema_version": 1,,}')
    proc = run_cli("calc", str(path))
    assert proc.returncode == 2 and "not valid JSON" in proc.stderr and "Traceback" not in proc.stderr


def test_unknown_command_and_kind():
    for args in (["frobnicate"], ["catalog", "list", "spaceships"]):
        proc = run_cli(*args)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1


def test_calc_text_table_is_readable():
    proc = run_cli("calc", str(EXAMPLES / "method-e3.quote.json"))
    assert proc.returncode == 0
    assert "€837,244.72" in proc.stdout and "23.76 y" in proc.stdout
    assert "not within 5 years" in proc.stdout


def test_calc_json_has_every_documented_field():
    doc = json.loads(run_cli("calc", str(EXAMPLES / "method-e4.quote.json"), "--json").stdout)
    fields = ("label valid reasons servers gpus utilization gpu_w platform_w dc_w psu_load "
              "psu_efficiency wall_w wall_peak_w heat_btu_h annual_kwh_it annual_kwh_overhead "
              "annual_kwh_total annual_energy_cost annual_co2_kg capex opex_by_year tco "
              "work_per_year kwh_per_work tco_per_work simple_payback_years "
              "discounted_payback_years npv dc_peak_w heat_design_btu_h servers_in_budget "
              "servers_per_rack flags inputs").split()
    assert doc["baseline"] == "Baseline 8xA100 air (fleet)"
    for option in doc["options"]:
        missing = [f for f in fields if f not in option]
        assert not missing, missing
    assert "budget_exceeded" in doc["options"][0]["flags"]


def test_example_and_schema(tmp_path):
    out = tmp_path / "ex.quote.json"
    assert run_cli("example", "--out", str(out)).returncode == 0
    from app.model.quote import SCHEMA_VERSION

    assert json.loads(out.read_text())["schema_version"] == SCHEMA_VERSION
    schema = json.loads(run_cli("schema").stdout)
    assert schema["title"] == "Quote" and "options" in schema["properties"]


def test_demo_writes_text_and_json(tmp_path):
    proc = run_cli("demo", "--out", str(tmp_path / "demo"))
    assert proc.returncode == 0
    assert json.loads((tmp_path / "demo" / "results.json").read_text())["options"]
    assert "TCO over" in (tmp_path / "demo" / "results.txt").read_text()


def test_gui_without_display_runs_the_demo_instead(tmp_path):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run([sys.executable, "-m", "app", "gui"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120,)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0].startswith("No display found")
    assert (tmp_path / "demo" / "results.json").exists()


def test_analyze_json_for_method_e4():
    proc = run_cli("analyze", str(EXAMPLES / "method-e4.quote.json"), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc and "NaN" not in proc.stdout


def test_analyze_bad_file_exit_2(tmp_path):
    proc = run_cli("analyze", str(tmp_path / "absent.quote.json"))
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("argv, lang", [
    (["--lang", "nl", "gui", "q.json"], "nl"),        # the global option opens it in Dutch
    (["--lang", "nl", "gui", "--lang", "fr", "q.json"], "fr"),  # gui's own wins
    (["gui", "q.json"], None),                         # neither: the language last chosen
])
def test_the_window_opens_in_the_language_asked_for(argv, lang):
    from app.cli.commands import window_language
    from app.cli.parser import build_parser

    assert window_language(build_parser().parse_args(argv)) == lang
