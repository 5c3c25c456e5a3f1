"""Every value of an offline Prometheus export checked before the app uses it: types, ranges and
the window, as the live import would have made them.

Why: the export is a file the customer sends; it may have been edited, damaged or written by
hand. A live import never gives a negative energy, a utilization of 500 % or a night share of
750 %, so a file that holds one is refused in one line naming the field (``gpus[2].energy_wh``)
and the reason, never taken into a quote and never ending in a traceback. Pure checks on the
decoded document; ``export`` reads the file.
"""

from __future__ import annotations

import dataclasses
import math
from datetime import UTC, datetime

from app.calc.measured import PowerFit
from app.errors import Figure, InputFileError, Said
from app.io.files.strict_json import json_kind as _kind
from app.io.smi.profile import GpuProfile
from app.io.telemetry.window import MAX_WINDOW_S, MIN_WINDOW_S

#: GPUs one export may hold (the largest fleets have ~10^5), and points of its load curve.
MAX_GPUS = 200_000
MAX_POINTS = 200_000
#: No GPU board draws more than this [W] (a bound for a damaged file, not a physical claim).
MAX_POWER_W = 100_000.0
_DAY_NIGHT = {"timezone", "night_start_hour", "night_hours_per_day", "night_energy_share",
              "even_spread_share", "hourly_mean_w", "energy_kwh"}


def _fields(cls) -> tuple[set, set]:
    """(every field, the fields without a default) of a dataclass: what a file may and must hold
    (a field added to the profile later is read as the dataclass reads it)."""
    every = {f.name for f in dataclasses.fields(cls)}
    needed = {f.name for f in dataclasses.fields(cls)
              if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    return every, needed


class ExportValueError(InputFileError):
    """A value of the export outside what an import can produce."""


class Checker:
    """Checks values of one export; each refusal names the file and the field."""

    def __init__(self, where):
        self.where = where

    def fail(self, field: str, why: Said):
        raise ExportValueError(Said("{field}: {why}", self.where, field=field, why=why))

    def obj(self, value, field: str) -> dict:
        if not isinstance(value, dict):
            self.fail(field, Said("expected an object, found {kind}", kind=_kind(value)))
        return value

    def items(self, value, field: str, limit: int) -> list:
        if not isinstance(value, list):
            self.fail(field, Said("expected a list, found {kind}", kind=_kind(value)))
        if len(value) > limit:
            self.fail(field, Said("{n} entries; at most {limit}", n=len(value), limit=limit))
        return value

    def text(self, value, field: str, *, none: bool = False, limit: int = 4000) -> str | None:
        if value is None and none:
            return None
        if not isinstance(value, str):
            self.fail(field, Said("expected a text, found {kind}", kind=_kind(value)))
        if len(value) > limit:
            self.fail(field, Said("{n} characters; at most {limit}", n=len(value), limit=limit))
        return value

    def number(self, value, field: str, low: float, high: float, *, none: bool = False,
               whole: bool = False, above: bool = False) -> float | None:
        """A finite number in ``low``..``high`` (``above``: strictly above ``low``)."""
        if value is None and none:
            return None
        if isinstance(value, bool) or not isinstance(value, int if whole else int | float):
            if whole:
                self.fail(field, Said("expected a whole number, found {kind}",
                                      kind=_kind(value)))
            self.fail(field, Said("expected a number, found {kind}", kind=_kind(value)))
        if not math.isfinite(value) or value < low or value > high or (above and value == low):
            self.fail(field, Said("{value} is outside {low} to {high}", value=Figure(value, "g"),
                                  low=Figure(low, "g"), high=Figure(high, "g")))
        return value

    def share(self, value, field: str, *, none: bool = True) -> float | None:
        """A fraction 0..1 (a utilization, a night share)."""
        if value is None and none:
            return None
        if isinstance(value, int | float) and not isinstance(value, bool) and \
                math.isfinite(value) and not 0.0 <= value <= 1.0:
            self.fail(field, Said("{value} is outside 0 to 1 (a share, {percent} of 100 %)",
                                  value=Figure(value, "g"), percent=Figure(value, ".0%")))
        return self.number(value, field, 0.0, 1.0)

    def known(self, value: dict, field: str, allowed: set, needed: set | None = None) -> None:
        extra = sorted(set(value) - allowed)
        if extra:
            self.fail(field, Said("unknown field {name}", name=repr(extra[0])))
        missing = sorted((allowed if needed is None else needed) - set(value))
        if missing:
            self.fail(field, Said("the field {name} is missing", name=repr(missing[0])))


def _stamp(c: Checker, value, field: str) -> float:
    text = c.text(value, field, limit=40)
    try:
        stamp = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        c.fail(field, Said("{text} is not a time", text=repr(text)))
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=UTC)
    return stamp.timestamp()


