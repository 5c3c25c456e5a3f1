"""The Quote page: customer, site assumptions and workload. Every change is one undoable edit."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QWidget,
)

from app.errors import AppError
from app.model import Site, WorkloadSpec
from app.model.provenance import region_market_values, region_values
from app.model.quote import Commercial, Quote
from app.model.ranges import Bounds
from app.text.languages import base
from app.ui.elided_combo import ElidedCombo
from app.ui.form_labels import keep_form_labels_whole
from app.ui.format_choice import FormatChoice
from app.ui.i18n import N, T
from app.ui.number_field import NumberField, field_for
from app.ui.pages.bill_box import BillBox
from app.ui.pages.tariff_box import TariffBox
from app.ui.pages.tax_box import TaxBox, tax_presets
from app.ui.refusals import problem_text
from app.ui.texts import Texts

CTX = "Quote"
#: (field, label, decimals at most, suffix, scale shown/stored, optional: empty = none)
SITE_FIELDS = (
    ("energy_price_per_kwh", N(CTX, "Energy price [per kWh, excl. VAT]"), 4, "", 1, False),
    ("price_escalation", N(CTX, "Price escalation per year"), 2, " %", 100, False),
    ("carbon_kg_per_kwh", N(CTX, "Carbon intensity [kg CO₂/kWh]"), 4, "", 1, False),
    ("market_carbon_kg_per_kwh", N(CTX, "Green contract, market-based [kg CO₂/kWh]"), 4, "", 1,
     True),
    ("hours_per_year", N(CTX, "Powered hours per year"), 0, " h", 1, False),
    ("years", N(CTX, "Horizon [years]"), 0, "", 1, False),
    ("discount_rate", N(CTX, "Discount rate"), 2, " %", 100, False),
    ("site_pue", N(CTX, "Site air PUE"), 2, "", 1, False),
    ("budget_kw", N(CTX, "Facility power budget [kW]"), 1, "", 1, True),
    ("rack_limit_kw", N(CTX, "Rack power limit [kW]"), 1, "", 1, True),
)
#: the baseline's money and carbon at the horizon (Quote fields): (field, label, kind, optional)
BASELINE_FIELDS = (
    ("baseline_capex", N(CTX, "Replacement due anyway (capex)"), "money", True),
    ("baseline_resale", N(CTX, "Resale of the current hardware now"), "money", True),
    ("baseline_residual", N(CTX, "Its residual value at the horizon"), "money", False),
    ("baseline_embodied_kg", N(CTX, "Embodied CO₂ of the replacement [kg]"), "kg", True),
)
CUSTOMER_FIELDS = (("name", N(CTX, "Customer")), ("contact", N(CTX, "Contact")),
                   ("reference", N(CTX, "Reference")))
#: text fields of Quote.commercial
TERMS_FIELDS = (("number", N(CTX, "Quote number")),
                ("payment_terms", N(CTX, "Payment terms")),
                ("delivery_terms", N(CTX, "Delivery terms")))
CURRENCIES = ("EUR", "USD", "GBP", "CHF")
#: (M43) -0.5 < g <= 2, as WorkloadSpec refuses it (a validator, so not read off the field)
GROWTH_BOUNDS = Bounds(gt=-0.5, le=2.0)
#: the quote's default purchase plan under growth (M44); "": the method's defaults
PLANS = (("", N(CTX, "all up front (a sized baseline: staged)")),
         ("upfront", N(CTX, "all up front")), ("staged", N(CTX, "staged")))


class QuotePage(QScrollArea):
    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self._preset_error = ""
        self.setWidgetResizable(True)
        body = QWidget()
        grid = QGridLayout(body)
        grid.addWidget(self._customer_box(), 0, 0)
        grid.addWidget(self._workload_box(), 1, 0)
        grid.addWidget(self._terms_box(), 2, 0)
        grid.addWidget(self._site_box(), 0, 1, 2, 1)
        self.tariff = TariffBox(self.texts)
        self.tariff.changed.connect(self._tariff)
        self.bill = BillBox(self.texts, self._bill_presets())
        self.bill.changed.connect(self._bill)
        grid.addWidget(self.bill, 2, 1)
        grid.addWidget(self.tariff, 3, 1)
        grid.addWidget(self._baseline_box(), 3, 0, Qt.AlignmentFlag.AlignTop)
        self.tax = TaxBox(self.texts, tax_presets(self))  # (M42) the investment allowances
        self.tax.changed.connect(lambda tax: self._apply("tax allowances", tax=tax))
        grid.addWidget(self.tax, 4, 0, 1, 2)
        self.error = QLabel(styleSheet="color: #b00020")
        self.error.setWordWrap(True)
        grid.addWidget(self.error, 5, 0, 1, 2)
        grid.setRowStretch(6, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.setWidget(body)
        keep_form_labels_whole(body)  # a wrapped label's third line, not cut by its row
        state.quote_changed.connect(self.refresh)
        state.catalog_changed.connect(self.refresh)
        state.results_changed.connect(self.show_warnings)
        self.refresh()
        self.show_warnings()

    def _customer_box(self):
        box = self.texts.group(N(CTX, "Customer"))
        form = QFormLayout(box)
        self.customer_edits = self._text_rows(form, CUSTOMER_FIELDS, self._customer)
        return box

    def _text_rows(self, form: QFormLayout, fields, edited) -> dict[str, QLineEdit]:
        """A labelled line per (field, label) of ``fields`` in ``form``; ``edited(field)`` when
        the user is done with a line (Return, or leaving it changed): the customer's and the
        commercial terms' texts."""
        edits = {}
        for field, text in fields:
            edit = QLineEdit()
            edit.editingFinished.connect(lambda f=field: edited(f))
            form.addRow(self.texts.label(text), edit)
            edits[field] = edit
        return edits

    def _terms_box(self):
        """Commercial terms: quote number and date, validity, currency, VAT, payment, delivery."""
        box = self.texts.group(N(CTX, "Commercial terms"))
        form = QFormLayout(box)
        self.terms_edits = self._text_rows(form, TERMS_FIELDS, self._terms_text)
        for field, edit in self.terms_edits.items():
            if field != "number":
                self.texts.bind(edit.setPlaceholderText, N(CTX, "empty: the usual terms"))
        self.created = QDateEdit(calendarPopup=True)
        self._date_format()
        self.created.dateChanged.connect(self._created)
        self.validity = field_for(Commercial, "validity_days", integer=True)
        self.texts.bind(self._days_suffix, N(CTX, "days"))
        self.validity.committed.connect(lambda v: self._commercial(validity_days=int(v)))
        self.vat = field_for(Commercial, "vat_rate", 1, scale=100, suffix=" %")
        self.vat.committed.connect(lambda v: self._commercial(vat_rate=v))
        self.revision = field_for(Commercial, "revision", integer=True)
        self.revision.committed.connect(lambda v: self._commercial(revision=int(v)))
        self.currency = QComboBox()
        self.currency.addItems(list(CURRENCIES))
        self.currency.activated.connect(
            lambda: self._apply("currency", currency=self.currency.currentText()))
        form.insertRow(1, self.texts.label(N(CTX, "Quote date")), self.created)
        form.insertRow(2, self.texts.label(N(CTX, "Valid for")), self.validity)
        form.insertRow(1, self.texts.label(N(CTX, "Revision")), self.revision)
        form.insertRow(3, self.texts.label(N(CTX, "Currency")), self.currency)
        form.insertRow(4, self.texts.label(N(CTX, "VAT rate (on prices, not in the TCO)")),
                       self.vat)
        return box

    def _days_suffix(self, days: str) -> None:
        self.validity.suffix = " " + days
        self.validity.setValue(self.validity.value())

    def _site_box(self):
        box = self.texts.group(N(CTX, "Site assumptions"))
        form = QFormLayout(box)
        self.region = QComboBox()
        self.region.activated.connect(self._region)
        form.addRow(self.texts.label(N(CTX, "Region")), self.region)
        self.site_fields: dict[str, NumberField] = {}
        for field, text, digits, suffix, scale, optional in SITE_FIELDS:
            box_ = field_for(Site, field, digits, scale=scale, suffix=suffix, optional=optional,
                             integer=field == "years")
            if optional:
                self.texts.bind(box_.set_none_text, N(CTX, "none"))
            box_.committed.connect(lambda v, f=field: self._site(f, v))
            form.addRow(self.texts.label(text), box_)
            self.site_fields[field] = box_
        # market-based without a green contract: the region's residual mix (its own year)
        self.residual_mix = QPushButton()
        self.texts.bind(self.residual_mix.setText,
                        N(CTX, "Market-based: the region's residual mix (no green contract)"))
        self.residual_mix.clicked.connect(self._residual_mix)
        form.addRow("", self.residual_mix)
        return box

    def _bill_presets(self) -> dict:
        """The regions' bill presets; a broken presets file is said, the page still works."""
        from app.io.catalog.presets import load_bill_presets

        try:
            return load_bill_presets()
        except AppError as exc:
            self._preset_error = problem_text(exc)
            return {}

    def _baseline_box(self):
        """What the baseline is worth (M35) and what replacing it anyway would emit (M38)."""
        box = self.texts.group(N(CTX, "Current configuration: replacement and residual value"))
        form = QFormLayout(box)
        self.baseline_fields: dict[str, NumberField] = {}
        for field, text, kind, optional in BASELINE_FIELDS:
            edit = (field_for(Quote, field, currency="EUR", optional=optional) if kind == "money"
                    else field_for(Quote, field, 0, optional=optional))
            if optional:
                self.texts.bind(edit.set_none_text, N(CTX, "none"))
            edit.committed.connect(lambda v, f=field: self._apply(f"baseline {f}", **{f: v}))
            form.addRow(self.texts.label(text), edit)
            self.baseline_fields[field] = edit
        note = self.texts.label(N(CTX, "The embodied CO₂ counts only with a replacement due "
                                       "anyway; otherwise the current hardware's is sunk."))
        note.setStyleSheet("color: #555")
        form.addRow(note)
        return box

    def _workload_box(self):
        box = self.texts.group(N(CTX, "Workload"))
        form = QFormLayout(box)
        self.workload = QComboBox()
        self.workload.activated.connect(self._workload_class)
        self.demand = field_for(WorkloadSpec, "demand_per_s", 4, optional=True)
        self.texts.bind(self.demand.set_none_text, N(CTX, "from the baseline"))
        self.demand.committed.connect(lambda v: self._workload(demand_per_s=v))
        self.u_max = field_for(WorkloadSpec, "u_max", 1, scale=100, suffix=" %")
        self.u_max.committed.connect(lambda v: self._workload(u_max=v))
        form.addRow(self.texts.label(N(CTX, "Workload class")), self.workload)
        self.demand_label = QLabel()
        self.demand_label.setWordWrap(True)
        self.texts.bind(self._demand_label, N(CTX, "Demand [{unit}/s]"))  # the class's unit
        form.addRow(self.demand_label, self.demand)
        form.addRow(self.texts.label(N(CTX, "Utilization ceiling u_max")), self.u_max)
        self._growth_rows(form)
        self.formats = FormatChoice()
        self.formats.changed.connect(lambda v: self._workload(accepted_precisions=v))
        self.texts.bind(self.formats.setToolTip, N(CTX, "The number formats the customer "
                                                        "accepts for the model; each option runs "
                                                        "at the best of them its GPU has a "
                                                        "throughput for, where one instance fits."))
        form.addRow(self.texts.label(N(CTX, "Accepted number formats")), self.formats)
        self._reserve_rows(form)
        return box

    def _growth_rows(self, form: QFormLayout) -> None:
        """(METHOD §13) The demand's yearly growth, in percent, and the default purchase plan."""
        self.growth = NumberField(2, scale=100, suffix=" %", bounds=GROWTH_BOUNDS)
        self.growth.committed.connect(lambda v: self._workload(demand_growth=v))
        self.plan = ElidedCombo()  # its long choices: "…" and a tooltip where one is cut
        self.plan.activated.connect(
            lambda: self._workload(growth_plan=self.plan.currentData() or None))
        form.addRow(self.texts.label(N(CTX, "Demand growth [%/year]")), self.growth)
        form.addRow(self.texts.label(N(CTX, "Purchase plan")), self.plan)

    def _reserve_rows(self, form: QFormLayout) -> None:
        """(M13a) The quote's redundancy and minimum servers, for every sized option that does
        not set its own, and which default a new purchased option gets and why."""
        self.redundancy = field_for(Quote, "redundancy", integer=True)
        self.redundancy.committed.connect(lambda v: self._apply("redundancy", redundancy=int(v)))
        self.min_servers = field_for(Quote, "min_servers", integer=True)
        self.min_servers.committed.connect(
            lambda v: self._apply("min servers", min_servers=int(v)))
        form.addRow(self.texts.form_label(N(CTX, "Redundancy N +")), self.redundancy)
        form.addRow(self.texts.form_label(N(CTX, "Minimum servers")), self.min_servers)
        self.reserve_hint = QLabel(styleSheet="color: #555")
        self.reserve_hint.setWordWrap(True)
        form.addRow(self.reserve_hint)

    def _demand_label(self, template: str) -> None:
        """ "Demand [token/s]": the workload class's work unit in the UI's language."""
        self._demand_template = template
        q = self.state.quote
        workload = {**q.catalog.workloads, **self.state.catalog.workloads}.get(q.workload.class_id)
        unit = workload.unit_forms()[base(self.state.lang)][0] if workload else q.workload.class_id
        self.demand_label.setText(template.format(unit=unit))

    # --- from the state -------------------------------------------------------------------
    def refresh(self) -> None:
        q, cat = self.state.quote, self.state.catalog
        for field, edit in self.customer_edits.items():
            if edit.text() != getattr(q.customer, field):
                edit.setText(getattr(q.customer, field))
        self._fill_combo(self.region, [("", "—")] + [(r.id, f"{r.name_in(self.state.lang)} ({r.id})")
                                                     for r in cat.regions.values()], q.site.region or "")
        for field, box in self.site_fields.items():
            box.setValue(getattr(q.site, field))
        region = cat.regions.get(q.site.region or "")
        self.residual_mix.setEnabled(region is not None
                                     and region.carbon_market_kg_per_kwh is not None)
        workloads = {**q.catalog.workloads, **cat.workloads}
        self._fill_combo(self.workload, [(w.id, w.name_in(self.state.lang)) for w in workloads.values()],
                         q.workload.class_id)
        self.demand.setValue(q.workload.demand_per_s)
        self._demand_label(self._demand_template)
        self.u_max.setValue(q.workload.u_max)
        self.growth.setValue(q.workload.demand_growth)
        self._fill_combo(self.plan, [(k, T(CTX, t)) for k, t in PLANS], q.workload.growth_plan or "")
        self.formats.set_formats(q.workload.accepted_precisions)
        self.redundancy.setValue(q.redundancy)
        self.min_servers.setValue(q.min_servers)
        self._refresh_terms(q)
        self.tariff.set_tariff(q.site.tariff, q.site.energy_price_per_kwh)
        self.bill.set_bill(q.site.bill, q.site.energy_price_per_kwh)
        self.tax.set_tax(q.tax)
        self.tariff.setEnabled(q.site.bill is None)  # one price model at a time (Site)
        self.bill.setEnabled(q.site.tariff is None)
        self.site_fields["energy_price_per_kwh"].setEnabled(q.site.bill is None)
        for field, edit in self.baseline_fields.items():
            edit.set_currency(q.currency)
            edit.setValue(getattr(q, field))
        self.baseline_fields["baseline_embodied_kg"].setEnabled(
            q.baseline_capex is not None or q.baseline_embodied_kg is not None)
        if self._preset_error and not self.error.text():
            self.error.setText(self._preset_error)

    def show_warnings(self) -> None:
        """Plausibility warnings beside their fields (app.calc.plausibility); never blocking."""
        if self.state.quote is None:
            return
        for field, box in self.site_fields.items():
            box.set_warning(self.state.warnings_for(f"site.{field}"))
        self.demand.set_warning(self.state.warnings_for("workload.demand_per_s"))
        self._reserve_hint()

    def _reserve_hint(self) -> None:
        from app.ui.pages.option_reserve import default_text

        result = self.state.result
        text = default_text(self.state.quote, result.options if result is not None else None)
        self.reserve_hint.setText(text or T(CTX, "Every sized option gets N + this many "
                                                 "servers unless it sets its own."))

    def _refresh_terms(self, q) -> None:
        c = q.commercial
        for field, edit in self.terms_edits.items():
            if edit.text() != getattr(c, field):
                edit.setText(getattr(c, field))
        self.validity.setValue(c.validity_days)
        self.vat.setValue(c.vat_rate)
        self.revision.setValue(c.revision)
        if self.currency.findText(q.currency) < 0:
            self.currency.addItem(q.currency)
        self.currency.setCurrentText(q.currency)
        day = q.created
        qdate = QDate(day.year, day.month, day.day) if day else QDate.currentDate()
        if self.created.date() != qdate:
            self.created.blockSignals(True)
            self.created.setDate(qdate)
            self.created.blockSignals(False)

    @staticmethod
    def _fill_combo(combo: QComboBox, items: list[tuple[str, str]], current: str) -> None:
        combo.blockSignals(True)
        combo.clear()
        for key, text in items:
            combo.addItem(text, key)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)

    # --- to the state ---------------------------------------------------------------------
    def _apply(self, text: str, **update) -> None:
        try:
            self.state.edit(text, **update)
            self.error.clear()
        except AppError as exc:
            self.error.setText(problem_text(exc))
            self.refresh()

    def _customer(self, field: str) -> None:
        value = self.customer_edits[field].text()
        if value != getattr(self.state.quote.customer, field):
            customer = self.state.quote.customer.model_copy(update={field: value})
            self._apply(f"customer {field}", customer=customer)

    def _terms_text(self, field: str) -> None:
        value = self.terms_edits[field].text()
        if value != getattr(self.state.quote.commercial, field):
            self._commercial(**{field: value})

    def _commercial(self, **update) -> None:
        commercial = self.state.quote.commercial.model_copy(update=update)
        if commercial != self.state.quote.commercial:
            self._apply(f"commercial {', '.join(update)}", commercial=commercial)

    def _created(self, qdate: QDate) -> None:
        day = qdate.toPython()
        if day != self.state.quote.created:
            self._apply("quote date", created=day)

    def _site(self, field: str, value: float | None) -> None:
        if field == "years":
            value = int(value)
        site = self.state.quote.site
        provenance = {k: v for k, v in site.provenance.items() if k != field}  # typed: a quote input
        self._apply(f"site {field}",
                    site=site.model_copy(update={field: value, "provenance": provenance}))

    def _tariff(self, tariff) -> None:
        site = self.state.quote.site
        self._apply("tariff", site=site.model_copy(update={"tariff": tariff}))

    def _bill(self, bill) -> None:
        site = self.state.quote.site
        self._apply("energy bill", site=site.model_copy(update={"bill": bill}))

    def _region(self) -> None:
        region_id = self.region.currentData()
        site = self.state.quote.site
        region = self.state.catalog.regions.get(region_id)
        if region is None:
            self._apply("region", site=site.model_copy(update={"region": None}))
            return
        self._apply("region", site=site.model_copy(
            update=region_values(region, site.provenance)))

    def _residual_mix(self) -> None:
        site = self.state.quote.site
        region = self.state.catalog.regions.get(site.region or "")
        update = region_market_values(region, site.provenance) if region else None
        if update is not None:
            self._apply("residual mix", site=site.model_copy(update=update))

    def _workload_class(self) -> None:
        self._workload(class_id=self.workload.currentData())

    def _workload(self, **update) -> None:
        self._apply("workload", workload=self.state.quote.workload.model_copy(update=update))

    def retranslate(self) -> None:
        self.texts.retranslate()
        self._date_format()
        self.show_warnings()

    def _date_format(self) -> None:
        """The quote's date as the documents print it in the UI's language (30-11-2026 in the
        Netherlands, 30/11/2026 in Belgium, 2026-11-30 in English)."""
        from app.io.words.formatting import day_pattern

        pattern = day_pattern(self.state.lang)
        self.created.setDisplayFormat(pattern if "yyyy" in pattern else pattern.replace("y", "yyyy"))
