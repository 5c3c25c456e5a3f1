"""A catalogue update tells the user what changed and why: its release note travels in the .zip
and is shown (sections newer than the catalogue in use) when it is offered and installed."""

import zipfile

import pytest

from app import paths
from app.errors import CatalogError
from app.io.catalog.release import notes_between, parse_releases, read_releases
from app.io.catalog.update import install_catalog, offer, pack_catalog
from tests.conftest import ROOT, run_cli
from tests.io.catalog_maker import newer_catalogue

NOTE = """# What changed

Text before the first dated section is not a release.

## 2027-06-01: H200 busy power measured
- H200 SXM TDP 700 -> 777 W: the vendor's revised datasheet.

## 2027-01-15: regions
- Carbon intensity of 2026.

## 2026-01-01: an old release the user already has
- nothing new.
"""
NOTE_NL = NOTE.replace("What changed", "Wat veranderde").replace(
    "H200 busy power measured", "H200 vermogen gemeten")


def test_sections_by_date_newest_first_and_only_the_new_ones():
    releases = parse_releases(NOTE)
    assert [r.date.isoformat() for r in releases] == ["2027-06-01", "2027-01-15", "2026-01-01"]
    assert releases[0].heading == "2027-06-01: H200 busy power measured"
    assert "vendor's revised datasheet" in releases[0].body
    assert "not a release" not in "".join(r.text() for r in releases)


def test_the_shipped_catalogue_has_a_release_note_for_its_own_date():
    from app.io.catalog.active import catalog_date

    dates = [r.date.isoformat() for r in read_releases(ROOT / "catalog")]
    assert catalog_date(ROOT / "catalog") in dates, "RELEASE.md needs a section for catalog.toml's date"
    assert [r.date for r in read_releases(ROOT / "catalog", "nl")] == \
        [r.date for r in read_releases(ROOT / "catalog")], "RELEASE.nl.md has the same releases"
    assert [r.date for r in read_releases(ROOT / "catalog", "fr")] == \
        [r.date for r in read_releases(ROOT / "catalog")], "RELEASE.fr.md has the same releases"
    assert read_releases(ROOT / "catalog", "fr")[0].heading != read_releases(ROOT / "catalog")[0].heading


def test_pack_carries_the_release_note_and_install_shows_what_is_new(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE, release_nl=NOTE_NL)
    archive = tmp_path / "catalog-2027-06-01.zip"
    names = pack_catalog(archive, folder)
    assert {"RELEASE.md", "RELEASE.nl.md", "catalog.toml", "gpus.toml"} <= set(names)
    with zipfile.ZipFile(archive) as packed:
        assert packed.read("catalog/RELEASE.md").decode() == NOTE
    offered = offer(archive)
    assert offered.new_date == "2027-06-01"
    assert [r.date.isoformat() for r in offered.releases] == ["2027-06-01", "2027-01-15"]
    assert active_is_shipped(), "an offer installs nothing"
    report = install_catalog(archive, lang="nl")
    assert report.releases[0].heading == "2027-06-01: H200 vermogen gemeten"
    assert (paths.user_catalog_dir() / "RELEASE.md").read_text() == NOTE
    text = "\n".join(report.lines())
    assert "what changed" in text and "H200 vermogen gemeten" in text
    assert "old release the user already has" not in text


def active_is_shipped() -> bool:
    from app.io.catalog.active import active_catalog_dir

    return active_catalog_dir() == paths.catalog_dir()


def test_a_second_update_shows_only_what_is_newer_than_the_first(tmp_path):
    install_catalog(newer_catalogue(tmp_path / "a", date="2027-01-15", release=NOTE))
    report = offer(newer_catalogue(tmp_path / "b", date="2027-06-01", release=NOTE))
    assert [r.date.isoformat() for r in report.releases] == ["2027-06-01"]


def test_a_catalogue_without_a_note_installs_and_says_so(tmp_path):
    folder = newer_catalogue(tmp_path / "cat")
    (folder / "RELEASE.md").unlink()
    (folder / "RELEASE.nl.md").unlink()
    report = install_catalog(folder)
    assert report.releases == []
    assert any("no release note" in line for line in report.lines())
    with pytest.raises(CatalogError, match="no RELEASE.md"):
        pack_catalog(tmp_path / "out.zip", folder)


def test_a_note_that_is_not_text_is_refused_and_nothing_changes(tmp_path):
    folder = newer_catalogue(tmp_path / "cat")
    (folder / "RELEASE.md").write_bytes(b"## 2027-06-01\n\xff\xfe broken")
    with pytest.raises(CatalogError, match="RELEASE.md: not UTF-8"):
        install_catalog(folder)
    assert active_is_shipped()


def test_notes_between_dates(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE)
    from datetime import date
    assert [r.date for r in notes_between(folder, date(2027, 1, 15), date(2027, 6, 1))] == \
        [date(2027, 6, 1)]
    again = notes_between(folder, date(2027, 6, 1), date(2027, 6, 1))  # the same date again
    assert [r.date for r in again] == [date(2027, 6, 1)]


def test_cli_pack_then_install_prints_the_note(tmp_path):
    folder = newer_catalogue(tmp_path / "cat", release=NOTE)
    archive = tmp_path / "catalog.zip"
    proc = run_cli("catalog", "pack", str(archive), "--from", str(folder))
    assert proc.returncode == 0, proc.stderr
    assert "RELEASE.md" in proc.stdout
    proc = run_cli("catalog", "install", str(archive), "--dry-run")
    assert proc.returncode == 0, proc.stderr
    assert "nothing installed" in proc.stdout and "H200 busy power measured" in proc.stdout
    assert active_is_shipped()
    proc = run_cli("catalog", "install", str(archive))
    assert proc.returncode == 0, proc.stderr
    assert "2027-06-01: H200 busy power measured" in proc.stdout
    assert "vendor's revised datasheet" in proc.stdout
    proc = run_cli("catalog", "pack", str(tmp_path / "x.zip"), "--from", str(tmp_path / "none"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_a_shown_note_keeps_each_item_on_one_line_for_the_window_to_wrap():
    from app.io.catalog.release import shown_text

    releases = read_releases(paths.catalog_dir(), "nl")
    file_text = releases[0].text()
    shown = shown_text(releases[:1])
    items = [line for line in file_text.splitlines() if line.startswith("- ")]
    assert len(items) > 3 and any(line.startswith("  ") for line in file_text.splitlines())
    assert not any(line.startswith("  ") for line in shown.splitlines())
    assert [line for line in shown.splitlines() if line.startswith("- ")][0].startswith(items[0])
    assert " ".join(shown.split()) == " ".join(file_text.split())  # no word lost or added
