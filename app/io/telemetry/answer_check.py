"""The saved-answers folder of ``prom-script`` checked as a file the customer sent: its manifest's
every field, its file names, its window, and each answer's shape and values.

Why: the folder comes back by mail or a share; a file in it may be damaged, edited or replaced
(a link to a file of the reader's machine, a FIFO that never ends). The answers are replayed
through the live import, which expects the shapes and values a Prometheus server gives; what no
server gives (a wrong type, a negative power or energy, a utilization above 100 %) is refused
here in one line that names the file, never passed on to end in a traceback.
"""

from __future__ import annotations

import math
import re

from app.errors import Figure, InputFileError, Said
from app.io.files.strict_json import json_kind as _kind
from app.io.telemetry import queries as q
from app.io.telemetry.client import TelemetryError, number
from app.io.telemetry.window import Window
from app.model.bounds import MAX_POWER_W

#: A manifest lists a few hundred requests; this leaves a wide margin.
MAX_REQUESTS = 100_000
_FILE_RE = re.compile(r"^[0-9]{4,7}\.json$")
_KINDS = {"names": ("match", "start", "end"), "query": ("expr", "time"),
          "range": ("expr", "start", "end", "step")}


def manifest_window(doc: dict, where) -> Window:
    """The manifest's window, bounded as a live import's (15 minutes to 400 days)."""
    values = []
    for name in ("start", "end"):
        value = doc.get(name)
        if isinstance(value, bool) or not isinstance(value, int | float) or \
                not math.isfinite(value):
            raise InputFileError(Said("{field}: expected a time in epoch seconds, found {kind}",
                                      where, field=name, kind=_kind(value)))
        values.append(float(value))
    window = Window(*values)
    try:
        window.check()
    except TelemetryError as exc:
        raise InputFileError(Said("{why}", where, why=exc.args[0])) from None
    return window


def check_manifest(doc: dict, where) -> None:
    """Every request of the manifest: a known kind, text fields, a plain file name."""
    for name in ("url", "match"):
        if not isinstance(doc.get(name, ""), str):
            raise InputFileError(Said("{field}: expected a text, found {kind}", where,
                                      field=name, kind=_kind(doc.get(name))))
    requests = doc["requests"]
    if len(requests) > MAX_REQUESTS:
        raise InputFileError(Said("{n} requests; a saved-answers folder holds at most {limit}",
                                  where, n=len(requests), limit=MAX_REQUESTS))
    for i, r in enumerate(requests):
        field = f"requests[{i}]"
        if not isinstance(r, dict) or r.get("kind") not in _KINDS:
            raise InputFileError(Said("{field}: not a request of a gpu-tco prom-script", where,
                                      field=field))
        for name in (*_KINDS[r["kind"]], "file"):
            if not isinstance(r.get(name), str):
                raise InputFileError(Said("{field}: expected a text, found {kind}", where,
                                          field=f"{field}.{name}", kind=_kind(r.get(name))))
        if not _FILE_RE.match(r["file"]):
            raise InputFileError(Said("{field}: {name} is not the name of a saved answer "
                                      "(0000.json ...)", where, field=f"{field}.file",
                                      name=repr(r["file"][:80])))


def check_url(text: str, where) -> str:
    """The URL the script saved (url.txt): one line of printable text."""
    line = text.strip()
    if re.search(r"[\x00-\x1f\x7f-\x9f]", line) or len(line) > 2000:
        raise InputFileError(Said("not the server's URL (one line of text expected)", where))
    return line


def _labels(metric, where, expr: str) -> dict:
    if not isinstance(metric, dict) or not all(isinstance(v, str) for v in metric.values()):
        raise TelemetryError(Said("the answer to {query} has labels that are not texts "
                                  "(not a Prometheus answer)", where, query=repr(expr[:120])))
    return metric


