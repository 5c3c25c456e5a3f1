"""Where a number came from: every catalogue value and site input carries one (METHOD §1)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from app.model.text_rules import PATH_MAX, Para4000, PathLine


class Confidence(StrEnum):
    """How far a value can be trusted, best first."""

    datasheet = "datasheet"
    measured = "measured"
    typical = "typical"
    assumption = "assumption"


AS_OF_PATTERN = r"^$|^(19|20)\d\d(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$"


class Provenance(BaseModel):
    """The source of one value and how sure it is."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    source: PathLine = Field(min_length=1,
                                   description="datasheet URL or title, standard, file, 'user edit'")
    confidence: Confidence
    note: Para4000 = ""
    #: the source as a Dutch customer reads it: the words in Dutch, the citation (publisher,
    #: document, year, link) as published; empty: the English one with its stock words
    #: translated (app.io.words.labels.source_text)
    source_nl: PathLine = ""
    source_fr: PathLine = ""  # the same for a French reader
    #: when the figure held (a price's date): "2025", "2025-03" or "2025-03-14"; empty: undated
    as_of: str = Field(default="", pattern=AS_OF_PATTERN)


USER_EDIT = "user edit"
QUOTE_INPUT = Provenance(source="quote input", confidence=Confidence.assumption)
#: the keys of an option's own money inputs (app.calc.provenance.option_money_inputs): quote
#: inputs of that option, not of the site
OPTION_MONEY_KEYS = frozenset({"installation", "extra_lines", "extra_lines_per_server",
                               "line_discount", "maintenance_per_year", "maintenance_rate",
                               "licence_per_gpu_year", "warranty_years"})


def region_values(region, provenance: dict | None = None) -> dict:
    """The site fields a region fills (energy price, carbon intensity) with the region's source
    kept on each, as a ``Site`` update: a quote started from a region, or a region chosen on
    the Quote page, cites the region, not "quote input"."""
    prov = Provenance(source=f"region {region.name}: {region.source} ({region.carbon_year})"
                      [:PATH_MAX], confidence=region.confidence)
    return dict(region=region.id, energy_price_per_kwh=region.energy_price_per_kwh,
                carbon_kg_per_kwh=region.carbon_kg_per_kwh,
                provenance={**(provenance or {}), "energy_price_per_kwh": prov,
                            "carbon_kg_per_kwh": prov})


def region_market_values(region, provenance: dict | None = None) -> dict | None:
    """The market-based intensity a quote without a green contract reports: the region's
    residual mix (its own source and year), as a ``Site`` update; None where the region has
    none. A green contract's own figure replaces it."""
    if region.carbon_market_kg_per_kwh is None:
        return None
    own = region.provenance_of("carbon_market_kg_per_kwh")
    prov = Provenance(source=f"region {region.name}: {own.source} ({region.carbon_market_year})"
                      [:PATH_MAX], confidence=own.confidence, note=own.note,
                      source_nl=own.source_nl, source_fr=own.source_fr, as_of=own.as_of)
    return dict(market_carbon_kg_per_kwh=region.carbon_market_kg_per_kwh,
                provenance={**(provenance or {}), "market_carbon_kg_per_kwh": prov})


class Sourced(BaseModel):
    """Base for anything whose values carry provenance.

    ``source``/``confidence`` hold for every value of the entry unless ``provenance`` names the
    field with its own. Fields of nested tables use dotted names (``perf.llm-inference``).
    No value may be inf or NaN (app.model.bounds).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    source: PathLine = Field(min_length=1)
    confidence: Confidence
    note: Para4000 = ""
    source_nl: PathLine = ""  # the source in Dutch (Provenance.source_nl)
    source_fr: PathLine = ""  # the source in French (Provenance.source_fr)
    provenance: dict[str, Provenance] = Field(default_factory=dict)

    def provenance_of(self, field: str) -> Provenance:
        """The provenance of ``field``: its own, else the entry's."""
        own = self.provenance.get(field)
        if own is not None:
            return own
        return Provenance(source=self.source, confidence=self.confidence,
                          source_nl=self.source_nl, source_fr=self.source_fr)
