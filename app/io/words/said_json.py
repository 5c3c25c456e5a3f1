"""An app.errors.Said as JSON data and back, so that a note written into a file (a Prometheus
export's notes) is shown in the reader's language when the file is opened again.

Why: the export keeps each note's English line (what the CLI and older versions read) and, beside
it, the template and values; the Measurements page renders those in its language. What is read
back is checked: placeholders only as plain names (no attribute access or format spec from a
file), values only text, numbers, Figures and nested Saids, and the English line they give must
be the one stored beside them; anything else stays the stored English line.
"""

from __future__ import annotations

import string

from app.errors import Figure, Said  # as a pickled Said is re-made
from app.errors import _said as remade

_DEPTH = 4


def said_data(item) -> dict | None:
    """``{"template", "where", "values"}`` of a Said (None for a plain text)."""
    if not isinstance(item, Said):
        return None
    return {"template": item.template, "where": _plain(item.where),
            "values": {k: _plain(v) for k, v in item.values.items()}}


def _plain(value):
    if isinstance(value, Said):
        return {"said": said_data(value)}
    if isinstance(value, Figure):
        return {"figure": float(value), "spec": value.spec}
    if value is None or isinstance(value, int | float):
        return value
    return str(value)


def said_from(data, english: str) -> Said | str:
    """The Said ``data`` describes when it gives ``english``; else ``english`` itself."""
    try:
        said = _said(data, 0)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        return english
    return said if said is not None and str(said) == english else english


def _said(data, depth: int) -> Said | None:
    if not isinstance(data, dict) or depth > _DEPTH:
        return None
    template, values = data.get("template"), data.get("values") or {}
    if not isinstance(template, str) or not isinstance(values, dict):
        return None
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is not None and (spec or conversion or not name.isidentifier()):
            return None
    where = data.get("where")
    return remade(template, None if where is None else _value(where, depth),
                  {str(k): _value(v, depth) for k, v in values.items()})


def _value(value, depth: int):
    if isinstance(value, dict) and "said" in value:
        inner = _said(value["said"], depth + 1)
        if inner is None:
            raise ValueError("not a note")
        return inner
    if isinstance(value, dict) and "figure" in value:
        spec = value.get("spec")
        if not isinstance(spec, str) or len(spec) > 8:
            raise ValueError("not a figure")
        return Figure(float(value["figure"]), spec)
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ValueError("not a value")
    return value
