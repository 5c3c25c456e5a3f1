"""The editor of one option: server, GPU, PSUs, cooling, power cap or profile, fleet mode.

Choices are filtered to what fits the chosen server; an invalid option shows its reasons here.
"""

from __future__ import annotations

import logging
import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QWidget,
)

from app.errors import AppError, Said
from app.io.words.formatting import percent
from app.io.words.labels import profile_name
from app.model import Option
from app.model.ranges import Bounds
from app.text.languages import base
from app.ui.elided_combo import ElidedCombo
from app.ui.i18n import N, T
from app.ui.number_field import field_for
from app.ui.pages.option_costs import OptionCosts
from app.ui.pages.option_decision import OptionDecision
from app.ui.pages.option_extras import OptionExtras
from app.ui.pages.option_fit import choices, fitting_update
from app.ui.pages.option_precision import precision_items, unstated_hint
from app.ui.pages.option_reserve import OptionReserve
from app.ui.pages.option_terms import OptionTerms
from app.ui.refusals import problem_text
from app.ui.texts import Texts

log = logging.getLogger(__name__)
CTX = "Options"
MODES = (("none", N(CTX, "full power")), ("cap", N(CTX, "power cap")),
         ("profile", N(CTX, "power profile")))
#: (M44) an option's purchase plan under growth; "": the quote's
PLANS = (("", N(CTX, "as the quote")), ("upfront", N(CTX, "all up front")),
         ("staged", N(CTX, "staged")))
NO_PROFILE = ""  # the profile list starts at "none": METHOD §3 calls them references


