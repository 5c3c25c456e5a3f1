"""Offline Prometheus files refuse what no live import gives: a prom-export file
with a negative energy, a utilization of 500 %, a night share of 750 %, a wrong type, NaN, a key
twice, deep nesting or a window over 400 days; a saved-answers folder with a link, a FIFO, an
oversized answer, a damaged manifest or an impossible value. Each is one line naming the file
and the field, exit 2 in the command line; the good files still read as before."""

from __future__ import annotations

import json
import os

import pytest

from app.errors import AppError
from app.io.telemetry.curl_route import read_answers
from app.io.telemetry.export import read_export
from tests.io.offline_files import POWER_W, answer_file, answers_folder, export_doc, export_file


def _one_line(capsys, argv) -> str:
    from app.cli import main

    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1, captured.err
    assert "Traceback" not in captured.err
    return captured.err


def _write(path, doc) -> str:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


def test_the_good_export_and_folder_read_their_figures(tmp_path, capsys):
    from app.cli import main

    back = read_export(export_file(tmp_path / "fleet.json"))
    got = {p.gpu: p for p in back.profiles}
    for gpu, watts in POWER_W.items():  # 2 h at a steady draw, one sample a minute
        assert got[f"node-0/{gpu}"].energy_wh == pytest.approx(watts * 2, rel=1e-12)
        assert got[f"node-0/{gpu}"].mean_utilization == 0.5
    assert main(["import-prom", str(tmp_path / "fleet.json")]) == 0
    assert "node-0/1" in capsys.readouterr().out


BAD_VALUES = [
    ("negative energy", lambda d: d["gpus"][0].update(energy_wh=-600.0),
     "gpus[0].energy_wh: -600 is outside 0 to"),
    ("utilization 500 %", lambda d: d["gpus"][1].update(mean_utilization=5.0),
     "gpus[1].mean_utilization: 5 is outside 0 to 1 (a share, 500% of 100 %)"),
    ("night share 750 %", lambda d: d["day_night"].update(night_energy_share=7.5),
     "day_night.night_energy_share: 7.5 is outside 0 to 1 (a share, 750% of 100 %)"),
    ("negative power", lambda d: d["gpus"][0].update(mean_power_w=-5),
     "gpus[0].mean_power_w: -5 is outside 0 to"),
    ("samples as text", lambda d: d["gpus"][0].update(samples="121"),
     "gpus[0].samples: expected a whole number, found a text"),
    ("gpus not a list", lambda d: d.update(gpus={"a": 1}),
     "gpus: expected a list, found an object"),
    ("a GPU as a number", lambda d: d["gpus"].__setitem__(0, 7),
     "gpus[0]: expected an object, found a number"),
    ("fit as a list", lambda d: d["gpus"][0].update(fit=[1, 2]),
     "gpus[0].fit: expected an object, found a list"),
    ("unknown field", lambda d: d["gpus"][0].update(watts=1),
     "gpus[0]: unknown field 'watts'"),
    ("energy as true", lambda d: d["gpus"][0].update(energy_wh=True),
     "gpus[0].energy_wh: expected a number, found true/false"),
    ("source url a number", lambda d: d["source"].update(url=5),
     "source.url: expected a text, found a number"),
    ("window of 500 days", lambda d: d["source"].update(start="2024-07-19 00:00:00"),
     "source: a window of 500 days; an import covers at most 400 days"),
    ("curve of other length", lambda d: d["curve"]["power_w"][next(iter(
        d["curve"]["power_w"]))].append(1.0), "values for 24 times"),
    ("notes a text", lambda d: d.update(notes="hello"), "notes: expected a list, found a text"),
    ("version true", lambda d: d.update(version=True), "export version True"),
]


@pytest.mark.parametrize("case,change,said", BAD_VALUES, ids=[c[0] for c in BAD_VALUES])
def test_a_value_no_import_gives_is_refused_in_one_line(tmp_path, capsys, case, change, said):
    doc = export_doc(tmp_path / "fleet.json")
    change(doc)
    path = _write(tmp_path / "bad.json", doc)
    with pytest.raises(AppError) as caught:
        read_export(path)
    assert said in str(caught.value) and str(caught.value).startswith("bad.json: ")
    assert said in _one_line(capsys, ["import-prom", path])


