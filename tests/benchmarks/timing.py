"""The one timing helper of the benchmarks: best of several runs, after an optional warm-up."""

from __future__ import annotations

import time
from collections.abc import Callable


def best_of(fn: Callable[[], object], repeat: int, warm_up: bool = False) -> float:
    """The shortest of ``repeat`` runs of ``fn``. [s]"""
    if warm_up:
        fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)
