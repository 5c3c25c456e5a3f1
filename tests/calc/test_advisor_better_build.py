"""The advisor names the configurator's better build with its numbers, and says "fewer,
busier servers" only where the work fits on fewer servers."""

from __future__ import annotations

from app.calc.advisor import analyze
from app.calc.configurator import suggest
from app.io.quote.store import load_quote
from tests.calc.v100_task import BASELINE, candidate, catalog, v100_quote
from tests.conftest import EXAMPLES

HGX = candidate("8x H200 HGX", "smc-sys-821ge-tnhr", "h200-sxm", 8, "titanium-3000", 6, 3,
                maintenance_rate=0.03)


def _found(quote, cat=None):
    return list(analyze(quote, catalog=cat, monte_carlo_too=False).findings)


def test_a_busy_less_candidate_gets_the_better_build_with_its_numbers():
    cat = catalog()
    quote = v100_quote([HGX])
    found = _found(quote, cat)
    better = next(f for f in found if f.code == "better_build" and f.option == HGX.label)
    best = suggest(quote, cat, "npv", top=1).suggestions[0]
    nums = better.numbers
    assert nums["servers"] == best.result.servers and nums["gpu"] == best.build.gpu
    assert nums["npv"] > 0 and nums["tco"] < nums["tco_now"]
    assert better.text.startswith("8 GPUs per server at 20 % utilization:")  # H200 at MaxQ Llama 2 70B
    assert cat.gpus[best.build.gpu].name in better.text and "NPV" in better.text
    base = next(f for f in found if f.code == "better_build" and f.option == BASELINE)
    assert base.numbers["npv"] == nums["npv"]


def test_fewer_busier_servers_only_where_fewer_are_possible():
    e4 = _found(load_quote(EXAMPLES / "method-e4.quote.json"))
    fleet = next(f for f in e4 if f.code == "idle_dominates")
    assert fleet.numbers["fewer_servers_possible"] and "Fewer, busier" in fleet.text
    quote = v100_quote([HGX])
    one = quote.options[0].model_copy(update={"servers": 1, "utilization": 0.1})
    quote = quote.model_copy(update={"options": [one, HGX]})
    found = _found(quote)
    idle = {f.option: f for f in found if f.code == "idle_dominates"}
    assert idle[BASELINE].numbers["fewer_servers_possible"] is False  # one server
    assert "Fewer" not in idle[BASELINE].text
    assert "Fewer" not in idle[HGX.label].text  # a sized option already has the fewest
