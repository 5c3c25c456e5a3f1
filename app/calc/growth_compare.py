"""Demand that grows against the baseline (METHOD §13): savings, paybacks with purchases as
jumps (the V-minus/V-plus rule), NPV and the carbon payback, and the quote's own growth notes.

Split from ``app.calc.growth`` (the per-option years) because the comparison needs every option
first. Hand check (METHOD E7a, B staged): V+_0 = -1 450 000; P_1 = 359 498.97 / 1.06 puts
V-_1 at -1 110 850.03; nothing is bought at t = 1, so V+_1 = V-_1; P_2 gives V-_2 = -770 803.89,
and the server bought at t = 2 (360 000, worth 320 398.72 today) drops V+_2 to -1 091 202.61.
"""

from __future__ import annotations

from app.calc import carbon
from app.calc.growth import GUARD, grown_result
from app.calc.money import simple_no_payback, simple_payback
from app.model import OptionResult, Quote
from app.model.notes import Note, note, render


def active(quote: Quote) -> bool:
    """Growth applies: a demand growth other than 0 (0 computes exactly as without it)."""
    return bool(quote.workload.demand_growth)


def grow_and_compare(quote: Quote, results: list[OptionResult], demand: float | None,
                     inputs_of) -> tuple[list[OptionResult], list[Note]]:
    """Every valid option year by year (``inputs_of(option)``: its ChainInputs), then each
    candidate against the baseline. Returns the results and the quote's growth notes."""
    grown = []
    for option, r in zip(quote.options, results):
        grown.append(grown_result(quote, option, inputs_of(option), r, demand) if r.valid else r)
    notes = carries_note(quote, grown)
    base = next((r for r in grown if r.baseline), None)
    if base is None:
        return grown, notes
    if not base.valid:
        return grown, notes + [note("baseline_invalid")]
    out = []
    for r in grown:
        out.append(r if r.baseline or not r.valid
                   else r.model_copy(update=against_baseline(quote, base, r)))
    return out, notes


def carries_note(quote: Quote, results: list[OptionResult]) -> list[Note]:
    """"the current fleet carries the growth: up to year N it stays below its 80 % ceiling"
    for a valid fleet-mode baseline that stays under u_max in every year of a growing demand."""
    base = next((r for r in results if r.baseline), None)
    u_max = quote.workload.u_max
    if (base is None or not base.valid or base.mode != "fleet" or not base.utilization_by_year
            or quote.workload.demand_growth <= 0
            or max(base.utilization_by_year) > u_max * (1 + GUARD)):
        return []
    return [note("growth_fleet_carries", years=quote.site.years, u_max=("percent", u_max, 0))]


def cumulative_values(delta_k: float, savings: list[float], jumps: list[float],
                      rate: float) -> tuple[list[float], list[float], list[float]]:
    """(M28 under M44) P_y = S_y / (1 + r)^y (allowances included by the caller), Q_y =
    (K0_{y+1} - K0_b,{y+1}) / (1 + r)^y for y < N and Q_N = 0; V+_0 = -Delta K, V-_y = V+_{y-1}
    + P_y, V+_y = V-_y - Q_y. ``jumps``: K0_c - K0_b,c for c = 1..N (the first is in Delta K).
    Returns (P_y, V-_y, V+_y) for y = 1..N. [money]"""
    n = len(savings)
    p = [s / (1.0 + rate) ** y for y, s in enumerate(savings, start=1)]
    q = [jumps[y] / (1.0 + rate) ** y if y < n else 0.0 for y in range(1, n + 1)]
    before, after, v = [], [], -delta_k
    for py, qy in zip(p, q):
        v = v + py
        before.append(v)
        v = v - qy
        after.append(v)
    return p, before, after


def discounted_payback(delta_k: float, p: list[float], before: list[float],
                       after: list[float], q_nonneg: bool) -> tuple[float | None, bool]:
    """(M28 under M44) The discounted payback with purchases as jumps: (years or None, "no
    payback"). None: "not within N years" (V-_N < 0) or "no payback" (Delta K <= 0, every
    P_y <= 0 and every Q_y >= 0). Else 0 when V is never negative, else the earliest time from
    which V stays >= 0 up to N: t = (y - 1) - V+_{y-1} / P_y for a crossing inside year y, or
    t = y for an upward jump at the end of year y, whichever is the last crossing. [years]"""
    if delta_k <= 0 and all(x <= 0 for x in p) and q_nonneg:
        return None, True
    if before[-1] < 0:
        return None, False
    start = -delta_k
    if start >= 0 and all(v >= 0 for v in before) and all(v >= 0 for v in after):
        return 0.0, False
    last, prev = None, start
    for y, (py, vm, vp) in enumerate(zip(p, before, after), start=1):
        if prev < 0 <= vm:
            last = (y - 1) - prev / py
        if vm < 0 <= vp:
            last = float(y)
        prev = vp
    return last, False


def against_baseline(quote: Quote, base: OptionResult, r: OptionResult) -> dict:
    """(M26)-(M29), (M39) of one grown candidate against the grown baseline (METHOD §13);
    P_y counts the allowances per purchase (M42: ``allowances_by_year``, the option's less the
    baseline's, which is 0)."""
    rate, years = quote.site.discount_rate, quote.site.years
    resale = quote.baseline_resale or 0.0
    base_capex = base.capex
    assert base_capex is not None  # a valid baseline: the caller compares with no other
    savings = [b - o for b, o in zip(base.opex_by_year, r.opex_by_year)]
    gains = [s + a - ab for s, a, ab in zip(savings, r.allowances_by_year or [0.0] * years,
                                            base.allowances_by_year or [0.0] * years)]
    # the baseline is never financed (METHOD §12.4): its K_b,c as a whole, as M28 takes K_b
    base_k = base.capex_by_year or [base_capex] + [0.0] * (years - 1)
    jumps = [k - kb for k, kb in zip(r.capex_cash_by_year, base_k)]
    delta_k0 = r.capex_cash_by_year[0] - base_k[0] - resale
    p, before, after = cumulative_values(delta_k0, gains, jumps, rate)
    q_nonneg = all(j >= 0 for j in jumps[1:])
    payback, no_payback = discounted_payback(delta_k0, p, before, after, q_nonneg)
    # M27: the first purchase only, financing (and allowances) aside
    first_fin = r.financing_by_year[0] if r.financing_by_year else 0.0
    delta_k = r.capex_by_year[0] - (base.capex_by_year or [base_capex])[0] - resale
    first = savings[0] + first_fin
    no_simple = bool(simple_no_payback(delta_k, first))
    extra = ([note("no_payback", gain=("number", -delta_k, 2), currency=quote.currency)]
             if no_simple else [])
    if any(r.purchases_by_year[1:]):
        extra.append(note("growth_simple_first_purchase"))
    cpb, why = carbon.carbon_payback(r.embodied_first_kg, base.embodied_first_kg,
                                     base.co2_by_year[0], r.co2_by_year[0])
    residual = ((r.residual_value or 0.0) - (base.residual_value or 0.0)) / (1 + rate) ** years
    return dict(
        switching_capex=delta_k0,
        savings_by_year=savings,
        simple_payback_years=simple_payback(delta_k, first),
        discounted_payback_years=payback,
        simple_no_payback=no_simple,
        discounted_no_payback=no_payback,
        notes=r.notes + [render(n) for n in extra],
        note_items=r.note_items + extra,
        npv=after[-1] + residual,
        value_before_purchase_by_year=before,
        value_by_year=after,
        carbon_payback_years=cpb,
        carbon_payback_status=why,
    )
