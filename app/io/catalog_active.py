"""Which catalogue folder is in use: the shipped one, or a newer one the user installed.

Its own module so that reading the catalogue (app.io.catalog_store) and updating it
(app.io.catalog_update) both depend on it and not on each other.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from app import paths
from app.io.catalog_files import META_FILE


def catalog_date(directory: Path) -> str:
    """The catalogue's date (ISO, from catalog.toml); "" when it has none."""
    meta = Path(directory) / META_FILE
    if not meta.exists():
        return ""
    try:
        return str(tomllib.loads(meta.read_text(encoding="utf-8")).get("date", ""))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError):
        return ""


def active_catalog_dir() -> Path:
    """The installed catalogue when it is at least as new as the shipped one, else the shipped."""
    installed, shipped = paths.user_catalog_dir(), paths.catalog_dir()
    if installed.is_dir() and catalog_date(installed) >= catalog_date(shipped):
        return installed
    return shipped
