"""Options → Custom server…: a baseline for hardware the catalogue lacks. The user types the
server's idle and full power, its GPUs and PSUs and how many run today at what utilization;
the entries go into the quote's own catalogue (app.model.custom_server), marked user edits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from app.errors import AppError
from app.model import Option
from app.ui.dialogs.dialog_parts import ok_cancel
from app.ui.i18n import T
from app.ui.locale_for import locale_for
from app.ui.pages.option_fit import choices, unique_label
from app.ui.refusals import problem_text

CTX = "CustomServer"


class CustomServerDialog(QDialog):
    def __init__(self, state, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.setWindowTitle(T(CTX, "Custom server as the baseline"))
        locale = locale_for(state.lang)
        form = QFormLayout(self)
        intro = QLabel(T(CTX, "For hardware the catalogue lacks: the server's DC load at idle "
                              "and at full load (from the vendor's power calculator), its GPUs "
                              "and PSUs. The GPU's catalogue row gives the throughput."))
        intro.setWordWrap(True)
        form.addRow(intro)
        self.name = QLineEdit(T(CTX, "Custom server"))
        self.gpu = QComboBox()
        cls = state.quote.workload.class_id
        for g in choices(state, "gpus").values():
            if cls in g.perf:
                self.gpu.addItem(f"{g.name} ({g.form_factor})", g.id)
        self.gpus = QSpinBox(minimum=1, maximum=72, value=8)
        self.idle = QDoubleSpinBox(minimum=0, maximum=200000, decimals=0, value=1000, suffix=" W")
        self.full = QDoubleSpinBox(minimum=0, maximum=200000, decimals=0, value=3500, suffix=" W")
        self.psu_count = QSpinBox(minimum=1, maximum=32, value=2)
        self.psu_spares = QSpinBox(minimum=0, maximum=31, value=1)
        self.psu_rating = QDoubleSpinBox(minimum=100, maximum=50000, decimals=0, value=2000,
                                         suffix=" W")
        self.rack_units = QSpinBox(minimum=1, maximum=48, value=4)
        self.servers = QSpinBox(minimum=1, maximum=100000, value=1)
        self.util = QDoubleSpinBox(minimum=0, maximum=100, decimals=1, value=50, suffix=" %")
        for box in (self.gpus, self.idle, self.full, self.psu_count, self.psu_spares,
                    self.psu_rating, self.rack_units, self.servers, self.util):
            box.setLocale(locale)
        for text, widget in ((T(CTX, "Name"), self.name), (T(CTX, "GPU"), self.gpu),
                             (T(CTX, "GPUs per server"), self.gpus),
                             (T(CTX, "Server power at idle"), self.idle),
                             (T(CTX, "Server power at full load"), self.full),
                             (T(CTX, "PSUs installed"), self.psu_count),
                             (T(CTX, "of which spares"), self.psu_spares),
                             (T(CTX, "PSU rating"), self.psu_rating),
                             (T(CTX, "Rack units"), self.rack_units),
                             (T(CTX, "Servers today"), self.servers),
                             (T(CTX, "Utilization today"), self.util)):
            form.addRow(text, widget)
        self.error = QLabel(styleSheet="color: #b00020")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        form.addRow(self.error)
        form.addRow(ok_cancel(self, self.apply))

    def apply(self) -> bool:
        """Add the custom server as the baseline (fleet mode); False with the reason shown."""
        from pydantic import ValidationError

        from app.model.custom_server import custom_entries
        from app.model.messages import describe

        quote = self.state.quote
        taken = set(quote.catalog.servers)
        key, n = "custom-server", 2
        while key in taken:
            key, n = f"custom-server-{n}", n + 1
        gpu = choices(self.state, "gpus").get(self.gpu.currentData())
        if gpu is None:
            self.error.setText(T(CTX, "No GPU of the catalogue has a throughput for this workload."))
            return False
        try:
            server, psu = custom_entries(
                key, self.name.text().strip() or key, gpu, self.gpus.value(), self.idle.value(),
                self.full.value(), self.psu_count.value(), self.psu_spares.value(),
                self.psu_rating.value(), self.rack_units.value())
            cooling = next(c for c in choices(self.state, "cooling").values() if c.type == "air")
            labels = {o.label for o in quote.options}
            option = Option(label=unique_label(server.model[:110], labels), baseline=True,
                            server=server.id, gpu=gpu.id, gpus_per_server=self.gpus.value(),
                            psu=psu.id, psu_count=self.psu_count.value(),
                            psu_spares=self.psu_spares.value(), cooling=cooling.id,
                            servers=self.servers.value(), utilization=self.util.value() / 100)
        except (ValueError, StopIteration) as exc:
            text = problem_text(describe(exc, T(CTX, "custom server"))
                                if isinstance(exc, ValidationError) else exc)
            self.error.setText(text or T(CTX, "No air cooling option in the catalogue."))
            return False
        snap = quote.catalog.model_copy(update={
            "servers": {**quote.catalog.servers, server.id: server},
            "psus": {**quote.catalog.psus, psu.id: psu},
            "gpus": {**quote.catalog.gpus, gpu.id: gpu}})
        options = [o.model_copy(update={"baseline": False}) for o in quote.options] + [option]
        try:
            self.state.replace(quote.model_copy(update={"catalog": snap, "options": options}),
                               "custom server")
        except AppError as exc:
            self.error.setText(problem_text(exc))
            return False
        self.accept()
        return True
