"""The time-of-use tariff on the Quote page: off (a flat price) or day and night prices with
the share of the work that may move to the night. Shifted work is not saved work: the kWh stay,
their price and carbon move (app.calc.tariff)."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout

from app.model.tariff import Tariff
from app.ui.i18n import N
from app.ui.pages.optional_box import OptionalBox
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


class TariffBox(OptionalBox):
    """Emits ``changed`` with the new Tariff, or None when the tariff is switched off."""

    model = Tariff

    def __init__(self, texts: Texts, parent=None):
        super().__init__(texts, N(CTX, "Time-of-use tariff"), parent)
        self._number_rows(QFormLayout(self), texts, FIELDS)
        self._flat_price = 0.0

    def set_tariff(self, tariff: Tariff | None, flat_price: float) -> None:
        """Show ``tariff`` (None: off) without emitting."""
        self._flat_price = flat_price
        self._show_part(tariff)
        for box in self.fields.values():
            box.setEnabled(tariff is not None)

    def _new(self) -> Tariff:
        return Tariff(day_price_per_kwh=self._flat_price,
                      night_price_per_kwh=round(self._flat_price * NEW_NIGHT_SHARE, 4))
