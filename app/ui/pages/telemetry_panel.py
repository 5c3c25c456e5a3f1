"""The Measurements page's Prometheus panel: connect to a fleet's dcgm-exporter metrics, import
the server-side aggregates in the background, and turn the fleet into fleet-mode options.

URL, authentication (none, bearer token, user and password; remembered in the OS keyring only
when asked), CA file, window and label filter -> "Import from Prometheus" on a worker
(``run_in_background``: progress per query, Cancel) or "Open export…" for a file written by
``gpu-tco prom-export`` -> a table of the groups (model, host) -> "Use as fleet baseline" (the
largest fleet becomes the baseline; undoable). The day/night split of the fleet's energy is
shown for the time-of-use tariff and the load curve is kept with the import (``result``).
The work is ``app.io.telemetry`` (no Qt).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.errors import AppError, Said, said_of
from app.io.words.formatting import counted, number, percent
from app.ui.i18n import N, T
from app.ui.pages.import_job import ImportJob
from app.ui.refusals import problem_text
from app.ui.texts import Texts

CTX = "Telemetry"
#: An import's notes shown in the message (the GPUs left out come first); all in its tooltip.
SHOWN_NOTES = 6
GROUP_HEADERS = (N(CTX, "GPU model"), N(CTX, "host"), N(CTX, "GPUs"), N(CTX, "energy kWh"),
                 N(CTX, "mean W"), N(CTX, "p95 W"), N(CTX, "mean utilization"),
                 N(CTX, "idle W"), N(CTX, "full W"), N(CTX, "gaps"), N(CTX, "catalogue GPU"))
AUTH = (("none", N(CTX, "No authentication")), ("bearer", N(CTX, "Bearer token")),
        ("basic", N(CTX, "User and password")))


def _mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


class TelemetryPanel(ImportJob, QGroupBox):
    """Prometheus fleet import; ``result`` holds the last import (FleetImport) or None."""

    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.texts.bind(self.setTitle, N(CTX, "Fleet telemetry (Prometheus, dcgm-exporter)"))
        self.result = None
        self.job = None
        self._said: list = []  # the message's lines (Said or text), re-said on a language change
        self._every: list = []  # every note of the import (the message's tooltip)
        self._status_text = None  # the status line's maker, re-run on a language change
        outer = QVBoxLayout(self)
        form = QGridLayout()
        self.url = QLineEdit(placeholderText="https://prometheus.example:9090")
        self.start = QLineEdit("now-14d")
        self.end = QLineEdit("now")
        self.match = QLineEdit(placeholderText='{cluster="a"}')
        self.auth = QComboBox()
        self.auth.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # per language
        for key, _ in AUTH:
            self.auth.addItem("", key)
        self.user = QLineEdit()
        self.secret = QLineEdit(echoMode=QLineEdit.EchoMode.Password)
        self.ca_file = QLineEdit()
        self.ca_button = self.texts.button(N(CTX, "CA file…"))
        self.remember = QCheckBox()
        self.texts.bind(self.remember.setText, N(CTX, "Remember in the OS keyring"))
        rows = ((N(CTX, "Prometheus URL:"), self.url, N(CTX, "Label filter:"), self.match),
                (N(CTX, "From:"), self.start, N(CTX, "To:"), self.end),
                (N(CTX, "Authentication:"), self.auth, N(CTX, "User or token:"), self.user),
                (N(CTX, "Password:"), self.secret, N(CTX, "CA certificate:"), self.ca_file))
        for r, (l1, w1, l2, w2) in enumerate(rows):
            form.addWidget(self.texts.label(l1), r, 0)
            form.addWidget(w1, r, 1)
            form.addWidget(self.texts.label(l2), r, 2)
            form.addWidget(w2, r, 3)
        form.addWidget(self.ca_button, 3, 4)
        form.addWidget(self.remember, 2, 4)
        outer.addLayout(form)
        bar = QHBoxLayout()
        self.import_button = self.texts.button(N(CTX, "Import from Prometheus"))
        self.open_button = self.texts.button(N(CTX, "Open export…"))
        self.cancel_button = self.texts.button(N(CTX, "Cancel"))
        self.progress = QProgressBar(textVisible=True)
        self.progress_label = QLabel()
        for w in (self.import_button, self.open_button):
            bar.addWidget(w)
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.progress_label)
        bar.addWidget(self.cancel_button)
        outer.addLayout(bar)
        self.message = QLabel(wordWrap=True, styleSheet="color: #b00020")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.message)
        self.table = QTableWidget(0, len(GROUP_HEADERS))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(110)
        # as tall as its rows (at least the 110 above): an empty table's default height took the
        # room the Measurements page's chart needs above it
        self.table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        outer.addWidget(self.table)
        actions = QHBoxLayout()
        self.baseline_button = self.texts.button(N(CTX, "Use as fleet baseline"))
        actions.addWidget(self.baseline_button)
        self.status = QLabel(wordWrap=True)
        actions.addWidget(self.status, 1)
        outer.addLayout(actions)
        self.import_button.clicked.connect(self.start_import)
        self.open_button.clicked.connect(self.open_export)
        self.cancel_button.clicked.connect(self.cancel)
        self.baseline_button.clicked.connect(self.use_as_baseline)
        self.ca_button.clicked.connect(self._pick_ca)
        self.auth.currentIndexChanged.connect(self._auth_changed)
        self.retranslate()
        self._auth_changed()
        self._set_busy(False)

    # --- connecting -----------------------------------------------------------------------
    def _auth_changed(self) -> None:
        kind = self.auth.currentData()
        self.user.setEnabled(kind != "none")
        self.secret.setEnabled(kind == "basic")
        self.remember.setEnabled(kind != "none")
        self.user.setEchoMode(QLineEdit.EchoMode.Password if kind == "bearer"
                              else QLineEdit.EchoMode.Normal)

    def _pick_ca(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, T(CTX, "CA certificate"), "",
                                              T(CTX, "PEM (*.pem *.crt *.cer);;All files (*)"))
        if name:
            self.ca_file.setText(name)

    def connection(self):
        """The Connection from the fields (and the keyring when nothing is typed)."""
        from app.io.telemetry import credentials
        from app.io.telemetry.client import Connection

        kind, url = self.auth.currentData(), self.url.text().strip()
        token = self.user.text() if kind == "bearer" else None
        user = self.user.text().strip() if kind == "basic" else None
        password = self.secret.text() if kind == "basic" else None
        if kind != "none" and not (token or user):
            kept = credentials.recall(url) if url else {}
            token, user, password = kept.get("token"), kept.get("username"), kept.get("password")
        return Connection(url, token=token or None, username=user or None, password=password,
                          ca_file=self.ca_file.text().strip() or None)

    def _night(self) -> tuple[int, float]:
        tariff = self.state.quote.site.tariff
        return (tariff.night_start_hour, tariff.night_hours_per_day) if tariff else (23, 8.0)

    def start_import(self) -> None:
        """Check the fields, then query the server on a worker thread."""
        from app.io.telemetry.client import PromClient
        from app.io.telemetry.fleet import import_fleet
        from app.io.telemetry.queries import match_inner
        from app.io.telemetry.window import Window

        if self.job is not None and self.job.running:
            return
        try:
            conn = self.connection()
            client = PromClient(conn)
            window = Window.parse(self.start.text(), self.end.text(),
                                  names=(Said("From"), Said("To")))
            match = self.match.text().strip()
            match_inner(match)
        except AppError as exc:
            self._say([exc])
            return
        catalog = self._catalog()
        start, hours = self._night()
        remember = self.remember.isChecked() and self.remember.isEnabled()

        def work(task):
            result = import_fleet(client, window, match, task=task, catalog=catalog,
                                  night_start_hour=start, night_hours=hours)
            if remember:
                from app.io.telemetry import credentials

                try:
                    credentials.remember(conn)
                except AppError as exc:
                    result.notes.append(said_of(exc) or str(exc))
            return result

        self._run(work)

    def open_export(self, path=None) -> None:
        """Read a file written by ``gpu-tco prom-export`` (in the background too)."""
        from app.io.telemetry.export import read_export

        if not path:
            path, _ = QFileDialog.getOpenFileName(self, T(CTX, "Open a Prometheus export"), "",
                                                  T(CTX, "JSON (*.json);;All files (*)"))
        if path:
            self._run(lambda task: read_export(path))

    def _run(self, work) -> None:
        from app.ui.workers import run_in_background

        self._say([])
        self._set_status(None)
        self._set_busy(True)
        # not interruptible: the import checks the cancel itself every 0.1 s, and an exception
        # raised into it asynchronously could leave a lock of its thread pool held (every later
        # import then hangs, seen in the suite)
        self.job = run_in_background(work, self._imported, self._failed,
                                     on_progress=self._progressed, on_cancelled=self._cancelled,
                                     interruptible=False)

    def _progressed(self, fraction, text: str) -> None:
        self.progress.setRange(0, 1000)
        self.progress.setValue(int((fraction or 0) * 1000))
        self.progress_label.setText(T(CTX, "Importing…"))  # ``text`` names a query (p_avg)

    def _imported(self, result) -> None:
        self.result = result
        self._set_busy(False)
        lang = self.state.lang
        self.progress_label.setText(T(CTX, "{gpus} in {groups} imported").format(
            gpus=counted(len(result.profiles), T(CTX, "GPU"), T(CTX, "GPUs"), lang),
            groups=counted(len(result.groups), T(CTX, "group"), T(CTX, "groups"), lang)))
        shown = list(result.notes[:SHOWN_NOTES])
        if len(result.notes) > SHOWN_NOTES:  # nothing said in silence: the rest on hover
            shown.append(Said("and {n} more note(s) (point at this message to read them all)",
                              n=len(result.notes) - SHOWN_NOTES))
        self._say(shown, every=result.notes)
        self._fill()

    def _failed(self, exc: Exception) -> None:
        self._set_busy(False)
        self._say([exc])

    def _say(self, items: list, every: list | None = None) -> None:
        """The message: each item (a note, a Said or an error) in the UI's language;
        ``every`` (all the notes, when ``items`` shows the first) in its tooltip."""
        self._said, self._every = list(items), list(every or [])
        self.message.setText("\n".join(problem_text(i) for i in self._said))
        self.message.setToolTip("\n".join(problem_text(i) for i in self._every))

    def _set_status(self, make) -> None:
        """The status line from ``make()`` (None: empty), re-made on a language change."""
        self._status_text = make
        self.status.setText(make() if make is not None else "")

    def _cancelled(self) -> None:
        self._set_busy(False)
        self.progress_label.setText(T(CTX, "Import cancelled; nothing was imported."))

    def _set_busy(self, busy: bool) -> None:
        self._show_progress(busy)
        self.import_button.setEnabled(not busy)
        self.open_button.setEnabled(not busy)
        self.baseline_button.setEnabled(not busy and self.result is not None)

    # --- showing and using ------------------------------------------------------------------
    def rows(self) -> list[list[str]]:
        lang, out = self.state.lang, []
        if self.result is None:
            return out
        by_gpu = self.result.by_gpu()
        for g in self.result.groups:
            ps = [by_gpu[x] for x in g.gpus if x in by_gpu]
            fits = [p.fit for p in ps if p.fit is not None and p.fit.status in ("fit", "narrow")]
            energy = sum(p.energy_wh or 0.0 for p in ps) / 1000.0
            cells = [g.model or "?", g.host or "?", number(len(ps), 0, lang),
                     number(energy, 3, lang), number(_mean([p.mean_power_w for p in ps]), 1, lang),
                     number(_mean([p.p95_power_w for p in ps]), 1, lang),
                     percent(_mean([p.mean_utilization for p in ps]), 0, lang),
                     number(_mean([f.idle_w for f in fits]), 1, lang),
                     number(_mean([f.full_w for f in fits]), 1, lang),
                     number(sum(len(p.gaps) for p in ps), 0, lang),
                     next((p.catalog_id for p in ps if p.catalog_id), "–")]
            out.append(cells)
        return out

    def _fill(self) -> None:
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if 2 <= c <= 9:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self._set_status(self._day_night_text)

    def _day_night_text(self) -> str:
        dn = self.result.day_night if self.result is not None else {}
        if dn.get("night_energy_share") is None:
            return ""
        return T(CTX, "Night share of the fleet's energy ({start}:00, {hours} h): {share} "
                      "(an even spread gives {even}).").format(
            start=f"{dn['night_start_hour']:02d}", hours=number(dn["night_hours_per_day"], 1,
                                                                 self.state.lang),
            share=percent(dn["night_energy_share"], 1, self.state.lang),
            even=percent(dn["even_spread_share"], 1, self.state.lang))

    def use_as_baseline(self) -> None:
        """The largest fleet becomes the baseline; other fleets further options (undoable)."""
        from app.io.telemetry.baseline import use_fleet

        if self.result is None:
            return
        try:
            new, notes = use_fleet(self.state.quote, self.result, self._catalog(),
                                   say=problem_text)
            self.state.replace(new, T(CTX, "Use the Prometheus fleet as the baseline"))
        except AppError as exc:
            self._say([exc])
            return
        self._say(notes)
        self._set_status(lambda: self._baseline_text(new.baseline))

    def _baseline_text(self, base) -> str:
        lang = self.state.lang
        text = T(CTX, "{option} now computes with {servers} × {gpus} at {u} utilization (Undo "
                      "takes it back).").format(
            option=base.label,
            servers=counted(base.servers, T(CTX, "server"), T(CTX, "servers"), lang),
            gpus=counted(base.gpus_per_server, T(CTX, "measured GPU"), T(CTX, "measured GPUs"),
                         lang),
            u=percent(base.utilization, 0, lang))
        if base.measured_load is not None:
            text += " " + T(CTX, "Under a day/night tariff its night share is the one measured "
                                 "over the day.")
        return text

    def retranslate(self) -> None:
        self.texts.retranslate()
        for i, (_, text) in enumerate(AUTH):
            self.auth.setItemText(i, T(CTX, text))
        self.table.setHorizontalHeaderLabels([T(CTX, h) for h in GROUP_HEADERS])
        make = self._status_text
        if self.result is not None:
            self._fill()
        self._say(self._said, self._every)
        self._set_status(make)
