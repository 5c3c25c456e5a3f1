"""``catalog install`` checks the preset files as it checks the others, and judges a zip bomb by
what it unpacks to: a NaN rate or a negative band in bills.toml, a GPU's rental given
twice, are refused at install, naming the file, and the catalogue in use stays; a
real catalogue zip that packs a thousand to one (4 MB of commented TOML) installs, while an
archive that unpacks to more than a catalogue can hold is still refused."""

from __future__ import annotations

import zipfile

import pytest

from app import paths
from app.io.catalog.store import validate_directory
from app.io.catalog.update import active_catalog_dir, install_catalog
from tests.io.test_catalog_safety import catalogue, refused, zipped


def _edit(folder, name, old, new):
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("name,old,new,said", [
    ("bills.toml", "per_kwh = 0.09160", "per_kwh = nan", "bills.toml"),
    ("bills.toml", "{ from_kwh = 10000, to_kwh = 50000", "{ from_kwh = -10000, to_kwh = 50000",
     "bills.toml"),
    ("rentals.toml", "on_demand_per_gpu_hour = 1.12", "on_demand_per_gpu_hour = nan",
     "rentals.toml"),
    ("rentals.toml", 'gpu = "h100-sxm"', 'gpu = "a100-sxm-80gb"',
     "rentals.toml: gpu 'a100-sxm-80gb' is given twice"),
    ("bills.toml", 'region = "BE"', 'region = "NL"', "bills.toml: region 'NL' is given twice"),
])
def test_a_bad_preset_file_is_refused_at_install(tmp_path, name, old, new, said):
    folder = catalogue(tmp_path)
    _edit(folder, name, old, new)
    assert any(said in str(p) for p in validate_directory(folder)), validate_directory(folder)
    refused(zipped(folder, tmp_path / "c.zip"), said)


def test_the_shipped_presets_pass():
    assert validate_directory(paths.catalog_dir()) == []


def test_a_highly_compressible_4_mb_catalogue_installs(tmp_path):
    folder = catalogue(tmp_path)
    padded = folder / "cooling.toml"  # a small file: the padding is all it packs
    text = padded.read_text(encoding="utf-8")
    line = "# " + "the same comment, again and again; " * 3 + "\n"
    text += line * ((4_000_000 - len(text.encode("utf-8"))) // len(line))
    padded.write_text(text, encoding="utf-8")
    assert 3_900_000 < padded.stat().st_size <= 4_000_000
    archive = zipped(folder, tmp_path / "c.zip")
    with zipfile.ZipFile(archive) as z:
        info = z.getinfo("catalog/cooling.toml")
    assert info.file_size > 100 * info.compress_size  # the old rule refused more than 100:1
    install_catalog(archive)
    assert active_catalog_dir() == paths.user_catalog_dir()
    assert (paths.user_catalog_dir() / "cooling.toml").read_text(encoding="utf-8") == text


def test_an_archive_that_unpacks_to_more_than_a_catalogue_is_refused(tmp_path):
    folder = catalogue(tmp_path)
    junk = {f"catalog/junk/{n}.bin": bytes(1 << 20) for n in range(70)}  # 70 MB of zeros
    bomb = zipped(folder, tmp_path / "bomb.zip", junk)
    assert bomb.stat().st_size < 2_000_000
    refused(bomb, "MB in all (the largest entry, 'catalog/junk/")
