"""The advisor's analysis of a quote as readable text or one JSON document
(``gpu-tco analyze QUOTE [--json]``). The numbers come from ``app.calc.advisor.analyze``, one
``Analysis`` that the text and the JSON both render (``Analysis.to_json``); this module only
rounds for display (money 0.01 in JSON is left unrounded, as in ``calc``).
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from app.calc.advisor import Analysis, analyze
from app.io.quote.store import load_quote
from app.io.report.breakeven import growth_words, price_words
from app.io.words.formatting import money, number, percent


def analyze_command(quote_path, as_json: bool = False) -> int:
    """Print the analysis of the quote at ``quote_path``; 0 on success. Bad input raises
    ``InputFileError`` (the CLI prints it and exits 2)."""
    from app.errors import CatalogError
    from app.io.catalog.store import load_catalog

    quote = load_quote(Path(quote_path))
    try:
        catalog = load_catalog()  # lets the advice name a cheaper catalogue GPU
    except CatalogError:
        catalog = None
    analysis = analyze(quote, catalog=catalog)
    if as_json:
        print(json.dumps(clean(analysis.to_json()), indent=2, allow_nan=False, ensure_ascii=False))
    else:
        print(render_analysis(analysis))
    return 0


def clean(value):
    """JSON-safe copy: inf/NaN become None, tuples lists (an ``Analysis``: its JSON)."""
    if isinstance(value, Analysis):
        return clean(value.to_json())
    if isinstance(value, dict):
        return {str(k): clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def _per_million(value):
    """A per-unit figure per 10^6 units; None (no work delivered) stays None."""
    return None if value is None else value * 1e6


def servers(n) -> str:
    return f"{n} server" if n == 1 else f"{n} servers"


def _yrs(v, horizon=None) -> str:
    if v is None:
        return f"not within {horizon} y" if horizon else "never"
    return f"{number(v, 2)} y"


def _q(q, fmt) -> str:
    return " / ".join(fmt(v) for v in (q.p10, q.p50, q.p90))


def render_analysis(a: Analysis) -> str:
    """The analysis as the text ``gpu-tco analyze`` prints (English, as the engine's notes)."""
    cur, n = a.currency, a.years
    m = lambda v: money(v, cur)  # noqa: E731
    out = [f"Analysis of {a.quote}",
           f"Demand {number(a.demand_per_s, 4) if a.demand_per_s else '–'} "
           f"{a.work_unit}/s, horizon {n} years, baseline: {a.baseline or 'none'}", ""]
    out += ["== Findings =="]
    out += [f"- [{f['option'] or 'quote'}] {f['text']}" for f in a.findings or ()] or ["- none"]
    out += ["", "== Power-cap sweep (equal work) =="]
    for s in (o.sweep_summary() for o in a.options):
        out.append(f"{s['label']}:")
        out += [f"  {note}" for note in s["notes"]]
        u = s["uncapped"]
        out.append(f"  uncapped: {number(u['annual_kwh'], 0)} kWh/yr, TCO {m(u['tco'])}, "
                   f"{number(_per_million(u['kwh_per_work']), 2)} kWh and "
                   f"{m(_per_million(u['tco_per_work']))} "
                   "per 10^6 units")
        for key, title in (("sweet_spot_tco", "lowest TCO per work"),
                           ("sweet_spot_energy",
                            f"lowest energy per work within {s['max_performance_loss']:.0%} loss")):
            r = s[key]
            if r is None:
                out.append(f"  {title}: none in the supported range")
                continue
            out.append(
                f"  {title}: cap {percent(r['cap'], 0)} of TDP "
                f"(power ratio {number(r['power_ratio'], 2)}, "
                f"throughput {percent(r['phi'])}), {servers(r['servers'])}, "
                f"{number(r['annual_kwh'], 0)} kWh/yr "
                f"({percent(r['annual_kwh'] / u['annual_kwh'] - 1 if u['annual_kwh'] else None)}), "
                f"TCO {m(r['tco'])} ({m(r['tco'] - u['tco'])})")
    out += ["", "== Power profiles (equal work) =="]
    for p in (o.profiles for o in a.options):
        out.append(f"{p['label']}:")
        for r in p["rows"]:
            flag = "" if r["supported"] else "  (not supported by this GPU)"
            out.append(f"  {r['variant']:<18} phi {number(r['phi'], 2)} lam {number(r['lam'], 2)}  "
                       f"{servers(r['servers'])}  {number(r['annual_kwh_total'], 0)} kWh/yr "
                       f"({number(r['kwh_vs_none'], 0):>8} vs none)  TCO {m(r['tco'])}{flag}")
        out += [f"  {note}" for note in p["notes"]]
    budgets = [o.budget for o in a.options if o.budget is not None]
    if budgets:
        out += ["", "== Power budget and racks (METHOD §8) =="]
        for b in budgets:
            out.append(f"{b['label']} (budget {b['budget_kw']} kW, "
                       f"rack limit {b['rack_limit_kw']} kW):")
            for r in b["rows"]:
                more = r.get("more_servers_than_uncapped", 0)
                fit = (f"{servers(r['servers_in_budget'])}, {number(r['throughput_in_budget'], 2)} "
                       f"units/s ({more:+d} server{'' if abs(more) == 1 else 's'} vs uncapped)"
                       if "servers_in_budget" in r else "")
                racks = f", {r['racks']} rack(s)" if r.get("racks") is not None else ""
                out.append(f"  {r['variant']:<28} {fit}{racks}")
    if a.tornado is not None:
        out += ["", "== Sensitivity: TCO difference with the baseline (option − baseline) =="]
        for label, rows in a.tornado.items():
            out.append(f"{label}:")
            for r in rows:
                t, p = r.tco_diff, r.discounted_payback
                out.append(f"  {r.assumption:<20} {m(t.low):>16} .. {m(t.high):>16}   "
                           f"payback {_yrs(p.low, n)} .. {_yrs(p.high, n)}")
        out += ["", "== Break-even =="]
        for b in a.break_even_price or ():
            if b["simple_payback_when"] is None:
                out.append(f"{b['label']}: {b['reason']}")
                continue
            words = {k: price_words(b[f"{k}_payback_when"], b[f"{k}_maintenance_alone"], n,
                                    "en", cur) for k in ("simple", "cumulative")}
            out.append(f"{b['label']}: simple payback within {n} y {words['simple']}; "
                       f"cumulative payback within {n} y {words['cumulative']}")
        for b in a.break_even_growth or ():
            words = {k: growth_words(b, k, "en") for k in ("simple", "cumulative")}
            out.append(f"{b['label']}: simple payback within {n} y {words['simple']}; "
                       f"cumulative payback within {n} y {words['cumulative']}")
        for b in a.break_even_demand or ():
            if not b.crossings:
                out.append(f"{b.label} vs {b.against}: same TCO at no demand in the "
                           "scanned range")
            nearest = sorted(b.crossings, key=lambda c: abs(c["demand"] - a.demand_per_s))
            if len(nearest) > 4:
                out.append(f"{b.label} vs {b.against}: {len(nearest)} crossings (server "
                           "count steps); the 4 nearest the demand:")
            for c in sorted(nearest[:4], key=lambda c: c["demand"]):
                out.append(f"{b.label} vs {b.against}: same TCO at {number(c['demand'], 4)} "
                           f"units/s ({c['kind']}); below: {c['below']} cheaper, "
                           f"above: {c['above']}")
    mc = a.monte_carlo
    if mc is None:
        return "\n".join(out)
    out += ["", f"== Uncertainty: {mc.draws} draws, seed {mc.seed}, {mc.distribution} "
                "(P10 / P50 / P90) =="]
    for label, r in mc.options.items():
        out.append(f"{label} ({r.valid_draws} valid draws):")
        out.append(f"  energy {_q(r.annual_kwh, lambda v: number(v, 0))} kWh/yr")
        out.append(f"  TCO    {_q(r.tco, m)}")
        if r.compared_draws is not None:
            out.append(f"  payback, cumulative {_q(r.discounted_payback, lambda v: _yrs(v, n))}")
            pb = r.probability_beats_baseline
            out.append(f"  beats the baseline within {n} years: "
                       f"{percent(pb) if pb is not None else '–'} of the draws")
    return "\n".join(out)


if __name__ == "__main__":  # pragma: no cover - manual use: python -m app.io.report.analysis Q
    sys.exit(analyze_command(sys.argv[1], "--json" in sys.argv[2:]))
