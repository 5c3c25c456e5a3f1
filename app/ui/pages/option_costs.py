"""The money side of one option: installation, maintenance (an amount a year or a rate on list
capex), licences per GPU-year, quoted prices that replace the catalogue's, and the line discount.
Emits ``edited(text, update)`` like the option editor; the page makes it an undoable edit."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox

from app.model import Option
from app.ui.i18n import N, T
from app.ui.texts import Texts

CTX = "Options"
MAINTENANCE = (("none", N(CTX, "none")), ("amount", N(CTX, "amount per year")),
               ("rate", N(CTX, "rate on list capex")))


def _money(special: str = "") -> QDoubleSpinBox:
    box = QDoubleSpinBox(minimum=0, maximum=1e9, decimals=2)
    box.setKeyboardTracking(False)
    box.setGroupSeparatorShown(True)
    if special:
        box.setSpecialValueText(special)
    return box


class OptionCosts(QGroupBox):
    edited = Signal(str, dict)

    def __init__(self, texts: Texts, parent=None):
        super().__init__(parent)
        texts.bind(self.setTitle, N(CTX, "Costs"))
        self.option: Option | None = None
        form = QFormLayout(self)
        self.installation = _money()
        self.maintenance_kind = QComboBox()
        self.maintenance = _money()
        self.licence = _money()
        self.gpu_price = _money()
        self.server_price = _money()
        self.discount = QDoubleSpinBox(minimum=0, maximum=99, decimals=1, suffix=" %")
        self.discount.setKeyboardTracking(False)
        rows = ((N(CTX, "Installation (one-off)"), self.installation),
                (N(CTX, "Maintenance"), self.maintenance_kind), ("", self.maintenance),
                (N(CTX, "Licence per GPU-year"), self.licence),
                (N(CTX, "Quoted GPU price (0: catalogue)"), self.gpu_price),
                (N(CTX, "Quoted server base price (0: catalogue)"), self.server_price),
                (N(CTX, "Line discount"), self.discount))
        for text, widget in rows:
            form.addRow(texts.label(text) if text else None, widget)
        self.widgets = [w for _t, w in rows]
        self.installation.valueChanged.connect(lambda v: self._emit("installation", installation=v))
        self.licence.valueChanged.connect(lambda v: self._emit("licence",
                                                                licence_per_gpu_year=v))
        self.gpu_price.valueChanged.connect(lambda v: self._emit("GPU price", gpu_price=v or None))
        self.server_price.valueChanged.connect(lambda v: self._emit("server price",
                                                                     server_price=v or None))
        self.discount.valueChanged.connect(lambda v: self._emit("discount", discount=v / 100))
        self.maintenance_kind.activated.connect(self._maintenance)
        self.maintenance.valueChanged.connect(self._maintenance)

    def show_option(self, o: Option | None) -> None:
        self.option = o
        for w in self.widgets:
            w.blockSignals(True)
            w.setEnabled(o is not None)
        if o is not None:
            self.installation.setValue(o.installation)
            self.licence.setValue(o.licence_per_gpu_year)
            self.gpu_price.setValue(o.gpu_price or 0)
            self.server_price.setValue(o.server_price or 0)
            self.discount.setValue(o.discount * 100)
            kind = ("amount" if o.maintenance_per_year is not None else
                    "rate" if o.maintenance_rate is not None else "none")
            self.maintenance_kind.clear()
            for key, text in MAINTENANCE:
                self.maintenance_kind.addItem(T(CTX, text), key)
            self.maintenance_kind.setCurrentIndex(self.maintenance_kind.findData(kind))
            self._maintenance_box(kind, o)
        for w in self.widgets:
            w.blockSignals(False)

    def _maintenance_box(self, kind: str, o: Option) -> None:
        box = self.maintenance
        box.setEnabled(kind != "none")
        if kind == "rate":
            box.setDecimals(2)
            box.setRange(0, 100)
            box.setSuffix(" %")
            box.setValue((o.maintenance_rate or 0) * 100)
        else:
            box.setDecimals(2)
            box.setRange(0, 1e9)
            box.setSuffix("")
            box.setValue(o.maintenance_per_year or 0)

    def _maintenance(self) -> None:
        kind, value = self.maintenance_kind.currentData(), self.maintenance.value()
        if self.option is None:
            return
        current = ("amount" if self.option.maintenance_per_year is not None else
                   "rate" if self.option.maintenance_rate is not None else "none")
        if kind != current:  # switching the kind starts it at zero
            value = 0.0
        update = {"maintenance_per_year": value if kind == "amount" else None,
                  "maintenance_rate": value / 100 if kind == "rate" else None}
        self._emit("maintenance", **update)

    def _emit(self, text: str, **update) -> None:
        if self.option is not None:
            self.edited.emit(text, update)
