"""Findings a user would act on, each with its numbers, and the analyze report."""

from __future__ import annotations

import json
import re
import string
from types import SimpleNamespace

import pytest

from app.calc import evaluate
from app.calc.advisor import analyze, findings
from app.calc.advisor.findings import Finding, _energy_payback
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from app.io.report.analysis import analyze_command
from app.io.words.formatting import note_text
from app.model.notes import TEMPLATES, Note, render, template
from tests.conftest import EXAMPLES

E3 = EXAMPLES / "method-e3.quote.json"
E4 = EXAMPLES / "method-e4.quote.json"


def _findings(quote):
    _, notes = resolve_demand(quote)
    return findings(quote, evaluate(quote), notes)


def _codes(found, label=None):
    return {f.code for f in found if label is None or f.option == label}


def _replace_option(quote, label, **update):
    opts = [o.model_copy(update=update) if o.label == label else o for o in quote.options]
    return quote.model_copy(update={"options": opts})


def test_e4_idle_power_dominates_the_lightly_used_fleet():
    found = _findings(load_quote(E4))
    idle = next(f for f in found if f.code == "idle_dominates")
    assert idle.option == "Baseline 8xA100 air (fleet)"
    # floor (8 x 50 + 800) W over average (8 x 120 + 1 040) W
    assert idle.numbers["idle_share"] == pytest.approx(1200 / 2000)
    assert "60 %" in idle.text
    over = next(f for f in found if f.code == "over_budget")
    assert over.numbers == {"servers": 30, "servers_in_budget": 12}
    assert "energy_does_not_pay" not in _codes(found)


def test_e3_energy_alone_does_not_pay_back():
    found = _findings(load_quote(E3))
    hits = [f for f in found if f.code == "energy_does_not_pay"]
    assert {f.option for f in hits} == {"8xH200 air", "8xH200 DLC", "8xH200 air, cap 80 %"}
    air = next(f for f in hits if f.option == "8xH200 air")
    assert "23.8 years" in air.text


def test_psu_below_range_and_extrapolated_cap():
    quote = _replace_option(load_quote(E4), "Baseline 8xA100 air (fleet)", utilization=0.05)
    quote = _replace_option(quote, "8xH200 air", power_cap=0.5)
    found = _findings(quote)
    psu = next(f for f in found if f.code == "psu_below_range")
    assert psu.option == "Baseline 8xA100 air (fleet)" and psu.numbers["psu_load"] < 0.1
    cap = next(f for f in found if f.code == "cap_extrapolated")
    assert cap.option == "8xH200 air" and cap.numbers["power_ratio"] == pytest.approx(0.5)


def test_demand_that_differs_from_the_baseline_work():
    quote = load_quote(E4)
    quote = quote.model_copy(update={"workload": quote.workload.model_copy(
        update={"demand_per_s": 20.0})})
    assert "demand_differs" in _codes(_findings(quote))


def test_analyze_gathers_everything():
    a = analyze(load_quote(E4), draws=1000)
    assert {"cap_sweeps", "profiles", "budget", "tornado", "break_even_price",
            "break_even_demand", "monte_carlo", "findings"} <= set(a.to_json())
    assert len(a.options) == 3 and len(a.to_json()["cap_sweeps"]) == 3


def test_analyze_command_text_and_json(capsys):
    assert analyze_command(E4, as_json=False) == 0
    text = capsys.readouterr().out
    for heading in ("Findings", "Power-cap sweep", "Power profiles", "Power budget",
                    "Sensitivity", "Break-even", "Uncertainty"):
        assert heading in text
    assert "assumed exponent" in text
    assert analyze_command(E3, as_json=True) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["monte_carlo"]["draws"] == 10_000
    assert doc["baseline"] == "Baseline 8xA100 air"


BASE4 = "Baseline 8xA100 air (fleet)"


def _site(quote, **update):
    return quote.model_copy(update={"site": quote.site.model_copy(update=update)})


def test_cheaper_gpu_for_the_idle_fleet():
    found = _findings(load_quote(E4))
    hit = next(f for f in found if f.code == "cheaper_gpu")
    assert hit.option == BASE4 and hit.numbers["gpu"] == "e3-h200"
    assert hit.numbers["servers"] == 2  # 16.8 units/s on 8 x 1.4 at u_max
    assert hit.numbers["tco"] < hit.numbers["tco_now"]
    assert "H200 (E3)" in hit.text
    busy = _replace_option(load_quote(E4), BASE4, utilization=0.9)
    assert "cheaper_gpu" not in _codes(_findings(busy), BASE4)


