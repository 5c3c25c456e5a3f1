"""The reserve (METHOD §11.2, M13a) as a customer reads it: N+1 by default where the customer's
fleet runs several servers, the reserve in words with one server down, the warning when one
server replaces several, and every saved quote computing as it did."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app.calc import evaluate, reserve
from app.calc.configurator import Limits, suggest
from app.io.quote.store import save_quote
from app.io.words.formatting import note_text, percent
from tests.calc.v100_task import candidate, catalog, v100_quote
from tests.conftest import ROOT

RTX = dict(server="smc-sys-522ga-nrt", gpu="rtx-pro-6000-bse")


def _rtx(label="2x RTX PRO 6000", n=2, **kw):
    """An RTX PRO 6000 server the board takes (the issue's best build)."""
    cat = catalog()
    server = cat.servers[RTX["server"]]
    fit = server.psu_options[0]
    return candidate(label, RTX["server"], RTX["gpu"], n if n in server.counts_for(
        cat.gpus[RTX["gpu"]]) else server.counts_for(cat.gpus[RTX["gpu"]])[0], fit.psu,
        fit.count, fit.spares, **kw)


def _reserve_items(r):
    return [n for n in r.note_items if n.code in
            {"reserve_pair", "reserve_many", "reserve_short", "reserve_single", "fleet_to_one"}]


def test_one_down_load_is_the_others_share_of_the_same_work():
    assert reserve.load_with_one_down(0.37, 2) == pytest.approx(0.74)
    assert reserve.load_with_one_down(0.6, 4) == pytest.approx(0.8)
    assert reserve.load_with_one_down(0.9, 1) is None


def test_a_fleet_of_six_gives_a_new_purchase_n_plus_1_and_the_words_say_what_it_buys():
    quote = v100_quote()
    assert reserve.baseline_servers(quote, None) == 6
    option = reserve.with_default(quote, _rtx(), 6)
    assert option.redundancy == 1  # stored in the option: the quote file says it
    quote = v100_quote([option])
    r = evaluate(quote).option(option.label)
    assert r.valid and r.servers >= 2
    (item,) = _reserve_items(r)
    down = r.utilization * r.servers / (r.servers - 1)  # the same work on one server fewer
    en, nl = note_text(item, "en"), note_text(item, "nl")
    assert en.startswith(f"N+1: {r.servers} servers; with one down, the other")
    assert nl.startswith(f"N+1: {r.servers} servers; valt er één uit, dan")
    if down <= 1:
        assert "carr" in en and percent(down, 0, "en") in en and percent(down, 0, "nl") in nl
    else:
        assert "cannot carry" in en and "niet dragen" in nl
    said = [note_text(n, "en") for n in evaluate(quote).note_items]
    assert any("Reserve N+1 by default" in s and "6 servers" in s for s in said)


def test_the_default_is_n_plus_0_for_a_single_server_and_never_for_a_rental_or_the_baseline():
    one = v100_quote().model_copy(deep=True)
    base = one.options[0].model_copy(update={"servers": 1})
    one = one.model_copy(update={"options": [base]})
    assert reserve.baseline_servers(one, None) == 1
    assert reserve.with_default(one, _rtx(), 1).redundancy is None
    six = v100_quote()
    assert reserve.with_default(six, six.options[0], 6).redundancy is None  # the baseline
    fleet = _rtx(servers=2, utilization=0.5)
    assert reserve.with_default(six, fleet, 6).redundancy is None  # a given fleet


def test_one_server_replacing_six_is_a_warning_in_both_languages():
    quote = v100_quote([_rtx(redundancy=0)])
    r = evaluate(quote).option("2x RTX PRO 6000")
    if r.servers != 1:
        pytest.skip("this catalogue sizes the build to more than one server at N+0")
    (item,) = _reserve_items(r)
    assert item.code == "fleet_to_one"
    assert "one server replaces the 6 servers" in note_text(item, "en")
    assert "één server vervangt de 6 servers" in note_text(item, "nl")
    said = [note_text(n, "en") for n in evaluate(quote).note_items]
    assert any("keeps N+0 for 2x RTX PRO 6000" in s for s in said)


def test_n_plus_1_is_one_server_more_than_n_plus_0_and_nothing_else_moves():
    """M13a: m = max(s_min, m_M13 + r); the reserve's words change no figure."""
    quote = v100_quote([_rtx(redundancy=0), _rtx("b", redundancy=1)])
    result = evaluate(quote)
    n0, n1 = result.option("2x RTX PRO 6000"), result.option("b")
    assert n1.servers == n0.servers + 1
    assert n1.utilization == pytest.approx(n0.utilization * n0.servers / n1.servers)
    bare = quote.model_copy(update={"options": quote.options[:2]})
    assert evaluate(bare).option("2x RTX PRO 6000").tco == n0.tco  # others' words don't count


def test_suggestions_for_a_fleet_of_six_are_n_plus_1_unless_asked_otherwise():
    quote, cat = v100_quote(), catalog()
    found = suggest(quote, cat, "tco", top=5)
    assert found.suggestions
    for s in found.suggestions:
        assert s.option.redundancy == 1 and s.result.servers >= 2
        assert note_text(_reserve_items(s.result)[0], "en").startswith("N+1:")
    bare = suggest(quote, cat, "tco", top=5, limits=Limits(redundancy=0, min_servers=3))
    assert all(s.option.redundancy == 0 and s.option.min_servers == 3 and s.result.servers >= 3
               for s in bare.suggestions)


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=240)


def test_cli_suggest_takes_redundancy_and_min_servers_and_refuses_bad_ones(tmp_path):
    path = tmp_path / "v100.json"
    save_quote(v100_quote(), path)
    proc = _cli("suggest", str(path), "--json", "--top", "2", "--objective", "tco",
                "--redundancy", "2", "--min-servers", "4")
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)["suggestions"]
    assert rows and all(r["redundancy"] == 2 and r["min_servers"] == 4 and r["servers"] >= 4
                        and r["reserve"].startswith("N+2:") for r in rows)
    bad = _cli("suggest", str(path), "--redundancy", "-1")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1 and "--redundancy" in bad.stderr
