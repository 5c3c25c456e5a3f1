"""A newer catalogue can be installed without losing the user's edits; edits can be shared."""

import shutil
import zipfile

import pytest

from app import paths
from app.errors import CatalogError
from app.io.catalog.files import read_catalog
from app.io.catalog.store import Overlay, load_catalog
from app.io.catalog.update import active_catalog_dir, import_edits, install_catalog
from tests.conftest import ROOT, run_cli


def _newer_catalogue(tmp_path, date="2027-06-01", tdp=None):
    folder = tmp_path / "new-catalog"
    shutil.copytree(ROOT / "catalog", folder)
    (folder / "catalog.toml").write_text(f'date = "{date}"\n')
    if tdp is not None:
        text = (folder / "gpus.toml").read_text()
        start = text.index('id = "h100-sxm"')
        head, tail = text[:start], text[start:]
        at = tail.index("tdp_w = ")
        end = tail.index("\n", at)
        (folder / "gpus.toml").write_text(head + tail[:at] + f"tdp_w = {tdp}" + tail[end:])
    return folder


def test_install_newer_catalogue_keeps_edits_and_reports_conflicts(tmp_path):
    overlay = Overlay()
    # new catalogue: 690 W; both stay above the H100's measured busy power (688.3 W)
    overlay.set_value("gpus", "h100-sxm", "tdp_w", 695.0)
    overlay.save()
    report = install_catalog(_newer_catalogue(tmp_path, tdp=690))
    assert active_catalog_dir() == paths.user_catalog_dir()
    assert report.new_date == "2027-06-01"
    assert any("h100-sxm" in c and "tdp_w" in c and "695" in c for c in report.conflicts)
    catalog = load_catalog()
    assert catalog.date == "2027-06-01"
    assert catalog.gpus["h100-sxm"].tdp_w == 695.0  # the user's own number wins


def test_install_from_zip(tmp_path):
    folder = _newer_catalogue(tmp_path)
    archive = tmp_path / "catalog.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for path in folder.iterdir():
            out.write(path, f"catalog/{path.name}")
    assert install_catalog(archive).new_date == "2027-06-01"


def test_older_or_broken_catalogue_is_refused_and_nothing_changes(tmp_path):
    with pytest.raises(CatalogError, match="older than the catalogue in use"):
        install_catalog(_newer_catalogue(tmp_path, date="2020-01-01"))
    broken = _newer_catalogue(tmp_path / "b", tdp=-1)
    with pytest.raises(CatalogError, match="not installed"):
        install_catalog(broken)
    assert active_catalog_dir() == paths.catalog_dir()


def test_share_edits_between_colleagues(tmp_path):
    base = read_catalog(ROOT / "catalog")
    theirs = Overlay()
    theirs.set_value("gpus", "h100-sxm", "idle_w", 61.0, "measured")
    theirs.set_value("gpus", "l40s", "idle_w", 35.0, "measured")
    theirs.save(tmp_path / "colleague.json")
    mine = Overlay()
    mine.set_value("gpus", "h100-sxm", "idle_w", 70.0)
    mine.save()
    conflicts = import_edits(tmp_path / "colleague.json", base)
    assert len(conflicts) == 1 and "yours 70.0, theirs 61.0" in conflicts[0]
    catalog = load_catalog()
    assert catalog.gpus["h100-sxm"].idle_w == 70.0 and catalog.gpus["l40s"].idle_w == 35.0


def test_cli_export_and_import_edits(tmp_path):
    out = tmp_path / "edits.json"
    proc = run_cli("catalog", "export-edits", str(out))
    assert proc.returncode == 0 and out.exists()
    proc = run_cli("catalog", "import-edits", str(tmp_path / "absent.json"))
    assert proc.returncode == 2 and "no such file" in proc.stderr
