"""Writing an export file: whole or not at all, with a message a user can act on.

The bytes are built in memory first, then written to a temporary file beside the target and
renamed over it (``app.io.atomic``), so a failure never leaves half a workbook or PDF. A folder
that cannot be written or a file held open by another program (Excel or a PDF viewer on Windows
lock the file) raises an ``ExportError`` that names the file and what to do.
"""

from __future__ import annotations

import errno
from pathlib import Path

from app.errors import AppError
from app.io.atomic import atomic_write_bytes


class ExportError(AppError):
    """An export file that could not be written."""


def write_file(path: Path, data: bytes) -> Path:
    """Replace ``path`` with ``data`` atomically (no ``.bak`` beside an export); returns it."""
    path = Path(path)
    try:
        atomic_write_bytes(path, data, keep_backup=False)
    except PermissionError as exc:
        raise ExportError(_locked_or_read_only(path, exc)) from None
    except IsADirectoryError:
        raise ExportError(f"{path}: is a folder; give a file name ending in "
                          f"{path.suffix or '.xlsx or .pdf'}") from None
    except OSError as exc:
        if exc.errno == errno.ENOSPC:
            raise ExportError(f"{path}: the disk is full; free some space or choose another "
                              "folder, then export again") from None
        raise ExportError(f"{path}: cannot be written ({exc.strerror or exc}); choose another "
                          "folder, then export again") from None
    return path


def _locked_or_read_only(path: Path, exc: OSError) -> str:
    if path.exists():
        return (f"{path}: cannot be replaced ({exc.strerror or 'permission denied'}); the file "
                "may be open in another program (Excel, a PDF viewer) or read-only: close it or "
                "choose another file name, then export again")
    return (f"{path}: cannot be written ({exc.strerror or 'permission denied'}); the folder "
            f"{path.parent} is read-only: choose another folder, then export again")