def check_source(c: Checker, source) -> dict:
    source = c.obj(source, "source")
    for name in ("url", "window_text", "query"):
        if name not in source:
            c.fail("source", Said("the field {name} is missing", name=repr(name)))
        c.text(source[name], f"source.{name}")
    c.text(source.get("match", ""), "source.match")
    if "start" in source or "end" in source:
        start = _stamp(c, source.get("start"), "source.start")
        end = _stamp(c, source.get("end"), "source.end")
        seconds = end - start
        if seconds < MIN_WINDOW_S - 1:
            c.fail("source", Said("a window of {seconds} s (from {start} to {end}); an import "
                                  "covers at least {minutes} minutes",
                                  seconds=Figure(seconds, ".0f"), start=source["start"],
                                  end=source["end"], minutes=Figure(MIN_WINDOW_S / 60, ".0f")))
        if seconds > MAX_WINDOW_S + 1:
            c.fail("source", Said("a window of {days} days; an import covers at most {limit} "
                                  "days", days=Figure(seconds / 86400, ".0f"),
                                  limit=Figure(MAX_WINDOW_S / 86400, ".0f")))
    if "step_s" in source:
        c.number(source["step_s"], "source.step_s", 0.0, MAX_WINDOW_S, above=True)
    if "samples" in source:
        c.number(source["samples"], "source.samples", 0, 1e15, whole=True)
    for name in ("metrics", "labels"):
        for i, item in enumerate(c.items(source.get(name, []), f"source.{name}", 100)):
            c.text(item, f"source.{name}[{i}]", limit=200)
    return source


def check_fit(c: Checker, fit, field: str) -> dict | None:
    if fit is None:
        return None
    fit = c.obj(fit, field)
    c.known(fit, field, *_fields(PowerFit))
    c.text(fit["status"], f"{field}.status", limit=40)
    c.text(fit["message"], f"{field}.message")
    c.number(fit["n"], f"{field}.n", 0, 1e15, whole=True)
    for name in ("a_w", "b_w"):
        c.number(fit.get(name), f"{field}.{name}", -MAX_POWER_W, MAX_POWER_W, none=True)
    c.number(fit.get("r2"), f"{field}.r2", -1e9, 1.0, none=True)
    for name in ("idle_w", "full_w", "mean_power_w"):
        c.number(fit.get(name), f"{field}.{name}", 0.0, MAX_POWER_W, none=True)
    c.share(fit.get("mean_u"), f"{field}.mean_u")
    return fit


def check_profile(c: Checker, item, field: str) -> dict:
    item = c.obj(item, field)
    c.known(item, field, *_fields(GpuProfile))
    c.text(item["gpu"], f"{field}.gpu", limit=400)
    c.text(item["name"], f"{field}.name", limit=400)
    for name in ("samples", "power_samples"):
        c.number(item[name], f"{field}.{name}", 0, 1e15, whole=True)
    for name in ("first", "last", "catalog_id"):
        c.text(item.get(name), f"{field}.{name}", none=True, limit=400)
    c.text(item.get("catalog_note", ""), f"{field}.catalog_note")
    c.number(item["span_s"], f"{field}.span_s", 0.0, MAX_WINDOW_S + 86400, none=True)
    c.number(item["interval_s"], f"{field}.interval_s", 0.0, MAX_WINDOW_S, none=True, above=True)
    c.number(item.get("energy_wh"), f"{field}.energy_wh", 0.0, 1e12, none=True)
    for name in ("mean_power_w", "p95_power_w", "max_power_w", "power_limit_w"):
        c.number(item.get(name), f"{field}.{name}", 0.0, MAX_POWER_W, none=True)
    c.share(item.get("mean_utilization"), f"{field}.mean_utilization")
    for i, gap in enumerate(c.items(item.get("gaps", []), f"{field}.gaps", 100_000)):
        gap = c.obj(gap, f"{field}.gaps[{i}]")
        c.number(gap.get("duration_s"), f"{field}.gaps[{i}].duration_s", 0.0, 1e9)
        c.text(gap.get("after"), f"{field}.gaps[{i}].after", limit=400)
    throttle = c.obj(item.get("throttle", {}), f"{field}.throttle")
    for reason, seen in throttle.items():
        seen = c.obj(seen, f"{field}.throttle.{reason}")
        c.number(seen.get("samples"), f"{field}.throttle.{reason}.samples", 0, 1e15, whole=True)
        c.share(seen.get("fraction"), f"{field}.throttle.{reason}.fraction", none=False)
    check_fit(c, item.get("fit"), f"{field}.fit")
    return item


