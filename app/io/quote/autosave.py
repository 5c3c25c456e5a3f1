"""Autosave files and crash recovery, without Qt (the window's FileController drives them).

A session writes ``autosave-<id>.quote.json`` (atomically, the previous autosave kept as
``.bak``) and, beside it, ``autosave-<id>.path`` with the file the quote was opened from or
saved to, so that a recovered quote saves back to its own file. ``<id>`` is the process id,
its start time and a random part, and the session holds ``autosave-<id>.lock`` (an
operating-system lock) while it runs: an autosave whose lock nobody holds is a crashed
session's, whichever process now has that id, and another running window's autosave is left
alone. Recovery tries the autosave, then its ``.bak``; a file that cannot be read is kept
(renamed ``.unreadable``) rather than deleted.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.errors import AppError, Said, said_of
from app.io.files.atomic import atomic_write_text, backup_path, clean_stale_temps
from app.io.files.process_identity import this_process
from app.io.quote.session_lock import SessionLock, held_elsewhere

log = logging.getLogger("gpu_tco.autosave")
PREFIX, SUFFIX = "autosave-", ".quote.json"


def _stem(autosave: Path) -> str:
    return autosave.name[: -len(SUFFIX)]


def path_file(autosave: Path) -> Path:
    return autosave.with_name(_stem(autosave) + ".path")


def lock_file(autosave: Path) -> Path:
    return autosave.with_name(_stem(autosave) + ".lock")


class AutosaveSession:
    """This session's autosave in ``folder``; the folder's dead temporary files are removed."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        pid, start = this_process()
        self.file = self.folder / f"{PREFIX}{pid}-{start}-{os.urandom(3).hex()}{SUFFIX}"
        self.lock: SessionLock | None = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            clean_stale_temps(self.folder)
            clean_stale_locks(self.folder)
            self.lock = SessionLock(lock_file(self.file))
        except OSError:  # a read-only home: autosave still tries, recovery may offer it early
            log.warning("autosave folder %s cannot be locked", self.folder, exc_info=True)

    def write(self, text: str, quote_path: Path | None) -> None:
        """Save ``text`` as this session's autosave, remembering ``quote_path``."""
        where = path_file(self.file)
        recorded = str(Path(quote_path).resolve()) if quote_path else ""
        if not where.exists() or where.read_text(encoding="utf-8", errors="replace") != recorded:
            atomic_write_text(where, recorded, keep_backup=False)
        atomic_write_text(self.file, text)

    def remove(self) -> None:
        """Nothing unsaved any more: drop the autosave (the lock stays while the app runs)."""
        for path in (self.file, backup_path(self.file), path_file(self.file)):
            path.unlink(missing_ok=True)

    def close(self) -> None:
        """A clean exit: drop the autosave and give up the lock."""
        self.remove()
        if self.lock is not None:
            self.lock.release()


def clean_stale_locks(folder: Path, older_than_s: float = 60.0) -> int:
    """Remove the lock files of sessions that ended without an autosave to recover (a
    ``--screenshot`` run, a crash with nothing unsaved): nobody holds them and no autosave is
    beside them. A lock younger than ``older_than_s`` is left, so that a session starting now,
    between creating its lock file and locking it, never loses it. Returns how many went."""
    import time

    removed = 0
    for lock in Path(folder).glob(f"{PREFIX}*.lock"):
        autosave = lock.with_name(lock.name[: -len(".lock")] + SUFFIX)
        try:
            young = time.time() - lock.stat().st_mtime < older_than_s
        except OSError:
            continue
        if young or autosave.exists() or backup_path(autosave).exists() or held_elsewhere(lock):
            continue
        lock.unlink(missing_ok=True)
        path_file(autosave).unlink(missing_ok=True)
        removed += 1
    return removed


