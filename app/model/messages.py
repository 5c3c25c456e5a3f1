"""Turn pydantic's validation errors into one line a user can act on: where, field, value, why."""

from __future__ import annotations

from pydantic import ValidationError

from app.model.ranges import PYDANTIC_BOUNDS, WORDING, bound_text


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


def first_problem(exc: ValidationError) -> tuple[str, object, str]:
    """(field path, value, reason) of the first error."""
    errors = exc.errors(include_url=False)
    # a misspelt field shows up as "unknown" plus "missing": the unknown one explains both
    err = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])
    reason = err["msg"].removeprefix("Value error, ")
    if err["type"] == "extra_forbidden":
        reason = "unknown field (check its spelling and unit suffix)"
    elif err["type"] == "missing":
        reason = "required field is missing"
    elif err["type"] in PYDANTIC_BOUNDS:  # "must be at most 100 %", as the GUI says it
        key = PYDANTIC_BOUNDS[err["type"]]
        field = next((str(p) for p in reversed(err["loc"]) if isinstance(p, str)), "")
        reason = WORDING[key].format(bound=bound_text(field, float(err["ctx"][key])))
    return _location(tuple(err["loc"])), err.get("input"), reason


#: A message stays one readable line: a field name or value longer than this is cut.
SHOWN_MAX = 80


def _short(text: str, limit: int = SHOWN_MAX) -> str:
    """``text`` on one line, cut to ``limit`` characters with its full length said."""
    flat = text.encode("unicode_escape").decode("ascii") if not text.isprintable() else text
    return flat if len(flat) <= limit else f"{flat[:limit]}... ({len(text):,} characters)"


def describe(exc: ValidationError, where: str) -> str:
    """``where: field: value: reason`` for the first problem, with a count of any others; one
    line, whatever the file holds."""
    field, value, reason = first_problem(exc)
    shown = "" if isinstance(value, dict | list) or value is None else f" = {_shown(value)}"
    more = exc.error_count() - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more > 0 else ""
    location = f"{where}: {_short(field)}{shown}" if field else where
    return f"{location}: {_short(reason, 300)}{tail}"


def _shown(value, limit: int = 60) -> str:
    """The value as typed, cut to ``limit`` characters (a 1 MB value is no message)."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit - 1]}… ({len(str(value))} characters)"
