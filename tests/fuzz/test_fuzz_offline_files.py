"""Fuzz: mutated offline Prometheus files end in a result or a one-line refusal, never a
traceback: a ``prom-export`` file and each file of a ``prom-script`` saved-answers
folder (the manifest, url.txt, an answer), mutated as JSON values (another type, an extreme, a
negative, NaN, a key dropped or added, a key twice) and as bytes (cut, flipped, NULs). Each goes
through ``import-prom --json`` (every third through the text report) in this process: exit 0
with strict, finite JSON whose energies, powers and shares are in range, or exit 2 with one
line. Seeds are made without a server
(tests/io/offline_files.py). `make test` runs a bounded number, `make fuzz` many more.
"""

from __future__ import annotations

import json
import math
import random
import shutil
from pathlib import Path

from byte_mutations import BYTE_KINDS, byte_change
from fuzz_budget import fuzz_count
from test_fuzz_quote_files import _leaves, cli

from tests.io.offline_files import answers_folder, export_file


def _odd(value, rnd: random.Random):
    """Another value for one field: an extreme, a negative, another type."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return rnd.choice([-value, -1, value * 1000, 5.0, 7.5, 1e308, float("nan"),
                           float("inf"), 10**30, 0, str(value), None, True, [value]])
    if isinstance(value, str):
        return rnd.choice(["", "x" * 100_000, "\x00", "NaN", "-1", "1e999", 12, None, ["a"],
                           {"a": 1}, value + value])
    return rnd.choice([None, True, 0, -1, "", [], {}, [[[[[[]]]]]], "x" * 1000, 1e308])


def tree_mutate(data: bytes, rnd: random.Random) -> tuple[bytes, str]:
    doc = json.loads(data)
    done = []
    for _ in range(rnd.randint(1, 3)):
        kind = rnd.choice(["leaf", "leaf", "leaf", "drop", "unknown", "twice"])
        done.append(kind)
        leaves = [(p, v) for p, v in _leaves(doc) if p]
        if not leaves:
            break
        path, value = rnd.choice(leaves)
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        if kind == "leaf":
            parent[path[-1]] = _odd(value, rnd)
        elif kind == "drop" and isinstance(parent, dict):
            del parent[path[-1]]
        elif kind == "unknown" and isinstance(parent, dict):
            parent["extra"] = _odd(value, rnd)
    text = json.dumps(doc, allow_nan=True)  # NaN / Infinity as a file may hold them
    if "twice" in done:  # a key written twice: the first key of the first object again
        text = text.replace("{", '{"format": "x", ', 1) if rnd.random() < 0.5 else \
            text.replace('"status": ', '"status": "error", "status": ', 1)
    return text.encode("utf-8"), "tree:" + "+".join(done)


def mutate(data: bytes, rnd: random.Random) -> tuple[bytes, str]:
    if rnd.random() < 0.6:
        try:
            return tree_mutate(data, rnd)
        except ValueError:  # url.txt is no JSON
            pass
    done = []
    for _ in range(rnd.randint(1, 3)):
        kind = rnd.choice(BYTE_KINDS)
        done.append(kind)
        data = byte_change(data, kind, rnd) if data else data
    return data, "+".join(done)


def _strict(text: str):
    def refuse(token):
        raise AssertionError(f"{token} in the JSON")
    return json.loads(text, parse_constant=refuse)


def check(source: Path, what: str, text: bool = False) -> str:
    """``import-prom SOURCE --json`` (``text``: the report instead): a result in range, or one
    line."""
    code, out, err = cli("import-prom", str(source), *([] if text else ["--json"]))
    if code == 2:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), (what, err[:600])
        return "refused"
    assert code == 0, (what, code, err[:600])
    if text:
        assert "nan" not in out.lower().replace("nanos", ""), (what, out[:600])
        return "read"
    doc = _strict(out)
    for gpu in doc["gpus"]:
        for name in ("energy_wh", "mean_power_w", "p95_power_w", "max_power_w"):
            value = gpu.get(name)
            assert value is None or (math.isfinite(value) and value >= 0), (what, name, value)
        u = gpu.get("mean_utilization")
        assert u is None or 0 <= u <= 1, (what, u)
    share = doc["day_night"].get("night_energy_share")
    assert share is None or 0 <= share <= 1, (what, share)
    return "read"


def test_mutated_exports_are_read_or_refused_in_one_line(tmp_path):
    seed = export_file(tmp_path / "seed.json").read_bytes()
    rnd = random.Random(23)
    seen = {"read": 0, "refused": 0}
    target = tmp_path / "fleet.json"
    for n in range(fuzz_count(120)):
        data, what = mutate(seed, rnd)
        target.write_bytes(data)
        seen[check(target, f"#{n} {what}", text=n % 3 == 0)] += 1
    assert seen["refused"] > 0 and seen["read"] > 0, seen  # both ways were taken


def test_mutated_saved_answer_folders_are_read_or_refused_in_one_line(tmp_path):
    seed = answers_folder(tmp_path / "seed")
    files = sorted(p.name for p in seed.iterdir())
    rnd = random.Random(17)
    seen = {"read": 0, "refused": 0}
    for n in range(fuzz_count(60, 5_000)):
        folder = tmp_path / "case"
        if folder.exists():
            shutil.rmtree(folder)
        shutil.copytree(seed, folder)
        # the manifest and url.txt now and then, else an answer the import asks for
        name = rnd.choice(["manifest.json", "url.txt"] + [f for f in files if f < "0040"])
        data, what = mutate((folder / name).read_bytes(), rnd)
        (folder / name).write_bytes(data)
        seen[check(folder, f"#{n} {name} {what}", text=n % 3 == 0)] += 1
    assert seen["refused"] > 0, seen
