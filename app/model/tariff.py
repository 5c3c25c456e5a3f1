"""Time-of-use tariffs (issue: the advisor, part 7): day and night prices, a share of the work
that may move to the cheap hours, and optionally an hourly carbon profile.

Shifted work is not saved work: the kWh stay; only their price and carbon move.

``MeasuredLoad`` (schema 4): when a fleet measured by telemetry draws its power over the day,
carried by the options made from that telemetry; the engine's night share of such an option
comes from it, not from the even spread (``app.calc.tariff.measured_energy_share``).
"""

from __future__ import annotations

import math

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.errors import Said
from app.model.text_rules import Line60, PathLine


class Tariff(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    day_price_per_kwh: float = Field(ge=0, le=10)
    night_price_per_kwh: float = Field(ge=0, le=10)
    night_hours_per_day: float = Field(default=8.0, gt=0, lt=24)
    night_start_hour: int = Field(default=23, ge=0, le=23)
    flexible_share: float = Field(default=0.0, ge=0, le=1,
                                  description="share of the daytime work that may move to night")
    hourly_carbon_kg_per_kwh: list[float] | None = Field(
        default=None, max_length=24, description="24 values, hour 0..23 local time; None: the site's flat figure")

    @model_validator(mode="after")
    def _profile_has_24_hours(self) -> Tariff:
        profile = self.hourly_carbon_kg_per_kwh
        if profile is not None and (len(profile) != 24 or not 0 <= min(profile) <= max(profile) <= 3):
            raise ValueError(Said("hourly_carbon_kg_per_kwh needs 24 values in 0..3"))
        return self

    def night_hours(self) -> list[int]:
        """The whole hours counted as night (the last one may be partial)."""
        count = int(-(-self.night_hours_per_day // 1))
        return [(self.night_start_hour + i) % 24 for i in range(count)]


class MeasuredLoad(BaseModel):
    """The load curve of a measured fleet folded into one day: its mean power in each local
    hour 0..23 (W, the GPUs' power as the telemetry reports it), the time zone the hours are in,
    and where it was measured ("Prometheus URL, window"). Only its shape counts: the engine takes
    the share of the day's energy that falls in the tariff's night hours."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    hourly_mean_w: list[float] = Field(min_length=24, max_length=24)
    timezone: Line60 = "UTC"
    source: PathLine = Field(min_length=1)
    source_nl: PathLine = ""  # the same in Dutch (app.io.report.measured)
    source_fr: PathLine = ""  # the same in French

    @model_validator(mode="after")
    def _a_load(self) -> MeasuredLoad:
        values = self.hourly_mean_w
        if not all(math.isfinite(v) and 0 <= v <= 1e9 for v in values) or sum(values) <= 0:
            raise ValueError(Said("hourly_mean_w needs 24 power values in 0..1e9 W, not all 0"))
        return self
