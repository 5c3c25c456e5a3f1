""""Why this number" for the money figures: capex (M22), TCO (M23, M24), the simple and the
cumulative payback (M27, M28) and the NPV (M29), each with the numbers put in, in the UI
language's formats ("€ 402.760 / € 116.099 = 3,47 jaar"), and the first year's saving broken
down into energy, maintenance and licences. The terms come from app.io.words.money_parts, which the
PDF words too, so the window and the paper say the same.
"""

from __future__ import annotations

from app.io.words import formatting as F
from app.io.words import money_parts as P
from app.model import OptionResult, Quote, QuoteResult
from app.ui.i18n import T

CTX = "Why"
MONEY_KEYS = ("capex", "tco", "simple_payback_years", "discounted_payback_years", "npv")


def money_lines(key: str, o: OptionResult, q: Quote, r: QuoteResult, lang: str) -> list[str]:
    option = next((x for x in q.options if x.label == o.label), None)
    def m(v):  # whole amounts from a thousand up: "€ 402.760 / € 116.099"
        return F.money(v, q.currency, lang, 0 if v is not None and abs(v) >= 1000 else 2)

    if option is None:
        return []
    if key == "capex":
        return _capex(o, q, option, m, lang)
    if key == "tco":
        return _tco(o, q, option, m, lang)
    if o.baseline:
        return [T(CTX, "The baseline is what the others are compared with.")]
    if r.baseline is None:
        return [T(CTX, "Without a baseline (what the customer runs today) there is no saving, "
                       "so no payback or NPV.")]
    base = r.option(r.baseline)
    base_option = next(x for x in q.options if x.label == base.label)
    saving = _saving_line(P.saving_parts(base_option, base, option, o), m)
    if key == "simple_payback_years":
        return _simple(o, q, base, m, lang) + [saving]
    if key == "discounted_payback_years":
        return [T(CTX, "Cumulative payback {years}: where the discounted savings Σ S_y / (1 + r)^y "
                       "(r = {r}) add up to the switching cost ΔK {dk} and stay there (M28); "
                       "the cost chart's crossing shows the same year.").format(
            years=F.years(F.payback(o.discounted_payback_years, o.discounted_no_payback), lang,
                          q.site.years),
            r=F.percent(q.site.discount_rate, 1, lang), dk=m(o.switching_capex)), saving]
    return _npv(o, q, base, m, lang) + [saving]


def _capex(o: OptionResult, q: Quote, option, m, lang: str) -> list[str]:
    if o.baseline:
        return [T(CTX, "The baseline's hardware is sunk: capex {k} (the quote's baseline "
                       "capex, if set).").format(k=m(o.capex))]
    if option.rental is not None:
        return [T(CTX, "Rented: capex {k} is the migration and the upfront fee (M37); the "
                       "GPU-hours are in the opex.").format(k=m(o.capex))]
    t = P.capex_terms(q, option, o)
    if t is None:
        return []
    return [T(CTX, "Capex {k} = {m} servers × {per} per server + installation {inst} + extra "
                   "lines for the option {once} (M22).").format(
                k=m(t.capex), m=t.servers, per=m(t.per_server), inst=m(t.installation),
                once=m(t.once)),
            T(CTX, "Per server {per} = (base {base} + {n} × GPU {gpu} + cooling {cool}) × (1 − "
                   "discount {d}) + extra lines per server {each}.").format(
                per=m(t.per_server), base=m(t.base), n=t.gpus, gpu=m(t.gpu), cool=m(t.cooling),
                d=F.percent(t.discount, 1, lang), each=m(t.extras_per_server))]


