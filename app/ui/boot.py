"""What the desktop app does before it imports Qt: get ready for a fast start or a full one.

A fast start paints the last results of the same file (app.io.quote.start_snapshot) and imports the
model and the engine only after that first paint. Without a snapshot the core is imported
here, BEFORE PySide6, on purpose: once PySide6 is loaded, its __feature__ import hook reads the
source of every module imported after it, which costs about 25 ms for these
(tests/benchmarks/bench_gui.py). No Qt here.
"""

from __future__ import annotations

from pathlib import Path


def prepare(quote: str | Path | None, screenshot: bool = False) -> None:
    """Import the core now unless the quote to open (``None``: the last one) has a snapshot."""
    from app.io.quote import start_snapshot

    if screenshot or start_snapshot.lookup(Path(quote) if quote else None, None) is None:
        import app.calc  # noqa: F401
        import app.io.quote.store  # noqa: F401
