"""The PDF's "How the money adds up": per candidate, the capex from its terms, the first year's
saving in energy, maintenance and licences, the simple payback as a division, the cumulative
payback and the NPV, with the numbers put in (app.io.words.money_parts, the same terms the window's
"Why this number" words). Plain words for a customer: no formula numbers."""

from __future__ import annotations

from app.io.export.i18n import t
from app.io.words import money_parts as P
from app.io.words.formatting import or_request, payback
from app.model import Quote
from app.model.notes import render
from app.text import trn


def money_notes(quote: Quote, views, lang: str, fmt) -> dict[str, list[str]]:
    """{candidate label: sentences}; empty without a valid baseline."""
    base = next((v for v in views if v.baseline and v.valid), None)
    if base is None:
        return {}
    out = {}
    for v in views:
        if v.baseline or not v.valid:
            continue
        why = next((n for n in v.result.note_items if n.code == "price_on_request"), None)
        if why is not None and (v.result.capex is None or v.result.npv is None):
            out[v.label] = [render(why, lang)]  # no sum to show: a price is not known
            continue
        out[v.label] = _sentences(quote, base, v, lang, fmt)
    return out


def _m(fmt):
    return lambda v: fmt(v, "money0" if v is not None and abs(v) >= 1000 else "money")


def _sentences(quote: Quote, base, v, lang: str, fmt) -> list[str]:
    m, r, b = _m(fmt), v.result, base.result
    out = []
    c = P.capex_terms(quote, v.option, r)
    if c is not None:
        out.append(t(lang, "mn_capex", k=m(c.capex), m=fmt(c.servers, "int"), per=m(c.per_server),
                     servers=trn(lang, "server", "servers", c.servers),
                     inst=m(c.installation), once=m(c.once)))
    s = P.saving_parts(base.option, b, v.option, r)
    saving = t(lang, "mn_saving", s1=m(s.total), e=m(s.energy), mnt=m(s.maintenance),
               lic=m(s.licences))
    if abs(s.other) >= 0.005:
        saving += t(lang, "mn_other", other=m(s.other))
    out.append(saving + ".")
    dk, s1 = P.simple_terms(quote, b, r)
    simple = fmt(payback(r.simple_payback_years, r.simple_no_payback), "years")
    if r.simple_payback_years is not None and dk > 0:
        out.append(t(lang, "mn_simple", dk=m(dk), s1=m(s1), years=simple))
    else:
        out.append(t(lang, "mn_simple_plain", years=simple, dk=m(dk), s1=m(s1)))
    n = P.npv_terms(quote, b, r)
    npv = t(lang, "mn_npv", npv=m(n.npv), pv=m(n.present_savings), dk=m(n.switching_capex),
            disc=fmt(payback(r.discounted_payback_years, r.discounted_no_payback), "years"))
    if n.residual:
        npv += t(lang, "mn_residual", rv=m(n.residual))
    benefit = getattr(r, "allowance_benefit", 0.0) or 0.0
    if benefit:  # (M42) the NPV adds A / (1 + r)
        npv += t(lang, "mn_allowance", a=m(benefit / (1 + quote.site.discount_rate)))
    out.append(npv + ".")
    return out + allowance_lines(quote, v, lang, m)


def allowance_lines(quote: Quote, v, lang: str, m) -> list[str]:
    """(M42) Each allowance the user confirmed for the option, as its own line with the tax it
    saves: a benefit that depends on the customer's tax position, never folded into the
    price."""
    from app.calc.allowances import deduction, option_allowances

    chosen = option_allowances(quote, v.option)
    if not chosen or v.result.capex is None:
        return []
    tax = quote.tax
    return [t(lang, "allowance_line", name=a.name_in(lang),
              amount=m(tax.profit_tax_rate * deduction(a, v.result.capex,
                                                         tax.other_investments_year)))
            for a in chosen]


def maintenance_row(doc, r) -> tuple[str, float | None]:
    """The configuration table's maintenance line: the amount a year, or (M41) the amount after
    the warranty with the year it starts (nothing is due inside the warranty)."""
    by_year = getattr(r, "maintenance_by_year", None) or []
    paid = [y for y, v in enumerate(by_year, start=1) if v]
    if paid and paid[0] > 1:
        return doc.t("maintenance_from_year", year=paid[0]), r.maintenance_per_year
    return doc.t("maintenance"), or_request(r, "maintenance_per_year")