def _tco(o: OptionResult, q: Quote, option, m, lang: str) -> list[str]:
    rate = q.site.discount_rate
    start = o.capex_upfront if o.capex_upfront is not None else o.capex
    rv = (o.residual_value or 0.0) / (1 + rate) ** q.site.years
    values = dict(tco=m(o.tco), k=m(start), n=q.site.years, pv=m(P.present_value(o.opex_by_year,
                                                                                  rate)),
                  r=F.percent(rate, 1, lang), rv=m(rv))
    head = (T(CTX, "TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = "
                   "{r}, {pv} − residual value today {rv} (M24, M35).") if rv else
            T(CTX, "TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = "
                   "{r}, {pv} (M24).")).format(**values)
    cash = getattr(o, "capex_cash_by_year", None) or []
    if any(cash[1:]):  # a growing demand: servers bought at the start of later years (M44)
        head += " " + T(CTX, "Plus the servers bought at the start of later years, worth {pv} "
                             "today (M44).").format(pv=m(o.capex_cash_pv - cash[0]))
    parts = P.opex_parts(option, o)
    o1 = o.opex_by_year[0] if o.opex_by_year else 0.0
    other = o1 - parts.energy - parts.maintenance - parts.licences  # with financing payments
    return [head, _parts_line(T(CTX, "Opex year 1 {total}"), o1, parts.energy,
                              parts.maintenance, parts.licences, other, m, "(M23).")]


def _parts_line(lead: str, total, energy, maintenance, licences, other, m, tail: str) -> str:
    text = T(CTX, "{lead} = energy {e} + maintenance {mnt} + licences {lic}").format(
        lead=lead.format(total=m(total)), e=m(energy), mnt=m(maintenance), lic=m(licences))
    if abs(other) >= 0.005:
        text += T(CTX, " + other {other} (colocation, financing, GPU-hours)").format(
            other=m(other))
    return f"{text} {tail}"


def _saving_line(s: P.SavingParts, m) -> str:
    return _parts_line(T(CTX, "Saving in year 1 S₁ {total}"), s.total, s.energy, s.maintenance,
                       s.licences, s.other, m,
                       T(CTX, "(the baseline's costs minus this option's, M26)."))


def _simple(o: OptionResult, q: Quote, base: OptionResult, m, lang: str) -> list[str]:
    dk, s1 = P.simple_terms(q, base, o)
    shown = F.simple_payback(F.payback(o.simple_payback_years, o.simple_no_payback),
                             q.site.years, lang)
    if o.simple_no_payback:
        head = T(CTX, "Simple payback: ΔK {dk} ≤ 0 and S₁ {s1} ≤ 0: {shown}; switching gains up "
                      "front, then costs at least as much a year, so the NPV decides (M27).")
    elif o.simple_payback_years is None:
        head = T(CTX, "Simple payback: ΔK {dk} / S₁ {s1}: the first year saves nothing, so "
                      "{shown} (M27).")
    elif dk <= 0:
        head = T(CTX, "Simple payback {shown}: switching costs nothing up front (ΔK {dk}) and "
                      "saves S₁ {s1} a year (M27).")
    else:
        head = T(CTX, "Simple payback = ΔK {dk} / S₁ {s1} = {shown} (M27, the first year's "
                      "saving, financing aside).")
    lines = [head.format(dk=m(dk), s1=m(s1), shown=shown)]
    resale = q.baseline_resale or 0.0
    if base.capex or resale:
        lines.append(T(CTX, "ΔK {dk} = capex {k} − the baseline's capex {kb} − its resale "
                            "{rs}.").format(dk=m(dk), k=m(o.capex), kb=m(base.capex),
                                            rs=m(resale)))
    return lines


def _npv(o: OptionResult, q: Quote, base: OptionResult, m, lang: str) -> list[str]:
    t = P.npv_terms(q, base, o)
    values = dict(npv=m(t.npv), pv=m(t.present_savings), dk=m(t.switching_capex),
                  rv=m(t.residual), n=q.site.years, r=F.percent(q.site.discount_rate, 1, lang))
    if t.residual:
        return [T(CTX, "NPV {npv} = discounted savings {pv} − switching cost ΔK {dk} + the "
                       "residual values' difference today {rv}, over {n} years at r = {r} "
                       "(M29, M35).").format(**values)]
    return [T(CTX, "NPV {npv} = discounted savings {pv} − switching cost ΔK {dk}, over {n} "
                   "years at r = {r} (M29; above zero, switching is cheaper than keeping the "
                   "baseline).").format(**values)]
