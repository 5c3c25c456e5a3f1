"""A newer catalogue that came with a new app version: the release-note sections the user has
not read yet.

An install (``app.io.catalog.update``) shows the release note before the user agrees. A new app
version that ships a newer catalogue needs no install: ``active_catalog_dir`` takes the shipped
catalogue as soon as it is newer than the one the user installed, so the numbers change at the
next start. The release note of what changed, and why, must still reach the user: the window
remembers the date of the last catalogue the user was shown (UI settings) and asks
``pending_upgrade`` for the sections dated after it, up to the catalogue in use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from app import paths
from app.errors import CatalogError
from app.io.catalog.active import active_catalog_dir, catalog_date
from app.io.catalog.release import Release, read_releases


@dataclass(frozen=True)
class Upgrade:
    """The catalogue in use is newer than the last one the user saw (ISO dates; ``seen`` ""
    when the user's last date is not known)."""

    seen: str
    active: str
    releases: list[Release] = field(default_factory=list)
    #: the catalogue in use is the one this app version ships (not one installed, e.g. by the CLI)
    shipped: bool = True


def _iso(text: str) -> date | None:
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        return None


def pending_upgrade(seen: str, lang: str = "en", known_user: bool = True,
                    folder: Path | None = None) -> Upgrade | None:
    """What changed since the catalogue of ``seen`` (ISO date), or None when nothing did.

    ``seen`` "": the date of a catalogue the user installed, where there is one (a version that
    kept no date installed it); else, for ``known_user``, someone who used such a version, the
    newest section, the one of the catalogue in use. A first start (``known_user`` False)
    has nothing that changed for this user. An unreadable note leaves the sections out (the
    notice still says the catalogue changed); it never stops the start.
    """
    folder = Path(folder) if folder is not None else active_catalog_dir()
    active = catalog_date(folder)
    if not seen and paths.user_catalog_dir().is_dir():
        seen = catalog_date(paths.user_catalog_dir())
    new, old = _iso(active), _iso(seen)
    if new is None or (old is None and not known_user) or (old is not None and new <= old):
        return None
    try:
        releases = [r for r in read_releases(folder, lang) if r.date <= new]
    except CatalogError:
        releases = []
    releases = [r for r in releases if r.date > old] if old is not None else releases[:1]
    return Upgrade(seen=seen if old is not None else "", active=active, releases=releases,
                   shipped=folder.resolve() == paths.catalog_dir().resolve())


__all__ = ["Upgrade", "pending_upgrade"]
