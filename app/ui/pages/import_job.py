"""What the Measurements page and its Prometheus panel share about their one background import:
the catalogue it matches against, the progress bar and Cancel, and waiting for the worker to
stop.

Why a mixin: both run their import through ``run_in_background`` into ``self.job`` and had the
same methods written out; a change to how an import is shown, cancelled or waited for (the
shutdown's wait, the "Cancelling…" line) is now made once, for both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.errors import AppError
from app.ui.i18n import T

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton

    from app.ui.workers import Job

CTX = "Measurements"


class ImportJob:
    """Mixin for a widget with ``state``, ``job`` (the running ``app.ui.workers.Job`` or None),
    ``progress`` (its bar), ``progress_label`` (the line that says how the import goes) and
    ``cancel_button``."""

    state: Any
    job: Job | None
    progress: QProgressBar
    progress_label: QLabel
    cancel_button: QPushButton

    def _catalog(self):
        """The catalogue the import matches GPUs against; None when it cannot be read (the
        quote's own GPUs are matched then)."""
        try:
            return self.state.catalog
        except AppError:
            return None

    def _show_progress(self, busy: bool) -> None:
        """The progress bar (at 0) and Cancel while an import runs, hidden otherwise."""
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)

    def cancel(self) -> None:
        """Ask the running import to stop; it ends with its ``on_cancelled``."""
        if self.job is not None and self.job.running:
            self.job.cancel()
            self.progress_label.setText(T(CTX, "Cancelling…"))

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the import thread has stopped (tests, shutdown); False on time-out."""
        return self.job is None or self.job.wait(msecs)