def test_cheaper_gpu_searches_the_catalogue():
    """A GPU only in the catalogue (not the quote's snapshot) is found when the catalogue is
    given, and only then."""
    from app.model import Catalog

    quote = load_quote(E4)
    snap = quote.catalog
    h200 = snap.gpus["e3-h200"]
    gpus = {"e3-a100": snap.gpus["e3-a100"]}
    quote = quote.model_copy(update={
        "options": [o for o in quote.options if o.gpu == "e3-a100"],
        "catalog": snap.model_copy(update={"gpus": gpus})})
    _, notes = resolve_demand(quote)
    result = evaluate(quote)
    assert "cheaper_gpu" not in _codes(findings(quote, result, notes))
    cat = Catalog(**dict(snap))
    assert "e3-h200" in cat.gpus and h200.id == "e3-h200"
    hit = [f for f in findings(quote, result, notes, cat) if f.code == "cheaper_gpu"]
    assert hit and hit[0].numbers["gpu"] == "e3-h200"


def test_psu_where_the_efficiency_curve_is_poor():
    found = _findings(load_quote(E4))
    hit = next(f for f in found if f.code == "psu_inefficient")
    assert hit.option == BASE4
    assert hit.numbers["best_efficiency"] == pytest.approx(0.96)
    assert hit.numbers["psu_efficiency"] < 0.94 and hit.numbers["kwh_lost"] > 0
    assert "psu_inefficient" not in _codes(found, "8xH200 air")  # 95.2 %: within 2 points


def test_no_cap_where_a_cap_saves_energy():
    found = _findings(load_quote(E4))
    hit = next(f for f in found if f.code == "no_cap" and f.option == "8xH200 air")
    assert hit.numbers["performance_loss"] <= 0.05 + 1e-9
    assert hit.numbers["kwh_saving"] > 0 and hit.numbers["cap"] < 1
    assert "assumed exponent" in hit.text
    capped = _replace_option(load_quote(E4), "8xH200 air", power_cap=hit.numbers["cap"])
    assert "no_cap" not in _codes(_findings(capped), "8xH200 air")
    # a profile counts as a power setting too
    assert "no_cap" not in _codes(found, "8xH200 air, inference profile")


def test_air_cooling_above_what_air_handles():
    assert "air_rack_density" not in _codes(_findings(load_quote(E4)))  # 20 kW racks
    dense = _site(load_quote(E4), rack_limit_kw=60.0)
    found = _findings(dense)
    hit = next(f for f in found if f.code == "air_rack_density" and f.option == "8xH200 air")
    assert hit.numbers["rack_kw"] > 40
    assert "dlc" in hit.numbers["liquid_cooling"] and "liquid" in hit.text
    liquid = _replace_option(dense, "8xH200 air", cooling="e3-dlc")
    assert "air_rack_density" not in _codes(_findings(liquid), "8xH200 air")


# --- the findings in the user's language ---------------------------------------------------------

#: A word each finding's Dutch wording uses (the glossary's terms where there is one).
DUTCH_WORD = {
    "idle_dominates": "bezettingsgraad", "cheaper_gpu": "looptijd",
    "psu_below_range": "voeding", "psu_inefficient": "voeding",
    "cap_extrapolated": "vermogensbegrenzing", "no_cap": "vermogensbegrenzing",
    "air_rack_density": "luchtkoeling", "demand_differs": "huidige configuratie",
    "over_budget": "passen", "energy_does_not_pay": "investering",
}
ENGLISH_WORDS = re.compile(r"\b(the|would|year|years|less|servers of|is set|capex|saving)\b")


def _every_finding() -> list[Finding]:
    """The quotes the tests above use, together raising every finding code."""
    e4 = load_quote(E4)
    low = _replace_option(e4, BASE4, utilization=0.05)
    quotes = [e4, load_quote(E3), _replace_option(low, "8xH200 air", power_cap=0.5),
              e4.model_copy(update={"workload": e4.workload.model_copy(
                  update={"demand_per_s": 20.0})}),
              _site(e4, rack_limit_kw=60.0)]
    return [f for q in quotes for f in _findings(q)]


def _rendered(finding: Finding, lang: str) -> str:
    return " ".join(note_text(n, lang) for n in finding.notes)


def _has_decimal(finding: Finding) -> bool:
    """Whether a number in the finding is shown with decimals."""
    return any(kind != "text" and (digits > 0 or (digits < 0 and value != int(value)))
               for n in finding.notes for kind, value, digits in n.args.values())


