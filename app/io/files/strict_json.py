"""Strict JSON for the files a user or a customer hands the app: each key once, no NaN or
Infinity, bounded nesting; and a file read without following a link or opening a FIFO.

Why: Python's ``json`` keeps the last of two equal keys, so a file with ``"title"`` twice shows
one title in an editor and another in the app; it reads ``NaN`` and ``Infinity``, which no
figure of ours may be; and it recurses once per bracket. The quote, seller-profile and
Prometheus-export readers refuse each of these in one line that names the key and where it is.
Files inside a folder the customer sent (saved Prometheus answers) are opened with
``O_NOFOLLOW`` and must be regular files: a link could make the app read a file of the
reader's own machine, a FIFO or a device would block or never end.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from app.errors import Figure, InputFileError, Said
from app.io.words.parser_text import json_reason, os_reason

#: Nesting any of our files needs is below 10; 40 leaves room and keeps the parser shallow.
MAX_DEPTH = 40

# strings (with escapes) are skipped whole, so brackets inside text do not count
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class _Object(dict):
    """A decoded JSON object that remembers a key it saw twice."""

    twice: str | None = None


class TwiceHook:
    """An ``object_pairs_hook`` that marks each object holding a key twice, and says whether
    any did (``found``), so that a document without one is never walked again."""

    def __init__(self):
        self.found = False

    def __call__(self, pairs: list) -> dict:
        out = _Object()
        for key, value in pairs:
            if key in out and out.twice is None:
                out.twice = key
                self.found = True
            out[key] = value
        return out

    def check(self, data, where, error: type = InputFileError) -> None:
        """Refuse ``data`` (decoded with this hook) when a key appeared twice in it."""
        if self.found:
            found = twice_in(data)
            if found is not None:
                raise error(Said("{why}", where, why=twice_said(found)))


def _constant(text: str):
    raise ValueError(Said("{text} is not a number (strict JSON has no NaN or Infinity)",
                          text=text))


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``text`` nests brackets deeper than ``limit`` (outside strings)."""
    depth = 0
    for match in _BRACKETS.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def twice_in(data, place: str = "") -> tuple[str, str] | None:
    """(key, place) of the first key a decoded document holds twice, else None. ``place`` is
    written as a path: ``options[2].extras[0]`` (empty: the top level)."""
    stack = [(data, place)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            if getattr(item, "twice", None) is not None:
                return item.twice, where
            stack.extend((v, f"{where}.{k}" if where else str(k))
                         for k, v in reversed(list(item.items())))
        elif isinstance(item, list):
            stack.extend((v, f"{where}[{i}]") for i, v in reversed(list(enumerate(item))))
    return None


def twice_said(found: tuple[str, str]) -> Said:
    """``"title" appears twice in commercial`` (or ``at the top level``)."""
    key, place = found
    if place:
        return Said("the key {key} appears twice in {place} (keep one)", key=json.dumps(key),
                    place=place)
    return Said("the key {key} appears twice at the top level (keep one)", key=json.dumps(key))


def loads(text: str, where, *, depth: int = MAX_DEPTH, not_json: Said | None = None):
    """The document in ``text``, strict; ``InputFileError`` naming ``where`` otherwise
    (``not_json``: the line for text that is no JSON at all, instead of the decoder's)."""
    if too_deep(text, depth):
        raise InputFileError(Said("nested more than {limit} levels deep", where, limit=depth))
    hook = TwiceHook()
    try:
        data = json.loads(text, object_pairs_hook=hook, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        if not_json is not None:
            raise InputFileError(not_json) from None
        raise InputFileError(Said("not valid JSON (line {line}, column {column}: {why})", where,
                                  line=exc.lineno, column=exc.colno,
                                  why=json_reason(exc.msg))) from None
    except ValueError as exc:  # NaN / Infinity, or a number Python will not read (4300 digits)
        reason = exc.args[0] if exc.args and isinstance(exc.args[0], Said) else None
        raise InputFileError(Said("not valid JSON ({why})", where,
                                  why=reason or Said("a number too long to read"))) from None
    except RecursionError:
        raise InputFileError(Said("nested more than {limit} levels deep", where,
                                  limit=depth)) from None
    hook.check(data, where)
    return data


def read_regular(path: Path, limit: int, where=None) -> bytes:
    """The bytes of ``path`` when it is a regular file of at most ``limit`` bytes; a link, a
    FIFO, a device or a folder is refused without being read (``O_NOFOLLOW``: the last part of
    the path is never followed; ``O_NONBLOCK``: a FIFO does not wait for a writer). A missing
    file raises ``FileNotFoundError``: the caller says what it means there."""
    path = Path(path)
    where = path if where is None else where
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    flags |= getattr(os, "O_BINARY", 0)
    try:
        if stat.S_ISLNK(os.lstat(path).st_mode):
            raise InputFileError(Said("is a link; the app reads only plain files here", where))
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise  # the caller knows what a missing file means there
    except OSError as exc:
        raise InputFileError(Said("cannot read the file ({why})", where,
                                  why=os_reason(exc))) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputFileError(Said("not a plain file (a folder, FIFO or device); the app "
                                      "reads only plain files here", where))
        if info.st_size > limit:
            raise InputFileError(Said("{mib} MiB; a file here may hold at most {limit} MiB",
                                      where, mib=Figure(info.st_size / 2**20, ".1f"),
                                      limit=Figure(limit / 2**20, ".0f")))
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise InputFileError(Said("cannot read the file ({why})", where,
                                  why=os_reason(exc))) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > limit:  # grew while read
        raise InputFileError(Said("{mib} MiB; a file here may hold at most {limit} MiB", where,
                                  mib=Figure(len(raw) / 2**20, ".1f"),
                                  limit=Figure(limit / 2**20, ".0f")))
    return raw


def read_strict(path: Path, limit: int, where=None, *, depth: int = MAX_DEPTH):
    """``loads`` of a regular file's UTF-8 text (a BOM allowed), at most ``limit`` bytes."""
    where = Path(path) if where is None else where
    raw = read_regular(path, limit, where)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputFileError(Said("not a text file (UTF-8 JSON expected)", where)) from None
    return loads(text, where, depth=depth)


def json_kind(value) -> Said:
    """How a JSON value reads in a refusal ("found a text"), in the reader's language."""
    if value is None:
        return Said("null")
    if isinstance(value, bool):
        return Said("true/false")
    if isinstance(value, dict):
        return Said("an object")
    if isinstance(value, list):
        return Said("a list")
    if isinstance(value, str):
        return Said("a text")
    return Said("a number")
