"""The chain's grouped inputs as named records: a day/night tariff, an energy bill, financing,
a power profile and a rental (METHOD M19a-c, M36, M37, §3, §11.3).

``ChainInputs`` carried them as positional tuples, and every reader unpacked six numbers in the
right order (the advisor's overlay, the chain, growth): one swapped field and a rental's
escalation becomes its upfront fee without an error. Named fields say what each number is.
Each record still unpacks in its field order (``share, rate, months = inp.financing``), so code
that unpacks keeps working.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import astuple, dataclass
from typing import Any


class _Unpacks:
    def __iter__(self) -> Iterator[Any]:
        return iter(astuple(self))  # type: ignore[call-overload]


@dataclass(frozen=True)
class TariffTerms(_Unpacks):
    """A day/night tariff: prices [money/kWh], night hours a day, the flexible share of the
    work and the carbon of each period [kg/kWh]."""

    day_price: Any
    night_price: Any
    night_hours: float
    flexible_share: float
    day_carbon: Any
    night_carbon: Any


@dataclass(frozen=True)
class BillTerms(_Unpacks):
    """(M19a-c) An energy bill: the per-kWh price, tax bands (from, to, rate), the tax's yearly
    escalation, the site's other kWh a year, the capacity price per kW a month and its
    escalation."""

    energy_price: Any
    bands: Sequence[tuple[float, float | None, Any]]
    tax_escalation: float
    site_kwh: float
    capacity_price: Any
    capacity_escalation: float


@dataclass(frozen=True)
class FinancingTerms(_Unpacks):
    """(M36) The financed share of K, the loan's yearly rate and its months."""

    share: float
    rate: float
    months: int


@dataclass(frozen=True)
class ProfileTerms(_Unpacks):
    """(§3) A power profile: the throughput phi and the power lambda it keeps, each a share of
    the uncapped GPU's (a preset's pair or a custom one; arrays in the configurator)."""

    phi: Any
    lam: Any


@dataclass(frozen=True)
class RentalTerms(_Unpacks):
    """(M37) A rental: billing ("reserved" / "on_demand"), the price per GPU-hour, its yearly
    escalation, fixed costs a year, migration and the upfront fee."""

    billing: str
    price_per_gpu_hour: Any
    escalation: float
    fixed_per_year: float
    migration: float
    upfront_fee: float
