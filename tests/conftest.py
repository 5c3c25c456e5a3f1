"""Tests run headless and isolated: Qt offscreen, user folders in a temporary directory."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pytest  # noqa: E402

import app.ui  # noqa: E402,F401  (PySide6 imported as the app imports it: app.ui.pyside_import)

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "resources" / "examples"
SHARED_SAMPLES = ROOT.parent / "shared" / "samples"


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path, monkeypatch):
    """No test touches a real user's settings, overlay or autosaves."""
    monkeypatch.setenv("GPU_TCO_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"


def run_cli(*args: str, cwd: Path = ROOT):
    """Run ``python -m app ARGS`` in a subprocess; returns CompletedProcess with text output."""
    import subprocess

    env = dict(os.environ)
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)
