"""The range answer's fast reader gives what the JSON decoder gives, and steps aside for any
other layout (so a Thanos or Mimir answer, or one with warnings, is read the general way)."""

from __future__ import annotations

import json

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.io.telemetry.client import matrix_series, unwrap
from app.io.telemetry.matrix import fast_parse, from_result

_VALUE = st.one_of(st.floats(allow_nan=False, allow_infinity=False, width=64).map(repr),
                   st.sampled_from(["NaN", "+Inf", "-Inf", "0", "1e-07", "123.456"]))
_LABEL = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
_SERIES = st.fixed_dictionaries({
    "metric": st.dictionaries(st.sampled_from(["gpu", "Hostname", "modelName", "UUID", "a"]),
                              _LABEL, max_size=4),
    "values": st.lists(st.tuples(st.integers(1_600_000_000, 1_900_000_000).map(lambda t: t / 1),
                                 _VALUE).map(list), max_size=20)})


def _prometheus_bytes(result: list[dict]) -> bytes:
    """The layout Prometheus writes: no spaces, times as numbers, values as strings."""
    def pair(p):
        return f"[{p[0]:.3f}".rstrip("0").rstrip(".") + f",{json.dumps(p[1])}]"
    series = ",".join('{"metric":' + json.dumps(s["metric"], ensure_ascii=False,
                                                 separators=(",", ":"))
                      + ',"values":[' + ",".join(pair(p) for p in s["values"]) + "]}"
                      for s in result)
    return ('{"status":"success","data":{"resultType":"matrix","result":[' + series
            + "]}}").encode("utf-8")


def _same(a, b) -> None:
    assert len(a) == len(b)
    for (la, ta, ya), (lb, tb, yb) in zip(a, b):
        assert la == lb
        np.testing.assert_array_equal(ta, tb)
        np.testing.assert_array_equal(ya, yb)


@settings(max_examples=200, deadline=None)
@given(st.lists(_SERIES, max_size=6))
def test_fast_reader_agrees_with_json(result):
    raw = _prometheus_bytes(result)
    fast = fast_parse(raw)
    assert fast is not None, raw[:200]
    _same(fast, from_result(json.loads(raw)["data"]["result"]))


def test_other_layouts_are_read_the_general_way():
    result = [{"metric": {"gpu": "0"}, "values": [[1.0, "2.5"], [2.0, "3.5"]]}]
    raw = _prometheus_bytes(result)
    want = from_result(result)
    others = {
        "spaces": json.dumps(json.loads(raw), indent=1).encode(),
        "warnings": raw[:-1] + b',"warnings":["too many samples"]}',
        "histograms": raw.replace(b'"values":[[1,"2.5"],[2,"3.5"]]',
                                  b'"values":[[1,"2.5"],[2,"3.5"]],"histograms":[]'),
        "keys reordered": b'{"data":{"resultType":"matrix","result":[{"metric":{"gpu":"0"},'
                          b'"values":[[1,"2.5"],[2,"3.5"]]}]},"status":"success"}',
        "a value numpy cannot read": raw.replace(b'"3.5"', b'"3.5x"'),
    }
    for name, other in others.items():
        assert fast_parse(other) is None, name
        if name != "a value numpy cannot read":
            got = matrix_series(other, lambda o=other: unwrap(json.loads(o), "test"), "q")
            _same(got, want)


def test_errors_still_come_from_the_decoder():
    raw = b'{"status":"error","errorType":"bad_data","error":"parse error at char 3"}'
    assert fast_parse(raw) is None
    try:
        matrix_series(raw, lambda: unwrap(json.loads(raw), "http://x"), "q")
    except Exception as exc:  # noqa: BLE001 - the one-line TelemetryError
        assert "parse error at char 3" in str(exc)
    else:
        raise AssertionError("an error answer was read as a result")


def test_empty_result_and_empty_series():
    assert fast_parse(_prometheus_bytes([])) == []
    got = fast_parse(_prometheus_bytes([{"metric": {"gpu": "1"}, "values": []}]))
    assert got == []  # like the decoder: a series without values is left out
