"""Tests run headless and isolated: Qt offscreen, user folders in a temporary directory."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pytest  # noqa: E402

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


def _shared_group(item) -> str | None:
    """The xdist group of a test that takes a module-, package- or session-scoped fixture of
    ours (pytest's and plugins' own, such as tmp_path_factory and qapp, do not count)."""
    info = getattr(item, "_fixtureinfo", None)
    groups = []
    for defs in (info.name2fixturedefs.values() if info else ()):
        last = defs[-1] if defs else None
        if last is None or not last.baseid or last.scope == "function":
            continue
        groups.append(item.nodeid.split("::")[0] if last.scope == "module" else last.baseid)
    return min(groups) if groups else None


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own hook reads the marks
def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist (`make test`: -n auto --dist loadgroup) the tests that share a costly
    fixture (a Prometheus server, a computed sweep) run on one worker, so that it is built once,
    not once per worker. A test's own ``xdist_group`` mark wins."""
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        if item.get_closest_marker("xdist_group") is None:
            group = _shared_group(item)
            if group:
                item.add_marker(pytest.mark.xdist_group(group))
