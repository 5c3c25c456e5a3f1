"""The time-of-use tariff on the Quote page: off (a flat price) or day and night prices with
the share of the work that may move to the night. Shifted work is not saved work: the kWh stay,
their price and carbon move (app.calc.tariff)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDoubleSpinBox, QFormLayout, QGroupBox

from app.model.tariff import Tariff
from app.ui.i18n import N
from app.ui.texts import Texts

CTX = "Quote"
#: (field, label, minimum, maximum, decimals, suffix, scale shown/stored)
FIELDS = (
    ("day_price_per_kwh", N(CTX, "Day price [per kWh]"), 0, 10, 4, "", 1),
    ("night_price_per_kwh", N(CTX, "Night price [per kWh]"), 0, 10, 4, "", 1),
    ("night_hours_per_day", N(CTX, "Night hours per day"), 1, 23, 1, " h", 1),
    ("flexible_share", N(CTX, "Work that may move to the night"), 0, 100, 0, " %", 100),
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
        self.spins: dict[str, tuple[QDoubleSpinBox, float]] = {}
        for field, text, lo, hi, dec, suffix, scale in FIELDS:
            box = QDoubleSpinBox()
            box.setRange(lo, hi)
            box.setDecimals(dec)
            box.setSuffix(suffix)
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self._edited)
            form.addRow(texts.label(text), box)
            self.spins[field] = (box, scale)
        self._tariff: Tariff | None = None
        self._flat_price = 0.0

    def set_tariff(self, tariff: Tariff | None, flat_price: float) -> None:
        """Show ``tariff`` (None: off) without emitting."""
        self._tariff, self._flat_price = tariff, flat_price
        self.blockSignals(True)
        self.setChecked(tariff is not None)
        self.blockSignals(False)
        shown = tariff or self._new()
        for field, (box, scale) in self.spins.items():
            box.blockSignals(True)
            box.setValue(getattr(shown, field) * scale)
            box.setEnabled(tariff is not None)
            box.blockSignals(False)

    def _new(self) -> Tariff:
        return Tariff(day_price_per_kwh=self._flat_price,
                      night_price_per_kwh=round(self._flat_price * NEW_NIGHT_SHARE, 4))

    def _toggled(self, on: bool) -> None:
        self.changed.emit(self._new() if on else None)

    def _edited(self) -> None:
        if self._tariff is None:
            return
        values = {field: box.value() / scale for field, (box, scale) in self.spins.items()}
        tariff = self._tariff.model_copy(update=values)
        if tariff != self._tariff:
            self.changed.emit(Tariff.model_validate(tariff.model_dump()))
