"""Catalogue zips, folders and edit files someone passed around: only the
catalogue's own files are installed, within size and packing limits; every bad archive, file,
date, value or edit is one line (exit 2 on the CLI) and leaves the catalogue in use as it was.
Every input is made here."""

from __future__ import annotations

import os
import shutil
import zipfile
from pathlib import Path

import pytest

from app import paths
from app.errors import CatalogError
from app.io.catalog.files import read_catalog
from app.io.catalog.store import Overlay
from app.io.catalog.update import active_catalog_dir, import_edits, install_catalog
from tests.conftest import ROOT, run_cli

NEW_DATE = "2026-12-01"


def catalogue(tmp_path: Path, date: str = f'"{NEW_DATE}"', name: str = "cat") -> Path:
    folder = tmp_path / name
    shutil.copytree(ROOT / "catalog", folder)
    (folder / "catalog.toml").write_text(f"date = {date}\n", encoding="utf-8")
    return folder


def zipped(folder: Path, out: Path, extra: dict[str, bytes] | None = None,
           method=zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(out, "w", method) as archive:
        for path in sorted(folder.iterdir()):
            archive.write(path, f"catalog/{path.name}")
        for name, data in (extra or {}).items():
            archive.writestr(name, data)
    return out


def refused(source: Path, words: str) -> str:
    with pytest.raises(CatalogError) as info:
        install_catalog(source)
    message = str(info.value)
    assert words in message, message
    assert "\n" not in message and len(message) < 700
    assert active_catalog_dir() == paths.catalog_dir()          # nothing changed
    data = paths.user_data_dir()
    assert not data.exists() or not [p for p in data.iterdir() if p.name.startswith(".catalog")]
    return message


def test_a_zip_bomb_is_refused_before_it_is_unpacked(tmp_path):
    folder = catalogue(tmp_path)
    bomb = tmp_path / "bomb.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.iterdir()):
            if path.name != "gpus.toml":
                archive.write(path, f"catalog/{path.name}")
        with archive.open("catalog/gpus.toml", "w", force_zip64=True) as handle:
            chunk = b" " * (1 << 20)
            for _ in range(64):                                  # 64 MB of spaces
                handle.write(chunk)
    assert bomb.stat().st_size < 1_000_000
    refused(bomb, "gpus.toml")


def test_only_catalogue_files_are_installed_and_the_rest_is_listed(tmp_path):
    folder = catalogue(tmp_path)
    extra = {"catalog/setup.exe": b"MZ\x90\x00", "catalog/hook.py": b"import os\n",
             **{f"catalog/junk/{n}.txt": b"x" for n in range(40)}}
    report = install_catalog(zipped(folder, tmp_path / "c.zip", extra))
    installed = paths.user_catalog_dir()
    assert active_catalog_dir() == installed
    assert {p.name for p in installed.iterdir()} == {p.name for p in folder.iterdir()}
    assert any("left out 42 file(s)" in line for line in report.lines())


def test_twenty_thousand_junk_entries_are_refused(tmp_path):
    folder = catalogue(tmp_path)
    junk = {f"catalog/j/{n}": b"" for n in range(20_000)}
    entries = 20_000 + len(list(folder.iterdir()))
    refused(zipped(folder, tmp_path / "junk.zip", junk, zipfile.ZIP_STORED), f"{entries:,} entries")


@pytest.mark.parametrize("entry", ["../../evil.toml", "/tmp/evil.toml", "catalog/../../x.toml",
                                   "C:/windows/evil.toml"])
def test_an_entry_leaving_the_archive_is_refused(tmp_path, entry):
    folder = catalogue(tmp_path)
    archive = zipped(folder, tmp_path / "c.zip", {entry: b"x = 1\n"})
    refused(archive, "points outside the archive")
    assert not (tmp_path / "evil.toml").exists()


def test_an_encrypted_entry_is_refused(tmp_path):
    folder = catalogue(tmp_path)
    archive = zipped(folder, tmp_path / "c.zip", method=zipfile.ZIP_STORED)
    data = bytearray(archive.read_bytes())
    for signature, flag_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):   # mark every entry
        at = data.find(signature)
        while at >= 0:
            data[at + flag_at] |= 0x1
            at = data.find(signature, at + 4)
    archive.write_bytes(bytes(data))
    refused(archive, "is encrypted")


def test_a_damaged_entry_is_refused(tmp_path):
    folder = catalogue(tmp_path)
    archive = zipped(folder, tmp_path / "c.zip", method=zipfile.ZIP_STORED)
    data = bytearray(archive.read_bytes())
    at = data.index(b'id = "h100-sxm"')
    data[at + 6] ^= 0x20                                         # one letter, CRC now wrong
    archive.write_bytes(bytes(data))
    refused(archive, "damaged zip")


