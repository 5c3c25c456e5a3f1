"""The option editor's number-format chooser (METHOD §12.1, M40): "automatic" lets the engine
pick the best accepted format; a named format pins the option to the GPU's throughput at it,
so a reseller can quote the format the customer's model really runs in. Only formats the GPU
has a throughput for in the quote's class are offered (a saved pin it lacks stays shown, and
the engine says why the option is invalid)."""

from __future__ import annotations

from app.calc.precision import values
from app.model.precision import label, ordered
from app.ui.i18n import N, T
from app.ui.models.catalog_formats import UNSTATED

CTX = "Options"
AUTOMATIC = N(CTX, "automatic (best accepted)")


def precision_items(gpu, class_id: str, pinned: str | None) -> list[tuple[str, str]]:
    """(key, text) for the chooser: "" automatic, then each stated format widest first."""
    stated = [v.precision for v in values(gpu, class_id) if v.precision]
    if pinned and pinned not in stated:
        stated.append(pinned)
    return [("", T(CTX, AUTOMATIC))] + [(f, label(f)) for f in ordered(stated)]


STATE_IT = N(CTX, "State it on the Catalogue page, in the column \"throughput format\" of the "
                  "class.")


def unstated_hint(quote, gpu) -> str:
    """For an invalid option: why a throughput without a format does not count, and where to
    state it; "" when that is not the reason."""
    cls = quote.workload.class_id
    workload = quote.catalog.workloads.get(cls)
    if gpu is None or workload is None or not workload.precisions_ok or cls not in gpu.perf \
            or cls in gpu.perf_precision:
        return ""
    why = T("Catalogue", UNSTATED)
    return f"{why[:1].upper()}{why[1:]}. {T(CTX, STATE_IT)}"
