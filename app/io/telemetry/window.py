"""The import window: ``--from``/``--to`` as ISO dates or times, epoch seconds, ``now`` or
``now-14d``; and how it is written in a source text.

Why: a quote's measured profile must say exactly which period it stands for; times without a
zone are UTC (Prometheus stores UTC), so the same command gives the same window everywhere.
"""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime

from app.errors import Figure, Said
from app.io.telemetry.client import TelemetryError

_REL_RE = re.compile(r"^now(?:\s*-\s*(\d+(?:\.\d+)?)\s*([smhdw]))?$")
_UNIT_S = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
#: The window must hold at least a few steps; a year at most (cost and the tariff's year).
MIN_WINDOW_S, MAX_WINDOW_S = 900.0, 400 * 86400.0


def parse_time(text: str, what: str, now: float | None = None) -> float:
    """Epoch seconds from ``2026-11-01``, ``2026-11-01T08:00``, ``...+01:00``, ``1764547200``,
    ``now``, ``now-14d``."""
    raw = (text or "").strip()
    now = time.time() if now is None else now
    rel = _REL_RE.match(raw.lower())
    if rel:
        return now - (float(rel.group(1)) * _UNIT_S[rel.group(2)] if rel.group(1) else 0.0)
    try:
        value = float(raw)
    except ValueError:
        pass
    else:
        if math.isfinite(value):
            return value
        raise TelemetryError(Said("{what} {text}: not a time (give e.g. 2026-11-01, "
                                  "2026-11-01T08:00Z, epoch seconds or now-14d)",
                                  what=what, text=repr(raw)))
    try:
        stamp = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        raise TelemetryError(Said("{what} {text}: not a time (give e.g. 2026-11-01, "
                                  "2026-11-01T08:00Z, epoch seconds or now-14d)",
                                  what=what, text=repr(raw))) from None
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=UTC)
    return stamp.timestamp()


@dataclass(frozen=True)
class Window:
    start: float
    end: float

    @classmethod
    def parse(cls, start: str, end: str, now: float | None = None,
              names: tuple = ("--from", "--to")) -> Window:
        """The window from two texts; ``names`` say which field a bad time came from (the
        CLI's options, or the panel's field labels)."""
        now = time.time() if now is None else now
        w = cls(parse_time(start, names[0], now), parse_time(end, names[1], now))
        w.check()
        return w

    def check(self) -> None:
        if self.end <= self.start:
            raise TelemetryError(Said("window {start} to {end}: the end is not after the start",
                                      start=iso(self.start), end=iso(self.end)))
        if self.seconds < MIN_WINDOW_S:
            raise TelemetryError(Said("window of {seconds} s: give at least {minutes} minutes",
                                      seconds=Figure(self.seconds, ".0f"),
                                      minutes=Figure(MIN_WINDOW_S / 60, ".0f")))
        if self.seconds > MAX_WINDOW_S:
            raise TelemetryError(Said("window of {days} days: give at most {limit} days",
                                      days=Figure(self.seconds / 86400, ".0f"),
                                      limit=Figure(MAX_WINDOW_S / 86400, ".0f")))

    @property
    def seconds(self) -> float:
        return self.end - self.start

    def text(self) -> Said:
        """``2026-11-01 08:00 to 2026-11-15 08:00 UTC`` (a Said: the window says it in its
        language, a source text keeps the English)."""
        return Said("{start} to {end} UTC", start=iso(self.start)[:16], end=iso(self.end)[:16])


def iso(epoch: float) -> str:
    """``2026-11-01 08:00:00`` (UTC)."""
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%d %H:%M:%S")
