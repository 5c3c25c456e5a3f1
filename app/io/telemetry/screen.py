"""Which GPUs of a fleet import can be trusted: values no GPU can produce, two series for one
GPU, an energy counter that is not one. Each finding is named (GPU, series, how many samples)
and says what was done: the GPU left out, or its energy taken from the power integral.

Why: Prometheus aggregates blindly. One NaN sample makes a GPU's mean power NaN, a negative or
absurd sample shifts its mean and energy, two scrapes of one exporter give two series that a
join on the GPU's labels would mix (one's power, the other's energy), and an "energy counter"
that falls at every sample makes ``increase()`` count each fall as a restart (446 kWh against
a power integral of 1.9 kWh). The server's aggregates only tell that something is wrong; the
raw samples of the GPUs found wrong are fetched to count them (a few GPUs, in pieces of at most
a week). Nothing here clips or repairs a value.
"""

from __future__ import annotations

import json
import math

import numpy as np

from app.errors import Figure, Said
from app.io.telemetry import queries as q
from app.io.telemetry import shapes
from app.io.telemetry.client import TelemetryError

#: The physical bound on one GPU's power: this many times the largest catalogue power limit.
BOUND_FACTOR = 1.5
#: Without a catalogue: the largest power limit of the shipped one (Rubin, 2 300 W).
LARGEST_LIMIT_W = 2300.0
#: GPUs whose bad samples are counted (the raw samples fetched); the others are named.
MAX_COUNTED = 8
#: Raw samples are fetched in pieces of at most this long.
PIECE_S = 7 * 86400.0
#: An energy counter falls only when the GPU or the exporter restarts: more falls than this
#: (and than this share of the samples) and it is not a counter.
MOST_RESETS, MOST_RESET_SHARE = 2, 0.01


def bound_w(catalog) -> float:
    """1.5 x the largest max power limit (or TDP) of the catalogue's GPUs."""
    largest = 0.0
    gpus = getattr(catalog, "gpus", None) or {}
    for gpu in (gpus.values() if isinstance(gpus, dict) else gpus):
        largest = max(largest, float(getattr(gpu, "max_power_limit_w", None)
                                     or getattr(gpu, "tdp_w", 0.0) or 0.0))
    return BOUND_FACTOR * (largest or LARGEST_LIMIT_W)


def identity(labels: dict) -> tuple[str, str, str]:
    """One physical GPU: its host (Hostname, else the scrape target), gpu index and UUID."""
    return (str(labels.get("Hostname") or labels.get("instance") or ""),
            str(labels.get("gpu", "")), str(labels.get("UUID", "")))


def _series_text(labels: dict, differing: list[str]) -> str:
    return "{" + ", ".join(f"{k}={json.dumps(labels.get(k, ''))}" for k in differing) + "}"


def duplicates(series: list[dict], name_of) -> tuple[set[tuple], list[Said]]:
    """The label sets of one query's answer (the sample count: every GPU's power series)
    that share a GPU's identity: the keys to leave out and a note naming the series."""
    by_gpu: dict[tuple, list[dict]] = {}
    for labels in series:
        clean = {k: v for k, v in labels.items() if k != "__name__"}
        group = by_gpu.setdefault(identity(clean), [])
        if clean not in group:
            group.append(clean)
    keys, notes = set(), []
    for _ident, group in sorted(by_gpu.items()):
        if len(group) < 2:
            continue
        names = sorted({k for labels in group for k in labels})
        differing = [k for k in names if len({labels.get(k) for labels in group}) > 1]
        texts = sorted(_series_text(labels, differing) for labels in group)
        first = differing[0]
        keys |= {tuple(str(labels.get(k, "")) for k in q.KEY_LABELS) for labels in group}
        notes.append(Said("GPU {gpu}: {n} series for one GPU (the same Hostname, gpu and UUID; "
                          "{series}): left out, so that one series' power is never joined to "
                          "another's energy; keep one with a label filter, e.g. --match "
                          "'{{{label}={value}}}'", gpu=name_of(group[0]), n=len(group),
                          series=" / ".join(texts), label=first,
                          value=json.dumps(group[0].get(first, ""))))
    return keys, notes


def suspect_power(values: dict, bound: float) -> dict[tuple, dict]:
    """GPU key -> labels, for the GPUs whose power aggregates show an impossible sample: a
    mean, 95th percentile or highest sample that is NaN or infinite (one such sample makes the
    mean so), above the bound or below 0, or a lowest sample below 0 (``p_min``, where the
    client could ask for it)."""
    out = {}
    for name in ("p_avg", "p_q95", "p_max", "p_min"):
        for key, (labels, value) in values.get(name, {}).items():
            if not (math.isfinite(value) and 0 <= value <= bound):
                out.setdefault(key, labels)
    return out


