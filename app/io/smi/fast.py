"""Streaming import of big ``--query-gpu`` CSV logs: per-GPU running sums, never the whole table.

Why: a week of 8 GPUs at 1 Hz is ~4.8 M rows; the line-by-line reader holds every sample in
Python lists and a DataFrame. Here the file is read in blocks that end at a line end, pyarrow
parses each into a batch on this thread (``arrow_columns.line_blocks``: no read-ahead thread, no
call back into Python) and each GPU keeps only running sums: energy by trapezoid (the last sample carried across batches), sums for
the means and the least-squares fit, histograms for exact percentiles (power in 0.01 W steps,
utilization in 0.01 % steps, sampling steps in ms) and a min/max-per-bucket series for plots.

Gaps: the energy of every step is added to the total of its step length (ms), so that once the
exact median step is known, steps longer than 5 x median are left out exactly as in
``app.calc.measured.energy_wh``. Gap candidates are kept from a threshold estimated on the first
batch; if the final threshold turns out lower than that, the file goes to the exact path.

A header repeated word for word (nvidia-smi restarted in a loop) is skipped and reported here,
as the exact reader does. Anything else unusual (no header on line 1, UTF-16, a changed
header, a power unit other than W, table lines, an unparseable or impossible value, a year out
of range, time going backwards, a bad line other than a cut-off last line) raises ``Fallback``
and the caller reads the file with ``read_log`` instead: same results, more memory. A device,
a pipe or too many GPUs is refused here with the exact reader's message.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pv

from app.calc import measured as m
from app.io.smi import running_sums
from app.io.smi.arrow_columns import (
    Fallback,
    active,
    cut_last_line,
    header_end,
    line_blocks,
    mask_bits,
    numbers,
    read_header,
    strip,
    times_ms,
)
from app.io.smi.csvlog import is_table_line
from app.io.smi.limits import (
    MAX_GPUS,
    MAX_POWER_W,
    MAX_YEAR,
    MIN_YEAR,
    check_gpu_count,
    check_regular_file,
)
from app.io.smi.logdata import LIMIT_PREFERENCE, POWER_PREFERENCE
from app.io.smi.profile import GpuProfile, match_catalog
from app.io.smi.running_sums import GpuSums, finish, update
from app.io.smi.variables import normalize_name, power_scale

__all__ = ["BLOCK_BYTES", "Fallback", "FastResult", "profile_csv_fast"]

#: One block of the file and its batch in memory at a time.
BLOCK_BYTES = 1 << 20
SERIES_BUCKETS = 1000
_MIN_MS = int(np.datetime64(f"{MIN_YEAR}-01-01", "ms").astype(np.int64))
_MAX_MS = int(np.datetime64(f"{MAX_YEAR}-12-31T23:59:59", "ms").astype(np.int64))
_KEYS = ("gpu_index", "gpu_uuid", "gpu_bus_id", "name")
_NUMERIC = ("power_average_w", "power_draw_w", "power_instant_w", "enforced_power_limit_w",
            "requested_power_limit_w", "utilization")


def _repeated_headers(col: dict, header_cells: dict) -> np.ndarray:
    """Rows that repeat the header (nvidia-smi restarted in a loop): each wanted cell, without
    its unit, is the header's. A row like a header in other ways (a changed header): Fallback."""
    n = len(col[next(iter(col))])
    if "timestamp" not in col:
        return np.zeros(n, dtype=bool)
    like = pc.match_substring(pc.utf8_lower(col["timestamp"]), header_cells["timestamp"])
    like = pc.fill_null(like, False).to_numpy(zero_copy_only=False)
    if not like.any():
        return like
    for c, arr in col.items():
        cells = pc.filter(arr, pa.array(like)).to_pylist()
        if any(normalize_name(v or "") != header_cells[c] for v in cells) or (
                c.endswith("_w") and any(power_scale(v or "") != 1.0 for v in cells)):
            raise Fallback("header changed, or a header-like line")
    return like


