"""A new app version that ships a newer catalogue shows, above every page, that the catalogue in
use changed, and its release note of what changed since the catalogue the user last used; once
read or dismissed it stays away. In English and in Dutch."""

from __future__ import annotations

import pytest

from app import paths
from app.io.catalog.active import catalog_date
from app.io.catalog.release import read_releases
from app.ui import settings
from app.ui.dialogs import catalog_update_dialog as dialogs
from app.ui.dialogs.catalog_update_dialog import shown_day

SHIPPED = paths.catalog_dir()


@pytest.fixture
def shown(monkeypatch):
    """The release note dialog's title and text, built as the app builds it."""
    seen: dict = {}

    def ask(cls, parent, upgrade, lang):
        dialog = dialogs.ReleaseNoteDialog(upgrade, lang, parent)
        seen.update(title=dialog.windowTitle(), note=dialog.note.toPlainText())
        dialog.deleteLater()

    monkeypatch.setattr(dialogs.ReleaseNote, "ask", classmethod(ask))
    return seen


def _previous_release(lang: str = "en"):
    releases = read_releases(SHIPPED, lang)
    assert len(releases) >= 2, "the shipped note keeps the previous release"
    return releases


def _started(window):
    """The start reads the catalogue after the first paint; the notice reacts to that."""
    window.state.catalog_read.emit()
    return window.upgrade_notice


def test_after_an_upgrade_the_window_shows_what_changed_once(qtbot, window, shown):
    newest, previous = _previous_release()[:2]
    settings.set_catalog_seen(previous.date.isoformat())  # what the previous version used
    notice = _started(window)
    assert notice.isVisibleTo(window)
    text = notice.text.text()
    assert catalog_date(SHIPPED) in text and previous.date.isoformat() in text
    assert "Quotes keep their own copy" in text
    notice.read_button.click()
    assert shown["title"] == "What changed in the catalogue"
    assert newest.heading in shown["note"] and previous.heading not in shown["note"]
    assert not notice.isVisibleTo(window)
    assert settings.catalog_seen() == catalog_date(SHIPPED)
    _started(window)
    assert not notice.isVisibleTo(window)  # shown once per catalogue


def test_dismissed_the_notice_stays_away(qtbot, window):
    settings.set_catalog_seen(_previous_release()[1].date.isoformat())
    notice = _started(window)
    assert notice.isVisibleTo(window)
    notice.dismiss_button.click()
    assert not notice.isVisibleTo(window) and settings.catalog_seen() == catalog_date(SHIPPED)


def test_a_first_start_shows_nothing_and_remembers_the_catalogue(qtbot, window):
    notice = _started(window)
    assert not notice.isVisibleTo(window)
    assert settings.catalog_seen() == catalog_date(SHIPPED)


def test_an_older_installed_catalogue_counts_as_the_one_last_used(qtbot, window, shown):
    """A catalogue the user installed with an older version, before this release: no date was
    kept then, the installed catalogue's own date says what they last used."""
    from tests.io.catalog_maker import newer_catalogue

    previous = _previous_release()[1]
    newer_catalogue(paths.user_catalog_dir(), date=previous.date.isoformat())
    window.upgrade_notice.known_user = True
    notice = _started(window)
    assert notice.isVisibleTo(window) and previous.date.isoformat() in notice.text.text()


def test_in_dutch_the_notice_and_the_note_are_dutch(qtbot, window, shown):
    """Shown in English, then the user switches the window to Dutch: text, button and note."""
    newest, previous = _previous_release("nl")[:2]
    settings.set_catalog_seen(previous.date.isoformat())
    notice = _started(window)
    assert notice.text.text().startswith("This version of the app brings a newer catalogue")
    window.set_language("nl")
    qtbot.wait(1)  # the widgets retranslate on the LanguageChange event
    text = notice.text.text()
    assert text.startswith("Deze versie van de app brengt een nieuwere catalogus mee")
    assert shown_day(catalog_date(SHIPPED), "nl") in text
    assert shown_day(previous.date.isoformat(), "nl") in text
    assert notice.read_button.text() == "Wat er veranderde…"
    notice.read_button.click()
    assert shown["title"] == "Wat er in de catalogus veranderde"
    assert newest.heading in shown["note"] and previous.heading not in shown["note"]


def test_a_catalogue_installed_outside_the_window_is_not_called_the_apps(qtbot, window, shown):
    """Installed with ``gpu-tco catalog install`` since the last start: the note, not the claim
    that this app version brought it."""
    from tests.io.catalog_maker import newer_catalogue

    settings.set_catalog_seen(catalog_date(SHIPPED))
    note = "# Releases\n\n## 2027-06-01: far ahead\n- H200 remeasured.\n"
    newer_catalogue(paths.user_catalog_dir(), date="2027-06-01", release=note)
    notice = _started(window)
    assert notice.isVisibleTo(window)
    assert notice.text.text().startswith("A newer catalogue is in use (2027-06-01; you last used")
    notice.read_button.click()
    assert "2027-06-01: far ahead" in shown["note"]