def leftovers(folder: Path, own: Path | None = None) -> list[Path]:
    """Crashed sessions' autosaves in ``folder`` (newest first); running sessions' are left out.
    An autosave whose main file is gone but whose ``.bak`` is whole counts by its main name."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    names = {p.name[: -len(".bak")] if p.name.endswith(".bak") else p.name
             for p in folder.glob(f"{PREFIX}*{SUFFIX}*")
             if p.name.endswith(SUFFIX) or p.name.endswith(SUFFIX + ".bak")}
    found = []
    for name in names:
        path = folder / name
        if path == own or held_elsewhere(lock_file(path)):
            continue
        found.append(path)
    return sorted(found, key=_mtime, reverse=True)


def _mtime(path: Path) -> float:
    for candidate in (path, backup_path(path)):
        try:
            return candidate.stat().st_mtime
        except OSError:
            continue
    return 0.0


@dataclass(frozen=True)
class Recovered:
    quote: object            # a Quote
    quote_path: Path | None  # the file it came from; None: a new quote
    source: Path             # the autosave or its .bak, whichever was read


def recover(autosave: Path, parse: Callable[[str, str], object]) -> Recovered:
    """The quote in ``autosave``, or in its ``.bak`` when the autosave itself is damaged.

    ``parse(text, where)`` turns text into a quote (raising AppError). Raises AppError with
    both reasons when neither can be read."""
    problems = []
    for candidate in (autosave, backup_path(autosave)):
        if not candidate.exists():
            continue
        try:
            quote = parse(candidate.read_text(encoding="utf-8"), str(candidate))
        except (AppError, OSError, UnicodeDecodeError) as exc:
            if said_of(exc) is not None or getattr(exc, "template", None):
                problems.append(said_of(exc) or exc)  # the window words it in its language
            else:
                problems.append(str(exc)[:300] if isinstance(exc, AppError)
                                else f"{candidate}: {str(exc)[:300]}")
            continue
        return Recovered(quote, _recorded_path(autosave), candidate)
    if not problems:
        raise AppError(Said("the autosave is gone; nothing to recover", autosave))
    if len(problems) == 1:
        raise AppError(Said("{problem}; the file is kept as .unreadable", problem=problems[0]))
    raise AppError(Said("{problem}; {other}; the file is kept as .unreadable",
                        problem=problems[0], other=problems[1]))


@dataclass(frozen=True)
class Leftover:
    """What the recovery question names: the quote's own file (None: a quote never saved), its
    customer as typed (None: unknown or unreadable) and when it was autosaved."""
    quote_file: Path | None
    customer: str | None
    saved_at: float  # seconds since the epoch; 0: unknown


def describe(autosave: Path) -> Leftover:
    """The leftover autosave as a user knows it, not by its internal file name. Reads at most
    1 MB of the autosave for the customer's name; a damaged file still gets its file and time."""
    import json

    customer = None
    try:
        with open(autosave, encoding="utf-8") as f:
            data = json.loads(f.read(1_000_000))
        name = data.get("customer", {}).get("name") if isinstance(data, dict) else None
        customer = name.strip()[:80] if isinstance(name, str) and name.strip() else None
    except (OSError, ValueError, AttributeError):
        pass
    return Leftover(_recorded_path(autosave), customer, _mtime(autosave))


def _recorded_path(autosave: Path) -> Path | None:
    try:
        text = path_file(autosave).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return Path(text) if text else None


def discard(autosave: Path, keep_unreadable: bool = False) -> None:
    """Remove a crashed session's autosave files; ``keep_unreadable``: rename its quote files
    ``.unreadable`` instead (nothing a user might still need is deleted)."""
    for path in (autosave, backup_path(autosave)):
        if not path.exists():
            continue
        if keep_unreadable:
            path.replace(path.with_name(path.name + ".unreadable"))
        else:
            path.unlink(missing_ok=True)
    path_file(autosave).unlink(missing_ok=True)
    lock = lock_file(autosave)
    if not held_elsewhere(lock):
        lock.unlink(missing_ok=True)
