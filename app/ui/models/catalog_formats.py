"""The number-format cells of the Catalogue page's GPU table (METHOD §12.1, M40).

A GPU a user adds or edits without a throughput format is refused for a workload class that
names its accepted formats (an unstated value does not count there), so the page lets the user
type the format of each class's throughput and the GPU's list of native formats, and marks a
cell whose unstated format makes the GPU unusable for its class, saying why.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor

from app.errors import AppError
from app.model.precision import FORMATS, parse_formats
from app.ui.i18n import N, T
from app.ui.refusals import problem_text

CTX = "Catalogue"
UNSTATED_BRUSH = QBrush(QColor("#b00020"))
UNSTATED = N(CTX, "throughput format not stated: not used for a class that names its "
                  "accepted formats")
NOT_STATED = N(CTX, "not stated")


def is_format_field(field: str) -> bool:
    return field.startswith("perf_precision.") or field == "precisions"


def format_text(entry, field: str) -> str:
    """The cell's text: ``precisions`` as "bf16, fp8"; ``perf_precision.<class>`` its format;
    "" where none is given."""
    if field == "precisions":
        return ", ".join(entry.precisions)
    return entry.perf_precision.get(field.split(".", 1)[1], "")


def parse_format_text(text: str, field: str) -> str:
    """The typed formats as the overlay keeps them ("" for none); ValueError with the reason in
    the UI's language for an unknown name or, in a class's cell, more than one."""
    if not str(text).strip():
        return ""
    try:
        names = parse_formats(text)
    except AppError as exc:
        raise ValueError(problem_text(exc)) from None
    if field != "precisions" and len(names) > 1:
        raise ValueError(T(CTX, "one number format per throughput value; known: {known}").format(
            known=", ".join(FORMATS)))
    return ", ".join(names)


def unstated_refused(catalog, entry, field: str) -> bool:
    """Whether ``field`` (a class's throughput or its format) holds a value that M40 does not
    use: the GPU has a throughput for the class, states no format for it, and the class names
    its accepted formats."""
    table, dot, cls = field.partition(".")
    if not dot or table not in ("perf", "perf_precision") or cls not in entry.perf:
        return False
    workload = catalog.workloads.get(cls)
    return bool(workload is not None and workload.precisions_ok
                and cls not in entry.perf_precision)


def not_stated_text() -> str:
    return T(CTX, NOT_STATED)