def test_a_folder_with_a_link_or_a_link_loop_is_refused(tmp_path):
    folder = catalogue(tmp_path)
    secret = tmp_path / "secret.toml"
    secret.write_text("x = 1\n", encoding="utf-8")
    (folder / "psus.toml").unlink()
    (folder / "psus.toml").symlink_to(secret)
    refused(folder, "psus.toml is a link")
    loop = catalogue(tmp_path, name="loop")
    os.symlink(loop, loop / "again")
    refused(loop, "again is a link")


@pytest.mark.parametrize("content, words", [
    (b"date = \"2026-12-01\nbroken", "not valid TOML"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "not a text file"),
    (b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n", "catalog.toml"),
    (b'date = "zzzz"\n', "'zzzz' is not a date"),
    (b'date = "9999-12-31"\n', "9999-12-31 is outside"),
    (b'date = "2026-02-30"\n', "is not a date"),
])
def test_a_bad_catalog_toml_is_refused(tmp_path, content, words):
    folder = catalogue(tmp_path)
    (folder / "catalog.toml").write_bytes(content)
    refused(folder, words)


def test_a_deeply_nested_kind_file_is_refused(tmp_path):
    folder = catalogue(tmp_path)
    (folder / "gpus.toml").write_bytes(b"gpu = " + b"[" * 5000 + b"]" * 5000 + b"\n")
    refused(folder, "gpus.toml")


def test_dates_are_compared_as_dates(tmp_path):
    install_catalog(catalogue(tmp_path, date="2026-12-01"))      # a TOML date, unquoted
    assert active_catalog_dir() == paths.user_catalog_dir()
    with pytest.raises(CatalogError, match="older than the catalogue in use"):
        install_catalog(catalogue(tmp_path, date='"2026-11-30"', name="older"))


def test_an_infinite_price_is_refused(tmp_path):
    folder = catalogue(tmp_path)
    text = (folder / "servers.toml").read_text(encoding="utf-8")
    at = text.index("price_eur = ")
    end = text.index("\n", at)
    (folder / "servers.toml").write_text(text[:at] + "price_eur = inf" + text[end:],
                                         encoding="utf-8")
    refused(folder, "price_eur")


def test_an_older_versions_crash_between_its_swap_renames_is_repaired(tmp_path):
    """An older version installed by two renames (catalog -> catalog.bak, new -> catalog); one
    killed between them left only catalog.bak. Installs now swap in one step (test_catalog_swap)."""
    legacy = paths.user_data_dir() / "catalog"
    legacy.parent.mkdir(parents=True)
    shutil.copytree(catalogue(tmp_path), legacy.with_name("catalog.bak"))
    assert active_catalog_dir() == legacy == paths.user_catalog_dir()
    assert read_catalog(legacy).date == NEW_DATE


@pytest.mark.parametrize("content, words", [
    ("[]", "expected a JSON object"),
    ('{"schema_version": "1", "edits": {}}', "not a version number"),
    ('{"schema_version": 1, "edits": {"gpuz": {}}}', "unknown kind 'gpuz'"),
    ('{"schema_version": 1, "edits": {"gpus": {"h100-sxm": {"tdp_w": {"confidence": "typical"}}}}}',
     'needs a "value"'),
    ('{"schema_version": 1, "edits": {"gpus": {"h100-sxm": {"perf.llm-inference": '
     '{"value": Infinity}}}}}', "Infinity is not a number"),
    ('{"schema_version": 1, "edits": {"gpus": {"h100-sxm": {"tdp_w": {"value": 1e400}}}}}',
     "finite number"),
    ('{"schema_version": 1, "edits": {"gpus": {"h100-sxm": {"tdp_w": {"value": [1]}}}}}',
     "finite number"),
    ("[" * 100_000, "nested too deeply"),
])
def test_bad_edit_files_are_refused_and_nothing_is_saved(tmp_path, content, words):
    path = tmp_path / "edits.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        import_edits(path, read_catalog(paths.catalog_dir()))
    assert words in str(info.value) and "\n" not in str(info.value)
    assert not paths.user_overlay_file().exists()


def test_an_edit_to_an_infinite_value_is_never_saved(tmp_path):
    overlay = Overlay()
    overlay.set_value("gpus", "h100-sxm", "tdp_w", float("inf"))
    with pytest.raises(CatalogError):
        overlay.apply(read_catalog(paths.catalog_dir()))
    with pytest.raises(ValueError):
        overlay.save(tmp_path / "o.json")
    assert not (tmp_path / "o.json").exists()


def test_cli_refusals_exit_2_with_one_line(tmp_path):
    edits = tmp_path / "edits.json"
    edits.write_text("[]", encoding="utf-8")
    folder = catalogue(tmp_path)
    (folder / "catalog.toml").write_bytes(b"\x00\x01\x02binary")
    for args in (("catalog", "import-edits", str(edits)), ("catalog", "install", str(folder))):
        proc = run_cli(*args)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.count("\n") == 1, proc.stderr
    proc = run_cli("catalog", "validate", str(folder))
    assert proc.returncode == 2 and "not valid TOML" in proc.stderr
