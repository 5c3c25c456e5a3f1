"""The catalogue as the app sees it: shipped files plus the user's overlay of edits.

Shipped files never change at run time. Edits live in ``catalog-overlay.json`` in the user data
folder (versioned, saved atomically); an edited value's source becomes "user edit". Resetting a
value or everything drops it from the overlay.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from app import paths
from app.errors import CatalogError
from app.io.atomic import atomic_write_text
from app.io.catalog_active import active_catalog_dir
from app.io.catalog_files import read_catalog, read_kind
from app.io.catalog_rules import problems
from app.model.catalog import KINDS, Catalog
from app.model.messages import describe
from app.model.provenance import USER_EDIT

OVERLAY_VERSION = 1


def validate_directory(directory: Path) -> list[str]:
    """Every problem in a catalogue folder: each bad entry, then the cross-entry rules."""
    directory = Path(directory)
    if not directory.is_dir():
        return [f"{directory}: no such catalogue folder"]
    errors: list[str] = []
    kinds = {}
    for kind in KINDS:
        try:
            kinds[kind] = {e.id: e for e in read_kind(directory, kind, errors)}
        except CatalogError as exc:
            errors.append(str(exc))
            kinds[kind] = {}
    if errors:
        return errors
    return problems(read_catalog(directory))


class Overlay:
    """The user's catalogue edits: {kind: {id: {field: {value, confidence}}}}."""

    def __init__(self, edits: dict | None = None):
        self.edits: dict[str, dict[str, dict[str, dict]]] = edits or {}

    @classmethod
    def load(cls, path: Path | None = None) -> Overlay:
        path = Path(path or paths.user_overlay_file())
        if not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise CatalogError(f"{path}: catalogue edits unreadable ({exc}); "
                               f"move the file away to start from the shipped catalogue") from None
        if data.get("schema_version", 0) > OVERLAY_VERSION:
            raise CatalogError(f"{path}: made by a newer version of the app (schema "
                               f"{data.get('schema_version')}); update the app")
        return cls(data.get("edits", {}))

    def save(self, path: Path | None = None) -> None:
        path = Path(path or paths.user_overlay_file())
        text = json.dumps({"schema_version": OVERLAY_VERSION, "edits": self.edits}, indent=2)
        atomic_write_text(path, text + "\n")

    def set_value(self, kind: str, entry_id: str, field: str, value,
                  confidence: str = "assumption") -> None:
        self.edits.setdefault(kind, {}).setdefault(entry_id, {})[field] = {
            "value": value, "confidence": confidence}

    def reset_value(self, kind: str, entry_id: str, field: str) -> None:
        entry = self.edits.get(kind, {}).get(entry_id, {})
        entry.pop(field, None)
        if not entry:
            self.edits.get(kind, {}).pop(entry_id, None)

    def reset_all(self) -> None:
        self.edits.clear()

    def count(self) -> int:
        """How many edited values the overlay holds."""
        return sum(len(fields) for entries in self.edits.values() for fields in entries.values())

    def backup(self, folder: Path | None = None, stamp: str | None = None) -> Path:
        """Keep a copy of the edits before they are reset, in the overlay's (and export's) own
        format, so ``gpu-tco catalog import-edits FILE`` brings them back. Returns its path."""
        from datetime import datetime

        stamp = stamp or datetime.now().strftime("%Y%m%d-%H%M%S")
        folder = Path(folder or paths.user_overlay_file().parent)
        path = folder / f"catalog-edits-before-reset-{stamp}.json"
        n = 2
        while path.exists():
            path = folder / f"catalog-edits-before-reset-{stamp}-{n}.json"
            n += 1
        self.save(path)
        return path

    def is_edited(self, kind: str, entry_id: str, field: str) -> bool:
        return field in self.edits.get(kind, {}).get(entry_id, {})

    def apply(self, catalog: Catalog) -> Catalog:
        """The catalogue with every edit applied and re-validated."""
        updates = {}
        for kind, entries in self.edits.items():
            current = dict(catalog.kind(kind))
            for entry_id, fields in entries.items():
                if entry_id in current:
                    current[entry_id] = apply_edit(current[entry_id], fields, kind)
            updates[kind] = current
        return catalog.model_copy(update=updates)


def apply_edit(entry, fields: dict, kind: str):
    """One entry with edited fields; raises CatalogError naming the field and why."""
    data = entry.model_dump()
    provenance = dict(data.get("provenance", {}))
    for field, edit in fields.items():
        if field.startswith("perf."):
            data["perf"] = {**data["perf"], field.split(".", 1)[1]: edit["value"]}
        else:
            data[field] = edit["value"]
        provenance[field] = {"source": USER_EDIT, "confidence": edit.get("confidence", "assumption")}
    data["provenance"] = provenance
    try:
        return type(entry).model_validate(data)
    except ValidationError as exc:
        raise CatalogError(describe(exc, f"{kind} {entry.id!r}")) from None


def load_catalog(directory: Path | None = None, overlay: Overlay | None = None) -> Catalog:
    """The catalogue in use (shipped, or a newer one the user installed) with the user's overlay
    (pass ``Overlay()`` for none)."""
    catalog = read_catalog(Path(directory or active_catalog_dir()))
    overlay = overlay if overlay is not None else Overlay.load()
    return overlay.apply(catalog)
