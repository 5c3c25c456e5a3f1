"""Hostile answers from a (fake) Prometheus: a server that drips, cuts the connection, sends a
gigabyte, a million series, JSON nested a hundred thousand deep or values of the wrong type.
Each import ends within its deadline in one line that names the problem (exit 2 on the command
line, never "internal error"), and no error answer is left unclosed."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from app.cli import main
from app.io.telemetry.client import Connection, PromClient, TelemetryError
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from tests.io.fake_prom import fake_prom  # noqa: F401 - the fixture
from tests.io.telemetry_server import START

WINDOW = Window(START, START + 6 * 3600)
#: An error answer left unclosed is a ResourceWarning when it is collected: an error here.
pytestmark = pytest.mark.filterwarnings("error::ResourceWarning",
                                        "error::pytest.PytestUnraisableExceptionWarning")
ARGS = ["--from", "2025-12-01T00:00Z", "--to", "2025-12-01T06:00Z"]


def _refusal(url: str, timeout_s: float = 30.0) -> str:
    with pytest.raises(TelemetryError) as info:
        import_fleet(PromClient(Connection(url, timeout_s=timeout_s)), WINDOW, workers=2)
    text = str(info.value)
    assert "\n" not in text and "Traceback" not in text
    return text


def _cli(url: str, capsys, *extra) -> str:
    code = main(["import-prom", url, *ARGS, *extra])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("error: ") and "internal error" not in err
    return err


def test_the_fake_server_s_own_answers_import(fake_prom):
    got = import_fleet(PromClient(Connection(fake_prom())), WINDOW)
    assert [p.gpu for p in got.profiles] == ["node-a/0", "node-a/1"]
    assert got.by_gpu()["node-a/0"].mean_power_w == 300.0


def test_a_server_that_drips_one_byte_at_a_time_ends_at_the_deadline(fake_prom, capsys):
    for behaviour in ("drip", "drip-headers"):
        url = fake_prom(behaviour)
        started = time.monotonic()
        assert _refusal(url, timeout_s=1.5) == f"{url}: no answer within 1.5 s (timeout)"
        assert time.monotonic() - started < 4.0  # each read came in time; the total did not
    started = time.monotonic()
    assert "no answer within 1 s (timeout)" in _cli(url, capsys, "--timeout", "1")
    assert time.monotonic() - started < 10.0  # with the command's start (the catalogue)


def test_a_cut_connection_is_one_line(fake_prom, capsys):
    url = fake_prom("cut")
    text = _refusal(url)
    assert text.startswith(f"{url}: the connection broke before the answer was complete (")
    assert "then the connection closed" in text
    assert "the connection broke" in _cli(url, capsys)


@pytest.mark.parametrize("behaviour", ["huge-announced", "huge"])
def test_a_huge_answer_is_refused_with_how_to_narrow(fake_prom, behaviour, capsys):
    url = fake_prom(behaviour)
    text = _refusal(url)
    assert text.startswith(f"{url}: the answer is larger than 64 MiB (" + (
        "the server announces 10240 MiB)" if behaviour == "huge-announced" else "at least 64 MiB "
                                                                                "came)"))
    assert "--match" in text and "import the fleet in parts" in text
    _cli(url, capsys)


def _spoil_query(change):
    """A spoiler that changes the decoded answer of the instant queries with ``change``."""
    def spoil(path, expr, body):
        if not path.endswith("/query"):
            return body
        doc = json.loads(body)
        change(doc)
        return json.dumps(doc).encode()
    return spoil


def test_too_many_series_are_refused_with_how_to_narrow(fake_prom, capsys):
    def many(doc):
        item = doc["data"]["result"][0]
        doc["data"]["result"] = [dict(item, metric=dict(item["metric"], gpu=str(i)))
                                 for i in range(25_001)]
    url = fake_prom(spoil=_spoil_query(many))
    text = _refusal(url)
    assert "the answer holds 25,001 series, more than the 25,000 one import reads" in text
    assert "--match" in text
    _cli(url, capsys)


@pytest.mark.parametrize("change, what", [
    (lambda d: d["data"]["result"][0]["value"].__setitem__(1, {"W": 300}),
     "a sample value is not a number (an object)"),
    (lambda d: d["data"]["result"][0]["value"].__setitem__(1, "three hundred"),
     "a sample value is not a number ('three hundred')"),
    (lambda d: d["data"]["result"][0]["value"].__setitem__(0, "yesterday"),
     "a time stamp is not a number of seconds ('yesterday')"),
    (lambda d: d["data"]["result"][0].__setitem__("metric", ["gpu", "0"]),
     "a result's labels are not an object of label names and values"),
    (lambda d: d["data"]["result"][0]["metric"].__setitem__("gpu", 0),
     "the label 'gpu' is not text"),
    (lambda d: d["data"].__setitem__("result", {"gpu": "0"}),
     "the result is not a list of series"),
    (lambda d: d["data"]["result"][0].__setitem__("value", 300),
     "a result is not an object with labels and one value"),
])
def test_wrong_types_are_one_line_naming_the_query(fake_prom, change, what, capsys):
    url = fake_prom(spoil=_spoil_query(change))
    text = _refusal(url)
    assert f"the answer is not in the Prometheus API's shape ({what})" in text
    assert text.startswith(f"{url}: query '")
    _cli(url, capsys)


def test_wrong_types_in_a_range_answer(fake_prom, capsys):
    def spoil(path, expr, body):
        if path.endswith("/query_range") and "GPU_UTIL" in expr:
            doc = json.loads(body)
            doc["data"]["result"][0]["values"][3] = ["noon", "50"]
            return json.dumps(doc).encode()
        return body
    url = fake_prom(spoil=spoil)
    assert "a time stamp is not a number of seconds ('noon')" in _refusal(url)
    _cli(url, capsys)


@pytest.mark.parametrize("stamp, shown", [("NaN", "nan"), ("1e300", "1e+300"), ("-5", "-5.0")])
def test_a_range_answer_s_time_stamps_must_be_times(fake_prom, stamp, shown, capsys):
    """In Prometheus's own layout (read fast, without json) too: JSON's NaN literal, a time
    after the year 5000 and one before 1970 are refused, not turned into dates."""
    def spoil(path, expr, body):
        if path.endswith("/query_range") and expr.startswith("count_over_time"):
            doc = json.loads(body)
            doc["data"]["result"][0]["values"][2][0] = "__stamp__"
            return json.dumps(doc, separators=(",", ":")).replace('"__stamp__"', stamp).encode()
        return body
    url = fake_prom(spoil=spoil)
    assert f"a time stamp is not a number of seconds ({shown})" in _refusal(url)
    _cli(url, capsys)


def test_json_nested_too_deeply(fake_prom, capsys):
    def deep(path, expr, body):
        return b"[" * 200_000 + b"]" * 200_000 if path.endswith("/query") else body
    url = fake_prom(spoil=deep)
    assert _refusal(url) == (f"{url}: the answer is JSON nested too deeply to be the "
                             "Prometheus API's")
    _cli(url, capsys)

    def deep_labels(path, expr, body):
        if not path.endswith("/query"):
            return body
        doc = json.loads(body)
        doc["data"]["result"][0]["metric"]["gpu"] = json.loads("[" * 500 + "]" * 500)
        return json.dumps(doc).encode()
    assert "the label 'gpu' is not text" in _refusal(fake_prom(spoil=deep_labels))


def test_an_error_answer_with_a_huge_or_odd_body_is_one_line(fake_prom, capsys):
    def page(path, expr, body):
        return json.dumps({"status": "error", "error": {"nested": ["x"] * 10}}).encode()
    url = fake_prom("500", spoil=page)
    assert _refusal(url) == f"{url}: HTTP 500 Internal Server Error"
    _cli(url, capsys)


@pytest.mark.parametrize("status", ["401", "404", "500"])
def test_error_answers_are_closed(fake_prom, tmp_path, status):
    """HTTP error answers leave no socket to the garbage collector (with warnings as errors,
    an unclosed one is printed as an ignored ResourceWarning)."""
    import os
    from pathlib import Path

    url = fake_prom(status)
    root = str(Path(__file__).resolve().parents[2])
    script = tmp_path / "closing.py"
    script.write_text(f"""
import gc
import app
assert app.__file__.startswith({root!r}), app.__file__
from app.io.telemetry.client import Connection, PromClient, TelemetryError
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
for n in range(3):
    try:
        import_fleet(PromClient(Connection({url!r})), Window({START}, {START + 21600}))
    except TelemetryError as exc:
        assert {status!r} in str(exc), exc
gc.collect()
print("done")
""")
    run = subprocess.run([sys.executable, "-X", "dev", "-W", "error::ResourceWarning",
                          str(script)], capture_output=True, text=True, timeout=60, cwd=root,
                         env=dict(os.environ, PYTHONPATH=root))
    assert run.returncode == 0 and run.stdout.strip() == "done", run.stderr
    assert "ResourceWarning" not in run.stderr, run.stderr
