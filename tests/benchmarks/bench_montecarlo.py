"""Benchmark: a Monte Carlo of 10 000 draws over a ten-option quote (METHOD E3's options, the
candidates copied), vectorised (one run_chain per option over arrays of draws), against a plain
per-draw loop over the same chain, measured in the same run on a subset of draws and
extrapolated. Goal: the vectorised 10 000 x 10 under 1 s; exits 1 if missed."""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.calc.advisor.inputs import collect_inputs  # noqa: E402
from app.calc.advisor.uncertainty import draw_values, monte_carlo  # noqa: E402
from app.calc.advisor.variants import run_variants  # noqa: E402
from app.calc.evaluate import resolve_demand  # noqa: E402
from app.io.quote.store import load_quote  # noqa: E402
from tests.benchmarks.timing import best_of  # noqa: E402

GOAL_S = 1.0
DRAWS = 10_000
LOOP_DRAWS = 200


def ten_option_quote():
    quote = load_quote(ROOT / "resources" / "examples" / "method-e3.quote.json")
    extra = [o.model_copy(update={"label": f"{o.label} #{i}"})
             for i in (2, 3) for o in quote.options if not o.baseline]
    return quote.model_copy(update={"options": quote.options + extra})


def main() -> int:
    quote = ten_option_quote()
    demand, _ = resolve_demand(quote)
    inputs = collect_inputs(quote, demand)
    monte_carlo(quote, demand, inputs, draws=100)  # warm-up
    vectorised = best_of(lambda: monte_carlo(quote, demand, inputs, draws=DRAWS), 3)

    values = draw_values(inputs, LOOP_DRAWS, seed=1)
    start = time.perf_counter()
    for i in range(LOOP_DRAWS):  # the same chain, one draw at a time (scalars)
        run_variants(quote, demand, {k: float(v[i]) for k, v in values.items()})
    loop = (time.perf_counter() - start) / LOOP_DRAWS * DRAWS

    n = len(quote.options)
    print(f"Monte Carlo {DRAWS} draws x {n} options: vectorised {vectorised * 1000:.1f} ms "
          f"(best of 3, incl. quantiles and comparisons)")
    print(f"plain per-draw loop: {LOOP_DRAWS} draws measured, extrapolated to {DRAWS}: "
          f"{loop:.2f} s ({loop / vectorised:.0f}x slower)")
    ok = vectorised < GOAL_S
    print(f"goal < {GOAL_S:.1f} s: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
