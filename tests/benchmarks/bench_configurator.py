"""Benchmark: the configurator's whole enumeration of the shipped catalogue for the issue-14
V100 task (every platform x GPU x count x PSU fit x cooling x power setting, sized, constrained,
ranked), vectorised against the plain loop (one ``run_chain`` per build) over the same inputs,
measured in the same run. Goal: under 1 s."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.calc.chain import run_chain  # noqa: E402
from app.calc.configurator import search  # noqa: E402
from app.calc.configurator.builds import enumerate_builds, snapshot_with  # noqa: E402
from app.calc.evaluate import chain_inputs, resolve_demand  # noqa: E402
from tests.benchmarks.timing import best_of  # noqa: E402
from tests.calc.v100_task import catalog, v100_quote  # noqa: E402

GOAL_S = 1.0


def main() -> int:
    quote, cat = v100_quote(redundancy=1), catalog()
    builds = enumerate_builds(quote, cat)
    vectorised = best_of(lambda: search(quote, cat, "npv"), 5)
    wide = quote.model_copy(update={"catalog": snapshot_with(quote, cat, builds)})
    demand = resolve_demand(wide)[0]

    def plain_loop():
        for b in builds:
            run_chain(chain_inputs(wide, b.option("x"), demand))

    loop = best_of(plain_loop, 1)
    print(f"configurator over {len(builds)} builds of the shipped catalogue: vectorised "
          f"{vectorised * 1000:.0f} ms (enumerate, chain, constraints, NPV, rank), plain "
          f"per-build loop {loop * 1000:.0f} ms ({loop / vectorised:.1f}x); goal < "
          f"{GOAL_S * 1000:.0f} ms: {'met' if vectorised < GOAL_S else 'MISSED'}")
    return 0 if vectorised < GOAL_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
