"""The Measurements page: read customers' nvidia-smi logs, show what they say, use them.

Open files or a folder (one log per server) -> a preview of each file's detected format and
columns -> Import, on a background thread (``run_in_background``) with progress and cancel ->
a per-GPU summary table and the power/utilization chart -> "Attach to catalogue" (a measured
variant of the picked GPU in the quote's snapshot) or "Use as baseline" (the baseline option
computes with the log). Both actions go through ``state.replace``, so they are undoable.

The reading is ``app.io.smi`` (no Qt); the functions above the widgets run in the worker.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.errors import AppError
from app.io.smi.batch import LogFile, import_logs, preview  # noqa: F401 - LogFile for callers
from app.io.words.formatting import number, percent
from app.ui.i18n import N, T
from app.ui.pages.import_job import ImportJob
from app.ui.pages.lazy import BuiltOnFirstShow
from app.ui.pages.log_refusals import no_energy_text, refusal_text
from app.ui.plain_text import tooltip_text
from app.ui.refusals import problem_text
from app.ui.texts import Texts

CTX = "Measurements"
LOG_FILTER = N(CTX, "GPU logs (*.csv *.txt *.log *.xml *.prom);;All files (*)")


def _cell(v, digits: int, lang: str, kind: str = "number") -> str:
    """A figure in the language's number format (12.345,6 in Dutch); an en dash when missing."""
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return "–"
    return percent(v, digits, lang) if kind == "percent" else number(v, digits, lang)


# --- the page -----------------------------------------------------------------------------------
SUMMARY_HEADERS = (N(CTX, "file"), N(CTX, "GPU"), N(CTX, "name"), N(CTX, "catalogue GPU"),
                   N(CTX, "samples"), N(CTX, "hours"), N(CTX, "mean W"), N(CTX, "p95 W"),
                   N(CTX, "max W"), N(CTX, "limit W"), N(CTX, "mean utilization"),
                   N(CTX, "idle W"), N(CTX, "full W"))
#: The readers' format names (app.io.smi.reader.FORMATS), shown in the preview's language.
FORMAT_NAMES = (N(CTX, "nvidia-smi --query-gpu CSV"),
                N(CTX, "nvidia-smi --query-gpu CSV without header"),
                N(CTX, "nvidia-smi default table"), N(CTX, "dcgm-exporter Prometheus text"),
                N(CTX, "pynvml CSV, one power column per GPU"), N(CTX, "DCGM API CSV"),
                N(CTX, "CSV with mapped columns"), N(CTX, "CodeCarbon emissions.csv (per run)"),
                N(CTX, "CSV with a time column and a power column"))
PREVIEW_HEADERS = (N(CTX, "file"), N(CTX, "size"), N(CTX, "format"), N(CTX, "columns"),
                   N(CTX, "status"))


