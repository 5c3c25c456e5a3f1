"""The *Why this number* panel's text as the user reads it: tags gone (a formula number's link
inline, a paragraph or list item a space), runs of white space one space."""

from __future__ import annotations

import re


def panel_text(html: str) -> str:
    html = re.sub(r"</?a\b[^>]*>", "", html)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).replace("&#x27;", "'")
