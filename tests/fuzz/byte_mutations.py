"""Mutations shared by the file fuzzers (logs, quotes): a cut, flipped bytes, NULs
inserted (a crash's padding). Each takes the random generator in the same order, so a failing
example's number replays it."""

from __future__ import annotations

import random

BYTE_KINDS = ("truncate", "flip", "nul")
LINE_KINDS = ("shuffle", "duplicate")


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


def line_change(lines: list[bytes], i: int, kind: str, rnd: random.Random,
                most_shuffled: int) -> None:
    """Mutate ``lines`` in place at line ``i`` (``kind`` one of LINE_KINDS): "shuffle" (2 to
    ``most_shuffled`` lines) or "duplicate" (1 to 20 lines, repeated 1 to 3 times)."""
    if kind == "shuffle":
        k = rnd.randint(2, min(len(lines), most_shuffled))
        part = lines[i:i + k]
        rnd.shuffle(part)
        lines[i:i + k] = part
    elif kind == "duplicate":
        k = rnd.randint(1, 20)
        lines[i:i] = lines[i:i + k] * rnd.randint(1, 3)
