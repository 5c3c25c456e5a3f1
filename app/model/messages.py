"""Turn pydantic's validation errors into one line a user can act on: where, field, value, why.

The line is an app.errors.Said: English as the CLI prints it, its template and values kept so
that the window says it in its language. pydantic's own wording is replaced by ours for the
kinds of error a file or a form produces (a wrong type, a bound, a missing or unknown field);
a model rule's reason is the Said its validator raised (``ValueError(Said(...))``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from app.errors import Said, said_of
from app.model.ranges import FRACTIONS, PYDANTIC_BOUNDS, WORDING


def _location(loc: tuple) -> str:
    parts = []
    for item in loc:
        if isinstance(item, int):
            parts.append(f"[{item + 1}]")
        elif parts:
            parts.append(f".{item}")
        else:
            parts.append(str(item))
    return "".join(parts)


_WHOLE, _NUMBER, _TRUTH = (Said("must be a whole number"), Said("must be a number"),
                           Said("must be true or false"))
#: pydantic error types -> our reason (without pydantic's words)
_TYPE_REASONS = {
    "int_type": _WHOLE, "int_parsing": _WHOLE, "int_from_float": _WHOLE,
    "float_type": _NUMBER, "float_parsing": _NUMBER, "decimal_parsing": _NUMBER,
    "finite_number": Said("must be a finite number"),
    "string_type": Said("must be text"),
    "bool_type": _TRUTH, "bool_parsing": _TRUTH,
    "dict_type": Said("must be a table of fields"), "model_type": Said("must be a table of fields"),
    "model_attributes_type": Said("must be a table of fields"),
    "list_type": Said("must be a list"), "tuple_type": Said("must be a list"),
    "date_type": Said("must be a date (YYYY-MM-DD)"),
    "date_parsing": Said("must be a date (YYYY-MM-DD)"),
    "date_from_datetime_parsing": Said("must be a date (YYYY-MM-DD)"),
    "date_from_datetime_inexact": Said("must be a date (YYYY-MM-DD)"),
    "extra_forbidden": Said("unknown field (check its spelling and unit suffix)"),
    "missing": Said("required field is missing"),
}


def _bound_reason(kind: str, field: str, bound: float) -> Said:
    """``must be at most 100 %`` (a fraction's bound in percent, as the app shows it)."""
    shown = Said("{number} %", number=bound * 100) if field in FRACTIONS else bound
    return Said(WORDING[kind], bound=shown)


def _reason(err: Mapping[str, Any]) -> Said | str:
    """Why, in our words where we have them; pydantic's own message otherwise."""
    kind = err["type"]
    if kind in _TYPE_REASONS:
        return _TYPE_REASONS[kind]
    ctx = err.get("ctx") or {}
    if kind in PYDANTIC_BOUNDS:  # "must be at most 100 %", as the GUI says it
        key = PYDANTIC_BOUNDS[kind]
        field = next((str(p) for p in reversed(err["loc"]) if isinstance(p, str)), "")
        return _bound_reason(key, field, float(ctx[key]))
    if kind == "string_pattern_mismatch":  # an entry id, a currency code
        return Said("does not have the form {pattern}", pattern=str(ctx.get("pattern", "")))
    if kind in ("literal_error", "enum"):
        choices = re.split(r", | or ", str(ctx.get("expected", "")))  # pydantic's "a, b or c"
        return Said("must be one of {expected}", expected=", ".join(choices))
    if kind == "string_too_long":
        return Said("must have at most {limit} characters", limit=int(ctx.get("max_length", 0)))
    if kind == "too_long":
        return Said("must have at most {limit} items", limit=int(ctx.get("max_length", 0)))
    if kind == "string_too_short":
        return Said("must have at least {limit} characters", limit=int(ctx.get("min_length", 0)))
    if kind == "too_short":
        return Said("must have at least {limit} items", limit=int(ctx.get("min_length", 0)))
    inner = said_of(ctx.get("error"))  # a model rule's own reason (ValueError(Said(...)))
    return inner if inner is not None else err["msg"].removeprefix("Value error, ")


def first_problem(exc: ValidationError) -> tuple[str, object, Said | str]:
    """(field path, value, reason) of the first error."""
    errors = exc.errors(include_url=False)
    # a misspelt field shows up as "unknown" plus "missing": the unknown one explains both
    err = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])
    return _location(tuple(err["loc"])), err.get("input"), _reason(err)


#: A message stays one readable line: a field name or value longer than this is cut.
SHOWN_MAX = 80


def _short(text: str, limit: int = SHOWN_MAX) -> str:
    """``text`` on one line, cut to ``limit`` characters with its full length said."""
    flat = text.encode("unicode_escape").decode("ascii") if not text.isprintable() else text
    return flat if len(flat) <= limit else Said("{start}... ({n} characters)", start=flat[:limit],
                                                n=len(text))


def describe(exc: ValidationError, where: str) -> Said:
    """``where: field: value: reason`` for the first problem, with a count of any others; one
    line, whatever the file holds."""
    field, value, reason = first_problem(exc)
    reason = _cut_values(reason) if isinstance(reason, Said) else _short(reason, 300)
    more = exc.error_count() - 1
    if field and not (isinstance(value, dict | list) or value is None):
        where = Said("{field} = {value}", where, field=_short(field), value=_shown(value))
    elif field:
        where = Said("{field}", where, field=_short(field))
    if more == 1:
        return Said("{reason} (and 1 more problem)", where, reason=reason)
    if more > 1:
        return Said("{reason} (and {more} more problems)", where, reason=reason, more=more)
    return Said("{reason}", where, reason=reason)


def _cut_values(said: Said) -> Said:
    """A model rule's reason with its long text values cut: a 1 000-character key named in it
    (``perf[xxxx…]``) is no one-line message."""
    values = {k: _short(v) if type(v) is str and len(v) > SHOWN_MAX else v
              for k, v in said.values.items()}
    return said if values == said.values else Said(said.template, said.where, **values)


def _shown(value, limit: int = 60) -> str:
    """The value as typed, cut to ``limit`` characters (a 1 MB value is no message)."""
    text = repr(value)
    return text if len(text) <= limit else Said("{start}… ({n} characters)",
                                                start=text[:limit - 1], n=len(str(value)))
