"""One payback definition per chart: the cost chart of the window and the
PDF draw the same cumulative discounted cost, and where a candidate's line meets the
baseline's is the table's row "Payback, cumulative" (M28), also with financing (E5 A), a
rental (E5 R) and the baseline's resale. The PDF explains how each candidate's money adds up,
with the numbers put in and no formula numbers."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.export import build_document, write_pdf
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.io.test_export_pdf import POPPLER, _text

E4, E5 = EXAMPLES / "method-e4.quote.json", EXAMPLES / "method-e5.quote.json"
E6 = EXAMPLES / "method-e6-allowances.quote.json"  # warranty (M41) and allowances (M42)


def _last_crossing(base: list[float], other: list[float]) -> float | None:
    """The last year (linear within a year) where ``other`` drops to the baseline's line."""
    found = None
    for y in range(1, len(base)):
        d0, d1 = other[y - 1] - base[y - 1], other[y] - base[y]
        if d0 > 0 >= d1:
            found = y - 1 + d0 / (d0 - d1)
    return found


@pytest.mark.parametrize("path, resale", [(E4, None), (E4, 150_000.0), (E5, None), (E6, None)])
def test_the_charts_crossing_is_the_tables_cumulative_payback(path, resale):
    q = load_quote(path)
    if resale is not None:
        q = q.model_copy(update={"baseline_resale": resale})
    r = evaluate(q)
    doc = build_document(q, r, "en")
    series = doc.cumulative_cost()
    base = series[doc.baseline.label]
    checked = 0
    for o in doc.valid_options:
        if o.baseline:
            continue
        expected = o.result.discounted_payback_years
        if expected is None:  # not within the horizon (E6 B1): the line ends above the baseline's
            assert path == E6 and series[o.label][-1] > base[-1]
            continue
        assert _last_crossing(base, series[o.label]) == pytest.approx(expected, abs=1e-9)
        checked += 1
    assert checked >= 2


def test_the_window_draws_the_pdfs_curves(qapp):
    from app.ui.charts.charts_page import cumulative_costs

    q = load_quote(E5).model_copy(update={"baseline_resale": 90_000.0})
    r = evaluate(q)
    doc = build_document(q, r, "en")
    for o in r.options:
        credit = 0.0 if o.baseline else 90_000.0
        assert cumulative_costs(o, q.site.discount_rate, credit) == pytest.approx(
            doc.cumulative_cost()[o.label])


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext) not found: apt-get install "
                                        "poppler-utils")
def test_the_pdf_says_how_the_money_adds_up(tmp_path):
    q = load_quote(E4)
    r = evaluate(q)
    o = r.option("8xH200 air")
    text = " ".join(_text(write_pdf(q, r, tmp_path / "q.nl.pdf", lang="nl")).split())
    assert "Hoe de bedragen tot stand komen" in text
    assert "Terugverdientijd, eenvoudig: overstapkosten" in text
    years = f"{o.simple_payback_years:.2f}".replace(".", ",")
    assert f"= {years} jaar" in text
    assert "Besparing in jaar 1" in text and "energie €" in text and "onderhoud €" in text
    disc = f"{o.discounted_payback_years:.2f}".replace(".", ",")
    assert f"Verdisconteerde terugverdientijd: {disc} jaar" in text
    assert "(M2" not in text