@pytest.fixture(scope="module")
def every_finding():
    return _every_finding()


def test_the_tests_raise_every_finding(every_finding):
    assert _codes(every_finding) == set(DUTCH_WORD)


def test_english_text_is_the_notes_rendered(every_finding):
    for f in every_finding:
        assert f.notes, f.code
        assert " ".join(render(n) for n in f.notes) == f.text
        doc = f.to_json()
        assert json.loads(json.dumps(doc)) == doc  # JSON as it is
        assert [Note.model_validate(n) for n in doc["notes"]] == list(f.notes)


def test_findings_in_dutch(every_finding):
    for f in every_finding:
        nl = _rendered(f, "nl")
        assert nl != f.text and nl != _rendered(f, "en"), f.code
        assert "{" not in nl and "}" not in nl, nl
        assert DUTCH_WORD[f.code] in nl, nl
        assert not ENGLISH_WORDS.search(nl), nl
        if _has_decimal(f):
            assert re.search(r"\d,\d", nl), nl  # 4,7 % and 0,23, not 4.7 %


def test_dutch_numbers_in_a_finding():
    found = _findings(load_quote(E3))
    air = next(f for f in found if f.code == "energy_does_not_pay"
               and f.option == "8xH200 air")
    nl = _rendered(air, "nl")
    assert "23.8 years" in air.text and "23,8 jaar" in nl
    assert re.search(r"investering van € \d{3}\.\d{3} ", nl)  # the sign, thousands with a point


@pytest.mark.parametrize("saving, npv, code, dutch", [
    (0.0, -5_000.0, "finding_energy_saves_nothing", "nooit terugverdiend"),
    (40_000.0, -1_234.5, "finding_energy_npv_negative", "NCW −€ 1.235"),
    (10_000.0, -50_000.0, "finding_energy_beyond_horizon", "pas in 10,0 jaar"),
])
def test_the_three_energy_payback_wordings(saving, npv, code, dutch):
    simple = 100_000.0 / saving if saving > 0 else None  # M27 of the results
    r = SimpleNamespace(label="x", savings_by_year=[saving], npv=npv, switching_capex=100_000.0,
                        simple_payback_years=simple, simple_no_payback=False,
                        discounted_payback_years=None)
    out = []
    _energy_payback(lambda c, label, notes, **nums: out.append(notes), r, 5)
    (item,) = out[0]
    assert item.code == code
    assert dutch in note_text(item, "nl")
    assert "{" not in render(item)


def test_every_finding_template_has_dutch_with_the_same_placeholders():
    codes = [c for c in TEMPLATES if c.startswith("finding_")]
    assert len(codes) >= 10
    for code in codes:
        en, nl = TEMPLATES[code]["en"], template(code, "nl")
        names = lambda t: {f for _, f, _, _ in string.Formatter().parse(t) if f}  # noqa: E731
        assert nl != en and names(nl) == names(en), code


def test_amounts_in_findings_carry_the_currency_sign():
    """A finding's amounts (saving, capex, NPV, TCO) are money, shown with the sign in the
    reader's format, in the engine's English text as in Dutch."""
    air = next(f for f in _findings(load_quote(E3)) if f.code == "energy_does_not_pay"
               and f.option == "8xH200 air")
    kinds = {k: v[0] for n in air.notes for k, v in n.args.items()}
    assert kinds["saving"] == kinds["capex"] == "money:EUR"
    assert re.search(r"saving of €\d{2},\d{3} a year", air.text)
    assert re.search(r"besparing van € \d{2}\.\d{3} per jaar", _rendered(air, "nl"))


@pytest.mark.parametrize("capex, simple, disc, no_payback", [
    (100_000.0, 2.5, 3.1, False),   # paid back within the horizon, discounted too: the residual
                                    # values alone make the NPV negative
    (-20_000.0, 0.0, None, False),  # switching gains money up front: nothing to repay
    (-20_000.0, None, None, True),  # M27's "no payback": the NPV decides, as the results say
])
def test_no_energy_finding_that_the_paybacks_contradict(capex, simple, disc, no_payback):
    r = SimpleNamespace(label="x", savings_by_year=[40_000.0], npv=-1_000.0,
                        switching_capex=capex, simple_payback_years=simple,
                        simple_no_payback=no_payback, discounted_payback_years=disc)
    out = []
    _energy_payback(lambda c, label, notes, **nums: out.append(notes), r, 5)
    assert out == []
