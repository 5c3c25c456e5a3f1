"""The whole decision for one option (METHOD §11.5): its residual value at the horizon (M35),
financing a share of its capex (M36, the monthly payment shown from the results) or renting
instead of buying (M37, with a dated price preset per GPU from catalog/rentals.toml).

A rental is a sized candidate (Option's rule): switching it on clears financing, residual
value and fleet mode, and the baseline cannot be rented. Emits ``edited(text, update)`` like
the option editor; the page makes it an undoable edit.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit

from app.io.words.labels import confidence_text
from app.io.words.number_text import show_money
from app.model import Option
from app.model.decision import Financing, Rental
from app.ui.i18n import N, T, current_language
from app.ui.number_field import NumberField, field_for
from app.ui.pages.option_box import OptionBox
from app.ui.texts import Texts

CTX = "Options"
BILLING = (("reserved", N(CTX, "reserved: every hour of the year")),
           ("on_demand", N(CTX, "on demand: the busy hours only")))
#: financing: (field, label, decimals, suffix, scale, integer)
FINANCING = (("share", N(CTX, "Financed share"), 1, " %", 100, False),
             ("rate", N(CTX, "Interest rate per year"), 2, " %", 100, False),
             ("months", N(CTX, "Term [months]"), 0, "", 1, True))
#: rental numbers: (field, label, kind, decimals, suffix, scale, optional)
RENTAL = (("price_per_gpu_hour", N(CTX, "Price per GPU-hour"), "money", 4, "", 1, False),
          ("escalation", N(CTX, "Price escalation per year"), "number", 2, " %", 100, False),
          ("migration", N(CTX, "Migration cost (one-off)"), "money", 2, "", 1, False),
          ("upfront_fee", N(CTX, "Reservation fee upfront"), "money", 2, "", 1, False),
          ("fixed_per_year", N(CTX, "Fixed fees per year"), "money", 2, "", 1, False),
          ("provider_pue", N(CTX, "Provider's PUE"), "number", 2, "", 1, False),
          ("provider_carbon_kg_per_kwh", N(CTX, "Provider's CO₂ [kg/kWh]"),
           "number", 4, "", 1, True))
NEW_FINANCING = Financing(share=0.5, rate=0.06, months=36)  # a start, edited at once


def _label(texts: Texts, text: str) -> QLabel:
    """A short row label on one line: a wrapped label in this nested form got too little
    height on the Options page and was clipped."""
    label = texts.label(text)
    label.setWordWrap(False)
    return label



class _WrappedNote(QLabel):
    """A wrapped note that asks for the height its lines need at its width: the option
    editor's scroll area lays out by minimum sizes, which ignore a label's height-for-width,
    so a two-line Dutch note got one line (seen at 1280x800)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def _fit(self) -> None:
        need = self.heightForWidth(self.width()) if self.text() else 0
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

