""""Why this number" for the money: capex, TCO, payback and NPV with their
numbers put in, in the UI language's formats; the first year's saving broken down into energy,
maintenance and licences, adding up to the saving the payback divides by; the inputs list
installation, maintenance and the baseline's maintenance; a contract price is a quote input,
not an assumption; a quote started from a region keeps the region's source."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.io.words import money_parts as P
from app.model import ExtraLine, Option
from app.ui.derivation import explain
from tests.conftest import EXAMPLES
from tests.ui.why_text import panel_text

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
CAND, BASE = "8xH200 air", "Baseline 8xA100 air"


def _quote(**per_label):
    options = [Option.model_validate({**o.model_dump(), **per_label.get(o.label, {})})
               for o in E3.options]
    return E3.model_copy(update={"options": options})


@pytest.fixture
def dutch(qapp):
    from app.ui.i18n import install_language
    install_language("nl")
    yield
    install_language("en")


def _why(q, key, label=CAND, lang="en"):
    r = evaluate(q)
    return panel_text(explain(key, r.option(label), q, r, lang))


def test_simple_payback_substitutes_the_numbers_in_english(qapp):
    text = _why(E3, "simple_payback_years")
    assert "Simple payback = ΔK €720,000 / S₁ €30,309 = 23.76 y" in text
    assert "S₁ €30,309 = energy €30,309 + maintenance €0.00 + licences €0.00" in text


def test_simple_payback_in_dutch_formats(dutch):
    text = _why(E3, "simple_payback_years", lang="nl")
    assert "ΔK € 720.000 / S₁ € 30.309 = 23,76 jaar" in text
    assert "energie € 30.309 + onderhoud € 0,00 + licenties € 0,00" in text


def test_the_saving_breaks_down_into_what_the_payback_divides_by(qapp):
    q = _quote(**{BASE: {"maintenance_per_year": 40_000.0},
                  CAND: {"maintenance_rate": 0.02, "licence_per_gpu_year": 1_200.0}})
    r = evaluate(q)
    o, b = r.option(CAND), r.option(BASE)
    parts = P.saving_parts(q.options[0], b, q.options[1], o)
    dk, s1 = P.simple_terms(q, b, o)
    assert parts.total == pytest.approx(s1, abs=1e-6)
    assert parts.maintenance == pytest.approx(40_000.0 - 0.02 * o.capex_list)
    assert parts.licences == pytest.approx(-1_200.0 * o.gpus)
    assert dk / s1 == pytest.approx(o.simple_payback_years)
    text = _why(q, "simple_payback_years")
    assert f"maintenance €{parts.maintenance:,.0f}" in text
    assert f"licences −€{-parts.licences:,.0f}" in text
    # the baseline's maintenance is among the inputs, named as the baseline's
    assert "Baseline 8xA100 air maintenance per year 40,000 EUR/year" in text
    assert "8xH200 air maintenance rate on list capex 2 %" in text


def test_capex_adds_up_from_its_terms_with_discount_and_extra_lines(qapp):
    lines = [ExtraLine(description="Support", unit_price=4_000.0, per_server=True).model_dump(),
             ExtraLine(description="Transport", quantity=2, unit_price=900.0).model_dump()]
    q = _quote(**{CAND: {"discount": 0.1, "installation": 12_500.0, "extras": lines}})
    r = evaluate(q)
    o = r.option(CAND)
    t = P.capex_terms(q, q.options[1], o)
    assert t.servers * t.per_server + t.installation + t.once == pytest.approx(o.capex)
    text = _why(q, "capex")
    assert (f"Capex €{o.capex:,.0f} = {o.servers} servers × €{t.per_server:,.0f} per server + "
            "installation €12,500 + extra lines for the option €1,800 (M22)") in text
    assert "× (1 − discount 10.0 %) + extra lines per server €4,000" in text
    assert "extra lines per server 4,000 EUR" in text  # and among the inputs


def test_tco_and_npv_have_their_own_texts(qapp):
    r = evaluate(E3)
    o = r.option(CAND)
    tco = _why(E3, "tco")
    assert f"TCO €{o.tco:,.0f} = capex at the start €720,000 + opex over 5 years" in tco
    pv = P.present_value(o.opex_by_year, 0.06)
    assert o.capex + pv == pytest.approx(o.tco)
    npv = _why(E3, "npv")
    t = P.npv_terms(E3, r.option(BASE), o)
    assert t.present_savings - t.switching_capex == pytest.approx(o.npv)
    assert f"NPV −€{-o.npv:,.0f} = discounted savings €{t.present_savings:,.0f}" in npv
    assert "Cumulative payback not within 5 years" in _why(E3, "discounted_payback_years")


def test_a_quoted_price_is_a_quote_input_not_an_assumption(qapp):
    q = _quote(**{CAND: {"gpu_price": 27_500.0}})
    text = _why(q, "capex")
    assert "H200 (E3) unit price 27,500 EUR — quoted : quote input" in text
    r = evaluate(q)
    html = explain("capex", r.option(CAND), q, r, "en")
    row = next(x for x in html.split("<li") if "unit price" in x)
    assert "background" not in row  # not amber


def test_the_baseline_lists_no_catalogue_prices(qapp):
    r = evaluate(E3)
    keys = {i.key for i in r.option(BASE).inputs}
    assert not keys & {"unit_price", "base_price"}


def test_a_quote_from_file_new_keeps_the_regions_source(e3_catalog):
    from app.ui.state import new_quote

    site = new_quote(e3_catalog).site
    for field in ("energy_price_per_kwh", "carbon_kg_per_kwh"):
        assert site.provenance[field].source.startswith("region Netherlands: test region")
