"""Import PySide6 without the source read it adds to every later import.

PySide6 6.11 wraps ``__import__``: after each new module it reads that module's whole source
(``shibokensupport.feature._mod_uses_pyside``, through ``inspect.getsource``) to decide whether
PySide's opt-in ``from __feature__ import snake_case, true_property`` switches are to be tracked
for it ("uses PySide6": feature set 0, the plain one; otherwise -1, "ignore this module"). This
app and its libraries select no feature, so every module works with the plain set whichever
answer the scan gives; a module that does select one sets its own entry while it runs, before
this question is asked. Answering "uses PySide6" without reading keeps that behaviour and saves
the reads: 106 modules (11 ms) before a start from a snapshot paints, 365 (52 ms, most of them
pyqtgraph's) before the Charts page does (tests/benchmarks/bench_gui.py).

Where a PySide6 version has no such scan, nothing is changed.
"""

from __future__ import annotations


def _uses_pyside(module) -> bool:
    return True


def import_pyside() -> None:
    """Import PySide6 (which installs its import wrapper) and skip the per-module source read."""
    import PySide6  # noqa: F401  (its __init__ installs the wrapper)

    try:
        from shibokensupport import feature
    except ImportError:
        return
    if callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _uses_pyside
