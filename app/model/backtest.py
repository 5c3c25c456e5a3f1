"""A published system measurement to test the model against (METHOD §11.1, M34).

One row per MLPerf Inference Power result matched to catalogue parts: the system, its GPUs, the
workload and scenario, the power setting, the measured throughput and the mean wall power.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.model.catalog import GPU, ID_PATTERN


class Measurement(BaseModel):
    """A published wall-power measurement of one server at a measured throughput."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=ID_PATTERN, min_length=1, max_length=120)
    submitter: str = Field(min_length=1)
    round: str = Field(min_length=1, description="MLPerf round, e.g. v4.0")
    system: str = Field(min_length=1, description="the system as the submitter names it")
    server: str | None = Field(default=None, description="catalogue server id, if one matches")
    server_stand_in: str = Field(
        default="", description="why `server` stands in for a system the catalogue lacks: the "
        "catalogue platform a reseller would quote for the same GPUs (chosen by its "
        "specification, never by the score)")
    gpu: str = Field(min_length=1, description="catalogue GPU id")
    gpus: int = Field(ge=1)
    workload: str = Field(min_length=1, description="catalogue workload class id")
    benchmark: str = Field(min_length=1, description="MLPerf benchmark, e.g. llama2-70b-99.9")
    scenario: Literal["Offline", "Server"]
    power_setting: Literal["MaxP", "MaxQ"]
    power_limit_w: float | None = Field(default=None, gt=0,
                                        description="GPU power limit the submission set")
    power_limit_source: str = ""
    power_limit_assumed: bool = False
    throughput: float = Field(gt=0, description="measured work units per second")
    wall_w: float = Field(gt=0, description="mean wall power of the system during the run")
    link: str = Field(pattern=r"^https://", description="the published result")
    source: str = Field(min_length=1)
    calibrates: str = Field(default="", description="catalogue value derived from this row")
    not_scored: str = Field(default="", description="why the row is listed but not scored")
    note: str = ""

    @model_validator(mode="after")
    def _limit_has_a_source(self) -> Measurement:
        if self.power_limit_w is not None and not self.power_limit_source.strip():
            raise ValueError(f"{self.id}: power_limit_w needs power_limit_source")
        return self


class BacktestData(BaseModel):
    """The shipped back-test table (catalog/backtest.toml)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    date: str = Field(min_length=1)
    source: str = Field(min_length=1)
    measurements: list[Measurement] = Field(min_length=1)
    #: GPUs only the back-test needs (a measured system's GPU the catalogue does not sell), each
    #: sourced as a catalogue entry; they never reach a quote
    gpus: list[GPU] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique_ids(self) -> BacktestData:
        ids = [m.id for m in self.measurements]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"measurement id {dupes[0]!r} appears twice")
        return self
