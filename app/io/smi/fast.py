"""Streaming import of big ``--query-gpu`` CSV logs: per-GPU running sums, never the whole table.

Why: a week of 8 GPUs at 1 Hz is ~4.8 M rows; the line-by-line reader holds every sample in
Python lists and a DataFrame. Here pyarrow's streaming CSV reader hands over batches and each GPU
keeps only running sums: energy by trapezoid (the last sample carried across batches), sums for
the means and the least-squares fit, histograms for exact percentiles (power in 0.01 W steps,
utilization in 0.01 % steps, sampling steps in ms) and a min/max-per-bucket series for plots.

Gaps: the energy of every step is added to the total of its step length (ms), so that once the
exact median step is known, steps longer than 5 x median are left out exactly as in
``app.calc.measured.energy_wh``. Gap candidates are kept from a threshold estimated on the first
batch; if the final threshold turns out lower than that, the file goes to the exact path.

Anything unusual (no header on line 1, UTF-16, repeated headers, table lines, an unparseable
value, time going backwards, a bad line other than a cut-off last line) raises ``Fallback``
and the caller reads the file with ``read_log`` instead: same results, more memory.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pv

from app.calc import measured as m
from app.io.smi.csvlog import POWER_COLUMNS, _header_map, _split, is_header, is_table_line
from app.io.smi.logdata import LIMIT_PREFERENCE, POWER_PREFERENCE
from app.io.smi.profile import GpuProfile
from app.io.smi.variables import THROTTLE_BITS, normalize_name

#: Arrow reads ahead a few dozen blocks: 1 MiB blocks keep that buffer near 40 MiB.
BLOCK_BYTES = 1 << 20
SERIES_BUCKETS = 1000
_KEYS = ("gpu_index", "gpu_uuid", "gpu_bus_id", "name")
_NUMERIC = ("power_average_w", "power_draw_w", "power_instant_w", "enforced_power_limit_w",
            "requested_power_limit_w", "utilization")
_NULL_STR = pa.scalar(None, pa.string())


class Fallback(Exception):
    """The file needs the exact line-by-line reader."""


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


class _Hist:
    """Counts of non-negative integers (grows as needed)."""

    def __init__(self):
        self.counts = np.zeros(0, dtype=np.int64)

    def add(self, idx: np.ndarray):
        if not idx.size:
            return
        c = np.bincount(idx)
        if c.size > self.counts.size:
            c[: self.counts.size] += self.counts
            self.counts = c
        else:
            self.counts[: c.size] += c

    @property
    def n(self) -> int:
        return int(self.counts.sum())

    def order_stat(self, k: int) -> int:
        """The k-th smallest (0-based) value."""
        return int(np.searchsorted(np.cumsum(self.counts), k, side="right"))

    def percentile(self, q: float, scale: float) -> float:
        """numpy's default (linear) percentile of the values / scale."""
        n = self.n
        pos = q / 100.0 * (n - 1)
        lo = math.floor(pos)
        a = self.order_stat(lo) / scale
        b = self.order_stat(min(lo + 1, n - 1)) / scale
        t = pos - lo
        return float(a + (b - a) * t) if t < 0.5 else float(b - (b - a) * (1 - t))


@dataclass
class _Acc:
    """Running state of one GPU."""

    key: str
    name: str = ""
    rows: int = 0
    power_n: int = 0
    p_sum: float = 0.0
    p_max: float = -math.inf
    p_hist: _Hist = field(default_factory=_Hist)
    p_exact: bool = True
    limits: dict = field(default_factory=dict)
    u_n: int = 0
    u_sum: float = 0.0
    # fit sums over samples with both values, shifted by (u0, p0) for accuracy
    f_n: int = 0
    f_shift: tuple | None = None
    f_su: float = 0.0
    f_sp: float = 0.0
    f_suu: float = 0.0
    f_sup: float = 0.0
    f_spp: float = 0.0
    fu_hist: _Hist = field(default_factory=_Hist)
    first_ms: int | None = None
    last_ms: int | None = None
    last_p: float = math.nan
    last_row: int = -1
    steps: dict = field(default_factory=dict)  # step ms -> [count, joules]
    gap_cands: list = field(default_factory=list)  # (step ms, time before, row before)
    throttle: dict = field(default_factory=dict)  # reason -> [active, known]
    s_width: int = 1000
    s_keys: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    s_min: np.ndarray = field(default_factory=lambda: np.zeros(0))
    s_max: np.ndarray = field(default_factory=lambda: np.zeros(0))


