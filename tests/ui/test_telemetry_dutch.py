"""The Dutch Measurements page speaks Dutch about fleet telemetry: after an import from a
REAL Prometheus whose fleet has an energy counter reset, a gap in the power samples and no
Hostname label, and after each kind of failure (a refused connection, a 401, a timeout, a bad
window), the window shows no English template text of the app; numbers in the Dutch format.
The command line keeps the English line."""

from __future__ import annotations

import dataclasses
import re

import pytest

from app.io.quote.store import load_quote
from tests.english_text import english_in, user_texts
from tests.io.telemetry_server import Fleet, free_port, missing_tools, serve
from tests.io.test_telemetry_errors import tiny_server  # noqa: F401 - the fixture
from tests.ui.conftest import E3
from tests.ui.test_dutch_throughout import _widget_texts

needs_prometheus = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))
DAY = ("2025-12-01T00:00Z", "2025-12-01T06:00Z")


@pytest.fixture(scope="module")
def odd_fleet(tmp_path_factory):
    """Two servers without a Hostname label; GPU 0's energy counter resets after 2 h, GPU 1
    stops sending power for an hour."""
    fleet = Fleet(hosts=2, gpus_per_host=2, hours=6, model="A100 (E3)", seed=5,
                  reset=(0, 2.0), gap=(1, 3.0, 4.0), hostname=False)
    server = serve(fleet, tmp_path_factory.mktemp("prom-nl"))
    yield fleet, server
    server.stop()


@pytest.fixture(params=["nl", "en"])
def window(request, qtbot, e3_catalog):
    """The main window on the Measurements page, in Dutch (and once in English, to show that
    the check finds the English it looks for)."""
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    win = build_window(E3, lang=request.param, catalog=e3_catalog)
    qtbot.addWidget(win)
    win.show_page("measurements")
    win.lang = request.param
    yield win
    panel = win.pages["measurements"].telemetry
    panel.cancel()
    assert panel.wait()
    win.files.remove_autosave()
    install_language("en")


def _import(qtbot, panel, url, start=DAY[0], end=DAY[1]):
    panel.url.setText(url)
    panel.start.setText(start)
    panel.end.setText(end)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.import_button.isEnabled()
                    and (panel.job is None or not panel.job.running), timeout=30_000)


def _english(win) -> list[str]:
    return english_in("\n".join(_widget_texts(win)), user_texts(load_quote(E3)))


@needs_prometheus
def test_an_import_with_a_reset_a_gap_and_no_hostname_reads_dutch(qtbot, window, odd_fleet):
    fleet, server = odd_fleet
    panel = window.pages["measurements"].telemetry
    _import(qtbot, panel, server.url)
    assert panel.result is not None and panel.table.rowCount() == 2
    message = panel.message.text()
    if window.lang == "en":
        assert "the energy counter reset 1 time(s)" in message and "gap(s)" in message
        assert "no Hostname label" in message
        assert _english(window) != []  # the check finds these English notes
        return
    reset, gap = fleet.gpu_id(0), fleet.gpu_id(1)
    assert f"GPU {reset}: de energieteller is 1 keer op nul gezet" in message
    assert f"GPU {gap}: hiaten in de vermogensmetingen: 1, het langste 59 min na 2025-12-01 03:00:00" in message
    assert "geen Hostname-label: de GPU's zijn per scrape-doel (instance)" in message
    counter = next(line for line in message.split("\n") if "energieteller" in line
                   and "integraal" in line)  # the gap's energy: counter and integral differ
    assert " kWh en integraal van het vermogen " in counter and "," in counter, message
    assert _english(window) == []
    # one GPU of the second server left out: two fleets (2 GPUs and 1 GPU per server), so the
    # second becomes a further option, named by the app in Dutch
    assert re.fullmatch(r"\d+ GPU's in \d+ groepen geïmporteerd", panel.progress_label.text())
    second = panel.result.groups[1]
    second.gpus = second.gpus[:1]
    panel.baseline_button.click()  # the notes of the baseline step too
    assert "rekent nu met 1 server × 2 gemeten GPU's" in panel.status.text()
    added = "A100 (E3) x1, 1 server (gemeten)"
    assert added in [o.label for o in window.state.quote.options]
    assert f"{added}: toegevoegd als extra optie in vlootmodus" in panel.message.text()
    assert _english(window) == []
    window.show_page("options")
    assert _english(window) == []


