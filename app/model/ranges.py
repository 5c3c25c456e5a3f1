"""The ranges of the model's numbers, read off the pydantic fields, and the one wording for a
value outside them: the CLI (app.model.messages) and the GUI's number fields say the same
"must be at most 100 %".

A fraction field (0..1 in the file) states its bound in percent, as the app shows it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.errors import refusal

if TYPE_CHECKING:
    from pydantic import BaseModel

#: the kind of limit -> its wording (the GUI has the same texts, translated: app.ui.number_field)
WORDING = {"ge": refusal("must be at least {bound}"), "gt": refusal("must be more than {bound}"),
           "le": refusal("must be at most {bound}"), "lt": refusal("must be less than {bound}")}
#: pydantic error type -> the kind of limit (its key in the error's ctx)
PYDANTIC_BOUNDS = {"greater_than_equal": "ge", "greater_than": "gt",
                   "less_than_equal": "le", "less_than": "lt"}
#: fields stored as a fraction and shown in percent
FRACTIONS = frozenset({"utilization", "u_max", "price_escalation", "discount_rate", "discount",
                       "maintenance_rate", "vat_rate", "flexible_share", "power_cap",
                       # the whole decision (app.model.decision, Option.residual_fraction)
                       "tax_escalation", "capacity_escalation", "share", "rate", "escalation",
                       "residual_fraction"})


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
        """(kind, bound) of the first limit ``value`` breaks (kind: a key of WORDING); None
        when it is in range."""
        if not math.isfinite(value):
            return ("le", self.le) if self.le is not None else None
        for kind, bound, broken in (("ge", self.ge, lambda b: value < b),
                                    ("gt", self.gt, lambda b: value <= b),
                                    ("le", self.le, lambda b: value > b),
                                    ("lt", self.lt, lambda b: value >= b)):
            if bound is not None and broken(bound):
                return kind, bound
        return None


def field_bounds(model: type[BaseModel], name: str) -> Bounds:
    """The limits pydantic checks on ``model.name`` (Field(ge=..., lt=...))."""
    found = {}
    for item in model.model_fields[name].metadata:
        for key in ("ge", "gt", "le", "lt"):
            if getattr(item, key, None) is not None:
                found[key] = float(getattr(item, key))
    return Bounds(**found)
