"""The ranges of the model's numbers, read off the pydantic fields, and the one wording for a
value outside them: the CLI (app.model.messages) and the GUI's number fields say the same
"must be at most 100 %".

A fraction field (0..1 in the file) states its bound in percent, as the app shows it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pydantic import BaseModel

AT_LEAST = "must be at least {bound}"
MORE_THAN = "must be more than {bound}"
AT_MOST = "must be at most {bound}"
LESS_THAN = "must be less than {bound}"
#: pydantic error type -> (our wording, the key of its bound in the error's ctx)
PYDANTIC_BOUNDS = {"greater_than_equal": (AT_LEAST, "ge"), "greater_than": (MORE_THAN, "gt"),
                   "less_than_equal": (AT_MOST, "le"), "less_than": (LESS_THAN, "lt")}
#: fields stored as a fraction and shown in percent
FRACTIONS = frozenset({"utilization", "u_max", "price_escalation", "discount_rate", "discount",
                       "maintenance_rate", "vat_rate", "flexible_share", "power_cap"})


@dataclass(frozen=True)
class Bounds:
    """Inclusive (ge, le) and exclusive (gt, lt) limits; None: no limit on that side."""

    ge: float | None = None
    gt: float | None = None
    le: float | None = None
    lt: float | None = None

    def scaled(self, factor: float) -> Bounds:
        """The same limits in the unit shown (a fraction's bounds times 100 for percent)."""
        def s(v):
            return None if v is None else v * factor
        return Bounds(s(self.ge), s(self.gt), s(self.le), s(self.lt))

    def problem(self, value: float) -> tuple[str, float] | None:
        """(wording, bound) of the first limit ``value`` breaks; None when it is in range."""
        if not math.isfinite(value):
            return (AT_MOST, self.le) if self.le is not None else None
        for wording, bound, broken in ((AT_LEAST, self.ge, lambda b: value < b),
                                       (MORE_THAN, self.gt, lambda b: value <= b),
                                       (AT_MOST, self.le, lambda b: value > b),
                                       (LESS_THAN, self.lt, lambda b: value >= b)):
            if bound is not None and broken(bound):
                return wording, bound
        return None


def field_bounds(model: type[BaseModel], name: str) -> Bounds:
    """The limits pydantic checks on ``model.name`` (Field(ge=..., lt=...))."""
    found = {}
    for item in model.model_fields[name].metadata:
        for key in ("ge", "gt", "le", "lt"):
            if getattr(item, key, None) is not None:
                found[key] = float(getattr(item, key))
    return Bounds(**found)


def bound_text(field: str, bound: float) -> str:
    """A bound as the file's reader understands it: ``100 %`` for a fraction, else ``10``."""
    if field in FRACTIONS:
        return f"{bound * 100:g} %"
    return f"{bound:g}"
