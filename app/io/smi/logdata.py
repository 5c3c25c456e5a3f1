"""What every reader returns (LogData), how files are decoded, and the shared final assembly.

Why: customers send logs from Linux and Windows (CRLF, UTF-8 BOM, UTF-16 from PowerShell ``>``),
cut off mid-line, with stray table lines. Decoding once and numbering lines against the original
file lets every skipped line be reported by its real line number, and one ``assemble`` step
gives all formats the same canonical columns (see ``variables``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from app.errors import InputFileError, Said
from app.io.smi.limits import (
    MAX_EXACT_BYTES,
    MAX_LINE_CHARS,
    MAX_YEAR,
    MIN_YEAR,
    NOT_TEXT,
    LogRefusal,
    check_exact_size,
    check_regular_file,
)
from app.io.smi.variables import PERCENT_COLUMNS, decode_throttle_mask
from app.io.words.parser_text import os_reason

_ANSI_RE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

#: Power columns in order of preference (FORMATS §6.4): the 1 s average where the GPU has one.
POWER_PREFERENCE = {
    "power_average_w": "power.draw.average",
    "power_draw_w": "power.draw",
    "power_instant_w": "power.draw.instant",
}
LIMIT_PREFERENCE = ("enforced_power_limit_w", "requested_power_limit_w")


@dataclass
class LogData:
    """A parsed log: long-form ``samples`` (one row per GPU per sample, canonical columns)."""

    samples: pd.DataFrame
    format: str
    gpus: dict[str, str] = field(default_factory=dict)
    skipped: list[tuple[int, str]] = field(default_factory=list)
    path: Path | None = None
    power_source: str = ""
    notes: list[str] = field(default_factory=list)
    #: Profiles made by the reader itself (CodeCarbon: runs, not samples); else None
    profiles: list | None = None

    def skipped_summary(self, max_lines: int = 5, max_reasons: int = 4) -> str:
        """One line: ``'3 lines skipped: truncated (line 17), repeated header x2 (lines 3, 5)'``."""
        if not self.skipped:
            return "no lines skipped"
        by_reason: dict[str, list[int]] = {}
        for line_no, reason in self.skipped:
            by_reason.setdefault(reason, []).append(line_no)
        parts = []
        for reason, lines in by_reason.items():
            shown = ", ".join(str(n) for n in lines[:max_lines])
            more = f", ... ({len(lines) - max_lines} more)" if len(lines) > max_lines else ""
            count = f" x{len(lines)}" if len(lines) > 1 else ""
            word = "lines" if len(lines) > 1 else "line"
            parts.append(f"{reason}{count} ({word} {shown}{more})")
        n = len(self.skipped)
        rest = len(parts) - max_reasons
        tail = f"; {rest} more reason{'s' if rest != 1 else ''}" if rest > 0 else ""
        return f"{n} line{'s' if n != 1 else ''} skipped: " + "; ".join(parts[:max_reasons]) + tail


@dataclass
class Lines:
    """Decoded text lines, 1-based numbers, and whether the last line ended with a newline."""

    items: list[tuple[int, str]]
    last_has_eol: bool
    last_line_no: int
    too_long: list[int] = field(default_factory=list)  # lines emptied: over MAX_LINE_CHARS


#: At most this many characters of junk before the first line's text are removed.
MAX_JUNK = 16


def strip_junk(text: str) -> tuple[str, str]:
    """(the text without the non-ASCII characters before its first ASCII one, those characters).

    Why: a byte-order mark that went through a Windows code page and back arrives as ``ï»¿``
    (UTF-8's BOM read as cp1252), ``Ã¯Â»Â¿`` (twice), ``ÿþ`` (UTF-16's); glued to the first
    header cell (``ï»¿timestamp``) it hid the time column, and the log gave no energy. No log
    format starts with a non-ASCII character (a header, ``#``, ``<?xml``, a date or a number)."""
    n = 0
    while n < len(text) and n <= MAX_JUNK and not text[n].isascii():
        n += 1
    if n == 0 or n > MAX_JUNK:
        return text, ""
    return text[n:], text[:n]


def junk_note(junk: str) -> str:
    """The note of removed junk: ``'ï»¿'`` before the first line, and what it most likely is."""
    what = ("a byte-order mark" if junk in ("\ufeff", "\ufffe") else
            "a byte-order mark garbled by a round trip through a Windows code page"
            if junk.replace("\ufffd", "") and set(junk) <= set("ï»¿Ã¯Â¿ÿþ\ufeff") else
            "characters that are not part of the log")
    return f"{junk!r} before the first line removed ({what})"


def decode(data: bytes, junk: list | None = None) -> str:
    """Bytes -> text: UTF-8 (with or without BOM), UTF-16 with BOM or without (by NUL pattern).
    Junk before the first line (``strip_junk``) is removed, and appended to ``junk``."""
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8", errors="replace")
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace")
    elif len(data) >= 4 and data[1:40:2].count(0) > 0.8 * len(data[1:40:2]):
        text = data.decode("utf-16-le", errors="replace")
    elif len(data) >= 4 and data[0:40:2].count(0) > 0.8 * len(data[0:40:2]):
        text = data.decode("utf-16-be", errors="replace")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
    if looks_binary(text):
        raise LogRefusal(NOT_TEXT)
    text, removed = strip_junk(_ANSI_RE.sub("", text).replace("\x00", ""))
    if removed and junk is not None:
        junk.append(removed)
    return text


#: Control characters that do not occur in a text log (tab, newlines, form feed and ESC do;
#: NULs do too, where a crash left a block of them: they are removed, not counted).
_CONTROL = {c for c in range(1, 32) if c not in (9, 10, 12, 13, 27)} | set(range(127, 160))


def looks_binary(text: str, sample: int = 65536) -> bool:
    """More than 5 % control characters (NUL not counted) in the first 64 K characters."""
    head = text[:sample]
    if not head:
        return False
    bad = sum(1 for ch in head if ord(ch) in _CONTROL) if len(head) < 4096 else \
        sum(head.count(chr(c)) for c in _CONTROL)
    return bad > 0.05 * len(head)


def split_lines(text: str) -> Lines:
    """Split on LF, CRLF or CR; keep numbering of the original file; strip each line."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    last_has_eol = text.endswith("\n")
    raw = text.split("\n")
    if last_has_eol:
        raw = raw[:-1]
    too_long = [i + 1 for i, s in enumerate(raw) if len(s) > MAX_LINE_CHARS]
    for i in too_long:  # a line no log writes: left out (reported), never parsed
        raw[i - 1] = ""
    items = [(i + 1, s.strip()) for i, s in enumerate(raw)]
    return Lines(items=items, last_has_eol=last_has_eol, last_line_no=len(raw), too_long=too_long)


def read_text(path: Path, junk: list | None = None) -> str:
    """The decoded text of a regular file of at most MAX_EXACT_BYTES; InputFileError otherwise."""
    size = check_regular_file(path)
    check_exact_size(path, size)
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_EXACT_BYTES + 1)
    except OSError as exc:
        raise InputFileError(Said("cannot read the file ({why}).", path,
                                  why=os_reason(exc))) from exc
    check_exact_size(path, len(data))  # it grew while being read
    try:
        return decode(data, junk)
    except LogRefusal as exc:
        raise exc.at(path) from None


def parse_timestamps(raw: pd.Series) -> pd.Series:
    """nvidia-smi's ``2023/07/14 10:12:46.483`` (local, naive) or ISO-8601 (converted to UTC)."""
    s = raw.astype("string").str.strip()
    # a year outside MIN_YEAR..MAX_YEAR (0024, 9999) is no measurement time, and pandas cannot
    # hold most of them: left missing here, reported by the caller
    year = pd.to_numeric(s.str.extract(r"^([0-9]{4})[-/]", expand=False), errors="coerce")
    s = s.where(year.between(MIN_YEAR, MAX_YEAR))
    out = pd.Series(pd.NaT, index=s.index, dtype="datetime64[ns]")
    for fmt in ("%Y/%m/%d %H:%M:%S.%f", "%Y/%m/%d %H:%M:%S", "ISO8601"):
        rest = out.isna() & s.notna() & (s != "")
        if not rest.any():
            break
        try:
            got = pd.to_datetime(s[rest], format=fmt, errors="coerce", utc=fmt == "ISO8601")
        except (ValueError, OverflowError):  # e.g. an offset that moves it out of range
            got = pd.Series([_one_time(v, fmt) for v in s[rest]], index=s[rest].index,
                            dtype="datetime64[ns, UTC]" if fmt == "ISO8601" else "datetime64[ns]")
        if fmt == "ISO8601":
            got = got.dt.tz_localize(None)
        out[rest] = got.astype("datetime64[ns]")
    rest = out.isna() & raw.notna()
    if rest.any():  # "Tue Dec  1 21:25:49 2026": wrappers' ctime / date text
        from app.io.smi.ctime import parse_ctime

        got = parse_ctime(raw[rest].astype("string"))
        out[rest] = got
    return out


def _one_time(v: str, fmt: str):
    try:
        return pd.to_datetime(v, format=fmt, errors="coerce", utc=fmt == "ISO8601")
    except (ValueError, OverflowError):
        return pd.NaT


def assemble(
    columns: dict[str, list], lines: list[int], fmt: str, names: dict[str, str] | None = None
) -> tuple[pd.DataFrame, dict[str, str], str]:
    """Canonical long-form frame from per-column lists (numbers already floats, % as percent).

    Chooses the GPU key (index, else uuid, else bus id, else name, else "0"), the power column
    (average -> draw -> instant, row by row) and the power limit in force.
    """
    df = pd.DataFrame(columns)
    df.insert(0, "line", np.asarray(lines, dtype=int))
    for col in PERCENT_COLUMNS & set(df.columns):
        df[col] = df[col].astype(float) / 100.0
    if "timestamp" in df.columns and not np.issubdtype(df["timestamp"].dtype, np.datetime64):
        df["timestamp"] = parse_timestamps(df["timestamp"])
    elif "timestamp" not in df.columns:
        df["timestamp"] = pd.Series(pd.NaT, index=df.index, dtype="datetime64[ns]")
    key = next((c for c in ("gpu_index", "gpu_uuid", "gpu_bus_id", "name") if c in df.columns), None)
    df["gpu"] = df[key].astype("string").str.strip().fillna("?") if key else "0"
    gpus: dict[str, str] = dict(names or {})
    if "name" in df.columns:
        for gpu, name in df.dropna(subset=["name"]).groupby("gpu")["name"].first().items():
            gpus.setdefault(str(gpu), str(name).strip())
    for gpu in df["gpu"].unique():
        gpus.setdefault(str(gpu), "")
    power = pd.Series(np.nan, index=df.index)
    used = [c for c in POWER_PREFERENCE if c in df.columns]
    for col in used:
        power = power.fillna(df[col].astype(float))
    df["power_w"] = power
    source = " -> ".join(POWER_PREFERENCE[c] for c in used if df[c].notna().any())
    limit = pd.Series(np.nan, index=df.index)
    for col in LIMIT_PREFERENCE:
        if col in df.columns:
            limit = limit.fillna(df[col].astype(float))
    df["power_limit_w"] = limit
    if "throttle_mask" in df.columns:
        for col, flags in decode_throttle_mask(df["throttle_mask"].tolist()).items():
            if col not in df.columns:
                df[col] = flags
    front = ["timestamp", "gpu", "line", "power_w", "power_limit_w"]
    df = df[front + [c for c in df.columns if c not in front]]
    df = df.sort_values(["gpu", "timestamp"], kind="stable", na_position="last")
    return df.reset_index(drop=True), gpus, source
