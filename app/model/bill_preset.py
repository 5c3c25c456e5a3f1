"""Presets that fill a quote: a region's energy bill in components (catalog/bills.toml, METHOD
§11.4), a GPU type's rental price (catalog/rentals.toml, M37), and investment allowances and
profit tax rates (catalog/allowances.toml, M42)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from app.model.allowance import Allowance, AllowanceBand
from app.model.decision import MAX_BANDS, EnergyBill, Rental, TaxBand
from app.model.provenance import Sourced
from app.text.in_language import text_in, translated
from app.text.languages import LANGUAGES


class _Preset(Sourced):
    """A dated preset with its name, note and source in English and, where given, Dutch
    (``name_nl``, ``note_nl``, ``source_nl``) and French (``*_fr``): the Dutch and French
    window and proposal show those."""

    name: str = Field(min_length=1, max_length=200)
    name_nl: str = Field(default="", max_length=200)
    name_fr: str = Field(default="", max_length=200)
    note_nl: str = Field(default="", max_length=4000)
    note_fr: str = Field(default="", max_length=4000)
    year: int = Field(ge=2000, le=2100)

    def name_in(self, lang: str) -> str:
        return text_in(self, "name", lang)

    def note_in(self, lang: str) -> str:
        return text_in(self, "note", lang)

    def source_in(self, lang: str) -> str:
        return text_in(self, "source", lang)

    def citation(self, lang: str = "en") -> str:
        """What the quote keeps as the price's source: name, year and source in ``lang``."""
        return f"{self.name_in(lang)} ({self.year}): {self.source_in(lang)}"[:500]

    def citations(self) -> tuple[str, ...]:
        """The citation in each language (a quote made in one, exported in the other)."""
        return tuple(dict.fromkeys(self.citation(lang) for lang in LANGUAGES))

    def is_named_in(self, text: str) -> bool:
        """Whether ``text`` (a quote's source) starts with this preset's name and year, in
        either language: the preset it was filled from."""
        return any(text.startswith(f"{self.name_in(lang)} ({self.year})")
                   for lang in LANGUAGES)


class BillPreset(_Preset):
    """Tax bands, flat levies and a capacity charge of one region and year."""

    region: str = Field(min_length=1, max_length=20)
    bands: list[TaxBand] = Field(default_factory=list, max_length=MAX_BANDS)
    levy_per_kwh: float = Field(default=0.0, ge=0, le=1)
    capacity_price_per_kw_month: float = Field(default=0.0, ge=0, le=1000)

    @model_validator(mode="after")
    def _bands_in_order(self) -> BillPreset:
        EnergyBill(energy_price_per_kwh=0.0, tax_bands=self.bands)  # the bill's own band rules
        return self

    def bill(self, energy_price_per_kwh: float, site_kwh_per_year: float = 0.0,
             lang: str = "en") -> EnergyBill:
        """The quote's bill: the customer's energy price plus the flat levies, this preset's
        bands and capacity charge, with the preset's source and year in ``lang``."""
        return EnergyBill(energy_price_per_kwh=energy_price_per_kwh + self.levy_per_kwh,
                          tax_bands=self.bands, site_kwh_per_year=site_kwh_per_year,
                          capacity_price_per_kw_month=self.capacity_price_per_kw_month,
                          source=self.citation(lang))


class RentalPreset(_Preset):
    """(M37) A dated GPU-hour price for one catalogue GPU, on demand and reserved."""

    gpu: str = Field(min_length=1, max_length=80)
    on_demand_per_gpu_hour: float = Field(gt=0, le=1000)
    reserved_per_gpu_hour: float = Field(gt=0, le=1000)

    def rental(self, billing: Literal["reserved", "on_demand"] = "reserved", migration: float = 0.0,
               lang: str = "en") -> Rental:
        price = self.reserved_per_gpu_hour if billing == "reserved" else self.on_demand_per_gpu_hour
        return Rental(price_per_gpu_hour=price, billing=billing, migration=migration,
                      price_source=self.citation(lang))


class AllowancePreset(_Preset):
    """(M42) A dated allowance of one region: a rate, or bands in the official table's form."""

    id: str = Field(min_length=1, max_length=80)
    region: Literal["NL", "BE"]
    kind: Literal["rate", "banded"]
    rate: float | None = Field(default=None, ge=0, le=2)
    bands: list[AllowanceBand] = Field(default_factory=list, max_length=MAX_BANDS)

    @model_validator(mode="after")
    def _valid_allowance(self) -> AllowancePreset:
        self.allowance()  # the quote's own rules (a rate or bands, bands in order)
        return self

    def allowance(self, share: float = 1.0) -> Allowance:
        """The quote's allowance: this preset's values with its name, year and source."""
        return Allowance(id=self.id, name=self.name, kind=self.kind, rate=self.rate,
                         bands=self.bands, share=share, region=self.region,
                         source=self.citation("en"),
                         **{f"name_{code}": getattr(self, f"name_{code}") for code in translated()},
                         **{f"source_{code}": self.citation(code) for code in translated()})


class ProfitTaxPreset(_Preset):
    """(M42) A dated profit tax rate of one region (the rate the deduction is worth)."""

    id: str = Field(min_length=1, max_length=80)
    region: Literal["NL", "BE"]
    rate: float = Field(ge=0, le=1)
