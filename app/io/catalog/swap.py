"""Replacing the installed catalogue in one atomic step, safe against a kill at any moment.

Why: an install used to be two renames (in use -> catalog.bak, new -> catalog); a kill between
them left no installed catalogue until the next start repaired it. Now every installed
catalogue is a complete folder under ``catalogs/`` and one small file,
``catalog-in-use.txt``, names the one in use. An install moves the checked folder there under a
new name (not yet in use), then replaces that file atomically (``app.io.files.atomic``: a temporary
file, fsync, rename). A kill before the replace leaves the old catalogue in use and a folder
nobody names (removed at the next install); after it, the new one. The previous catalogue stays
beside it (the backup catalog.bak used to be); older ones are removed.
"""

from __future__ import annotations

import secrets
import shutil
from datetime import UTC, datetime
from pathlib import Path

from app import paths
from app.io.files.atomic import atomic_write_text


def swap_in(folder: Path) -> Path:
    """Make the complete catalogue ``folder`` (on the user data folder's file system) the one in
    use; returns its new place."""
    installs = paths.user_catalogs_dir()
    installs.mkdir(parents=True, exist_ok=True)
    previous = paths.user_catalog_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = installs / f"{stamp}-{secrets.token_hex(4)}"
    Path(folder).rename(target)
    write_pointer(target.name)  # the one atomic step: before it the old catalogue is in use
    _remove_all_but(installs, {target.name, previous.name})
    return target


def write_pointer(name: str) -> None:
    atomic_write_text(paths.user_catalog_pointer(), name + "\n", keep_backup=False)


def _remove_all_but(installs: Path, keep: set[str]) -> None:
    """Folders of older installs and of installs killed before their pointer was written."""
    for old in installs.iterdir():
        if old.name not in keep and old.is_dir() and not old.is_symlink():
            shutil.rmtree(old, ignore_errors=True)
    legacy = paths.user_data_dir() / "catalog"  # where an older version installed
    for old in (legacy.with_name("catalog.bak"), *([legacy] if legacy.name not in keep else [])):
        if old.is_dir() and not old.is_symlink():
            shutil.rmtree(old, ignore_errors=True)
