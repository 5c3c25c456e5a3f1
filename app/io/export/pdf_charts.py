"""The PDF's charts, drawn with reportlab.graphics from the quote document: cumulative
discounted cost with the payback crossing, annual energy (IT and overhead stacked), and power
per server at the wall (GPUs, platform, PSU loss stacked).
"""

from __future__ import annotations

import textwrap

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, String
from reportlab.graphics.widgets.markers import makeMarker

from app.io.export import style
from app.io.export.pdf_page import color
from app.io.words import formatting

WIDTH = 480
#: per option, in order: a dash pattern and a marker, so that equal curves stay distinguishable
DASHES = (None, [5, 2], [1.5, 1.5], [6, 2, 1.5, 2])
MARKERS = ("FilledCircle", "FilledSquare", "FilledTriangle", "FilledDiamond", "FilledCross")


def _series_colour(doc, label: str, i: int):
    view = next(o for o in doc.options if o.label == label)
    if view.baseline:
        return color(style.BASELINE)
    if view.recommended:
        return color(style.ACCENT)
    return color(style.SERIES[2 + i % (len(style.SERIES) - 2)])


def _wrap(text: str, width: int = 20, lines: int = 3) -> str:
    parts = textwrap.wrap(text, width) or [""]
    if len(parts) > lines:
        parts = parts[:lines]
        parts[-1] = parts[-1][: width - 1] + "…"
    return "\n".join(parts)


#: the option names under the bars: font sizes tried in turn, and lines at most
NAME_SIZES = (6.8, 6.2, 5.6)
NAME_LINES = 4
_GAP = 4  # points kept free between two neighbours' names


def bar_names(names: list[str], slot: float, font: str) -> tuple[float, list[str]]:
    """The options' names wrapped to the width each bar has (``slot`` points), so that no
    two overlap: the largest of NAME_SIZES at which every name fits in
    NAME_LINES lines, else the smallest with the last line cut ("…"); a word longer than the
    width breaks inside (after a hyphen where it has one)."""
    width = max(8.0, slot - _GAP)
    for size in NAME_SIZES:
        wrapped = [_lines(n, font, size, width) for n in names]
        if all(len(w) <= NAME_LINES for w in wrapped):
            return size, ["\n".join(w) for w in wrapped]
    size = NAME_SIZES[-1]
    out = []
    for n in names:
        lines = _lines(n, font, size, width)
        if len(lines) > NAME_LINES:
            lines = lines[:NAME_LINES - 1] + [_cut(" ".join(lines[NAME_LINES - 1:]) + "…",
                                                    font, size, width, ellipsis=True)]
        out.append("\n".join(lines))
    return size, out


