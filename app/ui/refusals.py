"""Why a file was refused, in the UI's language: the quote file's refusals
(app.errors.FileRefusal from app.io.quote_store) are fixed English templates with values; the
window shows the template translated, its numbers in the language's format. Any other error
keeps its own text.

``TEMPLATES`` marks each template for translation; a test checks that it lists every one of
app.io.quote_store.REFUSALS, so a new refusal cannot reach the window untranslated.
"""

from __future__ import annotations

from app.io.formatting import number
from app.ui.i18n import N, T, current_language

CTX = "Files"

TEMPLATES = (
    N(CTX, "{size} characters; a quote file holds at most {limit}"),
    N(CTX, "not valid JSON (line {line}, column {column}: {why}); correct it there in a "
           "text editor, or open the backup (.bak) beside it"),
    N(CTX, "not a quote (expected a JSON object)"),
    N(CTX, "not a quote file (no schema_version)"),
    N(CTX, "written by a newer version of GPU TCO (schema {version}, this app reads up to "
           "{current}); update the app to open it"),
    N(CTX, "not a regular file, not a quote file"),
    N(CTX, "larger than {limit} bytes: not a quote file"),
    N(CTX, "no such file"),
    N(CTX, "is a folder, not a quote file"),
    N(CTX, "not a text file (expected a .quote.json)"),
    N(CTX, "cannot be read ({why})"),
)


def problem_text(exc: Exception) -> str:
    """The message of ``exc`` as the window shows it: a known refusal translated, else as is."""
    template = getattr(exc, "template", None)
    if template not in TEMPLATES:
        return str(exc)
    lang = current_language()
    values = {k: number(v, 0, lang) if isinstance(v, int) and not isinstance(v, bool) else v
              for k, v in exc.values.items()}
    body = T(CTX, template).format(**values)
    return f"{exc.where}: {body}" if exc.where is not None else body
