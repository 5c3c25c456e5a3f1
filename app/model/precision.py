"""Number formats (METHOD §12.1): the names, their order and their size, and the rules a GPU's
per-precision throughput values must keep.

A throughput is only comparable at the number format it was measured in, so every catalogue
value may say its format; this module holds what the model layer needs to check that (the
choice among values, M40, is app.calc.precision).
"""

from __future__ import annotations

from typing import Literal

from app.errors import AppError, Said

#: widest first (METHOD §12.1); ties in M40 go to the earlier one
FORMATS = ("fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "fp4")
Format = Literal["fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "fp4"]
#: bytes per parameter (METHOD §12.1)
BYTES = {"fp64": 8.0, "fp32": 4.0, "tf32": 4.0, "bf16": 2.0, "fp16": 2.0, "fp8": 1.0,
         "int8": 1.0, "fp4": 0.5}


def label(fmt: str | None) -> str:
    """How a format is written for a reader: ``FP8``, ``BF16``, ``INT8``."""
    return fmt.upper() if fmt else ""


def ordered(formats) -> list[str]:
    """The formats, each once, widest first."""
    given = set(formats)
    return [f for f in FORMATS if f in given]


def check_gpu_values(perf: dict, perf_precision: dict, perf_at: dict, busy_w_at: dict) -> None:
    """§12.1's rules for one GPU row: a stated precision names a class the GPU has a value
    for; extra values come only with a stated first value (no mixing stated and unstated) and
    never at the first value's precision (no two values at one precision); a per-precision
    busy power belongs to a value at that precision."""
    for cls in perf_precision:
        if cls not in perf:
            raise ValueError(Said("perf_precision[{key}] names a class without a perf value",
                                  key=cls))
    for cls, values in perf_at.items():
        if cls not in perf_precision:
            raise ValueError(Said("perf_at[{key}] gives values at named formats, but perf[{key}] "
                                  "states no precision: state it (no mixing of stated and "
                                  "unstated values)", key=cls))
        if perf_precision[cls] in values:
            raise ValueError(Said("perf_at[{key}] gives a second value at {format}, the format "
                                  "of perf[{key}]: one value per precision", key=cls,
                                  format=perf_precision[cls]))
    for cls, values in busy_w_at.items():
        stated = set(perf_at.get(cls, {})) | ({perf_precision[cls]} if cls in perf_precision
                                               else set())
        for fmt in values:
            if fmt not in stated:
                raise ValueError(Said("busy_w_at[{key}] gives a power at {format}, which has no "
                                      "perf value", key=cls, format=fmt))


def parse_formats(text: str, where: str = "") -> list[str]:
    """``"fp8,bf16"`` -> ["bf16", "fp8"] (widest first); an unknown name or an empty list is
    refused with the names that are known."""
    names = [t.strip().lower() for t in str(text).split(",") if t.strip()]
    place = (where,) if where else ()
    if not names:
        raise AppError(Said("give at least one number format; known: {known}", *place,
                            known=", ".join(FORMATS)))
    for name in names:
        if name not in FORMATS:
            raise AppError(Said("unknown number format {name}; known: {known}", *place,
                                name=repr(name), known=", ".join(FORMATS)))
    return ordered(names)


def with_accepted(quote, formats: list[str] | None):
    """The quote with its workload accepting ``formats`` (None: no list of its own)."""
    workload = quote.workload.model_copy(update={"accepted_precisions": formats})
    return quote.model_copy(update={"workload": workload})