def _lines(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``: whole words, a too-long word in pieces."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    lines: list[str] = []
    for word in text.split():
        while stringWidth(word, font, size) > width:  # break the word itself
            k = len(word) - 1
            while k > 1 and stringWidth(word[:k], font, size) > width:
                k -= 1
            hyphen = word.rfind("-", 0, k)
            k = hyphen + 1 if hyphen > 0 else k
            lines, word = _put(lines, word[:k], font, size, width), word[k:]
        lines = _put(lines, word, font, size, width)
    return lines or [""]


def _put(lines: list[str], word: str, font: str, size: float, width: float) -> list[str]:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if lines and stringWidth(f"{lines[-1]} {word}", font, size) <= width \
            and not lines[-1].endswith("-"):
        return lines[:-1] + [f"{lines[-1]} {word}"]
    return lines + [word]


def _cut(text: str, font: str, size: float, width: float, ellipsis: bool = False) -> str:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    tail = "…" if ellipsis else ""
    body = text[:-1] if ellipsis else text
    while body and stringWidth(body + tail, font, size) > width:
        body = body[:-1]
    return body.rstrip() + tail


def _grouped(doc):
    """Tick numbers whole, thousands grouped in the document's language ("1.000.000"), as the
    window writes them; "1.000k" mixed the Dutch grouping with an English abbreviation."""
    return lambda v: formatting.number(v, 0, doc.lang)


def _title(d: Drawing, text: str, font: str) -> None:
    d.add(String(0, d.height - 12, text, fontName=font, fontSize=10.5, fillColor=color(style.INK)))


def _legend(d: Drawing, pairs, x: float, y: float, font: str, columns: int = 1) -> None:
    lg = Legend()
    lg.x, lg.y = x, y
    lg.fontName, lg.fontSize = font, 7.5
    lg.alignment = "right"
    lg.boxAnchor = "nw"
    lg.columnMaximum = max(1, -(-len(pairs) // columns))
    lg.dx = lg.dy = 7
    lg.deltay = 10
    lg.dxTextSpace = 4
    lg.colorNamePairs = pairs
    d.add(lg)


def cumulative_chart(doc, font: str, bold: str) -> Drawing:
    """Cumulative discounted cost per option; a dashed line marks the recommended payback."""
    series = doc.cumulative_cost()
    d = Drawing(WIDTH, 230)
    _title(d, doc.t("chart_cumulative"), bold)
    plot = LinePlot()
    plot.x, plot.y, plot.width, plot.height = 52, 30, 280, 165
    labels = list(series)
    plot.data = [_with_residual_drop(doc, label, vals) for label, vals in series.items()]
    for i, label in enumerate(labels):
        plot.lines[i].strokeColor = _series_colour(doc, label, i)
        plot.lines[i].strokeWidth = 2.2 if _is_rec(doc, label) else 1.4
        dash = DASHES[i % len(DASHES)]  # lines on top of each other stay apart
        if dash:
            plot.lines[i].strokeDashArray = dash
        plot.lines[i].symbol = makeMarker(MARKERS[i % len(MARKERS)], size=4,
                                          fillColor=_series_colour(doc, label, i))
    plot.xValueAxis.valueMin, plot.xValueAxis.valueMax = 0, doc.years
    plot.xValueAxis.valueSteps = list(range(0, doc.years + 1))
    plot.xValueAxis.labels.fontName = plot.yValueAxis.labels.fontName = font
    plot.xValueAxis.labels.fontSize = plot.yValueAxis.labels.fontSize = 7.5
    plot.yValueAxis.valueMin = 0
    plot.yValueAxis.labelTextFormat = _grouped(doc)
    plot.yValueAxis.visibleGrid = True
    plot.yValueAxis.gridStrokeColor = color(style.GRID)
    plot.yValueAxis.gridStrokeWidth = 0.4
    d.add(plot)
    d.add(String(plot.x + plot.width / 2, 8, doc.t("year"), fontName=font, fontSize=7.5,
                 textAnchor="middle"))
    d.add(String(4, plot.y + plot.height + 6, doc.currency, fontName=font, fontSize=7.5))
    _payback_marker(d, doc, plot, font)
    pairs = [(_series_colour(doc, lab, i), _wrap(lab, 30, 2)) for i, lab in enumerate(labels)]
    _legend(d, pairs, plot.x + plot.width + 20, plot.y + plot.height, font)
    return d


def _with_residual_drop(doc, label: str, values: list[float]) -> list[tuple[float, float]]:
    """The line's points, years 0..N, then a drop in year N by the residual value today: the
    crossing stays the cumulative payback (which leaves it out), the end is the TCO."""
    points = [(y, v) for y, v in enumerate(values)]
    drop = doc.residual_today(label)
    return points + [(len(values) - 1, values[-1] - drop)] if drop else points


def _is_rec(doc, label: str) -> bool:
    return doc.recommended == label


def _payback_marker(d: Drawing, doc, plot, font: str) -> None:
    rec = next((o for o in doc.options if o.recommended and not o.baseline), None)
    if rec is None or rec.result.discounted_payback_years is None or doc.baseline is None:
        return
    years = rec.result.discounted_payback_years
    x = plot.x + plot.width * years / doc.years
    d.add(Line(x, plot.y, x, plot.y + plot.height, strokeColor=color(style.ACCENT),
               strokeDashArray=[3, 2], strokeWidth=1))
    text = doc.t("chart_payback", years=doc.fmt(years, "years"))
    anchor = "end" if years > doc.years * 0.6 else "start"
    d.add(String(x + (-3 if anchor == "end" else 3), plot.y + plot.height - 10, text,
                 fontName=font, fontSize=7.5, fillColor=color(style.ACCENT), textAnchor=anchor))


def _stacked(doc, title: str, rows, names: list[str], palette: list[str], font: str,
             bold: str, unit_fmt) -> Drawing:
    d = Drawing(WIDTH, 220)
    _title(d, title, bold)
    chart = VerticalBarChart()
    chart.x, chart.y, chart.width, chart.height = 52, 45, 300, 145
    chart.data = [[row[1 + k] for row in rows] for k in range(len(names))]
    size, names_under = bar_names([f"{i + 1}. {row[0]}" for i, row in enumerate(rows)],
                                  chart.width / max(1, len(rows)), font)
    chart.categoryAxis.categoryNames = names_under
    chart.categoryAxis.style = "stacked"
    chart.categoryAxis.labels.fontName = chart.valueAxis.labels.fontName = font
    chart.categoryAxis.labels.fontSize = size
    chart.categoryAxis.labels.boxAnchor = "n"
    chart.valueAxis.labels.fontSize = 7.5
    chart.valueAxis.valueMin = 0
    chart.valueAxis.labelTextFormat = unit_fmt
    chart.valueAxis.visibleGrid = True
    chart.valueAxis.gridStrokeColor = color(style.GRID)
    chart.valueAxis.gridStrokeWidth = 0.4
    chart.barWidth = 14
    chart.groupSpacing = 12
    for k, hex_rgb in enumerate(palette):
        chart.bars[k].fillColor = color(hex_rgb)
        chart.bars[k].strokeColor = None
    d.add(chart)
    pairs = [(color(palette[k]), names[k]) for k in range(len(names))]
    _legend(d, pairs, chart.x + chart.width + 20, chart.y + chart.height, font)
    return d


def energy_chart(doc, font: str, bold: str) -> Drawing:
    rows = doc.energy_stack()
    return _stacked(doc, doc.t("chart_energy"), rows, [doc.t("seg_it"), doc.t("seg_overhead")],
                    [style.HEADER_BG, "F2994A"], font, bold, _grouped(doc))


def power_chart(doc, font: str, bold: str) -> Drawing:
    rows = doc.power_breakdown()
    names = [doc.t("seg_gpus"), doc.t("seg_platform"), doc.t("seg_psu_loss")]
    return _stacked(doc, doc.t("chart_power"), rows, names, [style.ACCENT, "2F80ED", "EB5757"],
                    font, bold, _grouped(doc))
