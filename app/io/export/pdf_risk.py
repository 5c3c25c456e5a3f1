"""The PDF's page "Risk of the decision": the tornado of the recommended switch's
TCO difference with the current configuration, the break-even energy price of each candidate
and the break-even demand, in the document's language and currency. The figures come built
(app.io.export.document_risk); this module lays them out. Labels are user text: escaped.
"""

from __future__ import annotations

from reportlab.graphics.shapes import Drawing, Line, Rect, String
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import KeepTogether, PageBreak, Spacer

from app.calc.advisor.breakeven import Interval
from app.io.export import style
from app.io.export.document_model import QuoteDocument
from app.io.export.document_risk import Risk
from app.io.export.pdf_page import Paragraph, Styles, color, esc, grid_table
from app.io.report.breakeven import growth_words, price_words
from app.io.report.tornado import end_spot
from app.io.words import formatting

WIDTH, NAME_W, ROW_H = 480, 150, 17
LOW, HIGH = "2F80ED", "F2994A"


def risk_section(doc: QuoteDocument, st: Styles) -> list:
    risk = doc.risk
    if risk is None:
        return []
    out = [PageBreak(), Paragraph(esc(doc.t("risk")), st.h1)]
    if risk.bars:
        out += [Paragraph(esc(doc.t("risk_intro", candidate=risk.candidate,
                                    baseline=risk.baseline,
                                    point=doc.fmt(risk.point, "money0"))), st.body),
                tornado_drawing(doc, risk, st.font, st.bold), Spacer(1, 4 * mm)]
    out.append(KeepTogether(_prices(doc, risk, st)))
    out.append(Spacer(1, 4 * mm))
    out.append(KeepTogether(_demand(doc, risk, st)))
    if risk.growth is not None:
        out += [Spacer(1, 4 * mm), KeepTogether(_growth(doc, risk, st))]
    return out


class _Scale:
    """Money to x: the bars between the names and the right edge, with room on either side for
    the longest value text at a bar's end."""

    def __init__(self, lo: float, hi: float, pad: float):
        self.lo, self.hi, self.pad = lo, hi, pad

    def __call__(self, value: float) -> float:
        left, right = NAME_W + self.pad, WIDTH - self.pad
        return left + (value - self.lo) / (self.hi - self.lo) * (right - left)


def tornado_drawing(doc: QuoteDocument, risk: Risk, font: str, bold: str) -> Drawing:
    """Horizontal bars around the proposal's value (the vertical line): blue where the
    assumption is at its low value, orange at its high value; the value it took at each end."""
    n = len(risk.bars)
    d = Drawing(WIDTH, 34 + ROW_H * n + 26)
    ends = [b.low for b in risk.bars] + [b.high for b in risk.bars] + [risk.point]
    lo, hi = min(ends), max(ends)
    if hi - lo < 1e-9:
        lo, hi = lo - 1, hi + 1
    top = d.height - 22
    pad = 8 + max(stringWidth(t, font, 6.8) for b in risk.bars for t in (b.low_text, b.high_text))
    x = _Scale(lo, hi, pad)
    d.add(String(0, d.height - 10, doc.t("risk_chart", currency=doc.currency), fontName=bold,
                 fontSize=10, fillColor=color(style.INK)))
    for i, bar in enumerate(risk.bars):
        y = top - ROW_H * (i + 1)
        d.add(String(NAME_W - 4, y + 4, bar.name, fontName=font, fontSize=7.5,
                     textAnchor="end", fillColor=color(style.INK)))
        flat = max(abs(bar.low - risk.point), abs(bar.high - risk.point)) < (hi - lo) * 1e-3
        for value, other, text, hex_rgb in ((bar.low, bar.high, bar.low_text, LOW),
                                            (bar.high, bar.low, bar.high_text, HIGH)):
            x0, x1 = sorted((x(risk.point), x(value)))
            d.add(Rect(x0, y, max(x1 - x0, 0.5), ROW_H - 5, fillColor=color(hex_rgb),
                       strokeColor=None))
            at, left = end_spot(risk.point, value, other, (hi - lo) * 1e-3)  # never on a bar
            if flat:  # no bar to speak of: both values once, right of the line
                text = "" if hex_rgb == LOW else f"{bar.low_text} / {bar.high_text}"
                at, left = risk.point, False
            d.add(String(x(at) + (-3 if left else 3), y + 4, text, fontName=font,
                         fontSize=6.8, textAnchor="end" if left else "start",
                         fillColor=color(style.MUTED)))
    xp = x(risk.point)
    d.add(Line(xp, top, xp, top - ROW_H * n - 2, strokeColor=color(style.INK), strokeWidth=0.8))
    axis_y = top - ROW_H * n - 12
    for value in (lo, risk.point, hi):
        d.add(String(x(value), axis_y, doc.fmt(value, "money0"), fontName=font,
                     fontSize=6.8, textAnchor="middle", fillColor=color(style.MUTED)))
    key_y = axis_y - 12
    keys = sum(24 + stringWidth(doc.t(k), font, 7.5) for k in ("risk_low", "risk_high"))
    kx = max(0, min(NAME_W + pad, WIDTH - keys))  # the keys end inside the drawing
    for hex_rgb, key in ((LOW, "risk_low"), (HIGH, "risk_high")):
        d.add(Rect(kx, key_y, 7, 7, fillColor=color(hex_rgb), strokeColor=None))
        d.add(String(kx + 10, key_y, doc.t(key), fontName=font, fontSize=7.5))
        kx += 24 + stringWidth(doc.t(key), font, 7.5)
    return d


