"""A refusal in the user's language, for the window and the CLI's ``--lang`` alike: an
app.errors.Said (or a quote file's app.errors.FileRefusal) is a fixed English template with
values; here its template is looked up in the catalogue (app.text), its numbers written in the
language's format, a reason inside a refusal translated the same way. Any other error keeps its
own text.

Why not in app.ui: the CLI says the same refusals in Dutch (``gpu-tco --lang nl``), without Qt.
"""

from __future__ import annotations

import math
import re

from app.errors import Figure, said_of
from app.io.words.formatting import number, percent
from app.io.words.number_text import show_number
from app.text import tr


def problem_text(exc, lang: str) -> str:
    """The message of ``exc`` (an exception or a Said) in ``lang``: a refusal translated, any
    other text as it is."""
    said = said_of(exc)
    if said is not None:
        return said_text(said, lang)
    template = getattr(exc, "template", None)
    if not isinstance(template, str) or not isinstance(getattr(exc, "values", None), dict):
        return str(exc)
    values = {k: value_text(v, lang) for k, v in exc.values.items()}
    body = tr(lang, template).format(**values)
    where = getattr(exc, "where", None)
    return f"{where}: {body}" if where is not None else body


def said_text(said, lang: str) -> str:
    """A Said in ``lang``: its template translated, numbers in the language's format, a Said
    among its values (a reason) translated too."""
    values = {k: value_text(v, lang) for k, v in said.values.items()}
    body = tr(lang, said.template).format(**values)
    return f"{value_text(said.where, lang)}: {body}" if said.where is not None else body


def value_text(value, lang: str) -> str:
    """One template value as ``lang`` writes it."""
    inner = said_of(value)
    if inner is not None:
        return said_text(inner, lang)
    if isinstance(value, Figure):
        return _figure(value, lang)
    if isinstance(value, BaseException):  # a quote file's refusal inside another
        return problem_text(value, lang)
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
