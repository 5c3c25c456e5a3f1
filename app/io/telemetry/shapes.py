"""The shape of a Prometheus API answer, checked before a figure is taken from it.

Why: a proxy, a look-alike API or a broken server can answer with JSON of any shape: a sample
value that is an object, a time stamp that is a string of letters, labels that are lists, a
million series, JSON nested a thousand deep. Each of these must end in one line that names the
query and what is wrong (and, for a too large answer, how to narrow it), not in a traceback
or in a figure read from the wrong place. The limits are far above any real fleet.
"""

from __future__ import annotations

import math

from app.errors import Figure, Said

#: Series in one answer: a fleet of 5 000 GPUs, with every throttle reason active on each.
MAX_SERIES = 25_000
#: Time stamps are seconds since 1970, before the year 5000.
LATEST_S = 95_617_584_000.0
#: GPUs in one import.
MAX_GPUS = 5_000
NARROW = Said("narrow the import with a label filter (--match, e.g. '{{Hostname=~\"node-0.*\"}}') "
              "and import the fleet in parts")


class ShapeError(Exception):
    """What is wrong with the answer (a Said); the client adds the query and the server."""

    def __init__(self, what: Said):
        super().__init__(str(what))
        self.what = what


def _labels(metric) -> dict:
    if not isinstance(metric, dict):
        raise ShapeError(Said("a result's labels are not an object of label names and values"))
    for key, value in metric.items():
        if not isinstance(value, str):
            raise ShapeError(Said("the label {label} is not text", label=repr(str(key)[:40])))
    return metric


def stamp(value) -> float:
    """A sample's time stamp (a JSON number of seconds)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not (math.isfinite(value) and 0 <= value < LATEST_S):
        raise ShapeError(Said("a time stamp is not a number of seconds ({got})",
                              got=_show(value)))
    return float(value)


def sample(value) -> float:
    """A sample's value: Prometheus writes it as text ("123.4", "NaN", "+Inf"); the float
    (NaN and infinities kept: the import names them, it does not drop them)."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise ShapeError(Said("a sample value is not a number ({got})", got=_show(value)))
    try:
        return float(value)
    except ValueError:
        raise ShapeError(Said("a sample value is not a number ({got})",
                              got=_show(value))) from None


def _show(value) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    return repr(value)[:40]


def series_list(result, labelled: bool = False) -> list:
    """``result`` as a list of at most MAX_SERIES series (``labelled``: a list of label
    objects, each checked)."""
    if not isinstance(result, list):
        raise ShapeError(Said("the result is not a list of series"))
    if len(result) > MAX_SERIES:
        raise TooMany(len(result))
    if labelled:
        for labels in result:
            _labels(labels)
    return result


class TooMany(Exception):
    def __init__(self, n: int):
        super().__init__(n)
        self.n = n


def vector_items(result) -> list[tuple[dict, float]]:
    """An instant query's result as (labels, value) pairs."""
    out = []
    for item in series_list(result):
        if not isinstance(item, dict) or not isinstance(item.get("value"), list) \
                or len(item["value"]) != 2:
            raise ShapeError(Said("a result is not an object with labels and one value"))
        stamp(item["value"][0])
        out.append((_labels(item.get("metric", {})), sample(item["value"][1])))
    return out


def matrix_items(result) -> list[tuple[dict, list[float], list[float]]]:
    """A range query's result as (labels, times, values) (series without values kept empty)."""
    out = []
    for item in series_list(result):
        values = item.get("values", []) if isinstance(item, dict) else None
        if not isinstance(values, list):
            raise ShapeError(Said("a result is not an object with labels and values"))
        times, ys = [], []
        for pair in values:
            if not isinstance(pair, list) or len(pair) != 2:
                raise ShapeError(Said("a sample is not a pair of time and value"))
            times.append(stamp(pair[0]))
            ys.append(sample(pair[1]))
        out.append((_labels(item.get("metric", {})), times, ys))
    return out


def names(data) -> list[str]:
    """The metric-name list."""
    if not isinstance(data, list) or not all(isinstance(n, str) for n in data):
        raise ShapeError(Said("the metric list is not a list of names"))
    if len(data) > MAX_SERIES:
        raise TooMany(len(data))
    return data


def too_many(n: int, limit: int = MAX_SERIES) -> Said:
    return Said("the answer holds {n} series, more than the {limit} one import reads: {narrow}",
                n=n, limit=limit, narrow=NARROW)


def too_large(size: int, limit: int, where=None, announced: bool = False) -> Said:
    """The refusal of an answer beyond ``limit`` bytes: ``size`` came, or was announced."""
    if announced:
        return Said("the answer is larger than {mib} MiB (the server announces {size} MiB): "
                    "{narrow}", where, mib=Figure(limit / 2**20, ".0f"),
                    size=Figure(size / 2**20, ".0f"), narrow=NARROW)
    return Said("the answer is larger than {mib} MiB (at least {size} MiB came): {narrow}",
                where, mib=Figure(limit / 2**20, ".0f"), size=Figure(size / 2**20, ".0f"),
                narrow=NARROW)