def _price(doc: QuoteDocument, value: float | None) -> str:
    return doc.t("risk_per_kwh", price=formatting.money(value, doc.currency, doc.lang, 3))


def _when(doc: QuoteDocument, when: tuple[Interval, ...] | None, alone: bool) -> str:
    return price_words(when, alone, doc.years, doc.lang, doc.currency)


def _prices(doc: QuoteDocument, risk: Risk, st: Styles) -> list:
    out = [Paragraph(esc(doc.t("risk_price")), st.h2)]
    if risk.price_now is None:
        return out + [Paragraph(esc(doc.t("risk_price_tariff")), st.body)]
    out.append(Paragraph(esc(doc.t("risk_price_intro", years=doc.years,
                                   price=_price(doc, risk.price_now))), st.body))
    head = [Paragraph(esc(doc.t(k, years=doc.years)), st.head_cell)
            for k in ("option", "risk_price_simple", "risk_price_cumulative")]
    rows = [[Paragraph(esc(p.label), st.small),
             Paragraph(esc(_when(doc, p.simple_when, p.simple_alone)), st.small),
             Paragraph(esc(_when(doc, p.cumulative_when, p.cumulative_alone)), st.small)]
            for p in risk.prices]
    out.append(grid_table([head] + rows, [70 * mm, 52 * mm, 52 * mm], st))
    return out


def _demand(doc: QuoteDocument, risk: Risk, st: Styles) -> list:
    out = [Paragraph(esc(doc.t("risk_demand")), st.h2)]
    unit = f"{doc.work_unit}/s"
    if risk.demand_now is None:
        return out + [Paragraph(esc(doc.t("risk_demand_none")), st.body)]
    now = f"{formatting.number(risk.demand_now, 0, doc.lang)} {unit}"
    if not risk.crossings:
        return out + [Paragraph(esc(doc.t("risk_demand_same", candidate=risk.candidate,
                                          baseline=risk.baseline, demand=now)), st.body)]
    out.append(Paragraph(esc(doc.t("risk_demand_intro", candidate=risk.candidate,
                                   baseline=risk.baseline, demand=now)), st.body))
    for c in risk.crossings:
        key = "risk_demand_step" if c.kind == "step" else "risk_demand_cross"
        text = doc.t(key, demand=f"{formatting.number(c.demand, 0, doc.lang)} {unit}",
                     below=c.below, above=c.above)
        out.append(Paragraph(esc(text), st.bullet, bulletText="•"))
    return out


def _growth(doc: QuoteDocument, risk: Risk, st: Styles) -> list:
    """The demand growths at which the recommended switch pays back within the horizon."""
    b = risk.growth
    assert b is not None
    head = [Paragraph(esc(doc.t(k, years=doc.years)), st.head_cell)
            for k in ("option", "risk_price_simple", "risk_price_cumulative")]
    row = [Paragraph(esc(risk.candidate), st.small)] + [
        Paragraph(esc(growth_words(b, kind, doc.lang)), st.small)
        for kind in ("simple", "cumulative")]
    return [Paragraph(esc(doc.t("risk_growth")), st.h2),
            grid_table([head, row], [70 * mm, 52 * mm, 52 * mm], st)]
