"""The reserve of one option (METHOD M13a): minimum servers and N + r redundancy, its own or
the quote's, with a line that says which default a new purchased option gets and why.
Emits ``edited(text, update)`` like the option editor; the page makes it an undoable edit.

Only a sized option is sized by M13a: in fleet mode the count is given, so the fields are off.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel

from app.model import Option
from app.ui.i18n import N, T
from app.ui.number_field import field_for
from app.ui.pages.option_box import OptionBox
from app.ui.texts import Texts

CTX = "Options"


def default_text(quote, results) -> str:
    """Which default a new purchased option gets, and why, in the UI language ("" without a
    baseline). ``results``: the quote's option results (the baseline's count when sized)."""
    from app.calc import reserve

    if quote is None or quote.baseline is None:
        return ""
    base = reserve.baseline_servers(quote, results)
    if base is None:
        return ""
    if reserve.default_redundancy(base):
        return T(CTX, "Default for a new purchased option: N+1, because the current "
                      "configuration runs {n} servers; a production fleet is not replaced by a "
                      "single point of failure.").format(n=base)
    return T(CTX, "Default for a new purchased option: N+0, because the current configuration "
                  "runs one server.")


class OptionReserve(OptionBox):
    def __init__(self, texts: Texts, parent=None):
        super().__init__(texts, N(CTX, "Reserve"), parent)
        form = QFormLayout(self)
        self.redundancy = field_for(Option, "redundancy", integer=True, optional=True)
        self.min_servers = field_for(Option, "min_servers", integer=True, optional=True)
        form.addRow(texts.form_label(N(CTX, "Redundancy N +")), self.redundancy)
        form.addRow(texts.form_label(N(CTX, "Minimum servers")), self.min_servers)
        self.hint = QLabel(styleSheet="color: #555")
        self.hint.setWordWrap(True)
        form.addRow(self.hint)
        self.redundancy.committed.connect(
            lambda v: self._emit("redundancy", redundancy=None if v is None else int(v)))
        self.min_servers.committed.connect(
            lambda v: self._emit("min servers", min_servers=None if v is None else int(v)))

    def show_option(self, o: Option | None, quote, results) -> None:
        self.option = o
        sized = o is not None and not o.fleet_mode
        for field in (self.redundancy, self.min_servers):
            field.setEnabled(sized)
        self.setVisible(o is None or not o.fleet_mode)  # a given fleet: no reserve to set
        if o is None or quote is None:
            self.hint.clear()
            return
        s_min, red = quote.sizing_floor(o)
        self.redundancy.set_none_text(T(CTX, "the quote's: N+{r}").format(r=red))
        self.min_servers.set_none_text(T(CTX, "the quote's: {n}").format(n=s_min))
        self.redundancy.setValue(o.redundancy)
        self.min_servers.setValue(o.min_servers)
        if o.rental is not None:
            self.hint.setText(T(CTX, "A rental has no reserve of its own unless set here: the "
                                     "provider's covers it."))
        else:
            self.hint.setText("\n".join([*_said(o, results), default_text(quote, results)]))


def _said(option: Option, results) -> list[str]:
    """The option's reserve in words from its result, in the UI language (app.calc.reserve)."""
    from app.io.export.offer_notes import RESERVE
    from app.io.words.formatting import note_text
    from app.ui.i18n import current_language

    r = next((r for r in results or [] if r.label == option.label), None)
    items = getattr(r, "note_items", None) or []
    return [note_text(n, current_language()) for n in items if n.code in RESERVE]
