"""The option editor's number-format chooser (METHOD §12.1, M40): "automatic" lets the engine
pick the best accepted format; a named format pins the option to the GPU's throughput at it,
so a reseller can quote the format the customer's model really runs in. Only formats the GPU
has a throughput for in the quote's class are offered (a saved pin it lacks stays shown, and
the engine says why the option is invalid)."""

from __future__ import annotations

from app.calc.precision import values
from app.model.precision import label, ordered
from app.ui.i18n import N, T

CTX = "Options"
AUTOMATIC = N(CTX, "automatic (best accepted)")


def precision_items(gpu, class_id: str, pinned: str | None) -> list[tuple[str, str]]:
    """(key, text) for the chooser: "" automatic, then each stated format widest first."""
    stated = [v.precision for v in values(gpu, class_id) if v.precision]
    if pinned and pinned not in stated:
        stated.append(pinned)
    return [("", T(CTX, AUTOMATIC))] + [(f, label(f)) for f in ordered(stated)]
