"""The time-of-use tariff on the Quote page: off (a flat price) or day and night prices with
the share of the work that may move to the night. Shifted work is not saved work: the kWh stay,
their price and carbon move (app.calc.tariff)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox

from app.model.tariff import Tariff
from app.ui.i18n import N
from app.ui.number_field import NumberField, field_for
from app.ui.texts import Texts

CTX = "Quote"
#: (field, label, decimals at most, suffix, scale shown/stored); ranges from the Tariff model
FIELDS = (
    ("day_price_per_kwh", N(CTX, "Day price [per kWh]"), 4, "", 1),
    ("night_price_per_kwh", N(CTX, "Night price [per kWh]"), 4, "", 1),
    ("night_hours_per_day", N(CTX, "Night hours per day"), 1, " h", 1),
    ("flexible_share", N(CTX, "Work that may move to the night"), 1, " %", 100),
)
#: A new tariff starts from the flat price: night at this share of it (editable at once).
NEW_NIGHT_SHARE = 0.6


class TariffBox(QGroupBox):
    """Emits ``changed`` with the new Tariff, or None when the tariff is switched off."""

    changed = Signal(object)

    def __init__(self, texts: Texts, parent=None):
        super().__init__(parent)
        texts.bind(self.setTitle, N(CTX, "Time-of-use tariff"))
        self.setCheckable(True)
        self.toggled.connect(self._toggled)
        form = QFormLayout(self)
        self.fields: dict[str, NumberField] = {}
        for field, text, digits, suffix, scale in FIELDS:
            box = field_for(Tariff, field, digits, scale=scale, suffix=suffix)
            box.committed.connect(lambda v, f=field: self._edited(f, v))
            form.addRow(texts.label(text), box)
            self.fields[field] = box
        self._tariff: Tariff | None = None
        self._flat_price = 0.0

    def set_tariff(self, tariff: Tariff | None, flat_price: float) -> None:
        """Show ``tariff`` (None: off) without emitting."""
        self._tariff, self._flat_price = tariff, flat_price
        self.blockSignals(True)
        self.setChecked(tariff is not None)
        self.blockSignals(False)
        shown = tariff or self._new()
        for field, box in self.fields.items():
            box.setValue(getattr(shown, field))
            box.setEnabled(tariff is not None)

    def _new(self) -> Tariff:
        return Tariff(day_price_per_kwh=self._flat_price,
                      night_price_per_kwh=round(self._flat_price * NEW_NIGHT_SHARE, 4))

    def _toggled(self, on: bool) -> None:
        self.changed.emit(self._new() if on else None)

    def _edited(self, field: str, value: float) -> None:
        if self._tariff is None:
            return
        tariff = self._tariff.model_copy(update={field: value})
        if tariff != self._tariff:
            self.changed.emit(Tariff.model_validate(tariff.model_dump()))
