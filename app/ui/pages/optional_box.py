"""The common base of the Quote page's switchable parts (the time-of-use tariff, the energy bill
in components, the tax allowances): a checkable group whose tick says whether the quote has the
part, and the dated preset's line two of them show.

Why a base class: the three boxes wrote out the same contract (shown without emitting; a tick
starts a new part, an untick removes it; an edit replaces the part only when it changes), the
same rows of number fields and the same sourced preset line; the Quote page relies on that
contract when it turns ``changed`` into one undoable edit, so it is now written once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel

from app.io.words.labels import confidence_text
from app.ui.i18n import T
from app.ui.number_field import NumberField, field_for
from app.ui.texts import Texts

CTX = "Quote"


class OptionalBox(QGroupBox):
    """Emits ``changed`` with the new part (an instance of ``model``) or None when switched off.
    A subclass sets ``model`` and says in ``_new`` what a tick starts from; ``title`` is marked
    for translation in its context."""

    changed = Signal(object)
    #: the part's pydantic class (Tariff, EnergyBill, TaxPosition)
    model: Any

    def __init__(self, texts: Texts, title: str, parent=None):
        super().__init__(parent)
        texts.bind(self.setTitle, title)
        self.setCheckable(True)
        self.setChecked(False)  # off until the quote is shown
        self.toggled.connect(self._toggled)
        self._part: Any = None
        #: the part's number fields by field name (``_number_rows``)
        self.fields: dict[str, NumberField] = {}

    def _number_rows(self, form: QFormLayout, texts: Texts, fields) -> None:
        """A labelled NumberField in ``form`` per (field, label, decimals at most, suffix, scale
        shown/stored) of ``fields``, its range from ``model``; a committed value is an edit."""
        for field, text, digits, suffix, scale in fields:
            box = field_for(self.model, field, digits, scale=scale, suffix=suffix)
            box.committed.connect(lambda v, f=field: self._emit(**{f: v}))
            form.addRow(texts.label(text), box)
            self.fields[field] = box

    def _show_part(self, part):
        """Keep ``part`` (None: off), tick the box to match and show its number fields, without
        emitting; returns the part shown (when off, the figures a tick would start from)."""
        self._part = part
        self.blockSignals(True)
        self.setChecked(part is not None)
        self.blockSignals(False)
        shown = part if part is not None else self._new()
        for field, box in self.fields.items():
            box.setValue(getattr(shown, field))
        return shown

    def _new(self):
        """The part a tick starts from."""
        raise NotImplementedError

    def _toggled(self, on: bool) -> None:
        self.changed.emit(self._new() if on else None)

    def _emit(self, **update) -> None:
        """The shown part with ``update``, validated by ``model``; emitted only when it differs
        (nothing while the part is off)."""
        if self._part is None:
            return
        part = self.model.model_validate({**self._part.model_dump(), **update})
        if part != self._part:
            self.changed.emit(part)


def preset_note() -> QLabel:
    """The grey line under a preset choice that says where the chosen preset comes from."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet("color: #555")
    return label


def preset_said(preset, lang: str) -> str:
    """A dated preset (a region's bill, a profit tax rate) with its confidence, note and source
    in ``lang``, for ``preset_note``."""
    return T(CTX, "{name} ({year}), {confidence}: {note} Source: {source}").format(
        name=preset.name_in(lang), year=preset.year,
        confidence=confidence_text(preset.confidence.value, lang),
        note=preset.note_in(lang), source=preset.source_in(lang))
