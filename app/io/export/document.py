"""The format-neutral quote document (STYLE principle 9): everything a customer sees, built once
from (Quote, QuoteResult, lang, seller) and rendered twice, as a workbook and as a PDF.

Values stay unrounded here; the renderers format them through ``style`` (the PDF) or give them
number formats (the workbook). Options are ordered baseline first, then as in the quote, and
numbered 1..N in that order (the workbook's ``optN_*`` names use the same numbers).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from app import METHOD_VERSION, __version__
from app.calc.precision import differ_note
from app.io.export import style
from app.io.export.document_advice import build_advice, document_analysis
from app.io.export.document_bom import bom, prices
from app.io.export.document_engine import engine_terms
from app.io.export.document_growth import growth_view, said_under_table
from app.io.export.document_inputs import assumptions, input_names, measured_views, sources
from app.io.export.document_model import OptionView, QuoteDocument, Seller, Terms, load_seller
from app.io.export.document_risk import build_risk, movers_sentence
from app.io.export.document_rows import decision_rows, facility_rows, key_figures
from app.io.export.i18n import STRINGS, t
from app.io.export.money_notes import money_notes
from app.io.export.offer_notes import offer_notes, reserve_summary, with_fleet_notes
from app.io.words.formatting import colon, payback
from app.io.words.labels import work_unit
from app.model import Option, OptionResult, Quote, QuoteResult

__all__ = ["QuoteDocument", "Seller", "build_document", "engine_result", "load_seller"]


def _order(quote: Quote, result: QuoteResult) -> list[tuple[Option, OptionResult]]:
    pairs = [(o, result.option(o.label)) for o in quote.options]
    return [p for p in pairs if p[0].baseline] + [p for p in pairs if not p[0].baseline]


def engine_result(quote: Quote, result: QuoteResult | None = None) -> QuoteResult:
    """The engine's figures (net of line discounts, which the engine applies): ``result`` when
    the caller has it, else an evaluation of ``quote``."""
    if result is not None:
        return result
    from app.calc import evaluate
    return evaluate(quote)

def valid_until(quote: Quote) -> date:
    """The quote's own date when set, else its date plus the validity (30 days by default)."""
    from datetime import timedelta
    if quote.valid_until is not None:
        return quote.valid_until
    return (quote.created or date.today()) + timedelta(days=quote.commercial.validity_days)


def _terms(quote: Quote, lang: str) -> Terms:
    c = quote.commercial
    return Terms(c.number, c.validity_days, c.vat_rate,
                 c.payment_terms or t(lang, "payment_default"),
                 c.delivery_terms or t(lang, "delivery_default"), c.revision)



def _recommend(views: list[OptionView], years: int, fmt) -> tuple[str | None, str, str]:
    """(label, sentence key, sentence values): best NPV against a baseline, else lowest TCO."""
    valid = [o for o in views if o.valid]
    base = next((o for o in valid if o.baseline), None)
    # a build on "price on request" has no NPV or TCO: it is never the recommendation
    candidates = [o for o in valid if not o.baseline and o.result.npv is not None]
    if base is not None and candidates:
        best = max(candidates, key=lambda o: o.result.npv)
        r = best.result
        if r.npv > 0:
            # the sentence follows M28: a payback, none (gains up front), or not within N
            key = ("rec_switch_upfront" if r.discounted_no_payback else
                   "rec_switch" if r.discounted_payback_years is not None else
                   "rec_switch_residual")
            return best.label, key, dict(
                label=best.label, saving=fmt(r.savings_by_year[0], "money"),
                payback=fmt(payback(r.discounted_payback_years, r.discounted_no_payback), "years"),
                npv=fmt(r.npv, "money"),
                years=years)
        return None, "rec_keep", dict(label=best.label, npv=fmt(r.npv, "money"), years=years)
    priced = [o for o in valid if o.result.tco is not None]
    if priced:
        best = min(priced, key=lambda o: o.result.tco)
        return best.label, "rec_lowest", dict(label=best.label, tco=fmt(best.result.tco, "money"),
                                              years=years)
    return None, "rec_none", {}


