"""What a file on disk looked like when the app read or wrote it: size, modification time and a
hash of its bytes, so that a save can tell that someone else wrote the file in between.

Why: two windows (or the app and a colleague on a share) on the same quote each save over the
other without a word; the second save silently throws away the first one's work. The window
takes a stamp when it opens or saves a file and compares it before it saves again. The hash
decides: a touched file with the same bytes (a copy tool, a sync client) is not a conflict, and
a write that kept the size and the time (a coarse clock, a restored backup) still is.

CRC-32 with the length, not a cryptographic hash: this tells an accidental overwrite from an
untouched file (one in four billion chances of a miss), and anyone who could forge a collision
could as well edit the file. It also spares the start OpenSSL's hashlib (3 ms before the first
paint; the window stamps the file it opens).
"""

from __future__ import annotations

import os
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path

#: A quote is at most 20 MB; a larger or a special file is stamped by size and time only.
HASH_MAX_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class FileStamp:
    size: int
    mtime_ns: int
    crc32: int | None  # of the bytes, with ``size``


def stamp_of(path: Path) -> FileStamp | None:
    """The stamp of ``path`` now; None when there is no such file (or it cannot be read)."""
    try:
        info = os.stat(path)
        digest = None
        if stat.S_ISREG(info.st_mode) and info.st_size <= HASH_MAX_BYTES:
            with open(path, "rb") as handle:
                digest = zlib.crc32(handle.read(HASH_MAX_BYTES + 1))
    except OSError:
        return None
    return FileStamp(info.st_size, info.st_mtime_ns, digest)


def changed_since(path: Path, stamp: FileStamp | None) -> bool:
    """Whether ``path`` now holds other bytes than when ``stamp`` was taken. A file that was
    removed since is no conflict (a save only re-creates it); one that appeared since is."""
    now = stamp_of(path)
    if now is None:
        return False
    if stamp is None:
        return True
    if now.crc32 is not None and stamp.crc32 is not None:
        return (now.size, now.crc32) != (stamp.size, stamp.crc32)
    return (now.size, now.mtime_ns) != (stamp.size, stamp.mtime_ns)