@dataclass
class FastResult:
    profiles: list[GpuProfile]
    gpus: dict[str, str]
    skipped: list[tuple[int, str]]
    notes: list[str]
    power_source: str
    series: dict[str, dict]
    format: str = "query-gpu-csv"
    path: Path | None = None


def profile_csv_fast(path, catalog=None, *, block_bytes: int | None = None,
                     buckets: int = SERIES_BUCKETS, progress=None) -> FastResult:
    """Profiles of a ``--query-gpu`` CSV with its header on line 1; raises Fallback otherwise.

    ``progress(fraction)``, when given, is called after each batch with the share of the file read.
    """
    path = Path(path)
    check_regular_file(path)  # a pipe would block, a device never end: refused, not a Fallback
    raw, cols, notes = read_header(path)
    if any(power_scale(r) != 1.0 for r, c in zip(raw, cols) if c and c.endswith("_w")):
        raise Fallback("power unit other than W in the header")
    header_cells = {c: normalize_name(r) for r, c in zip(raw, cols) if c}
    names = [f"c{i}" for i in range(len(cols))]
    by_canon = {c: n for c, n in zip(cols, names) if c}
    wanted = [c for c in ("timestamp", *_KEYS, *_NUMERIC, "throttle_mask") if c in by_canon]
    wanted += [c for c in by_canon if c.startswith("throttle_") and c != "throttle_mask"]
    try:
        cut_at, cut_reason = cut_last_line(path, len(cols))
    except OSError as exc:
        raise Fallback(str(exc)) from None
    end_at = path.stat().st_size if cut_at is None else cut_at  # [bytes]
    block = max(block_bytes or BLOCK_BYTES, 65536)
    read_options = pv.ReadOptions(column_names=names, use_threads=False, block_size=block + 1)
    parse_options = pv.ParseOptions(ignore_empty_lines=False)
    convert_options = pv.ConvertOptions(
        column_types={by_canon[c]: pa.string() for c in wanted},
        include_columns=[by_canon[c] for c in wanted], strings_can_be_null=False)

    def batches():
        """Arrow record batches of the rows, one block at a time, parsed on this thread."""
        for buf, done in line_blocks(path, header_end(path), end_at, block):
            if buf.to_pybytes().find(b"\x00") >= 0:  # the exact reader removes NULs (a
                raise Fallback("NUL characters")  # crash's padding) first; one scan of the bytes
            table = pv.read_csv(pa.BufferReader(buf), read_options=read_options,
                                parse_options=parse_options, convert_options=convert_options)
            for batch in table.to_batches():
                yield batch, done

    key_col = next((c for c in _KEYS if c in by_canon), None)
    accs: dict[str, GpuSums] = {}
    row0 = 0  # global row number of the batch's first row (blank rows counted)
    gap_est: float | None = None
    used_power: list[str] = []
    nonempty_power: set[str] = set()
    head_lines: list[tuple[int, str]] = []
    try:
        for batch, done in batches():
            if progress is not None:
                progress(min(0.99, done / max(end_at, 1)))
            n = batch.num_rows
            if not n:
                continue
            col = {c: batch.column(by_canon[c]) for c in wanted}
            blank = np.ones(n, dtype=bool)
            for c in wanted:  # a blank line is empty in every column: done at the first
                blank &= (pc.utf8_length(col[c]).to_numpy(zero_copy_only=False) == 0)
                if not blank.any():  # column with no empty cell (nearly always the first)
                    break
            if "timestamp" not in col:
                raise Fallback("no timestamp column")
            heads = _repeated_headers(col, header_cells)
            for i in np.flatnonzero(heads):
                head_lines.append((int(row0 + i) + 2, "repeated header"))
            keep = ~blank & ~heads
            if is_table_line(batch.column(0)[0].as_py() or "x"):
                raise Fallback("table lines")
            if not keep.any():
                row0 += n
                continue
            dropped = not keep.all()
            t = times_ms(pc.filter(col["timestamp"], pa.array(keep)) if dropped
                          else col["timestamp"])
            if ((t < _MIN_MS) | (t > _MAX_MS)).any():
                raise Fallback("year out of range")
            rows = np.flatnonzero(keep) + row0
            sel = (lambda a, keep=keep: pc.filter(a, pa.array(keep))) if dropped else (lambda a: a)
            num = {c: numbers(sel(col[c]), " %" if c == "utilization" else " W")
                   for c in _NUMERIC if c in col}
            for c in _NUMERIC:
                if c.endswith("_w") and c in num:
                    v = num[c]
                    if (np.isinf(v) | (v < 0) | (v > MAX_POWER_W)).any():
                        raise Fallback("impossible power")  # the exact reader names the line
            power = np.full(len(t), np.nan)
            for c in POWER_PREFERENCE:
                if c in num:
                    if c not in used_power:
                        used_power.append(c)
                    if np.isfinite(num[c]).any():
                        nonempty_power.add(c)
                    power = np.where(np.isnan(power), num[c], power)
            limit = np.full(len(t), np.nan)
            for c in LIMIT_PREFERENCE:
                if c in num:
                    limit = np.where(np.isnan(limit), num[c], limit)
            util = num["utilization"] / 100.0 if "utilization" in num else None
            thr: dict[str, np.ndarray] = {}
            for c in wanted:
                if c.startswith("throttle_") and c != "throttle_mask":
                    thr[c.removeprefix("throttle_")] = active(sel(col[c]))
            if "throttle_mask" in col:
                for reason, flags in mask_bits(sel(col["throttle_mask"])).items():
                    thr.setdefault(reason, flags)
            if key_col:
                keys = strip(sel(col[key_col]))
                enc = pc.dictionary_encode(keys)
                kidx = enc.indices.to_numpy(zero_copy_only=False)
                kvals = enc.dictionary.to_pylist()
            else:
                kidx, kvals = np.zeros(len(t), dtype=np.int64), ["0"]
            gname = strip(sel(col["name"])) if "name" in col else None
            if len(accs) + len(kvals) > MAX_GPUS:
                check_gpu_count(path, len(accs.keys() | set(kvals)))
            for k, key in enumerate(kvals):
                idx = np.flatnonzero(kidx == k) if len(kvals) > 1 else np.arange(len(t))
                if not idx.size:
                    continue
                if key is None or key == "":
                    raise Fallback("missing GPU key")
                acc = accs.get(key)
                if acc is None:
                    acc = accs[key] = GpuSums(key)
                if not acc.name and gname is not None:
                    nm = gname.take(pa.array(idx[:1])).to_pylist()[0]
                    if nm and not nm.startswith("["):
                        acc.name = nm
                if gap_est is None:
                    st = np.diff(t[idx])
                    st = st[st > 0]
                    gap_est = float(np.median(st)) * m.GAP_FACTOR / 2 if st.size else None
                update(acc, t[idx], power[idx], limit[idx],
                        None if util is None else util[idx], {r: f[idx] for r, f in thr.items()},
                        rows[idx], gap_est, buckets)
            row0 += n
    except (pa.ArrowInvalid, UnicodeDecodeError, OSError) as exc:  # a malformed line, a read
        raise Fallback(str(exc)) from None  # error: the exact reader words it for the user
    if progress is not None:
        progress(1.0)
    skipped: list[tuple[int, str]] = head_lines
    if cut_at is not None:
        skipped.append((1 + row0 + 1, cut_reason))
    if not accs or not any(a.power_n for a in accs.values()):
        raise Fallback("no rows with power")  # the exact reader says what is wrong
    source = " -> ".join(POWER_PREFERENCE[c] for c in used_power if c in nonempty_power)
    profiles, series = [], {}
    for acc in accs.values():
        prof = finish(acc, gap_est)
        match_catalog(prof, acc.name, catalog)
        profiles.append(prof)
        series[acc.key] = running_sums.series(acc)
    profiles.sort(key=lambda p: (len(p.gpu), p.gpu))
    gpus = {p.gpu: p.name for p in profiles}
    return FastResult(profiles, gpus, skipped, notes, source, series, path=path)

