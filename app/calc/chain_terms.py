"""The chain's grouped inputs as named records: a day/night tariff, an energy bill and its tax
bands, financing, a power profile and a rental (METHOD M19a-c, M36, M37, §3, §11.3).

``ChainInputs`` carried them as positional tuples, and every reader unpacked six numbers in the
right order (the advisor's overlay, the chain, growth): one swapped field and a rental's
escalation becomes its upfront fee without an error. Named fields say what each number is, and
the records do not unpack by position: a reader names the field it takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TariffTerms:
    """A day/night tariff: prices [money/kWh], night hours a day, the flexible share of the
    work and the carbon of each period [kg/kWh]."""

    day_price: Any
    night_price: Any
    night_hours: float
    flexible_share: float
    day_carbon: Any
    night_carbon: Any


@dataclass(frozen=True)
class TaxBandTerms:
    """(M19a) One band of an energy tax: from ``from_kwh`` up to ``to_kwh`` [kWh a year] (None:
    no upper limit) at ``per_kwh`` [money/kWh] (an array where the advisor scales the tax)."""

    from_kwh: float
    to_kwh: float | None
    per_kwh: Any


@dataclass(frozen=True)
class BillTerms:
    """(M19a-c) An energy bill: the per-kWh price, its tax bands, the tax's yearly escalation,
    the site's other kWh a year, the capacity price per kW a month and its escalation."""

    energy_price: Any
    bands: Sequence[TaxBandTerms]
    tax_escalation: float
    site_kwh: float
    capacity_price: Any
    capacity_escalation: float


@dataclass(frozen=True)
class FinancingTerms:
    """(M36) The financed share of K, the loan's yearly rate and its months."""

    share: float
    rate: float
    months: int


@dataclass(frozen=True)
class ProfileTerms:
    """(§3) A power profile: the throughput phi and the power lambda it keeps, each a share of
    the uncapped GPU's (a preset's pair or a custom one; arrays in the configurator)."""

    phi: Any
    lam: Any


@dataclass(frozen=True)
class RentalTerms:
    """(M37) A rental: billing ("reserved" / "on_demand"), the price per GPU-hour, its yearly
    escalation, fixed costs a year, migration and the upfront fee."""

    billing: str
    price_per_gpu_hour: Any
    escalation: float
    fixed_per_year: float
    migration: float
    upfront_fee: float
