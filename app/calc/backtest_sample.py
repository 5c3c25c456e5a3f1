"""Which back-test rows are out of sample (METHOD §11.1, M34).

A back-test only tests the model where the model was not told the answer. A row is out of sample
when no catalogue value the model uses for it (the platform's idle and full-load power, the GPU's
idle power, busy power and throughput for that workload) was derived from a run of that row's own
system; a platform value derived from a sibling row on the same platform by the same submitter
counts as that system's too (not for a row on a stand-in platform: its hardware is another
system's, and a stand-in row never fits the platform it stands on). Where a value was fitted on
a row of the table (its `calibrates`), it is re-fitted leaving the system out (from the other
systems' rows of the same GPU and workload, or platform) and the row is evaluated with that
value; with no other system to fit it on, the row stays in sample. A system is the submitter's results folder without its _MaxQ/_MaxP suffix (the
same hardware under both power settings). What a source "derives from" is read from its text: a
results folder or the submitter's own submission code for that GPU.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass

from app.model import Catalog
from app.model.backtest import BacktestData, Measurement

RESULTS = re.compile(r"closed/([^/\s]+)/results/([^/\s]+)")
POWER_SUFFIX = re.compile(r"_(MaxQ|MaxP)$")


def system_key(m: Measurement) -> tuple[str, str]:
    """(submitter, results folder without its power-setting suffix) of a measurement."""
    found = RESULTS.search(m.link)
    if found is None:
        return (m.submitter, m.system)
    return (found.group(1), POWER_SUFFIX.sub("", found.group(2)))


def _submitter_named(text: str, submitter: str) -> bool:
    low = text.lower()
    return submitter.lower() in low or submitter.replace("_", " ").lower() in low


def cites(text: str, key: tuple[str, str]) -> bool:
    """Whether a source text names a run of the system `key` (its results folder, with or
    without the power-setting suffix, and its submitter)."""
    submitter, folder = key
    return folder in text and _submitter_named(text, submitter)


def own_code(text: str, submitter: str) -> bool:
    """A value read from the submitter's own submission code (configs), i.e. its own tuning."""
    low = text.lower()
    return _submitter_named(text, submitter) and (
        "submission code" in low or f"closed/{submitter.lower()}/configs" in low)


@dataclass(frozen=True)
class Used:
    """One catalogue value the model uses for a row: where it lives and its source text."""

    path: str          # e.g. "servers.nvidia-dgx-h100.platform_max_w"
    source: str
    platform: bool     # a platform value (shared by every GPU on that server)
    note: str = ""     # the value's note (a cross-check there is not a derivation)


def used_values(catalog: Catalog, m: Measurement) -> list[Used]:
    gpu = catalog.gpus[m.gpu]
    fields = ["idle_w", f"perf.{m.workload}"]
    if gpu.busy_power(m.workload) is not None:
        fields.append(f"busy_w.{m.workload}")
    out = []
    for name in fields:
        prov = gpu.provenance_of(name)
        out.append(Used(f"gpus.{m.gpu}.{name}", prov.source, False, prov.note))
    if m.server is not None and m.server in catalog.servers:
        server = catalog.servers[m.server]
        for name in ("platform_idle_w", "platform_max_w"):
            prov = server.provenance_of(name)
            out.append(Used(f"servers.{m.server}.{name}", prov.source, True, prov.note))
    return out


@dataclass(frozen=True)
class Sample:
    """Whether a row is out of sample, why, and any value re-fitted leaving its system out."""

    out_of_sample: bool
    reason: str
    refit: dict[str, float]


def _derived_from_system(value: Used, m: Measurement, data: BacktestData) -> bool:
    key = system_key(m)
    if cites(value.source, key):
        return True
    if any(system_key(o) == key and o.calibrates == value.path for o in data.measurements):
        return True
    if not value.platform and value.path.startswith(f"gpus.{m.gpu}.") and own_code(
            value.source, key[0]):
        return True
    if value.platform and not m.server_stand_in:  # a sibling on the same platform, same
        for o in data.measurements:  # submitter (a stand-in row's hardware is another one)
            if (o.server == m.server and o.submitter == m.submitter and not o.server_stand_in
                    and (cites(value.source, system_key(o)) or o.calibrates == value.path)):
                return True
    return False


#: how a value is fitted on one row: (catalog, measurement) -> value (app.calc.backtest's
#: derive_busy_power and derive_platform_max, given by the caller so that this module stays
#: below the back-test itself)
Fit = Callable[..., float]


def _refit(catalog: Catalog, m: Measurement, data: BacktestData, value: Used,
           fits: dict[str, Fit]) -> float | None:
    """The value fitted on the other systems' rows that could fit it (their median), or None."""
    key = system_key(m)
    fitted = []
    for o in data.measurements:
        if system_key(o) == key or o.server is None or o.server not in catalog.servers:
            continue
        if value.platform and o.submitter == m.submitter:  # a sibling on the same platform
            continue
        if value.platform and o.server_stand_in:  # it measured another platform than this one
            continue
        if o.not_scored or (o.power_setting == "MaxQ" and o.power_limit_w is None):
            continue
        if value.path == f"gpus.{m.gpu}.busy_w.{m.workload}" and (o.gpu, o.workload) == (
                m.gpu, m.workload):
            fitted.append(fits["busy_w"](catalog, o))
        elif value.path == f"servers.{m.server}.platform_max_w" and o.server == m.server:
            fitted.append(fits["platform_max_w"](catalog, o))
    return statistics.median(fitted) if fitted else None


def classify(catalog: Catalog, m: Measurement, data: BacktestData,
             fits: dict[str, Fit]) -> Sample:
    """In or out of sample, with the reason a reader can check."""
    inside, refit = [], {}
    for value in used_values(catalog, m):
        if not _derived_from_system(value, m, data):
            continue
        fitted = None
        if value.path.endswith((".platform_max_w",)) or ".busy_w." in value.path:
            fitted = _refit(catalog, m, data, value, fits)
        if fitted is None:
            inside.append(value.path)
        else:
            refit[value.path] = fitted
    if inside:
        return Sample(False, "in sample: " + ", ".join(inside)
                      + " derived from this system's runs", {})
    checked = [v.path for v in used_values(catalog, m) if cites(v.note, system_key(m))]
    also = ("; " + ", ".join(checked) + " compared with this system's run in its note, not "
            "derived from it") if checked else ""
    if refit:
        return Sample(True, "out of sample: " + ", ".join(refit)
                      + " re-fitted leaving this system out" + also, refit)
    return Sample(True, "out of sample: no catalogue value used was derived from this system"
                  + also, refit)


__all__ = ["Sample", "Used", "cites", "classify", "own_code", "system_key", "used_values"]
