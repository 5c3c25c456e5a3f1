"""A refused offline Prometheus file on the Dutch Measurements page: an export with a
utilization of 500 %, a key twice or a wrong type, and a saved-answers folder with a link in it,
are said in Dutch, numbers in the Dutch format, and nothing is imported. No Prometheus needed:
the files are made here (tests/io/offline_files.py)."""

from __future__ import annotations

import json

import pytest

from tests.io.offline_files import answer_file, answers_folder, export_doc


@pytest.fixture
def panel(measurements_page):
    from app.ui.i18n import install_language

    assert install_language("nl")
    yield measurements_page.telemetry
    install_language("en")


def _open(qtbot, panel, path) -> str:
    panel.open_export(str(path))
    qtbot.waitUntil(lambda: panel.job is not None and not panel.job.running
                    and panel.import_button.isEnabled(), timeout=20_000)
    assert panel.result is None and panel.table.rowCount() == 0  # nothing imported
    return panel.message.text()


def test_an_impossible_value_reads_dutch(qtbot, panel, tmp_path):
    doc = export_doc(tmp_path / "fleet.json")
    doc["gpus"][1]["mean_utilization"] = 5.0
    path = tmp_path / "vloot.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert _open(qtbot, panel, path) == (
        "vloot.json: gpus[1].mean_utilization: 5 ligt buiten 0 tot 1 (een aandeel, 500 % van "
        "100 %)")


def test_a_wrong_type_and_a_key_twice_read_dutch(qtbot, panel, tmp_path):
    doc = export_doc(tmp_path / "fleet.json")
    doc["gpus"][0]["samples"] = "121"
    path = tmp_path / "vloot.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert _open(qtbot, panel, path) == ("vloot.json: gpus[0].samples: een geheel getal "
                                         "verwacht, gevonden: een tekst")
    path.write_text('{"format": "gpu-tco-prometheus-import", "format": "x"}', encoding="utf-8")
    assert _open(qtbot, panel, path) == (
        f'{path}: de sleutel "format" staat twee keer op het hoogste niveau (houd er één)')


def test_a_link_in_the_saved_answers_reads_dutch(qtbot, panel, tmp_path):
    folder = answers_folder(tmp_path / "antwoorden")
    target = answer_file(folder, "max_over_time")
    target.rename(tmp_path / "elders.json")
    target.symlink_to(tmp_path / "elders.json")
    assert _open(qtbot, panel, folder) == (
        f"{target}: is een koppeling; de app leest hier alleen gewone bestanden")
