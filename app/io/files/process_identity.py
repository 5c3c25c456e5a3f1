"""Which process wrote a file: its id and its start time, so that a new process that happens to
get a dead one's id is not taken for it (process ids are reused, often within minutes).

On Linux the start time is read from ``/proc`` (clock ticks since boot). Elsewhere it is 0
("unknown") and a process counts as running while its id exists (POSIX) or always (Windows,
where probing an id could end it): callers keep an age limit for those cases.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path


def _start_time(pid: int) -> int | None:
    """The start time of ``pid`` from /proc (None: no such process or no /proc)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    try:
        return int(stat.rsplit(")", 1)[1].split()[19])
    except (IndexError, ValueError):
        return None


@lru_cache(maxsize=1)
def _own(pid: int) -> tuple[int, int]:
    return pid, _start_time(pid) or 0


def this_process() -> tuple[int, int]:
    """(process id, start time or 0) of this process."""
    return _own(os.getpid())


def is_running(pid: int, start: int) -> bool:
    """Whether the process (``pid``, ``start``) is still running."""
    if pid <= 0:
        return False
    if (pid, start) == this_process():
        return True
    if Path("/proc/self/stat").exists():
        return start != 0 and _start_time(pid) == start
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, owned by someone else
        return True
    return True
