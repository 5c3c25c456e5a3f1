"""The Measurements page says what the import left out and why, in the UI's language: GPUs
with power samples no GPU can produce, two series for one GPU, an energy counter that falls at
every sample (a REAL Prometheus); and a hostile server's answers (too large, cut, wrong types,
nested too deeply) as one Dutch line each. Every note of an import is readable in the window
(the message's tooltip holds them all)."""

from __future__ import annotations

import json

import pytest

from app.ui.refusals import problem_text
from tests.io.fake_prom import fake_prom  # noqa: F401 - the fixture
from tests.io.telemetry_server import missing_tools
from tests.io.test_telemetry_impossible import odd_fleet  # noqa: F401 - the fixture
from tests.ui.test_telemetry_dutch import _english, _import, window  # noqa: F401 - fixture

needs_prometheus = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))


@needs_prometheus
def test_left_out_gpus_and_the_falling_counter_are_said_in_the_window(qtbot, window,  # noqa: F811
                                                                      odd_fleet):  # noqa: F811
    fleet, server = odd_fleet
    panel = window.pages["measurements"].telemetry
    _import(qtbot, panel, server.url)
    assert panel.result is not None
    every = panel.message.toolTip()
    assert len(every.split("\n")) == len(panel.result.notes)  # none in silence
    if window.lang == "en":
        assert "left out: 4 of its" in every and "2 series for one GPU" in every
        assert _english(window) != []
        return
    assert f"GPU {fleet.gpu_id(0)} (UUID GPU-0000-0000): weggelaten: 4 van zijn" in every
    assert "(2 negatief, 0 boven " in every
    assert f"GPU {fleet.gpu_id(4)}: 2 reeksen voor één GPU" in every
    assert "de energieteller daalde" in every and "integraal van het vermogen" in every
    assert "geen Hostname-label" not in every
    assert _english(window) == []


def _spoiled(change):
    def spoil(path, expr, body):
        if not path.endswith("/query"):
            return body
        doc = json.loads(body)
        change(doc)
        return json.dumps(doc).encode()
    return spoil


def test_hostile_answers_read_dutch_in_the_window(qtbot, window, fake_prom):  # noqa: F811
    panel = window.pages["measurements"].telemetry
    cases = [
        (fake_prom("huge-announced"), "het antwoord is groter dan 64 MiB"),
        (fake_prom("cut"), "de verbinding werd verbroken voordat het antwoord compleet was"),
        (fake_prom(spoil=_spoiled(lambda d: d["data"]["result"][0]["value"].__setitem__(
            1, {"W": 1}))), "het antwoord heeft niet de vorm van de Prometheus-API (een "
                            "meetwaarde is geen getal"),
        (fake_prom(spoil=lambda path, expr, body: b"[" * 100_000 if path.endswith("/query")
                   else body), "te diep genest"),
    ]
    for url, dutch in cases:
        _import(qtbot, panel, url)
        message = panel.message.text()
        assert message and panel.result is None and "\n" not in message, message
        if window.lang == "nl":
            assert dutch in message, message
            assert _english(window) == [], message
        else:
            assert _english(window) != []


def test_a_long_list_of_notes_says_how_many_more(qtbot, window):  # noqa: F811
    from app.errors import Said

    panel = window.pages["measurements"].telemetry
    notes = [Said("GPU {gpu}: the energy counter holds NaN or infinite samples: energy is the "
                  "power integral", gpu=f"node/{k}") for k in range(9)]

    class Result:
        profiles, groups, day_night = [], [], {}

    result = Result()
    result.notes = notes
    result.by_gpu = dict
    panel._imported(result)
    lines = panel.message.text().split("\n")
    assert len(lines) == 7
    assert len(panel.message.toolTip().split("\n")) == 9
    assert lines[-1] == ("en nog 3 melding(en) (wijs deze melding aan om ze allemaal te lezen)"
                         if window.lang == "nl" else
                         "and 3 more note(s) (point at this message to read them all)")
    assert panel.message.toolTip().split("\n")[8] == problem_text(notes[8])