def _summary(doc_fmt, views, recommended, lang, result: QuoteResult,
             workload_name: str, risk=None) -> list[str]:
    """Plain-word points for the executive summary (saving, payback, CO2, energy, provenance)."""
    out = []
    base = next((o for o in views if o.baseline and o.valid), None)
    pick = next((o for o in views if o.label == recommended), None)
    if base is not None and pick is not None and not pick.baseline:
        r, b = pick.result, base.result
        s1 = r.savings_by_year[0]
        out.append(t(lang, "sum_saving", saving=doc_fmt(s1, "money"),
                     pct=doc_fmt(s1 / b.opex_by_year[0] if b.opex_by_year[0] else None, "percent")))
        out.append(t(lang, "sum_payback",
                     simple=doc_fmt(payback(r.simple_payback_years, r.simple_no_payback), "years"),
                     disc=doc_fmt(payback(r.discounted_payback_years, r.discounted_no_payback),
                                  "years")))
        saved = b.annual_co2_kg - r.annual_co2_kg
        out.append(t(lang, "sum_co2", kg=doc_fmt(saved, "int"),
                     pct=doc_fmt(saved / b.annual_co2_kg if b.annual_co2_kg else None, "percent")))
        out.append(t(lang, "sum_energy", before=doc_fmt(b.annual_kwh_total, "int"),
                     after=doc_fmt(r.annual_kwh_total, "int")))
    valid = [o for o in views if o.valid]
    if valid and valid[0].result.work_per_year:
        out.append(t(lang, "sum_equal_work", work=doc_fmt(valid[0].result.work_per_year, "int"),
                     unit=work_unit(result, lang, valid[0].result.work_per_year),
                     workload=workload_name))
    measured = input_names(views, {"measured"}, lang)
    out.append(t(lang, "sum_measured", items=measured) if measured
               else t(lang, "sum_nothing_measured"))
    moving = movers_sentence(risk, lang, doc_fmt)
    assumed = "" if moving else input_names(views, {"assumption"}, lang)
    if moving:
        out.append(moving)
    elif assumed:
        out.append(t(lang, "sum_assumed", items=assumed))
    out.append(t(lang, "sum_scope"))
    return out

def build_document(quote: Quote, result: QuoteResult, lang: str = "en",
                   seller: Seller | None = None, advice: bool = False,
                   catalog=None, analysis=None) -> QuoteDocument:
    """The quote document: recommendation, key figures, configurations, assumptions, sources.

    The engine's notes and reasons are rendered in ``lang``. ``advice``: add the advisor's
    findings and power-cap sweet spots (``QuoteDocument.advice``, the PDF's last section);
    ``catalog`` is where the advisor looks for a cheaper GPU (default: the catalogue in use).
    ``analysis``: the advisor's ``Analysis`` (``document_analysis``) when the caller has it;
    else it is computed here, once, before anything is built. The document is built from
    ``result`` and ``analysis`` alone: nothing below calls the engine or the advisor, and
    the renderers (pdf_*, xlsx_*) only lay the document out."""
    from app.io.words.formatting import localized

    engine = engine_result(quote, result)
    if analysis is None:
        analysis = document_analysis(quote, engine, advice, catalog)
    result = localized(engine, lang)
    vat = quote.commercial.vat_rate
    views = []
    for number, (opt, res) in enumerate(_order(quote, result), start=1):
        lines = bom(quote, opt, res, lang)
        views.append(OptionView(number, opt.label, opt.baseline, opt, res, lines,
                                prices=prices(opt, res, lines, vat) if res.valid else None,
                                engine=engine_terms(quote, opt, res, result.demand_per_s)))

    def fmt(value, kind):
        return style.fmt(value, kind, lang, quote.currency, quote.site.years)

    workload_name = quote.catalog.workloads[quote.workload.class_id].name_in(lang)
    rec, key, values = _recommend(views, quote.site.years, fmt)
    views = [replace(v, recommended=v.label == rec) for v in views]
    risk = build_risk(quote, analysis, views, lang, lambda a: t(lang, f"assumption:{a}")
                      if f"assumption:{a}" in STRINGS["en"] else a)
    growth = growth_view(result, views, lang, work_unit(result, lang))
    skip = said_under_table(growth)  # what the year table says is not said again in the notes
    notes = [n for n, i in zip(result.notes, result.note_items, strict=False) if i.code not in skip]
    if len(result.notes) != len(result.note_items):
        notes = list(result.notes)
    for v in views:
        notes += [v.label + colon(lang) + t(lang, "invalid_reason", reason=x)
                  for x in v.result.reasons]
        notes += [v.label + colon(lang) + x  # the fleet's engineering goes to the advice
                  for x in offer_notes(v, said_under_table(growth, v.label))]
    return QuoteDocument(
        lang=lang, currency=quote.currency, title=quote.title or t(lang, "proposal"),
        customer=quote.customer.name, contact=quote.customer.contact,
        reference=quote.customer.reference, created=quote.created or date.today(),
        valid_until=valid_until(quote), seller=seller, years=quote.site.years,
        workload=workload_name, work_unit=work_unit(result, lang),
        work_units=work_unit(result, lang, 10**6), demand_per_s=result.demand_per_s,
        options=views, recommended=rec, recommendation=t(lang, key, **values),
        summary=_summary(fmt, views, rec, lang, result, workload_name, risk)
        + reserve_summary(views, rec, lang),
        key_figures=key_figures(views, quote.site.years, lang),
        assumptions=assumptions(quote, result, lang), sources=sources(views, lang),
        method=[t(lang, "method_text"), t(lang, "method_formulas", method=METHOD_VERSION,
                                          version=__version__)], notes=notes,
        discount_rate=quote.site.discount_rate, terms=_terms(quote, lang),
        precision_note=differ_note([(v.label, v.result.precision) for v in views if v.valid]),
        baseline_resale=quote.baseline_resale or 0.0,
        money_notes=money_notes(quote, views, lang, fmt),
        measured=measured_views(quote, views, lang),
        advice=with_fleet_notes(build_advice(analysis, views, lang), views) if advice
        else None,
        facility=facility_rows(quote, views, lang),
        decision=decision_rows(quote, views, lang),
        risk=risk,
        growth=growth,
    )
