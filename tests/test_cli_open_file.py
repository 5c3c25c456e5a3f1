"""``gpu-tco FILE`` opens the app on FILE, as the guides say; commands and their
arguments are left as they are."""

from __future__ import annotations

import os
import subprocess
import sys

from app.cli import _file_opens_app
from tests.conftest import EXAMPLES, ROOT

E3 = EXAMPLES / "method-e3.quote.json"


def test_a_quote_file_first_means_the_app():
    assert _file_opens_app([str(E3)]) == ["gui", str(E3)]
    assert _file_opens_app(["missing.quote.json"]) == ["gui", "missing.quote.json"]
    for argv in (["calc", str(E3)], ["import-smi", "log.csv"], ["--help"], [], ["nonsense"]):
        assert _file_opens_app(argv) == argv


def test_gpu_tco_file_opens_the_window_on_it(tmp_path):
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_TCO_HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "app", str(E3), "--screenshot", str(out),
                           "--page", "results"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 0


def test_gpu_tco_missing_file_names_it(tmp_path):
    """The file given is the one opened: a missing one is named in one line, exit 2."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_TCO_HOME": str(tmp_path)}
    missing = tmp_path / "gone.quote.json"
    proc = subprocess.run([sys.executable, "-m", "app", str(missing), "--screenshot",
                           str(tmp_path / "x.png")], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 2 and "gone.quote.json" in proc.stderr
    assert "Traceback" not in proc.stderr
