"""Columns of a ``--query-gpu`` CSV as Arrow hands them over, turned into numpy arrays; the
file's header and a cut-off last line, read before Arrow starts. Part of the streaming import
(app.io.smi.fast): anything it cannot read exactly raises ``Fallback``, and the caller reads
the file line by line instead."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from app.io.smi.csvlog import POWER_COLUMNS, _header_map, _split, is_header
from app.io.smi.logdata import junk_note, strip_junk
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
        text, junk = strip_junk(line.decode("utf-8"))
        text = text.strip()
    except UnicodeDecodeError:
        raise Fallback("not UTF-8") from None
    if b"\r" in line or not is_header(text):
        raise Fallback("no header on the first line")
    raw = _split(text)
    notes: list[str] = [junk_note(junk)] if junk else []
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


def line_blocks(path: Path, start: int, limit: int, block_bytes: int):
    """The bytes ``start:limit`` of the file as Arrow buffers of about ``block_bytes``, each
    ending at a line end (the last one at ``limit``); read here, on the caller's thread.

    Why not Arrow's streaming reader over a Python stream: its read-ahead calls the stream on
    Arrow's I/O thread, and after an early stop (a Fallback) that thread could still be in
    Python while this one went on; a segfault in a non-Python thread (make fuzz). Here Arrow gets
    whole blocks in its own memory, parses each before the call returns and never calls back.
    A line longer than a block raises Fallback (the exact reader bounds line lengths).
    """
    with pa.OSFile(str(path)) as fh:
        offset = start
        while offset < limit:
            fh.seek(offset)
            buf = fh.read_buffer(min(block_bytes, limit - offset))
            if not buf.size:
                return
            if offset + buf.size < limit:
                end = _last_line_end(buf)
                if end is None:
                    raise Fallback("a line longer than a block")
                buf = buf.slice(0, end)
            offset += buf.size
            yield buf, offset


def _last_line_end(buf: pa.Buffer) -> int | None:
    """Bytes up to and including the block's last newline; None when it has none."""
    data = np.frombuffer(buf, dtype=np.uint8)
    for tail in (data[-4096:], data):
        found = np.flatnonzero(tail == 10)
        if found.size:
            return int(found[-1]) + 1 + (len(data) - len(tail))
    return None


def header_end(path: Path) -> int:
    """Bytes of the first line with its line end (a BOM included): where the rows start."""
    with open(path, "rb") as fh:
        head = fh.read(65536)
    at = head.find(b"\n")
    if at < 0:
        raise Fallback("no line end in the first 64 KiB")
    return at + 1