class OptionEditor(QWidget):
    """Emits ``edited(text, update)``; the page turns it into an undoable AppState edit."""

    edited = Signal(str, dict)

    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.option: Option | None = None
        form = QFormLayout(self)
        self.label = QLineEdit()
        self.label.editingFinished.connect(self._rename)
        self.baseline = QCheckBox()
        self.texts.bind(self.baseline.setText, N(CTX, "baseline: what the customer runs today"))
        self.baseline.clicked.connect(self._baseline)
        # the catalogue's names with their descriptions: "…" and a tooltip where one is cut
        self.server, self.gpu, self.psu = ElidedCombo(), ElidedCombo(), ElidedCombo()
        self.cooling, self.mode, self.profile = ElidedCombo(), QComboBox(), QComboBox()
        self.server.activated.connect(self._server)
        self.gpu.activated.connect(lambda: self._emit("GPU", gpu=self.gpu.currentData(),
                                                      power_cap=None, profile=None))
        self.psu.activated.connect(lambda: self._emit("PSU", psu=self.psu.currentData()))
        self.cooling.activated.connect(lambda: self._emit("cooling", cooling=self.cooling.currentData()))
        self.mode.activated.connect(self._mode)
        self.profile.activated.connect(self._profile)
        self.gpu_count = field_for(Option, "gpus_per_server", integer=True)
        self.psu_count = field_for(Option, "psu_count", integer=True)
        self.psu_spares = field_for(Option, "psu_spares", integer=True)
        self.gpu_count.committed.connect(self._gpu_count)
        self.psu_count.committed.connect(lambda v: self._emit("PSU count", psu_count=v))
        self.psu_spares.committed.connect(lambda v: self._emit("PSU spares", psu_spares=v))
        self.cap = QSlider(Qt.Orientation.Horizontal)
        self.cap.valueChanged.connect(self._cap_moved)
        self.cap.sliderReleased.connect(self._cap_commit)
        self.cap_text = QLabel()
        self.cap_text.setMinimumWidth(110)
        self.cap_edit = QLineEdit()
        self.cap_edit.setMaximumWidth(90)
        self.texts.bind(self.cap_edit.setPlaceholderText, N(CTX, "W or %"))
        self.cap_edit.editingFinished.connect(self._cap_typed)
        cap_row = QHBoxLayout()
        cap_row.addWidget(self.cap, 1)
        cap_row.addWidget(self.cap_text)
        cap_row.addWidget(self.cap_edit)
        self.cap_curve = QLineEdit()
        self.texts.bind(self.cap_curve.setPlaceholderText,
                        N(CTX, "none: the assumed exponent (e.g. 0.7:0.91, 0.85:0.97, 1:1)"))
        self.cap_curve.editingFinished.connect(self._cap_curve)
        self.fleet = QCheckBox()
        self.texts.bind(self.fleet.setText, N(CTX, "fleet mode: a given number of servers"))
        self.fleet.clicked.connect(self._fleet)
        self.servers = field_for(Option, "servers", integer=True)
        self.servers.committed.connect(lambda v: self._emit("servers", servers=v))
        self.util = field_for(Option, "utilization", 1, scale=100, suffix=" %")
        self.util.committed.connect(lambda v: self._emit("utilization", utilization=v))
        self.precision = QComboBox()  # (M40) pins the number format; "" the best accepted
        self.precision.activated.connect(lambda: self._emit(
            "number format", precision=self.precision.currentData() or None))
        self.plan = ElidedCombo()  # (M44) this option's purchase plan under growth
        self.plan.activated.connect(lambda: self._emit(
            "purchase plan", growth_plan=self.plan.currentData() or None))
        self.reasons = QLabel(styleSheet="color: #b00020")
        self.reasons.setWordWrap(True)
        self.changed = QLabel(styleSheet="color: #8a5a00")  # what a server change had to change
        self.changed.setWordWrap(True)
        self._profile_pending = False
        self.notes = QLabel(styleSheet="color: #555")
        self.notes.setWordWrap(True)
        rows = ((N(CTX, "Name"), self.label), ("", self.baseline), (N(CTX, "Server"), self.server),
                (N(CTX, "GPU"), self.gpu), (N(CTX, "GPUs per server"), self.gpu_count),
                (N(CTX, "PSU"), self.psu), (N(CTX, "PSUs installed"), self.psu_count),
                (N(CTX, "of which spares"), self.psu_spares), (N(CTX, "Cooling"), self.cooling),
                (N(CTX, "Power"), self.mode), (N(CTX, "Power cap"), cap_row),
                (N(CTX, "Measured cap curve (power ratio:throughput)"), self.cap_curve),
                (N(CTX, "Profile"), self.profile), (N(CTX, "Number format"), self.precision),
                ("", self.fleet), (N(CTX, "Servers"), self.servers),
                (N(CTX, "Utilization"), self.util), (N(CTX, "Purchase plan"), self.plan))
        for text, widget in rows:
            form.addRow(self.texts.form_label(text) if text else QLabel(), widget)
        self.reserve = OptionReserve(self.texts)
        self.reserve.edited.connect(self.edited)
        form.addRow(self.reserve)
        self.costs = OptionCosts(self.texts)
        self.costs.edited.connect(self.edited)
        form.addRow(self.costs)
        self.terms = OptionTerms(self.texts)  # (M41, M42) warranty and allowances
        self.terms.edited.connect(self.edited)
        form.addRow(self.terms)
        self.decision = OptionDecision(self.texts, _rental_presets())
        self.decision.edited.connect(self.edited)
        form.addRow(self.decision)
        self.extras = OptionExtras(self.texts)
        self.extras.edited.connect(self.edited)
        form.addRow(self.extras)
        form.addRow(self.changed)
        form.addRow(self.reasons)
        form.addRow(self.notes)
        self._widgets = [w for _t, w in rows if isinstance(w, QWidget)] + [self.cap, self.cap_edit]

    # --- show an option --------------------------------------------------------------------
    def show_option(self, option: Option | None, result=None) -> None:
        if option is None or self.option is None or option.label != self.option.label:
            self.changed.clear()
            self._profile_pending = False
        self.option = option
        for w in self._widgets:
            w.blockSignals(True)
            w.setEnabled(option is not None)
        if option is not None:
            self._fill(option)
        for w in self._widgets:
            w.blockSignals(False)
        self.decision.show_option(option, result, self.state.quote.currency)
        self.extras.show_option(option, self.state.lang, self.state.quote.currency)
        self.reserve.show_option(option, self.state.quote,
                                 self.state.result.options if self.state.result else None)
        if option is None:
            self.costs.show_option(None)
        else:
            self.costs.show_option(option, choices(self.state, "gpus")[option.gpu].price_eur,
                                   choices(self.state, "servers")[option.server].base_price_eur,
                                   self.state.quote.currency)
        server = choices(self.state, "servers").get(option.server) if option else None
        self.terms.show_option(option, server, self.state.quote.tax, self.state.lang)
        invalid = result is not None and not result.valid
        hint = unstated_hint(self.state.quote, choices(self.state, "gpus").get(option.gpu)) \
            if invalid else ""
        self.reasons.setText("\n".join([*result.reasons, hint] if hint else result.reasons)
                             if invalid else "")
        self.notes.setText("\n".join(result.notes) if result is not None and result.valid else "")

    def _fill(self, o: Option) -> None:
        servers, gpus = choices(self.state, "servers"), choices(self.state, "gpus")
        server, gpu = servers[o.server], gpus[o.gpu]
        self.label.setText(o.label)
        self.baseline.setChecked(o.baseline)
        _combo(self.server, [(s.id, f"{s.vendor} {s.model_in(self.state.lang)}")
                             for s in servers.values()], o.server)
        _combo(self.gpu, [(g.id, f"{g.name} ({g.form_factor})") for g in gpus.values()
                          if server.takes_gpu(g) or g.id == o.gpu], o.gpu)
        self.gpu_count.set_bounds(Bounds(ge=1, le=max(server.gpu_slots, o.gpus_per_server)))
        self.gpu_count.setValue(o.gpus_per_server)
        _combo(self.psu, [(p.id, p.name) for p in choices(self.state, "psus").values()], o.psu)
        self.psu_count.set_bounds(Bounds(ge=1, le=max(server.psu_bays, o.psu_count)))
        self.psu_count.setValue(o.psu_count)
        self.psu_spares.set_bounds(Bounds(ge=0, le=o.psu_count - 1))
        self.psu_spares.setValue(o.psu_spares)
        _combo(self.cooling, [(c.id, c.name_in(self.state.lang)) for c in choices(self.state, "cooling").values()
                              if c.type in server.cooling or c.id == o.cooling], o.cooling)
        mode = ("cap" if o.power_cap is not None else "profile"
                if o.profile is not None or self._profile_pending else "none")
        _combo(self.mode, [(k, T(CTX, t)) for k, t in MODES
                           if k != "profile" or gpu.profiles or o.profile], mode)
        self.cap.setRange(int(gpu.min_power_limit_w), int(gpu.tdp_w))
        self.cap.setValue(int(round((o.power_cap or 1.0) * gpu.tdp_w)))
        self.cap.setEnabled(mode == "cap")
        self.cap_edit.setEnabled(mode == "cap")
        self.cap_edit.clear()
        self._cap_label(self.cap.value())
        if o.power_cap is not None:  # a saved cap outside the GPU's range shows as it is
            watts = o.power_cap * gpu.tdp_w
            if not gpu.min_power_limit_w - 1e-9 <= watts <= gpu.tdp_w + 1e-9:
                self.cap_text.setStyleSheet("color: #b00020")
                self.cap_text.setText(T(CTX, "{w} W ({p}): outside {low}–{high} W").format(
                    w=f"{watts:.0f}", p=f"{o.power_cap:.0%}", low=f"{gpu.min_power_limit_w:.0f}",
                    high=f"{gpu.tdp_w:.0f}"))
        profiles = list(gpu.profiles) + ([o.profile.id] if o.profile and o.profile.id not in gpu.profiles else [])
        _combo(self.profile, [(NO_PROFILE, T(CTX, "none"))]
               + [(p, profile_name(p, self.state.lang)) for p in profiles],
               o.profile.id if o.profile else NO_PROFILE)
        self.profile.setEnabled(mode == "profile")
        self.cap_curve.setText(format_curve(o.cap_curve, self.state.lang))
        _combo(self.precision, precision_items(gpu, self.state.quote.workload.class_id, o.precision),
               o.precision or "")
        self.fleet.setChecked(o.fleet_mode)
        for rule in (self.fleet, self.baseline):  # a rental is a sized candidate (Option)
            rule.setEnabled(o.rental is None)
            rule.setToolTip(T(CTX, "a rental is a sized candidate: switch renting off first")
                            if o.rental is not None else "")
        self.servers.setEnabled(o.fleet_mode)
        self.util.setEnabled(o.fleet_mode)
        self.servers.setValue(o.servers or 1)
        self.util.setValue(o.utilization or 0)
        self.util.set_warning(self.state.warnings_for(f"options/{o.label}/utilization"))
        _combo(self.plan, [(k, T(CTX, t)) for k, t in PLANS], o.growth_plan or "")
        self.plan.setEnabled(o.rental is None and not o.fleet_mode)  # they follow the demand

    # --- edits -----------------------------------------------------------------------------
    def _emit(self, text: str, **update) -> None:
        if self.option is not None:
            self.edited.emit(text, update)

    def _gpu_count(self, n) -> None:
        """A count the board does not take is refused here, with the board's counts (a
        candidate only: the baseline is what runs today, flagged, not refused)."""
        from app.io.words.formatting import note_text
        from app.model.notes import note

        if self.option is None:
            return
        server = choices(self.state, "servers")[self.option.server]
        counts = server.gpu_counts
        if counts and int(n) not in counts and not self.option.baseline:
            self.gpu_count.setValue(self.option.gpus_per_server)
            self.gpu_count.refuse(note_text(note(
                "gpu_count_not_taken", server=server.model_arg(), n=int(n),
                counts=", ".join(map(str, counts))), self.state.lang), str(int(n)))
            return
        self._emit("GPU count", gpus_per_server=n)

    def _baseline(self, on: bool) -> None:
        """The baseline is not bought: an option with extra lines says so instead (the lines
        stay, the option stays a candidate)."""
        if on and self.option is not None and self.option.extras:
            self.baseline.setChecked(False)
            self.reasons.setText(T(CTX, "The baseline is not bought: remove this option's extra "
                                        "bill-of-materials lines first."))
            return
        if on and self.option is not None and (self.option.financing or self.option.allowances):
            self.baseline.setChecked(False)
            self.reasons.setText(T(CTX, "The baseline is not bought: remove this option's "
                                        "financing and tax allowances first."))
            return
        self.edited.emit("baseline", {"baseline": on})

    def _rename(self) -> None:
        text = self.label.text().strip()
        if self.option is not None and text and text != self.option.label:
            self.edited.emit("rename", {"label": text})

    def _server(self) -> None:
        if self.option is not None:
            update, said = fitting_update(self.state, self.option, self.server.currentData())
            self.edited.emit("server", update)
            self.changed.setText(" ".join(said))

    def _mode(self) -> None:
        mode, gpu = self.mode.currentData(), choices(self.state, "gpus")[self.option.gpu]
        self._profile_pending = False
        if mode == "cap":
            self._emit("power cap", profile=None, power_cap=1.0)
        elif mode == "profile" and gpu.profiles:  # starts at "none": the user picks one
            self._profile_pending = True
            self._emit("profile", power_cap=None, profile=None)
            self.mode.setCurrentIndex(self.mode.findData("profile"))
            self.profile.setEnabled(True)
        else:
            self._emit("full power", power_cap=None, profile=None)

    def _profile(self) -> None:
        key = self.profile.currentData()
        self._emit("profile", power_cap=None, profile={"id": key} if key else None)

    def _cap_typed(self) -> None:
        """A cap typed exactly: '560 W', '560' (watts) or '80 %' (of TDP), in the UI language."""
        if self.option is None or not self.cap_edit.text().strip():
            return
        gpu = choices(self.state, "gpus")[self.option.gpu]
        try:
            cap = parse_cap(self.cap_edit.text(), gpu.tdp_w, self.state.lang)
        except ValueError as exc:
            self.reasons.setText(T(CTX, "Power cap: {why}").format(why=problem_text(exc)))
            return
        self._emit("power cap", profile=None, power_cap=cap)

    def _cap_label(self, watts: int) -> None:
        tdp = self.cap.maximum() or 1
        self.cap_text.setStyleSheet("")
        self.cap_text.setText(f"{watts} W ({percent(watts / tdp, 0, self.state.lang)})")

    def _cap_moved(self, watts: int) -> None:
        self._cap_label(watts)
        if not self.cap.isSliderDown():  # keyboard or click: commit; a drag commits on release
            self._cap_commit()

    def _cap_commit(self) -> None:
        self._emit("power cap", profile=None, power_cap=self.cap.value() / (self.cap.maximum() or 1))

    def _cap_curve(self) -> None:
        if self.option is None:
            return
        try:
            curve = parse_curve(self.cap_curve.text(), self.state.lang)
        except ValueError as exc:
            self.reasons.setText(T(CTX, "Cap curve: {why}").format(why=problem_text(exc)))
            return
        if curve != (self.option.cap_curve or None):
            self._emit("cap curve", cap_curve=curve)

    def _fleet(self, on: bool) -> None:
        self._emit("fleet mode", servers=(self.option.servers or 1) if on else None,
                   utilization=(self.option.utilization or 0.5) if on else None)


