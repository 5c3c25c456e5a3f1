"""The configurator under demand that grows (METHOD §13, M43-M44): the V100 refresh with 30 %
growth a year gets builds that stay below their ceiling in every year, each with a purchase
plan that ranks it best, its purchases spelled out, and keeping that plan when added."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app.calc.configurator import Limits, add_suggestion, suggest
from app.calc.evaluate import evaluate
from app.errors import AppError
from app.io.quote.store import save_quote
from app.model.notes import render
from tests.calc.v100_task import catalog, v100_quote


def _grown(growth=0.3, plan=None):
    q = v100_quote()
    return q.model_copy(update={"workload": q.workload.model_copy(
        update={"demand_growth": growth, "growth_plan": plan})})


@pytest.fixture(scope="module")
def cat():
    return catalog()


@pytest.fixture(scope="module")
def staged(cat):
    return suggest(_grown(0.3, "staged"), cat, "tco", top=4, plans=("staged",))


def test_staged_suggestions_stay_below_the_ceiling_every_year(staged):
    assert staged.suggestions
    for s in staged.suggestions:
        r = s.result
        assert r.valid and s.option.growth_plan == "staged"
        assert len(r.utilization_by_year) == 5
        assert max(r.utilization_by_year) <= 0.8 + 1e-9, s.option.label
        # a staged fleet never shrinks, and what it buys adds up to what runs in year 5
        assert r.servers_by_year == sorted(r.servers_by_year)
        assert sum(r.purchases_by_year) == r.servers_by_year[-1]


def test_later_purchases_are_spelled_out(staged):
    later = [s for s in staged.suggestions if s.result.servers_by_year[-1] >
             s.result.servers_by_year[0]]
    assert later, "30 % a year over five years makes some build buy later"
    r = later[0].result
    text = next(render(n) for n in r.note_items if n.code == "growth_purchases")
    first_later = next(y for y, b in enumerate(r.purchases_by_year, 1) if y > 1 and b)
    assert text.startswith(f"{r.servers_by_year[0]} server")
    assert f"at the start of year {first_later}" in text
    nl = next(render(n, "nl") for n in r.note_items if n.code == "growth_purchases")
    assert f"aan het begin van jaar {first_later}" in nl and " nu, " in nl


def test_each_build_keeps_the_plan_that_ranks_it_best(cat):
    q = _grown(0.3)
    found = suggest(q, cat, "tco", top=3)
    labels = [s.option.label for s in found.suggestions]
    assert len(labels) == len(set(labels)), "a build is listed once"
    tcos = [s.result.tco for s in found.suggestions]
    assert tcos == sorted(tcos)
    for s in found.suggestions:
        other = "upfront" if s.option.growth_plan == "staged" else "staged"
        alt = s.option.model_copy(update={"growth_plan": other})
        wide = add_suggestion(q, cat, s).model_copy()
        wide = wide.model_copy(update={"options": [*wide.options, alt.model_copy(
            update={"label": alt.label + " (other plan)"})]})
        res = evaluate(wide)
        mine = res.option(s.option.label).tco
        theirs = res.option(alt.label + " (other plan)").tco
        assert mine == pytest.approx(s.result.tco)
        assert round(mine, 2) <= round(theirs, 2)


def test_an_added_suggestion_keeps_its_plan(cat, staged):
    q = _grown(0.3)  # the quote's own default is upfront; the suggestion is staged
    chosen = staged.suggestions[0]
    added = add_suggestion(q, cat, chosen)
    option = next(o for o in added.options if o.label == chosen.option.label)
    assert option.growth_plan == "staged"
    r = evaluate(added).option(option.label)
    assert r.servers_by_year == chosen.result.servers_by_year


def test_a_capex_limit_holds_on_all_purchases(cat, staged):
    best = staged.suggestions[0].result
    assert best.capex > best.capex_by_year[0]  # it buys later
    limit = (best.capex + best.capex_by_year[0]) / 2  # year 1 fits, all of it does not
    found = suggest(_grown(0.3, "staged"), cat, "tco", top=3, plans=("staged",),
                    limits=Limits(max_capex=limit))
    assert all(s.result.capex <= limit for s in found.suggestions)
    assert best.capex > limit


def test_an_unknown_plan_is_refused(cat):
    with pytest.raises(AppError, match="choose upfront or staged"):
        suggest(_grown(0.3), cat, "tco", plans=("sideways",))


def test_without_growth_no_plan_is_set(cat):
    found = suggest(v100_quote(), cat, "tco", top=2)
    assert all(s.option.growth_plan is None for s in found.suggestions)


def test_cli_json_gives_plan_and_servers_by_year(tmp_path):
    path = tmp_path / "v100.json"
    save_quote(_grown(0.3, "staged"), path)
    out = subprocess.run([sys.executable, "-m", "app", "suggest", str(path), "--objective",
                          "tco", "--top", "2", "--plan", "staged", "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)["suggestions"]
    assert rows and all(r["growth_plan"] == "staged" for r in rows)
    assert all(len(r["servers_by_year"]) == 5 and max(r["utilization_by_year"]) <= 0.8 + 1e-9
               for r in rows)
    bad = subprocess.run([sys.executable, "-m", "app", "suggest", str(path), "--plan", "x"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_cli_json_without_growth_gives_no_plan(tmp_path):
    path = tmp_path / "flat.json"
    save_quote(v100_quote(), path)
    out = subprocess.run([sys.executable, "-m", "app", "suggest", str(path), "--top", "1",
                          "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    row = json.loads(out.stdout)["suggestions"][0]
    assert row["growth_plan"] is None and row["servers_by_year"] == []
