"""Random valid quotes through everything a user runs: ``calc`` and
``analyze`` finish with strict JSON (no NaN, no Infinity), CO2 = kWh x intensity, the order of
the options changes no figure, and saving and reopening changes nothing. A sample of the
examples is also exported to xlsx and PDF (an export costs about a second, so every example
would not fit ``make test``).

Counts: ``fuzz_count`` (a few hundred in ``make test``, 20 000 in ``make fuzz``).
"""

from __future__ import annotations

import json
import math

import pytest
from fuzz_budget import fuzz_count
from hypothesis import HealthCheck, Phase, given, settings
from quote_strategy import quotes

from app.calc import evaluate
from app.calc.advisor import analyze
from app.io.quote.store import dump_quote, parse_quote
from app.io.report.analysis import clean, render_analysis
from app.io.report.results import render_json, render_text
from app.model import Quote

# no shrinking: on two shared cores it can take many minutes; the failing quote is printed whole
SETTINGS = dict(deadline=None, database=None,
                phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def strict(text: str):
    """JSON parsed strictly: NaN, Infinity and -Infinity are refused."""
    def refuse(token):
        raise AssertionError(f"{token} in the JSON")
    return json.loads(text, parse_constant=refuse)


def _finite_everywhere(value, where="result"):
    if isinstance(value, float):
        assert math.isfinite(value), where
    elif isinstance(value, dict):
        for k, v in value.items():
            _finite_everywhere(v, f"{where}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _finite_everywhere(v, f"{where}[{i}]")


def _by_label(result) -> dict:
    return {o.label: o.model_dump() for o in result.options}


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@settings(max_examples=fuzz_count(250), **SETTINGS)
@given(quote=quotes())
def test_calc_is_finite_consistent_and_order_free(quote: Quote):
    result = evaluate(quote)
    doc = strict(render_json(result))
    _finite_everywhere(doc)
    render_text(result)
    for o in result.options:
        if not o.valid:
            assert o.reasons, o.label
            continue
        assert o.servers >= 1 and o.annual_kwh_total >= 0
        assert math.isclose(o.annual_co2_kg, o.annual_kwh_total * o.carbon_kg_per_kwh,
                            rel_tol=1e-12, abs_tol=1e-9)
        assert len(o.opex_by_year) == quote.site.years
    reordered = quote.model_copy(update={"options": list(reversed(quote.options))})
    again = evaluate(reordered)
    assert _by_label(again) == _by_label(result)
    assert again.demand_per_s == result.demand_per_s and again.notes == result.notes
    reopened = parse_quote(dump_quote(quote), "fuzz.quote.json")
    assert reopened == quote
    assert evaluate(reopened).model_dump() == result.model_dump()


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@settings(max_examples=fuzz_count(40, 2_000), **SETTINGS)
@given(quote=quotes())
def test_analyze_finishes_with_strict_json(quote: Quote):
    analysis = analyze(quote, draws=64)
    strict(json.dumps(clean(analysis), allow_nan=False, ensure_ascii=False))
    render_analysis(analysis)


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@settings(max_examples=fuzz_count(6, 300), **SETTINGS)
@given(quote=quotes())
def test_both_exports_finish(quote: Quote, tmp_path_factory):
    from app.io.export import export_quote

    folder = tmp_path_factory.mktemp("fuzz-export")
    written = export_quote(quote, folder, ("xlsx", "pdf"), "nl" if quote.site.years % 2 else "en")
    assert sorted(p.suffix for p in written) == [".pdf", ".xlsx"]
    for path in written:
        assert path.stat().st_size > 1000
        path.unlink()