def _strip(col: pa.Array) -> pa.Array:
    return pc.utf8_trim(col, characters=" ")


def _numbers(col: pa.Array, units: str) -> np.ndarray:
    """' 512.34 W', '45 %', ' [N/A]', '' -> float64 (nan where missing); Fallback on garbage."""
    s = _strip(col)
    missing = pc.or_(pc.or_(pc.starts_with(s, "["), pc.equal(s, "")),
                     pc.is_in(s, value_set=pa.array(["N/A", "n/a", "NA", "-"])))
    s = pc.if_else(missing, _NULL_STR, pc.utf8_rtrim(s, characters=units))
    try:
        out = pc.cast(s, pa.float64())
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
        raise Fallback(f"value not understood: {exc}") from None
    return out.to_numpy(zero_copy_only=False)


def _times_ms(col: pa.Array) -> np.ndarray:
    s = pc.replace_substring(_strip(col), "/", "-")
    try:
        t = pc.cast(s, pa.timestamp("ms"))
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
        raise Fallback(f"timestamp not understood: {exc}") from None
    if t.null_count:
        raise Fallback("missing timestamp")
    return t.cast(pa.int64()).to_numpy()


def _mask_bits(col: pa.Array) -> dict[str, np.ndarray]:
    """Hex bitmask column -> reason -> 0/1/nan, decoding each distinct text once."""
    enc = pc.dictionary_encode(_strip(col)).combine_chunks() if isinstance(col, pa.ChunkedArray) \
        else pc.dictionary_encode(_strip(col))
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


def _active(col: pa.Array) -> np.ndarray:
    s = pc.utf8_lower(_strip(col))
    act = pc.equal(s, "active").to_numpy(zero_copy_only=False)
    not_act = pc.equal(s, "not active").to_numpy(zero_copy_only=False)
    out = np.where(act, 1.0, np.where(not_act, 0.0, np.nan))
    return out


def _header(path: Path) -> tuple[list[str], list[str | None], list[str]]:
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


def _cut_last_line(path: Path, n_fields: int) -> tuple[int | None, str]:
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
    text = tail[cut + 1:].decode("utf-8", errors="replace").strip()
    if not text or len(_split(text)) == n_fields:
        return None, ""
    return size - (len(tail) - cut - 1), "truncated"


class _Head(io.RawIOBase):
    """The first ``limit`` bytes of a file, as a stream for Arrow; counts what was read (for
    progress)."""

    def __init__(self, path: Path, limit: int):
        self._fh = open(path, "rb")  # noqa: SIM115 - closed by close()
        self._left = limit
        self.limit = max(limit, 1)
        self.read_bytes = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buf) -> int:
        n = self._fh.readinto(memoryview(buf)[: min(len(buf), self._left)])
        self._left -= n
        self.read_bytes += n
        return n

    def close(self):
        self._fh.close()
        super().close()


def _bytes_per_row(path: Path, sample: int = 65536) -> float:
    """Mean line length of the file's start: turns rows done into a share of the file."""
    with open(path, "rb") as fh:
        head = fh.read(sample)
    return len(head) / max(1, head.count(b"\n"))


