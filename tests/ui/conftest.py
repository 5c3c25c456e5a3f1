"""Fixtures for the GUI tests: a main window on METHOD E3 with a catalogue made from the quote's
own snapshot (so the tests do not depend on the shipped catalogue, which others are filling)."""

from pathlib import Path

import pytest

from app.io.quote.store import load_quote
from app.model import Catalog, Region

ROOT = Path(__file__).resolve().parents[2]
E3 = ROOT / "resources" / "examples" / "method-e3.quote.json"


@pytest.fixture
def e3_catalog() -> Catalog:
    snap = load_quote(E3).catalog
    nl = Region(id="NL", name="Netherlands", carbon_kg_per_kwh=0.3, carbon_year=2024,
                energy_price_per_kwh=0.18, source="test region", confidence="typical")
    return Catalog(**dict(snap), regions={"NL": nl})


@pytest.fixture
def state_for(e3_catalog):
    """An AppState on the E3 catalogue with the quote at ``path`` open (for one-page tests)."""
    def make(path: Path):
        from app.io.catalog.store import Overlay
        from app.ui.state import AppState

        state = AppState(base_catalog=e3_catalog, overlay=Overlay())
        state.open_quote(load_quote(path), None)
        return state
    return make


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog would wait forever offscreen: answer them; a test may answer otherwise."""
    from app.ui.dialogs import questions

    problems: list[str] = []
    monkeypatch.setattr(questions.UnsavedChanges, "ask", classmethod(lambda cls, p, n: "discard"))
    monkeypatch.setattr(questions.RecoverAutosave, "ask", classmethod(lambda cls, p, path: False))
    monkeypatch.setattr(questions.ResetCatalogEdits, "ask", classmethod(lambda cls, p, n, f: True))
    monkeypatch.setattr(questions.ShowProblem, "ask",
                        classmethod(lambda cls, p, t, m: problems.append(m)))
    return problems


@pytest.fixture
def window(qtbot, e3_catalog):
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    win = build_window(E3, lang="en", catalog=e3_catalog)
    qtbot.addWidget(win)
    yield win
    win.files.remove_autosave()
    install_language("en")


def enter(qtbot, field, text: str) -> None:
    """Type ``text`` into a NumberField as a user does: select all, keys, Return."""
    from PySide6.QtCore import Qt

    field.edit.selectAll()
    qtbot.keyClick(field.edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field.edit, Qt.Key.Key_Backspace)
    for char in text:  # QTest types ASCII only: "€" comes as an input method would give it
        if char.isascii():
            qtbot.keyClicks(field.edit, char)
        else:
            field.edit.insert(char)
    qtbot.keyClick(field.edit, Qt.Key.Key_Return)


@pytest.fixture
def measurements_page(qtbot, state_for):
    """A built Measurements page on the E3 quote; its import thread stopped at the end."""
    from app.ui.pages.measurements_page import MeasurementsPage

    widget = MeasurementsPage(state_for(E3))
    qtbot.addWidget(widget)
    widget.ensure_built()
    yield widget
    if widget.job is not None:
        widget.job.cancel()
    assert widget.wait()


@pytest.fixture
def v100_options_page(qtbot):
    """The Options page on the V100 refresh with one 2x H200 NVL candidate, on the shipped
    catalogue without edits (the option editor's fit and format tests)."""
    from app.io.catalog.store import Overlay, load_catalog
    from app.ui.pages.options_page import OptionsPage
    from app.ui.state import AppState
    from tests.calc.v100_task import candidate, v100_quote

    nvl = candidate("2x H200 NVL", "smc-sys-421ge-tnrt", "h200-nvl", 2, "titanium-2700", 4, 2)
    state = AppState(base_catalog=load_catalog(overlay=Overlay()), overlay=Overlay())
    state.open_quote(v100_quote([nvl]), None)
    widget = OptionsPage(state)
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def e4_advice_page(qtbot, state_for):
    """The Advice page of METHOD E4 (its background job waited for at the end)."""
    from app.ui.pages.advice_page import AdvicePage
    from tests.conftest import EXAMPLES

    widget = AdvicePage(state_for(EXAMPLES / "method-e4.quote.json"))
    qtbot.addWidget(widget)
    yield widget
    widget.wait()


@pytest.fixture(autouse=True)
def collector_settled():
    """A job that ended as the test ended has its collector settle (back on, one collection) a
    turn of the event loop later: give it that turn, so the tests after it, which may never run
    the event loop, do not all run with the cyclic collector off."""
    yield
    import gc
    import time

    from PySide6.QtWidgets import QApplication

    from app.ui import workers

    guard = workers._gc_guard
    deadline = time.monotonic() + 5
    while (guard is not None and guard._jobs == 0 and not gc.isenabled()
           and time.monotonic() < deadline):
        QApplication.processEvents()
        time.sleep(0.001)
