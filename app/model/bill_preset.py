"""Presets that fill a quote: a region's energy bill in components (catalog/bills.toml, METHOD
§11.4) and a GPU type's rental price (catalog/rentals.toml, M37)."""

from __future__ import annotations

from pydantic import Field, model_validator

from app.model.decision import MAX_BANDS, EnergyBill, Rental, TaxBand
from app.model.provenance import Sourced


class BillPreset(Sourced):
    """Tax bands, flat levies and a capacity charge of one region and year."""

    region: str = Field(min_length=1, max_length=20)
    name: str = Field(min_length=1, max_length=200)
    year: int = Field(ge=2000, le=2100)
    bands: list[TaxBand] = Field(default_factory=list, max_length=MAX_BANDS)
    levy_per_kwh: float = Field(default=0.0, ge=0, le=1)
    capacity_price_per_kw_month: float = Field(default=0.0, ge=0, le=1000)

    @model_validator(mode="after")
    def _bands_in_order(self) -> BillPreset:
        EnergyBill(energy_price_per_kwh=0.0, tax_bands=self.bands)  # the bill's own band rules
        return self

    def bill(self, energy_price_per_kwh: float, site_kwh_per_year: float = 0.0) -> EnergyBill:
        """The quote's bill: the customer's energy price plus the flat levies, this preset's
        bands and capacity charge, with the preset's source and year."""
        return EnergyBill(energy_price_per_kwh=energy_price_per_kwh + self.levy_per_kwh,
                          tax_bands=self.bands, site_kwh_per_year=site_kwh_per_year,
                          capacity_price_per_kw_month=self.capacity_price_per_kw_month,
                          source=f"{self.name} ({self.year}): {self.source}"[:500])


class RentalPreset(Sourced):
    """(M37) A dated GPU-hour price for one catalogue GPU, on demand and reserved."""

    gpu: str = Field(min_length=1, max_length=80)
    name: str = Field(min_length=1, max_length=200)
    year: int = Field(ge=2000, le=2100)
    on_demand_per_gpu_hour: float = Field(gt=0, le=1000)
    reserved_per_gpu_hour: float = Field(gt=0, le=1000)

    def rental(self, billing: str = "reserved", migration: float = 0.0) -> Rental:
        price = self.reserved_per_gpu_hour if billing == "reserved" else self.on_demand_per_gpu_hour
        return Rental(price_per_gpu_hour=price, billing=billing, migration=migration,
                      price_source=f"{self.name} ({self.year}): {self.source}"[:500])
