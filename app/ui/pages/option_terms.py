"""An option's warranty (METHOD M41) and the investment allowances whose eligibility the user
confirmed for it (M42), in the option editor.

The warranty field left empty takes the server row's standard warranty; after it the server
row's support rate applies unless the Costs box gives a maintenance amount or rate. An
allowance is never assumed: each one the quote lists (Quote page, "Tax allowances") gets a
check box here, off until the user confirms the equipment qualifies.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from app.model import Option
from app.text.in_language import text_in
from app.ui.i18n import N, T
from app.ui.number_field import field_for
from app.ui.pages.option_box import OptionBox
from app.ui.texts import Texts

CTX = "Options"


class OptionTerms(OptionBox):
    """Emits ``edited(text, update)`` like the option editor's other boxes."""

    def __init__(self, texts: Texts, parent=None):
        super().__init__(texts, N(CTX, "Warranty and tax allowances"), parent)
        form = QFormLayout(self)
        self.warranty = field_for(Option, "warranty_years", 0, optional=True, integer=True)
        self.warranty.committed.connect(self._warranty)
        form.addRow(texts.form_label(N(CTX, "Warranty [years]")), self.warranty)
        self.support = QLabel()
        self.support.setWordWrap(True)
        self.support.setStyleSheet("color: #555")
        form.addRow(self.support)
        self.checks_box = QWidget()
        self.checks = QVBoxLayout(self.checks_box)
        self.checks.setContentsMargins(0, 0, 0, 0)
        form.addRow(texts.form_label(N(CTX, "Eligibility confirmed")), self.checks_box)
        self.boxes: dict[str, QCheckBox] = {}

    def show_option(self, option: Option | None, server=None, tax=None, lang: str = "en") -> None:
        """Show ``option``; ``server``: its catalogue row; ``tax``: the quote's TaxPosition."""
        self.option = option
        bought = option is not None and not option.baseline and option.rental is None
        self.setVisible(bought)
        if not bought:
            return
        w = server.warranty_years if server is not None else None
        self.warranty.set_none_text(T(CTX, "the server's: {years}").format(
            years=w if w is not None else 0))
        self.warranty.blockSignals(True)
        self.warranty.setValue(option.warranty_years)
        self.warranty.blockSignals(False)
        rate = server.support_rate if server is not None else None
        entered = option.maintenance_per_year is not None or option.maintenance_rate is not None
        self.support.setText(
            T(CTX, "Maintenance: the amount or rate under Costs, every year.") if entered else
            T(CTX, "Maintenance: none given (0 is used; flagged while the baseline pays "
                   "maintenance).") if rate is None else
            T(CTX, "Maintenance: {rate} of the list capex a year after the warranty (the "
                   "server's support rate, an assumption).").format(rate=f"{rate * 100:g} %"))
        self._fill_checks(option, tax, lang)

    def _fill_checks(self, option: Option, tax, lang: str) -> None:
        for box in self.boxes.values():
            self.checks.removeWidget(box)
            box.deleteLater()
        self.boxes = {}
        allowances = tax.allowances if tax is not None else []
        for a in allowances:
            box = QCheckBox(a.name_in(lang))
            box.setToolTip(text_in(a, "source", lang))
            box.setChecked(a.id in option.allowances)
            box.toggled.connect(lambda on, i=a.id: self._allowance(i, on))
            self.checks.addWidget(box)
            self.boxes[a.id] = box
        self.checks_box.setVisible(bool(allowances))

    def _warranty(self, value) -> None:
        self._emit("warranty", warranty_years=None if value is None else int(value))

    def _allowance(self, allowance_id: str, on: bool) -> None:
        if self.option is None:
            return
        ids = [a for a in self.option.allowances if a != allowance_id]
        if on:
            ids.append(allowance_id)
        self._emit("allowances", allowances=ids)
