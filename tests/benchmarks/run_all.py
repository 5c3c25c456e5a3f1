"""`make bench`: run every tests/benchmarks/bench_*.py script; each prints its figures next to a
baseline measured in the same run. Exit 1 when any misses its goal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    failed = 0
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.stem}", flush=True)
        failed += subprocess.call([sys.executable, str(script)]) != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
