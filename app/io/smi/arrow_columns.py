"""Columns of a ``--query-gpu`` CSV as Arrow hands them over, turned into numpy arrays; the
file's header and a cut-off last line, read before Arrow starts. Part of the streaming import
(app.io.smi.fast): anything it cannot read exactly raises ``Fallback``, and the caller reads
the file line by line instead."""

from __future__ import annotations

import io
import threading
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from app.io.smi.csvlog import POWER_COLUMNS, _header_map, _split, is_header
from app.io.smi.variables import MISSING_TEXTS, THROTTLE_BITS, normalize_name

_NULL_STR = pa.scalar(None, pa.string())


class Fallback(Exception):
    """The file needs the exact line-by-line reader."""


def strip(col: pa.Array) -> pa.Array:
    return pc.utf8_trim(col, characters=" ")


def numbers(col: pa.Array, units: str) -> np.ndarray:
    """' 512.34 W', '45 %', ' [N/A]', '' -> float64 (nan where missing); Fallback on garbage."""
    s = strip(col)
    missing = pc.or_(pc.or_(pc.starts_with(s, "["), pc.equal(s, "")),
                     pc.is_in(s, value_set=pa.array(MISSING_TEXTS)))
    s = pc.if_else(missing, _NULL_STR, pc.utf8_rtrim(s, characters=units))
    try:
        out = pc.cast(s, pa.float64())
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
        raise Fallback(f"value not understood: {exc}") from None
    return out.to_numpy(zero_copy_only=False)


def times_ms(col: pa.Array) -> np.ndarray:
    s = pc.replace_substring(strip(col), "/", "-")
    try:
        t = pc.cast(s, pa.timestamp("ms"))
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
        raise Fallback(f"timestamp not understood: {exc}") from None
    if t.null_count:
        raise Fallback("missing timestamp")
    return t.cast(pa.int64()).to_numpy()


def mask_bits(col: pa.Array) -> dict[str, np.ndarray]:
    """Hex bitmask column -> reason -> 0/1/nan, decoding each distinct text once."""
    enc = pc.dictionary_encode(strip(col)).combine_chunks() if isinstance(col, pa.ChunkedArray) \
        else pc.dictionary_encode(strip(col))
    values = []
    for v in enc.dictionary.to_pylist():
        try:
            values.append(int(v, 16) if v.lower().startswith("0x") else int(float(v)))
        except (ValueError, AttributeError):
            values.append(None)
    idx = enc.indices.to_numpy(zero_copy_only=False)
    out = {}
    for reason, bit in THROTTLE_BITS.items():
        table = np.array([np.nan if v is None else float(bool(v & bit)) for v in values] or [np.nan])
        out[reason] = table[idx] if len(values) else np.full(len(idx), np.nan)
    return out


def active(col: pa.Array) -> np.ndarray:
    s = pc.utf8_lower(strip(col))
    act = pc.equal(s, "active").to_numpy(zero_copy_only=False)
    not_act = pc.equal(s, "not active").to_numpy(zero_copy_only=False)
    out = np.where(act, 1.0, np.where(not_act, 0.0, np.nan))
    return out


def read_header(path: Path) -> tuple[list[str], list[str | None], list[str]]:
    try:
        with open(path, "rb") as fh:
            head = fh.read(65536)
    except OSError as exc:  # the exact reader words it for the user
        raise Fallback(str(exc)) from None
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in head[:200]:
        raise Fallback("UTF-16")
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    line = head.split(b"\n", 1)[0].rstrip(b"\r")
    try:
        text = line.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise Fallback("not UTF-8") from None
    if b"\r" in line or not is_header(text):
        raise Fallback("no header on the first line")
    raw = _split(text)
    notes: list[str] = []
    cols = _header_map([normalize_name(t) for t in raw], notes, 1)
    if len(cols) < 2 or not any(c in POWER_COLUMNS for c in cols):
        raise Fallback("no power column")
    return raw, cols, notes


def cut_last_line(path: Path, n_fields: int) -> tuple[int | None, str]:
    """(bytes to read, reason) when the file ends in a line cut off with too few fields.

    Why: logging stopped by Ctrl-C or a full disk leaves half a line; Arrow would refuse the
    whole file, so the stream stops before it and the line is reported as skipped.
    """
    with open(path, "rb") as fh:
        fh.seek(0, 2)
        size = fh.tell()
        fh.seek(max(0, size - 65536))
        tail = fh.read()
    if not tail or tail.endswith((b"\n", b"\r")):
        return None, ""
    cut = max(tail.rfind(b"\n"), tail.rfind(b"\r"))
    if cut < 0:
        return None, ""
    text = tail[cut + 1:].decode("utf-8", errors="replace").replace("\x00", "").strip()
    if not text or len(_split(text)) == n_fields:
        return None, ""
    return size - (len(tail) - cut - 1), "truncated"


class HeadStream(io.RawIOBase):
    """The first ``limit`` bytes of a file, as a stream for Arrow; counts what was read (for
    progress)."""

    def __init__(self, path: Path, limit: int):
        self._fh = open(path, "rb")  # noqa: SIM115 - closed by close()
        self._left = limit
        self.limit = max(limit, 1)
        self.read_bytes = 0
        # Arrow reads ahead on its own thread: a read in flight finishes before close(), and a
        # read after it gets end of file (the import stopped early: a Fallback, a cancel)
        self._lock = threading.Lock()

    def readable(self) -> bool:
        return True

    def readinto(self, buf) -> int:
        with self._lock:
            if self._fh.closed:
                return 0
            n = self._fh.readinto(memoryview(buf)[: min(len(buf), self._left)])
            self._left -= n
            self.read_bytes += n
            return n

    def close(self):
        with self._lock:
            self._fh.close()
        super().close()


def bytes_per_row(path: Path, sample: int = 65536) -> float:
    """Mean line length of the file's start: turns rows done into a share of the file."""
    with open(path, "rb") as fh:
        head = fh.read(sample)
    return len(head) / max(1, head.count(b"\n"))

