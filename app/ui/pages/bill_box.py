"""The energy bill in components on the Quote page (METHOD §11.4, M19a-M19c): off, the site's
all-in price (the default); on, an energy price without the banded tax, the energy tax in
bands on the site's yearly kWh (the rest of the site's consumption fills the lower bands), and
a grid capacity charge per kW a month on the peak. A dated preset per region
(catalog/bills.toml) fills the bands, levies and capacity charge; its source is shown.

Every number is a NumberField: typed in the UI language, refused in place with the reason.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.model.decision import MAX_BANDS, EnergyBill, TaxBand
from app.ui.i18n import N, T, current_language
from app.ui.number_field import NumberField, field_for
from app.ui.pages.optional_box import OptionalBox, preset_note, preset_said
from app.ui.texts import Texts

CTX = "Quote"
#: (field, label, decimals at most, suffix, scale shown/stored)
FIELDS = (
    ("energy_price_per_kwh", N(CTX, "Energy price without the banded tax [per kWh]"), 5, "", 1),
    ("site_kwh_per_year", N(CTX, "Rest of the site's consumption [kWh/year]"), 0, "", 1),
    ("tax_escalation", N(CTX, "Energy tax escalation per year"), 2, " %", 100),
    ("capacity_price_per_kw_month", N(CTX, "Grid capacity charge [per kW a month]"), 4, "", 1),
    ("capacity_escalation", N(CTX, "Capacity charge escalation per year"), 2, " %", 100),
)
#: a band's columns: (field, header, decimals at most)
BAND_COLUMNS = (("from_kwh", N(CTX, "From [kWh/year]"), 0), ("to_kwh", N(CTX, "To [kWh/year]"), 0),
                ("per_kwh", N(CTX, "Tax [per kWh]"), 5))


def band_problem(bands: list[TaxBand]) -> tuple[int, str] | None:
    """(band index, reason in the UI language) of the first band EnergyBill would refuse."""
    top = 0.0
    for i, b in enumerate(bands):
        if b.to_kwh is not None and b.to_kwh <= b.from_kwh:
            return i, T(CTX, "band {n}: the upper limit must be above its lower limit").format(
                n=i + 1)
        if b.from_kwh < top:
            return i, T(CTX, "band {n} starts inside the band before it").format(n=i + 1)
        if b.to_kwh is None and i != len(bands) - 1:
            return i, T(CTX, "band {n}: only the last band may have no upper limit").format(
                n=i + 1)
        top = b.to_kwh if b.to_kwh is not None else top
    return None


class BandTable(QWidget):
    """The tax bands as rows of number fields; emits ``changed`` with a valid band list."""

    changed = Signal(list)

    def __init__(self, texts: Texts, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        for col, (_f, header, _d) in enumerate(BAND_COLUMNS):
            self.grid.addWidget(texts.label(header), 0, col)
        self.add = texts.button(N(CTX, "Add a band"))
        self.add.clicked.connect(self._add)
        self.rows: list[tuple[dict[str, NumberField], QPushButton]] = []
        self._bands: list[TaxBand] = []

    def set_bands(self, bands: list[TaxBand]) -> None:
        self._bands = list(bands)
        while len(self.rows) < len(bands):
            self._new_row()
        while len(self.rows) > len(bands):
            fields, remove = self.rows.pop()
            for w in [*fields.values(), remove]:
                self.grid.removeWidget(w)
                w.deleteLater()
        for (fields, _r), band in zip(self.rows, bands):
            for name, box in fields.items():
                box.setValue(getattr(band, name))
        self.grid.removeWidget(self.add)
        self.grid.addWidget(self.add, len(self.rows) + 1, 0, 1, 2)
        self.add.setEnabled(len(bands) < MAX_BANDS)

    def _new_row(self) -> None:
        row = len(self.rows)
        fields = {}
        for col, (name, _h, digits) in enumerate(BAND_COLUMNS):
            box = field_for(TaxBand, name, digits, optional=name == "to_kwh")
            if name == "to_kwh":
                box.set_none_text(T(CTX, "no upper limit"))
            box.committed.connect(lambda v, r=row, f=name: self._edited(r, f, v))
            self.grid.addWidget(box, row + 1, col, Qt.AlignmentFlag.AlignTop)
            fields[name] = box
        remove = QPushButton("✕")
        remove.setToolTip(T(CTX, "Remove this band"))
        remove.setMaximumWidth(32)
        remove.clicked.connect(lambda _c=False, r=row: self._remove(r))
        self.grid.addWidget(remove, row + 1, len(BAND_COLUMNS), Qt.AlignmentFlag.AlignTop)
        self.rows.append((fields, remove))

    def _edited(self, row: int, field: str, value) -> None:
        if row >= len(self._bands):
            return
        bands = list(self._bands)
        bands[row] = bands[row].model_copy(update={field: value})
        problem = band_problem(bands)
        if problem is not None:
            self.rows[row][0][field].setValue(getattr(self._bands[row], field))
            self.rows[row][0][field].refuse(problem[1], self.shown(value, row, field))
            return
        self.changed.emit(bands)

    def shown(self, value, row: int, field: str) -> str:
        return self.rows[row][0][field].shown(value)

    def _add(self) -> None:
        """A new band from the last band's upper limit (or 0) up, without upper limit; the
        last band gets one (twice its start) when it had none."""
        bands = list(self._bands)
        start = 0.0
        if bands:
            last = bands[-1]
            top = last.to_kwh if last.to_kwh is not None else max(2 * last.from_kwh, 1000.0)
            bands[-1] = last.model_copy(update={"to_kwh": top})
            start = top
        bands.append(TaxBand(from_kwh=start, to_kwh=None,
                             per_kwh=bands[-1].per_kwh if bands else 0.0))
        self.changed.emit(bands)

    def _remove(self, row: int) -> None:
        bands = [b for i, b in enumerate(self._bands) if i != row]
        if bands and row == len(self._bands) - 1:
            bands[-1] = bands[-1].model_copy(update={"to_kwh": None})  # the top stays open
        self.changed.emit(bands)


class BillBox(OptionalBox):
    """Emits ``changed`` with the new EnergyBill, or None when switched back to the all-in
    price. ``presets``: {region id: BillPreset}."""

    model = EnergyBill

    def __init__(self, texts: Texts, presets: dict | None = None, parent=None):
        super().__init__(texts, N(CTX, "Energy bill in components (off: the all-in price)"),
                         parent)
        self.presets = presets or {}
        form = QFormLayout(self)
        self.preset = QComboBox()
        self.preset.activated.connect(self._preset)
        form.addRow(texts.label(N(CTX, "Preset by region")), self.preset)
        self.preset_note = preset_note()
        form.addRow(self.preset_note)
        self._number_rows(form, texts, FIELDS)
        self.escalation_note = texts.label(N(
            CTX, "The energy price escalates with the site's price escalation."))
        self.escalation_note.setStyleSheet("color: #555")
        form.insertRow(3, self.escalation_note)
        form.insertRow(4, texts.label(N(CTX, "<b>Energy tax by consumption band</b>")))
        self.bands = BandTable(texts)
        self.bands.changed.connect(lambda bands: self._emit(tax_bands=bands))
        form.insertRow(5, self.bands)
        self.source = QLineEdit()
        self.source.setMaxLength(500)
        texts.bind(self.source.setPlaceholderText, N(CTX, "where the rates come from, dated"))
        self.source.editingFinished.connect(self._source)
        form.addRow(texts.label(N(CTX, "Source of the rates")), self.source)
        self._all_in = 0.0

    # --- from the quote --------------------------------------------------------------------
    def set_bill(self, bill: EnergyBill | None, all_in_price: float) -> None:
        """Show ``bill`` (None: off, the all-in price) without emitting."""
        self._all_in = all_in_price
        shown = self._show_part(bill)
        self.bands.set_bands(shown.tax_bands)
        if self.source.text() != shown.source:
            self.source.setText(shown.source)
            self.source.setCursorPosition(0)
        self._fill_presets(shown)
        for w in [*self.fields.values(), self.bands, self.source, self.preset]:
            w.setEnabled(bill is not None)

    def _fill_presets(self, bill: EnergyBill) -> None:
        self.preset.blockSignals(True)
        self.preset.clear()
        self.preset.addItem(T(CTX, "choose a preset…"), "")
        current, applied, lang = 0, self._applied(bill), current_language()
        for i, (region, p) in enumerate(sorted(self.presets.items()), start=1):
            self.preset.addItem(f"{region}: {p.name_in(lang)} ({p.year})", region)
            if p is applied:
                current = i
        self.preset.setCurrentIndex(current)
        self.preset.blockSignals(False)
        chosen = self.presets.get(self.preset.currentData() or "")
        self.preset_note.setText("" if chosen is None else preset_said(chosen, lang))
        self.preset_note.setVisible(chosen is not None)

    def _new(self) -> EnergyBill:
        """A new bill at the all-in price with no tax and no capacity charge: the figures stay
        as they were until the user splits the price."""
        return EnergyBill(energy_price_per_kwh=self._all_in)

    # --- to the quote ----------------------------------------------------------------------
    def _source(self) -> None:
        if self._part is not None and self.source.text() != self._part.source:
            self._emit(source=self.source.text())

    def _applied(self, bill: EnergyBill):
        """The preset ``bill`` came from (its source starts with the preset's name and year)."""
        return next((p for p in self.presets.values() if p.is_named_in(bill.source)), None)

    def _preset(self) -> None:
        """The chosen region's bands, levies and capacity charge; the energy price entered
        stays and gets the preset's flat levies added (a preset chosen before has its levies
        taken off first, so they are never added twice); the site's other kWh stay."""
        preset, shown = self.presets.get(self.preset.currentData() or ""), self._part
        if shown is None or preset is None:
            return
        price, before = shown.energy_price_per_kwh, self._applied(shown)
        if before is not None and price >= before.levy_per_kwh:
            price -= before.levy_per_kwh
        bill = preset.bill(price, shown.site_kwh_per_year, current_language())
        self.changed.emit(bill.model_copy(update={
            "tax_escalation": shown.tax_escalation,
            "capacity_escalation": shown.capacity_escalation}))
