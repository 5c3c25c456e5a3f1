"""The fleet import loads neither pandas nor pyarrow (the log readers' tables): the process
starts near 50 MB instead of 120 MB, which keeps a 128-GPU import under the benchmark's
200 MB."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_fleet_import_does_not_load_pandas():
    code = ("import sys; import app.io.telemetry.fleet, app.io.telemetry.client; "
            "print(sorted(m for m in ('pandas', 'pyarrow') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True)
    assert out.stdout.strip() == "[]"
