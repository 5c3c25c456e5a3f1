"""Power logs recognised by their shape: one time column, and power per GPU either in one
column per GPU or in one column beside a GPU id column; the units from the header or the values.

Why: scripts around pynvml and DCGM's API name their columns as their authors liked
(``timestamp,GPU0,GPU1``, ``GPUId,TimeStampUs,Watts``, ``gpu_0_power``, ``power_gpu1``); a list
of the names seen so far refused the next real file. Here a header is judged by what its cells
are: a time, a GPU's number, a power reading. ``app.io.smi.mapped.auto_map`` asks this module
only when no nvidia-smi power field is in the header (those files stay with the --query-gpu
reader), so every file read before reads exactly as before.

Rules (stated for the user guide):
- time: the one column named as a time (``timestamp``, ``time``, ``TimeStampUs``, ``ts``...);
  its values ISO 8601, nvidia-smi's ``2024/01/01 10:00:00.000``, ``ctime``
  (``Tue Dec  1 21:25:49 2026``) or numbers: epoch seconds, ms, µs or ns judged by magnitude
  (``mapped.epoch_time``), or, where the name carries the unit (``time_ms``), that unit.
- wide: a column per GPU whose name is a GPU's number (``GPU0``, ``gpu_1``, ``GPU 2 [W]``,
  ``gpu3_watts``); the ``power``-word names (``gpu_0_power``, ``power_gpu1``) as before.
- long: one power column (``Watts``, ``power``, ``power_mW``, ``PowerUsage``, ``vermogen``) beside a GPU id
  column (``GPUId``, ``gpu``, ``entity_id``...) or alone (one GPU).
- unit: from the name (``W``, ``mW``, ``kW``, ``watts``, ``milliwatts``, in brackets or as a
  suffix); a name without one is read as watts unless the median reading is above
  ``MAX_POWER_W`` (no GPU draws 10 kW): then the values are NVML's milliwatts, said in a note.
"""

from __future__ import annotations

import re

from app.io.smi.variables import POWER_UNITS, canonical_name, normalize_name

#: Unit words of power in a column name, as factors to watts.
UNIT_WORDS = {"w": 1.0, "watt": 1.0, "watts": 1.0, "mw": 1e-3, "milliwatt": 1e-3,
              "milliwatts": 1e-3, "kw": 1e3, "kilowatt": 1e3, "kilowatts": 1e3}
_UNIT_ALT = "|".join(sorted(UNIT_WORDS, key=len, reverse=True))
_SEP = r"[\s_\-.:#]*"
# a name that is a GPU's number, maybe with a power word or unit: GPU0, gpu_1, GPU 2 (W),
# gpu3_watts, card 4, device5_power_mw
_GPU_ONLY_RE = re.compile(
    rf"^(?:gpu|card|device|dev|cuda){_SEP}(\d+)(?:{_SEP}(?:power|pwr|draw|usage|vermogen))*"
    rf"(?:{_SEP}(?:{_UNIT_ALT}))?$", re.I | re.A)
# a unit in brackets or parentheses at the end of a name: "GPU0 [W]", "power (mW)"
_BRACKET_RE = re.compile(r"\s*[\[(]\s*([^\])]*?)\s*[\])]\s*$")
# one power column (long layout): watts, power, power_w, power_mW, PowerUsage, power_draw_mw
_POWER_ONLY_RE = re.compile(
    rf"^(?:(?:gpu{_SEP})?(?:power|pwr|vermogen)(?:{_SEP}(?:usage|draw|reading|value))?(?:{_SEP}"
    rf"(?:{_UNIT_ALT}))?|{_UNIT_ALT})$", re.I | re.A)
_NOT_POWER = ("limit", "cap", "max", "min", "default", "energy", "total", "state", "mode",
              "instant")
# a time unit at the end of the time column's name: time_ms, TimeStampUs, ts_ns, t [s]
_TIME_UNIT_RE = re.compile(
    r"(?:^|time|stamp|[\s_\-.\[(])(s|sec|secs|seconds|ms|msec|millis|us|usec|micros|µs|ns|"
    r"nsec|nanos)[\])]?$", re.I)
