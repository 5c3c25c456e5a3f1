"""Crash safety with real kills: SIGKILL during saves leaves the old or the new file
whole and a whole backup; a dead session's temporary files are cleaned; autosave ownership
survives process-id reuse; recovery falls back to the autosave's backup. Bounded loops."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.io.files.atomic import backup_path, clean_stale_temps
from app.io.files.process_identity import this_process
from app.io.quote import autosave as autosave_store
from app.io.quote.store import dump_quote, load_quote, parse_quote
from tests.conftest import EXAMPLES, ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX only")

SAVER = """
import sys, json
from pathlib import Path
from app.io.files.atomic import atomic_write_text
target = Path(sys.argv[1])
pad = "x" * int(sys.argv[2])
print("ready", flush=True)
for version in range(1, 10**6):
    atomic_write_text(target, json.dumps({"version": version, "pad": pad}))
"""


def whole(path: Path, size: int) -> None:
    """Fails when a saved file is cut or mixed."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["pad"]) == size and data["version"] >= 1


def start(code: str, *args: str) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
    return proc


def test_sigkill_during_saves_leaves_whole_files_and_a_whole_backup(tmp_path):
    from app.io.files.atomic import atomic_write_text

    target, size = tmp_path / "big.quote.json", 6_000_000
    for version in (1, 2):  # a saved file and its backup exist before the first kill (a slow,
        # loaded machine may kill every saver before one save ends)
        atomic_write_text(target, json.dumps({"version": version, "pad": "x" * size}))
    rng = random.Random(13)
    kills, deadline = 0, time.monotonic() + 60
    while kills < 12 and time.monotonic() < deadline:
        proc = start(SAVER, str(target), str(size))
        time.sleep(rng.uniform(0.05, 0.4))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        proc.stdout.close()
        proc.stderr.close()
        kills += 1
        if target.exists():
            whole(target, size)
            if backup_path(target).exists():
                whole(backup_path(target), size)
    assert kills >= 5
    assert target.exists() and backup_path(target).exists()
    leftovers = list(tmp_path.glob(".*.tmp"))
    removed = clean_stale_temps(tmp_path)
    assert sorted(removed) == sorted(leftovers)
    assert not list(tmp_path.glob(".*.tmp"))
    assert {p.name for p in tmp_path.iterdir()} == {target.name, backup_path(target).name}


@pytest.mark.skipif(not __import__("os").path.exists("/proc/self/stat"),
                    reason="process start times come from /proc (Linux)")
def test_clean_stale_temps_keeps_a_running_writers_file_and_other_files(tmp_path):
    pid, begun = this_process()
    mine = tmp_path / f".q.quote.json.{pid}-{begun}.abc123.tmp"
    dead = tmp_path / f".q.quote.json.{pid}-{begun + 1}.abc123.tmp"   # same id, other start
    other = tmp_path / "notes.tmp"
    for path in (mine, dead, other):
        path.write_text("x")
    assert clean_stale_temps(tmp_path) == [dead]
    assert mine.exists() and other.exists()


SESSION = """
import sys
from pathlib import Path
from app.io.quote.autosave import AutosaveSession
session = AutosaveSession(Path(sys.argv[1]))
text = Path(sys.argv[2]).read_text(encoding="utf-8")
session.write(text, Path(sys.argv[3]))
session.write(text.replace("Crashed", "Crashed twice"), Path(sys.argv[3]))
if sys.argv[4] == "damage":
    session.file.write_text(text[: len(text) // 2], encoding="utf-8")
print(session.file, flush=True)
print("ready", flush=True)
sys.stdin.readline()
"""


def crashed_session(tmp_path: Path, damage: bool = False, kill: bool = True):
    """A session in another process that autosaved a quote opened from ``customer.quote.json``
    (twice, so that a .bak exists), then was killed. Returns (autosave, quote path, process)."""
    folder = tmp_path / "autosave"
    quote = load_quote(EXAMPLES / "example.quote.json")
    quote = quote.model_copy(update={"customer": quote.customer.model_copy(
        update={"name": "Crashed BV"})})
    text_file = tmp_path / "text.json"
    text_file.write_text(dump_quote(quote), encoding="utf-8")
    origin = tmp_path / "customer.quote.json"
    proc = subprocess.Popen([sys.executable, "-c", SESSION, str(folder), str(text_file),
                             str(origin), "damage" if damage else "-"], cwd=ROOT, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    autosave = Path(proc.stdout.readline().strip())
    assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
    if kill:
        end(proc)
    return autosave, origin.resolve(), proc


def end(proc: subprocess.Popen) -> None:
    """Kill the session as a crash would, and close our ends of its pipes."""
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    for pipe in (proc.stdin, proc.stdout, proc.stderr):
        if pipe is not None:
            pipe.close()


def test_a_running_session_keeps_its_autosave_and_a_killed_one_is_offered(tmp_path):
    autosave, _, proc = crashed_session(tmp_path, kill=False)
    try:
        assert autosave_store.leftovers(autosave.parent) == []    # another window, still running
    finally:
        end(proc)
    assert autosave_store.leftovers(autosave.parent) == [autosave]


def test_a_new_process_with_the_crashed_ones_id_still_offers_its_autosave(tmp_path):
    """Process ids are reused: give the crashed session's files this process's id and start
    time; they are still a dead session's (nobody holds the lock), so they are offered."""
    autosave, origin, _ = crashed_session(tmp_path)
    pid, begun = this_process()
    reused = autosave.with_name(f"autosave-{pid}-{begun}-000000.quote.json")
    for old, new in ((autosave, reused), (backup_path(autosave), backup_path(reused)),
                     (autosave_store.path_file(autosave), autosave_store.path_file(reused))):
        old.rename(new)
    own = autosave_store.AutosaveSession(autosave.parent)
    assert own.file != reused
    assert autosave_store.leftovers(autosave.parent, own=own.file) == [reused]
    found = autosave_store.recover(reused, parse_quote)
    assert found.quote.customer.name == "Crashed twice BV" and found.quote_path == origin
    own.close()


def test_recovery_reads_the_backup_of_a_damaged_autosave(tmp_path):
    autosave, origin, _ = crashed_session(tmp_path, damage=True)
    found = autosave_store.recover(autosave, parse_quote)
    assert found.source == backup_path(autosave)
    assert found.quote.customer.name == "Crashed BV" and found.quote_path == origin


def test_an_unreadable_autosave_is_kept_aside_not_deleted(tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    bad = folder / "autosave-1-1-aaaaaa.quote.json"
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(Exception) as info:
        autosave_store.recover(bad, parse_quote)
    assert "not valid JSON" in str(info.value) and "\n" not in str(info.value)
    autosave_store.discard(bad, keep_unreadable=True)
    assert (folder / (bad.name + ".unreadable")).read_text(encoding="utf-8") == "{ not json"
    assert autosave_store.leftovers(folder) == []
