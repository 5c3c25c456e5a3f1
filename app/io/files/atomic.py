"""Atomic saves: write a temporary file beside the target, fsync, keep the old version as
``.bak``, then rename. A crash at any point leaves either the old or the new file whole, and
the ``.bak`` whole too: the backup is never written in place. It is a second name (a hard link)
for the old file, given under a temporary name and renamed over the old ``.bak``; where the
file system has no hard links the old file is copied to a temporary file first, fsynced and
renamed the same way.

A process killed while saving leaves its temporary file behind: ``clean_stale_temps`` removes
those of processes that are gone (the temporary name carries the writer's process id and
start time, so a new process that got the same id does not protect a dead one's file).
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import time
from pathlib import Path

from app.io.files.process_identity import is_running, this_process

#: ``.<name>.<pid>-<start>.<random>.tmp``: the writer's identity is in the temporary name.
_TEMP = re.compile(r"^\..+\.(\d+)-(\d+)\.[^.]+\.tmp$")
#: A temporary file older than this is stale whoever wrote it (no save takes an hour).
STALE_AFTER_S = 3600.0


def atomic_write_bytes(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically; the previous version becomes ``path.bak``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(path, data)
    try:
        if keep_backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write_text(path: Path, text: str, keep_backup: bool = True) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), keep_backup)


def _temp_name_prefix(path: Path) -> str:
    pid, start = this_process()
    return f".{path.name}.{pid}-{start}."


def _write_temp(path: Path, data: bytes, mode: int | None = None) -> str:
    fd, tmp = tempfile.mkstemp(prefix=_temp_name_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, _mode_for(path) if mode is None else mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def _keep_backup(path: Path) -> None:
    """``path.bak`` becomes the current ``path``, atomically (old or new backup, never half)."""
    backup = backup_path(path)
    fd, tmp = tempfile.mkstemp(prefix=_temp_name_prefix(backup), suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        os.unlink(tmp)
        try:
            os.link(path, tmp)        # the old file itself, under a second name: no copying
        except OSError:               # no hard links here (FAT, some network shares)
            shutil.copy2(path, tmp)
            with open(tmp, "rb+") as handle:
                os.fsync(handle.fileno())
        os.replace(tmp, backup)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def clean_stale_temps(folder: Path) -> list[Path]:
    """Remove the temporary files of saves that died in ``folder``; returns those removed.

    A temporary file is stale when its writer is no longer running (same id and start time),
    or when it is older than ``STALE_AFTER_S``. Other files are never touched."""
    removed = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _TEMP.match(entry.name)
        if not match:
            continue
        try:
            old = now - entry.lstat().st_mtime > STALE_AFTER_S
            if not entry.is_file() or entry.is_symlink():
                continue
            if old or not is_running(int(match.group(1)), int(match.group(2))):
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


def _mode_for(path: Path) -> int:
    """Keep an existing file's permissions; a new file gets the usual 0666 minus umask."""
    if path.exists():
        return path.stat().st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def backup_path(path: Path) -> Path:
    return Path(path).with_name(Path(path).name + ".bak")


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # not possible on Windows; the rename is still atomic there
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
