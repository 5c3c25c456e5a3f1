"""The money side of one option: installation, maintenance (an amount a year or a rate on list
capex), licences per GPU-year, quoted prices that replace the catalogue's, and the line discount.
Emits ``edited(text, update)`` like the option editor; the page makes it an undoable edit.

A price is the catalogue's or a quoted one, chosen explicitly: "catalogue"
shows the catalogue figure it uses, "quoted" takes any amount from 0 up, so a quoted price
of 0 (free GPUs) no longer means "the catalogue's"."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QWidget

from app.model import Option
from app.ui.i18n import N, T
from app.ui.number_field import NumberField, field_for
from app.ui.pages.option_box import OptionBox
from app.ui.texts import Texts

CTX = "Options"
MAINTENANCE = (("none", N(CTX, "none")), ("amount", N(CTX, "amount per year")),
               ("rate", N(CTX, "rate on list capex")))
PRICE_CHOICES = (("catalogue", N(CTX, "catalogue")), ("quoted", N(CTX, "quoted")))


class PriceChoice(QWidget):
    """"catalogue" (its price shown, not editable) or "quoted" (typed) for one price."""

    changed = Signal(object)  # the quoted price, or None for the catalogue's

    def __init__(self, field: str, parent=None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        # its width follows its items whenever they change (a new language's longer words, or
        # items that come after a first show while empty: that width was seven x's, "catalogu")
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.amount = field_for(Option, field, currency="EUR")
        row.addWidget(self.kind)
        row.addWidget(self.amount, 1)
        self._catalogue = 0.0
        self._quoted: float | None = None
        self.kind.activated.connect(self._kind)
        self.amount.committed.connect(self.changed)

    def show_price(self, quoted: float | None, catalogue: float | None, currency: str) -> None:
        """``catalogue`` None: the catalogue has no price ("price on request"); choosing
        "quoted" then opens the field for the price, and the option computes once it is typed."""
        self._quoted, self._catalogue = quoted, catalogue
        self.kind.blockSignals(True)
        self.kind.clear()
        for key, text in PRICE_CHOICES:
            self.kind.addItem(T(CTX, text), key)
        self.kind.setCurrentIndex(0 if quoted is None else 1)
        self.kind.blockSignals(False)
        self.amount.set_currency(currency)
        self.amount.setValue(catalogue if quoted is None else quoted)
        if quoted is None and catalogue is None:  # the field says so, never a 0
            self.amount.edit.setPlaceholderText(T(CTX, "price on request"))
        self.amount.edit.setEnabled(quoted is not None)
        tip = T(CTX, "in the catalogue: {price}").format(
            price=T(CTX, "price on request") if catalogue is None else self.amount.shown(catalogue))
        self.amount.edit.setToolTip(tip)
        self.kind.setToolTip(tip)

    def _kind(self) -> None:
        quoted = self.kind.currentData() == "quoted"
        if quoted and self._quoted is None and self._catalogue is None:  # nothing to start at
            self.amount.edit.setEnabled(True)
            self.amount.edit.setFocus()
            return
        if quoted != (self._quoted is not None):  # a quoted price starts at the catalogue's
            self.changed.emit(self._catalogue if quoted else None)


class OptionCosts(OptionBox):
    def __init__(self, texts: Texts, parent=None):
        super().__init__(texts, N(CTX, "Costs"), parent)
        form = QFormLayout(self)
        self.installation = field_for(Option, "installation", currency="EUR")
        self.maintenance_kind = QComboBox()
        self.maintenance = NumberField(2)
        self.licence = field_for(Option, "licence_per_gpu_year", currency="EUR")
        self.gpu_price = PriceChoice("gpu_price")
        self.server_price = PriceChoice("server_price")
        self.discount = field_for(Option, "discount", 1, scale=100, suffix=" %")
        rows = ((N(CTX, "Installation (one-off)"), self.installation),
                (N(CTX, "Maintenance"), self.maintenance_kind), ("", self.maintenance),
                (N(CTX, "Licence per GPU-year"), self.licence),
                (N(CTX, "GPU price (each)"), self.gpu_price),
                (N(CTX, "Server base price"), self.server_price),
                (N(CTX, "Line discount"), self.discount))
        for text, widget in rows:
            form.addRow(texts.form_label(text) if text else None, widget)
        self.widgets = [w for _t, w in rows]
        self.installation.committed.connect(lambda v: self._emit("installation", installation=v))
        self.licence.committed.connect(lambda v: self._emit("licence", licence_per_gpu_year=v))
        self.gpu_price.changed.connect(lambda v: self._emit("GPU price", gpu_price=v))
        self.server_price.changed.connect(lambda v: self._emit("server price", server_price=v))
        self.discount.committed.connect(lambda v: self._emit("discount", discount=v))
        self.maintenance_kind.activated.connect(lambda: self._maintenance(None))
        self.maintenance.committed.connect(self._maintenance)

    def show_option(self, o: Option | None, gpu_list_price: float = 0.0,
                    server_list_price: float = 0.0, currency: str = "EUR") -> None:
        """Show ``o``; the list prices are what "catalogue price" stands for."""
        self.option = o
        for w in self.widgets:
            w.blockSignals(True)
            w.setEnabled(o is not None)
        if o is not None:
            for money in (self.installation, self.licence):
                money.set_currency(currency)
            self.installation.setValue(o.installation)
            self.licence.setValue(o.licence_per_gpu_year)
            self.gpu_price.show_price(o.gpu_price, gpu_list_price, currency)
            self.server_price.show_price(o.server_price, server_list_price, currency)
            self.discount.setValue(o.discount)
            kind = _maintenance_kind(o)
            self.maintenance_kind.clear()
            for key, text in MAINTENANCE:
                self.maintenance_kind.addItem(T(CTX, text), key)
            self.maintenance_kind.setCurrentIndex(self.maintenance_kind.findData(kind))
            self._maintenance_box(kind, o, currency)
        for w in self.widgets:
            w.blockSignals(False)

    def _maintenance_box(self, kind: str, o: Option, currency: str) -> None:
        from app.model.ranges import field_bounds

        box = self.maintenance
        box.setEnabled(kind != "none")
        if kind == "rate":
            box.scale, box.suffix, box.digits, box.currency = 100, " %", 2, None
            box.set_bounds(field_bounds(Option, "maintenance_rate"))
            box.setValue(o.maintenance_rate or 0)
        else:
            box.scale, box.suffix, box.digits, box.currency = 1, "", 2, currency
            box.set_bounds(field_bounds(Option, "maintenance_per_year"))
            box.setValue(o.maintenance_per_year or 0)

    def _maintenance(self, value: float | None) -> None:
        """A new amount or rate (``value``), or the kind switched (None: it starts at zero)."""
        if self.option is None:
            return
        kind = self.maintenance_kind.currentData()
        if value is None:  # the kind was chosen: a new kind starts at zero
            if kind == _maintenance_kind(self.option):
                return
            value = 0.0
        update = {"maintenance_per_year": value if kind == "amount" else None,
                  "maintenance_rate": value if kind == "rate" else None}
        self._emit("maintenance", **update)


def _maintenance_kind(o: Option) -> str:
    return ("amount" if o.maintenance_per_year is not None else
            "rate" if o.maintenance_rate is not None else "none")
