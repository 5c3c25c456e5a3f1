"""A chart as a PNG a customer can be sent: the plot under a heading with the chart's title,
the customer and quote, and the date, on white; nothing of the page around it (no buttons).
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

from app.io.words.formatting import day

MARGIN = 16


def caption(state) -> str:
    """"Customer — quote title — date" of the open quote (parts it lacks left out); the date is
    the quote's own, else today's, in the UI language's format."""
    quote = getattr(state, "quote", None)
    result = getattr(state, "result", None)
    customer = quote.customer.name if quote is not None else ""
    title = quote.title if quote is not None else (result.quote if result is not None else "")
    when = (quote.created if quote is not None and quote.created else None) or date.today()
    parts = [p for p in (customer, title if title != customer else "", day(when, state.lang)) if p]
    return " — ".join(parts)


def file_name(title: str, state) -> str:
    """A file name from the chart's title and the customer: letters, digits and dashes."""
    quote = getattr(state, "quote", None)
    stem = " ".join(p for p in (quote.customer.name if quote else "", title) if p)
    stem = re.sub(r"[^\w]+", "-", stem, flags=re.UNICODE).strip("-").lower()
    return f"{stem or 'chart'}.png"


def image(widget, title: str, text: str) -> QImage:
    """``widget`` rendered under a two-line heading (``title`` bold, then ``text``)."""
    body = widget.grab().toImage()
    ratio = body.devicePixelRatio() or 1.0
    bold = QFont(widget.font())
    bold.setBold(True)
    bold.setPointSizeF(bold.pointSizeF() * 1.3)
    plain = QFont(widget.font())
    head_h = QFontMetrics(bold).height() + QFontMetrics(plain).height() + 3 * MARGIN // 2
    width = int(body.width() / ratio) + 2 * MARGIN
    height = int(body.height() / ratio) + head_h + MARGIN
    out = QImage(int(width * ratio), int(height * ratio), QImage.Format.Format_ARGB32)
    out.setDevicePixelRatio(ratio)
    out.fill(QColor("white"))
    painter = QPainter(out)
    painter.setPen(QColor("black"))
    painter.setFont(bold)
    line = QFontMetrics(bold).height()
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.drawText(QRect(MARGIN, MARGIN // 2, width - 2 * MARGIN, line), flags, title)
    painter.setFont(plain)
    painter.setPen(QColor("#444444"))
    painter.drawText(QRect(MARGIN, MARGIN // 2 + line, width - 2 * MARGIN,
                           QFontMetrics(plain).height()), flags, text)
    painter.drawImage(MARGIN, head_h, body)
    painter.end()
    return out


def save(widget, path: Path, title: str, text: str) -> bool:
    return image(widget, title, text).save(str(path), "PNG")
