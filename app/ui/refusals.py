"""Why a file, an entry or a value was refused, in the UI's language: the quote file's refusals
(app.errors.FileRefusal from app.io.quote_store) and every line written as an app.errors.Said
(the catalogue's refusals, schema validation, the model's rules) are fixed English templates
with values; the window shows the template translated, its numbers in the language's format,
a reason inside a refusal translated the same way. Any other error keeps its own text.

``TEMPLATES`` marks each template for translation; a test checks that it lists every one of
app.io.quote_store.REFUSALS, so a new refusal cannot reach the window untranslated.
"""

from __future__ import annotations

import math
import re

from app.errors import Figure, said_of
from app.io.formatting import number, percent
from app.io.number_text import show_number
from app.ui.i18n import N, T, current_language

CTX = "Files"
#: the context of the Said templates in the .ts (app.ui.i18n_build collects them from app/)
SAID_CTX = "Refusals"

TEMPLATES = (
    N(CTX, "{size} characters; a quote file holds at most {limit}"),
    N(CTX, "not valid JSON (line {line}, column {column}: {why}); correct it there in a "
           "text editor, or open the backup (.bak) beside it"),
    N(CTX, "not a quote (expected a JSON object)"),
    N(CTX, "not a quote file (no schema_version)"),
    N(CTX, "schema_version {version} is not a version of a quote file (a whole number "
           "1 to {current})"),
    N(CTX, "written by a newer version of GPU TCO (schema {version}, this app reads up to "
           "{current}); update the app to open it"),
    N(CTX, "not a regular file, not a quote file"),
    N(CTX, "larger than {limit} bytes: not a quote file"),
    N(CTX, "no such file"),
    N(CTX, "is a folder, not a quote file"),
    N(CTX, "not a text file (expected a .quote.json)"),
    N(CTX, "cannot be read ({why})"),
)


def problem_text(exc) -> str:
    """The message of ``exc`` as the window shows it: a known refusal translated, else as is.
    ``exc``: an exception or an app.errors.Said."""
    said = said_of(exc)
    if said is not None:
        return said_text(said, current_language())
    template = getattr(exc, "template", None)
    if template not in TEMPLATES:
        return str(exc)
    lang = current_language()
    values = {k: _value(v, lang) for k, v in exc.values.items()}
    body = T(CTX, template).format(**values)
    return f"{exc.where}: {body}" if exc.where is not None else body


def said_text(said, lang: str) -> str:
    """A Said in ``lang``: its template translated, numbers in the language's format, a Said
    among its values (a reason) translated too."""
    values = {k: _value(v, lang) for k, v in said.values.items()}
    body = T(SAID_CTX, said.template).format(**values)
    return f"{_value(said.where, lang)}: {body}" if said.where is not None else body


def _value(value, lang: str) -> str:
    """One template value as the window shows it."""
    inner = said_of(value)
    if inner is not None:
        return said_text(inner, lang)
    if isinstance(value, Figure):
        return _figure(value, lang)
    if isinstance(value, BaseException):  # a quote file's refusal inside another
        return problem_text(value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return number(value, 0, lang)
    if isinstance(value, float) and math.isfinite(value):
        return show_number(value, lang, 6)
    return str(value)


def _figure(value: Figure, lang: str) -> str:
    """A Figure with the digits of its format in the language's format (``+3,2 %``)."""
    found = re.search(r"\.(\d+)[f%]", value.spec)
    if found is None:  # "g": the digits the value needs
        text = show_number(float(value), lang, 6)
    elif value.spec.endswith("%"):
        text = percent(float(value), int(found.group(1)), lang)
    else:
        text = number(float(value), int(found.group(1)), lang)
    return "+" + text if "+" in value.spec and value >= 0 else text