_TIME_FACTORS = {"s": 1.0, "sec": 1.0, "secs": 1.0, "seconds": 1.0, "ms": 1e-3, "msec": 1e-3,
                 "millis": 1e-3, "us": 1e-6, "usec": 1e-6, "micros": 1e-6, "µs": 1e-6,
                 "ns": 1e-9, "nsec": 1e-9, "nanos": 1e-9}


def _bare(name: str) -> tuple[str, str | None]:
    """(the name without a trailing ``[unit]``/``(unit)``, that unit or None)."""
    text = name.strip().lstrip("\ufeff")
    m = _BRACKET_RE.search(text)
    if not m:
        return text, None
    return text[: m.start()].strip(), m.group(1).strip()


def unit_scale(name: str) -> float | None:
    """Factor to watts named by a power column's name (``GPU0 [mW]``, ``power_mw``, ``Watts``),
    or None when the name names no unit."""
    bare, bracket = _bare(name)
    if bracket is not None:
        return UNIT_WORDS.get(bracket.lower(), POWER_UNITS.get(bracket.lower()))
    low = bare.lower()
    if low in UNIT_WORDS:
        return UNIT_WORDS[low]
    m = re.search(rf"[\s_\-.]({_UNIT_ALT})$", low)
    return UNIT_WORDS[m.group(1)] if m else None


def names_other_unit(name: str) -> bool:
    """A bracketed unit that is not a power unit (``GPU0 [%]``, ``gpu1 (C)``): not a power column."""
    _, bracket = _bare(name)
    return bracket is not None and bracket.lower() not in UNIT_WORDS


def gpu_only_columns(tokens: list[str]) -> dict[str, str]:
    """GPU number -> column, for the columns whose name is a GPU's number (``GPU0``, ``gpu_1``,
    ``GPU 2 (W)``); none when two columns claim one GPU (``gpu0``, ``gpu0_temp``... not ours)."""
    out: dict[str, str] = {}
    for t in tokens:
        if names_other_unit(t):
            continue
        m = _GPU_ONLY_RE.match(_bare(t)[0])
        if m:
            gpu = str(int(m.group(1)))
            if gpu in out:
                return {}
            out[gpu] = t
    return out


def long_power_column(tokens: list[str]) -> str | None:
    """The one column of a long layout's power (``Watts``, ``power_mW``, ``PowerUsage``), or None
    when there is none or more than one (then the user says which)."""
    found = [t for t in tokens if not names_other_unit(t)
             and _POWER_ONLY_RE.match(_bare(t)[0].replace(" ", "_"))
             and not any(w in t.lower() for w in _NOT_POWER)]
    return found[0] if len(found) == 1 else None


def reads_nvidia_power(tokens: list[str]) -> bool:
    """The header names an nvidia-smi power field (``power.draw [W]``, ``power_w``): the
    --query-gpu reader's file, whatever else it holds."""
    return any((canonical_name(t) or "").startswith("power_") and
               (canonical_name(t) or "").endswith("_w") and "limit" not in canonical_name(t)
               for t in tokens)


def time_unit(name: str) -> float | None:
    """Seconds per unit named by the time column's name (``time_ms`` 0.001, ``TimeStampUs``
    1e-6, ``t [s]`` 1), or None when it names none."""
    m = _TIME_UNIT_RE.search(normalize_name(name) if "[" not in name else name.strip().lower())
    return _TIME_FACTORS[m.group(1).lower()] if m else None


def is_dcgm_long(gpu: str | None, time: str) -> bool:
    """DCGM's API keys values by GPU id (``gpuId``, ``entityId``) and stamps them in epoch µs
    (``ts``/``TimeStampUs``): such a long layout is a DCGM API CSV, any other a generic one."""
    g = normalize_name(gpu or "").replace("_", "")
    return g in ("gpuid", "entityid") or (time_unit(time) == 1e-6 and g.startswith(("gpu",
                                                                                   "entity")))


def gpu_of_column(name: str) -> str | None:
    """The GPU number of a column named as a GPU (``GPU0`` -> ``0``), or None."""
    m = _GPU_ONLY_RE.match(_bare(name)[0])
    return str(int(m.group(1))) if m else None
