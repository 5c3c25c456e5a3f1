"""User text is shown as text, never as markup.

Qt guesses: a QLabel, a tool tip or a message box whose text looks like HTML renders it, so a
quote title ``<b style="font-size:40px;color:red">PAID IN FULL</b>`` would print in large red
letters and ``<img src=...>`` would make Qt read a local file. Every label of a page is made
plain text when the page is built (``plain_labels``); the few that carry the app's own
markup from the translations (bold section titles) are marked with ``trust_markup``. Tool tips
and chart legends, which cannot be switched to plain text, get the text escaped
(``tooltip_text``, ``legend_text``).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

TRUSTED = "gpuTcoTrustedMarkup"


def trust_markup(label: QLabel) -> QLabel:
    """``label`` shows the app's own markup (a translation), never user text."""
    label.setProperty(TRUSTED, True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def plain_labels(root: QWidget) -> None:
    """Make every label under ``root`` (and ``root``, if a label) plain text, except trusted."""
    labels = root.findChildren(QLabel)
    if isinstance(root, QLabel):
        labels.append(root)
    for label in labels:
        if not label.property(TRUSTED):
            label.setTextFormat(Qt.TextFormat.PlainText)


def tooltip_text(text: str) -> str:
    """A tool tip showing ``text`` literally (line breaks kept)."""
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>" if text else ""


def legend_text(text: str) -> str:
    """A pyqtgraph legend or title entry showing ``text`` literally (those render HTML)."""
    return escape(text)
