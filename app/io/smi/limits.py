"""Bounds on what a log may hold, checked before and while it is read.

Why: users open what customers send them. A device (``/dev/zero``) or a pipe would be read
forever, a multi-gigabyte file or one line of a million characters would take minutes and
gigabytes, thousands of "GPUs" (a column of junk taken as the GPU index) would build thousands of
profiles, and an impossible reading (-250 W, 1e309 W) or a year 0024 would give a wrong energy or
an internal error. Each bound below is far above any real log and ends in one line that says
what to do.
"""

from __future__ import annotations

import math
import os
import stat
from datetime import datetime
from pathlib import Path

from app.errors import InputFileError

#: The line-by-line reader holds every sample in memory (about 10 x the file): above this size
#: only the streaming reader (a --query-gpu CSV with its header on line 1) reads the file.
MAX_EXACT_BYTES = 256 * 1024 * 1024
#: No log line is this long (a 64-GPU wide log line is under 4 000 characters).
MAX_LINE_CHARS = 65_536
#: GPUs in one file: a rack of 16 servers x 8 GPUs is 128; beyond this, split the file per host.
MAX_GPUS = 1024
#: One GPU's power: the largest accelerators draw under 3 kW; a reading above this is impossible.
MAX_POWER_W = 10_000.0
#: Years a measurement can have (dmon -o T without a date is shown as 1970-01-01).
MIN_YEAR, MAX_YEAR = 1970, 2200

_SPLIT_HINT = "split the file (for example per host or per day) and import the parts"


def clip(value, n: int = 40) -> str:
    """``repr`` of a value from the file, cut to ``n`` characters: a message stays one line."""
    text = repr(value)
    return text if len(text) <= n else text[: n - 4] + "...'"


def clip_list(items, n: int = 12) -> str:
    """The first ``n`` items, comma-separated, and how many more."""
    items = [str(i)[:40] for i in items]  # noqa: the names of a file's columns or GPUs
    more = f" and {len(items) - n} more" if len(items) > n else ""
    return ", ".join(items[:n]) + more


def check_regular_file(path: Path) -> int:
    """The file's size; InputFileError for a folder, device, pipe or socket, or a missing file."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise InputFileError(f"{path}: cannot read the file ({exc.strerror or exc}).") from None
    if not stat.S_ISREG(st.st_mode):
        kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file (a device or pipe)"
        raise InputFileError(f"{path}: {kind}; save the log to a file and open that file.")
    return st.st_size


def check_exact_size(path: Path, size: int) -> None:
    if size > MAX_EXACT_BYTES:
        raise InputFileError(
            f"{path}: {size / 2**20:.0f} MiB is too large for this kind of log (limit "
            f"{MAX_EXACT_BYTES // 2**20} MiB; only a --query-gpu CSV with its header on line 1 is "
            f"read in a stream); {_SPLIT_HINT}.")


def check_gpu_count(path, n: int, so_far: bool = False) -> None:
    """``so_far``: ``n`` counts the part of the file read before it stopped."""
    if n > MAX_GPUS:
        more = " or more" if so_far else ""
        raise InputFileError(
            f"{path}: {n}{more} different GPU keys (limit {MAX_GPUS}); is the GPU index column really "
            f"the GPU index? Otherwise {_SPLIT_HINT}.")


def power_problem(w: float) -> str | None:
    """Why a power reading [W] cannot be real, or None when it can."""
    if math.isnan(w):
        return None
    if not math.isfinite(w) or w > MAX_POWER_W:
        return f"power {w:g} W impossible (above {MAX_POWER_W:,.0f} W)"
    if w < 0:
        return f"power {w:g} W impossible (below 0 W)"
    return None


def time_problem(t) -> str | None:
    """Why a parsed timestamp cannot be a measurement time, or None."""
    if t is None or not isinstance(t, datetime):
        return None
    if not MIN_YEAR <= t.year <= MAX_YEAR:
        return f"year {t.year} out of range ({MIN_YEAR}-{MAX_YEAR})"
    return None
