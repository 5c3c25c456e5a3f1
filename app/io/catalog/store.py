"""The catalogue as the app sees it: shipped files plus the user's overlay of edits.

Shipped files never change at run time. Edits live in ``catalog-overlay.json`` in the user data
folder (versioned, saved atomically); an edited value's source becomes "user edit". Resetting a
value or everything drops it from the overlay.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from pydantic import ValidationError

from app import paths
from app.errors import CatalogError, Said, said_of
from app.io.catalog.active import active_catalog_dir
from app.io.catalog.files import read_catalog, read_date_text, read_kind
from app.io.catalog.presets import preset_problems
from app.io.catalog.rules import problems
from app.io.files.atomic import atomic_write_text
from app.io.files.strict_json import TwiceHook
from app.io.words.parser_text import json_reason, os_reason
from app.model.catalog import KINDS, Catalog
from app.model.messages import describe
from app.model.provenance import USER_EDIT, Confidence

OVERLAY_VERSION = 1


def validate_directory(directory: Path) -> list[str]:
    """Every problem in a catalogue folder: each bad entry, then the cross-entry rules. Each
    line is an app.errors.Said where it has a template (the window translates it)."""
    directory = Path(directory)
    if not directory.is_dir():
        return [Said("no such catalogue folder", directory)]
    errors: list[str] = []
    try:
        read_date_text(directory)
    except CatalogError as exc:
        errors.append(said_of(exc) or str(exc))
    kinds = {}
    for kind in KINDS:
        try:
            kinds[kind] = {e.id: e for e in read_kind(directory, kind, errors)}
        except CatalogError as exc:
            errors.append(said_of(exc) or str(exc))
            kinds[kind] = {}
    errors += preset_problems(directory)
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
        return cls(read_edits(path))

    def save(self, path: Path | None = None) -> None:
        path = Path(path or paths.user_overlay_file())
        text = json.dumps({"schema_version": OVERLAY_VERSION, "edits": self.edits}, indent=2,
                          allow_nan=False)
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


EDITS_MAX_BYTES = 8 * 1024 * 1024


def _no_constant(name: str):
    raise ValueError(Said("{name} is not a number a catalogue can hold", name=name))


def read_edits(path: Path) -> dict:
    """The edits of a catalogue-edits file, checked for shape: {kind: {id: {field: {"value":
    number or text, "confidence": ...}}}}. CatalogError of one line naming the place."""
    try:
        if path.stat().st_size > EDITS_MAX_BYTES:
            raise CatalogError(Said("{size} MB, more than catalogue edits hold; choose the "
                                    "right file", path, size=path.stat().st_size // 2**20))
        twice = TwiceHook()
        data = json.loads(path.read_bytes().decode("utf-8"), parse_constant=_no_constant,
                          object_pairs_hook=twice)
        twice.check(data, path, CatalogError)
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        if isinstance(exc, json.JSONDecodeError):
            reason = Said("{why}: line {line} column {column}", why=json_reason(exc.msg),
                          line=exc.lineno, column=exc.colno)
        else:
            reason = (Said("nested too deeply") if isinstance(exc, RecursionError)
                      else said_of(exc) or str(exc)[:120])
        raise CatalogError(Said("catalogue edits unreadable ({why}); move the file away to "
                                "start from the shipped catalogue, or ask for it again", path,
                                why=reason)) from None
    except OSError as exc:
        raise CatalogError(Said("cannot be read ({why})", path,
                                why=os_reason(exc))) from None
    if not isinstance(data, dict):
        raise CatalogError(Said("not catalogue edits (expected a JSON object with "
                                "schema_version and edits)", path))
    version = data.get("schema_version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise CatalogError(Said("schema_version {version} is not a version number", path,
                                version=repr(str(version)[:20])))
    if version > OVERLAY_VERSION:
        raise CatalogError(Said("made by a newer version of the app (schema {version}); "
                                "update the app", path, version=version))
    edits = data.get("edits", {})
    if not isinstance(edits, dict):
        raise CatalogError(Said("edits: expected an object {shape}", path,
                                shape="{kind: {id: {field: ...}}}"))
    confidences = {c.value for c in Confidence}
    for kind, entries in edits.items():
        if kind not in KINDS:
            raise CatalogError(Said("edits: unknown kind {kind}; known: {known}", path,
                                    kind=repr(str(kind)[:40]), known=", ".join(KINDS)))
        if not isinstance(entries, dict):
            raise CatalogError(Said("expected an object of entry ids", f"{path}: edits.{kind}"))
        for entry_id, fields in entries.items():
            where = f"{path}: edits.{kind}.{str(entry_id)[:60]}"
            if not isinstance(fields, dict):
                raise CatalogError(Said("expected an object of fields", where))
            for name, edit in fields.items():
                if not isinstance(edit, dict) or "value" not in edit:
                    raise CatalogError(Said("an edit needs a \"value\"",
                                            f"{where}.{str(name)[:60]}"))
                value = edit["value"]
                if isinstance(value, bool) or not isinstance(value, int | float | str) \
                        or (isinstance(value, float) and not math.isfinite(value)):
                    raise CatalogError(Said("value must be a finite number or text",
                                            f"{where}.{str(name)[:60]}"))
                if edit.get("confidence", "assumption") not in confidences:
                    raise CatalogError(Said("confidence must be one of {known}",
                                            f"{where}.{str(name)[:60]}",
                                            known=", ".join(sorted(confidences))))
    return edits


def apply_edit(entry, fields: dict, kind: str):
    """One entry with edited fields; raises CatalogError naming the field and why."""
    data = entry.model_dump()
    provenance = dict(data.get("provenance", {}))
    for field, edit in fields.items():
        if field.startswith("perf."):
            data["perf"] = {**data["perf"], field.split(".", 1)[1]: edit["value"]}
        elif field.startswith("perf_precision.") or field == "precisions":
            _format_edit(data, field, edit["value"])
        else:
            data[field] = edit["value"]
        provenance[field] = {"source": USER_EDIT, "confidence": edit.get("confidence", "assumption")}
    data["provenance"] = provenance
    try:
        return type(entry).model_validate(data)
    except ValidationError as exc:
        raise CatalogError(describe(exc, f"{kind} {entry.id!r}")) from None


def _format_edit(data: dict, field: str, value) -> None:
    """METHOD §12.1 fields edited as text: ``precisions`` a comma list ("" none: not checked),
    ``perf_precision.<class>`` one format ("" unstated); pydantic checks the names."""
    text = "" if value is None else str(value)
    if field == "precisions":
        data["precisions"] = [t.strip().lower() for t in text.split(",") if t.strip()]
        return
    cls = field.split(".", 1)[1]
    stated = {k: v for k, v in data.get("perf_precision", {}).items() if k != cls}
    if text.strip():
        stated[cls] = text.strip().lower()
    data["perf_precision"] = stated


def load_catalog(directory: Path | None = None, overlay: Overlay | None = None,
                 books: list | None = None) -> Catalog:
    """The catalogue in use (shipped, or a newer one the user installed) with the reseller's
    price books (app.io.pricebook; pass ``[]`` for none) and the user's overlay (pass
    ``Overlay()`` for none): an edited value wins over a price list's."""
    from app.io.pricebook.store import load_books_or_none
    from app.model.price_book import apply_books

    catalog = read_catalog(Path(directory or active_catalog_dir()))
    catalog = apply_books(catalog, load_books_or_none() if books is None else books)
    overlay = overlay if overlay is not None else Overlay.load()
    return overlay.apply(catalog)
