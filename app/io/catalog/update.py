"""Keeping the catalogue current without losing the user's edits.

- ``install_catalog``: a newer catalogue (a folder of TOML files, or a .zip of one) goes to the
  user data folder and is used instead of the shipped one while its date is newer. The user's
  overlay stays; an edit whose field the new catalogue changed is reported as a conflict (the
  edit wins: it is the user's own number). Only the catalogue's own files are taken, within size
  and packing limits (``app.io.catalog.archive``); the whole catalogue, dated with a real date
  and with the user's edits applied, is validated before it replaces the one in use. The swap
  is one atomic step (``app.io.catalog.swap``): a kill at any moment leaves the old or the new
  catalogue in use, whole. ``offer`` checks the same without installing, so the app can
  show the release note (``app.io.catalog.release``: what changed and why) before the user
  agrees; the install's report carries it too.
- ``pack_catalog``: the .zip a user installs, made from a checked catalogue folder with its
  release note.
- ``export_edits`` / ``import_edits``: share catalogue edits with colleagues as one JSON file.
  Where both sides edited the same value differently, the local edit is kept and reported.
"""

from __future__ import annotations

import shutil
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from app import paths
from app.errors import CatalogError, Said, said_of
from app.io.catalog.active import active_catalog_dir, as_date, catalog_date  # noqa: F401 - re-exported
from app.io.catalog.archive import pack, unpack
from app.io.catalog.files import read_catalog
from app.io.catalog.release import RELEASE_FILES, Release, notes_between, read_releases, shown_text
from app.io.catalog.store import Overlay, validate_directory
from app.io.catalog.swap import swap_in
from app.model.catalog import Catalog

STAGING = ".catalog-staging-"


@dataclass
class UpdateReport:
    old_date: str
    new_date: str
    conflicts: list[str] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)
    #: The release note's sections after the old date up to the new one (newest first).
    releases: list[Release] = field(default_factory=list)
    #: ``kind/id/field`` of each conflict (the app lists these names in any language).
    conflict_keys: list[str] = field(default_factory=list)

    def lines(self, installed: bool = True) -> list[str]:
        head = (f"catalogue updated from {self.old_date or '?'} to {self.new_date}; your edits are kept"
                if installed else f"would update the catalogue from {self.old_date or '?'} to "
                                  f"{self.new_date} (nothing installed: --dry-run)")
        out = [head] + [f"conflict: {c}" for c in self.conflicts]
        if self.left_out:
            shown = ", ".join(self.left_out[:3]) + (", ..." if len(self.left_out) > 3 else "")
            out.append(f"left out {len(self.left_out)} file(s) that are not catalogue files: "
                       f"{shown[:200]}")
        out.append("what changed (the catalogue's release note):" if self.releases
                   else "the new catalogue has no release note for this update")
        if self.releases:
            out += ["  " + line if line else "" for line in shown_text(self.releases).split("\n")]
        return out


def _conflicts(overlay: Overlay, old: Catalog, new: Catalog) -> list[tuple[str, str]]:
    """(``kind/id/field`` or ``kind/id``, the sentence) per conflicting edit."""
    found = []
    for kind, entries in overlay.edits.items():
        for entry_id, fields in entries.items():
            if entry_id not in new.kind(kind):
                found.append((f"{kind}/{entry_id}", f"{kind} {entry_id!r} is not in the new "
                              "catalogue; your edits to it are kept but unused"))
                continue
            for name, edit in fields.items():
                before = _value(old.kind(kind).get(entry_id), name)
                after = _value(new.kind(kind)[entry_id], name)
                if before != after:
                    found.append((f"{kind}/{entry_id}/{name}",
                                  f"{kind} {entry_id!r} {name}: the new catalogue changed it from "
                                  f"{before} to {after}; your value {edit['value']} is kept"))
    return found


def _value(entry, name: str):
    if entry is None:
        return None
    for table in ("perf", "busy_w", "perf_precision"):
        if name.startswith(f"{table}."):
            return getattr(entry, table).get(name.split(".", 1)[1])
    return getattr(entry, name, None)


def _first(problems: list[str], folder: Path, source: Path) -> str:
    """The first problem of a staged catalogue, naming the file the user chose, not the
    staging folder (a Said stays one, so the window translates it)."""
    first = problems[0]
    if isinstance(first, Said):
        return first.replaced(str(folder), str(source))
    return first.replace(str(folder), str(source))[:300]