def count_bad(client, metric: str, key: tuple, window, bound: float) -> dict[str, int] | None:
    """Counts of one GPU's impossible power samples (``negative``, ``high``, ``odd``: NaN or
    infinite) and ``samples``, from its raw samples; None when the client cannot fetch them
    (saved answers hold only the aggregates)."""
    fetch = getattr(client, "query_samples", None)
    if fetch is None:
        return None
    matchers = ", ".join(f"{label}={json.dumps(value)}" for label, value in zip(q.KEY_LABELS, key))
    counts = {"samples": 0, "negative": 0, "high": 0, "odd": 0}
    end = window.end
    while end > window.start + 1e-6:
        length = min(PIECE_S, end - window.start)
        last = end - length <= window.start + 1e-6
        span = length if last else length - 0.001  # Prometheus 2 selectors include both ends
        expr = f"{metric}{{{matchers}}}[{int(round(span * 1000))}ms]"
        for _, _, y in fetch(expr, end):
            y = np.asarray(y, dtype=float)
            finite = np.isfinite(y)
            counts["samples"] += int(y.size)
            counts["odd"] += int((~finite).sum())
            counts["negative"] += int((y[finite] < 0).sum())
            counts["high"] += int((y[finite] > bound).sum())
        end -= length
    return counts


def power_notes(suspects: dict, counted: dict, bound: float, name_of) -> list[Said]:
    """One note per GPU left out for its power samples (the counted ones), one for the rest."""
    notes, uncounted = [], []
    for key, labels in sorted(suspects.items()):
        c = counted.get(key)
        if c is None:
            uncounted.append(name_of(labels))
            continue
        bad = c["negative"] + c["high"] + c["odd"]
        notes.append(Said("GPU {gpu} (UUID {uuid}): left out: {bad} of its {n} power samples no "
                          "GPU can produce ({negative} negative, {high} above {bound} W, {odd} "
                          "NaN or infinite); none of its figures is used",
                          gpu=name_of(labels), uuid=labels.get("UUID") or "?", bad=bad,
                          n=c["samples"], negative=c["negative"], high=c["high"],
                          bound=Figure(bound, ".0f"), odd=c["odd"]))
    if uncounted:
        shown = ", ".join(uncounted[:10]) + (" …" if len(uncounted) > 10 else "")
        notes.append(Said("{n} GPU(s) left out whose power series hold samples no GPU can "
                          "produce (negative, above {bound} W, NaN or infinite): {gpus}",
                          n=len(uncounted), bound=Figure(bound, ".0f"), gpus=shown))
    return notes


def counter_falls(resets: float | None, samples: float) -> bool:
    """An energy "counter" that falls more often than restarts explain."""
    return resets is not None and resets > max(MOST_RESETS, MOST_RESET_SHARE * samples)


def counter_note(gpu: str, resets: float, samples: float, counter_wh: float,
                 integral_wh: float | None) -> Said:
    if integral_wh is None:
        return Said("GPU {gpu}: the energy counter fell {n} times in {samples} samples (a counter "
                    "falls only at a restart): not used, and no power integral either",
                    gpu=gpu, n=Figure(resets, ".0f"), samples=Figure(samples, ".0f"))
    return Said("GPU {gpu}: the energy counter fell {n} times in {samples} samples (a counter "
                "falls only at a restart), so increase() would give {counter} kWh: energy is the "
                "power integral, {integral} kWh", gpu=gpu, n=Figure(resets, ".0f"),
                samples=Figure(samples, ".0f"), counter=Figure(counter_wh / 1000, ".3f"),
                integral=Figure(integral_wh / 1000, ".3f"))


def lowest_query(metric: str, inner: str, window_s: float) -> str:
    """The lowest power sample of each GPU over the window (a negative one is impossible)."""
    return f"min_over_time({q.selector(metric, inner)}[{int(round(window_s * 1000))}ms])"


def leave_out(client, count_items, raw, values, metric, window, catalog, run, name_of,
              where) -> list[Said]:
    """Leave out (from ``values["p_count"]``, which drives the import) the GPUs that cannot
    be trusted; their notes. ``raw``: the instant answers with NaN kept, ``values``: the
    finite ones, ``run({name: job})``: the import's thread pool. Refuses a fleet beyond
    ``shapes.MAX_GPUS`` and one where no GPU is left."""
    if len(raw["p_count"]) > shapes.MAX_GPUS:
        raise TelemetryError(Said("{gpus} GPUs: {why}", where, gpus=len(raw["p_count"]),
                                  why=shapes.too_many(len(raw["p_count"]), shapes.MAX_GPUS)))
    dup_keys, notes = duplicates([item.get("metric", {}) for item in count_items], name_of)
    bound = bound_w(catalog)
    suspects = {k: v for k, v in suspect_power(raw, bound).items() if k not in dup_keys}
    chosen = sorted(suspects)[:MAX_COUNTED]
    counted = run({key: (lambda k=key: count_bad(client, metric, k, window, bound))
                   for key in chosen}) if chosen else {}
    notes += power_notes(suspects, {k: c for k, c in counted.items() if c is not None}, bound,
                         name_of)
    left = dup_keys | set(suspects)
    for key in left:
        values["p_count"].pop(key, None)
    if left and not values["p_count"]:
        raise TelemetryError(Said("no GPU left to import ({first}{more})", where, first=notes[0],
                                  more=Said("; {n} more such note(s)", n=len(notes) - 1)
                                  if len(notes) > 1 else ""))
    return notes
