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

from app.errors import InputFileError, Said
from app.io.words.parser_text import os_reason

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

#: The logging command refusals recommend.
RECOMMENDED = (
    "nvidia-smi --query-gpu=timestamp,index,uuid,name,power.draw,enforced.power.limit,"
    "utilization.gpu,clocks_event_reasons.active --format=csv -l 1 -f gpu.csv"
)


class LogRefusal(InputFileError):
    """A refusal whose text is a fixed template with values, so that the app can show it in
    the user's language (app/ui/pages/log_refusals.py lists the templates for translation)."""

    def __init__(self, template: str, path=None, **values):
        self.template, self.path, self.values = template, path, values
        body = template.format(**values)
        super().__init__(f"{path}: {body}" if path is not None else body)

    def at(self, path) -> LogRefusal:
        """The same refusal, naming the file."""
        return LogRefusal(self.template, path, **self.values)


#: The templates of every LogRefusal (the UI translates each).
NOT_REGULAR = "not a regular file (a device or pipe); save the log to a file and open that file."
A_FOLDER = "a folder; open the log files in it, or open the folder with Open folder."
TOO_LARGE = ("{mib} MiB is too large for this kind of log (limit {limit} MiB; only a --query-gpu "
             "CSV with its header on line 1 is read in a stream); split the file (for example "
             "per host or per day) and import the parts.")
TOO_MANY_GPUS = ("at least {n} different GPU keys (limit {limit}); is the GPU index column "
                 "really the GPU index? Otherwise split the file (for example per host) and "
                 "import the parts.")
NOT_TEXT = ("not a text log (binary data: an image, archive or program?); open the log file "
            "that nvidia-smi or DCGM wrote.")
ONLY_LONG_LINE = ("not a GPU log: line {line} is longer than {limit} characters and nothing "
                  "else is in the file.")
NOT_A_LOG = ("not a GPU log: no header line naming nvidia-smi fields, and no rows of numbers "
             "(a spreadsheet or list?); open a log written by nvidia-smi or DCGM, or log with "
             "{command}")
CODECARBON = ("this is a CodeCarbon emissions.csv without GPU energy (an old schema, or no GPU "
              "tracked): only the machine's total energy_consumed, no GPU power; track the GPUs "
              "with CodeCarbon 2 or later, or log them with {command}")
DCGM_API = ("this is a DCGM API CSV (DCGM_FI_* fields or field ids) without a time column and a "
            "power field (DCGM_FI_DEV_POWER_USAGE, field 155) found; columns: {columns}. Say "
            "which columns hold the time and the power (--time-column, --power-column).")
UNMAPPED = ("a CSV with a header, but its columns are not nvidia-smi fields ({columns}); say "
            "which column holds the time and which the power: --time-column NAME --power-column "
            "NAME [--power-unit W|mW|kW] [--gpu-column NAME] (in the app: Map columns).")
MAPPED_MISSING = "column {column} is not in the header (line {line}: {columns})."
MAPPED_UNIT = "power unit {unit} is not W, mW or kW."
MAPPED_UNIT_HIGH = ("the power values (median {value}) are too large for watts and for "
                    "milliwatts (NVML's unit); name the unit (--power-unit W|mW|kW, or in the "
                    "column mapping), or check that the column holds power.")
NOT_POWER_UNIT = ("column {column} (line {line}) has a unit that is not a power unit; power "
                  "columns must be in W, mW or kW (nvidia-smi writes [W]).")
NOT_POWER_UNIT_FIELDS = ("column {column} of the field list has a unit that is not a power "
                         "unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).")
TEMPLATES = (NOT_REGULAR, A_FOLDER, TOO_LARGE, TOO_MANY_GPUS, NOT_TEXT, ONLY_LONG_LINE,
             NOT_A_LOG, CODECARBON, DCGM_API, NOT_POWER_UNIT, NOT_POWER_UNIT_FIELDS, UNMAPPED,
             MAPPED_MISSING, MAPPED_UNIT, MAPPED_UNIT_HIGH)


def clip(value, n: int = 40) -> str:
    """``repr`` of a value from the file, cut to ``n`` characters: a message stays one line."""
    text = repr(value)
    return text if len(text) <= n else text[: n - 4] + "...'"


def clip_list(items, n: int = 12) -> str:
    """The first ``n`` items, comma-separated, and how many more."""
    items = [str(i)[:40] for i in items]  # the names of a file's columns or GPUs
    more = f" and {len(items) - n} more" if len(items) > n else ""
    return ", ".join(items[:n]) + more


def check_regular_file(path: Path) -> int:
    """The file's size; InputFileError for a folder, device, pipe or socket, or a missing file."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise InputFileError(Said("cannot read the file ({why}).", path,
                                  why=os_reason(exc))) from None
    if not stat.S_ISREG(st.st_mode):
        raise LogRefusal(A_FOLDER if stat.S_ISDIR(st.st_mode) else NOT_REGULAR, path)
    return st.st_size


def check_exact_size(path: Path, size: int) -> None:
    if size > MAX_EXACT_BYTES:
        raise LogRefusal(TOO_LARGE, path, mib=f"{size / 2**20:.0f}",
                         limit=MAX_EXACT_BYTES // 2**20)


def check_gpu_count(path, n: int) -> None:
    """``n``: GPU keys seen (in the part of the file read so far, for the streaming reader)."""
    if n > MAX_GPUS:
        raise LogRefusal(TOO_MANY_GPUS, path, n=n, limit=MAX_GPUS)


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