def profile_csv_fast(path, catalog=None, *, block_bytes: int | None = None,
                     buckets: int = SERIES_BUCKETS, progress=None) -> FastResult:
    """Profiles of a ``--query-gpu`` CSV with its header on line 1; raises Fallback otherwise.

    ``progress(fraction)``, when given, is called after each batch with the share of the file read.
    """
    path = Path(path)
    raw, cols, notes = _header(path)
    names = [f"c{i}" for i in range(len(cols))]
    by_canon = {c: n for c, n in zip(cols, names) if c}
    wanted = [c for c in ("timestamp", *_KEYS, *_NUMERIC, "throttle_mask") if c in by_canon]
    wanted += [c for c in by_canon if c.startswith("throttle_") and c != "throttle_mask"]
    try:
        cut_at, cut_reason = _cut_last_line(path, len(cols))
    except OSError as exc:
        raise Fallback(str(exc)) from None
    source_stream = _Head(path, path.stat().st_size if cut_at is None else cut_at)
    bytes_per_row = _bytes_per_row(path) if progress is not None else 0.0
    try:
        reader = pv.open_csv(
            source_stream,
            read_options=pv.ReadOptions(column_names=names, skip_rows=1,
                                        block_size=max(block_bytes or BLOCK_BYTES, 65536)),
            parse_options=pv.ParseOptions(ignore_empty_lines=False),
            convert_options=pv.ConvertOptions(
                column_types={by_canon[c]: pa.string() for c in wanted},
                include_columns=[by_canon[c] for c in wanted], strings_can_be_null=False),
        )
    except (pa.ArrowInvalid, OSError) as exc:
        source_stream.close()
        raise Fallback(str(exc)) from None
    key_col = next((c for c in _KEYS if c in by_canon), None)
    accs: dict[str, _Acc] = {}
    row0 = 0  # global row number of the batch's first row (blank rows counted)
    gap_est: float | None = None
    used_power: list[str] = []
    nonempty_power: set[str] = set()
    try:
        for batch in reader:
            if progress is not None:  # Arrow reads ahead: count rows done, not bytes read
                progress(min(0.99, row0 * bytes_per_row / source_stream.limit))
            n = batch.num_rows
            if not n:
                continue
            col = {c: batch.column(by_canon[c]) for c in wanted}
            blank = np.ones(n, dtype=bool)
            for c in wanted:
                blank &= (pc.utf8_length(col[c]).to_numpy(zero_copy_only=False) == 0)
            if "timestamp" not in col:
                raise Fallback("no timestamp column")
            keep = ~blank
            if is_table_line(batch.column(0)[0].as_py() or "x"):
                raise Fallback("table lines")
            t = _times_ms(pc.filter(col["timestamp"], pa.array(keep)) if blank.any()
                          else col["timestamp"])
            rows = np.flatnonzero(keep) + row0
            sel = (lambda a: pc.filter(a, pa.array(keep))) if blank.any() else (lambda a: a)
            num = {c: _numbers(sel(col[c]), " W%") for c in _NUMERIC if c in col}
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
                    thr[c.removeprefix("throttle_")] = _active(sel(col[c]))
            if "throttle_mask" in col:
                for reason, flags in _mask_bits(sel(col["throttle_mask"])).items():
                    thr.setdefault(reason, flags)
            if key_col:
                keys = _strip(sel(col[key_col]))
                enc = pc.dictionary_encode(keys)
                kidx = enc.indices.to_numpy(zero_copy_only=False)
                kvals = enc.dictionary.to_pylist()
            else:
                kidx, kvals = np.zeros(len(t), dtype=np.int64), ["0"]
            gname = _strip(sel(col["name"])) if "name" in col else None
            for k, key in enumerate(kvals):
                idx = np.flatnonzero(kidx == k) if len(kvals) > 1 else np.arange(len(t))
                if not idx.size:
                    continue
                if key is None or key == "":
                    raise Fallback("missing GPU key")
                acc = accs.get(key)
                if acc is None:
                    acc = accs[key] = _Acc(key)
                if not acc.name and gname is not None:
                    nm = gname.take(pa.array(idx[:1])).to_pylist()[0]
                    if nm and not nm.startswith("["):
                        acc.name = nm
                if gap_est is None:
                    st = np.diff(t[idx])
                    st = st[st > 0]
                    gap_est = float(np.median(st)) * m.GAP_FACTOR / 2 if st.size else None
                _update(acc, t[idx], power[idx], limit[idx],
                        None if util is None else util[idx], {r: f[idx] for r, f in thr.items()},
                        rows[idx], gap_est, buckets)
            row0 += n
    except (pa.ArrowInvalid, UnicodeDecodeError) as exc:  # a malformed line: the exact reader
        raise Fallback(str(exc)) from None
    finally:
        source_stream.close()
    if progress is not None:
        progress(1.0)
    skipped: list[tuple[int, str]] = []
    if cut_at is not None:
        skipped.append((1 + row0 + 1, cut_reason))
    if not accs or not any(a.power_n for a in accs.values()):
        raise Fallback("no rows with power")  # the exact reader says what is wrong
    source = " -> ".join(POWER_PREFERENCE[c] for c in used_power if c in nonempty_power)
    profiles, series = [], {}
    for acc in accs.values():
        prof = _finish(acc, gap_est)
        if catalog is not None:
            entry = catalog.gpu_by_alias(acc.name) if acc.name else None
            if entry is not None:
                prof.catalog_id = entry.id
            else:
                prof.catalog_note = (
                    f"GPU name {acc.name!r} is not in the catalogue: pick the catalogue GPU yourself"
                    if acc.name else "the log does not name the GPU: pick the catalogue GPU yourself")
        profiles.append(prof)
        series[acc.key] = {"t0": _stamp(acc.first_ms), "bucket_s": acc.s_width / 1000.0,
                           "t_s": ((acc.s_keys * acc.s_width) / 1000.0).tolist(),
                           "min_w": acc.s_min.tolist(), "max_w": acc.s_max.tolist()}
    profiles.sort(key=lambda p: (len(p.gpu), p.gpu))
    gpus = {p.gpu: p.name for p in profiles}
    return FastResult(profiles, gpus, skipped, notes, source, series, path=path)


