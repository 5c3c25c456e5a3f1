"""Crash recovery in the window: a recovered quote saves back to its
own file; the first save stores the quote date; text that cannot be saved never gets in."""

from __future__ import annotations

import json

import pytest

from app.io.quote import autosave as autosave_store
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.io.test_crash_safety import crashed_session

pytestmark = pytest.mark.skipif(__import__("sys").platform == "win32",
                                reason="the crashed session is killed with SIGKILL (POSIX)")


def test_gui_recovery_restores_the_quote_file_and_save_writes_there(qtbot, window, tmp_path,
                                                                     monkeypatch):
    from app import paths
    from app.ui.dialogs import questions

    monkeypatch.setattr(paths, "autosave_dir", lambda: tmp_path / "autosave")
    autosave, origin, _ = crashed_session(tmp_path, damage=True)
    monkeypatch.setattr(questions.RecoverAutosave, "ask", classmethod(lambda cls, p, path: True))
    monkeypatch.setattr(questions.PickFile, "ask", classmethod(
        lambda cls, *a, **k: pytest.fail("Save asked for a file name")))
    assert window.files.offer_recovery()
    assert window.state.path == origin and window.state.dirty
    assert window.state.quote.customer.name == "Crashed BV"
    assert window.files.save()
    assert load_quote(origin).customer.name == "Crashed BV"
    assert autosave_store.leftovers(autosave.parent, own=window.files.autosave_file) == []
    assert not any(p.name.startswith(autosave.name[:-len(".quote.json")])
                   for p in autosave.parent.iterdir())


def test_first_save_stores_the_quote_date_and_exports_keep_it(qtbot, window, tmp_path):
    from datetime import date, timedelta

    from app.io.export.document import valid_until

    window.files.new()
    assert window.state.quote.created is None
    path = tmp_path / "new.quote.json"
    assert window.files.save_to(path)
    saved = load_quote(path)
    assert saved.created == date.today() and not window.state.dirty
    later = saved.model_copy(update={"created": date.today() - timedelta(days=40)})
    assert valid_until(later) == later.created + timedelta(days=later.commercial.validity_days)


def test_a_lone_surrogate_cannot_reach_save_or_autosave(qtbot, window, tmp_path, no_modal_dialogs):
    """A quote file with a lone surrogate is refused on open; the open quote stays savable."""
    text = (EXAMPLES / "example.quote.json").read_text(encoding="utf-8")
    data = json.loads(text)
    data["customer"]["name"] = "A\ud800B"
    bad = tmp_path / "bad.quote.json"
    bad.write_text(json.dumps(data), encoding="utf-8")     # ensure_ascii: \\ud800 escape
    assert window.files.open_path(bad) is False
    message = no_modal_dialogs[-1]
    assert str(bad) in message and "customer.name" in message and "\n" not in message
    window.state.edit("customer", customer=window.state.quote.customer.model_copy(
        update={"name": "Fine"}))
    window.files.autosave()
    assert window.files.autosave_file.exists()
    assert window.files.save_to(tmp_path / "ok.quote.json")


@pytest.mark.skipif(not __import__("os").path.exists("/proc/self/stat"),
                    reason="process start times come from /proc (Linux)")
def test_start_removes_a_dead_saves_temp_file_beside_a_recent_quote(qtbot, window, tmp_path):
    from app.io.files.process_identity import this_process
    from app.ui import settings

    pid, begun = this_process()
    quote = tmp_path / "customer.quote.json"
    quote.write_text((EXAMPLES / "example.quote.json").read_text(encoding="utf-8"))
    settings.add_recent(str(quote))
    dead = tmp_path / f".customer.quote.json.{pid}-{begun + 7}.x1y2z3.tmp"   # id reused
    alive = tmp_path / f".customer.quote.json.{pid}-{begun}.a1b2c3.tmp"      # this process
    for path in (dead, alive):
        path.write_text("half a quote")
    window.files.offer_recovery()
    assert not dead.exists() and alive.exists() and quote.exists()


def test_recovery_question_names_the_quote_not_the_autosave(qtbot, window, tmp_path):
    """The question names the quote's own file (or, for a quote never saved, its customer)
    and the time of the autosave, in the UI's language; the autosave's internal name never."""
    from app.ui.dialogs.questions import RecoverAutosave
    from app.ui.i18n import install_language

    autosave, origin, _ = crashed_session(tmp_path)
    text = RecoverAutosave.text(autosave)
    assert origin.name in text and "autosave-" not in text
    autosave_store.path_file(autosave).write_text("", encoding="utf-8")  # never saved
    install_language("nl")
    try:
        dutch = RecoverAutosave.text(autosave)
    finally:
        install_language("en")
    assert "niet opgeslagen offerte voor Crashed" in dutch and "autosave-" not in dutch
    assert "automatisch bewaard op" in dutch
