"""One typed analysis, computed once and rendered three times: ``analyze`` returns a frozen
``Analysis``; ``gpu-tco analyze --json`` prints exactly its JSON; a part asked for alone is
the same as in the whole analysis; and the proposal's risk page shows the analysis it is
given, bar for bar."""

from __future__ import annotations

import dataclasses
import json

import pytest

from app.calc import evaluate
from app.calc.advisor import Analysis, analyze
from app.io.export import build_document
from app.io.quote.store import load_quote
from app.io.report.analysis import clean
from tests.conftest import EXAMPLES, run_cli

E4 = EXAMPLES / "method-e4.quote.json"


@pytest.fixture(scope="module")
def whole() -> Analysis:
    return analyze(load_quote(E4))


def test_analysis_is_one_frozen_object(whole):
    assert isinstance(whole, Analysis)
    with pytest.raises(dataclasses.FrozenInstanceError):
        whole.tornado = {}  # type: ignore[misc]
    assert [o.label for o in whole.options] == list(whole.labels)
    assert whole.monte_carlo.draws == 10_000


def test_the_cli_prints_the_analysis_it_computed(whole):
    from app.errors import CatalogError
    from app.io.catalog.store import load_catalog

    try:
        catalog = load_catalog()
    except CatalogError:
        catalog = None
    printed = run_cli("analyze", str(E4), "--json")
    assert printed.returncode == 0, printed.stderr
    expected = analyze(load_quote(E4), catalog=catalog)
    assert json.loads(printed.stdout) == json.loads(json.dumps(clean(expected)))


def test_a_part_alone_is_the_part_of_the_whole(whole):
    quote = load_quote(E4)
    alone = analyze(quote, parts={"tornado", "break_even"}, result=evaluate(quote))
    assert alone.tornado == whole.tornado
    assert alone.break_even_price == whole.break_even_price
    assert alone.break_even_demand == whole.break_even_demand
    assert alone.options == () and alone.findings is None and alone.monte_carlo is None
    assert "cap_sweeps" not in alone.to_json() and "tornado" in alone.to_json()
    with pytest.raises(ValueError, match="unknown analysis parts"):
        analyze(quote, parts={"tornadoes"})


def test_the_risk_page_shows_the_analysis_it_is_given(whole):
    quote = load_quote(E4)
    doc = build_document(quote, whole.result, "en", analysis=whole)
    risk = doc.risk
    rows = [r for r in whole.tornado[risk.candidate] if r.valid]
    assert [(b.low, b.high) for b in risk.bars] == [
        (r.tco_diff.low, r.tco_diff.high) for r in rows[:len(risk.bars)]]
    assert [p.label for p in risk.prices] == [b.label for b in whole.break_even_price]
    assert risk.crossings == list(whole.demand_break_even(risk.candidate).crossings)
