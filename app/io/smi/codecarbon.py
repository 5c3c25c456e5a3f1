"""CodeCarbon's ``emissions.csv``: GPU energy and duration per run, grouped per machine.

Why: many ML teams already run CodeCarbon; its file is no power time series but one row per run
(``duration`` s, ``gpu_energy`` kWh of the tracked GPUs, ``gpu_count`` of them, and from version
3 ``gpu_utilization_percent``). Per machine this gives the energy, the mean power per GPU
(energy / duration / GPUs) and, where utilization is logged, the METHOD §7 fit over the runs'
means: the same profile as an nvidia-smi log's. Schemas differ by version (12 columns in 1.x,
32 in 2.8, 38 in 3.x), cells are padded, one file can hold several machines, and a run can carry
an impossible energy (2.5 kWh in 1 s): each such run is left out with its line and reason.
"""

from __future__ import annotations

import csv
import re

import numpy as np
import pandas as pd

from app.calc import measured as m
from app.io.smi.limits import CODECARBON, RECOMMENDED, LogRefusal, clip, power_problem
from app.io.smi.logdata import Lines, parse_timestamps
from app.io.smi.profile import GpuProfile
from app.io.smi.variables import parse_number

_MODEL_RE = re.compile(r"^\s*(\d+)\s*x\s*(.+?)\s*$", re.I | re.A)
#: Columns that say which machine a run was on (hardware, not the OS or the run).
_MACHINE = ("gpu_model", "cpu_model", "cpu_count")


def is_codecarbon(header: str) -> bool:
    first = header.lower()
    return "codecarbon_version" in first or ("emissions" in first and "duration" in first)


def gpu_name(model: str) -> tuple[str, int | None]:
    """``'8 x NVIDIA H20'`` -> (``'NVIDIA H20'``, 8); a model without a count -> (model, None)."""
    match = _MODEL_RE.match(model)
    return (match.group(2), int(match.group(1))) if match else (model.strip(), None)


def _runs(lines: Lines, name: str):
    """Rows as dicts of stripped cells, with their line numbers; a repeated or changed header
    (CodeCarbon appends, and a newer version writes more columns) is followed."""
    items = [(n, s) for n, s in lines.items if s]
    header: list[str] = []
    rows, skipped = [], []
    for (n, _), cells in zip(items, csv.reader(s for _, s in items)):
        cells = [c.strip() for c in cells]
        if "timestamp" in cells and "duration" in cells:
            header = cells
            continue
        if len(cells) != len(header):
            cut = n == lines.last_line_no and not lines.last_has_eol
            why = "truncated" if cut else f"{len(cells)} fields, expected {len(header)}"
            skipped.append((n, why))
            continue
        rows.append((n, dict(zip(header, cells))))
    if "gpu_energy" not in header:
        raise LogRefusal(CODECARBON, name, command=_command())
    return rows, skipped


def _command() -> str:
    return RECOMMENDED


def _run(n: int, row: dict):
    """(machine key, run values) of one row, or (None, reason) when the run cannot be used."""
    duration = parse_number(row.get("duration", ""))
    energy = parse_number(row.get("gpu_energy", ""))
    if duration is None or not duration > 0:
        return None, f"duration {clip(row.get('duration', ''))} not a positive number of seconds"
    if energy is None or energy != energy:
        return None, f"gpu_energy {clip(row.get('gpu_energy', ''))} not understood"
    count = parse_number(row.get("gpu_count", "")) or 0.0
    model = row.get("gpu_model", "")
    if not count or count != count or energy <= 0:
        return None, "no GPU tracked in this run (gpu_count or gpu_energy empty or 0)"
    power = energy * 3.6e6 / duration / count  # kWh -> J, per second, per GPU [W]
    why = power_problem(power)
    if why:
        return None, f"gpu_energy {energy:g} kWh in {duration:g} s: {why}"
    util = parse_number(row.get("gpu_utilization_percent", ""))
    key = tuple(row.get(c, "") for c in _MACHINE)
    return key, {"line": n, "timestamp": row.get("timestamp", ""), "duration_s": duration,
                 "energy_kwh": energy, "gpus": count, "power_w": power, "model": model,
                 "utilization": np.nan if util is None else util / 100.0,
                 "version": row.get("codecarbon_version", "")}


def read_codecarbon(lines: Lines, name: str):
    """(profiles, samples, gpus, skipped, notes): one profile per machine; ``samples`` holds one
    row per run (its start, the machine, the run's mean power per GPU) for the chart."""
    rows, skipped = _runs(lines, name)
    machines: dict[tuple, list[dict]] = {}
    for n, row in rows:
        key, run = _run(n, row)
        if key is None:
            skipped.append((n, run))
        else:
            machines.setdefault(key, []).append(run)
    notes, profiles, frames, gpus = [], [], [], {}
    for i, (key, runs) in enumerate(machines.items(), start=1):
        df = pd.DataFrame(runs)
        df["timestamp"] = parse_timestamps(df["timestamp"])
        gpu = f"machine {i}" if len(machines) > 1 else "machine"
        label, in_model = gpu_name(key[0])
        gpus[gpu] = label
        profiles.append(_profile(df, gpu, label))
        frames.append(df.assign(gpu=gpu))
        counts = sorted({int(c) for c in df["gpus"]})
        versions = ", ".join(sorted({v for v in df["version"] if v})) or "?"
        notes.append(f"{gpu}: {key[0] or 'GPU not named'}, {key[1] or 'CPU not named'}; "
                     f"{len(df)} run(s), CodeCarbon {versions}; energy of the "
                     f"{'/'.join(map(str, counts))} "
                     f"tracked GPU(s) per run" + (f" (the model names {in_model})"
                                                  if in_model and in_model not in counts else ""))
    if not profiles:
        reasons = "; ".join(sorted({r for _, r in skipped}))[:300]
        raise LogRefusal(CODECARBON, name, command=_command()) if not rows else \
            _no_runs(name, reasons)
    samples = pd.concat(frames, ignore_index=True)
    samples = samples.assign(power_limit_w=np.nan)[["timestamp", "gpu", "line", "power_w",
                                                     "power_limit_w", "utilization"]]
    return profiles, samples, gpus, skipped, notes


def _no_runs(name: str, reasons: str):
    from app.errors import InputFileError, Said

    return InputFileError(Said("no run with GPU energy can be used ({why}).", name, why=reasons))


def _profile(df: pd.DataFrame, gpu: str, label: str) -> GpuProfile:
    """A machine's runs as a §7 profile: energy summed, mean power per GPU weighted by time,
    the fit over the runs' (utilization, mean power) where utilization was logged."""
    duration = float(df["duration_s"].sum())
    per_gpu_j = float((df["power_w"] * df["duration_s"]).sum())
    stamps = df["timestamp"].dropna()
    prof = GpuProfile(gpu, label, len(df), len(df),
                      str(stamps.min()) if len(stamps) else None,
                      str(stamps.max()) if len(stamps) else None, duration, None)
    prof.energy_wh = float(df["energy_kwh"].sum()) * 1000.0
    prof.mean_power_w = per_gpu_j / duration
    u = df["utilization"].to_numpy(dtype=float)
    if np.isfinite(u).any():
        prof.mean_utilization = float(np.nansum(u * df["duration_s"]) /
                                      df["duration_s"][np.isfinite(u)].sum())
        prof.fit = m.fit_power_utilization(u, df["power_w"].to_numpy(dtype=float))
    else:
        prof.fit = m.PowerFit("insufficient", "CodeCarbon logged no GPU utilization (before "
                              "version 3): mean power per run only", 0)
    return prof
