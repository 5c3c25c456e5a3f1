"""What Undo and Redo say: the change named in the UI's language ("Ongedaan maken:
energieprijs"), not the internal key an edit was pushed with ("site energy_price_per_kwh").

An edit is pushed with a stable English key (the pages' ``_apply("site X")``, the option
editor's ``edited("GPU count", ...)``); the key is named at display time, so a change of
language renames the Undo action too. Field keys reuse the labels the pages already translate
(their first words, before a unit in brackets); a text that is already a translated sentence
(the Measurements page's) is shown as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack

from app.ui.i18n import N, T

CTX = "Changes"
#: keys pushed as they are -> their name
FIXED = {
    "currency": N(CTX, "currency"), "quote date": N(CTX, "quote date"),
    "tariff": N(CTX, "day/night tariff"), "energy bill": N(CTX, "energy bill"),
    "region": N(CTX, "region"), "workload": N(CTX, "workload"),
    "dismiss warning": N(CTX, "dismissed warning"), "rename": N(CTX, "option name"),
    "add option": N(CTX, "new option"), "duplicate option": N(CTX, "duplicated option"),
    "remove option": N(CTX, "removed option"), "reorder options": N(CTX, "option order"),
    "baseline": N(CTX, "baseline"), "server": N(CTX, "server"), "GPU": N(CTX, "GPU"),
    "PSU": N(CTX, "PSU"), "cooling": N(CTX, "cooling"), "GPU count": N(CTX, "GPUs per server"),
    "PSU count": N(CTX, "PSUs installed"), "PSU spares": N(CTX, "PSU spares"),
    "power cap": N(CTX, "power cap"), "profile": N(CTX, "power profile"),
    "full power": N(CTX, "full power"), "cap curve": N(CTX, "cap curve"),
    "fleet mode": N(CTX, "fleet mode"), "servers": N(CTX, "servers"),
    "utilization": N(CTX, "utilization"), "installation": N(CTX, "installation"),
    "licence": N(CTX, "licence"), "GPU price": N(CTX, "GPU price"),
    "server price": N(CTX, "server price"), "discount": N(CTX, "discount"),
    "maintenance": N(CTX, "maintenance"), "residual value": N(CTX, "residual value"),
    "financing": N(CTX, "financing"), "rental": N(CTX, "rental"),
    "extra lines": N(CTX, "extra lines"), "add extra line": N(CTX, "new extra line"),
    "remove extra line": N(CTX, "removed extra line"),
    "redundancy": N(CTX, "redundancy"), "min servers": N(CTX, "minimum servers"),
    "add suggested option": N(CTX, "suggested option"), "custom server": N(CTX, "custom server"),
}
#: Quote.commercial fields the Quote page edits by number, not by a labelled text field
COMMERCIAL = {"validity_days": N(CTX, "validity"), "vat_rate": N(CTX, "VAT rate"),
              "revision": N(CTX, "revision")}


def _short(label: str) -> str:
    """'Energieprijs [per kWh, excl. btw]' -> 'energieprijs' (an acronym keeps its case)."""
    head = label.split(" [")[0].split(" (")[0].strip()
    return head[:1].lower() + head[1:] if head[1:2].islower() else head


def _field_labels() -> dict[str, tuple[str, str]]:
    """Field -> (context, label) of the fields the Quote page shows with a label."""
    from app.ui.pages import quote_page as q

    out = {f"site {f}": (q.CTX, text) for f, text, *_ in q.SITE_FIELDS}
    out |= {f"baseline {f}": (q.CTX, text) for f, text, *_ in q.BASELINE_FIELDS}
    out |= {f"customer {f}": (q.CTX, text) for f, text in q.CUSTOMER_FIELDS}
    out |= {f"commercial {f}": (q.CTX, text) for f, text in q.TERMS_FIELDS}
    out |= {f"commercial {f}": (CTX, text) for f, text in COMMERCIAL.items()}
    return out


def change_name(key: str) -> str:
    """The change ``key`` names, in the UI's language."""
    if key in FIXED:
        return T(CTX, FIXED[key])
    labels = _field_labels()
    if key in labels:
        return _short(T(*labels[key]))
    head, _, rest = key.partition(" ")
    if head == "commercial":  # several fields in one edit
        names = [labels.get(f"commercial {f.strip()}") for f in rest.split(",")]
        if all(names):
            return ", ".join(_short(T(*n)) for n in names)
    if head == "rental" and rest:
        return T(CTX, FIXED["rental"])
    return key  # a sentence the page translated already


class UndoActions(QObject):
    """Edit → Undo / Redo, named by ``change_name``; ``retranslate`` after a language change."""

    def __init__(self, stack: QUndoStack, parent=None):
        super().__init__(parent)
        self.stack = stack
        self.undo = QAction(parent, shortcut=QKeySequence.StandardKey.Undo)
        self.redo = QAction(parent, shortcut=QKeySequence.StandardKey.Redo)
        self.undo.triggered.connect(stack.undo)
        self.redo.triggered.connect(stack.redo)
        for signal in (stack.indexChanged, stack.cleanChanged, stack.canUndoChanged,
                       stack.canRedoChanged):
            signal.connect(self.retranslate)
        self.retranslate()

    def retranslate(self, *_args) -> None:
        import shiboken6

        if not (shiboken6.isValid(self.stack) and shiboken6.isValid(self.undo)
                and shiboken6.isValid(self.redo)):
            return  # the stack says goodbye while the window closes
        for action, can, key, named, bare in (
                (self.undo, self.stack.canUndo(), self.stack.undoText(),
                 N(CTX, "Undo: {change}"), N(CTX, "Undo")),
                (self.redo, self.stack.canRedo(), self.stack.redoText(),
                 N(CTX, "Redo: {change}"), N(CTX, "Redo"))):
            action.setEnabled(can)
            action.setText(T(CTX, named).format(change=change_name(key)) if can and key
                           else T(CTX, bare))
