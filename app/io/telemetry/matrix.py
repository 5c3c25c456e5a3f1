"""A range query's answer (a matrix) as numpy arrays, read straight from the server's bytes.

Why: the load curve is the import's largest answer (128 GPUs x 1 000 steps is 3.4 MB of JSON per
chunk). ``json.loads`` turns each ``[t, "value"]`` pair into three Python objects, ten times the
size of the arrays and most of the client's time. Prometheus writes the matrix in one fixed
layout; this reads the labels of each series with the JSON decoder and its values with numpy.
Anything else (another layout, warnings, native histograms, an error) goes the general way,
through ``json`` and ``unwrap``, so a server that answers differently is read the same, only
slower.
"""

from __future__ import annotations

import json

import numpy as np

#: (labels, times [s], values) of one series.
Series = tuple[dict, np.ndarray, np.ndarray]

_HEAD = '{"status":"success","data":{"resultType":"matrix","result":['
_METRIC = '{"metric":'
_VALUES = ',"values":['
_PUNCTUATION = str.maketrans('[],"', "    ")
_DECODER = json.JSONDecoder()


def from_result(result: list) -> list[Series]:
    """The general way: a decoded ``result`` list, its shape checked (``shapes``: raises
    ShapeError or TooMany); series without values left out."""
    from app.io.telemetry.shapes import matrix_items

    return [(labels, np.asarray(t, dtype=float), np.asarray(y, dtype=float))
            for labels, t, y in matrix_items(result) if len(t)]


def fast_parse(raw: bytes) -> list[Series] | None:
    """The series of a successful matrix answer in Prometheus's own layout, or None when the
    bytes are anything else (then read them with ``json``)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text.startswith(_HEAD):
        return None
    pos, out = len(_HEAD), []
    if text.startswith("]", pos):
        return out if text[pos + 1:] == "}}" else None
    while True:
        if not text.startswith(_METRIC, pos):
            return None
        try:
            labels, pos = _DECODER.raw_decode(text, pos + len(_METRIC))
        except ValueError:
            return None
        if not isinstance(labels, dict) or not text.startswith(_VALUES, pos):
            return None
        pos += len(_VALUES)
        if text.startswith("]", pos):  # no values
            end = pos
        else:
            end = text.find("]]", pos)
            if end < 0:
                return None
            pairs = text[pos:end]
            try:
                numbers = np.fromstring(pairs.translate(_PUNCTUATION), sep=" ")
            except ValueError:  # a value numpy cannot read
                return None
            if numbers.size != 2 * pairs.count("[") or numbers.size == 0:
                return None  # a different layout
            out.append((labels, numbers[0::2].copy(), numbers[1::2].copy()))
            end += 1
        if not text.startswith("]}", end):
            return None
        pos = end + 2
        if text.startswith(",", pos):
            pos += 1
            continue
        return out if text[pos:] == "]}}" else None
