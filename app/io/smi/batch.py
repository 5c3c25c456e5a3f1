"""Reading several logs for the app's Measurements page: a cheap preview of each file, then
profiles and chart series per file (run in the worker thread; no Qt here).

``import_logs`` takes the worker's ``task`` (``check()`` raises when cancelled, ``progress``
reports bytes done) so that the caller decides how work is scheduled.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from app.errors import AppError, Said, said_of

HEAD_BYTES = 64 * 1024
#: Formats whose first line is the header, whatever it names.
_OWN_HEADER = ("codecarbon", "pynvml-wide", "dcgm-api-csv", "mapped-csv", "power-csv")


@dataclass
class LogFile:
    """One imported file: its GPUs, or the message why it could not be read."""

    path: Path
    profiles: list = field(default_factory=list)
    info: dict = field(default_factory=dict)
    skipped: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    series: dict = field(default_factory=dict)  # GPU key -> chart series
    error: str | None = None
    refusal: tuple[str, dict] | Said | None = None  # a LogRefusal's (template, values), or a Said


def preview(path: Path) -> dict:
    """Format and columns detected from the file's first 64 KiB (cheap: the UI thread may call it).

    Returns {path, size, format, format_name, columns, first_line, error}."""
    from app.io.smi.codecarbon import read_codecarbon
    from app.io.smi.csvlog import is_header, read_query_csv
    from app.io.smi.limits import check_regular_file
    from app.io.smi.logdata import decode, split_lines
    from app.io.smi.mapped import MAPPED_FORMATS, read_mapped
    from app.io.smi.reader import FORMATS, detect

    out = {"path": path, "size": 0, "format": None, "format_name": "", "columns": "",
           "first_line": "", "error": None, "refusal": None, "mappable": False, "rows": []}
    lines = None
    try:
        out["size"] = check_regular_file(path)  # before open(): a pipe would block the UI
        with path.open("rb") as f:
            head = f.read(HEAD_BYTES)
        if len(head) == HEAD_BYTES:  # a cut-off line (and UTF-16 half character) at the end
            head = head[: head.rfind(b"\n") + 1] or head
        text = decode(head)
        lines = split_lines(text)
        filled = [s for _, s in lines.items if s]
        if not filled:
            raise AppError(Said("the file is empty", path.name))
        fmt = detect(text, lines)
        if fmt == "query-gpu-csv":  # a header naming a known field (name, index) but no power
            read_query_csv(lines, path.name)
        elif fmt == "codecarbon":  # an old schema without GPU energy is refused at once
            read_codecarbon(lines, path.name)
        elif fmt in MAPPED_FORMATS:  # milliwatts taken for watts: refused (mappable) at once
            read_mapped(lines, path.name)
    except (AppError, OSError) as exc:
        out["error"], out["refusal"] = _named(path, exc), _refusal(exc)
        if lines is not None:
            out["rows"] = _table_head(lines)
            out["mappable"] = any(sum(c[:1].isdigit() for c in row) >= 2 for row in out["rows"][1:])
        return out
    header = next((s for s in filled if is_header(s) or s.startswith("#")), "") \
        if fmt not in _OWN_HEADER else filled[0]
    tokens = header.lstrip("#").split(",") if "," in header else header.lstrip("#").split()
    out.update(format=fmt, format_name=FORMATS[fmt], first_line=filled[0],
               columns=", ".join(t.strip() for t in tokens if t.strip()))
    return out


def _table_head(lines, n: int = 8) -> list[list[str]]:
    """The header and first rows of a CSV with a header line (for the column dialog), else [].
    The file is offered for mapping when a row has two numbers (a time and a power, at least)."""
    from app.io.smi.mapped import header_line, looks_like_header, split_header

    first = header_line(lines)
    if first is None or not looks_like_header(first[1]):
        return []
    rows = [s for no, s in lines.items if s and not s.startswith("#") and no >= first[0]][:n + 1]
    return [split_header(s) if i == 0 else _cells(s, first[1]) for i, s in enumerate(rows)]


def _cells(line: str, header: str) -> list[str]:
    import csv

    from app.io.smi.mapped import sniff_delimiter

    return [c.strip() for c in next(csv.reader([line], delimiter=sniff_delimiter(header)), [])]


def _refusal(exc: BaseException) -> tuple[str, dict] | Said | None:
    """The refusal as the window translates it: a LogRefusal's (template, values), or the
    reader's Said."""
    from app.io.smi.limits import LogRefusal

    if isinstance(exc, LogRefusal):
        return exc.template, dict(exc.values)
    return said_of(exc)


