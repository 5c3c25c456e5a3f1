"""The offline route without the app: a ``sh`` + ``curl`` script that saves the server's answers,
and the import of the folder it writes.

Why: some customers will not install anything next to their Prometheus, not even ``gpu-tco
prom-export``. ``gpu-tco prom-script`` writes a plain shell script (curl only) that asks exactly
the queries of a live import (every metric variant the import could pick: ``_total`` or not, the
two power-limit and throttle names) over a fixed window and saves each answer as it came; the
customer sends the folder back, and ``read_answers`` replays it through ``import_fleet``, so
the figures are those of a live import: the server aggregated, no sample left it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from app.errors import InputFileError, Said
from app.io.files.strict_json import loads, read_regular, read_strict
from app.io.telemetry import queries as q
from app.io.telemetry.answer_check import (
    check_manifest,
    check_matrix,
    check_series,
    check_url,
    check_vector,
    manifest_window,
)
from app.io.telemetry.client import TelemetryError, base_url, matrix_series, unwrap, vector
from app.io.telemetry.matrix import Series
from app.io.telemetry.window import Window
from app.io.words.parser_text import os_reason

ANSWERS_FORMAT = "gpu-tco-prometheus-answers"
ANSWERS_VERSION = 1
MANIFEST = "manifest.json"
#: One saved answer may be this large (a range answer of 1 000 GPUs x 1 000 steps is ~60 MB).
MAX_ANSWER_BYTES = 512 * 1024 * 1024
#: An export or a manifest: kilobytes for a real fleet; this cap keeps a hostile file small.
MAX_FILE_BYTES = 64 * 1024 * 1024


def planned_requests(window: Window, match: str | None) -> list[dict]:
    """Every request a live import of ``window`` could make, numbered as files."""
    inner = q.match_inner(match)
    step = q.step_for(window.seconds)
    instant: set[str] = set()
    ranged: set[str] = set()
    for energy in q.ENERGY:
        for limit in q.LIMIT:
            for throttle in q.THROTTLE:
                metrics = q.Metrics(q.POWER, q.UTIL, energy, limit, throttle)
                instant |= set(q.instant_queries(metrics, inner, window.seconds).values())
                ranged |= set(q.range_queries(metrics, inner, step).values())
    reqs = [{"kind": "names", "match": q.discovery_match(inner), "start": f"{window.start:.3f}",
             "end": f"{window.end:.3f}"}]
    reqs += [{"kind": "query", "expr": e, "time": f"{window.end:.3f}"} for e in sorted(instant)]
    reqs += [{"kind": "range", "expr": e, "start": f"{a:.3f}", "end": f"{b:.3f}",
              "step": f"{step:g}"} for e in sorted(ranged) for a, b in q.chunks(
                  window.start, window.end, step)]
    for i, r in enumerate(reqs):
        r["file"] = f"{i:04d}.json"
    return reqs


def _sh(text: str) -> str:
    """``text`` as one single-quoted shell word."""
    return "'" + text.replace("'", "'\\''") + "'"


_HEAD = """#!/bin/sh
# Written by gpu-tco prom-script. Asks a Prometheus server (dcgm-exporter metrics) for the
# per-GPU aggregates of {window} and saves its answers in a folder; send that folder (zipped)
# to whoever makes the quote: it holds aggregates only, no samples and no credentials.
# Needs only sh and curl. Run on a machine that reaches the server:
#   sh {name} [URL]            (default URL: {url})
# A bearer token: GPU_TCO_PROM_TOKEN=...  basic auth: GPU_TCO_PROM_USER=name:password
# A private CA: CURL_CA_BUNDLE=/path/ca.pem   Output folder: OUT=folder (default {out})
set -eu
DEFAULT_URL={url_word}
DEFAULT_OUT={out_word}
URL="${{1:-$DEFAULT_URL}}"
OUT="${{OUT:-$DEFAULT_OUT}}"
mkdir -p "$OUT"
AUTH="X-Requested-By: gpu-tco"
if [ -n "${{GPU_TCO_PROM_TOKEN:-}}" ]; then AUTH="Authorization: Bearer $GPU_TCO_PROM_TOKEN"; fi
ask() {{
  file="$1"; shift
  curl -sS --fail --max-time 120 -H "$AUTH" ${{GPU_TCO_PROM_USER:+-u "$GPU_TCO_PROM_USER"}} \\
    -o "$OUT/$file" "$@" || {{ echo "request $file failed: see curl's message" >&2; exit 1; }}
}}
"""


#: Characters no value of the script may hold: C0 controls, DEL and the C1 controls (a newline
#: would end the comment that names the URL and start a command; the others hide text).
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _script_value(what: str, text: str) -> str:
    """``text`` checked for a place in the script: refused with a reason when it holds a control
    character or, for the URL and the file names, white space; every value is single-quoted
    where the shell reads it, so no ``$(...)``, backquote or ``;`` in it ever runs."""
    bad = _CONTROL.search(text)
    if bad is None and what != "match":
        bad = re.search(r"\s", text)
    if bad is not None:
        raise TelemetryError(Said("{what} {text}: holds a control character or white space "
                                  "({char}); a fetch script cannot carry it",
                                  what=what, text=repr(text[:120]), char=repr(bad.group())))
    return text


def fetch_script(url: str, window: Window, match: str | None, name: str = "fetch.sh",
                 out: str = "gpu-tco-prometheus") -> str:
    """The shell script (text) for ``url`` over ``window``.

    Why quoted so: the customer runs this script on a machine inside their network, so nothing
    the URL, filter or names carry may run there. Each value is a single-quoted shell word, and
    the comments only ever hold values without control characters."""
    _script_value("URL", url.strip())
    _script_value("match", match or "")
    _script_value("script name", name)
    _script_value("output folder", out)
    url = base_url(url)
    reqs = planned_requests(window, match)
    lines = [_HEAD.format(window=window.text(), name=name, url=url, out=out, url_word=_sh(url),
                          out_word=_sh(out))]
    for r in reqs:
        if r["kind"] == "names":
            lines.append(f"ask {r['file']} -G \"$URL/api/v1/label/__name__/values\" "
                         f"--data-urlencode {_sh('match[]=' + r['match'])} "
                         f"--data-urlencode start={r['start']} --data-urlencode end={r['end']}")
        elif r["kind"] == "query":
            lines.append(f"ask {r['file']} \"$URL/api/v1/query\" --data-urlencode "
                         f"{_sh('query=' + r['expr'])} --data-urlencode time={r['time']}")
        else:
            lines.append(f"ask {r['file']} \"$URL/api/v1/query_range\" --data-urlencode "
                         f"{_sh('query=' + r['expr'])} --data-urlencode start={r['start']} "
                         f"--data-urlencode end={r['end']} --data-urlencode step={r['step']}")
    manifest = {"format": ANSWERS_FORMAT, "version": ANSWERS_VERSION, "url": url,
                "start": window.start, "end": window.end, "match": (match or "").strip(),
                "requests": reqs}
    lines.append('printf "%s\\n" "$URL" > "$OUT/url.txt"')
    lines.append(f"cat > \"$OUT/{MANIFEST}\" <<'GPU_TCO_MANIFEST'")
    lines.append(json.dumps(manifest, indent=0))
    lines.append("GPU_TCO_MANIFEST")
    lines.append(f'echo "wrote $OUT: {len(reqs)} answers; send this folder"')
    return "\n".join(lines) + "\n"


class SavedAnswers:
    """A client (``metric_names``, ``query``, ``query_range``) that answers from the folder.
    Every file is read as a plain file only (no link, FIFO or device), size-capped, as strict
    JSON, and its shape and values checked (app.io.telemetry.answer_check)."""

    def __init__(self, folder: Path, manifest: dict):
        self.folder = folder
        url_file = folder / "url.txt"
        try:
            url = read_regular(url_file, 4096).decode("utf-8", "replace")
        except FileNotFoundError:
            url = ""
        url = check_url(url, url_file)
        try:  # the URL the customer ran the script with, else the one it was written for
            self.base = base_url(url)
        except TelemetryError:
            self.base = base_url(manifest["url"])
        self.files = {}
        for r in manifest["requests"]:
            key = (r["kind"], r.get("expr") or r.get("match"),
                   r.get("time") or r.get("start"), r.get("end"), r.get("step"))
            self.files[key] = r["file"]

    def _path(self, key: tuple, what: str) -> Path:
        file = self.files.get(key)
        if file is None:
            raise TelemetryError(Said("no saved answer for {what} (the folder was written for "
                                      "another window or filter)", self.folder,
                                      what=repr(what[:120])))
        return self.folder / Path(file).name  # a name only: nothing outside the folder is read

    def _read(self, path: Path) -> bytes:
        try:
            return read_regular(path, MAX_ANSWER_BYTES)
        except FileNotFoundError:
            raise TelemetryError(Said("missing; did the script run to its end?", path)) from None

    def _decoded(self, path: Path):
        not_json = Said("not a JSON answer of the Prometheus API (an error page? run the script "
                        "again)", path)
        try:
            text = self._read(path).decode("utf-8")
        except UnicodeDecodeError:
            raise TelemetryError(not_json) from None
        return unwrap(loads(text, path, not_json=not_json), str(path))

    def _answer(self, key: tuple, what: str):
        return self._decoded(self._path(key, what))

    def metric_names(self, match: str, start: float, end: float) -> list[str]:
        data = self._answer(("names", match, f"{start:.3f}", f"{end:.3f}", None), "metric list")
        if not isinstance(data, list):
            raise TelemetryError(Said("unexpected answer to the metric list", self.folder))
        return [str(n) for n in data]

    def query(self, expr: str, at: float) -> list[dict]:
        path = self._path(("query", expr, f"{at:.3f}", None, None), expr)
        return check_vector(vector(self._decoded(path), expr, where=path), path, expr)

    def query_range(self, expr: str, start: float, end: float, step: float) -> list[Series]:
        key = ("range", expr, f"{start:.3f}", f"{end:.3f}", f"{step:g}")
        path = self._path(key, expr)

        def decoded():
            data = self._decoded(path)
            if isinstance(data, dict) and data.get("resultType") == "matrix":
                check_matrix(data.get("result") or [], path, expr)
            return data

        series = matrix_series(self._read(path), decoded, expr, where=path)
        return check_series(series, path, expr, start, end)


def read_json_file(path: Path, *, inside: bool = False, limit: int = MAX_FILE_BYTES):
    """A JSON file's content, strict (app.io.files.strict_json), at most ``limit`` bytes; one line
    naming the file when it cannot be read or parsed. ``inside``: a file inside a folder the
    customer sent, read only when it is itself a plain file (never through a link)."""
    path = Path(path)
    try:
        if inside:
            return read_strict(path, limit)
        if path.exists() and not path.is_file():  # a FIFO or a device: never opened
            raise InputFileError(Said("not a plain file (a folder, FIFO or device); the app "
                                      "reads only plain files here", path))
        return read_strict(path.resolve(), limit, path)
    except FileNotFoundError:
        raise InputFileError(Said("no such file", path)) from None
    except OSError as exc:
        raise InputFileError(Said("cannot read the file ({why})", path,
                                  why=os_reason(exc))) from None


def read_manifest(folder: Path) -> dict:
    path = Path(folder) / MANIFEST
    doc = read_json_file(path, inside=True)
    if not isinstance(doc, dict) or doc.get("format") != ANSWERS_FORMAT:
        raise InputFileError(Said("not written by a gpu-tco prom-script", path))
    if doc.get("version") != ANSWERS_VERSION or isinstance(doc.get("version"), bool) or \
            not isinstance(doc.get("requests"), list):
        raise InputFileError(Said("answers version {version}; this app reads version {current}",
                                  path, version=repr(doc.get("version")),
                                  current=str(ANSWERS_VERSION)))
    check_manifest(doc, path)
    return doc


def read_answers(folder: Path, *, catalog=None, task=None, **tariff):
    """The FleetImport of a folder the script wrote (as a live import of that window)."""
    from app.io.telemetry.fleet import import_fleet

    folder = Path(folder)
    doc = read_manifest(folder)
    window = manifest_window(doc, folder / MANIFEST)
    client = SavedAnswers(folder, doc)
    result = import_fleet(client, window, doc.get("match") or None, task=task, catalog=catalog,
                          workers=1, **tariff)
    result.notes.insert(0, Said("read from the saved answers in {folder} (prom-script)",
                                folder=folder.name))
    return result
