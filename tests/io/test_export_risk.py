"""The PDF's page "Risk of the decision": the tornado of the recommended switch,
the break-even energy price of each candidate and the break-even demand, at the advisor's own
figures, in the document's language and currency. Text is read with pdftotext (poppler)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.calc import evaluate
from app.calc.advisor import break_even_demand, break_even_price, collect_inputs, point_values
from app.calc.evaluate import resolve_demand
from app.io.export import build_document, write_pdf
from app.io.quote.store import load_quote
from app.io.words.formatting import money, number
from tests.conftest import EXAMPLES
from tests.english_text import english_in, user_texts

EXAMPLE = EXAMPLES / "example.quote.json"
needs_poppler = pytest.mark.skipif(not shutil.which("pdftotext"),
                                   reason="poppler-utils (pdftotext) not found: "
                                   "apt-get install poppler-utils")


def _risk_page(pdf: Path, heading: str) -> str:
    out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                         check=True).stdout
    pages = [re.sub(r"\s+", " ", p) for p in out.split("\f")]
    return next(p for p in pages if heading in p)


def test_risk_is_the_advisors_figures_for_the_recommended_switch():
    # the example at N+0, where a B200 option is the recommended switch (at its stored N+1
    # the proposal recommends keeping the current fleet)
    q = load_quote(EXAMPLE).model_copy(update=dict(redundancy=0))
    doc = build_document(q, evaluate(q), "en")
    risk = doc.risk
    assert risk is not None and risk.candidate == doc.recommended
    assert risk.baseline == q.baseline.label
    demand, _ = resolve_demand(q)
    values = point_values(collect_inputs(q, demand))
    for p in risk.prices:
        ref = break_even_price(q, demand, values, p.label)
        assert (p.simple, p.cumulative) == (ref.simple.price, ref.cumulative.price)
    assert risk.crossings == break_even_demand(q, demand, values, risk.candidate,
                                               q.baseline.label)
    swings = [abs(b.high - b.low) for b in risk.bars]
    assert swings == sorted(swings, reverse=True) and len(swings) >= 3  # widest on top
    assert all(min(b.low, b.high) <= risk.point <= max(b.low, b.high) for b in risk.bars)
    price = next(b for b in risk.bars if b.name == "energy price")
    low = values["site/energy_price_per_kwh"] * 0.85  # the range of a "typical" input
    assert money(low, "EUR", "en", 3) in (price.low_text, price.high_text)


@needs_poppler
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_risk_page_in_the_documents_language(tmp_path, lang):
    q = load_quote(EXAMPLE)
    result = evaluate(q)
    pdf = write_pdf(q, result, tmp_path / f"risk-{lang}.pdf", lang)
    heading = {"en": "Risk of the decision", "nl": "Risico van de beslissing"}[lang]
    page = _risk_page(pdf, heading)
    doc = build_document(q, result, lang)
    for p in doc.risk.prices:
        assert money(p.simple, "EUR", lang, 3) in page
    for c in doc.risk.crossings:
        assert number(c.demand, 0, lang) in page
    words = {"en": ("Break-even energy price", "Break-even demand", "energy price"),
             "nl": ("Omslagpunt energieprijs", "Omslagpunt vraag", "energieprijs")}[lang]
    assert all(w in page for w in words)
    if lang == "nl":
        assert english_in(page, user_texts(q)) == []
        assert "€ 0," in page  # Dutch amounts


def test_no_risk_page_without_a_baseline():
    q = load_quote(EXAMPLE)
    options = [o.model_copy(update={"baseline": False}) for o in q.options]
    q = q.model_copy(update={"options": options})
    assert build_document(q, evaluate(q), "en").risk is None


def test_pdf_cost_lines_differ_by_dash_and_marker():
    """Curves on top of each other stay distinguishable on paper."""
    from reportlab.graphics.charts.lineplots import LinePlot

    from app.io.export import pdf_charts

    q = load_quote(EXAMPLE)
    doc = build_document(q, evaluate(q), "en")
    drawing = pdf_charts.cumulative_chart(doc, "Helvetica", "Helvetica-Bold")
    plot = next(c for c in drawing.contents if isinstance(c, LinePlot))
    n = len(plot.data)
    styles = {(str(getattr(plot.lines[i], "strokeDashArray", None)), plot.lines[i].symbol.kind)
              for i in range(n)}
    assert n >= 4 and len(styles) == n


@needs_poppler
def test_the_risk_page_says_the_growth_at_which_the_switch_pays_back_in_dutch(tmp_path):
    """METHOD E7a grows 25 % a year; its recommended switch pays back only up to some growth.
    The page says that growth in Dutch, the one evaluate() agrees with on either side."""
    q = load_quote(EXAMPLES / "method-e7a.quote.json")
    doc = build_document(q, evaluate(q), "nl")
    risk = doc.risk
    assert risk is not None and risk.growth is not None
    when = risk.growth.cumulative.when
    assert when, "E7a's switch pays back at some growth in range"

    def pays(g):
        grown = q.model_copy(update={"workload": q.workload.model_copy(
            update={"demand_growth": g})})
        r = evaluate(grown).option(risk.candidate)
        return r.discounted_payback_years is not None and r.discounted_payback_years <= 5
    hi = when[-1][1]
    assert pays(hi - 0.002) and (hi >= 2.0 or not pays(hi + 0.003))
    pdf = tmp_path / "e7a.pdf"
    write_pdf(q, evaluate(q), pdf, "nl")
    page = _risk_page(pdf, "Groei waarbij de overstap zich terugverdient")
    assert f"tot een groei van de vraag van {number(hi * 100, 1, 'nl')} % per jaar" in page
    assert "groei van de vraag" in page  # the tornado's growth row, in Dutch
