"""Why a log was refused, in the UI's language (the Measurements page's list and message).

Why: the readers (app.io.smi, no Qt) refuse a file with a ``LogRefusal``, a fixed English
template with values; the CLI prints it as it is, and the page shows the template translated.
``TEMPLATES`` marks each for translation; a test checks that it lists every template of
app.io.smi.limits, so a new refusal cannot reach the window untranslated.
"""

from __future__ import annotations

from pathlib import Path

from app.errors import said_of
from app.ui.i18n import N, T
from app.ui.refusals import problem_text

CTX = "Measurements"

TEMPLATES = (
    N(CTX, "not a regular file (a device or pipe); save the log to a file and open that file."),
    N(CTX, "a folder; open the log files in it, or open the folder with Open folder."),
    N(CTX, "{mib} MiB is too large for this kind of log (limit {limit} MiB; only a --query-gpu "
           "CSV with its header on line 1 is read in a stream); split the file (for example "
           "per host or per day) and import the parts."),
    N(CTX, "at least {n} different GPU keys (limit {limit}); is the GPU index column "
           "really the GPU index? Otherwise split the file (for example per host) and "
           "import the parts."),
    N(CTX, "not a text log (binary data: an image, archive or program?); open the log file "
           "that nvidia-smi or DCGM wrote."),
    N(CTX, "not a GPU log: line {line} is longer than {limit} characters and nothing "
           "else is in the file."),
    N(CTX, "not a GPU log: no header line naming nvidia-smi fields, and no rows of numbers "
           "(a spreadsheet or list?); open a log written by nvidia-smi or DCGM, or log with "
           "{command}"),
    N(CTX, "this is a CodeCarbon emissions.csv without GPU energy (an old schema, or no GPU "
           "tracked): only the machine's total energy_consumed, no GPU power; track the GPUs "
           "with CodeCarbon 2 or later, or log them with {command}"),
    N(CTX, "this is a DCGM API CSV (DCGM_FI_* fields or field ids) without a time column and a "
           "power field (DCGM_FI_DEV_POWER_USAGE, field 155) found; columns: {columns}. Say "
           "which columns hold the time and the power (--time-column, --power-column)."),
    N(CTX, "column {column} (line {line}) has a unit that is not a power unit; power "
           "columns must be in W, mW or kW (nvidia-smi writes [W])."),
    N(CTX, "column {column} of the field list has a unit that is not a power "
           "unit; power columns must be in W, mW or kW (nvidia-smi writes [W])."),
    N(CTX, "a CSV with a header, but its columns are not nvidia-smi fields ({columns}); say "
           "which column holds the time and which the power: --time-column NAME --power-column "
           "NAME [--power-unit W|mW|kW] [--gpu-column NAME] (in the app: Map columns)."),
    N(CTX, "column {column} is not in the header (line {line}: {columns})."),
    N(CTX, "power unit {unit} is not W, mW or kW."),
    N(CTX, "the power values (median {value}) are too large for watts and for "
           "milliwatts (NVML's unit); name the unit (--power-unit W|mW|kW, or in the "
           "column mapping), or check that the column holds power."),
)


#: The warnings of a GPU without energy (app.io.smi.no_energy).
NO_ENERGY = (
    N(CTX, "GPU {gpu}: no energy: the log holds no time the reader understood (no time "
           "column, or its values not understood); log with timestamps"),
    N(CTX, "GPU {gpu}: no energy although power was read: fewer than two readings with a "
           "time, or every step between them a gap"),
)


def no_energy_text(profile) -> str | None:
    """Why the GPU has no energy, in the UI's language (None when it has energy)."""
    from app.io.smi.no_energy import no_energy

    got = no_energy(profile)
    if got is None:
        return None
    template, values = got
    return T(CTX, template).format(**values)


def refusal_text(path: Path, error: str | None, refusal) -> str:
    """The message of a refused file: the translated template where the reader gave one (a
    LogRefusal's (template, values), or an app.errors.Said), else the reader's own line; the
    file's name in front."""
    if refusal is None:
        return error or ""
    if said_of(refusal) is not None:
        text = problem_text(refusal)
        return text if Path(path).name in text else f"{Path(path).name}: {text}"
    template, values = refusal
    try:
        body = T(CTX, template).format(**values)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        body = template.format(**values)
    return f"{Path(path).name}: {body}"