@contextmanager
def _staged(source: Path, lang: str):
    """The checked catalogue of ``source`` in a staging folder beside the one in use, with the
    dates and the release note; the staging folder is removed afterwards."""
    source = Path(source)
    if not source.exists() and not source.is_symlink():
        raise CatalogError(Said("no such file or folder", source))
    home = paths.user_data_dir()  # the installs' file system: the swap is a rename
    home.mkdir(parents=True, exist_ok=True)
    for stale in home.glob(STAGING + "*"):
        shutil.rmtree(stale, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix=STAGING, dir=home) as tmp:
        unpacked = unpack(source, Path(tmp))
        folder = unpacked.folder
        problems = validate_directory(folder)
        if problems:
            raise CatalogError(Said("not installed, {n} problem(s); first: {first}", source,
                                    n=len(problems), first=_first(problems, folder, source)))
        old_date, new_date = catalog_date(active_catalog_dir()), catalog_date(folder)
        if not new_date or (old_date and as_date(new_date) < as_date(old_date)):
            raise CatalogError(Said("dated {date}, older than the catalogue in use ({old}); "
                                    "nothing changed", source, date=new_date or "?",
                                    old=old_date))
        try:
            releases = notes_between(folder, as_date(old_date), as_date(new_date), lang)
        except CatalogError as exc:
            raise CatalogError(Said("not installed: {why}", source,
                                    why=said_of(exc) or str(exc))) from None
        yield unpacked, UpdateReport(old_date, new_date, [], unpacked.ignored, releases)


def offer(source: Path, lang: str = "en") -> UpdateReport:
    """What installing ``source`` would do, before it is done: the dates and the release note
    (the conflicts are found on install). CatalogError when it would be refused."""
    with _staged(source, lang) as (_unpacked, report):
        return report


def install_catalog(source: Path, overlay: Overlay | None = None, lang: str = "en") -> UpdateReport:
    """Validate ``source`` and make it the catalogue in use; the previous one is kept beside it."""
    overlay = overlay if overlay is not None else Overlay.load()
    current_dir = active_catalog_dir()
    with _staged(source, lang) as (unpacked, report):
        folder = unpacked.folder
        new = read_catalog(folder)
        try:
            overlay.apply(new)
        except CatalogError as exc:
            raise CatalogError(Said("not installed: one of your catalogue edits does not fit it "
                                    "({why}); reset that edit first", source,
                                    why=said_of(exc) or str(exc)[:200])) from None
        found = _conflicts(overlay, read_catalog(current_dir), new)
        report.conflicts = [text for _key, text in found]
        report.conflict_keys = [key for key, _text in found]
        swap_in(folder)  # one atomic step (app.io.catalog.swap): a kill leaves old or new in use
    return report


def pack_catalog(out: Path, folder: Path | None = None) -> list[str]:
    """Write the catalogue ``folder`` (the shipped one by default) as the .zip users install,
    with its release note; checked first, as an install would. Returns the files packed."""
    folder = Path(folder or paths.catalog_dir())
    problems = validate_directory(folder)
    if problems:
        raise CatalogError(Said("not packed, {n} problem(s); first: {first}", folder,
                                n=len(problems), first=_first(problems, folder, folder)))
    read_releases(folder)  # a bad note is refused here, not on the user's machine
    if not (folder / RELEASE_FILES["en"]).is_file():
        raise CatalogError(f"{folder}: no {RELEASE_FILES['en']}; write what changed and why "
                           "before packing")
    return pack(folder, Path(out))


def export_edits(path: Path, overlay: Overlay | None = None) -> int:
    """Write the user's catalogue edits to ``path``; returns how many values it holds."""
    overlay = overlay if overlay is not None else Overlay.load()
    overlay.save(Path(path))
    return sum(len(f) for entries in overlay.edits.values() for f in entries.values())


def import_edits(path: Path, catalog: Catalog, overlay: Overlay | None = None) -> list[str]:
    """Merge a colleague's edits into the user's overlay; returns the conflicts (local kept).

    Nothing is saved when any imported value is invalid (the CatalogError names it).
    """
    if not Path(path).is_file():
        raise CatalogError(Said("no such file", path))
    theirs = Overlay.load(Path(path))
    mine = overlay if overlay is not None else Overlay.load()
    merged = Overlay({k: {i: dict(f) for i, f in e.items()} for k, e in mine.edits.items()})
    conflicts = []
    for kind, entries in theirs.edits.items():
        for entry_id, fields in entries.items():
            for name, edit in fields.items():
                local = mine.edits.get(kind, {}).get(entry_id, {}).get(name)
                if local is not None and local["value"] != edit["value"]:
                    conflicts.append(f"{kind} {entry_id!r} {name}: yours {local['value']}, theirs "
                                     f"{edit['value']}; yours is kept")
                    continue
                merged.set_value(kind, entry_id, name, edit["value"], edit.get("confidence", "assumption"))
    merged.apply(catalog)  # raises CatalogError naming a bad value; nothing saved then
    merged.save()
    mine.edits = merged.edits
    return conflicts
