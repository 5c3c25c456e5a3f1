"""The quote as a live Excel workbook (openpyxl): METHOD M16-M29 as formulas on named inputs.

Everything downstream of the Assumptions sheet is a formula, so a customer who changes the
energy price, escalation, PUE, hours, horizon or discount rate sees costs, TCO, payback and NPV
follow. Per-server power (W, W_peak), PSU efficiency, server count, utilization and throughput
come from the engine (the PSU curve and the sizing live there) and are marked as values; they
and the parts table's counts are locked (sheet protection without a password, app.io.export.
xlsx_lock) with the note "change it in the app", while inputs and unit prices stay open.

Sheets: Summary, Assumptions, Options, Energy and cost, Cash flow, Results, Sources.
Workbook names: the site inputs (``energy_price`` ...) and per option N, baseline first,
``optN_annual_kwh_total``, ``optN_annual_energy_cost``, ``optN_capex``, ``optN_tco``, ``optN_npv``,
``optN_simple_payback_years``, ``optN_discounted_payback_years``. Under a growing demand the
Cash flow and Results follow the years (``app.io.export.xlsx_grow``, named ``demand_growth``).
"""

from __future__ import annotations

import io
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment
from openpyxl.utils import get_column_letter as col
from openpyxl.workbook.defined_name import DefinedName

from app.io.export.document import QuoteDocument, build_document
from app.io.export.document_rows import night_basis
from app.io.export.files import write_file
from app.io.export.xlsx_decision import (
    capacity_formula,
    purchase_rows,
    rental_block,
    rental_embodied,
    tax_formula,
    uses_carbon,
)
from app.io.export.xlsx_grow import assumption_rows as growth_inputs
from app.io.export.xlsx_growth import write_growth
from app.io.export.xlsx_lock import note_engine, protect, unlock
from app.io.export.xlsx_money import maintenance_rows
from app.io.export.xlsx_request import list_formula, on_request_row, shown_as_words
from app.io.export.xlsx_style import Styler, put, ref
from app.model import Quote, QuoteResult

#: One Cash flow column per year up to the schema's longest horizon (Site.years <= 30), so a
#: customer who types a longer horizon into the workbook still gets every year; the horizon
#: cell refuses more than this (a data validation), as the quote file does.
MAX_YEARS = 30
SHEETS = ("summary", "assumptions", "options", "energy", "cashflow", "results", "sources")


def write_xlsx(quote: Quote, result: QuoteResult, path: Path | str, lang: str = "en",
               seller=None, doc: QuoteDocument | None = None) -> Path:
    """Write the workbook to ``path``; returns the path. ``doc``: the document when the caller
    built it (its advice appendix, if any, is the PDF's: the workbook is the same either
    way); laying it out computes nothing."""
    if doc is None:
        doc = build_document(quote, result, lang, seller)
    path = Path(path)
    buffer = io.BytesIO()
    _Builder(doc, quote).build().save(buffer)
    return write_file(path, buffer.getvalue())   # whole or not at all


def sheet_names(lang: str) -> dict[str, str]:
    from app.io.export.i18n import t
    return {key: t(lang, f"sheet_{key}") for key in SHEETS}


