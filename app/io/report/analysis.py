"""The advisor's analysis of a quote as readable text or one JSON document
(``gpu-tco analyze QUOTE [--json]``). The numbers come from ``app.calc.advisor.analyze``, one
``Analysis`` that the text and the JSON both render (``Analysis.to_json``); this module only
rounds for display (money 0.01 in JSON is left unrounded, as in ``calc``).

The text speaks the reader's language (``--lang``), as ``calc`` does: its words are the keyed
table ``TEXTS`` (msgctxt ``analyze:<key>``, translated in the catalogues), its figures in the
language's formats, the findings and the engine's notes worded from their Notes. The JSON keeps
its English keys and unrounded figures in every language.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from app.calc.advisor import Analysis, analyze
from app.io.export.i18n import EN as EXPORT_EN
from app.io.export.i18n import t
from app.io.quote.store import load_quote
from app.io.report.breakeven import growth_words, price_words
from app.io.words.formatting import finding_text, money, note_text, number, percent, years
from app.io.words.labels import profile_name, work_unit
from app.text import forms, trc


def analyze_command(quote_path, as_json: bool = False, lang: str = "en") -> int:
    """Print the analysis of the quote at ``quote_path`` (the text in ``lang``; the JSON's keys
    and figures as they are); 0 on success. Bad input raises
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
        print(render_analysis(analysis, lang))
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


#: {key: English}: every text the report writes (the key is the msgctxt "analyze:<key>");
#: ``{n:server|servers}`` is a count form (French: one|many|other), a heading goes in "== =="
TEXTS = {
    "title": "Analysis of {quote}", "option": "{label}:",
    "demand": "Demand {demand} {unit}/s, horizon {n} years, baseline: {baseline}",
    "no_baseline": "none",
    "findings": "Findings", "quote": "quote", "no_findings": "none",
    "sweep": "Power-cap sweep (equal work)",
    "uncapped": "uncapped: {kwh} kWh/yr, TCO {tco}, {kwh_work} kWh and {tco_work} per 10^6 units",
    "best_tco": "lowest TCO per work",
    "best_energy": "lowest energy per work within {loss} loss",
    "no_spot": "{title}: none in the supported range",
    "spot": ("{title}: cap {cap} of TDP (power ratio {ratio}, throughput {phi}), "
             "{servers} {servers:server|servers}, {kwh} kWh/yr ({kwh_change}), "
             "TCO {tco} ({tco_change})"),
    "profiles": "Power profiles (equal work)",
    "profile_row": ("{variant} phi {phi} lam {lam}  {servers} {servers:server|servers}  "
                    "{kwh} kWh/yr ({kwh_vs} vs none)  TCO {tco}"),
    "unsupported": "(not supported by this GPU)",
    "no_profile": "none",
    "budget": "Power budget and racks",
    "budget_option": "{label} (budget {budget} kW, rack limit {rack} kW):",
    "budget_fit": ("{servers} {servers:server|servers}, {throughput} units/s "
                   "({more} {more:server|servers} vs uncapped)"),
    "budget_racks": ", {racks} {racks:rack|racks}",
    "as_configured": "as configured", "uncapped_no_profile": "uncapped, no profile",
    "cap_variant": "cap {pct}",
    "sensitivity": "Sensitivity: TCO difference with the baseline (option − baseline)",
    "tornado_row": "{assumption} {low} .. {high}   payback {payback_low} .. {payback_high}",
    "break_even": "Break-even",
    "break_even_row": ("{label}: simple payback within {n} y {simple}; "
                       "cumulative payback within {n} y {cumulative}"),
    "tariff": "the site has a day/night tariff: no single energy price to break even on",
    "no_crossing": "{label} vs {against}: same TCO at no demand in the scanned range",
    "crossings": ("{label} vs {against}: {count} crossings (server count steps); "
                  "the 4 nearest the demand:"),
    "crossing": ("{label} vs {against}: same TCO at {demand} units/s ({kind}); "
                 "below: {below} cheaper, above: {above}"),
    "step": "step", "continuous": "continuous",
    "uncertainty": "Uncertainty: {draws} draws, seed {seed}, {distribution} (P10 / P50 / P90)",
    "triangular": "triangular(low, point, high)",
    "valid_draws": "{label} ({valid} valid draws):",
    "mc_energy": "energy {q} kWh/yr", "mc_tco": "TCO    {q}",
    "mc_payback": "payback, cumulative {q}",
    "mc_beats": "beats the baseline within {n} years: {share} of the draws",
}
#: the engine's words for a budget row and a Monte Carlo distribution, by their key here
_VARIANTS = {"as configured": "as_configured", "uncapped, no profile": "uncapped_no_profile"}
_DISTRIBUTIONS = {"triangular(low, point, high)": "triangular"}


