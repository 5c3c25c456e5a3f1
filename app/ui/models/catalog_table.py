"""CatalogTableModel: the entries of one catalogue kind as rows, their plain fields as columns.

Edits are validated by pydantic through AppState.edit_catalog (Overlay + apply_edit); a refused
edit emits ``edit_refused`` with the reason and leaves the value as it was.
"""

from __future__ import annotations

import types
import typing

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont

from app.errors import CatalogError
from app.io.words.formatting import number
from app.io.words.labels import sourced
from app.io.words.number_text import NumberTextError, example, parse_number, show_number
from app.model.catalog import KINDS
from app.model.ranges import field_bounds
from app.text.in_language import siblings
from app.ui.i18n import T
from app.ui.models.catalog_fields import field_label
from app.ui.models.catalog_formats import (
    UNSTATED,
    UNSTATED_BRUSH,
    format_text,
    is_format_field,
    not_stated_text,
    parse_format_text,
    unstated_refused,
)
from app.ui.number_field import BOUND_REASONS, REASONS
from app.ui.plain_text import tooltip_text
from app.ui.refusals import problem_text

Index = QModelIndex | QPersistentModelIndex
EDITED_BRUSH = QBrush(QColor("#dbe9ff"))
SKIPPED = {"source", "confidence", "note", *siblings("source"), "provenance", "id"}
COL_ID = 0
CTX = "Catalogue"


def _plain(annotation) -> type | None:
    """float/int/str for a plain field (optional or literal too); None for lists, dicts, models."""
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType) and len(args) == 1:
        return _plain(args[0])
    if typing.get_origin(annotation) is typing.Literal:
        return str
    return annotation if annotation in (float, int, str) else None


def columns_for(kind: str, workload_ids: list[str]) -> list[tuple[str, type]]:
    """(field, type) per editable column; GPUs get one perf.<workload> column per class."""
    fields = [(name, _plain(f.annotation)) for name, f in KINDS[kind].model_fields.items()
              if name not in SKIPPED]
    cols = [(name, typ) for name, typ in fields if typ is not None]
    if kind == "gpus":  # (§12.1) the formats as text: "bf16, fp8"; "" unstated / not checked
        cols += [(f"perf.{w}", float) for w in workload_ids]
        cols += [(f"perf_precision.{w}", str) for w in workload_ids] + [("precisions", str)]
    return cols


class CatalogTableModel(QAbstractTableModel):
    edit_refused = Signal(str)

    def __init__(self, state, kind: str, parent=None):
        super().__init__(parent)
        self._state, self.kind = state, kind
        self._entries: list = []
        self._cols: list[tuple[str, type]] = []
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        catalog = self._state.catalog
        self._entries = list(catalog.kind(self.kind).values())
        self._cols = columns_for(self.kind, list(catalog.workloads))
        self.endResetModel()

    def field_at(self, index: Index) -> tuple[str, str] | None:
        """(entry id, field) of a value cell; None for the id and source columns."""
        if not index.isValid() or not 1 <= index.column() <= len(self._cols):
            return None
        return self._entries[index.row()].id, self._cols[index.column() - 1][0]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cols) + 2

    def _value(self, entry, field: str):
        if field.startswith("perf."):
            return entry.perf.get(field.split(".", 1)[1])
        if is_format_field(field):
            return format_text(entry, field)
        return getattr(entry, field)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        entry, col = self._entries[index.row()], index.column()
        if col == COL_ID:
            return entry.id if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole) else None
        if col == len(self._cols) + 1:
            if role == Qt.ItemDataRole.DisplayRole:
                return sourced(entry.confidence.value, entry.source, self._state.lang)
            return tooltip_text(entry.source) if role == Qt.ItemDataRole.ToolTipRole else None
        field, _typ = self._cols[col - 1]
        value = self._value(entry, field)
        edited = self._state.overlay.is_edited(self.kind, entry.id, field)
        unstated = self.kind == "gpus" and unstated_refused(self._state.catalog, entry, field)
        if role == Qt.ItemDataRole.DisplayRole:
            if unstated and field.startswith("perf_precision."):
                return not_stated_text()
            if isinstance(value, float):
                return number(value, 4, self._state.lang).rstrip("0").rstrip(".,")
            if value is None and field in ("price_eur", "base_price_eur"):  # never a 0
                return T(CTX, "price on request")
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.EditRole:  # typed back in the UI language (app.io.words.number_text)
            if isinstance(value, int | float) and not isinstance(value, bool):
                return show_number(value, self._state.lang, 0 if isinstance(value, int) else 6)
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.ForegroundRole and unstated:
            return UNSTATED_BRUSH
        if role == Qt.ItemDataRole.ToolTipRole:
            prov = entry.provenance_of(field)
            tip = tooltip_text(sourced(prov.confidence.value, prov.source, self._state.lang))
            return f"{T(CTX, UNSTATED)}\n{tip}" if unstated else tip
        if role == Qt.ItemDataRole.BackgroundRole and edited:
            return EDITED_BRUSH
        if role == Qt.ItemDataRole.FontRole and edited:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsEditable if self.field_at(index) else base

    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        where = self.field_at(index)
        if where is None or role != Qt.ItemDataRole.EditRole:
            return False
        entry_id, field = where
        typ = self._cols[index.column() - 1][1]
        try:
            parsed = self._parse(str(value), typ, field)
            self._state.edit_catalog(self.kind, entry_id, field, parsed)
        except CatalogError as exc:
            self.edit_refused.emit(problem_text(exc))
            return False
        except ValueError as exc:
            self.edit_refused.emit(T(CTX, "{field} = {value}: {reason}").format(
                field=field, value=str(value).strip(), reason=str(exc)))
            return False
        return True

    def _parse(self, text: str, typ: type, field: str):
        """The typed value in the UI language; ValueError with the reason in that language
        (a number out of the field's range is refused here, before pydantic words it)."""
        lang = self._state.lang
        if is_format_field(field):
            return parse_format_text(text, field)
        if typ is str:
            return text.strip()
        try:
            value = parse_number(text, lang, integer=typ is int)
        except NumberTextError as exc:
            raise ValueError(T("Numbers", REASONS[exc.code]).format(example=example(lang))) from None
        if value is None:
            return None
        if not field.startswith("perf."):
            problem = field_bounds(KINDS[self.kind], field).problem(value)
            if problem is not None:
                kind, bound = problem
                raise ValueError(T("Numbers", BOUND_REASONS[kind]).format(
                    bound=show_number(bound, lang, 6)))
        return int(value) if typ is int else value  # the state's catalog_changed reloads every catalogue table

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            return section + 1 if role == Qt.ItemDataRole.DisplayRole else None
        key = "id" if section == COL_ID else (
            self._cols[section - 1][0] if 0 < section <= len(self._cols) else None)
        if role in (Qt.ItemDataRole.UserRole, Qt.ItemDataRole.ToolTipRole):
            return key  # the field's key in the catalogue files (gpu-tco catalog, the TOML)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == len(self._cols) + 1:
            return T(CTX, "Source (confidence)")
        if key is None:
            return None
        return field_label(key, self._state.catalog.workloads, self._state.lang)

