"""A price nobody knows is unknown, never 0: the money that needs it is not computed, the build
is flagged "price on request" and never wins on money; a typed price makes it compute."""

from __future__ import annotations

import json

import pytest

from app.calc import evaluate
from app.calc.configurator import suggest
from app.io.quote.store import dump_quote
from tests.calc.v100_task import BASELINE, candidate, catalog, v100_quote
from tests.conftest import run_cli

NVL = dict(server="nvidia-gb200-nvl72", gpu="gb200", n=72, psu="shelf-33000", count=8,
           spares=4, cooling="dlc-warm-water")
H200 = dict(server="smc-sys-421ge-tnrt", gpu="h200-nvl", n=4, psu="titanium-2700", count=4,
            spares=2)


def _quote(*options):
    q = v100_quote(list(options))
    return q.model_copy(update={"site": q.site.model_copy(update={"rack_limit_kw": 150})})


def test_the_racks_and_announced_parts_have_no_catalogue_price():
    cat = catalog()
    unknown = {g.id for g in cat.gpus.values() if g.price_eur is None}
    assert unknown == {"gb200", "gb300", "rubin", "mi455x"}
    for gpu_id in unknown:
        prov = cat.gpus[gpu_id].provenance_of("price_eur")
        assert "no p" in prov.source and "Price on request" in prov.note  # says why


def test_an_unknown_price_leaves_the_money_unknown_not_zero():
    r = evaluate(_quote(candidate("GB200", **NVL))).option("GB200")
    assert r.valid and r.price_on_request
    for figure in ("capex", "tco", "tco_per_work", "npv", "simple_payback_years",
                   "discounted_payback_years", "switching_capex"):
        assert getattr(r, figure) is None, figure
    assert "price_on_request" in r.flags
    assert "GB200 (per GPU, NVL72)" in r.price_on_request_reason
    assert r.annual_kwh_total > 0 and r.annual_co2_kg > 0  # power and carbon need no price


def test_a_typed_price_computes_the_capex_of_m22():
    cat = catalog()
    typed = candidate("GB200 typed", gpu_price=40000.0, **NVL)
    r = evaluate(_quote(typed)).option("GB200 typed")
    cooling = cat.cooling["dlc-warm-water"].capex_per_server_eur
    base = cat.servers["nvidia-gb200-nvl72"].base_price_eur
    assert not r.price_on_request and "price_on_request" not in r.flags
    assert r.capex == pytest.approx(r.servers * (base + 72 * 40000.0 + cooling))
    assert r.tco is not None and r.npv is not None


def test_the_other_options_compute_as_before():
    plain = evaluate(_quote(candidate("H200 NVL", **H200))).option("H200 NVL")
    beside = evaluate(_quote(candidate("H200 NVL", **H200),
                             candidate("GB200", **NVL))).option("H200 NVL")
    assert beside.capex == plain.capex and beside.npv == plain.npv and beside.tco == plain.tco


def test_calc_json_gives_null_money_a_flag_and_a_reason(tmp_path):
    path = tmp_path / "q.quote.json"
    path.write_text(dump_quote(_quote(candidate("GB200", **NVL))), encoding="utf-8")
    out = run_cli("calc", "--json", str(path))
    assert out.returncode == 0, out.stderr
    o = next(x for x in json.loads(out.stdout)["options"] if x["label"] == "GB200")
    assert o["capex"] is None and o["tco"] is None and o["npv"] is None
    assert o["simple_payback_years"] is None and o["price_on_request"] is True
    assert o["price_on_request_reason"].startswith("Price on request")
    text = run_cli("calc", str(path)).stdout
    capex_row = next(line for line in text.splitlines() if line.startswith("Capex"))
    assert "price on request" in capex_row


@pytest.mark.parametrize("objective", ["npv", "tco", "capex"])
def test_suggest_never_ranks_a_build_on_request_on_money(objective):
    found = suggest(v100_quote(), catalog(), objective, top=5, include_announced=True)
    assert found.suggestions and all(not s.result.price_on_request for s in found.suggestions)
    assert found.on_request, "the rack builds are listed apart"
    for s in found.on_request:
        assert s.rank == 0 and s.result.price_on_request and s.result.capex is None
        assert s.build.gpu in {"gb200", "gb300", "rubin", "mi455x"}


def test_a_baseline_whose_maintenance_needs_an_unknown_price_leaves_the_comparison_unknown():
    quote = v100_quote([candidate("H200 NVL", **H200)])
    cat = catalog()
    base = quote.options[0].model_copy(update={"maintenance_per_year": None,
                                               "maintenance_rate": 0.05})
    gpus = {**quote.catalog.gpus, "v100-sxm2-32gb": cat.gpus["v100-sxm2-32gb"].model_copy(
        update={"price_eur": None})}
    quote = quote.model_copy(update={"options": [base, *quote.options[1:]],
                                     "catalog": quote.catalog.model_copy(update={"gpus": gpus})})
    result = evaluate(quote)
    b, r = result.option(BASELINE), result.option("H200 NVL")
    assert b.tco is None and b.capex == 0.0  # its capex is sunk, a quote input
    assert r.capex is not None and r.tco is not None  # its own figures stand
    assert r.npv is None and r.simple_payback_years is None and "price_on_request" in r.flags
