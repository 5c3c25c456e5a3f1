"""Keeping the catalogue current without losing the user's edits.

- ``install_catalog``: a newer catalogue (a folder of TOML files, or a .zip of one) goes to the
  user data folder and is used instead of the shipped one while its date is newer. The user's
  overlay stays; an edit whose field the new catalogue changed is reported as a conflict (the
  edit wins: it is the user's own number).
- ``export_edits`` / ``import_edits``: share catalogue edits with colleagues as one JSON file.
  Where both sides edited the same value differently, the local edit is kept and reported.
"""

from __future__ import annotations

import shutil
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from app import paths
from app.errors import CatalogError
from app.io.catalog_active import active_catalog_dir, catalog_date  # noqa: F401 - used here, re-exported
from app.io.catalog_files import META_FILE, read_catalog
from app.io.catalog_store import Overlay, validate_directory
from app.model.catalog import Catalog


@dataclass
class UpdateReport:
    old_date: str
    new_date: str
    conflicts: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        head = f"catalogue updated from {self.old_date or '?'} to {self.new_date}; your edits are kept"
        return [head] + [f"conflict: {c}" for c in self.conflicts]


def edit_conflicts(overlay: Overlay, old: Catalog, new: Catalog) -> list[str]:
    """Edits whose field the new catalogue changed, or whose entry it no longer has."""
    found = []
    for kind, entries in overlay.edits.items():
        for entry_id, fields in entries.items():
            if entry_id not in new.kind(kind):
                found.append(f"{kind} {entry_id!r} is not in the new catalogue; your edits to it "
                             "are kept but unused")
                continue
            for name, edit in fields.items():
                before = _value(old.kind(kind).get(entry_id), name)
                after = _value(new.kind(kind)[entry_id], name)
                if before != after:
                    found.append(f"{kind} {entry_id!r} {name}: the new catalogue changed it from "
                                 f"{before} to {after}; your value {edit['value']} is kept")
    return found


def _value(entry, name: str):
    if entry is None:
        return None
    for table in ("perf", "busy_w"):
        if name.startswith(f"{table}."):
            return getattr(entry, table).get(name.split(".", 1)[1])
    return getattr(entry, name, None)


def _unpack(source: Path, into: Path) -> Path:
    """The catalogue folder inside ``source`` (a folder, or a .zip holding one)."""
    if source.is_dir():
        shutil.copytree(source, into / "catalog")
        return into / "catalog"
    if zipfile.is_zipfile(source):
        with zipfile.ZipFile(source) as archive:
            archive.extractall(into / "unzipped")
        metas = sorted((into / "unzipped").rglob(META_FILE))
        if not metas:
            raise CatalogError(f"{source}: no {META_FILE} inside the archive: not a catalogue")
        return metas[0].parent
    raise CatalogError(f"{source}: not a catalogue folder or .zip")


def install_catalog(source: Path, overlay: Overlay | None = None) -> UpdateReport:
    """Validate ``source`` and make it the catalogue in use; the old one is kept as catalog.bak."""
    source = Path(source)
    if not source.exists():
        raise CatalogError(f"{source}: no such file or folder")
    overlay = overlay if overlay is not None else Overlay.load()
    current_dir = active_catalog_dir()
    target = paths.user_catalog_dir()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        folder = _unpack(source, Path(tmp))
        problems = validate_directory(folder)
        if problems:
            raise CatalogError(f"{source}: not installed, {len(problems)} problem(s); first: {problems[0]}")
        old_date, new_date = catalog_date(current_dir), catalog_date(folder)
        if not new_date or new_date < old_date:
            raise CatalogError(f"{source}: dated {new_date or 'nowhere'}, older than the catalogue in "
                               f"use ({old_date}); nothing changed")
        report = UpdateReport(old_date, new_date, edit_conflicts(
            overlay, read_catalog(current_dir), read_catalog(folder)))
        staged = Path(tmp) / "staged"
        shutil.copytree(folder, staged)
        backup = target.with_name("catalog.bak")
        if target.exists():
            shutil.rmtree(backup, ignore_errors=True)
            target.rename(backup)
        staged.rename(target)
    return report


def export_edits(path: Path, overlay: Overlay | None = None) -> int:
    """Write the user's catalogue edits to ``path``; returns how many values it holds."""
    overlay = overlay if overlay is not None else Overlay.load()
    overlay.save(Path(path))
    return sum(len(f) for entries in overlay.edits.values() for f in entries.values())


def import_edits(path: Path, catalog: Catalog, overlay: Overlay | None = None) -> list[str]:
    """Merge a colleague's edits into the user's overlay; returns the conflicts (local kept).

    Nothing is saved when any imported value is invalid (the CatalogError names it).
    """
    theirs = Overlay.load(Path(path)) if Path(path).exists() else None
    if theirs is None:
        raise CatalogError(f"{path}: no such file")
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
