"""The PDF's parts of the whole decision without LibreOffice: the cumulative-cost chart starts
a financed option at what is paid at the start (K_0, M36) and ends every option at its TCO
(the residual value taken off in year N as a drop after the payback's line, M35); the decision page's rows in both languages."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.export.document import build_document
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E5 = EXAMPLES / "method-e5.quote.json"


def test_cumulative_cost_starts_at_k0_and_ends_at_the_tco():
    q = load_quote(E5)
    doc = build_document(q, evaluate(q), "en")
    series = doc.cumulative_cost()
    for o in doc.valid_options:
        curve = series[o.label]
        # the residual value is the line's drop in year N (the payback leaves it out)
        assert curve[-1] - doc.residual_today(o.label) == pytest.approx(o.result.tco,
                                                                         abs=0.01), o.label
        assert len(curve) == q.site.years + 1
    financed = next(o for o in doc.options if o.option.financing is not None)
    assert series[financed.label][0] == pytest.approx(725000.0)    # half of 1 450 000
    rental = next(o for o in doc.options if o.result.rented)
    assert series[rental.label][0] == pytest.approx(20000.0)       # the migration


@pytest.mark.parametrize("lang,label,payment", [
    ("en", "Monthly loan payment", "€21,728.90"),
    ("nl", "Maandtermijn van de lening", "€ 21.728,90"),
])
def test_decision_rows_in_both_languages(lang, label, payment):
    q = load_quote(E5)
    doc = build_document(q, evaluate(q), lang)
    rows = {r.key: r for r in doc.decision}
    assert {"tax_y1_row", "capacity_y1_row", "gpu_hours", "capex_upfront", "monthly_payment",
            "residual_value", "embodied", "carbon_horizon", "carbon_payback"} <= set(rows)
    row = rows["monthly_payment"]
    assert row.label == label
    financed = [o.number for o in doc.options if o.option.financing is not None][0]
    assert doc.fmt(row.values[financed - 1], row.kind) == payment
    assert rows["tax_y1_row"].values[0] == pytest.approx(9984.33, abs=0.005)   # METHOD E5


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_decision_page_promises_only_what_it_holds(lang):
    """The heading and introduction of the decision page name the parts the page shows: E5
    (financing, a rental, residual value) does not promise the bill's tax; a quote with the
    financing taken out no longer promises financing."""
    from app.io.export.pdf_decision import decision_words

    q = load_quote(E5)
    doc = build_document(q, evaluate(q), lang)
    keys = {r.key for r in doc.decision}
    heading, intro = decision_words(doc, keys)
    tax = {"en": ("tax", "energy tax"), "nl": ("belasting", "energiebelasting")}[lang]
    financing = {"en": "financing", "nl": "financiering"}[lang]
    assert ("capex_upfront" in keys) == (financing in heading.lower())
    assert ("tax_y1_row" in keys) == (tax[0] in heading.lower()) == (tax[1] in intro)
    plain = q.model_copy(update={"options": [o.model_copy(update={"financing": None})
                                             for o in q.options]})
    doc = build_document(plain, evaluate(plain), lang)
    heading, intro = decision_words(doc, {r.key for r in doc.decision})
    assert financing not in heading.lower() and financing not in intro.lower()
    assert heading[0].isupper() and intro.endswith(".")
