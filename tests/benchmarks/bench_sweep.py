"""Benchmark: 10 000 variants of one option (cap x PUE x energy price), vectorised against the
plain per-variant loop over the same chain, measured in the same run. Goal: under 0.2 s."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.calc.chain import run_chain  # noqa: E402
from app.calc.evaluate import chain_inputs, resolve_demand  # noqa: E402
from app.calc.sweep import sweep  # noqa: E402
from app.io.quote.store import load_quote  # noqa: E402
from tests.benchmarks.timing import best_of  # noqa: E402

GOAL_S = 0.2


def main() -> int:
    quote = load_quote(ROOT / "resources" / "examples" / "method-e3.quote.json")
    label = "8xH200 air"
    caps, pues, prices = np.linspace(0.3, 1.0, 25), np.linspace(1.1, 2.0, 20), np.linspace(0.1, 0.4, 20)
    n = caps.size * pues.size * prices.size
    vectorised = best_of(lambda: sweep(quote, label, caps, pues, prices), 5)

    option = next(o for o in quote.options if o.label == label)
    base = chain_inputs(quote, option, resolve_demand(quote)[0])

    def plain_loop():
        for cap in caps:
            for pue in pues:
                for price in prices:
                    run_chain(replace(base, cap=float(cap), pue=float(pue), price_per_kwh=float(price)))

    loop = best_of(plain_loop, 1)
    print(f"sweep of {n} variants: vectorised {vectorised * 1000:.1f} ms, "
          f"plain per-variant loop {loop * 1000:.0f} ms ({loop / vectorised:.0f}x); "
          f"goal < {GOAL_S * 1000:.0f} ms: {'met' if vectorised < GOAL_S else 'MISSED'}")
    return 0 if vectorised < GOAL_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
