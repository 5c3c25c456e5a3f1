"""Why a file, an entry or a value was refused, in the UI's language: the quote file's refusals
(app.errors.FileRefusal from app.io.quote.store) and every line written as an app.errors.Said
(the catalogue's refusals, schema validation, the model's rules) are fixed English templates
with values; the window shows them as app.io.words.refusal_text renders them in its language (the
templates' translations are in the text catalogues, app.text, not in Qt's .ts). Any other
error keeps its own text.
"""

from __future__ import annotations

from app.io.words import refusal_text
from app.ui.i18n import current_language


def problem_text(exc) -> str:
    """The message of ``exc`` as the window shows it: a known refusal translated, else as is.
    ``exc``: an exception or an app.errors.Said."""
    return refusal_text.problem_text(exc, current_language())


def said_text(said, lang: str) -> str:
    """A Said in ``lang`` (app.io.words.refusal_text.said_text)."""
    return refusal_text.said_text(said, lang)
