"""The PDF's tornado writes each end's value beside the bars, never on one, and its keys end
inside the drawing, in Dutch and English (a value at the quote's own figure, or the shorter
of two ends on one side, was written over the other bar)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from reportlab.graphics.shapes import Rect, String
from reportlab.pdfbase.pdfmetrics import stringWidth

from app import paths
from app.calc import evaluate
from app.io.export import build_document
from app.io.export.document_risk import RiskBar
from app.io.export.pdf_risk import WIDTH, tornado_drawing
from app.io.quote.store import load_quote

FONT = "Helvetica"


def _span(s: String) -> tuple[float, float]:
    width = stringWidth(s.text, s.fontName, s.fontSize)
    start = {"start": s.x, "end": s.x - width, "middle": s.x - width / 2}[s.textAnchor]
    return start, start + width


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_value_is_written_over_a_bar(lang):
    """The example's tornado, with the two rows the window's showed: an assumption whose low
    value is the quote's own (demand growth at 0, its bar one-sided) and one whose ends both
    lie on one side of the point (the demand)."""
    quote = load_quote(paths.example_quote()).model_copy(update=dict(redundancy=0))
    doc = build_document(quote, evaluate(quote), lang)
    risk = doc.risk
    assert risk is not None and risk.bars
    span = max(max(b.low, b.high) for b in risk.bars) - min(min(b.low, b.high) for b in risk.bars)
    p = risk.point
    rows = [*risk.bars, RiskBar("demand growth", p, p + 0.6 * span, "−10,0 %", "10,0 %"),
            RiskBar("demand", p - 0.8 * span, p - 0.3 * span, "19.487", "36.190")]
    drawing = tornado_drawing(doc, replace(risk, bars=rows), FONT, FONT)
    bars = [r for r in drawing.contents if isinstance(r, Rect) and r.height > 7]
    texts = [s for s in drawing.contents if isinstance(s, String) and s.text]
    over = []
    for s in texts:
        left, right = _span(s)
        assert 0 <= left and right <= WIDTH + 0.5, s.text  # inside the drawing, keys too
        over += [s.text for r in bars if r.y <= s.y <= r.y + r.height and r.width > 1
                 and left < r.x + r.width - 0.5 and right > r.x + 0.5]
    assert over == []
