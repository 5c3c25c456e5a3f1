"""The Advice page: what the advisor says about the open quote, per option.

Findings, the power-cap sweep with its sweet spots, the power profiles side by side, the power
budget, the tornado of the TCO difference with the baseline and the Monte Carlo bands.

All of it is computed off the UI thread by the shared helper (app.ui.workers.run_in_background)
on the advice pool: first the advisor's ``Analysis`` (app.calc.advisor.result, handed over as a
partial result), then the same with its Monte Carlo; a progress bar follows it. A job carries a
generation number: a newer quote cancels the older job (it stops at its next step) and any
result of an older generation is dropped. The page renders the ``Analysis`` as it is, like
``gpu-tco analyze`` and the proposal do.
Recomputation is debounced on ``results_changed``; pyqtgraph is imported when the page is first
shown (``ensure_built``).
"""

from __future__ import annotations

import logging
import weakref
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QProgressBar,
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
from app.ui.i18n import N, T
from app.ui.pages.lazy import BuiltOnFirstShow
from app.ui.texts import Texts
from app.ui.workers import run_in_background

if TYPE_CHECKING:
    from app.calc.advisor.profiles import BudgetTable, ProfileTable

log = logging.getLogger("gpu_tco.ui")
CTX = "Advice"
DEBOUNCE_MS = 300
DRAWS = 10_000
#: the progress bar's share for the analysis; the Monte Carlo after it shows as busy
ANALYSIS_SHARE = 0.6
#: The tornado's assumption names (app.calc.advisor.sensitivity.GROUPS), marked for translation.
ASSUMPTIONS = (N(CTX, "energy price"), N(CTX, "price escalation"), N(CTX, "demand"),
               N(CTX, "utilization ceiling"), N(CTX, "PUE"), N(CTX, "GPU idle power"),
               N(CTX, "cap exponent"), N(CTX, "GPU prices"), N(CTX, "server prices"),
               N(CTX, "discount rate"), N(CTX, "powered hours"), N(CTX, "energy tax"),
               N(CTX, "capacity charge"), N(CTX, "residual value"), N(CTX, "rental price"),
               N(CTX, "demand growth"))


def _while_alive(page: QWidget, name: str):
    """``page.<name>`` as a callback that does nothing once the page is gone: a job can end
    after its window closed, and its results then have nowhere to go."""
    ref = weakref.ref(page)

    def call(*args):
        target = ref()
        if target is not None and shiboken6.isValid(target):
            getattr(target, name)(*args)
    return call


def advice_work(generation: int, quote, catalog, draws: int = DRAWS):
    """The page's background work (no Qt): the advisor's ``Analysis`` of what the page shows,
    handed over as soon as it is there, then the same with its Monte Carlo. Each result goes
    out as (generation, Analysis or the exception that stopped it)."""
    from app.calc.advisor import add_monte_carlo, analyze
    from app.calc.advisor import result as parts

    def work(task):
        def step(share: float) -> None:
            task.check()  # a newer quote: stop here (the job was cancelled)
            task.progress(share * ANALYSIS_SHARE)

        try:
            analysis = analyze(quote, catalog=catalog, monte_carlo_too=False, step=step,
                               parts={parts.SWEEPS, parts.FINDINGS, parts.TORNADO})
            task.deliver((generation, analysis))
            task.check()
            task.progress(None)  # the Monte Carlo: busy, no estimate
            return generation, add_monte_carlo(analysis, quote, draws)
        except Exception as exc:  # noqa: BLE001 - the engine should not fail; show why
            log.exception("advice failed")
            return generation, exc
    return work


