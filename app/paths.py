"""The one resolver for shipped data (catalog/, resources/) and the user's folders.

Works from a source checkout, an installed package and a PyInstaller bundle alike. Tests point
the user folders at a temporary directory with the ``GPU_TCO_HOME`` environment variable, so no
test touches a real user's files.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from app import APP_NAME


def base_dir() -> Path:
    """Folder that holds ``catalog/`` and ``resources/`` (repo root, or the frozen bundle)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def catalog_dir() -> Path:
    """The shipped, read-only catalogue."""
    return base_dir() / "catalog"


def resources_dir() -> Path:
    return base_dir() / "resources"


def examples_dir() -> Path:
    return resources_dir() / "examples"


def example_quote() -> Path:
    """The quote the app opens on first start and `make demo` computes."""
    return examples_dir() / "example.quote.json"


def _user_root(kind: str) -> Path:
    override = os.environ.get("GPU_TCO_HOME")
    if override:
        return Path(override) / kind
    import platformdirs

    getter = getattr(platformdirs, f"user_{kind}_dir")  # user_data_dir, user_cache_dir, ...
    return Path(getter(APP_NAME, appauthor=False))


def user_data_dir() -> Path:
    """Catalogue overlay, preferences, autosaves."""
    return _user_root("data")


def user_log_dir() -> Path:
    return _user_root("log")


def user_cache_dir() -> Path:
    """What can be thrown away: the last results shown, for a fast start."""
    return _user_root("cache")


def user_overlay_file() -> Path:
    """The user's catalogue edits; shipped files never change at run time."""
    return user_data_dir() / "catalog-overlay.json"


def user_catalog_dir() -> Path:
    """A newer catalogue the user installed; used instead of the shipped one while newer: the
    folder under ``catalogs/`` that ``catalog-in-use.txt`` names (app.io.catalog.swap), or
    ``catalog/`` where an older version installed it."""
    try:
        name = user_catalog_pointer().read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        name = ""
    if name and name not in (".", "..") and not any(c in name for c in "/\\:"):
        return user_catalogs_dir() / name
    return user_data_dir() / "catalog"


def user_catalogs_dir() -> Path:
    """The installed catalogues, one complete folder each."""
    return user_data_dir() / "catalogs"


def user_catalog_pointer() -> Path:
    """One line: the folder name under ``catalogs/`` of the installed catalogue in use."""
    return user_data_dir() / "catalog-in-use.txt"


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"
