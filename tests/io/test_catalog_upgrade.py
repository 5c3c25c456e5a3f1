"""A newer catalogue that came with a new app version (no install step): which sections of its
release note the user has not been shown yet (app.io.catalog.upgrade)."""

from datetime import timedelta

from app import paths
from app.io.catalog.active import catalog_date
from app.io.catalog.release import read_releases
from app.io.catalog.upgrade import pending_upgrade
from tests.io.catalog_maker import newer_catalogue

NOTE = ("# Releases\n\n## 2027-06-01: H200 remeasured\n- idle 66 W.\n\n"
        "## 2027-03-01: spring\n- B200 price.\n\n## 2027-01-01: winter\n- regions.\n")


def test_a_user_of_the_previous_catalogue_is_shown_what_changed_since(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE)
    upgrade = pending_upgrade("2027-01-01", folder=folder)
    assert upgrade.seen == "2027-01-01" and upgrade.active == "2027-06-01"
    assert [r.heading for r in upgrade.releases] == ["2027-06-01: H200 remeasured",
                                                     "2027-03-01: spring"]
    assert not upgrade.shipped  # not the catalogue this app version ships


def test_nothing_is_pending_once_the_catalogue_in_use_was_shown_or_on_a_first_start(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE)
    assert pending_upgrade("2027-06-01", folder=folder) is None
    assert pending_upgrade("2027-07-01", folder=folder) is None   # an older app again
    assert pending_upgrade("", known_user=False, folder=folder) is None


def test_a_user_of_a_version_that_kept_no_date_reads_the_newest_section(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE)
    upgrade = pending_upgrade("", known_user=True, folder=folder)
    assert upgrade.seen == "" and [r.date.isoformat() for r in upgrade.releases] == ["2027-06-01"]
    assert pending_upgrade("not a date", known_user=True, folder=folder).releases[0].heading \
        .startswith("2027-06-01")


def test_an_older_catalogue_the_user_installed_dates_what_they_last_used(tmp_path):
    """They installed the catalogue before the one this app ships; the app now uses its own."""
    shipped = paths.catalog_dir()
    releases = read_releases(shipped)
    assert len(releases) >= 2, "the shipped note has the previous release"
    before = (releases[0].date - timedelta(days=1)).isoformat()
    newer_catalogue(paths.user_catalog_dir(), date=before)
    upgrade = pending_upgrade("", known_user=True)
    assert upgrade.seen == before and upgrade.active == catalog_date(shipped) and upgrade.shipped
    assert [r.date for r in upgrade.releases] == [releases[0].date]


def test_an_unreadable_note_still_says_the_catalogue_changed(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE)
    (folder / "RELEASE.md").write_bytes(b"\xff\xfe not text")
    upgrade = pending_upgrade("2027-01-01", folder=folder)
    assert upgrade.active == "2027-06-01" and upgrade.releases == []