def _named(path: Path, exc: BaseException) -> str:
    """The reader's message, with the file's name in front when it does not name it."""
    msg = str(exc) or type(exc).__name__
    return msg if path.name in msg else f"{path.name}: {msg}"


def _sample_series(samples, gpu: str) -> dict:
    part = samples[samples["gpu"].astype(str) == gpu]
    ts = part["timestamp"]
    if ts.notna().any():
        t_s = (ts - ts[ts.notna()].iloc[0]).dt.total_seconds().to_numpy()
    else:
        t_s = np.arange(len(part), dtype=float)  # no timestamps: sample number
    util = part["utilization"].to_numpy(dtype=float) if "utilization" in part else None
    return {"t_s": t_s, "power_w": part["power_w"].to_numpy(dtype=float),
            "utilization": None if util is None or not np.isfinite(util).any() else util}


def read_one(path: Path, fields, catalog, progress=None) -> LogFile:
    """Profiles and chart series of one log (``load_profiles``' choice of reader; the exact reader
    is called here directly because the chart needs its samples, which load_profiles drops)."""
    from app.io.smi.mapped import ColumnMap
    from app.io.smi.profile import profile_log, source_text
    from app.io.smi.reader import FORMATS, read_log
    from app.io.smi.summary import load_profiles

    item = LogFile(path)
    try:
        if fields is None:
            profiles, info, skipped, notes, series = load_profiles(path, catalog=catalog,
                                                                   progress=progress)
            if series is not None:  # streaming reader: min/max per time bucket
                item.profiles, item.info, item.skipped, item.notes = profiles, info, skipped, notes
                item.series = {k: {"t_s": np.asarray(s["t_s"]), "min_w": np.asarray(s["min_w"]),
                                   "max_w": np.asarray(s["max_w"]),
                                   "utilization": None if s.get("utilization") is None else
                                   np.asarray(s["utilization"], dtype=float)}
                               for k, s in series.items()}
                return item
        mapping = fields if isinstance(fields, ColumnMap) else None
        log = read_log(path, None if mapping else fields, mapping)
        item.profiles = profile_log(log, catalog)
        item.info = {"path": str(path), "format": log.format, "format_name": FORMATS[log.format],
                     "power_source": log.power_source, "source": source_text(path, item.profiles),
                     "reader": "line-by-line"}
        item.skipped, item.notes = list(log.skipped), list(log.notes)
        item.series = {p.gpu: _sample_series(log.samples, p.gpu) for p in item.profiles}
    except AppError as exc:
        item.error, item.refusal = _named(path, exc), _refusal(exc)
    return item


def import_logs(jobs: list[tuple[Path, list | None]], catalog, task) -> list[LogFile]:
    """Read each (path, fields) in turn; stops (Cancelled) between files and, through the
    worker, inside one. Progress by bytes done, within a file too where the streaming reader
    reads it (a single file read line by line shows "busy")."""
    sizes = [max(p.stat().st_size if p.exists() else 0, 1) for p, _ in jobs]
    total, done, out = sum(sizes), 0, []
    for (path, fields), size in zip(jobs, sizes):
        task.check()
        task.progress(None if len(jobs) == 1 else done / total, path.name)

        def within(fraction, before=done, size=size, name=path.name):
            task.check()  # the streaming reader stops between batches when cancelled
            task.progress((before + fraction * size) / total, name)

        out.append(read_one(path, fields, catalog, progress=within))
        done += size
    task.progress(1.0, "")
    return out
