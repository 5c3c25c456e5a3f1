"""Which autosave belongs to a running app: each session holds an operating-system lock on its
own lock file for as long as it runs.

The system drops the lock when the process ends in any way (a crash, SIGKILL, a power cut), so
a lock that can be taken marks a dead session, whatever process now has its id. Another app
window that is still running keeps its lock, so its autosave is never offered nor deleted.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


class SessionLock:
    """An exclusive lock on ``path`` held until ``release`` (or the process's end)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fd: int | None = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        if not _try_lock(self._fd):
            os.close(self._fd)
            self._fd = None
            raise OSError(f"{self.path}: locked by another session")

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Give the lock up and remove the lock file."""
        if self._fd is None:
            return
        self.path.unlink(missing_ok=True)
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = None


def held_elsewhere(path: Path) -> bool:
    """Whether a running session (this one included, through another handle) holds ``path``."""
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return False    # no lock file: nobody holds it
    try:
        if _try_lock(fd):
            _unlock(fd)
            return False
        return True
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