class _Count(str):
    """A figure as shown that also picks a noun's form, ``{n:server|servers}``, by the CLDR
    plural rule of ``lang`` for ``amount`` (app.text.forms)."""

    def __new__(cls, text: str, amount: float, lang: str):
        out = super().__new__(cls, text)
        out.amount, out.lang = amount, lang
        return out

    def __format__(self, spec: str) -> str:
        return forms(self.lang, self.amount, spec) if "|" in spec else str.__format__(self, spec)


def _count(n, lang: str, text: str | None = None) -> _Count:
    return _Count(number(n, 0, lang) if text is None else text, abs(n), lang)


def _t(lang: str, key: str, **values) -> str:
    """The table's text ``key`` in ``lang`` (msgctxt ``analyze:<key>``), ``values`` filled in."""
    return trc(lang, f"analyze:{key}", TEXTS[key], **values)


def _heading(lang: str, key: str, **values) -> list[str]:
    return ["", f"== {_t(lang, key, **values)} =="]


def _q(q, fmt) -> str:
    return " / ".join(fmt(v) for v in (q.p10, q.p50, q.p90))


def variant_name(variant: str, lang: str) -> str:
    """A profile or budget row by the name the window gives it ("none", a preset id,
    "profile ID", "as configured", "uncapped, no profile", "cap 81%")."""
    if variant == "none":
        return _t(lang, "no_profile")
    if variant in _VARIANTS:
        return _t(lang, _VARIANTS[variant])
    if variant.startswith("profile "):
        return profile_name(variant.removeprefix("profile "), lang)
    if variant.startswith("cap ") and variant.endswith("%"):
        share = variant.removeprefix("cap ").removesuffix("%")
        return _t(lang, "cap_variant", pct=percent(float(share) / 100, 0, lang))
    return profile_name(variant, lang)


def assumption_name(assumption: str, lang: str) -> str:
    """A tornado row's assumption as the proposal's risk page names it."""
    key = f"assumption:{assumption}"
    return t(lang, key) if key in EXPORT_EN else assumption


def _pad(text: str, width: int) -> str:
    return text.ljust(width)


def render_analysis(a: Analysis, lang: str = "en") -> str:
    """The analysis as the text ``gpu-tco [--lang L] analyze`` prints, in ``lang``: its words
    from ``TEXTS``, its figures in the language's formats, the findings and notes worded."""
    cur, n = a.currency, a.years
    m = lambda v: money(v, cur, lang)  # noqa: E731
    demand = number(a.demand_per_s, 4, lang) if a.demand_per_s else "–"
    out = [_t(lang, "title", quote=a.quote),
           _t(lang, "demand", demand=demand, unit=work_unit(a.result, lang), n=n,
              baseline=a.baseline or _t(lang, "no_baseline")), ""]
    out += [f"== {_t(lang, 'findings')} =="]
    out += [f"- [{f.option or _t(lang, 'quote')}] {finding_text(f, lang)}"
            for f in a.findings or ()] or [f"- {_t(lang, 'no_findings')}"]
    out += _heading(lang, "sweep")
    for o in a.options:
        out += _sweep(o, lang, m)
    out += _heading(lang, "profiles")
    for p in (o.profiles for o in a.options):
        out.append(_t(lang, "option", label=p.label))
        width = max([18, *(len(variant_name(r.variant, lang)) for r in p.rows)])
        for r in p.rows:
            flag = "" if r.supported else f"  {_t(lang, 'unsupported')}"
            out.append("  " + _t(lang, "profile_row",
                variant=_pad(variant_name(r.variant, lang), width),
                phi=number(r.phi, 2, lang), lam=number(r.lam, 2, lang),
                servers=_count(r.servers, lang), kwh=number(r.annual_kwh_total, 0, lang),
                kwh_vs=f"{number(r.kwh_vs_none, 0, lang):>8}", tco=m(r.tco)) + flag)
        out += [f"  {note}" for note in ([note_text(i, lang) for i in p.note_items]
                                         if p.note_items else p.notes)]
    out += _budgets(a, lang)
    if a.tornado is not None:
        out += _heading(lang, "sensitivity")
        for label, rows in a.tornado.items():
            out.append(_t(lang, "option", label=label))
            width = max([20, *(len(assumption_name(r.assumption, lang)) for r in rows)])
            for r in rows:
                t_, p = r.tco_diff, r.discounted_payback
                out.append("  " + _t(lang, "tornado_row",
                    assumption=_pad(assumption_name(r.assumption, lang), width),
                    low=f"{m(t_.low):>16}", high=f"{m(t_.high):>16}",
                    payback_low=years(p.low, lang, horizon=n),
                    payback_high=years(p.high, lang, horizon=n)))
        out += _heading(lang, "break_even") + _break_evens(a, lang)
    mc = a.monte_carlo
    if mc is None:
        return "\n".join(out)
    dist = _DISTRIBUTIONS.get(mc.distribution)
    out += _heading(lang, "uncertainty", draws=number(mc.draws, 0, lang), seed=mc.seed,
                    distribution=_t(lang, dist) if dist else mc.distribution)
    for label, r in mc.options.items():
        out.append(_t(lang, "valid_draws", label=label, valid=number(r.valid_draws, 0, lang)))
        out.append("  " + _t(lang, "mc_energy", q=_q(r.annual_kwh, lambda v: number(v, 0, lang))))
        out.append("  " + _t(lang, "mc_tco", q=_q(r.tco, m)))
        if r.compared_draws is not None:
            out.append("  " + _t(lang, "mc_payback", q=_q(
                r.discounted_payback, lambda v: years(v, lang, horizon=n))))
            pb = r.probability_beats_baseline
            out.append("  " + _t(lang, "mc_beats", n=n,
                                 share=percent(pb, 1, lang) if pb is not None else "–"))
    return "\n".join(out)