def _update(acc: _Acc, t, p, lim, u, thr, rows, gap_est, buckets):
    if acc.last_ms is not None and t[0] < acc.last_ms or (t.size > 1 and (np.diff(t) < 0).any()):
        raise Fallback("time goes backwards")
    acc.rows += t.size
    fin = np.isfinite(p)
    if fin.any():
        pf = p[fin]
        if (pf < 0).any():
            raise Fallback("negative power")
        acc.power_n += int(pf.size)
        acc.p_sum += float(pf.sum())
        acc.p_max = max(acc.p_max, float(pf.max()))
        q = np.rint(pf * 100.0)
        if acc.p_exact and np.abs(q - pf * 100.0).max() > 1e-6:
            acc.p_exact = False
        acc.p_hist.add(q.astype(np.int64))
    lf = lim[np.isfinite(lim)]
    if lf.size:
        vals, counts = np.unique(lf, return_counts=True)
        for v, c in zip(vals.tolist(), counts.tolist()):
            acc.limits[v] = acc.limits.get(v, 0) + c
    if u is not None:
        uf = np.isfinite(u)
        acc.u_n += int(uf.sum())
        acc.u_sum += float(u[uf].sum())
        both = uf & fin
        if both.any():
            ub, pb = u[both], p[both]
            if acc.f_shift is None:
                acc.f_shift = (float(ub[0]), float(pb[0]))
            du, dp = ub - acc.f_shift[0], pb - acc.f_shift[1]
            acc.f_n += int(ub.size)
            acc.f_su += float(du.sum())
            acc.f_sp += float(dp.sum())
            acc.f_suu += float(du @ du)
            acc.f_sup += float(du @ dp)
            acc.f_spp += float(dp @ dp)
            acc.fu_hist.add(np.rint(np.clip(ub, 0, None) * 10000.0).astype(np.int64))
    for reason, f in thr.items():
        known = np.isfinite(f)
        a = acc.throttle.setdefault(reason, [0, 0])
        a[0] += int((f[known] > 0.5).sum())
        a[1] += int(known.sum())
    # steps, with the previous batch's last sample in front
    if acc.last_ms is not None:
        tt = np.concatenate(([acc.last_ms], t))
        pp = np.concatenate(([acc.last_p], p))
        rr = np.concatenate(([acc.last_row], rows))
    else:
        tt, pp, rr = t, p, rows
        acc.first_ms = int(t[0])
    if tt.size > 1:
        steps = np.diff(tt)
        ok = np.isfinite(pp[:-1]) & np.isfinite(pp[1:])
        joules = np.where(ok, 0.5 * (pp[:-1] + np.where(ok, pp[1:], 0)) * (steps / 1000.0), 0.0)
        vals, inv = np.unique(steps, return_inverse=True)
        cnt = np.bincount(inv)
        jsum = np.bincount(inv, weights=joules)
        for v, c, j in zip(vals.tolist(), cnt.tolist(), jsum.tolist()):
            e = acc.steps.get(v)
            if e is None:
                acc.steps[v] = [c, j]
            else:
                e[0] += c
                e[1] += j
        if gap_est is not None:
            for i in np.flatnonzero(steps > gap_est):
                acc.gap_cands.append((int(steps[i]), int(tt[i]), int(rr[i])))
        else:  # no estimate yet (a tiny first batch): keep every step as a candidate
            acc.gap_cands.extend((int(steps[i]), int(tt[i]), int(rr[i])) for i in
                                 np.flatnonzero(steps > 0))
    acc.last_ms, acc.last_p, acc.last_row = int(t[-1]), float(p[-1]), int(rows[-1])
    _series(acc, t, p, buckets)


