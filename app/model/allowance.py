"""Investment allowances of a quote (METHOD §12.3, M42): the business's profit tax rate, its
other investments of the year and the allowances it may claim (NL EIA and KIA, the BE
increased investment deduction), each with its source. Each option names the allowances whose
eligibility the user confirmed for it (``Option.allowances``); nothing is assumed.

Money in the quote's currency excl. VAT; rates and shares 0..1.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.errors import Said
from app.model import bounds as B
from app.model.text_rules import Line80, NameLine, PathLine
from app.text.in_language import text_in

MAX_ALLOWANCES = 20
MAX_ALLOWANCE_BANDS = 20


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


class AllowanceBand(_Frozen):
    """One band [lo, hi) of a banded allowance: d(x) = max(0, fixed + rate (x - lo)) (the
    official KIA table's form). ``hi`` None: no upper limit."""

    lo: float = Field(ge=0, le=B.MAX_AMOUNT)
    hi: float | None = Field(default=None, gt=0, le=B.MAX_AMOUNT)
    fixed: float = Field(default=0.0, ge=0, le=B.MAX_AMOUNT)
    rate: float = Field(default=0.0, ge=-1, le=1)

    @model_validator(mode="after")
    def _ordered(self) -> AllowanceBand:
        if self.hi is not None and self.hi <= self.lo:
            raise ValueError(Said("an allowance band must end above where it starts"))
        return self


class Allowance(_Frozen):
    """(M42) A rate allowance (a share ``rate`` of the eligible investment) or a banded one (a
    function of the business's total investment of the year). ``share``: the part of the
    option's capex that is eligible."""

    id: Line80 = Field(min_length=1)
    #: what the customer reads (the proposal's own line, the workbook): "EIA 2026"
    name: NameLine = ""
    name_nl: NameLine = ""
    name_fr: NameLine = ""
    kind: Literal["rate", "banded"]
    rate: float | None = Field(default=None, ge=0, le=2)
    bands: list[AllowanceBand] = Field(default_factory=list, max_length=MAX_ALLOWANCE_BANDS)
    share: float = Field(default=1.0, ge=0, le=1)
    #: "NL", "BE" or "": the NL allowances are clawed back on a sale within five years
    region: Literal["NL", "BE", ""] = ""
    source: PathLine = Field(min_length=1)
    source_nl: PathLine = ""
    source_fr: PathLine = ""

    @model_validator(mode="after")
    def _kind_has_values(self) -> Allowance:
        if self.kind == "rate" and (self.rate is None or self.bands):
            raise ValueError(Said("allowance {id}: a rate allowance needs a rate and no bands",
                                  id=repr(self.id)))
        if self.kind == "banded" and (self.rate is not None or not self.bands):
            raise ValueError(Said("allowance {id}: a banded allowance needs bands and no rate",
                                  id=repr(self.id)))
        for a, b in zip(self.bands, self.bands[1:]):
            if a.hi is None or b.lo < a.hi:
                raise ValueError(Said("allowance {id}: the bands must follow one another "
                                      "without overlapping", id=repr(self.id)))
        return self

    def name_in(self, lang: str) -> str:
        """The allowance's name in ``lang`` (its id when it has none)."""
        return text_in(self, "name", lang) or self.id


class TaxPosition(_Frozen):
    """(M42) The business's tax position: profit tax rate tau (sourced), the other investments of
    the year (K_other, for a banded allowance) and the allowances on offer."""

    profit_tax_rate: float = Field(ge=0, le=1)
    profit_tax_source: PathLine = "quote input"
    other_investments_year: float = Field(default=0.0, ge=0, le=B.MAX_AMOUNT)
    allowances: list[Allowance] = Field(default_factory=list, max_length=MAX_ALLOWANCES)

    @model_validator(mode="after")
    def _unique(self) -> TaxPosition:
        ids = [a.id for a in self.allowances]
        if len(ids) != len(set(ids)):
            raise ValueError(Said("allowance ids must be unique"))
        return self

    def by_id(self) -> dict[str, Allowance]:
        """{id: allowance}."""
        return {a.id: a for a in self.allowances}
