"""Two windows on one quote: the second window's save no longer overwrites the
first one's without a word. Before it saves over a file that changed on disk since it opened or
last saved it (size, time and a hash of the bytes), the window asks, in its language: reload
the file, save under another name, or cancel. A file only touched (same bytes) is no conflict.
The real dialog is shown and its buttons clicked."""

from __future__ import annotations

import os
import shutil

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.io.quote.store import load_quote
from tests.ui.conftest import E3


@pytest.fixture(params=["nl"])
def two(request, qtbot, tmp_path, e3_catalog):
    """Two main windows on the same copy of the E3 quote, in Dutch."""
    from app.ui.application import build_window
    from app.ui.i18n import install_language

    path = tmp_path / "offerte.quote.json"
    shutil.copy(E3, path)
    wins = [build_window(path, lang=request.param, catalog=e3_catalog) for _ in range(2)]
    for win in wins:
        qtbot.addWidget(win)
    yield path, wins
    for win in wins:
        win.files.remove_autosave()
        win.state.undo_stack.setClean()
    install_language("en")


def _answer(button_text: str, seen: list) -> None:
    """Click ``button_text`` in the next modal box, keeping its texts in ``seen``."""
    def click():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append((box.windowTitle(), box.text(), box.informativeText(),
                     [b.text() for b in box.buttons()]))
        next(b for b in box.buttons() if b.text() == button_text).click()
    QTimer.singleShot(0, click)


def _retitle(win, title: str) -> None:
    win.state.edit("title", title=title)
    assert win.state.dirty


def test_the_second_save_asks_in_dutch_and_reload_shows_the_first_window_s_work(two):
    path, (first, second) = two
    _retitle(first, "Versie van venster 1")
    assert first.files.save()  # nobody else wrote the file: no question
    _retitle(second, "Versie van venster 2")
    seen: list = []
    _answer("Opnieuw laden van schijf", seen)
    assert not second.files.save()
    title, text, info, buttons = seen[0]
    assert title == "Het bestand is op schijf gewijzigd"
    assert text.startswith("offerte.quote.json is op schijf gewijzigd nadat u het opende")
    assert "Opslaan als…" in buttons and "Opnieuw laden van schijf" in buttons
    assert "Cancel" not in buttons and "the file" not in (text + info).lower()
    assert load_quote(path).title == "Versie van venster 1"  # the first window's work stays
    assert second.state.quote.title == "Versie van venster 1" and not second.state.dirty
    _retitle(second, "Versie van venster 2, na herladen")
    assert second.files.save()  # after the reload the file is known again: no question
    assert load_quote(path).title == "Versie van venster 2, na herladen"


def test_save_as_keeps_both_versions(two, tmp_path, monkeypatch):
    from app.ui.dialogs import questions

    path, (first, second) = two
    _retitle(first, "Eerste")
    assert first.files.save()
    _retitle(second, "Tweede")
    other = tmp_path / "tweede.quote.json"
    monkeypatch.setattr(questions.PickFile, "ask", classmethod(lambda cls, *a, **k: other))
    seen: list = []
    _answer("Opslaan als…", seen)
    assert second.files.save()
    assert load_quote(path).title == "Eerste" and load_quote(other).title == "Tweede"
    assert second.state.path == other


def test_cancel_writes_nothing_and_a_touch_is_no_conflict(two):
    path, (first, second) = two
    _retitle(first, "Eerste")
    assert first.files.save()
    before = path.read_bytes()
    _retitle(second, "Tweede")
    seen: list = []
    _answer("Annuleren", seen)
    assert not second.files.save()
    assert path.read_bytes() == before and second.state.dirty
    # the first window's file only touched (a sync tool): same bytes, new time, no question
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    _retitle(first, "Eerste, opnieuw")
    assert first.files.save()
    assert load_quote(path).title == "Eerste, opnieuw"