def _table(columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c >= 4 and table.columnCount() > 6:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


class PickLogs:
    @classmethod
    def ask(cls, parent: QWidget | None, folder: bool) -> list[Path]:
        """Files picked, or every file of the picked folder (one log per server); [] if none."""
        if folder:
            chosen = QFileDialog.getExistingDirectory(parent, T(CTX, "Open a folder of logs"))
            if not chosen:
                return []
            return sorted(p for p in Path(chosen).iterdir()
                          if p.is_file() and not p.name.startswith("."))
        names, _ = QFileDialog.getOpenFileNames(parent, T(CTX, "Open GPU logs"), "",
                                                T(CTX, LOG_FILTER))
        return [Path(n) for n in names]


class _Column(QVBoxLayout):
    """The page in its scroll area: the window's height, or its least (then it scrolls), never
    the preferred height that pyqtgraph's size hints make twice the window's."""

    _asked = False

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        if self._asked:  # Qt's minimumHeightForWidth asks this first
            return super().heightForWidth(width)
        self._asked = True
        try:
            return self.minimumHeightForWidth(width)
        finally:
            self._asked = False


class MeasurementsPage(BuiltOnFirstShow, ImportJob, QWidget):
    """Import nvidia-smi logs and put their measured power into the quote."""

    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.previews: list[dict] = []
        self.files: list[LogFile] = []
        self.job = None
        self.chart = None
        # scrolls in a low window rather than squeeze the chart below its axis titles
        scroll = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame)
        QVBoxLayout(self).addWidget(scroll)
        self.layout().setContentsMargins(0, 0, 0, 0)
        scroll.setWidget(QWidget())
        self._layout = _Column(scroll.widget())

    # --- building (on first show: app.ui.pages.lazy) -----------------------------------------
    def build(self) -> None:
        bar = QHBoxLayout()
        self.open_files_button = self.texts.button(N(CTX, "Open files…"))
        self.open_folder_button = self.texts.button(N(CTX, "Open folder…"))
        self.import_button = self.texts.button(N(CTX, "Import"))
        self.cancel_button = self.texts.button(N(CTX, "Cancel"))
        self.progress = QProgressBar(textVisible=True)
        self.progress_label = QLabel()
        for w in (self.open_files_button, self.open_folder_button, self.import_button):
            bar.addWidget(w)
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.progress_label)
        bar.addWidget(self.cancel_button)
        self.open_files_button.clicked.connect(lambda: self.open_paths(PickLogs.ask(self, False)))
        self.open_folder_button.clicked.connect(lambda: self.open_paths(PickLogs.ask(self, True)))
        self.import_button.clicked.connect(self.start_import)
        self.cancel_button.clicked.connect(self.cancel)
        self._layout.addLayout(bar)
        self.message = QLabel(wordWrap=True, styleSheet="color: #b00020")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._layout.addWidget(self.message)
        split = QSplitter(Qt.Orientation.Vertical)
        self.preview_table = _table(len(PREVIEW_HEADERS))
        self.summary = _table(len(SUMMARY_HEADERS))
        self.summary.itemSelectionChanged.connect(self._selection_changed)
        split.addWidget(self.preview_table)
        split.addWidget(self.summary)
        self._chart_box = QWidget()
        QVBoxLayout(self._chart_box).setContentsMargins(0, 0, 0, 0)
        # before the first log the chart's place was a blank third of the page, saying nothing
        self.chart_hint = self.texts.label(N(CTX, "The selected GPU's power and utilization "
                                                  "over time appear here once a log is read."))
        self.chart_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_hint.setEnabled(False)  # grey: a hint, not a result
        self._chart_box.layout().addWidget(self.chart_hint)
        split.addWidget(self._chart_box)
        split.setSizes([90, 160, 360])
        split.setStretchFactor(2, 1)  # a taller window's room goes to the chart
        self._layout.addWidget(split, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.texts.label(N(CTX, "Catalogue GPU:")))
        self.gpu_box = QComboBox()
        self.gpu_box.setMinimumContentsLength(24)
        actions.addWidget(self.gpu_box)
        self.attach_button = self.texts.button(N(CTX, "Attach to catalogue"))
        self.baseline_button = self.texts.button(N(CTX, "Use as baseline"))
        self.attach_button.clicked.connect(self.attach_to_catalogue)
        self.baseline_button.clicked.connect(self.use_as_baseline)
        actions.addWidget(self.attach_button)
        actions.addWidget(self.baseline_button)
        self.status = QLabel(wordWrap=True)
        actions.addWidget(self.status, 1)
        self._layout.addLayout(actions)
        from app.ui.pages.telemetry_panel import TelemetryPanel  # the Prometheus fleet import

        self.telemetry = TelemetryPanel(self.state)
        self._layout.addWidget(self.telemetry)
        self.retranslate()
        self._set_busy(False)
        self._fill_gpu_box()
        self.state.quote_changed.connect(self._fill_gpu_box)

    def _ensure_chart(self):
        if self.chart is None:
            from app.ui.charts.measurement_chart import MeasurementChart

            self.chart = MeasurementChart(self.state)
            self.chart_hint.hide()
            self._chart_box.layout().addWidget(self.chart)
        return self.chart

    # --- open and preview ---------------------------------------------------------------------
    def open_paths(self, paths: list[Path]) -> None:
        """Preview the files (format, columns) before the import."""
        self.ensure_built()
        paths = [Path(p) for p in paths]
        if not paths:
            return
        expanded = []
        for p in paths:
            expanded += sorted(q for q in p.iterdir() if q.is_file() and not q.name.startswith(".")) \
                if p.is_dir() else [p]
        self.previews = [preview(p) for p in expanded]
        rows = [[p["path"].name, _size(p["size"], self.state.lang),
                 T(CTX, p["format_name"]) if p["format_name"] else "–",
                 p["columns"] or ", ".join(p["rows"][0] if p["rows"] else []), _status(p)]
                for p in self.previews]
        _fill(self.preview_table, rows)
        for r in range(len(rows)):  # long column lists: cut in the cell, whole in the tooltip
            self.preview_table.item(r, 3).setToolTip(tooltip_text(rows[r][3]))
            self.preview_table.item(r, 4).setToolTip(tooltip_text(rows[r][4]))
        header = self.preview_table.horizontalHeader()
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        self.preview_table.setColumnWidth(3, 380)
        errors = [_error(p) for p in self.previews if p["error"] and not p["mappable"]]
        self.message.setText("\n".join(errors))
        self._set_busy(False)

    # --- import in the background -------------------------------------------------------------
    def start_import(self) -> None:
        """Ask for missing field lists, then read the previewed files on a worker thread."""
        if self.job is not None and self.job.running:
            return
        jobs, messages = [], [_error(p) for p in self.previews if p["error"] and not p["mappable"]]
        maps: dict[tuple, object] = {}  # one question per header in one import
        for p in self.previews:
            if p["error"] and p["mappable"]:
                cmap = self._column_map(p, maps)
                if cmap is None:
                    messages.append(T(CTX, "{name}: left out (no columns chosen)")
                                    .format(name=p["path"].name))
                else:
                    jobs.append((p["path"], cmap))
                continue
            if p["error"]:
                continue
            fields = None
            if p["format"] == "query-gpu-csv-noheader":
                from app.ui.dialogs.fields_dialog import FieldsDialog

                fields = FieldsDialog.ask(self, p["path"].name, p["first_line"])
                if not fields:
                    messages.append(T(CTX, "{name}: left out (no field list given)")
                                    .format(name=p["path"].name))
                    continue
            jobs.append((p["path"], fields))
        self.message.setText("\n".join(messages))
        if not jobs:
            return
        catalog = self._catalog()
        from app.ui.workers import run_in_background

        self._set_busy(True)
        self.progress_label.setText("")
        self.job = run_in_background(lambda task: import_logs(jobs, catalog, task),
                                     self._imported, self._failed, on_progress=self._progressed,
                                     on_cancelled=self._cancelled)

    def _column_map(self, p: dict, maps: dict):
        """Ask which columns hold time and power (the last choice for this header preselected)."""
        from app.ui.dialogs.column_map_dialog import ColumnMapDialog

        header = tuple(p["rows"][0])
        if header not in maps:
            maps[header] = ColumnMapDialog.ask(self, p["path"].name, p["rows"])
        return maps[header]

    def _progressed(self, fraction, text: str) -> None:
        if fraction is None:
            self.progress.setRange(0, 0)
        else:
            self.progress.setRange(0, 1000)
            self.progress.setValue(int(fraction * 1000))
        self.progress_label.setText(text)

    def _imported(self, files: list[LogFile]) -> None:
        self._set_busy(False)
        self.files = [f for f in files if f.error is None]
        errors = [refusal_text(f.path, f.error, f.refusal) for f in files if f.error]
        previous = [m for m in self.message.text().split("\n") if m]
        self.message.setText("\n".join(previous + errors))
        self.progress_label.setText(T(CTX, "{n} file(s) imported").format(n=len(self.files)))
        self._show_summary()

    def _failed(self, exc: Exception) -> None:
        self._set_busy(False)
        self.message.setText(problem_text(exc))

    def _cancelled(self) -> None:
        self._set_busy(False)
        self.progress_label.setText(T(CTX, "Import cancelled."))

    def _set_busy(self, busy: bool) -> None:
        self._show_progress(busy)
        self.cancel_button.setEnabled(busy)
        for w in (self.open_files_button, self.open_folder_button):
            w.setEnabled(not busy)
        self.import_button.setEnabled(not busy and any(not p["error"] or p["mappable"]
                                                        for p in self.previews))
        has = bool(self.files) and not busy
        self.attach_button.setEnabled(has)
        self.baseline_button.setEnabled(has)

    # --- summary and chart --------------------------------------------------------------------
    def rows(self) -> list[tuple[LogFile, object]]:
        """(file, GpuProfile) per summary row."""
        return [(f, p) for f in self.files for p in f.profiles]

    def _show_summary(self) -> None:
        self._fill_summary()
        self._select_gpu()
        self._set_busy(False)
        self._selection_changed()

    def _fill_summary(self) -> None:
        """The per-GPU table and the catalogue hints, in the UI's language and number format."""
        lang = self.state.lang
        out = []
        for f, p in self.rows():
            fit = p.fit if p.fit is not None and p.fit.status in ("fit", "narrow") else None
            out.append([f.path.name, p.gpu, p.name or "?", p.catalog_id or "–",
                        _cell(p.samples, 0, lang),
                        _cell(None if p.span_s is None else p.span_s / 3600, 2, lang),
                        _cell(p.mean_power_w, 1, lang), _cell(p.p95_power_w, 1, lang),
                        _cell(p.max_power_w, 1, lang), _cell(p.power_limit_w, 0, lang),
                        _cell(p.mean_utilization, 0, lang, "percent"),
                        _cell(fit.idle_w if fit else None, 1, lang),
                        _cell(fit.full_w if fit else None, 1, lang)])
        _fill(self.summary, out)
        hints = [f"{f.path.name} {text}" for f, p in self.rows()
                 if (text := no_energy_text(p))]  # first: the kWh a quote would miss
        hints += [f"{f.path.name} GPU {p.gpu}: {_catalog_hint(p)}" for f, p in self.rows()
                  if p.catalog_note]
        self.status.setText("\n".join(hints[:3]))

    def selected(self) -> list[tuple[LogFile, object]]:
        """The selected rows, else every GPU of the first file."""
        rows = self.rows()
        picked = sorted({i.row() for i in self.summary.selectionModel().selectedRows()})
        if picked:
            return [rows[i] for i in picked if i < len(rows)]
        return [r for r in rows if rows and r[0] is rows[0][0]]

    def _selection_changed(self) -> None:
        if not self.files:
            return
        series = []
        for f, p in self.selected():
            s = f.series.get(p.gpu)
            if s is not None:
                label = p.gpu if len(self.files) == 1 else f"{f.path.stem} {p.gpu}"
                series.append({**s, "label": label, "limit_w": p.power_limit_w})
        self._ensure_chart().set_series(series)

    # --- the quote ----------------------------------------------------------------------------
    def _fill_gpu_box(self) -> None:
        from app.io.smi.enrich import MEASURED_TAG

        current = self.gpu_box.currentData()
        ids = {i: g.name for i, g in self.state.quote.catalog.gpus.items() if MEASURED_TAG not in i}
        catalog = self.state.catalog if self.state.catalog_loaded else None
        if catalog is not None:
            ids |= {i: g.name for i, g in catalog.gpus.items() if i not in ids}
        self.gpu_box.blockSignals(True)
        self.gpu_box.clear()
        for i, name in sorted(ids.items(), key=lambda kv: kv[1]):
            self.gpu_box.addItem(f"{name} ({i})", i)
        self.gpu_box.setCurrentIndex(max(0, self.gpu_box.findData(current)))
        self.gpu_box.blockSignals(False)

    def _select_gpu(self) -> None:
        """Preselect the catalogue GPU the log's name matched; an unknown name leaves the pick
        to the user."""
        self._fill_gpu_box()
        matched = next((p.catalog_id for _, p in self.rows() if p.catalog_id), None)
        if matched is not None and self.gpu_box.findData(matched) >= 0:
            self.gpu_box.setCurrentIndex(self.gpu_box.findData(matched))

    def _measured(self, gpu):
        """The selected GPUs as one MeasuredProfile; a missing end from ``gpu``'s datasheet."""
        from app.io.smi.profile import to_measured_profile

        rows = self.selected()
        profiles = [p for _, p in rows]
        return to_measured_profile(profiles, rows[0][0].path, idle_w=gpu.idle_w, full_w=gpu.tdp_w)

    def attach_to_catalogue(self) -> None:
        """Put a measured variant of the picked GPU into the quote's snapshot (undoable)."""
        from app.io.smi.enrich import attach_measured_variant

        gpu_id = self.gpu_box.currentData()
        if not self.files or gpu_id is None:
            return
        quote = self.state.quote
        try:
            if gpu_id not in quote.catalog.gpus:  # from the catalogue: copy it into the snapshot
                gpus = {**quote.catalog.gpus, gpu_id: self.state.catalog.gpus[gpu_id]}
                quote = quote.model_copy(update={"catalog": quote.catalog.model_copy(
                    update={"gpus": gpus})})
            new, variant = attach_measured_variant(quote, gpu_id, self._measured(quote.catalog.gpus[gpu_id]))
            self.state.replace(new, T(CTX, "Attach measured {gpu}").format(gpu=variant))
        except AppError as exc:
            self._problem(problem_text(exc))
            return
        if variant in self.state.quote.catalog.gpus:
            self._done(T(CTX, "Added {gpu} to the quote's catalogue.").format(gpu=variant))
        else:
            self._done(T(CTX, "{gpu} is kept once an option uses it: use the log for an option "
                              "(e.g. the baseline).").format(gpu=variant))

    def use_as_baseline(self) -> None:
        """The baseline option computes with the log: measured idle/full power, and for a
        fleet-mode baseline the log's mean utilization (undoable)."""
        from app.io.smi.enrich import base_gpu_id, use_log_for_option

        quote = self.state.quote
        base = next((o for o in quote.options if o.baseline), None)
        if not self.files:
            return
        if base is None:
            self._problem(T(CTX, "The quote has no baseline option: mark one on the Options page."))
            return
        gpu = quote.catalog.gpus[base_gpu_id(base.gpu)]
        try:
            new, variant = use_log_for_option(quote, base.label, self._measured(gpu))
            self.state.replace(new, T(CTX, "Use the log for {option}").format(option=base.label))
        except AppError as exc:
            self._problem(problem_text(exc))
            return
        self._done(T(CTX, "{option} now computes with the measured {gpu} (Undo takes it back).")
                   .format(option=base.label, gpu=variant))

    def _problem(self, text: str) -> None:
        self.message.setText(text)

    def _done(self, text: str) -> None:
        self.message.setText("")
        self.status.setText(text)

    def retranslate(self) -> None:
        self.texts.retranslate()
        if not self._built:
            return
        self.preview_table.setHorizontalHeaderLabels([T(CTX, h) for h in PREVIEW_HEADERS])
        self.summary.setHorizontalHeaderLabels([T(CTX, h) for h in SUMMARY_HEADERS])
        if self.files:
            self._fill_summary()
        if self.chart is not None:
            self.chart.retranslate()
        self.telemetry.retranslate()


def _catalog_hint(p) -> str:
    """Why a GPU of the log has no catalogue GPU yet (the reader's note, in the UI's language)."""
    if p.name:
        return T(CTX, "GPU name “{name}” is not in the catalogue: pick the catalogue GPU "
                      "yourself").format(name=p.name)
    return T(CTX, "the log does not name the GPU: pick the catalogue GPU yourself")


def _error(p: dict) -> str | None:
    """A preview's refusal in the UI's language (None when the file is ready)."""
    return refusal_text(p["path"], p["error"], p.get("refusal")) if p["error"] else None


def _status(p: dict) -> str:
    """Ready; or the columns are to be chosen at Import (the reason in the tooltip); or why not."""
    if p["error"] and p["mappable"]:
        return T(CTX, "columns to choose at Import: {why}").format(why=_error(p))
    return _error(p) or T(CTX, "ready")


def _size(n: int, lang: str = "en") -> str:
    """``1.5 MB`` (``1,5 MB`` in Dutch)."""
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{number(n, 0 if unit == 'B' else 1, lang)} {unit}"
        n /= 1024
    return ""
