"""The Advice page: what the advisor says about the open quote, per option.

Findings, the power-cap sweep with its sweet spots, the power profiles side by side, the power
budget, the tornado of the TCO difference with the baseline and the Monte Carlo bands.

All of it is computed off the UI thread (``AdviceJob`` on the page's QThreadPool): first the
deterministic analysis (delivered by ``analysis_ready``), then the Monte Carlo
(``monte_carlo_ready``). A job carries a generation number; results of an older job are dropped.
Recomputation is debounced on ``results_changed``; pyqtgraph is imported when the page is first
shown (``ensure_built``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.io.words.formatting import (
    finding_text,
    money,
    note_text,
    number,
    number_as_needed,
    percent,
    years,
)
from app.io.words.labels import profile_name, work_unit
from app.model.notes import Note
from app.ui.i18n import N, T
from app.ui.pages.lazy import BuiltOnFirstShow
from app.ui.texts import Texts
from app.ui.workers import hold_gc_on_ui_thread

log = logging.getLogger("gpu_tco.ui")
CTX = "Advice"
DEBOUNCE_MS = 300
DRAWS = 10_000
#: The tornado's assumption names (app.calc.advisor.sensitivity.GROUPS), marked for translation.
ASSUMPTIONS = (N(CTX, "energy price"), N(CTX, "price escalation"), N(CTX, "demand"),
               N(CTX, "utilization ceiling"), N(CTX, "PUE"), N(CTX, "GPU idle power"),
               N(CTX, "cap exponent"), N(CTX, "GPU prices"), N(CTX, "server prices"),
               N(CTX, "discount rate"), N(CTX, "powered hours"), N(CTX, "energy tax"),
               N(CTX, "capacity charge"), N(CTX, "residual value"), N(CTX, "rental price"),
               N(CTX, "demand growth"))


def compute_analysis(quote, catalog) -> dict:
    """Everything but the Monte Carlo, for every valid option (runs in the worker; no Qt).

    Returns {result, demand, inputs, sweeps: {label: CapSweep}, profiles, budgets, tornado,
    findings}."""
    from app.calc.advisor import (
        budget_table,
        cap_sweep,
        collect_inputs,
        findings,
        point_values,
        profile_table,
        tornado,
    )
    from app.calc.advisor.variants import valid_options
    from app.calc.evaluate import evaluate, resolve_demand

    result = evaluate(quote)
    demand, notes = resolve_demand(quote)
    inputs = collect_inputs(quote, demand)
    values = point_values(inputs)
    options = valid_options(quote, demand)
    sweeps, profiles, budgets = {}, {}, {}
    for o in options:
        s = cap_sweep(quote, o.label, demand, values)
        sweeps[o.label] = s
        profiles[o.label] = profile_table(quote, o.label, demand, values)
        sweet = None if s.best_energy is None else float(s.cap[s.best_energy])
        budgets[o.label] = budget_table(quote, o.label, demand, values, sweet)
    has_base = any(o.baseline for o in options)
    return {"result": result, "demand": demand, "inputs": inputs, "sweeps": sweeps,
            "profiles": profiles, "budgets": budgets,
            "tornado": tornado(quote, demand, inputs) if has_base else {},
            "findings": findings(quote, result, notes, catalog, demand, values)}


class _Signals(QObject):
    analysis_ready = Signal(int, object)
    monte_carlo_ready = Signal(int, object)
    failed = Signal(int, str)
    ended = Signal()


class AdviceJob(QRunnable):
    """Analysis, then Monte Carlo, of one quote; results go out by signal (never to widgets)."""

    def __init__(self, generation: int, quote, catalog, draws: int = DRAWS):
        super().__init__()
        self.generation, self.quote, self.catalog, self.draws = generation, quote, catalog, draws
        self.signals = _Signals()

    def run(self) -> None:
        from app.calc.advisor import monte_carlo

        try:
            analysis = compute_analysis(self.quote, self.catalog)
            self.signals.analysis_ready.emit(self.generation, analysis)
            mc = monte_carlo(self.quote, analysis["demand"], analysis["inputs"], self.draws)
            self.signals.monte_carlo_ready.emit(self.generation, mc)
        except Exception as exc:  # noqa: BLE001 - the engine should not fail; show why
            log.exception("advice failed")
            self.signals.failed.emit(self.generation, str(exc))
        finally:
            self.signals.ended.emit()


def _table(headers: int) -> QTableWidget:
    table = QTableWidget(0, headers)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, headers: list[str], rows: list[list[str]]) -> None:
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))


_POOL: QThreadPool | None = None


def _advice_pool() -> QThreadPool:
    """One pool for every Advice page, never deleted: a pool owned by the page waited for its
    running job while the page was deleted, holding the GIL the job needed (a deadlock seen in
    the suite). A late job's results are dropped by their generation."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
    return _POOL


