"""The transcribed busy-power sources in tests/data/sources/, read the same way by each test
that re-derives a catalogue value from them: one TOML table per source, its series split into
those the catalogue uses and those held back (with the reason), and, when a fetched copy of the
source's repository is on this machine, a file read from it at the cited commit."""

import os
import subprocess
import tomllib
from pathlib import Path

from tests.conftest import ROOT

SOURCES = ROOT / "tests" / "data" / "sources"


def load(name: str) -> dict:
    """The transcription ``name`` (a file in tests/data/sources/)."""
    return tomllib.loads((SOURCES / name).read_text(encoding="utf-8"))


def used_and_held_back(data: dict) -> tuple[list[dict], list[dict]]:
    """The series the catalogue takes, and those it leaves out ("held_back" gives why)."""
    series = data["series"]
    return ([s for s in series if "held_back" not in s], [s for s in series if "held_back" in s])


def series_id(series: dict) -> str:
    return f"{series['gpu']}-{series['workload']}"


def mirror(env: str, owner_repo: str) -> Path:
    """Where a fetched copy (a bare git directory) of github.com/``owner_repo`` is: ``env`` when
    set, else the fetch tool's folder."""
    return Path(os.environ.get(env, f"/work/.mirror/{owner_repo.replace('/', '+')}/repo"))


def git_show(git_dir: Path, commit: str, path: str) -> bytes:
    """The bytes of ``path`` at ``commit`` in that copy."""
    return subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{commit}:{path}"],
                          capture_output=True, check=True, timeout=60).stdout


def comma(x: float) -> str:
    """``x`` with one decimal as the Dutch and French texts write it (370,6)."""
    return f"{x:.1f}".replace(".", ",")


def assert_measured_source(prov, *needles: str) -> None:
    """A measured value whose source, in English, Dutch and French alike, names every one of
    ``needles`` (the commit, the file, the hardware as measured ...)."""
    assert prov.confidence == "measured"
    for text in (prov.source, prov.source_nl, prov.source_fr):
        for needle in needles:
            assert needle in text, (needle, text)


def assert_range_given(prov, value: float, low: float, high: float) -> None:
    """The value and the range it was taken from, in each language's decimal form:
    "61.2 W (60.4-63.7 W)" in English, "61,2 W (60,4-63,7 W)" in Dutch and French."""
    assert f"{value:.1f} W ({low:.1f}-{high:.1f} W)" in prov.source
    for text in (prov.source_nl, prov.source_fr):
        assert f"{comma(value)} W ({comma(low)}-{comma(high)} W)" in text
