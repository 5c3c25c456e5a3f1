"""The whole decision's inputs (METHOD §11.4-§11.6): the energy bill in components, financing
and residual value, renting instead of buying. All optional: without them a quote computes as
in METHOD §1-§10 (E1-E4 unchanged).

Money in the quote's currency excl. VAT; fractions 0..1; kWh a year.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.errors import Said

#: Far above any site's yearly kWh (a 1 GW campus uses 8.8e9 kWh): keeps every product finite.
MAX_KWH = 1e12
MAX_BANDS = 20


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


class TaxBand(_Frozen):
    """One consumption band of an energy tax: from ``from_kwh`` up to ``to_kwh`` (None: no
    upper limit) a year, at ``per_kwh``."""

    from_kwh: float = Field(ge=0, le=MAX_KWH)
    to_kwh: float | None = Field(default=None, gt=0, le=MAX_KWH)
    per_kwh: float = Field(ge=0, le=10)


class EnergyBill(_Frozen):
    """(M19a-M19c) The bill in components; when set, the site's all-in price is not used.

    ``energy_price_per_kwh`` is every per-kWh charge that is neither banded tax nor VAT
    (commodity, per-kWh network fees, levies) and escalates with the site's price escalation.
    """

    energy_price_per_kwh: float = Field(ge=0, le=10)
    tax_bands: list[TaxBand] = Field(default_factory=list, max_length=MAX_BANDS)
    tax_escalation: float = Field(default=0.0, gt=-1, le=1)
    site_kwh_per_year: float = Field(
        default=0.0, ge=0, le=MAX_KWH,
        description="the rest of the site's consumption, without any option of the quote")
    capacity_price_per_kw_month: float = Field(default=0.0, ge=0, le=1000)
    capacity_escalation: float = Field(default=0.0, gt=-1, le=1)
    source: str = Field(default="", max_length=500, description="where the rates come from, dated")

    @model_validator(mode="after")
    def _bands_in_order(self) -> EnergyBill:
        previous_top = 0.0
        for i, band in enumerate(self.tax_bands):
            if band.to_kwh is not None and band.to_kwh <= band.from_kwh:
                raise ValueError(Said("tax band {n}: to_kwh {to} must be above from_kwh {start}",
                                      n=i + 1, to=float(band.to_kwh), start=float(band.from_kwh)))
            if band.from_kwh < previous_top:
                raise ValueError(Said("tax band {n} starts at {start} kWh, inside the band "
                                      "before it (up to {top} kWh)", n=i + 1,
                                      start=float(band.from_kwh), top=float(previous_top)))
            if band.to_kwh is None and i != len(self.tax_bands) - 1:
                raise ValueError(Said("tax band {n} has no upper limit: only the last band may",
                                      n=i + 1))
            previous_top = band.to_kwh if band.to_kwh is not None else previous_top
        return self


class Financing(_Frozen):
    """(M36) A share of the capex financed at a nominal yearly rate over a number of months."""

    share: float = Field(gt=0, le=1)
    rate: float = Field(ge=0, le=1)
    months: int = Field(ge=1, le=360)


class Rental(_Frozen):
    """(M37) Cloud or GPU as a service, priced per GPU-hour; sized to the same work."""

    price_per_gpu_hour: float = Field(gt=0, le=1000)
    billing: Literal["reserved", "on_demand"] = "reserved"
    escalation: float = Field(default=0.0, gt=-1, le=1)
    fixed_per_year: float = Field(default=0.0, ge=0, le=1e12)
    migration: float = Field(default=0.0, ge=0, le=1e12)
    upfront_fee: float = Field(default=0.0, ge=0, le=1e12)
    provider_pue: float = Field(default=1.15, ge=1, le=5)
    provider_carbon_kg_per_kwh: float | None = Field(
        default=None, ge=0, le=3, description="None: the site's grid intensity")
    provider: str = Field(default="", max_length=120)
    price_source: str = Field(default="", max_length=500)
