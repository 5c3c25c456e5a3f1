"""Byte-level mutations shared by the file fuzzers (logs, quotes): a cut, flipped bytes, NULs
inserted (a crash's padding). Each takes the random generator in the same order, so a failing
example's number replays it."""

from __future__ import annotations

import random

BYTE_KINDS = ("truncate", "flip", "nul")


def byte_change(data: bytes, kind: str, rnd: random.Random) -> bytes:
    """``data`` with one mutation of ``kind`` (one of BYTE_KINDS); ``data`` must not be empty."""
    n = len(data)
    if kind == "truncate":
        return data[: rnd.randrange(n)]
    if kind == "flip":
        b = bytearray(data)
        for _ in range(rnd.randint(1, 8)):
            b[rnd.randrange(n)] = rnd.randrange(256)
        return bytes(b)
    i = rnd.randrange(n)
    return data[:i] + b"\x00" * rnd.choice([1, 2, 7, 300]) + data[i:]
