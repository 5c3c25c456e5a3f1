"""No session lock outlives its session for nothing: a ``--screenshot`` run leaves no lock
behind, and the lock files of sessions that ended with nothing to recover are cleared at the
next start, while a running session's lock, a just-created one and a crashed session's (with
its autosave) stay."""

import os
import subprocess
import sys
import time
from pathlib import Path

from app.io.quote import autosave as autosave_store
from app.io.quote.session_lock import SessionLock

ROOT = Path(__file__).resolve().parents[2]


def _old(path: Path) -> Path:
    path.touch()
    past = time.time() - 3600
    os.utime(path, (past, past))
    return path


def test_only_dead_lonely_old_locks_go(tmp_path):
    lonely = _old(tmp_path / "autosave-1-1-aaaaaa.lock")
    crashed = _old(tmp_path / "autosave-2-2-bbbbbb.lock")
    (tmp_path / "autosave-2-2-bbbbbb.quote.json").write_text("{}")
    young = tmp_path / "autosave-3-3-cccccc.lock"
    young.touch()
    running = SessionLock(_old(tmp_path / "autosave-4-4-dddddd.lock"))
    try:
        assert autosave_store.clean_stale_locks(tmp_path) == 1
        assert not lonely.exists()
        assert crashed.exists() and young.exists() and running.path.exists()
    finally:
        running.release()


def test_a_screenshot_run_leaves_no_lock(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    out = tmp_path / "shot.png"
    run = subprocess.run([sys.executable, "-m", "app", "gui",
                          str(ROOT / "resources" / "examples" / "method-e3.quote.json"),
                          "--screenshot", str(out), "--page", "quote"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr
    assert out.stat().st_size > 0
    left = [p.name for p in (tmp_path / "data").rglob("autosave-*")]
    assert left == []