def _sweep(o, lang: str, m) -> list[str]:
    """One option's power-cap sweep: its notes, the uncapped row and the two sweet spots."""
    s = o.sweep
    out = [_t(lang, "option", label=s.label)]
    out += [f"  {note}" for note in ([note_text(i, lang) for i in s.note_items] if s.note_items
                                     else s.notes)]
    u = s.uncapped
    out.append("  " + _t(lang, "uncapped", kwh=number(u.annual_kwh, 0, lang), tco=m(u.tco),
                         kwh_work=number(_per_million(u.kwh_per_work), 2, lang),
                         tco_work=m(_per_million(u.tco_per_work))))
    for r, title in ((s.sweet_spot_tco, _t(lang, "best_tco")),
                     (s.sweet_spot_energy, _t(lang, "best_energy", loss=percent(
                         s.max_loss, 0, lang)))):
        if r is None:
            out.append("  " + _t(lang, "no_spot", title=title))
            continue
        kwh_change = r.annual_kwh / u.annual_kwh - 1 if u.annual_kwh else None
        out.append("  " + _t(lang, "spot", title=title, cap=percent(r.cap, 0, lang),
                             ratio=number(r.power_ratio, 2, lang),
                             phi=percent(r.phi, 1, lang), servers=_count(r.servers, lang),
                             kwh=number(r.annual_kwh, 0, lang),
                             kwh_change=percent(kwh_change, 1, lang), tco=m(r.tco),
                             tco_change=m(r.tco - u.tco)))
    return out


def _budgets(a: Analysis, lang: str) -> list[str]:
    """The power budget and racks of every option that has a budget or a rack limit."""
    budgets = [o.budget for o in a.options if o.budget is not None]
    if not budgets:
        return []
    out = _heading(lang, "budget")
    for b in budgets:
        out.append(_t(lang, "budget_option", label=b.label,
                      budget=number(b.budget_kw, 1, lang), rack=number(b.rack_limit_kw, 1,
                                                                       lang)))
        width = max([28, *(len(variant_name(r.variant, lang)) for r in b.rows)])
        for r in b.rows:
            more = r.more_servers_than_uncapped or 0
            fit = (_t(lang, "budget_fit", servers=_count(r.fit.servers_in_budget, lang),
                      throughput=number(r.fit.throughput_in_budget, 2, lang),
                      more=_count(more, lang, ("+" if more >= 0 else "−") + number(abs(more), 0,
                                                                                   lang)))
                   if r.fit.servers_in_budget is not None else "")
            racks = (_t(lang, "budget_racks", racks=_count(r.fit.racks, lang))
                     if r.fit.racks is not None else "")
            out.append(f"  {_pad(variant_name(r.variant, lang), width)} {fit}{racks}")
    return out


def _break_evens(a: Analysis, lang: str) -> list[str]:
    """The break-even energy prices, demand growths and demands of every candidate."""
    cur, n, out = a.currency, a.years, []
    for b in a.break_even_price or ():
        if b.simple.when is None:
            out.append(f"{b.label}: {_t(lang, 'tariff')}")
            continue
        words = {k: price_words(p.when, p.maintenance_alone, n, lang, cur)
                 for k, p in (("simple", b.simple), ("cumulative", b.cumulative))}
        out.append(_t(lang, "break_even_row", label=b.label, n=n, **words))
    for g in a.break_even_growth or ():
        words = {k: growth_words(g, k, lang) for k in ("simple", "cumulative")}
        out.append(_t(lang, "break_even_row", label=g.label, n=n, **words))
    for b in a.break_even_demand or ():
        pair = {"label": b.label, "against": b.against}
        if not b.crossings:
            out.append(_t(lang, "no_crossing", **pair))
        nearest = sorted(b.crossings, key=lambda c: abs(c.demand - a.demand_per_s))
        if len(nearest) > 4:
            out.append(_t(lang, "crossings", count=len(nearest), **pair))
        for c in sorted(nearest[:4], key=lambda c: c.demand):
            out.append(_t(lang, "crossing", demand=number(c.demand, 4, lang),
                          kind=_t(lang, c.kind), below=c.below, above=c.above, **pair))
    return out


if __name__ == "__main__":  # pragma: no cover - manual use: python -m app.io.report.analysis Q
    sys.exit(analyze_command(sys.argv[1], "--json" in sys.argv[2:]))
