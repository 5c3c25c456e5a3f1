"""Investment allowances on the Quote page (METHOD §12.3, M42), "Tax allowances" / "Fiscale
regelingen": the business's profit tax rate and other investments of the year, and the
allowances it may claim, each from a dated preset of its region (catalog/allowances.toml) with
its source shown. Off (the default): no allowance, the figures as without M42.

Which option qualifies is confirmed per option in the option editor: listing an allowance here
assumes nothing. Every number is a NumberField: typed in the UI language, refused in place.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from app.model.allowance import Allowance, TaxPosition
from app.text.in_language import text_in
from app.ui.i18n import N, T, current_language
from app.ui.number_field import NumberField, field_for
from app.ui.pages.optional_box import OptionalBox, preset_note, preset_said
from app.ui.texts import Texts

CTX = "Quote"


class TaxBox(OptionalBox):
    """Emits ``changed`` with the new TaxPosition, or None when switched off. ``presets``:
    (allowance presets by id, profit tax presets by id)."""

    model = TaxPosition

    def __init__(self, texts: Texts, presets: tuple[dict, dict] = ({}, {}), parent=None):
        super().__init__(texts, N(CTX, "Tax allowances (off: none)"), parent)
        self.allowance_presets, self.tax_presets = presets
        form = QFormLayout(self)
        self.tax_preset = QComboBox()
        self.tax_preset.activated.connect(self._tax_preset)
        form.addRow(texts.label(N(CTX, "Profit tax preset")), self.tax_preset)
        self.rate = field_for(TaxPosition, "profit_tax_rate", 2, scale=100, suffix=" %")
        self.rate.committed.connect(lambda v: self._emit(profit_tax_rate=v,
                                                         profit_tax_source="quote input"))
        form.addRow(texts.label(N(CTX, "Profit tax rate")), self.rate)
        self.other = field_for(TaxPosition, "other_investments_year", currency="EUR")
        self.other.committed.connect(lambda v: self._emit(other_investments_year=v))
        form.addRow(texts.label(N(CTX, "Other investments of the year")), self.other)
        self.add = QComboBox()
        self.add.activated.connect(self._add)
        form.addRow(texts.label(N(CTX, "Add an allowance")), self.add)
        self.note = preset_note()
        form.addRow(self.note)
        self.list = QWidget()
        self.grid = QGridLayout(self.list)
        self.grid.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.list)
        self.rows: list[tuple[QLabel, NumberField, QPushButton]] = []
        form.addRow(texts.label(N(CTX, "Confirm per option, in the option editor, that the "
                                       "equipment qualifies.")))

    # --- from the quote --------------------------------------------------------------------
    def set_tax(self, tax: TaxPosition | None) -> None:
        """Show ``tax`` (None: off) without emitting."""
        shown = self._show_part(tax)
        self.rate.setValue(shown.profit_tax_rate)
        self.other.setValue(shown.other_investments_year)
        lang = current_language()
        self._fill_presets(shown, lang)
        self._fill_rows(shown, lang)
        for w in (self.rate, self.other, self.add, self.tax_preset, self.list):
            w.setEnabled(tax is not None)

    def _fill_presets(self, tax: TaxPosition, lang: str) -> None:
        for combo in (self.tax_preset, self.add):
            combo.blockSignals(True)
            combo.clear()
        self.tax_preset.addItem(T(CTX, "choose a preset…"), "")
        current = 0
        for i, p in enumerate(self.tax_presets.values(), start=1):
            self.tax_preset.addItem(f"{p.region}: {p.name_in(lang)}", p.id)
            if tax.profit_tax_source in p.citations():
                current = i
        self.tax_preset.setCurrentIndex(current)
        self.add.addItem(T(CTX, "choose a preset…"), "")
        have = {a.id for a in tax.allowances}
        for p in self.allowance_presets.values():
            if p.id not in have:
                self.add.addItem(f"{p.region}: {p.name_in(lang)}", p.id)
        for combo in (self.tax_preset, self.add):
            combo.blockSignals(False)
        chosen = next((self.tax_presets[k] for k in self.tax_presets
                       if self.tax_presets[k].citation("en") == tax.profit_tax_source), None)
        self.note.setText("" if chosen is None else preset_said(chosen, lang))
        self.note.setVisible(chosen is not None)

    def _fill_rows(self, tax: TaxPosition, lang: str) -> None:
        for widgets in self.rows:
            for w in widgets:
                self.grid.removeWidget(w)
                w.deleteLater()
        self.rows = []
        for i, a in enumerate(tax.allowances):
            label = QLabel(a.name_in(lang))
            label.setWordWrap(True)
            label.setToolTip(text_in(a, "source", lang))
            share = field_for(Allowance, "share", 1, scale=100, suffix=" %")
            share.setValue(a.share)
            share.setToolTip(T(CTX, "eligible share of the option's capex"))
            share.committed.connect(lambda v, k=i: self._share(k, v))
            remove = QPushButton("✕")
            remove.setToolTip(T(CTX, "Remove this allowance"))
            remove.setMaximumWidth(32)
            remove.clicked.connect(lambda _c=False, k=i: self._remove(k))
            for col, w in enumerate((label, share, remove)):
                self.grid.addWidget(w, i, col, Qt.AlignmentFlag.AlignTop)
            self.rows.append((label, share, remove))

    def _new(self) -> TaxPosition:
        return TaxPosition(profit_tax_rate=0.0)

    # --- to the quote ----------------------------------------------------------------------
    def _tax_preset(self) -> None:
        p = self.tax_presets.get(self.tax_preset.currentData() or "")
        if p is not None:
            self._emit(profit_tax_rate=p.rate, profit_tax_source=p.citation("en"))

    def _add(self) -> None:
        p = self.allowance_presets.get(self.add.currentData() or "")
        if p is not None and self._part is not None:
            self._emit(allowances=[*self._part.allowances, p.allowance()])

    def _share(self, index: int, value: float) -> None:
        items = list(self._part.allowances)
        items[index] = items[index].model_copy(update={"share": value})
        self._emit(allowances=items)

    def _remove(self, index: int) -> None:
        self._emit(allowances=[a for i, a in enumerate(self._part.allowances) if i != index])


def tax_presets(page) -> tuple[dict, dict]:
    """The allowance and profit tax presets; a broken presets file is said on ``page`` (its
    ``_preset_error``), the page still works."""
    from app.errors import AppError
    from app.io.catalog.presets import load_allowance_presets, load_profit_tax_presets
    from app.ui.refusals import problem_text

    try:
        return load_allowance_presets(), load_profit_tax_presets()
    except AppError as exc:
        page._preset_error = problem_text(exc)
        return {}, {}
