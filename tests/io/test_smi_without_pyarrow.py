"""The bundle ships without pyarrow: the import must then still work, line by line."""

import json
import subprocess
import sys

from tests.conftest import ROOT

FIXTURE = ROOT / "tests" / "data" / "smi"


def test_import_smi_works_when_pyarrow_cannot_be_imported():
    sample = sorted(FIXTURE.glob("*.csv"))[0]
    code = (
        "import sys\n"
        "sys.modules['pyarrow'] = None  # import pyarrow now raises ImportError\n"
        "from app.cli import main\n"
        f"raise SystemExit(main(['import-smi', {str(sample)!r}, '--json']))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["gpus"] and all(f["reader"] == "line-by-line" for f in doc["files"])
