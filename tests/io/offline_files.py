"""Offline Prometheus files made without a server, for the tests of their readers and the fuzz
runs: a ``prom-export`` file (a FleetImport written by the app's own writer) and a saved-answers
folder as a ``prom-script`` script leaves it (the manifest the app plans, each answer in the
layout Prometheus writes), for one host with two GPUs over two hours.

The figures are chosen so that a reader can check them by hand: GPU 0 draws 300 W, GPU 1 400 W
at 50 % utilization, one sample a minute (5 per 5-minute step).
"""

from __future__ import annotations

import json
from pathlib import Path

from app.io.telemetry import queries as q
from app.io.telemetry.curl_route import ANSWERS_FORMAT, ANSWERS_VERSION, planned_requests
from app.io.telemetry.window import Window

START = 1764547200.0  # 2025-12-01 00:00 UTC
WINDOW = Window(START, START + 7200.0)
URL = "http://prometheus.example:9090"
POWER_W = {"0": 300.0, "1": 400.0}
MODEL = "NVIDIA H100 80GB HBM3"


def _labels(gpu: str) -> dict:
    return {"Hostname": "node-0", "gpu": gpu, "UUID": f"GPU-000{gpu}", "modelName": MODEL}


def _value(expr: str, gpu: str, ranged: bool) -> str:
    if "count_over_time" in expr:
        return "5" if ranged else "121"
    if q.UTIL in expr:
        return "50"
    if "ENERGY" in expr or "LIMIT" in expr or "THROTTLE" in expr or "EVENT" in expr:
        return "0"
    return f"{POWER_W[gpu]:g}"


def _answer(r: dict) -> dict:
    if r["kind"] == "names":
        return {"status": "success", "data": [q.POWER, q.UTIL]}
    if r["kind"] == "query":
        at = float(r["time"])
        result = [{"metric": _labels(g), "value": [at, _value(r["expr"], g, False)]}
                  for g in POWER_W]
        return {"status": "success", "data": {"resultType": "vector", "result": result}}
    start, end, step = float(r["start"]), float(r["end"]), float(r["step"])
    times = []
    t = start
    while t <= end + 1e-6:
        times.append(t)
        t += step
    result = [{"metric": _labels(g), "values": [[x, _value(r["expr"], g, True)] for x in times]}
              for g in POWER_W]
    return {"status": "success", "data": {"resultType": "matrix", "result": result}}


def answers_folder(folder: Path, window: Window = WINDOW) -> Path:
    """A folder as the fetch script writes it: manifest.json, url.txt and one answer a file."""
    folder.mkdir(parents=True, exist_ok=True)
    reqs = planned_requests(window, None)
    for r in reqs:
        (folder / r["file"]).write_text(json.dumps(_answer(r), separators=(",", ":")),
                                        encoding="utf-8")
    manifest = {"format": ANSWERS_FORMAT, "version": ANSWERS_VERSION, "url": URL,
                "start": window.start, "end": window.end, "match": "", "requests": reqs}
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=0), encoding="utf-8")
    (folder / "url.txt").write_text(URL + "\n", encoding="utf-8")
    return folder


def answer_file(folder: Path, expr_part: str, kind: str = "query") -> Path:
    """The saved answer of the first request of ``kind`` whose query holds ``expr_part``."""
    doc = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    for r in doc["requests"]:
        if r["kind"] == kind and expr_part in r.get("expr", ""):
            return folder / r["file"]
    raise LookupError(expr_part)


def export_file(path: Path) -> Path:
    """A ``prom-export`` file of the folder's import (written by the app's own writer)."""
    from app.io.telemetry.curl_route import read_answers
    from app.io.telemetry.export import write_export

    result = read_answers(answers_folder(path.parent / (path.stem + "-answers")))
    return write_export(result, path)


def export_doc(path: Path) -> dict:
    return json.loads(export_file(path).read_text(encoding="utf-8"))