def _rental_presets() -> dict:
    """{GPU id: RentalPreset}; a broken presets file leaves the chooser empty (logged)."""
    from app.io.catalog.presets import load_rental_presets

    try:
        return load_rental_presets()
    except AppError:
        log.exception("rental presets not loaded")
        return {}


def parse_cap(text: str, tdp_w: float, lang: str = "en") -> float:
    """'560 W' or '560' -> 560 / TDP; '80 %' -> 0.8. Decimal comma in Dutch. Outside the GPU's
    range is not refused here: the option then shows as invalid with the engine's reason."""
    raw = text.strip().replace("\u00a0", " ")
    percent = raw.endswith("%")
    raw = raw.rstrip("%").strip()
    if raw.lower().endswith("w"):
        raw = raw[:-1].strip()
    if lang == "nl":
        raw = raw.replace(".", "").replace(",", ".")
    elif base(lang) == "fr":  # 1 234,5: a space (or a narrow one) groups, a comma decimals
        raw = raw.replace(" ", "").replace("\u202f", "").replace(",", ".")
    else:
        raw = raw.replace(",", "")
    try:
        value = float(raw)
    except ValueError:
        raise ValueError(Said("{text} is not a power in W or a share of TDP in %",
                               text=text.strip())) from None
    if not value > 0 or value != value:
        raise ValueError(Said("{text} must be above 0", text=text.strip()))
    cap = value / 100 if percent else value / tdp_w
    if cap > 1.5:
        raise ValueError(Said("{text} is above 150 % of TDP", text=text.strip()))
    return cap