class AdvicePage(BuiltOnFirstShow, QWidget):
    """Advice for the open quote; registered by the main window like the other pages."""

    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.analysis: dict | None = None
        self.monte_carlo: dict | None = None
        self.generation = 0
        self.pool = _advice_pool()
        self._jobs: dict[int, AdviceJob] = {}
        self._layout = QVBoxLayout(self)
        self._waiting = self.texts.label(N(CTX, "Loading advice…"))
        self._layout.addWidget(self._waiting)
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self.start_job)
        state.results_changed.connect(self._results_changed)

    # --- building (on first show: app.ui.pages.lazy) -----------------------------------------
    def build(self) -> None:
        from app.ui.charts import advice_charts as charts

        self._waiting.hide()
        top = QHBoxLayout()
        top.addWidget(self.texts.label(N(CTX, "Option:")))
        self.option_box = QComboBox()
        self.option_box.currentTextChanged.connect(lambda _: self.show_option())
        top.addWidget(self.option_box, 1)
        self.status = QLabel()
        top.addWidget(self.status, 1)
        self._layout.addLayout(top)
        self.tabs = QTabWidget()
        self._layout.addWidget(self.tabs, 1)
        self.findings = QListWidget()
        self.findings.setWordWrap(True)
        self.findings.setAlternatingRowColors(True)  # long findings: where one ends shows
        self.findings.setSpacing(2)
        self._tab(self.findings, N(CTX, "Findings"))
        # cap sweep
        cap = QWidget()
        column = QVBoxLayout(cap)
        plots = QHBoxLayout()
        self.energy_plot, self.tco_plot = charts.new_plot(self.state), charts.new_plot(self.state)
        plots.addWidget(self.energy_plot)
        plots.addWidget(self.tco_plot)
        column.addLayout(plots, 1)
        self.sweet_label = QLabel(wordWrap=True)
        self.cap_note = QLabel(wordWrap=True, styleSheet="color: #555")
        column.addWidget(self.sweet_label)
        column.addWidget(self.cap_note)
        self._tab(cap, N(CTX, "Power cap"))
        # profiles and budget
        both = QWidget()
        column = QVBoxLayout(both)
        column.addWidget(self.texts.label(N(CTX, "<b>Power profiles at equal work</b>")))
        self.profiles = _table(6)
        column.addWidget(self.profiles, 1)
        self.profile_notes = QLabel(wordWrap=True, styleSheet="color: #555")
        column.addWidget(self.profile_notes)
        column.addWidget(self.texts.label(N(CTX, "<b>Power budget and racks</b>")))
        self.budget = _table(5)
        column.addWidget(self.budget, 1)
        self.budget_note = QLabel(wordWrap=True, styleSheet="color: #555")
        column.addWidget(self.budget_note)
        self._tab(both, N(CTX, "Profiles and budget"))
        # tornado
        tornado = QWidget()
        column = QVBoxLayout(tornado)
        self.tornado_movers = QLabel(wordWrap=True)  # what moves the NPV most, in words
        column.addWidget(self.tornado_movers)
        self.tornado_plot = charts.new_plot(self.state)
        column.addWidget(self.tornado_plot, 1)
        self.tornado_note = QLabel(wordWrap=True, styleSheet="color: #555")
        column.addWidget(self.tornado_note)
        self._tab(tornado, N(CTX, "Sensitivity"))
        # Monte Carlo
        mc = QWidget()
        column = QVBoxLayout(mc)
        plots = QHBoxLayout()
        self.mc_energy_plot, self.mc_tco_plot = charts.new_plot(self.state), charts.new_plot(self.state)
        plots.addWidget(self.mc_energy_plot)
        plots.addWidget(self.mc_tco_plot)
        column.addLayout(plots, 1)
        self.mc_table = _table(5)
        column.addWidget(self.mc_table, 1)
        self.mc_note = QLabel(wordWrap=True, styleSheet="color: #555")
        column.addWidget(self.mc_note)
        self._tab(mc, N(CTX, "Uncertainty"))
        self.start_job()

    def _tab(self, widget: QWidget, title: str) -> None:
        index = self.tabs.addTab(widget, "")
        self.texts.bind(lambda text, i=index: self.tabs.setTabText(i, text), title)

    # --- the background job --------------------------------------------------------------------
    def _results_changed(self) -> None:
        if self._built:
            self._timer.start()

    def start_job(self) -> None:
        """Analyse the quote as it is now, in the background."""
        self._timer.stop()
        if not self._built or self.state.result is None:
            return
        self.generation += 1
        job = AdviceJob(self.generation, self.state.quote, self.state.catalog)
        job.setAutoDelete(False)
        job.signals.analysis_ready.connect(self._analysis_ready)
        job.signals.monte_carlo_ready.connect(self._monte_carlo_ready)
        job.signals.failed.connect(self._failed)
        self._jobs = {g: j for g, j in self._jobs.items() if g >= self.generation - 2}
        self._jobs[self.generation] = job
        self.monte_carlo = None
        self.status.setText(T(CTX, "Computing…"))
        hold_gc_on_ui_thread(job.signals.ended)  # a collection in the job could free widgets there
        self.pool.start(job)

    def _analysis_ready(self, generation: int, analysis: dict) -> None:
        if generation != self.generation:
            return
        self.analysis = analysis
        current = self.option_box.currentText()
        labels = list(analysis["sweeps"])
        self.option_box.blockSignals(True)
        self.option_box.clear()
        self.option_box.addItems(labels)
        if current in labels:
            self.option_box.setCurrentText(current)
        self.option_box.blockSignals(False)
        from app.calc.advisor.growth_advice import GROWTH_DRAWS, active  # under growth: fewer
        draws = min(DRAWS, GROWTH_DRAWS) if active(self.state.quote) else DRAWS
        self.status.setText(T(CTX, "Running the Monte Carlo ({n} draws)…").format(
            n=number(draws, 0, self.state.lang)))
        self._show_findings()
        self.show_option()

    def _monte_carlo_ready(self, generation: int, mc: dict) -> None:
        if generation != self.generation:
            return
        self.monte_carlo = mc
        self.status.setText(T(CTX, "Up to date."))
        self._show_monte_carlo()

    def _failed(self, generation: int, message: str) -> None:
        if generation == self.generation:
            self.status.setText(T(CTX, "The analysis failed: {msg}").format(msg=message))

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the background job is done (tests, shutdown)."""
        return self.pool.waitForDone(msecs)

    def settle(self) -> None:
        """Run a pending analysis now, wait for it and show it (screenshots)."""
        from PySide6.QtWidgets import QApplication

        if self._timer.isActive():
            self._timer.stop()
            self.start_job()
        self.wait()
        for _ in range(3):  # deliver the worker's queued results
            QApplication.processEvents()

    # --- showing -----------------------------------------------------------------------------
    @property
    def current_label(self) -> str | None:
        return self.option_box.currentText() or None if self._built else None

    def show_option(self) -> None:
        a, label = self.analysis, self.current_label
        if a is None or label not in a["sweeps"]:
            return
        self._show_sweep(a["sweeps"][label], a["result"])
        self._show_profiles(a["profiles"][label], a["result"])
        self._show_budget(a["budgets"].get(label), a["result"])
        self._show_tornado(label, a)

    def sweet_spot_text(self, sweep) -> str:
        """The sweet spots in words, as the label under the cap sweep shows them."""
        parts = []
        if sweep.best_energy is not None:
            i = sweep.best_energy
            text = (T(CTX, "Energy sweet spot (at most {loss} less throughput): cap {cap} of "
                           "TDP, {perf} throughput, {kwh} kWh a year.") if sweep.measured_curve
                    else T(CTX, "Energy, at the limit of the assumed exponent (at most {loss} "
                                "less throughput): cap {cap} of TDP, {perf} throughput, {kwh} "
                                "kWh a year."))
            parts.append(text.format(
                loss=percent(sweep.max_loss, 0, self.state.lang),
                cap=percent(sweep.cap[i], 0, self.state.lang),
                perf=percent(sweep.phi[i], 1, self.state.lang),
                kwh=number(sweep.annual_kwh[i], 0, self.state.lang)))
        if sweep.best_tco is not None:
            i = sweep.best_tco
            text = (T(CTX, "TCO sweet spot: cap {cap} of TDP, TCO {tco}.") if sweep.measured_curve
                    else T(CTX, "TCO, at the limit of the assumed exponent: cap {cap} of TDP, "
                                "TCO {tco}."))
            parts.append(text.format(
                cap=percent(sweep.cap[i], 0, self.state.lang),
                tco=money(sweep.tco[i], self.analysis["result"].currency, self.state.lang, 0)))
        return " ".join(parts) or T(CTX, "No cap inside the supported range is valid.")

    def _show_sweep(self, sweep, result) -> None:
        from app.ui.charts import advice_charts as charts

        charts.draw_cap_sweep(self.energy_plot, self.tco_plot, sweep, result.currency,
                              work_unit(result, self.state.lang, 10**6), self.state.lang)
        self.sweet_label.setText(self.sweet_spot_text(sweep))
        if sweep.measured_curve:
            note = T(CTX, "Throughput under a cap follows the option's measured cap curve.")
        else:
            note = T(CTX, "No measured cap curve: these caps are limits of the assumed exponent "
                          "{beta} (throughput = power ratio ^ {beta}), not measured "
                          "points.").format(beta=number_as_needed(sweep.cap_beta, self.state.lang))
        self.cap_note.setText(note)

    def variant_name(self, variant: str) -> str:
        """A row of the profile and budget tables by name: "none", a preset id, "profile ID",
        "as configured", "uncapped, no profile", "cap 81%"."""
        if variant.startswith("profile "):
            return profile_name(variant.removeprefix("profile "), self.state.lang)
        if variant.startswith("cap "):
            pct = variant.removeprefix("cap ")  # the engine's "81%", in the UI's format
            if pct.endswith("%") and pct[:-1].isdigit():
                pct = percent(int(pct[:-1]) / 100, 0, self.state.lang)
            return T(CTX, "cap {pct}").format(pct=pct)
        named = {"none": T(CTX, "no profile"), "as configured": T(CTX, "as configured"),
                 "uncapped, no profile": T(CTX, "uncapped, no profile")}
        return named.get(variant) or profile_name(variant, self.state.lang)

    def _show_profiles(self, table: dict, result) -> None:
        lang, cur = self.state.lang, result.currency
        headers = [T(CTX, "variant"), T(CTX, "supported"), T(CTX, "kWh a year"),
                   T(CTX, "kWh vs none"), T(CTX, "TCO"), T(CTX, "TCO vs none")]
        rows = [[self.variant_name(r["variant"]), T(CTX, "yes") if r["supported"] else T(CTX, "no"),
                 number(r["annual_kwh_total"], 0, lang), number(r["kwh_vs_none"], 0, lang),
                 money(r["tco"], cur, lang, 0), money(r["tco_vs_none"], cur, lang, 0)]
                for r in table["rows"]]
        _fill(self.profiles, headers, rows)
        items = table.get("note_items")
        self.profile_notes.setText("\n".join(
            [note_text(Note.model_validate(n), lang) for n in items] if items
            else table["notes"]))

    def _show_budget(self, table: dict | None, result) -> None:
        lang = self.state.lang
        headers = [T(CTX, "variant"), T(CTX, "servers in budget"),
                   T(CTX, "throughput in budget [{unit}/s]").format(unit=work_unit(result, lang)),
                   T(CTX, "servers per rack"), T(CTX, "racks")]
        if table is None:
            _fill(self.budget, headers, [])
            self.budget_note.setText(T(CTX, "The site has no power budget or rack limit."))
            return
        dash = "–"
        rows = [[self.variant_name(r["variant"]),
                 number(r["servers_in_budget"], 0, lang) if "servers_in_budget" in r else dash,
                 number(r["throughput_in_budget"], 2, lang) if "throughput_in_budget" in r else dash,
                 number(r["servers_per_rack"], 0, lang) if r.get("servers_per_rack") else dash,
                 number(r["racks"], 0, lang) if r.get("racks") else dash]
                for r in table["rows"]]
        _fill(self.budget, headers, rows)
        parts = []
        if table["budget_kw"] is not None:
            parts.append(T(CTX, "Budget {kw} kW at the grid.").format(
                kw=number_as_needed(table["budget_kw"], lang)))
        if table["rack_limit_kw"] is not None:
            parts.append(T(CTX, "Rack limit {kw} kW.").format(
                kw=number_as_needed(table["rack_limit_kw"], lang)))
        self.budget_note.setText(" ".join(parts))

    def _show_tornado(self, label: str, a: dict) -> None:
        from app.ui.charts import advice_charts as charts

        rows = a["tornado"].get(label)
        self.tornado_movers.setText(self._movers_text(label, rows or [], a["result"].currency))
        if not rows:
            charts.clear(self.tornado_plot)
            self.tornado_note.setText(T(CTX, "The tornado compares a candidate with the baseline: "
                                             "pick a candidate (the quote needs a baseline)."))
            return
        charts.draw_tornado(self.tornado_plot, rows, a["result"].currency, self.state.lang)
        self.tornado_note.setText(T(CTX, "Each bar: the TCO difference with the baseline when "
                                         "that assumption alone takes its low or its high value; "
                                         "the line is the quote's value. Negative: cheaper than "
                                         "the baseline."))

    def _movers_text(self, label: str, rows: list, currency: str) -> str:
        """The three assumptions that move the candidate's NPV most, as the proposal's summary
        says them (app.io.export.document_risk)."""
        from app.io.export import style
        from app.io.export.document_risk import movers, say_movers

        lang = self.state.lang
        found = movers([r for r in rows if r.get("valid", True)], lang, currency,
                       lambda a: T(CTX, a))
        if not found:
            return ""
        templates = {
            "sum_movers": T(CTX, "What moves the NPV of {candidate} most: {items}."),
            "sum_mover": T(CTX, "{assumption} {range}: NPV {npv_low} to {npv_high}"),
            "sum_range": T(CTX, "{low} to {high}")}
        return say_movers(label, found, lambda v, kind: style.fmt(v, kind, lang, currency),
                          lambda key, **v: templates[key].format(**v))

    def _show_findings(self) -> None:
        self.findings.clear()
        found = self.analysis["findings"] if self.analysis else []
        for f in found:
            self.findings.addItem(f"[{f['option'] or T(CTX, 'quote')}] "
                                  f"{finding_text(f, self.state.lang)}")
        if not found:
            self.findings.addItem(T(CTX, "No findings: nothing stands out."))

    def _show_monte_carlo(self) -> None:
        from app.ui.charts import advice_charts as charts

        mc, lang = self.monte_carlo, self.state.lang
        if mc is None or self.analysis is None:
            return
        result = self.analysis["result"]
        cur, horizon = result.currency, result.years
        bands = mc["options"]
        charts.draw_bands(self.mc_energy_plot, bands, "annual_kwh",
                                   T(CTX, "Annual facility energy P10–P90"), "kWh")
        charts.draw_bands(self.mc_tco_plot, bands, "tco", T(CTX, "TCO P10–P90"), cur)

        def band(q, fmt) -> str:
            return " / ".join(fmt(q[k]) for k in ("p10", "p50", "p90"))

        rows = []
        for label, row in bands.items():
            payback = row.get("discounted_payback")
            beats = row.get("probability_beats_baseline")
            rows.append([label, band(row["annual_kwh"], lambda v: number(v, 0, lang)),
                         band(row["tco"], lambda v: money(v, cur, lang, 0)),
                         band(payback, lambda v: years(v, lang, horizon)) if payback else "–",
                         percent(beats, 0, lang) if beats is not None else "–"])
        _fill(self.mc_table, [T(CTX, "option"), T(CTX, "kWh a year P10 / P50 / P90"),
                              T(CTX, "TCO P10 / P50 / P90"),
                              T(CTX, "payback (discounted) P10 / P50 / P90"),
                              T(CTX, "chance to beat the baseline")], rows)
        self.mc_note.setText(T(CTX, "{draws} draws, each input triangular on its range (low, "
                                    "value, high); beating the baseline: NPV above 0 within the "
                                    "horizon.").format(draws=number(mc["draws"], 0, lang)))

    def retranslate(self) -> None:
        self.texts.retranslate()
        if self._built and self.analysis is not None:
            self._show_findings()
            self.show_option()
            self._show_monte_carlo()