class _Builder:
    """Lays out the sheets; remembers where each figure lives so later sheets can refer to it."""

    def __init__(self, doc: QuoteDocument, quote: Quote):
        self.doc = doc
        self.quote = quote
        self.wb = Workbook()
        self.st = Styler(self.wb, doc.currency)
        self.st.engine_note = doc.t("change_in_app")
        self.names = sheet_names(doc.lang)
        self.cells: dict[tuple[int, str], str] = {}   # (option number, key) -> 'Sheet'!$C$5
        self.year_cols = MAX_YEARS
        self.opts = [o for o in doc.options]
        self.carbon = uses_carbon(doc)   # (M38) embodied carbon rows

    # -- helpers -------------------------------------------------------------------------------
    def name(self, name: str, target: str) -> None:
        self.wb.defined_names[name] = DefinedName(name, attr_text=target)

    def at(self, number: int, key: str) -> str:
        return self.cells[(number, key)]

    def build(self) -> Workbook:
        ws = self.wb.active
        ws.title = self.names["summary"]
        for key in SHEETS[1:]:
            self.wb.create_sheet(self.names[key])
        self._assumptions()
        self._options()
        self._energy()
        self._cashflow()
        self._results()
        self._sources()
        self._summary()
        write_growth(self)  # (METHOD §13) only when the demand grows
        shown_as_words(self)
        for ws in self.wb.worksheets:
            self.st.printable(ws, self.doc)
        protect(self.wb)  # what looks like an input is live or locked (xlsx_lock)
        return self.wb

    # -- Assumptions -----------------------------------------------------------------------------
    def _assumptions(self) -> None:
        d, st = self.doc, self.st
        ws = self.wb[self.names["assumptions"]]
        st.title(ws, d.t("assumptions"), d.t("excl_vat", currency=d.currency))
        st.header(ws, 3, [d.t("input"), d.t("value"), d.t("unit"), d.t("source"),
                          d.t("confidence"), ""])
        row = 4
        for a in d.assumptions:
            put(ws, f"A{row}", a.label)
            st.input_cell(ws[f"B{row}"], a.value, a.kind)
            for c, v in (("C", a.unit), ("D", a.source), ("E", a.confidence),
                         ("F", d.t("input_cell"))):
                put(ws, f"{c}{row}", v)
            self.name(a.key, ref(ws.title, f"B{row}"))
            if a.key == "years":
                self._horizon_rule(ws, f"B{row}")
            row += 1
        row += 1
        info = [(d.t("workload"), d.workload, "text", ""),
                (d.t("demand"), d.demand_per_s, "number", f"{d.work_unit}/s")]
        for label, value, kind, unit in info:
            put(ws, f"A{row}", label)
            st.engine_cell(ws[f"B{row}"], value, kind)
            put(ws, f"C{row}", unit)
            put(ws, f"F{row}", d.t("engine_value"))
            row += 1
        growth_inputs(self, ws, row, row - 1 if d.demand_per_s is not None else None)
        ws.freeze_panes = "B4"
        st.widths(ws, {"A": 52, "B": 18, "C": 14, "D": 44, "E": 14, "F": 30})

    # -- Options (bill of materials) -------------------------------------------------------------
    def _options(self) -> None:
        d, st = self.doc, self.st
        ws = self.wb[self.names["options"]]
        st.title(ws, d.t("configuration"), d.t("excl_vat", currency=d.currency))
        put(ws, "A3", d.t("vat_rate"))
        st.input_cell(ws["F3"], d.terms.vat_rate, "percent")
        put(ws, "B3", d.t("vat_note")).alignment = Alignment(wrap_text=True, vertical="top")
        ws.row_dimensions[3].height = 45
        self.name("vat_rate", ref(ws.title, "F3"))
        row = 5
        for o in self.opts:
            row = self._option_block(ws, o, row) + 2
        ws.freeze_panes = "A5"
        st.widths(ws, {"A": 40, "B": 50, "C": 12, "D": 12, "E": 18, "F": 20})

    def _option_block(self, ws, o, row: int) -> int:
        d, st, n = self.doc, self.st, o.number
        tag = d.t("baseline_tag") if o.baseline else d.t("candidate")
        st.band(ws, row, f"{d.t('option')} {n}: {o.label} ({tag})", 6,
                accent=o.recommended)
        if not o.valid:
            put(ws, f"A{row + 1}", d.t("invalid_reason", reason="; ".join(o.result.reasons)))
            return row + 1
        r, opt = o.result, o.option
        here = ws.title
        params = [("servers", r.servers, "int"), ("gpus_per_server", opt.gpus_per_server, "int"),
                  ("utilization", r.utilization, "percent"),
                  ("throughput_per_gpu", r.throughput_per_gpu, "fraction4")]
        if r.precision:  # (M40) the format the throughput is at: "FP8"
            params.append(("precision", r.precision.upper(), "text"))
        row += 1
        for key, value, kind in params:
            put(ws, f"A{row}", d.t(key))
            put(ws, f"B{row}", d.t("engine_value"))  # the GPU count too: sizing depends on it
            st.engine_cell(ws[f"F{row}"], value, kind)
            self.cells[(n, key)] = ref(here, f"F{row}")
            row += 1
        if o.result.rented:  # (M37) no bill of materials: what the rental costs
            rental_embodied(self, o)
            return rental_block(self, ws, o, row)
        st.header(ws, row, [d.t("item"), d.t("detail"), d.t("qty_per_server"), d.t("quantity"),
                            d.t("unit_price"), d.t("total")])
        row += 1
        first = row
        discountable, self._per_server = [], []
        counted = [x for x in o.bom if not x.optional]
        for line in counted:
            if line.discountable and (line.unit_price is not None or line.on_request):
                discountable.append(f"F{row}")
            self._bom_row(ws, line, row, n)
            if line.key == "installation":
                self.cells[(n, "installation")] = f"F{row}"
            row += 1
        last = row - 1
        self._optional = []
        for line in o.bom:  # after the summed range: offered, not in the total
            if line.optional:
                self._bom_row(ws, line, row, n)
                self._optional.append(f"F{row}")
                row += 1
        row = self._money_rows(ws, o, row, first, last, discountable)
        return row

    def _bom_row(self, ws, line, row: int, n: int) -> None:
        """One line: quantity (per server times the servers, or for the option), unit price and
        total; an extra line's quantity and price are input cells, so its total and the capex
        follow an edit."""
        st, m = self.st, self.at(n, "servers")
        put(ws, f"A{row}", line.item)
        put(ws, f"B{row}", line.detail)
        extra = line.key == "extra"
        cell = st.input_cell if extra else st.value
        count = "int" if line.per_server is None or float(line.per_server).is_integer() else "number"
        if line.per_server is not None:
            cell(ws[f"C{row}"], line.per_server, count)
            st.formula(ws[f"D{row}"], f"={m}*C{row}", count)
            if not extra:  # a GPU or PSU count moves the sizing and the power: the app's
                note_engine(ws[f"C{row}"], self.doc.t("change_in_app"))
        elif line.quantity is not None:
            whole = float(line.quantity).is_integer()
            cell(ws[f"D{row}"], line.quantity, "int" if whole else "number")
            if not extra:
                note_engine(ws[f"D{row}"], self.doc.t("change_in_app"))
        if line.on_request:
            on_request_row(self, ws, line, row)
        elif line.unit_price is not None:
            cell(ws[f"E{row}"], line.unit_price, "money")
            unlock(ws[f"E{row}"])  # a price moves the capex only, as in the engine: live
            st.formula(ws[f"F{row}"], f"=D{row}*E{row}", "money")
            if line.per_server is not None and not line.optional:
                self._per_server.append((f"C{row}*E{row}", line.discountable))
        elif line.key == "psu":
            put(ws, f"F{row}", self.doc.t("included"))

    def _money_rows(self, ws, o, row: int, first: int, last: int,
                    discountable: list[str]) -> int:
        d, st, n, opt = self.doc, self.st, o.number, o.option
        here = ws.title
        m = self.at(n, "servers")
        put(ws, f"A{row}", d.t("capex_list_baseline" if o.baseline else "capex_list"))
        st.formula(ws[f"F{row}"], list_formula(o, m, first, last), "money")
        list_ref = ref(here, f"F{row}")
        row += 1
        if o.baseline:
            put(ws, f"A{row}", d.t("capex"))
            put(ws, f"B{row}", d.t("sunk"))
            st.formula(ws[f"F{row}"], "=baseline_capex", "money", bold=True)
            self.cells[(n, "capex")] = ref(here, f"F{row}")
            return self._running_rows(ws, o, row + 1, list_ref)
        put(ws, f"A{row}", d.t("discount_line", pct="").replace("  ", " "))
        st.input_cell(ws[f"E{row}"], opt.discount, "percent")
        lines = ",".join(discountable) or "0"
        st.formula(ws[f"F{row}"], f"=-E{row}*SUM({lines})", "money")
        discount, discount_row = f"F{row}", row
        row += 1
        put(ws, f"A{row}", d.t("net_price"))
        st.formula(ws[f"F{row}"], f"=SUM(F{first}:F{last})+{discount}", "money", bold=True)
        self.cells[(n, "capex")] = ref(here, f"F{row}")
        net = f"F{row}"
        row += 1
        put(ws, f"A{row}", d.t("vat_amount", pct="").strip())
        st.formula(ws[f"F{row}"], f"={net}*vat_rate", "money")
        vat = f"F{row}"
        row += 1
        put(ws, f"A{row}", d.t("incl_vat"))
        st.formula(ws[f"F{row}"], f"={net}+{vat}", "money", bold=True)
        self.name(f"opt{n}_price_incl_vat", ref(here, f"F{row}"))
        self._number = n
        row = self._per_server_row(ws, row + 1, discount_rate=f"E{discount_row}")
        if self._optional:
            put(ws, f"A{row}", d.t("optional_total"))
            st.formula(ws[f"F{row}"], f"=SUM({','.join(self._optional)})", "money")
            row += 1
        return self._running_rows(ws, o, row, list_ref)

    def _per_server_row(self, ws, row: int, discount_rate: str) -> int:
        """One server as ordered: its per-server lines, the equipment net of the discount."""
        if not self._per_server:
            return row
        equipment = "+".join(x for x, disc in self._per_server if disc) or "0"
        others = "".join(f"+{x}" for x, disc in self._per_server if not disc)
        put(ws, f"A{row}", self.doc.t("price_per_server"))
        self.st.formula(ws[f"F{row}"], f"=({equipment})*(1-{discount_rate}){others}", "money")
        self.cells[(self._number, "price_per_server")] = ref(ws.title, f"F{row}")
        return row + 1

    def _running_rows(self, ws, o, row: int, list_ref: str) -> int:
        """Maintenance, licences and PUE: the running-cost inputs of one option."""
        d, st, n, opt = self.doc, self.st, o.number, o.option
        here = ws.title
        if opt.maintenance_rate is not None:
            put(ws, f"A{row}", d.t("maintenance_rate"))
            st.input_cell(ws[f"F{row}"], opt.maintenance_rate, "percent")
            rate_ref = f"F{row}"
            self.cells[(n, "maintenance_rate")] = ref(here, rate_ref)
            row += 1
            put(ws, f"A{row}", d.t("maintenance"))
            st.formula(ws[f"F{row}"], f"={rate_ref}*{list_ref}", "money")
        else:  # an amount, or (M41) the support rate after the warranty
            row = maintenance_rows(self, ws, o, row, list_ref)
        self.cells[(n, "maintenance")] = ref(here, f"F{row}")
        row += 1
        put(ws, f"A{row}", d.t("licence"))
        st.input_cell(ws[f"F{row}"], opt.licence_per_gpu_year, "money")
        self.cells[(n, "licence")] = ref(here, f"F{row}")
        row += 1
        cooling = self._cooling(o)
        put(ws, f"A{row}", d.t("pue"))
        put(ws, f"B{row}", cooling.name_in(d.lang))
        if cooling.pue is not None:
            st.input_cell(ws[f"F{row}"], cooling.pue, "fraction4")
        else:
            st.formula(ws[f"F{row}"], f"={cooling.pue_factor!r}*site_pue", "fraction4")
        self.cells[(n, "pue")] = ref(here, f"F{row}")
        return purchase_rows(self, ws, o, row)

    def _cooling(self, o):
        return self.quote.catalog.cooling[o.option.cooling]

    # -- Energy and cost ------------------------------------------------------------------------
    ENERGY_ROWS = ("servers", "wall_w", "wall_peak_w", "psu_efficiency", "pue", "kwh_it",
                   "kwh_total", "kwh_overhead", "night_share", "price_per_kwh", "energy_cost_y1",
                   "co2", "work_per_year", "kwh_per_mwork")

    def energy_rows(self) -> tuple[str, ...]:
        """ENERGY_ROWS, with the bill's tax and capacity charge (M19a, M19b) before the year-1
        cost when the quote gives the bill in components, and the market-based CO2."""
        keys = list(self.ENERGY_ROWS)
        if self.quote.site.bill is not None:
            keys[keys.index("energy_cost_y1"):keys.index("energy_cost_y1")] = ["tax_y1",
                                                                               "capacity_y1"]
        if self.quote.site.market_carbon_kg_per_kwh is not None:
            keys.insert(keys.index("co2") + 1, "co2_market")
        if self.quote.site.tariff is not None:  # where the night share comes from
            keys.insert(keys.index("night_share") + 1, "night_basis")
        return tuple(keys)

    def _energy(self) -> None:
        d, st = self.doc, self.st
        ws = self.wb[self.names["energy"]]
        st.title(ws, d.t("sheet_energy"), d.t("excl_vat", currency=d.currency))
        st.header(ws, 3, ["", *[f"{o.number}. {o.label}" for o in self.opts]])
        rows = {key: 4 + i for i, key in enumerate(self.energy_rows())}
        for key, row in rows.items():
            put(ws, f"A{row}", d.t("co2_hourly") if key == "co2" and self._hourly_carbon()
                else d.t(key))
        for o in self.opts:
            c = col(1 + o.number)
            if not o.valid:
                put(ws, f"{c}4", d.t("invalid"))
                continue
            self._energy_column(ws, o, c, rows)
        ws.freeze_panes = "B4"
        st.widths(ws, {"A": 54, **{col(1 + o.number): 24 for o in self.opts}})

    def _energy_column(self, ws, o, c: str, rows: dict[str, int]) -> None:
        st, n, r = self.st, o.number, o.result
        R = {k: f"{c}{v}" for k, v in rows.items()}
        st.formula(ws[R["servers"]], f"={self.at(n, 'servers')}", "int")
        st.engine_cell(ws[R["wall_w"]], r.wall_w, "w")
        st.engine_cell(ws[R["wall_peak_w"]], r.wall_peak_w, "w")
        st.engine_cell(ws[R["psu_efficiency"]], r.psu_efficiency, "percent")
        st.formula(ws[R["pue"]], f"={self.at(n, 'pue')}", "fraction4")
        st.formula(ws[R["kwh_it"]], f"={R['servers']}*{R['wall_w']}*hours_per_year/1000", "kwh")
        st.formula(ws[R["kwh_total"]], f"={R['kwh_it']}*{R['pue']}", "kwh", bold=True)
        st.formula(ws[R["kwh_overhead"]], f"={R['kwh_total']}-{R['kwh_it']}", "kwh")
        self._price_paid(ws, o, R)
        self._energy_cost(ws, o, R)
        if r.rented:  # (M37) the provider's energy at its intensity: shown, not billed
            st.formula(ws[R["co2"]], f"={R['kwh_total']}*{self.at(n, 'carbon')}", "kg")
        elif self._hourly_carbon():
            st.engine_cell(ws[R["co2"]], r.annual_co2_kg, "kg")  # hourly carbon: the engine's
        else:
            st.formula(ws[R["co2"]], f"={R['kwh_total']}*carbon_intensity", "kg")
        if "co2_market" in R:
            if r.rented:
                put(ws, R["co2_market"], self.doc.t("dash"))
            else:
                st.formula(ws[R["co2_market"]], f"={R['kwh_total']}*market_carbon_intensity", "kg")
        st.formula(ws[R["work_per_year"]],
                   f"={R['servers']}*{self.at(n, 'gpus_per_server')}*"
                   f"{self.at(n, 'throughput_per_gpu')}*{self.at(n, 'utilization')}"
                   "*3600*hours_per_year", "int")
        st.formula(ws[R["kwh_per_mwork"]],
                   f"=IF({R['work_per_year']}>0,{R['kwh_total']}/{R['work_per_year']}*1000000,\"\")",
                   "fraction4")
        for key in ("wall_peak_w", "kwh_total", "energy_cost_y1", "work_per_year", "kwh_it", "co2",
                    "price_per_kwh", "tax_y1", "capacity_y1"):
            if key in R:
                self.cells[(n, key)] = ref(ws.title, R[key])
        if "tax_y1" in R and not r.rented:
            self.name(f"opt{n}_energy_tax_y1", self.at(n, "tax_y1"))
            self.name(f"opt{n}_capacity_charge_y1", self.at(n, "capacity_y1"))
        self.name(f"opt{n}_annual_kwh_total", self.at(n, "kwh_total"))
        self.name(f"opt{n}_annual_energy_cost", self.at(n, "energy_cost_y1"))

    def _hourly_carbon(self) -> bool:
        """An hourly carbon profile: the CO2 cells hold the engine's figure (the night share of
        each hour's carbon follows the load profile), labelled as such."""
        tariff = self.quote.site.tariff
        return tariff is not None and tariff.hourly_carbon_kg_per_kwh is not None

    def _horizon_rule(self, ws, cell: str) -> None:
        """The horizon cell takes whole years 1..MAX_YEARS, as the quote does."""
        from openpyxl.worksheet.datavalidation import DataValidation

        rule = DataValidation(type="whole", operator="between", formula1="1",
                              formula2=str(MAX_YEARS), allow_blank=False, showErrorMessage=True,
                              errorTitle=self.doc.t("horizon"),
                              error=self.doc.t("horizon_limit", years=MAX_YEARS))
        ws.add_data_validation(rule)
        rule.add(cell)

    def _energy_cost(self, ws, o, R: dict[str, str]) -> None:
        """Year 1: E x p (M19), plus the tax and capacity charge (M19c); a rental's energy is
        not billed (M37)."""
        st = self.st
        if o.result.rented:
            for key in ("tax_y1", "capacity_y1"):
                if key in R:
                    put(ws, R[key], self.doc.t("dash"))
            st.formula(ws[R["energy_cost_y1"]], "=0", "money", bold=True)
            return
        cost = f"={R['kwh_total']}*{R['price_per_kwh']}"
        if "tax_y1" in R:
            st.formula(ws[R["tax_y1"]], tax_formula(self, R["kwh_total"]), "money")
            st.formula(ws[R["capacity_y1"]], capacity_formula(
                R["servers"], R["wall_peak_w"], R["pue"]), "money")
            cost += f"+{R['tax_y1']}+{R['capacity_y1']}"
        st.formula(ws[R["energy_cost_y1"]], cost, "money", bold=True)

    def _price_paid(self, ws, o, R: dict[str, str]) -> None:
        """The price each kWh of this option pays: the flat energy price, or under a day/night
        tariff the blend by the engine's night share of its energy (a value: it depends on the
        load profile) of the day and night prices (live inputs)."""
        share = o.result.night_energy_share
        if "night_basis" in R:
            put(ws, R["night_basis"], "–")
        if o.result.rented or self.quote.site.bill is not None:  # (M37) not billed; (M19c)
            put(ws, R["night_share"], "–")
            if o.result.rented:
                put(ws, R["price_per_kwh"], "–")
            else:
                self.st.formula(ws[R["price_per_kwh"]], "=bill_energy_price", "price")
            return
        if share is None:
            put(ws, R["night_share"], "–")
            self.st.formula(ws[R["price_per_kwh"]], "=energy_price", "price")
            return
        self.st.engine_cell(ws[R["night_share"]], share, "percent")
        put(ws, R["night_basis"], night_basis(self.quote, o.option, o.result, self.doc.lang))
        self.st.formula(ws[R["price_per_kwh"]],
                        f"={R['night_share']}*night_price+(1-{R['night_share']})*day_price", "price")

    # -- Cash flow ----------------------------------------------------------------------------
    def _cashflow(self) -> None:
        from app.io.export.xlsx_cashflow import write_cashflow
        write_cashflow(self, self.wb[self.names["cashflow"]])

    def _results(self) -> None:
        from app.io.export.xlsx_cashflow import write_results
        write_results(self, self.wb[self.names["results"]])

    # -- Sources --------------------------------------------------------------------------------
    def _sources(self) -> None:
        from app.io.export.xlsx_sources import write_sources
        write_sources(self, self.wb[self.names["sources"]])

    # -- Summary --------------------------------------------------------------------------------
    def _summary(self) -> None:
        from app.io.export.xlsx_cashflow import write_summary
        write_summary(self, self.wb[self.names["summary"]])
