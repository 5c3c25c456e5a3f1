"""Writing an export file: whole or not at all, with a message a user can act on.

The bytes are built in memory first, then written to a temporary file beside the target and
renamed over it (``app.io.files.atomic``), so a failure never leaves half a workbook or PDF. A folder
that cannot be written or a file held open by another program (Excel or a PDF viewer on Windows
lock the file) raises an ``ExportError`` that names the file and what to do.
"""

from __future__ import annotations

import errno
from pathlib import Path

from app.errors import AppError, Said
from app.io.files.atomic import atomic_write_bytes
from app.io.words.parser_text import os_reason


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
        if path.suffix:
            raise ExportError(Said("is a folder; give a file name ending in {suffix}", path,
                                   suffix=path.suffix)) from None
        raise ExportError(Said("is a folder; give a file name ending in .xlsx or .pdf",
                               path)) from None
    except OSError as exc:
        if exc.errno == errno.ENOSPC:
            raise ExportError(Said("the disk is full; free some space or choose another "
                                   "folder, then export again", path)) from None
        raise ExportError(Said("cannot be written ({why}); choose another folder, then "
                               "export again", path, why=os_reason(exc))) from None
    return path


def _locked_or_read_only(path: Path, exc: OSError) -> Said:
    why = os_reason(exc)
    if path.exists():
        return Said("cannot be replaced ({why}); the file may be open in another program "
                    "(Excel, a PDF viewer) or read-only: close it or choose another file name, "
                    "then export again", path, why=why)
    return Said("cannot be written ({why}); the folder {folder} is read-only: choose another "
                "folder, then export again", path, why=why, folder=str(path.parent))