def _table(headers: int) -> QTableWidget:
    table = QTableWidget(0, headers)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _note(column: QVBoxLayout) -> QLabel:
    """The grey line added to ``column``, under a chart or table, that says how to read it."""
    note = QLabel(wordWrap=True, styleSheet="color: #555")
    column.addWidget(note)
    return note


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
        self.analysis = None  # app.calc.advisor.Analysis, once computed
        self.monte_carlo = None  # app.calc.advisor.MonteCarlo, once computed
        self.generation = 0
        self.pool = _advice_pool()
        self._job = None  # the newest app.ui.workers.Job
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
        self.progress = QProgressBar(maximumWidth=160, textVisible=False, visible=False)
        top.addWidget(self.progress)
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
        self.energy_plot, self.tco_plot = self._plot_pair(column, charts)
        self.sweet_label = QLabel(wordWrap=True)
        column.addWidget(self.sweet_label)
        self.cap_note = _note(column)
        self._tab(cap, N(CTX, "Power cap"))
        # profiles and budget
        both = QWidget()
        column = QVBoxLayout(both)
        column.addWidget(self.texts.label(N(CTX, "<b>Power profiles at equal work</b>")))
        self.profiles = _table(6)
        column.addWidget(self.profiles, 1)
        self.profile_notes = _note(column)
        column.addWidget(self.texts.label(N(CTX, "<b>Power budget and racks</b>")))
        self.budget = _table(5)
        column.addWidget(self.budget, 1)
        self.budget_note = _note(column)
        self._tab(both, N(CTX, "Profiles and budget"))
        # tornado
        tornado = QWidget()
        column = QVBoxLayout(tornado)
        self.tornado_movers = QLabel(wordWrap=True)  # what moves the NPV most, in words
        column.addWidget(self.tornado_movers)
        self.tornado_plot = charts.new_plot(self.state)
        column.addWidget(self.tornado_plot, 1)
        self.tornado_note = _note(column)
        self._tab(tornado, N(CTX, "Sensitivity"))
        # Monte Carlo
        mc = QWidget()
        column = QVBoxLayout(mc)
        self.mc_energy_plot, self.mc_tco_plot = self._plot_pair(column, charts)
        self.mc_table = _table(5)
        column.addWidget(self.mc_table, 1)
        self.mc_note = _note(column)
        self._tab(mc, N(CTX, "Uncertainty"))
        self.start_job()

    def _plot_pair(self, column: QVBoxLayout, charts) -> tuple:
        """Two plots side by side at the top of a tab, taking its spare height: energy on the
        left, TCO on the right (the power-cap sweep and the Monte Carlo bands)."""
        pair = charts.new_plot(self.state), charts.new_plot(self.state)
        plots = QHBoxLayout()
        for plot in pair:
            plots.addWidget(plot)
        column.addLayout(plots, 1)
        return pair

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
        if self._job is not None:
            self._job.cancel()  # stops at its next step; its results would be dropped anyway
        self.monte_carlo = None
        self.status.setText(T(CTX, "Computing…"))
        self._show_progress(0.0)
        # callbacks that outlive the page do nothing; the pool is never deleted (see above);
        # the helper keeps the cyclic collector on the UI thread while the job runs
        self._job = run_in_background(
            advice_work(self.generation, self.state.quote, self.state.catalog),
            _while_alive(self, "_monte_carlo_ready"), _while_alive(self, "_job_failed"),
            on_progress=_while_alive(self, "_show_progress"),
            on_partial=_while_alive(self, "_analysis_ready"),
            interruptible=False, pool=self.pool)

    def _show_progress(self, fraction: float | None, text: str = "") -> None:
        if fraction is None:
            self.progress.setRange(0, 0)  # busy
        else:
            self.progress.setRange(0, 100)
            self.progress.setValue(round(100 * fraction))
        self.progress.setVisible(True)

    def _analysis_ready(self, delivered) -> None:
        generation, analysis = delivered
        if generation != self.generation:
            return
        if isinstance(analysis, Exception):
            self._failed(generation, str(analysis))
            return
        self.analysis = analysis
        current = self.option_box.currentText()
        labels = list(analysis.labels)
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

    def _monte_carlo_ready(self, delivered) -> None:
        generation, analysis = delivered
        if generation != self.generation:
            return
        self.progress.setVisible(False)
        if isinstance(analysis, Exception):
            self._failed(generation, str(analysis))
            return
        self.analysis = analysis
        self.monte_carlo = analysis.monte_carlo
        self.status.setText(T(CTX, "Up to date."))
        self._show_monte_carlo()

    def _job_failed(self, exc: Exception) -> None:
        """Only what the work itself does not catch (it reports the engine's failures)."""
        self._failed(self.generation, str(exc))

    def _failed(self, generation: int, message: str) -> None:
        if generation == self.generation:
            self.progress.setVisible(False)
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
        advised = a.option(label) if a is not None and label else None
        if advised is None:
            return
        self._show_sweep(advised.sweep, a.result)
        self._show_profiles(advised.profiles, a.result)
        self._show_budget(advised.budget, a.result)
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
                tco=money(sweep.tco[i], self.analysis.currency, self.state.lang, 0)))
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

    def _show_profiles(self, table: ProfileTable, result) -> None:
        lang, cur = self.state.lang, result.currency
        headers = [T(CTX, "variant"), T(CTX, "supported"), T(CTX, "kWh a year"),
                   T(CTX, "kWh vs none"), T(CTX, "TCO"), T(CTX, "TCO vs none")]
        rows = [[self.variant_name(r.variant), T(CTX, "yes") if r.supported else T(CTX, "no"),
                 number(r.annual_kwh_total, 0, lang), number(r.kwh_vs_none, 0, lang),
                 money(r.tco, cur, lang, 0), money(r.tco_vs_none, cur, lang, 0)]
                for r in table.rows]
        _fill(self.profiles, headers, rows)
        self.profile_notes.setText("\n".join(
            [note_text(n, lang) for n in table.note_items] if table.note_items
            else table.notes))

    def _show_budget(self, table: BudgetTable | None, result) -> None:
        lang = self.state.lang
        headers = [T(CTX, "variant"), T(CTX, "servers in budget"),
                   T(CTX, "throughput in budget [{unit}/s]").format(unit=work_unit(result, lang)),
                   T(CTX, "servers per rack"), T(CTX, "racks")]
        if table is None:
            _fill(self.budget, headers, [])
            self.budget_note.setText(T(CTX, "The site has no power budget or rack limit."))
            return
        dash = "–"
        rows = []
        for r in table.rows:
            fit = r.fit
            rows.append([
                self.variant_name(r.variant),
                number(fit.servers_in_budget, 0, lang) if fit.servers_in_budget is not None
                else dash,
                number(fit.throughput_in_budget, 2, lang) if fit.throughput_in_budget is not None
                else dash,
                number(fit.servers_per_rack, 0, lang) if fit.servers_per_rack else dash,
                number(fit.racks, 0, lang) if fit.racks else dash])
        _fill(self.budget, headers, rows)
        parts = []
        if table.budget_kw is not None:
            parts.append(T(CTX, "Budget {kw} kW at the grid.").format(
                kw=number_as_needed(table.budget_kw, lang)))
        if table.rack_limit_kw is not None:
            parts.append(T(CTX, "Rack limit {kw} kW.").format(
                kw=number_as_needed(table.rack_limit_kw, lang)))
        self.budget_note.setText(" ".join(parts))

    def _show_tornado(self, label: str, a) -> None:
        from app.ui.charts import advice_charts as charts

        rows = (a.tornado or {}).get(label)
        self.tornado_movers.setText(self._movers_text(label, rows or [], a.currency))
        if not rows:
            charts.clear(self.tornado_plot)
            self.tornado_note.setText(T(CTX, "The tornado compares a candidate with the baseline: "
                                             "pick a candidate (the quote needs a baseline)."))
            return
        charts.draw_tornado(self.tornado_plot, rows, a.currency, self.state.lang)
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
        found = movers([r for r in rows if r.valid], lang, currency,
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
        found = (self.analysis.findings or ()) if self.analysis else ()
        for f in found:
            self.findings.addItem(f"[{f.option or T(CTX, 'quote')}] "
                                  f"{finding_text(f, self.state.lang)}")
        if not found:
            self.findings.addItem(T(CTX, "No findings: nothing stands out."))

    def _show_monte_carlo(self) -> None:
        from app.ui.charts import advice_charts as charts

        mc, lang = self.monte_carlo, self.state.lang
        if mc is None or self.analysis is None:
            return
        cur, horizon = self.analysis.currency, self.analysis.years
        bands = mc.options
        charts.draw_bands(self.mc_energy_plot, bands, "annual_kwh",
                                   T(CTX, "Annual facility energy P10–P90"), "kWh")
        charts.draw_bands(self.mc_tco_plot, bands, "tco", T(CTX, "TCO P10–P90"), cur)

        def band(q, fmt) -> str:
            return " / ".join(fmt(v) for v in (q.p10, q.p50, q.p90))

        rows = []
        for label, row in bands.items():
            payback, beats = row.discounted_payback, row.probability_beats_baseline
            rows.append([label, band(row.annual_kwh, lambda v: number(v, 0, lang)),
                         band(row.tco, lambda v: money(v, cur, lang, 0)),
                         band(payback, lambda v: years(v, lang, horizon)) if payback else "–",
                         percent(beats, 0, lang) if beats is not None else "–"])
        _fill(self.mc_table, [T(CTX, "option"), T(CTX, "kWh a year P10 / P50 / P90"),
                              T(CTX, "TCO P10 / P50 / P90"),
                              T(CTX, "payback (discounted) P10 / P50 / P90"),
                              T(CTX, "chance to beat the baseline")], rows)
        self.mc_note.setText(T(CTX, "{draws} draws, each input triangular on its range (low, "
                                    "value, high); beating the baseline: NPV above 0 within the "
                                    "horizon.").format(draws=number(mc.draws, 0, lang)))

    def retranslate(self) -> None:
        self.texts.retranslate()
        if self._built and self.analysis is not None:
            self._show_findings()
            self.show_option()
            self._show_monte_carlo()
