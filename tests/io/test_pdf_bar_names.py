"""The option names under the PDF's bar charts do not overlap, with the
example's six options and with six long names: each drawn line of text is measured where
reportlab puts it, and no two boxes intersect; every name is still there."""

from __future__ import annotations

import pytest
from reportlab.graphics.shapes import Group, String
from reportlab.graphics.widgetbase import Widget
from reportlab.pdfbase.pdfmetrics import stringWidth

from app.calc import evaluate
from app.io.export import pdf_charts
from app.io.export.document import build_document
from app.io.export.pdf_page import register_fonts
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

LONG = ["Current fleet: 12x HGX A100 air-cooled, bought 2021",
        "Supermicro SYS-821GE-TNHR with 8x H200 SXM5, air",
        "Supermicro SYS-421GE-TNHR2-LCC liquid (direct-to-chip)",
        "SYS-A21GE-NBRT HGX B200 air with extended warranty",
        "HGX B200 liquid-cooled (DLC), rear-door heat exchanger",
        "HGX B200 air, inference power profile, 5-year support"]


def _mul(a, b):
    return (a[0] * b[0] + a[2] * b[1], a[1] * b[0] + a[3] * b[1],
            a[0] * b[2] + a[2] * b[3], a[1] * b[2] + a[3] * b[3],
            a[0] * b[4] + a[2] * b[5] + a[4], a[1] * b[4] + a[3] * b[5] + a[5])


def _strings(node, m=(1, 0, 0, 1, 0, 0)):
    """Every String of a drawing with its box on the page: (text, x0, x1, y0, y1)."""
    if isinstance(node, Widget):
        yield from _strings(node.draw(), m)
    elif isinstance(node, Group):
        here = _mul(m, tuple(node.transform))
        for child in node.contents:
            yield from _strings(child, here)
    elif isinstance(node, String):
        w = stringWidth(node.text, node.fontName, node.fontSize)
        x0 = {"start": node.x, "middle": node.x - w / 2, "end": node.x - w}.get(
            node.textAnchor, node.x)
        x = m[0] * x0 + m[4]
        y = m[3] * node.y + m[5]
        yield node.text, x, x + w * m[0], y - 0.2 * node.fontSize, y + 0.8 * node.fontSize


def _names_under(drawing):
    chart = next(c for c in drawing.contents if hasattr(c, "categoryAxis"))
    return [s for s in _strings(drawing) if s[4] <= chart.y + 1]


def _overlaps(boxes):
    return [(a[0], b[0]) for i, a in enumerate(boxes) for b in boxes[i + 1:]
            if a[1] < b[2] and b[1] < a[2] and a[3] < b[4] and b[3] < a[4]]


@pytest.mark.parametrize("names", ["example", "long"])
@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("chart", ["energy_chart", "power_chart"])
def test_option_names_under_the_bars_do_not_overlap(names, lang, chart):
    q = load_quote(EXAMPLES / "example.quote.json")
    if names == "long":
        q = q.model_copy(update={"options": [o.model_copy(update={"label": label})
                                             for o, label in zip(q.options, LONG)]})
    assert len(q.options) == 6
    font, bold = register_fonts()
    doc = build_document(q, evaluate(q), lang)
    boxes = _names_under(getattr(pdf_charts, chart)(doc, font, bold))
    assert _overlaps(boxes) == []
    text = " ".join(b[0] for b in boxes)
    for i, o in enumerate(doc.options, start=1):
        assert f"{i}." in text
        first_word = o.label.split()[0]
        assert first_word[:4] in text
    chart_box = next(c for c in getattr(pdf_charts, chart)(doc, font, bold).contents
                     if hasattr(c, "categoryAxis"))
    assert min(b[3] for b in boxes) >= 0  # inside the drawing, not cut at its foot
    assert max(b[2] for b in boxes) <= chart_box.x + chart_box.width + 2