class OptionDecision(OptionBox):
    def __init__(self, texts: Texts, rental_presets: dict | None = None, parent=None):
        super().__init__(texts, N(CTX, "Residual value, financing, renting"), parent)
        self.presets = rental_presets or {}
        form = QFormLayout(self)
        self.residual = field_for(Option, "residual_fraction", 1, scale=100, suffix=" %")
        self.residual.committed.connect(lambda v: self._emit("residual value", residual_fraction=v))
        form.addRow(_label(texts, N(CTX, "Residual value at the horizon")), self.residual)
        self.residual_note = self._note()
        form.addRow(self.residual_note)
        self.financed = QCheckBox()
        texts.bind(self.financed.setText, N(CTX, "finance a share of the capex"))
        self.financed.clicked.connect(self._financed)
        form.addRow(self.financed)
        self.financing: dict[str, NumberField] = {}
        for field, text, digits, suffix, scale, integer in FINANCING:
            box = field_for(Financing, field, digits, scale=scale, suffix=suffix, integer=integer)
            box.committed.connect(lambda v, f=field: self._financing(f, v))
            form.addRow(_label(texts, text), box)
            self.financing[field] = box
        self.payment = self._note()
        form.addRow(self.payment)
        self.rented = QCheckBox()
        texts.bind(self.rented.setText, N(CTX, "rented instead of bought (cloud or GPU as a "
                                               "service)"))
        self.rented.clicked.connect(self._rented)
        form.addRow(self.rented)
        self.preset = QComboBox()
        self.preset.activated.connect(self._preset)
        form.addRow(_label(texts, N(CTX, "Price preset")), self.preset)
        self.preset_note = self._note()
        form.addRow(self.preset_note)
        self.billing = QComboBox()
        self.billing.activated.connect(
            lambda: self._rental("billing", billing=self.billing.currentData()))
        form.addRow(_label(texts, N(CTX, "Billing")), self.billing)
        self.rental: dict[str, NumberField] = {}
        for field, text, kind, digits, suffix, scale, optional in RENTAL:
            box = (field_for(Rental, field, digits, currency="EUR") if kind == "money" else
                   field_for(Rental, field, digits, scale=scale, suffix=suffix, optional=optional))
            if optional:
                texts.bind(box.set_none_text, N(CTX, "the site's grid intensity"))
            box.committed.connect(lambda v, f=field: self._rental(f, **{f: v}))
            form.addRow(_label(texts, text), box)
            self.rental[field] = box
        self.provider = QLineEdit(maxLength=120)
        self.provider.editingFinished.connect(
            lambda: self._rental_text("provider", self.provider.text()))
        form.addRow(_label(texts, N(CTX, "Provider")), self.provider)
        self.price_source = QLineEdit(maxLength=500)
        texts.bind(self.price_source.setPlaceholderText, N(CTX, "where the price comes from, dated"))
        self.price_source.editingFinished.connect(
            lambda: self._rental_text("price_source", self.price_source.text()))
        form.addRow(_label(texts, N(CTX, "Price source")), self.price_source)

    @staticmethod
    def _note() -> QLabel:
        label = _WrappedNote()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet("color: #555")
        return label

    # --- show an option --------------------------------------------------------------------
    def show_option(self, o: Option | None, result=None, currency: str = "EUR") -> None:
        self.option = o
        widgets = [self.residual, self.financed, self.rented, self.preset, self.billing,
                   self.provider, self.price_source, *self.financing.values(),
                   *self.rental.values()]
        for w in widgets:
            w.setEnabled(o is not None)
        if o is None:
            return
        rent, fin = o.rental, o.financing
        self.residual.setValue(o.residual_fraction)
        self.residual.setEnabled(rent is None)
        self.residual_note.setText(T(CTX, "A share of the capex without installation. No "
                                          "sourced resale figure for this GPU in the "
                                          "catalogue: an assumption unless quoted."))
        self.financed.setChecked(fin is not None)
        self.financed.setEnabled(rent is None and not o.baseline)  # the baseline is not bought
        for field, box in self.financing.items():
            box.setValue(getattr(fin or NEW_FINANCING, field))
            box.setEnabled(fin is not None)
        payment = getattr(result, "monthly_payment", None) if result is not None else None
        self.payment.setText("" if fin is None or payment is None else T(
            CTX, "Monthly payment: {amount}").format(
                amount=show_money(payment, currency, current_language())))
        self.payment.setVisible(bool(self.payment.text()))
        self.rented.setChecked(rent is not None)
        self.rented.setEnabled(not o.baseline)
        self._show_rental(o, rent, currency)

    def _show_rental(self, o: Option, rent: Rental | None, currency: str) -> None:
        shown = rent or self._new_rental(o)
        self.billing.clear()
        for key, text in BILLING:
            self.billing.addItem(T(CTX, text), key)
        self.billing.setCurrentIndex(self.billing.findData(shown.billing))
        for field, box in self.rental.items():
            if box.currency:
                box.set_currency(currency)
            box.setValue(getattr(shown, field))
        for edit, text in ((self.provider, shown.provider), (self.price_source, shown.price_source)):
            if edit.text() != text:
                edit.setText(text)
                edit.setCursorPosition(0)
        preset, lang = self.presets.get(o.gpu), current_language()
        self.preset.clear()
        self.preset.addItem(T(CTX, "none: the price typed"), "")
        if preset is not None:
            for key, text in BILLING:
                price = getattr(preset, f"{key}_per_gpu_hour")
                self.preset.addItem(f"{preset.name_in(lang)} ({preset.year}), "
                                    f"{T(CTX, text).split(':')[0]}: "
                                    f"{self.rental['price_per_gpu_hour'].shown(price)}", key)
                if (rent is not None and rent.billing == key and price == rent.price_per_gpu_hour
                        and preset.is_named_in(rent.price_source)):
                    self.preset.setCurrentIndex(self.preset.count() - 1)
        self.preset_note.setText(T(CTX, "No rental price preset for this GPU: enter the "
                                        "provider's price.") if preset is None else T(
            CTX, "{confidence}: {note} Source: {source}").format(
                confidence=confidence_text(preset.confidence.value, lang),
                note=preset.note_in(lang), source=preset.source_in(lang)))
        for w in [self.preset, self.billing, self.provider, self.price_source,
                  *self.rental.values()]:
            w.setEnabled(rent is not None)

    def _new_rental(self, o: Option) -> Rental:
        """The GPU's reserved preset when there is one, else a price to be typed over."""
        preset = self.presets.get(o.gpu)
        return (preset.rental("reserved", lang=current_language()) if preset is not None
                else Rental(price_per_gpu_hour=1.0))

    # --- edits -----------------------------------------------------------------------------
    def _financed(self, on: bool) -> None:
        self._emit("financing", financing=NEW_FINANCING.model_dump() if on else None)

    def _financing(self, field: str, value) -> None:
        fin = self.option.financing if self.option is not None else None
        if fin is not None:
            value = int(value) if field == "months" else value
            self._emit("financing", financing={**fin.model_dump(), field: value})

    def _rented(self, on: bool) -> None:
        if self.option is None:
            return
        if not on:
            self._emit("rental", rental=None)
            return
        self._emit("rental", rental=self._new_rental(self.option).model_dump(), financing=None,
                   residual_fraction=0.0, servers=None, utilization=None)

    def _rental(self, text: str, **update) -> None:
        rent = self.option.rental if self.option is not None else None
        if rent is not None:
            self._emit(f"rental {text}", rental={**rent.model_dump(), **update})

    def _rental_text(self, field: str, text: str) -> None:
        rent = self.option.rental if self.option is not None else None
        if rent is not None and getattr(rent, field) != text:
            self._rental(field, **{field: text})

    def _preset(self) -> None:
        """The preset's price for the chosen billing, with its dated source."""
        key = self.preset.currentData()
        preset = self.presets.get(self.option.gpu) if self.option is not None else None
        rent = self.option.rental if self.option is not None else None
        if not key or preset is None or rent is None:
            return
        chosen = preset.rental(key, rent.migration, current_language())
        self._rental("preset", price_per_gpu_hour=chosen.price_per_gpu_hour, billing=key,
                     price_source=chosen.price_source)
