"""``gpu-tco analyze --json`` keeps the keys, in their order, that scripts reading it rely on.

The advisor's parts are typed records that write their own JSON (``to_json``); a field renamed
in a record must not rename a key of the document. The keys below are the document's
interface, not results: every figure is read from the analysis itself. The quotes cover each
shape a part can take: a power budget with racks and a demand crossing (E4), demand growth
(E7a), a rented option and an energy bill (E5), and a day/night tariff (E3), where no single
energy price breaks even.
"""

from __future__ import annotations

import json

import pytest

from app.calc.advisor import analyze
from app.io.quote.store import load_quote
from app.io.report.analysis import clean
from app.model.tariff import Tariff
from tests.conftest import EXAMPLES

DOCUMENT = ["quote", "currency", "work_unit", "demand_per_s", "years", "baseline", "result",
            "inputs", "cap_sweeps", "profiles", "budget", "findings", "points", "tornado",
            "break_even_price", "break_even_growth", "break_even_demand", "monte_carlo"]
VARIANT = ["variant", "phi", "lam", "servers", "utilization", "wall_w", "wall_peak_w",
           "annual_kwh_total", "tco", "kwh_per_work", "tco_per_work", "throughput_per_gpu",
           "work_per_year", "annual_energy_cost", "valid"]
IN_BUDGET = ["servers_in_budget", "throughput_in_budget", "fits_budget"]
IN_RACKS = ["servers_per_rack", "racks"]
FIGURES = ["annual_kwh_total", "annual_co2_kg", "capex", "tco"]
COMPARED = ["npv", "switching_capex", "simple_payback_years", "discounted_payback_years"]
PRICE = ["label", "horizon_years", "energy_saving_kwh",
         "simple_payback_when", "simple_payback_price", "simple_maintenance_alone",
         "cumulative_payback_when", "cumulative_payback_price", "cumulative_maintenance_alone"]
PRICE_UNDER_TARIFF = ["label", "horizon_years", "simple_payback_price",
                      "cumulative_payback_price", "simple_payback_when",
                      "cumulative_payback_when", "energy_saving_kwh",
                      "simple_maintenance_alone", "cumulative_maintenance_alone", "reason"]
GROWTH = ["label", "horizon_years", "range", "quote_growth", "not_computed",
          "simple_payback_growth_when", "simple_payback_growth",
          "cumulative_payback_growth_when", "cumulative_payback_growth"]


def _tariffed(quote):
    site = quote.site.model_copy(update={"tariff": Tariff(
        day_price_per_kwh=0.24, night_price_per_kwh=0.12, flexible_share=0.3), "bill": None})
    return quote.model_copy(update={"site": site})


QUOTES = {
    "E4 budget": lambda: load_quote(EXAMPLES / "method-e4.quote.json"),
    "E7a growth": lambda: load_quote(EXAMPLES / "method-e7a.quote.json"),
    "E5 rented, bill": lambda: load_quote(EXAMPLES / "method-e5.quote.json"),
    "E3 tariff": lambda: _tariffed(load_quote(EXAMPLES / "method-e3.quote.json")),
}


@pytest.fixture(scope="module", params=list(QUOTES))
def printed(request):
    """The quote and its document as ``analyze --json`` prints it (few draws: only the keys
    matter here)."""
    quote = QUOTES[request.param]()
    doc = json.loads(json.dumps(clean(analyze(quote, draws=200)), allow_nan=False))
    return request.param, quote, doc


def test_the_document_and_its_tables_keep_their_keys(printed):
    _, quote, doc = printed
    assert list(doc) == DOCUMENT
    site = quote.site
    fit = (IN_BUDGET if site.budget_kw is not None else []) + (
        IN_RACKS if site.rack_limit_kw is not None else [])
    for table in doc["profiles"]:
        assert list(table) == ["label", "rows", "notes", "note_items"]
        for row in table["rows"]:
            assert list(row) == VARIANT + fit + ["supported", "kwh_vs_none", "tco_vs_none"]
        assert all(list(n) == ["code", "args"] for n in table["note_items"])
    assert (doc["budget"] == []) == (site.budget_kw is None and site.rack_limit_kw is None)
    more = (["more_servers_than_uncapped", "more_throughput_than_uncapped"]
            if site.budget_kw is not None else [])
    for table in doc["budget"]:
        assert list(table) == ["label", "budget_kw", "rack_limit_kw", "rows"]
        assert (table["budget_kw"], table["rack_limit_kw"]) == (site.budget_kw,
                                                                site.rack_limit_kw)
        assert all(list(row) == VARIANT + fit + more for row in table["rows"])


def test_findings_and_point_figures_keep_their_keys(printed):
    _, quote, doc = printed
    assert doc["findings"]
    assert all(list(f) == ["code", "option", "text", "notes", "numbers"] for f in doc["findings"])
    base = quote.baseline.label
    assert list(doc["points"]) == [r["label"] for r in doc["result"]["options"] if r["valid"]]
    for label, row in doc["points"].items():
        assert list(row) == (FIGURES if label == base else FIGURES + COMPARED), label


def test_break_evens_keep_their_keys(printed):
    name, quote, doc = printed
    candidates = [r["label"] for r in doc["result"]["options"]
                  if r["valid"] and not r["baseline"]]
    prices = doc["break_even_price"]
    assert [b["label"] for b in prices] == candidates
    tariff = quote.site.tariff is not None
    for b in prices:
        assert list(b) == (PRICE_UNDER_TARIFF if tariff else PRICE)
        assert (b["simple_payback_when"] is None) == tariff
        for run in b["simple_payback_when"] or []:
            assert len(run) == 2  # [lo, hi], hi None: no upper end
    assert [b["label"] for b in doc["break_even_growth"]] == candidates
    for b in doc["break_even_growth"]:
        assert list(b) == GROWTH and b["quote_growth"] == quote.workload.demand_growth
    assert [b["label"] for b in doc["break_even_demand"]] == candidates
    for b in doc["break_even_demand"]:
        assert list(b) == ["label", "against", "crossings"] and b["against"] == quote.baseline.label
        assert all(list(c) == ["demand", "kind", "below", "above"] for c in b["crossings"])
    if name == "E4 budget":  # the H200 needs a third server at 17.92 units/s (METHOD E4)
        assert any(b["crossings"] for b in doc["break_even_demand"])