def _bounds(expr: str) -> tuple[float, float]:
    """What a value of ``expr`` may be: no DCGM power, energy, count or limit is negative, a
    utilization is at most 100 %, and no GPU board draws more than ``MAX_POWER_W``."""
    if "count_over_time" in expr or "resets(" in expr:
        return 0.0, 1e12
    if q.UTIL in expr:
        return 0.0, 100.0
    if any(name in expr for name in q.ENERGY):
        return 0.0, 1e18  # mJ: 100 kW for 400 days is 3.5e15
    if q.POWER in expr or any(name in expr for name in q.LIMIT):
        return 0.0, MAX_POWER_W
    return 0.0, 1e12


def _value(text, where, expr: str, low: float, high: float) -> None:
    value = number(text)
    if value is not None and not low <= value <= high:
        raise TelemetryError(Said("the answer to {query} holds {value}, which no GPU gives "
                                  "(expected {low} to {high})", where, query=repr(expr[:120]),
                                  value=Figure(value, "g"), low=Figure(low, "g"),
                                  high=Figure(high, "g")))


def check_vector(result, where, expr: str) -> list[dict]:
    """An instant answer's result list, each item ``{"metric": {...}, "value": [t, "v"]}``."""
    if not isinstance(result, list):
        raise TelemetryError(Said("the answer to {query} is not a list of series", where,
                                  query=repr(expr[:120])))
    low, high = _bounds(expr)
    for item in result:
        if not isinstance(item, dict):
            raise TelemetryError(Said("the answer to {query} is not a list of series", where,
                                      query=repr(expr[:120])))
        _labels(item.get("metric", {}), where, expr)
        pair = item.get("value")
        if not isinstance(pair, list) or len(pair) != 2 or isinstance(pair[0], bool) or \
                not isinstance(pair[0], int | float) or not isinstance(pair[1], str):
            raise TelemetryError(Said("the answer to {query} has a value that is not a [time, "
                                      "\"number\"] pair", where, query=repr(expr[:120])))
        _value(pair[1], where, expr, low, high)
    return result


def _pair(v) -> bool:
    """``[t, "number"]`` as Prometheus writes a sample ("NaN" and "+Inf" are numbers there)."""
    if not (isinstance(v, list) and len(v) == 2 and not isinstance(v[0], bool)
            and isinstance(v[0], int | float) and math.isfinite(v[0]) and isinstance(v[1], str)):
        return False
    try:
        float(v[1])
    except ValueError:
        return False
    return True


def check_matrix(result, where, expr: str) -> list[dict]:
    """A range answer's decoded result list, each item ``{"metric", "values": [[t, "v"]...]}``."""
    if not isinstance(result, list) or not all(isinstance(i, dict) for i in result):
        raise TelemetryError(Said("the answer to {query} is not a list of series", where,
                                  query=repr(expr[:120])))
    for item in result:
        _labels(item.get("metric", {}), where, expr)
        values = item.get("values") or []
        if not isinstance(values, list) or not all(_pair(v) for v in values):
            raise TelemetryError(Said("the answer to {query} has a value that is not a [time, "
                                      "\"number\"] pair", where, query=repr(expr[:120])))
    return result


def check_series(series: list, where, expr: str, start: float, end: float) -> list:
    """The (labels, times, values) of a range answer: values in range, times in the request's
    ``start`` .. ``end`` (a server answers nothing outside it)."""
    low, high = _bounds(expr)
    for labels, t, y in series:
        _labels(labels, where, expr)
        # a step average or count is never NaN or infinite (no sample gives an empty step, not
        # a NaN); one would reach the load curve and the night share
        bad = y[~((y >= low) & (y <= high))]
        if len(bad):
            raise TelemetryError(Said("the answer to {query} holds {value}, which no GPU gives "
                                      "(expected {low} to {high})", where,
                                      query=repr(expr[:120]), value=Figure(float(bad[0]), "g"),
                                      low=Figure(low, "g"), high=Figure(high, "g")))
        if len(t) and not ((t >= start - 1e-3) & (t <= end + 1e-3)).all():
            raise TelemetryError(Said("the answer to {query} has a time outside the window it "
                                      "was asked for", where, query=repr(expr[:120])))
    return series