def check_groups(c: Checker, groups) -> list:
    for i, g in enumerate(c.items(groups, "groups", MAX_GPUS)):
        g = c.obj(g, f"groups[{i}]")
        c.known(g, f"groups[{i}]", {"model", "host", "gpus"})
        c.text(g["model"], f"groups[{i}].model", limit=400)
        c.text(g["host"], f"groups[{i}].host", limit=400)
        for j, gpu in enumerate(c.items(g["gpus"], f"groups[{i}].gpus", MAX_GPUS)):
            c.text(gpu, f"groups[{i}].gpus[{j}]", limit=400)
    return groups


def check_curve(c: Checker, curve) -> dict:
    curve = c.obj(curve, "curve")
    c.number(curve.get("step_s"), "curve.step_s", 0.0, MAX_WINDOW_S, above=True)
    times = c.items(curve.get("t"), "curve.t", MAX_POINTS)
    for i, t in enumerate(times):
        c.number(t, f"curve.t[{i}]", 0.0, 1e11)
    power = c.obj(curve.get("power_w"), "curve.power_w")
    for model, values in power.items():
        values = c.items(values, f"curve.power_w.{model}", MAX_POINTS)
        if len(values) != len(times):
            c.fail(f"curve.power_w.{model}", Said("{n} values for {m} times", n=len(values),
                                                  m=len(times)))
        for i, v in enumerate(values):
            c.number(v, f"curve.power_w.{model}[{i}]", 0.0, MAX_POWER_W * MAX_GPUS)
    return curve


def check_day_night(c: Checker, day_night) -> dict:
    dn = c.obj(day_night, "day_night")
    c.known(dn, "day_night", _DAY_NIGHT)  # the report and the page show each of them
    c.share(dn["night_energy_share"], "day_night.night_energy_share")
    c.share(dn["even_spread_share"], "day_night.even_spread_share", none=False)
    c.number(dn["night_start_hour"], "day_night.night_start_hour", 0, 23, whole=True)
    c.number(dn["night_hours_per_day"], "day_night.night_hours_per_day", 0.0, 24.0)
    c.number(dn["energy_kwh"], "day_night.energy_kwh", 0.0, 1e12)
    c.text(dn["timezone"], "day_night.timezone", limit=80)
    hourly = dn["hourly_mean_w"]
    if hourly is not None:
        if len(c.items(hourly, "day_night.hourly_mean_w", 24)) != 24:
            c.fail("day_night.hourly_mean_w", Said("{n} values; a day has 24 hours",
                                                   n=len(hourly)))
        for i, v in enumerate(hourly):
            c.number(v, f"day_night.hourly_mean_w[{i}]", 0.0, MAX_POWER_W * MAX_GPUS, none=True)
    return dn


def check_export(doc: dict, where) -> None:
    """Refuse (one line, ``ExportValueError``) the first value a live import cannot give."""
    c = Checker(where)
    for name in ("source", "gpus", "groups", "curve", "day_night"):
        if name not in doc:
            c.fail(name, Said("missing: the export is incomplete or damaged"))
    check_source(c, doc["source"])
    for i, item in enumerate(c.items(doc["gpus"], "gpus", MAX_GPUS)):
        check_profile(c, item, f"gpus[{i}]")
    check_groups(c, doc["groups"])
    check_curve(c, doc["curve"])
    check_day_night(c, doc["day_night"])
    for i, note in enumerate(c.items(doc.get("notes", []), "notes", 100_000)):
        c.text(note, f"notes[{i}]", limit=20_000)
