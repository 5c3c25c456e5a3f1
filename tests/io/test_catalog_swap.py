"""Installing a catalogue is safe against a kill at any moment: the catalogue in
use is always a whole one, the old or the new, never none and never a mix. Real SIGKILLs of an
installing process, and a kill just before the one atomic step; every catalogue made here."""

from __future__ import annotations

import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app import paths
from app.io.catalog import swap as catalog_swap
from app.io.catalog.files import read_catalog
from app.io.catalog.store import validate_directory
from app.io.catalog.update import active_catalog_dir, install_catalog
from tests.conftest import ROOT

DATE = "2026-12-01"


def catalogue(tmp_path: Path, mark: str) -> Path:
    """The shipped catalogue, dated DATE, with ``mark`` in catalog.toml and a GPU price, so a
    mix of two installs would show."""
    folder = tmp_path / mark
    shutil.copytree(ROOT / "catalog", folder)
    (folder / "catalog.toml").write_text(f'# {mark}\ndate = "{DATE}"\n', encoding="utf-8")
    return folder


def in_use() -> str:
    """The mark of the catalogue in use, after checking it is whole."""
    folder = active_catalog_dir()
    assert folder != paths.catalog_dir(), "no installed catalogue in use"
    assert validate_directory(folder) == []
    read_catalog(folder)
    return (folder / "catalog.toml").read_text(encoding="utf-8").split("\n", 1)[0][2:]


INSTALLER = """
import sys
from pathlib import Path
from app.io.catalog.update import install_catalog
a, b = Path(sys.argv[1]), Path(sys.argv[2])
print("ready", flush=True)
for k in range(10**6):
    install_catalog(a if k % 2 else b)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX only")
def test_sigkill_during_installs_leaves_a_whole_catalogue_in_use(tmp_path):
    a, b = catalogue(tmp_path, "A"), catalogue(tmp_path, "B")
    install_catalog(a)
    rng = random.Random(134)
    kills, seen, deadline = 0, set(), time.monotonic() + 90
    while kills < 8 and time.monotonic() < deadline:
        proc = subprocess.Popen([sys.executable, "-c", INSTALLER, str(a), str(b)], cwd=ROOT,
                                text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
        # one install takes ~0.1 s and the installer loops: any moment of an install is as
        # likely in 0.2-1.2 s as it was in 0.2-3 s, at less than half the wait
        time.sleep(rng.uniform(0.2, 1.2))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()  # our ends of the killed installer's pipes
        proc.stderr.close()
        kills += 1
        seen.add(in_use())
    assert kills >= 3
    assert seen <= {"A", "B"}
    install_catalog(b)  # the next install clears what killed ones left
    assert in_use() == "B"
    assert len(list(paths.user_catalogs_dir().iterdir())) <= 2
    assert not list(paths.user_data_dir().glob(".catalog-staging-*"))


def test_a_kill_just_before_the_switch_keeps_the_old_catalogue(tmp_path):
    a, b = catalogue(tmp_path, "A"), catalogue(tmp_path, "B")
    install_catalog(a)

    class Killed(BaseException):
        """Stands for SIGKILL: no cleanup code of the install runs after it."""

    def killed(_name):
        raise Killed

    with pytest.MonkeyPatch.context() as patch:  # undoes only this, not the isolated user dirs
        patch.setattr(catalog_swap, "write_pointer", killed)
        with pytest.raises(Killed):
            install_catalog(b)
    assert in_use() == "A"  # B is complete on disk, but not in use
    install_catalog(b)
    assert in_use() == "B"
    assert len(list(paths.user_catalogs_dir().iterdir())) == 2  # B and the previous, A


def test_an_install_by_an_older_version_is_replaced_and_removed(tmp_path):
    legacy = paths.user_data_dir() / "catalog"
    legacy.parent.mkdir(parents=True)
    shutil.copytree(catalogue(tmp_path, "old"), legacy)
    assert in_use() == "old"
    install_catalog(catalogue(tmp_path, "A"))
    assert in_use() == "A" and legacy.is_dir()  # kept as the previous one
    install_catalog(catalogue(tmp_path, "B"))
    assert in_use() == "B" and not legacy.exists()