def _failures(tiny_server):  # noqa: F811 - the fixture
    yield "refused", f"http://127.0.0.1:{free_port()}", DAY, "verbinding geweigerd"
    yield "401", tiny_server("401"), DAY, ("401 Unauthorized: de server vraagt een bearer-token "
                                           "of een gebruiker en wachtwoord")
    yield "timeout", tiny_server("slow"), DAY, "geen antwoord binnen 0,5 s (time-out)"
    yield "end first", "http://127.0.0.1:9", DAY[::-1], ("periode 2025-12-01 06:00:00 tot "
                                                         "2025-12-01 00:00:00: het einde ligt "
                                                         "niet na het begin")
    yield "too short", "http://127.0.0.1:9", (DAY[0], "2025-12-01T00:05Z"), (
        "periode van 300 s: geef minstens 15 minuten")
    yield "not a time", "http://127.0.0.1:9", ("gisteren", DAY[1]), (
        "Van 'gisteren': geen tijdstip")
    yield "label filter", "http://127.0.0.1:9", DAY, "labelfilter 'cluster=a': geef labelmatchers"
    yield "not a URL", "prometheus:9090", DAY, "prometheus:9090: geen http://- of https://-URL"


def test_every_kind_of_telemetry_failure_reads_dutch(qtbot, window, tiny_server,  # noqa: F811
                                                     monkeypatch):
    panel = window.pages["measurements"].telemetry
    made = panel.connection
    monkeypatch.setattr(panel, "connection",  # a short timeout for the slow server
                        lambda: dataclasses.replace(made(), timeout_s=0.5))
    seen = []
    for kind, url, (start, end), dutch in _failures(tiny_server):
        panel.match.setText("cluster=a" if kind == "label filter" else "")
        _import(qtbot, panel, url, start, end)
        message = panel.message.text()
        assert message and panel.result is None, kind
        seen.append(message)
        if window.lang == "nl":
            assert dutch in message, (kind, message)
            assert _english(window) == [], (kind, message)
    if window.lang == "en":
        assert english_in("\n".join(seen)) != []


def test_logs_the_readers_refuse_read_dutch(window, tmp_path):
    """The log import's own refusals on the same page: an empty file, nvidia-smi pmon output,
    nvidia-smi -q text."""
    empty = tmp_path / "leeg.csv"
    empty.write_text("")
    pmon = tmp_path / "pmon.txt"
    pmon.write_text("# gpu        pid  type    sm   mem   enc   dec   command\n"
                    "# Idx          #   C/G     %     %     %     %   name\n"
                    "    0      12345     C    45    20     -     -   python\n")
    query = tmp_path / "q.txt"
    text = ("==============NVSMI LOG==============\n\nTimestamp : Mon Dec  1 10:00:00 2025\n"
            "Driver Version : 550.54\n")
    query.write_text(text + "\n" * (1536 - len(text)))  # 1.5 KB
    page = window.pages["measurements"]
    page.open_paths([empty, pmon, query])
    status = [page.preview_table.item(r, 4).text() for r in range(3)]
    if window.lang == "en":
        assert status[0] == "leeg.csv: the file is empty"
        assert page.preview_table.item(2, 1).text() == "1.5 KB"
        assert _english(window) != []
        return
    assert status[0] == "leeg.csv: het bestand is leeg"
    assert page.preview_table.item(2, 1).text() == "1,5 KB"
    assert status[1].startswith("pmon.txt: dit is uitvoer van nvidia-smi pmon (per proces, geen "
                                "vermogen)")
    assert status[2].startswith("q.txt: dit is tekst van nvidia-smi -q; exporteer nvidia-smi -q "
                                "-x (XML)")
    assert _english(window) == []


def test_the_message_follows_a_language_change(qtbot, e3_catalog):
    """A message shown before the language changes is said again in the new language."""
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    win = build_window(E3, lang="en", catalog=e3_catalog)
    qtbot.addWidget(win)
    try:
        win.show_page("measurements")
        panel = win.pages["measurements"].telemetry
        _import(qtbot, panel, f"http://127.0.0.1:{free_port()}")
        assert "connection refused" in panel.message.text()
        win.set_language("nl")
        assert "verbinding geweigerd (draait Prometheus op die host en poort?)" in \
            panel.message.text()
    finally:
        win.set_language("en")
        win.files.remove_autosave()
        install_language("en")


def test_the_command_line_keeps_the_english_line(tiny_server, capsys):  # noqa: F811
    from app.cli import main

    url = tiny_server("401")
    code = main(["import-prom", url, "--from", DAY[0], "--to", DAY[1]])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip().endswith(f"{url}: 401 Unauthorized: the server wants a bearer token or a "
                                "user and password")
