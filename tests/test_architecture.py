"""STYLE principle 1: model, calc and io never import Qt."""

import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

CORE = ("app.model", "app.calc", "app.io")


def test_core_packages_do_not_import_qt_at_run_time():
    modules = [p for pkg in CORE for p in (ROOT / pkg.replace(".", "/")).rglob("*.py")]
    names = [".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
             for p in modules]
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]\n"
        "print(','.join(bad))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


def test_core_sources_have_no_qt_import_lines():
    offenders = []
    for pkg in CORE:
        for path in (ROOT / pkg.replace(".", "/")).rglob("*.py"):
            for line in Path(path).read_text().splitlines():
                words = line.strip().split()
                if words[:1] in (["import"], ["from"]) and words[1].split(".")[0] in (
                        "PySide6", "pyqtgraph"):
                    offenders.append(f"{path.relative_to(ROOT)}: {line.strip()}")
    assert offenders == []
