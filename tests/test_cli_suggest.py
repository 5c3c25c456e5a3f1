"""`gpu-tco suggest`: the configurator from the command line, JSON strict, --add writes."""

from __future__ import annotations

import json

import pytest

from app.io.quote.store import load_quote, save_quote
from tests.calc.v100_task import v100_quote
from tests.conftest import EXAMPLES, run_cli


def test_suggest_json_add_and_bad_input(tmp_path):
    path = tmp_path / "v100.quote.json"
    save_quote(v100_quote(redundancy=1), path)
    out = run_cli("suggest", str(path), "--json", "--top", "2")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["builds_searched"] > 500 and len(doc["suggestions"]) == 2
    assert doc["suggestions"][0]["npv"] > 0 and doc["suggestions"][0]["why"]
    text = run_cli("suggest", str(path), "--objective", "energy", "--top", "1")
    assert text.returncode == 0 and "ranked by energy" in text.stdout
    carbon = run_cli("suggest", str(path), "--objective", "carbon", "--top", "1", "--json")
    assert carbon.returncode == 0, carbon.stderr
    best = json.loads(carbon.stdout)["suggestions"][0]
    assert best["carbon_horizon_kg"] == pytest.approx(best["embodied_kg"] + 5 * best["annual_co2_kg"])
    added = run_cli("suggest", str(path), "--add", "1")
    assert added.returncode == 0, added.stderr
    quote = load_quote(path)
    assert quote.options[-1].label == doc["suggestions"][0]["label"]
    bad = run_cli("suggest", str(path), "--add", "100000")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "--add 100000" in bad.stderr


def test_suggest_and_analyze_take_a_quote_with_a_banded_energy_bill():
    """A bill's tax bands are a list inside the chain's inputs: grouping the builds by their
    inputs once failed on it ("unhashable type: 'list'") for the Brussels example."""
    quote = str(EXAMPLES / "belgique-bruxelles.quote.json")
    for command in ("suggest", "analyze"):
        proc = run_cli(command, quote)
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr
