"""Fuzz tests: a few hundred examples in `make test`, many more in `make fuzz`.

`make fuzz` sets GPU_TCO_FUZZ=1; GPU_TCO_FUZZ_EXAMPLES overrides the count. Each fuzz test
imports `from fuzz_budget import fuzz_count` and asks `fuzz_count(quick)` for its number of
examples (or mutations), so the quick run stays in the normal suite and the long run needs no
second copy of the test.
"""

import os

FUZZ = os.environ.get("GPU_TCO_FUZZ") == "1"


def fuzz_count(quick: int, long: int = 20_000) -> int:
    """How many examples a fuzz test runs: `quick` in `make test`, `long` in `make fuzz`."""
    override = os.environ.get("GPU_TCO_FUZZ_EXAMPLES")
    if override:
        return int(override)
    return long if FUZZ else quick
