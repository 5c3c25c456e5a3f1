"""One story in the proposal: the summary names the three assumptions that move the NPV of the
recommended switch most, with the NPV at either end that evaluate() gives for the quote changed
the same way; the break-even table says "at any price" for a switch that pays back even when
energy is free, and "at no price" for one that never does, in English and in Dutch."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.calc.advisor import break_even_price, collect_inputs, point_values, tornado
from app.calc.evaluate import resolve_demand
from app.io.export import build_document
from app.io.quote.store import load_quote
from app.io.report.breakeven import price_words
from app.io.words.formatting import money
from tests.conftest import EXAMPLES
from tests.english_text import english_in, user_texts

EXAMPLE = EXAMPLES / "example.quote.json"


def _switching_example():
    """The example at N+0, where a B200 option is the recommended switch (at its stored N+1
    every candidate loses to the current fleet, and the proposal recommends keeping it)."""
    return load_quote(EXAMPLE).model_copy(update=dict(redundancy=0))


def _with_site(quote, **update):
    return quote.model_copy(update={"site": quote.site.model_copy(update=update)})


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_summary_names_the_three_assumptions_that_move_the_npv_most(lang):
    q = _switching_example()
    doc = build_document(q, evaluate(q), lang)
    movers = doc.risk.movers
    assert len(movers) == 3
    swings = [abs(m.npv_high - m.npv_low) for m in movers]
    assert swings == sorted(swings, reverse=True)
    sentence = next(s for s in doc.summary if doc.recommended in s and
                    ("NPV" in s or "NCW" in s))
    for m in movers:
        assert m.name in sentence
        assert money(m.npv_low, "EUR", lang, 0) in sentence
        assert money(m.npv_high, "EUR", lang, 0) in sentence
    # the raw list of assumed inputs gave way to it
    assert not any(s.startswith(("Assumed:", "Aanname:")) for s in doc.summary)
    if lang == "nl":
        assert english_in(sentence, user_texts(q)) == []


def test_energy_price_mover_is_the_npv_of_the_quote_at_that_price():
    """The NPVs in the summary are the engine's, for the quote with the price at its ends."""
    q = _switching_example()
    doc = build_document(q, evaluate(q), "en")
    demand, _ = resolve_demand(q)
    price = point_values(collect_inputs(q, demand))["site/energy_price_per_kwh"]
    rows = {r["assumption"]: r
            for r in tornado(q, demand, collect_inputs(q, demand))[doc.recommended]}
    row = rows["energy price"]
    for end in ("low", "high"):
        at = evaluate(_with_site(q, energy_price_per_kwh=row["inputs"][0][end]))
        assert row["npv"][end] == pytest.approx(at.option(doc.recommended).npv, abs=0.01)
    assert row["inputs"][0]["point"] == price


def _free_energy_switch():
    """The example with the baseline paying a large maintenance contract: the switch pays back
    on the maintenance saving even when energy costs nothing."""
    q = load_quote(EXAMPLE)
    options = [o.model_copy(update={"maintenance_per_year": 2_000_000.0}) if o.baseline else o
               for o in q.options]
    return q.model_copy(update={"options": options})


@pytest.mark.parametrize("lang,words", [
    ("en", "at any price (the maintenance saving alone repays it)"),
    ("nl", "bij elke prijs (de besparing op onderhoud alleen verdient de overstap al terug)")])
def test_a_switch_that_pays_back_at_a_price_of_zero_reads_at_any_price(lang, words):
    q = _free_energy_switch()
    result = evaluate(q)
    demand, _ = resolve_demand(q)
    values = point_values(collect_inputs(q, demand))
    doc = build_document(q, result, lang)
    rec = doc.recommended
    r = result.option(rec)
    assert r.simple_payback_years is not None and r.simple_payback_years < q.site.years
    be = break_even_price(q, demand, values, rec)
    assert be.simple.when == ((0.0, None),) and be.simple.maintenance_alone
    p = next(p for p in doc.risk.prices if p.label == rec)
    assert price_words(p.simple_when, p.simple_alone, doc.years, lang, "EUR") == words
    # and at energy price 0 the engine agrees: it still pays back within the horizon
    free = evaluate(_with_site(q, energy_price_per_kwh=0.0)).option(rec)
    assert free.simple_payback_years is not None and free.simple_payback_years <= q.site.years


@pytest.mark.parametrize("lang,words", [
    ("en", "at no price: it never pays back within 5 years"),
    ("nl", "bij geen enkele prijs: de overstap verdient zich nooit terug binnen 5 jaar")])
def test_a_switch_that_never_pays_back_reads_at_no_price(lang, words):
    """The same hardware again, bought new with an installation: the same energy and the same
    maintenance, so no energy price makes it pay back."""
    q = load_quote(EXAMPLE)
    again = q.baseline.model_copy(update={"label": "Same again", "baseline": False,
                                          "installation": 15000.0})
    q = q.model_copy(update={"options": [*q.options, again]})
    result = evaluate(q)
    assert result.option("Same again").simple_payback_years is None
    assert result.option("Same again").npv < 0
    demand, _ = resolve_demand(q)
    be = break_even_price(q, demand, point_values(collect_inputs(q, demand)), "Same again")
    assert be.simple.when == () and be.cumulative.when == ()
    for kind in ("simple", "cumulative"):
        assert price_words(getattr(be, kind).when, False, 5, lang, "EUR") == words


@pytest.mark.parametrize("lang,words", [("en", "with the residual value"),
                                        ("nl", "met de restwaarde")])
def test_a_switch_worth_it_only_by_its_residual_value_is_not_said_to_pay_back(lang, words):
    """NPV > 0 while the discounted savings do not repay the switch within the horizon (M28
    leaves the residual value out): the recommendation says so instead of "pays back in not
    within 5 years"."""
    q = load_quote(EXAMPLE)
    options = [o.model_copy(update={"residual_fraction": 0.95}) if o.label == "HGX H200 air"
               else o for o in q.options]
    q = q.model_copy(update={"options": options})
    result = evaluate(q)
    doc = build_document(q, result, lang)
    r = result.option(doc.recommended)
    assert doc.recommended == "HGX H200 air" and r.npv > 0
    assert r.discounted_payback_years is None and not r.discounted_no_payback
    assert words in doc.recommendation
    assert "pays back in" not in doc.recommendation
    assert "terugverdientijd niet binnen" not in doc.recommendation


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_workbook_summary_sheet_names_the_same_three_assumptions(tmp_path, lang):
    import openpyxl

    from app.io.export import write_xlsx
    from app.io.export.xlsx import sheet_names

    q = load_quote(EXAMPLE)
    result = evaluate(q)
    doc = build_document(q, result, lang)
    sentence = next(s for s in doc.summary if s.startswith(("What moves", "Wat de NCW")))
    wb = openpyxl.load_workbook(write_xlsx(q, result, tmp_path / "q.xlsx", lang))
    ws = wb[sheet_names(lang)["summary"]]
    texts = [c.value for r in ws.iter_rows() for c in r if isinstance(c.value, str)]
    assert sentence in texts