def _series(acc: _Acc, t, p, buckets):
    fin = np.isfinite(p)
    if not fin.any():
        return
    t, p = t[fin], p[fin]
    k = (t - acc.first_ms) // acc.s_width
    starts = np.flatnonzero(np.r_[True, k[1:] != k[:-1]])
    keys, mins, maxs = k[starts], np.minimum.reduceat(p, starts), np.maximum.reduceat(p, starts)
    if acc.s_keys.size and acc.s_keys[-1] == keys[0]:
        acc.s_min[-1] = min(acc.s_min[-1], mins[0])
        acc.s_max[-1] = max(acc.s_max[-1], maxs[0])
        keys, mins, maxs = keys[1:], mins[1:], maxs[1:]
    acc.s_keys = np.concatenate((acc.s_keys, keys))
    acc.s_min = np.concatenate((acc.s_min, mins))
    acc.s_max = np.concatenate((acc.s_max, maxs))
    while acc.s_keys.size > 2 * buckets:
        factor = 2
        while acc.s_keys[-1] // factor - acc.s_keys[0] // factor >= 2 * buckets:
            factor *= 2
        k = acc.s_keys // factor
        starts = np.flatnonzero(np.r_[True, k[1:] != k[:-1]])
        acc.s_keys = k[starts]
        acc.s_min = np.minimum.reduceat(acc.s_min, starts)
        acc.s_max = np.maximum.reduceat(acc.s_max, starts)
        acc.s_width *= factor


def _stamp(ms: int | None) -> str | None:
    return None if ms is None else str(pd.Timestamp(ms, unit="ms"))


def _median_from_counts(counts: dict) -> float | None:
    items = sorted((k, c) for k, c in counts.items())
    n = sum(c for _, c in items)
    if not n:
        return None
    cum = np.cumsum([c for _, c in items])
    vals = [k for k, _ in items]
    lo = vals[int(np.searchsorted(cum, (n - 1) // 2, side="right"))]
    hi = vals[int(np.searchsorted(cum, n // 2, side="right"))]
    return (lo + hi) / 2


def _finish(acc: _Acc, gap_est) -> GpuProfile:
    prof = GpuProfile(acc.key, acc.name, acc.rows, acc.power_n, _stamp(acc.first_ms),
                      _stamp(acc.last_ms), None, None)
    if acc.power_n:
        prof.mean_power_w = acc.p_sum / acc.power_n
        prof.max_power_w = acc.p_max
        prof.p95_power_w = acc.p_hist.percentile(95, 100.0)
    if acc.limits:
        prof.power_limit_w = float(_median_from_counts(acc.limits))
    if acc.u_n:
        prof.mean_utilization = acc.u_sum / acc.u_n
    prof.span_s = (acc.last_ms - acc.first_ms) / 1000.0
    positive = {k: c for k, (c, _) in acc.steps.items() if k > 0}
    med = _median_from_counts(positive)
    prof.interval_s = None if med is None else med / 1000.0
    limit = None if med is None else m.GAP_FACTOR * med
    if limit is not None and gap_est is not None and limit < gap_est:
        raise Fallback("gap threshold below the first batch's estimate")
    joules = sum(j for k, (_, j) in acc.steps.items() if limit is None or k <= limit)
    prof.energy_wh = joules / 3600.0
    if limit is not None:
        for step, before, row in acc.gap_cands:
            if step > limit:
                prof.gaps.append({"after": _stamp(before), "line": row + 2,
                                  "duration_s": step / 1000.0})
    prof.fit = _fit(acc, prof.power_limit_w)
    for reason, (active, known) in acc.throttle.items():
        if active:
            prof.throttle[reason] = {"samples": active, "fraction": active / known}
    return prof


def _fit(acc: _Acc, limit_w) -> m.PowerFit:
    n = acc.f_n
    if n < 3:
        return m.PowerFit("insufficient", f"only {n} samples with both power and utilization", n)
    u0, p0 = acc.f_shift
    mu, mp = acc.f_su / n, acc.f_sp / n
    mean_u, mean_p = mu + u0, mp + p0
    suu = acc.f_suu - n * mu * mu
    sup = acc.f_sup - n * mu * mp
    spp = acc.f_spp - n * mp * mp
    spread = acc.fu_hist.percentile(95, 10000.0) - acc.fu_hist.percentile(5, 10000.0)
    return m.fit_from_moments(n, mean_u, mean_p, suu, sup, spp, spread, limit_w)