def parse_curve(text: str, lang: str = "en") -> list[tuple[float, float]] | None:
    """"0.7:0.91, 1:1" -> [(0.7, 0.91), (1.0, 1.0)]; empty -> None (the assumed exponent).
    Dutch writes the decimal comma, so its points are apart by ";" (or a comma and a space):
    "0,7:0,91; 1:1". A point with two colons (points run together) is refused, not guessed."""
    if not text.strip():
        return None
    if lang.split("-")[0] == "en":
        parts = text.replace(";", ",").split(",")
    else:
        parts = re.split(r"\s*;\s*|,\s+|\s+", text.strip())
    points = []
    for part in (p for p in parts if p.strip()):
        ratio, sep, throughput = part.partition(":")
        number = (lambda v: v) if lang.split("-")[0] == "en" else (lambda v: v.replace(",", "."))
        try:
            if ":" in throughput:
                raise ValueError
            points.append((float(number(ratio)), float(number(throughput))))
        except ValueError:
            raise ValueError(Said("{part} is not 'power ratio:throughput'",
                                  part=part.strip())) from None
        if not sep:
            raise ValueError(Said("{part} is not 'power ratio:throughput'", part=part.strip()))
    return sorted(points)


def format_curve(curve, lang: str = "en") -> str:
    if not curve:
        return ""
    if lang.split("-")[0] == "en":
        return ", ".join(f"{r:g}:{t:g}" for r, t in curve)
    return "; ".join(f"{r:g}:{t:g}".replace(".", ",") for r, t in curve)


def _combo(combo: QComboBox, items: list[tuple[str, str]], current: str) -> None:
    combo.clear()
    for key, text in items:
        combo.addItem(text, key)
    combo.setCurrentIndex(max(0, combo.findData(current)))