@pytest.mark.parametrize("text,said", [
    ('{"format": "gpu-tco-prometheus-import", "format": "x", "version": 1}',
     'the key "format" appears twice at the top level'),
    ('{"format": "gpu-tco-prometheus-import", "version": NaN}',
     "NaN is not a number (strict JSON has no NaN or Infinity)"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 40 levels deep"),
    ('{"a": 1e999999}', "not a gpu-tco Prometheus export"),  # inf: parsed, then no format
])
def test_strict_json_in_the_export(tmp_path, capsys, text, said):
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    assert said in _one_line(capsys, ["import-prom", str(path)])


def test_a_key_twice_inside_a_gpu_is_named_with_its_place(tmp_path):
    path = export_file(tmp_path / "fleet.json")
    text = path.read_text(encoding="utf-8").replace('"energy_wh": 800.0',
                                                    '"energy_wh": 800.0, "energy_wh": 1.0')
    path.write_text(text, encoding="utf-8")
    with pytest.raises(AppError, match=r'the key "energy_wh" appears twice in gpus\[1\]'):
        read_export(path)


def test_an_export_that_is_a_fifo_is_not_opened(tmp_path, capsys):
    fifo = tmp_path / "fleet.json"
    os.mkfifo(fifo)
    assert "not a plain file" in _one_line(capsys, ["import-prom", str(fifo)])


def test_an_oversized_export_is_refused_before_it_is_read(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(65 * 2**20)  # sparse: no disk used
    assert "65.0 MiB; a file here may hold at most 64 MiB" in _one_line(
        capsys, ["import-prom", str(path)])


# --- the saved-answers folder ------------------------------------------------------------------
def test_a_link_inside_the_folder_is_never_followed(tmp_path, capsys):
    folder = answers_folder(tmp_path / "answers")
    target = answer_file(folder, "avg_over_time(DCGM_FI_DEV_POWER_USAGE")
    secret = tmp_path / "secret.json"
    target.rename(secret)
    target.symlink_to(secret)
    err = _one_line(capsys, ["import-prom", str(folder)])
    assert f"{target}: is a link; the app reads only plain files here" in err


def test_a_linked_manifest_and_a_fifo_answer_are_refused(tmp_path, capsys):
    folder = answers_folder(tmp_path / "answers")
    (folder / "manifest.json").rename(tmp_path / "elsewhere.json")
    (folder / "manifest.json").symlink_to(tmp_path / "elsewhere.json")
    assert "manifest.json: is a link" in _one_line(capsys, ["import-prom", str(folder)])
    folder = answers_folder(tmp_path / "again")
    target = answer_file(folder, "max_over_time")
    target.unlink()
    os.mkfifo(target)
    assert "not a plain file (a folder, FIFO or device)" in _one_line(
        capsys, ["import-prom", str(folder)])


def test_an_oversized_answer_is_refused(tmp_path, monkeypatch):
    from app.io.telemetry import curl_route

    folder = answers_folder(tmp_path / "answers")
    monkeypatch.setattr(curl_route, "MAX_ANSWER_BYTES", 1000)
    with pytest.raises(AppError, match="a file here may hold at most"):
        read_answers(folder)


MANIFEST_CHANGES = [
    ("window of 500 days", lambda m: m.update(start=m["end"] - 500 * 86400),
     "window of 500 days: give at most 400 days"),
    ("start as text", lambda m: m.update(start="yesterday"),
     "start: expected a time in epoch seconds, found a text"),
    ("end NaN", lambda m: m.update(end=float("nan")), "NaN is not a number"),
    ("a file outside", lambda m: m["requests"][1].update(file="../../etc/passwd"),
     "requests[1].file: '../../etc/passwd' is not the name of a saved answer"),
    ("expr a number", lambda m: m["requests"][1].update(expr=5),
     "requests[1].expr: expected a text, found a number"),
    ("a request a text", lambda m: m["requests"].__setitem__(0, "x"),
     "requests[0]: not a request of a gpu-tco prom-script"),
    ("version true", lambda m: m.update(version=True), "answers version True"),
]


@pytest.mark.parametrize("case,change,said", MANIFEST_CHANGES, ids=[c[0] for c in MANIFEST_CHANGES])
def test_a_damaged_manifest_is_one_line(tmp_path, capsys, case, change, said):
    folder = answers_folder(tmp_path / "answers")
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    change(manifest)
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert said in _one_line(capsys, ["import-prom", str(folder)])


def _edit_answer(folder, part, kind, edit):
    path = answer_file(folder, part, kind)
    doc = json.loads(path.read_text(encoding="utf-8"))
    edit(doc["data"]["result"])
    path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")


ANSWER_CHANGES = [
    ("negative mean power", "avg_over_time(DCGM_FI_DEV_POWER_USAGE[", "query",
     lambda r: r[0]["value"].__setitem__(1, "-300"), "holds -300, which no GPU gives"),
    ("utilization 500 %", "avg_over_time(DCGM_FI_DEV_GPU_UTIL[", "query",
     lambda r: r[0]["value"].__setitem__(1, "500"), "holds 500, which no GPU gives (expected 0 to 100)"),
    ("a value as a number", "max_over_time", "query",
     lambda r: r[0]["value"].__setitem__(1, 300), 'a value that is not a [time, "number"] pair'),
    ("labels not texts", "max_over_time", "query",
     lambda r: r[0].update(metric={"gpu": 0}), "the label 'gpu' is not text"),
    ("result an object", "max_over_time", "query",
     lambda r: r.append("x"), "a result is not an object with labels and one value"),
    ("negative step power", "avg_over_time(DCGM_FI_DEV_POWER_USAGE[299999ms", "range",
     lambda r: r[0]["values"][3].__setitem__(1, "-1"), "holds -1, which no GPU gives"),
    ("a step value a word", "avg_over_time(DCGM_FI_DEV_POWER_USAGE[299999ms", "range",
     lambda r: r[0]["values"][3].__setitem__(1, "many"), 'not a [time, "number"] pair'),
    ("step utilization 150 %", "avg_over_time(DCGM_FI_DEV_GPU_UTIL[299999ms", "range",
     lambda r: r[1]["values"][0].__setitem__(1, "150"), "holds 150, which no GPU gives"),
]


@pytest.mark.parametrize("case,part,kind,edit,said", ANSWER_CHANGES,
                         ids=[c[0] for c in ANSWER_CHANGES])
def test_an_answer_no_server_gives_is_one_line(tmp_path, capsys, case, part, kind, edit, said):
    folder = answers_folder(tmp_path / "answers")
    _edit_answer(folder, part, kind, edit)
    err = _one_line(capsys, ["import-prom", str(folder)])
    assert said in err and ".json: " in err


def test_a_key_twice_in_an_answer_is_refused(tmp_path, capsys):
    folder = answers_folder(tmp_path / "answers")
    path = answer_file(folder, "max_over_time")
    path.write_text(path.read_text(encoding="utf-8").replace(
        '"status":"success"', '"status":"error","status":"success"'), encoding="utf-8")
    assert 'the key "status" appears twice at the top level' in _one_line(
        capsys, ["import-prom", str(folder)])
