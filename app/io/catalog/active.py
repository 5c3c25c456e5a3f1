"""Which catalogue folder is in use: the shipped one, or a newer one the user installed.

Its own module so that reading the catalogue (app.io.catalog.store) and updating it
(app.io.catalog.update) both depend on it and not on each other. Dates are compared as dates
(``date = "zzzz"`` or an unreadable catalog.toml never makes an installed catalogue win), and
an older version's install killed between its two renames is repaired here, at the next start.
"""

from __future__ import annotations

import logging
from datetime import date
from pathlib import Path

from app import paths
from app.errors import CatalogError
from app.io.catalog.files import read_date_text

log = logging.getLogger("gpu_tco.catalog")


def catalog_date(directory: Path) -> str:
    """The catalogue's date (ISO, from catalog.toml); "" when it has none or it is unreadable."""
    try:
        return read_date_text(Path(directory))
    except CatalogError:
        return ""


def as_date(text: str) -> date | None:
    """An ISO date text as a date (None for "")."""
    return date.fromisoformat(text) if text else None


def active_catalog_dir() -> Path:
    """The installed catalogue when it is at least as new as the shipped one, else the shipped.
    Dates are compared as dates; an installed catalogue without a readable date is not used."""
    _repair_swap(paths.user_data_dir() / "catalog")
    installed, shipped = paths.user_catalog_dir(), paths.catalog_dir()
    if installed.is_dir():
        mine, theirs = as_date(catalog_date(installed)), as_date(catalog_date(shipped))
        if mine is not None and (theirs is None or mine >= theirs):
            return installed
    return shipped


def _repair_swap(target: Path) -> None:
    """An older version's install, killed between its two renames, left catalog.bak and no
    catalog: put the old one back (the new one was never in use). Installs since are one atomic
    step (app.io.catalog.swap)."""
    backup = target.with_name("catalog.bak")
    if not target.exists() and backup.is_dir():
        try:
            backup.rename(target)
        except OSError:
            log.warning("could not restore %s", backup, exc_info=True)
