"""Where a number came from: every catalogue value and site input carries one (METHOD §1)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from app.model.text_rules import PATH_MAX, Line, Para


class Confidence(StrEnum):
    """How far a value can be trusted, best first."""

    datasheet = "datasheet"
    measured = "measured"
    typical = "typical"
    assumption = "assumption"


class Provenance(BaseModel):
    """The source of one value and how sure it is."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    source: Line(PATH_MAX) = Field(min_length=1,
                                   description="datasheet URL or title, standard, file, 'user edit'")
    confidence: Confidence
    note: Para(4000) = ""


USER_EDIT = "user edit"
QUOTE_INPUT = Provenance(source="quote input", confidence=Confidence.assumption)


class Sourced(BaseModel):
    """Base for anything whose values carry provenance.

    ``source``/``confidence`` hold for every value of the entry unless ``provenance`` names the
    field with its own. Fields of nested tables use dotted names (``perf.llm-inference``).
    No value may be inf or NaN (app.model.bounds).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    source: Line(PATH_MAX) = Field(min_length=1)
    confidence: Confidence
    note: Para(4000) = ""
    provenance: dict[str, Provenance] = Field(default_factory=dict)

    def provenance_of(self, field: str) -> Provenance:
        """The provenance of ``field``: its own, else the entry's."""
        own = self.provenance.get(field)
        if own is not None:
            return own
        return Provenance(source=self.source, confidence=self.confidence)
