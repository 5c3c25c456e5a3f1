"""What makes the charts readable, shared by the Charts and the Advice page: tick numbers in the
UI language's formats (``1.000.000`` in Dutch, never ``0.00160``), option names under the bars
(wrapped to the room each bar has) instead of numbers with a key, and a line style per option so
that curves lying on top of each other stay apart (dash pattern and marker, not colour alone).

pyqtgraph is imported inside the functions (the page imports it only when first shown).
"""

from __future__ import annotations

import math
import textwrap

from app.io.words.formatting import number

#: per option, in order: (dash pattern, marker); the colours cycle independently of these
LINE_STYLES = (("solid", "o"), ("dash", "s"), ("dot", "t"), ("dashdot", "d"), ("solid", "x"),
               ("dash", "+"), ("dot", "star"), ("dashdot", "p"))
MAX_LABEL_LINES = 3


def tick_digits(spacing: float) -> int:
    """Decimals a tick label needs at ``spacing`` between ticks: 0 at 1 and up, 1 at 0.5."""
    if not spacing or not math.isfinite(spacing) or spacing >= 1:
        return 0
    return max(0, math.ceil(-math.log10(spacing) - 1e-9))


def tick_texts(values, scale: float, spacing: float, lang: str) -> list[str]:
    """Tick labels of ``values`` (times ``scale``, pyqtgraph's SI factor) in ``lang``'s format:
    thousands grouped, the decimal mark of the language, no more decimals than the spacing of
    the ticks shows."""
    digits = tick_digits(spacing * scale)
    return [number(v * scale, digits, lang) for v in values]


def locale_axis(pg, state):
    """An AxisItem class whose tick numbers follow ``state.lang`` (see ``tick_texts``)."""

    class LocaleAxis(pg.AxisItem):
        def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
            if self.logMode:
                return super().tickStrings(values, scale, spacing)
            return tick_texts(values, scale, spacing, state.lang)

    return LocaleAxis


def wrapped(label: str, chars: int, lines: int = MAX_LABEL_LINES) -> str:
    """``label`` broken into lines of at most ``chars`` characters; the last line ends in "…"
    when the label needs more than ``lines`` lines."""
    chars = max(4, chars)
    parts = textwrap.wrap(label, chars, break_long_words=True) or [""]
    if len(parts) > lines:
        parts = parts[:lines]
        parts[-1] = parts[-1][: chars - 1].rstrip() + "…"
    return "\n".join(parts)


def name_ticks(plot, labels: list[str], xs: list[float] | None = None) -> None:
    """The option names under the bars of ``plot`` (at ``xs``, else 0, 1, 2 ...), each wrapped
    to the width of its bar's slot, and room below the axis for the most lines a name needs;
    wrapped again whenever the plot changes size (a tab shown later, a wider window)."""
    plot.option_names = (labels, xs)
    if not getattr(plot, "names_follow_size", False):
        plot.names_follow_size = True
        plot.getPlotItem().vb.sigResized.connect(lambda *_: _wrap_names(plot))
    _wrap_names(plot)


def _wrap_names(plot) -> None:
    labels, xs = plot.option_names
    axis = plot.getAxis("bottom")
    metrics_width = max(5.0, _metrics(axis).averageCharWidth())
    width = plot.getPlotItem().vb.width() or plot.width()
    slot = width / max(1, len(labels))
    chars = int(slot * 0.8 / metrics_width)  # the average char is narrower than most
    texts = [wrapped(label, chars) for label in labels]
    axis.setTicks([list(zip(xs if xs is not None else range(len(texts)), texts))])
    lines = max((t.count("\n") + 1 for t in texts), default=1)
    axis.setHeight(int(lines * 1.25 * _line_height(axis)) + 12)


def _metrics(axis):
    from PySide6.QtGui import QFontMetrics

    return QFontMetrics(axis.style.get("tickFont") or axis.font())


def _line_height(axis) -> float:
    return _metrics(axis).height()


def option_pen(pg, i: int, color: str, width: float = 2):
    """The pen of the ``i``-th option's line: its colour and its dash pattern."""
    styles = {"solid": pg.QtCore.Qt.PenStyle.SolidLine, "dash": pg.QtCore.Qt.PenStyle.DashLine,
              "dot": pg.QtCore.Qt.PenStyle.DotLine,
              "dashdot": pg.QtCore.Qt.PenStyle.DashDotLine}
    return pg.mkPen(color, width=width, style=styles[LINE_STYLES[i % len(LINE_STYLES)][0]])


def option_symbol(i: int) -> str:
    return LINE_STYLES[i % len(LINE_STYLES)][1]


def title_room(plot) -> int:
    """The height ``plot`` needs to show its side axes' titles whole ("bezettingsgraad [%]",
    rotated, is as long as it is wide): the longer title, the bottom axis (a line of tick
    numbers, and one for its title when it has one) and the plot's margins. [px]"""
    from PySide6.QtGui import QFontMetrics

    item = plot.getPlotItem()
    sides = [item.getAxis(s) for s in ("left", "right") if s in item.axes]
    titles = [a.labelText for a in sides if a.isVisible() and a.labelText]
    metrics = QFontMetrics(sides[0].label.font()) if sides else None
    if not titles or metrics is None:
        return 0
    bottom = item.getAxis("bottom")
    lines = 1 + bool(bottom.labelText)
    return max(metrics.horizontalAdvance(t) for t in titles) + lines * (metrics.height() + 8) + 30
