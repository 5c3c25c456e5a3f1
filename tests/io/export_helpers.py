"""Shared helpers of the export tests: quotes, the engine's figures per workbook name, and a
LibreOffice recalculation with its own profile folder per process."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import openpyxl
import pytest

from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = EXAMPLES / "method-e3.quote.json"
E4 = EXAMPLES / "method-e4.quote.json"

#: workbook name suffix -> OptionResult field
OPTION_NAMES = {
    "annual_kwh_total": "annual_kwh_total",
    "annual_energy_cost": "annual_energy_cost",
    "capex": "capex",
    "tco": "tco",
    "npv": "npv",
    "simple_payback_years": "simple_payback_years",
    "discounted_payback_years": "discounted_payback_years",
}
SITE_NAMES = ("energy_price", "price_escalation", "discount_rate", "hours_per_year", "years",
              "carbon_intensity")


def quote(path=E4, **site):
    q = load_quote(path)
    if site:
        q = q.model_copy(update={"site": q.site.model_copy(update=site)})
    return q


def with_customer(q, name: str):
    return q.model_copy(update={"customer": q.customer.model_copy(update={"name": name})})


def ordered(result):
    """Results in workbook order: baseline first (optN numbering)."""
    return [o for o in result.options if o.baseline] + [o for o in result.options if not o.baseline]


def name_cells(path: Path) -> dict[str, tuple[str, str]]:
    """Workbook name -> (sheet, cell) as the writer defined it."""
    wb = openpyxl.load_workbook(path)
    out = {}
    for name, dn in wb.defined_names.items():
        (sheet, cell), = list(dn.destinations)
        out[name] = (sheet, cell.replace("$", ""))
    return out


def soffice() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


#: a test that recalculates a workbook in LibreOffice; skipped, saying how to install it, without
needs_soffice = pytest.mark.skipif(soffice() is None,
                                   reason="LibreOffice (soffice) not found: apt-get install "
                                          "libreoffice-calc-nogui (see .ci/apt-packages)")


_PROFILE = None


def recalc(src: Path, out_dir: Path) -> Path:
    """Open ``src`` in headless LibreOffice, recalculate, save as xlsx in ``out_dir``."""
    global _PROFILE
    if _PROFILE is None:  # one profile folder per process: parallel runs do not collide
        _PROFILE = Path(tempfile.mkdtemp(prefix=f"lo-profile-{os.getpid()}-"))
    out_dir.mkdir(parents=True, exist_ok=True)
    cmd = [soffice(), f"-env:UserInstallation={_PROFILE.as_uri()}", "--headless",
           "--convert-to", "xlsx", "--outdir", str(out_dir), str(src)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=180)
    target = out_dir / src.name
    assert target.exists(), f"LibreOffice wrote nothing: {proc.stdout} {proc.stderr}"
    return target


def recalc_many(sources: list[Path], out_dir: Path) -> list[Path]:
    """``recalc`` for several workbooks in one LibreOffice start (the start is most of the
    cost); the sources need distinct file names."""
    global _PROFILE
    assert len({s.name for s in sources}) == len(sources), "recalc_many: names must differ"
    if _PROFILE is None:
        _PROFILE = Path(tempfile.mkdtemp(prefix=f"lo-profile-{os.getpid()}-"))
    out_dir.mkdir(parents=True, exist_ok=True)
    cmd = [soffice(), f"-env:UserInstallation={_PROFILE.as_uri()}", "--headless",
           "--convert-to", "xlsx", "--outdir", str(out_dir), *map(str, sources)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60 + 60 * len(sources))
    targets = [out_dir / s.name for s in sources]
    missing = [t.name for t in targets if not t.exists()]
    assert not missing, f"LibreOffice wrote no {missing}: {proc.stdout} {proc.stderr}"
    return targets


def edited_copy(src: Path, cells: dict[str, tuple[str, str]], edits: dict[str, object],
                target: Path) -> Path:
    """The customer's edit: each named cell of ``edits`` gets its value in a copy of ``src``."""
    wb = openpyxl.load_workbook(src)
    for name, value in edits.items():
        sheet, cell = cells[name]
        wb[sheet][cell].value = value
    wb.save(target)
    return target


def values(path: Path, cells: dict[str, tuple[str, str]]) -> dict[str, object]:
    wb = openpyxl.load_workbook(path, data_only=True)
    return {name: _value(wb[sheet][cell]) for name, (sheet, cell) in cells.items()}


def _value(found):
    """A cell's value; a named row of years (a range) as the list of its values."""
    if isinstance(found, tuple):
        return [c.value for line in found for c in (line if isinstance(line, tuple) else (line,))]
    return found.value
