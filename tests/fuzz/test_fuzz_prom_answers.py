"""Fuzz of the live Prometheus import: a fake Prometheus on 127.0.0.1 (tests/io/fake_prom.py)
answers every request validly except one, whose JSON is mutated: bytes cut, flipped or NULs
inserted (the file fuzzers' mutations), or one node of the decoded answer replaced by another
type, a deep nest, a huge or odd number, a NaN text, or removed. Each import ends in a result
(strict JSON out, every figure finite) or in one line, never a traceback, within a bound of
time and memory. `make test` runs 40, `make fuzz` 3 000."""

from __future__ import annotations

import json
import math
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from byte_mutations import BYTE_KINDS, byte_change  # noqa: E402
from fuzz_budget import fuzz_count  # noqa: E402

from app.errors import AppError  # noqa: E402
from app.io.telemetry.client import Connection, PromClient  # noqa: E402
from app.io.telemetry.fleet import import_fleet  # noqa: E402
from app.io.telemetry.window import Window  # noqa: E402
from tests.io.fake_prom import fake_prom  # noqa: E402,F401 - the fixture
from tests.io.telemetry_server import START  # noqa: E402

WINDOW = Window(START, START + 6 * 3600)
#: Which answer is mutated: the metric list, an instant query, a range query, the raw samples.
TARGETS = ("names", "count_over_time", "avg_over_time(DCGM_FI_DEV_POWER", "quantile_over_time",
           "max_over_time", "increase", "resets", "GPU_UTIL", "POWER_MGMT_LIMIT", "range",
           "min_over_time")
REPLACEMENTS = ({}, [], "abc", None, True, 1e308, -1, "NaN", "+Inf", "-5", "1e400", 0,
                "deep", "long", "many", "drop", "nan-literal", "inf-literal")
SECONDS, MIB = 20.0, 200
REFUSALS: list[str] = []


def _nodes(doc, path=()):
    yield path
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _nodes(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:6]):
            yield from _nodes(v, path + (i,))


def _replace(doc, path, new):
    if not path:
        return new
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    if isinstance(new, str) and new == "drop":
        del parent[path[-1]]
    else:
        parent[path[-1]] = new
    return doc


def mutate(body: bytes, rnd: random.Random) -> tuple[bytes, str]:
    """``body`` with one mutation, and what it was."""
    if rnd.random() < 0.4:
        kind = rnd.choice(BYTE_KINDS)
        return byte_change(body, kind, rnd), kind
    doc = json.loads(body)
    path = rnd.choice(list(_nodes(doc)))
    new = rnd.choice(REPLACEMENTS)
    if new in ("deep", "nan-literal", "inf-literal"):
        new = f"__{new}__"  # written into the text below (json cannot build it so deep)
    elif new == "long":
        new = "x" * 3_000_000
    elif new == "many":  # the node repeated: a list of 3 000 of it
        node = doc
        for step in path:
            node = node[step]
        new = [node] * 3000
    if new == "drop" and not path:
        new = None
    doc = _replace(doc, path, new)
    text = (json.dumps(doc, separators=(",", ":")).replace('"__deep__"', "[" * 3000 + "]" * 3000)
            .replace('"__nan-literal__"', "NaN").replace('"__inf-literal__"', "-Infinity"))
    return text.encode(), f"{'/'.join(map(str, path))} -> {str(new)[:30]}"


class _Plan:
    """Which answer the server mutates in the running example (one server for all)."""

    def __init__(self):
        self.target, self.rnd, self.what = None, None, ""

    def spoil(self, path, expr, body):
        t = self.target
        hit = ((t == "names" and path.endswith("/values"))
               or (t == "range" and path.endswith("/query_range"))
               or (t not in ("names", "range") and path.endswith("/query") and t in expr))
        if not hit or self.rnd is None:
            return body
        body, self.what = mutate(body, self.rnd)
        return body


def _finite(doc) -> bool:
    if isinstance(doc, float):
        return math.isfinite(doc)
    if isinstance(doc, dict):
        return all(_finite(v) for v in doc.values())
    if isinstance(doc, list):
        return all(_finite(v) for v in doc)
    return True


def check(url: str, label: str, measure: bool) -> str:
    from app.cli.telemetry import json_doc
    from app.io.smi.summary import _clean

    if measure:
        tracemalloc.start()
    started = time.monotonic()
    try:
        result = import_fleet(PromClient(Connection(url, timeout_s=5.0)), WINDOW, workers=1)
    except AppError as exc:
        text = str(exc)
        assert text and "\n" not in text and "Traceback" not in text, (label, text)
        outcome = "refused"
        REFUSALS.append(text[:150])
    else:
        doc = json_doc(result)
        json.dumps(_clean(doc), allow_nan=False)  # strict JSON
        assert _finite(_clean(doc)), label
        for p in result.profiles:
            for v in (p.mean_power_w, p.max_power_w, p.energy_wh):
                assert v is None or (math.isfinite(v) and v >= 0), (label, p.gpu, v)
        outcome = "ok"
    elapsed = time.monotonic() - started
    assert elapsed < SECONDS, (label, elapsed)
    if measure:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < MIB * 2**20, (label, peak / 2**20)
    return outcome


def test_mutated_prometheus_answers_end_in_a_result_or_one_line(fake_prom):
    count = fuzz_count(40, 3000)
    rnd = random.Random(20261201)
    plan = _Plan()
    url = fake_prom(spoil=plan.spoil)
    tally = {"ok": 0, "refused": 0}
    started = time.monotonic()
    for k in range(count):
        plan.target = rnd.choice(TARGETS)
        plan.rnd = random.Random(rnd.random())
        outcome = check(url, f"#{k} {plan.target}", measure=k % 10 == 0)
        tally[outcome] += 1
    print(f"\nPrometheus answer fuzz: {count} mutated imports in "
          f"{time.monotonic() - started:.0f} s, {tally}")
    kinds = {}
    for text in REFUSALS:
        kind = text.split(": ", 1)[-1][:70]
        kinds[kind] = kinds.get(kind, 0) + 1
    for kind, n in sorted(kinds.items(), key=lambda kv: -kv[1])[:12]:
        print(f"  {n:5d}  {kind}")
    assert tally["refused"] > 0


def test_the_unmutated_answers_import(fake_prom):
    """Without a mutation the fake server's answers import (else the fuzz tests refusals only)."""
    assert check(fake_prom(), "unmutated", measure=False) == "ok"
