"""The format-neutral quote document (STYLE principle 9): everything a customer sees, built once
from (Quote, QuoteResult, lang, seller) and rendered twice, as a workbook and as a PDF.

Values stay unrounded here; the renderers format them through ``style`` (the PDF) or give them
number formats (the workbook). Options are ordered baseline first, then as in the quote, and
numbered 1..N in that order (the workbook's ``optN_*`` names use the same numbers).
"""

from __future__ import annotations

from datetime import date

from app import METHOD_VERSION, __version__
from app.io.export import style
from app.io.export.document_model import (DISCOUNTED_LINES, Advice, AdviceOption, Assumption,
                                          BomLine, MeasuredView, OptionView, Prices,
                                          QuoteDocument, Row, Seller, SourceRow, SweetSpot,
                                          Terms, load_seller)
from app.io.export.document_risk import build_risk
from app.io.export.i18n import STRINGS, t
from app.io.export.money_notes import money_notes
from app.io.formatting import payback
from app.io.labels import confidence_text, input_name, source_text, unit_text
from app.model import Option, OptionResult, Quote, QuoteResult
from app.model.provenance import OPTION_MONEY_KEYS, QUOTE_INPUT

__all__ = ["QuoteDocument", "Seller", "build_document", "engine_result", "load_seller"]


def _order(quote: Quote, result: QuoteResult) -> list[tuple[Option, OptionResult]]:
    pairs = [(o, result.option(o.label)) for o in quote.options]
    return [p for p in pairs if p[0].baseline] + [p for p in pairs if not p[0].baseline]


def cap_text(quote: Quote, option: Option, lang: str) -> str:
    if option.power_cap is not None:
        return t(lang, "cap", pct=style.fmt(option.power_cap, "percent", lang))
    if option.profile is not None:
        return t(lang, "profile", name=t(lang, f"profile_{option.profile.id}"))
    return t(lang, "no_cap")


def bom(quote: Quote, option: Option, r: OptionResult, lang: str) -> list[BomLine]:
    """Server, GPUs, PSUs, cooling, cap/profile, installation and the option's extra lines:
    quantities and prices (M22). The baseline is not bought: its lines carry no prices."""
    snap = quote.catalog
    server, gpu = snap.servers[option.server], snap.gpus[option.gpu]
    psu, cooling = snap.psus[option.psu], snap.cooling[option.cooling]
    m = r.servers if r.valid else None
    n = option.gpus_per_server
    bought = not option.baseline
    base = server.base_price_eur if option.server_price is None else option.server_price
    gpu_price = gpu.price_eur if option.gpu_price is None else option.gpu_price

    def line(key, item, detail, per, unit):
        unit = unit if bought else None
        qty = None if m is None or per is None else m * per
        total = None if qty is None or unit is None else qty * unit
        return BomLine(key, item, detail, per, qty, unit, total, key in DISCOUNTED_LINES)

    lines = [
        line("server", t(lang, "server"), f"{server.vendor} {server.model}", 1, base),
        line("gpu", t(lang, "gpus"), f"{gpu.vendor} {gpu.name}", n, gpu_price),
        line("psu", t(lang, "psus"), f"{psu.name}: " + t(
            lang, "psu_detail", k=option.psu_count, s=option.psu_spares,
            rating=style.fmt(psu.rating_w, "int", lang)), option.psu_count, None),
        line("cooling", t(lang, "cooling"), cooling.name_in(lang), 1, cooling.capex_per_server_eur),
        BomLine("cap", t(lang, "cap_or_profile"), cap_text(quote, option, lang)),
    ]
    if bought:
        lines.append(BomLine("installation", t(lang, "installation"), "", None, 1 if m else None,
                             option.installation, option.installation))
    return lines + [_extra_line(x, m, lang) for x in option.extras]


def _extra_line(x, m: int | None, lang: str) -> BomLine:
    """One of the option's extra lines (Option.extras): user text, quantity per server (times
    the servers) or for the option; an optional line says so and stays out of the totals."""
    qty = (None if m is None else m * x.quantity) if x.per_server else x.quantity
    total = None if qty is None else qty * x.unit_price
    detail = t(lang, "optional_line") if x.optional else ""
    return BomLine("extra", x.description, detail, x.quantity if x.per_server else None, qty,
                   x.unit_price, total, False, x.optional)


def engine_result(quote: Quote, result: QuoteResult | None = None) -> QuoteResult:
    """The engine's figures (net of line discounts, which the engine applies): ``result`` when
    the caller has it, else an evaluation of ``quote``."""
    if result is not None:
        return result
    from app.calc import evaluate
    return evaluate(quote)


def prices(option: Option, r: OptionResult, lines: list[BomLine], vat_rate: float) -> Prices:
    """The price block: gross lines (the optional ones apart), discount, net (= the engine's
    capex), VAT, and the price of one server as ordered."""
    counted = [x for x in lines if not x.optional]
    gross = sum(x.total or 0.0 for x in counted)
    discount = sum(x.total or 0.0 for x in counted if x.discountable) * option.discount
    net = r.capex if not option.baseline else gross - discount
    per_server = None
    if r.servers:
        each = [x.per_server * x.unit_price for x in counted
                if x.per_server is not None and x.unit_price is not None]
        equipment = sum(x.per_server * x.unit_price for x in counted if x.discountable
                        and x.per_server is not None and x.unit_price is not None)
        per_server = sum(each) - equipment * option.discount
    optional = sum(x.total or 0.0 for x in lines if x.optional)
    return Prices(gross, option.discount, discount, net, vat_rate, net * vat_rate,
                  net * (1 + vat_rate), per_server, optional)


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


def _measured(quote: Quote, views: list[OptionView]) -> list[MeasuredView]:
    """One entry per measured profile an option uses (use_measured and the GPU has one)."""
    out: dict[str, MeasuredView] = {}
    for v in views:
        gpu = quote.catalog.gpus.get(v.option.gpu)
        if not v.option.use_measured or gpu is None or gpu.measured is None:
            continue
        if gpu.id in out:
            out[gpu.id].options.append(v.label)
            continue
        m = gpu.measured
        out[gpu.id] = MeasuredView(
            [v.label], f"{gpu.vendor} {gpu.name}", m.source, m.gpu_name, m.gpu_count, m.samples,
            m.span_s, m.measured_idle_w, m.measured_full_w, m.mean_power_w, m.p95_power_w,
            m.max_power_w, m.power_limit_w, m.mean_utilization)
    return list(out.values())


def _assumptions(quote: Quote, result: QuoteResult, lang: str) -> list[Assumption]:
    site, cur = quote.site, quote.currency
    rows = [
        ("energy_price", "energy_price_per_kwh", site.energy_price_per_kwh, "price", f"{cur}/kWh"),
        ("price_escalation", "price_escalation", site.price_escalation, "percent", ""),
        ("discount_rate", "discount_rate", site.discount_rate, "percent", ""),
        ("hours_per_year", "hours_per_year", site.hours_per_year, "int", "h"),
        ("years", "years", site.years, "int", ""),
        ("carbon_intensity", "carbon_kg_per_kwh", site.carbon_kg_per_kwh, "fraction4", "kg/kWh"),
        ("site_pue", "site_pue", site.site_pue, "fraction4", ""),
        ("colocation_per_kw_year", "colocation_per_kw_year", site.colocation_per_kw_year or 0.0, "money",
         f"{cur}/kW/year"),
        ("baseline_capex", None, quote.baseline_capex or 0.0, "money", cur),
        ("baseline_resale", None, quote.baseline_resale or 0.0, "money", cur),
    ]
    rows += _decision_assumptions(quote)
    if site.tariff is not None:  # the flat price above is then not used by the options
        rows[1:1] = [
            ("day_price", None, site.tariff.day_price_per_kwh, "price", f"{cur}/kWh"),
            ("night_price", None, site.tariff.night_price_per_kwh, "price", f"{cur}/kWh"),
        ]
    out = []
    bill_source = site.bill.source if site.bill is not None and site.bill.source else None
    for key, fld, value, kind, unit in rows:
        prov = site.provenance.get(fld, QUOTE_INPUT) if fld else QUOTE_INPUT
        source = source_text(prov.source, lang)
        if fld == "bill" and bill_source:  # the user's own citation of the rates
            source = bill_source
        if key.startswith("tax_band"):  # tax_band2_rate: "Energy tax band 2: rate"
            n, part = key[len("tax_band"):].split("_")
            label = t(lang, f"tax_band_{part}", n=n)
        else:
            label = t(lang, key)
        out.append(Assumption(key, label, value, kind, unit_text(unit, lang), source,
                              confidence_text(prov.confidence.value, lang)))
    return out


def _decision_assumptions(quote: Quote) -> list[tuple]:
    """The bill's components (M19a-c), the baseline's residual value (M35) and a green
    contract's intensity, when the quote sets them: (key, field, value, kind, unit)."""
    site, cur, rows = quote.site, quote.currency, []
    b = site.bill
    if b is not None:
        rows += [("bill_energy_price", "bill", b.energy_price_per_kwh, "price", f"{cur}/kWh"),
                 ("site_kwh", "bill", b.site_kwh_per_year, "int", "kWh/year"),
                 ("tax_escalation", "bill", b.tax_escalation, "percent", ""),
                 ("capacity_price", "bill", b.capacity_price_per_kw_month, "money",
                  f"{cur}/kW/month"),
                 ("capacity_escalation", "bill", b.capacity_escalation, "percent", "")]
        for i, band in enumerate(b.tax_bands, start=1):
            rows += [(f"tax_band{i}_from", "bill", band.from_kwh, "int", "kWh/year"),
                     (f"tax_band{i}_to", "bill", band.to_kwh, "int", "kWh/year"),
                     (f"tax_band{i}_rate", "bill", band.per_kwh, "price", f"{cur}/kWh")]
    if quote.baseline_residual:
        rows.append(("baseline_residual", None, quote.baseline_residual, "money", cur))
    if site.market_carbon_kg_per_kwh is not None:
        rows.append(("market_carbon_intensity", "market_carbon_kg_per_kwh",
                     site.market_carbon_kg_per_kwh, "fraction4", "kg/kWh"))
    return rows


def _sources(views: list[OptionView], lang: str) -> list[SourceRow]:
    """The inputs behind each option, named, sourced and valued for the customer: a cooling
    whose PUE is a factor on the site's shows the PUE actually used."""
    seen, out = set(), []
    for o in views:
        for inp in o.result.inputs:
            site_input = inp.key in _SITE_INPUTS or (inp.source == QUOTE_INPUT.source
                                                     and inp.key not in _OPTION_INPUTS)
            where = t(lang, "site") if site_input else o.label
            value = inp.value
            name = input_name(inp, lang)
            if inp.key == "cooling_pue_factor" and o.result.valid:
                value = o.result.pue
                name = t(lang, "cooling_pue_used", name=(inp.names or {}).get(
                    "subject_nl" if lang.startswith("nl") else "subject", inp.name),
                    factor=style.fmt(inp.value, "number", lang))
            key = (where if site_input else "", name, inp.source, str(value))
            if key in seen:
                continue
            seen.add(key)
            out.append(SourceRow(where, name, value, unit_text(inp.unit, lang),
                                 source_text(inp.source, lang),
                                 confidence_text(inp.confidence, lang)))
    return out


_OPTION_INPUTS = OPTION_MONEY_KEYS | {"unit_price", "base_price"}
_SITE_INPUTS = {"energy_price_per_kwh", "price_escalation", "carbon_kg_per_kwh", "site_pue",
                "hours_per_year"}


def _key_figures(views: list[OptionView], years: int, lang: str) -> list[Row]:
    def row(key, kind, get, label=None):
        vals = [get(o.result) if o.valid else None for o in views]
        return Row(key, label or t(lang, key), kind, vals)

    return [
        row("servers", "int", lambda r: r.servers),
        row("utilization", "percent", lambda r: r.utilization),
        row("wall_w", "w", lambda r: r.wall_w),
        row("kwh_total", "kwh", lambda r: r.annual_kwh_total),
        row("energy_cost_y1", "money", lambda r: r.annual_energy_cost),
        row("co2", "kg", lambda r: r.annual_co2_kg),
        row("capex", "money", lambda r: r.capex),
        row("tco", "money", lambda r: r.tco, t(lang, "tco_years", years=years)),
        row("saving_y1", "money", lambda r: r.savings_by_year[0] if r.savings_by_year else None),
        row("simple_payback", "years",
            lambda r: payback(r.simple_payback_years, r.simple_no_payback)),
        row("discounted_payback", "years",
            lambda r: payback(r.discounted_payback_years, r.discounted_no_payback)),
        row("npv", "money", lambda r: r.npv),
    ]


def _facility(quote: Quote, views: list[OptionView], lang: str) -> list[Row]:
    """What each option asks of the room at its peak (app.calc.facility): power, current per
    feed, heat, rack units and racks, the budget and the PSUs' headroom."""
    from app.calc import facility as fac

    def total(r):
        return None if r.servers is None or r.wall_peak_w is None else r.servers * r.wall_peak_w

    def row(key, kind, get):
        return Row(key, t(lang, key), kind, [get(o.result, o) if o.valid else None for o in views])

    def yes_no(ok):
        return None if ok is None else t(lang, "yes" if ok else "no")

    budget, limit = quote.site.budget_kw, quote.site.rack_limit_kw
    rows = [
        row("fac_peak_w", "w", lambda r, o: r.wall_peak_w),
        row("fac_peak_kw", "number", lambda r, o: fac.total_kw(r.servers, r.wall_peak_w)),
        row("fac_amps_230", "number", lambda r, o: fac.amps_single_phase(r.wall_peak_w)),
        row("fac_amps_400", "number", lambda r, o: fac.amps_three_phase(r.wall_peak_w)),
        row("fac_heat_kw", "number", lambda r, o: fac.total_kw(r.servers, r.wall_peak_w)),
        row("fac_heat_btu", "int", lambda r, o: fac.heat_btu_h(total(r))),
        row("fac_rack_units", "int", lambda r, o: r.servers * quote.catalog.servers[
            o.option.server].rack_units if r.servers else None),
    ]
    if limit is not None:
        rows += [row("fac_per_rack", "int", lambda r, o: r.servers_per_rack),
                 row("fac_racks", "int", lambda r, o: r.racks),
                 row("fac_rack_fit", "text", lambda r, o: yes_no(
                     None if r.wall_peak_w is None else r.wall_peak_w / 1000 <= limit))]
    if budget is not None:
        rows.append(row("fac_budget_fit", "text", lambda r, o: yes_no(
            None if r.servers_in_budget is None else r.servers <= r.servers_in_budget)))
    rows.append(row("fac_psu_headroom", "percent", lambda r, o: fac.psu_headroom(r.psu_peak_load)))
    return rows


def _decision(quote: Quote, views: list[OptionView], lang: str) -> list[Row]:
    """The whole decision's figures (METHOD §11.4-§11.6), each row only where the quote has
    its inputs: the bill's tax and capacity charge, rented GPU-hours, financing, residual value,
    embodied carbon and its payback, the market-based CO2."""
    from app.io.formatting import NO_PAYBACK, simple_payback, years as years_text

    def row(key, kind, get):
        return Row(key, t(lang, key), kind, [get(o.result) if o.valid else None for o in views])

    def first(values):
        return values[0] if values else None

    def carbon_payback(r):
        if r.baseline:
            return t(lang, "dash")
        status = r.carbon_payback_status
        if status == "not_known":
            return t(lang, "not_known")
        if status:
            return years_text(NO_PAYBACK if status == "no_payback" else None, lang)
        return simple_payback(r.carbon_payback_years, quote.site.years, lang)

    def bought(get):
        return lambda r: None if r.rented else get(r)

    rented = any(o.valid and o.result.rented for o in views)
    rows = []
    if quote.site.bill is not None:
        rows += [row("tax_y1_row", "money", bought(lambda r: first(r.energy_tax_by_year))),
                 row("capacity_y1_row", "money",
                     bought(lambda r: first(r.capacity_charge_by_year)))]
    if rented:
        rows.append(row("gpu_hours", "int", lambda r: r.gpu_hours_per_year))
    if any(o.financing is not None for o in quote.options):
        rows += [row("capex_upfront", "money", lambda r: r.capex_upfront),
                 row("monthly_payment", "money", lambda r: r.monthly_payment)]
    if quote.baseline_residual or any(o.residual_fraction for o in quote.options):
        rows.append(row("residual_value", "money", bought(lambda r: r.residual_value)))
    if any(o.valid and not o.baseline and not o.result.rented and o.result.embodied_kg is not None
           for o in views):
        not_known = t(lang, "not_known")
        rows += [row("embodied", "text", lambda r: not_known if r.embodied_kg is None
                     else style.fmt(r.embodied_kg, "kg", lang)),
                 row("carbon_horizon", "text", lambda r: not_known if r.carbon_horizon_kg is None
                     else style.fmt(r.carbon_horizon_kg, "kg", lang)),
                 row("carbon_payback", "text", carbon_payback)]
    if quote.site.market_carbon_kg_per_kwh is not None:
        rows.append(row("co2_market", "kg", lambda r: r.annual_co2_market_kg))
    return rows


def _recommend(views: list[OptionView], years: int, fmt) -> tuple[str | None, str, str]:
    """(label, sentence key, sentence values): best NPV against a baseline, else lowest TCO."""
    valid = [o for o in views if o.valid]
    base = next((o for o in valid if o.baseline), None)
    candidates = [o for o in valid if not o.baseline]
    if base is not None and candidates:
        best = max(candidates, key=lambda o: o.result.npv)
        r = best.result
        if r.npv > 0:
            return best.label, "rec_switch", dict(
                label=best.label, saving=fmt(r.savings_by_year[0], "money"),
                payback=fmt(payback(r.discounted_payback_years, r.discounted_no_payback), "years"),
                npv=fmt(r.npv, "money"),
                years=years)
        return None, "rec_keep", dict(label=best.label, npv=fmt(r.npv, "money"), years=years)
    if valid:
        best = min(valid, key=lambda o: o.result.tco)
        return best.label, "rec_lowest", dict(label=best.label, tco=fmt(best.result.tco, "money"),
                                              years=years)
    return None, "rec_none", {}


def _summary(doc_fmt, views, recommended, lang, result: QuoteResult,
             workload_name: str) -> list[str]:
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
                     unit=result.work_unit, workload=workload_name))
    measured = _names(views, {"measured"}, lang)
    out.append(t(lang, "sum_measured", items=measured) if measured
               else t(lang, "sum_nothing_measured"))
    assumed = _names(views, {"assumption"}, lang)
    if assumed:
        out.append(t(lang, "sum_assumed", items=assumed))
    out.append(t(lang, "sum_scope"))
    return out


def _names(views, confidences: set[str], lang: str, limit: int = 8) -> str:
    names = []
    for o in views:
        for inp in o.result.inputs:
            name = input_name(inp, lang)
            if inp.confidence in confidences and name not in names:
                names.append(name)
    more = len(names) - limit
    text = ", ".join(names[:limit])
    return text + (f" (+{more})" if more > 0 else "")


def _advisor_catalog():
    """The catalogue the advisor searches for a cheaper GPU, as ``gpu-tco analyze`` does; None
    when it cannot be read (the advice then looks only at the quote's own snapshot)."""
    from app.errors import CatalogError
    from app.io.catalog_store import load_catalog

    try:
        return load_catalog()
    except CatalogError:
        return None


def _sweet_spot(sweep: dict) -> SweetSpot | None:
    """The energy sweet spot of an advisor sweep summary against its uncapped row."""
    r, u = sweep["sweet_spot_energy"], sweep["uncapped"]
    if r is None:
        return None
    kwh, tco = r["annual_kwh"] - u["annual_kwh"], r["tco"] - u["tco"]
    return SweetSpot(r["cap"], 1.0 - r["phi"], kwh,
                     kwh / u["annual_kwh"] if u["annual_kwh"] else 0.0, tco,
                     tco / u["tco"] if u["tco"] else 0.0)


def _advice(quote: Quote, views: list[OptionView], lang: str, catalog=None) -> Advice:
    """The advisor's findings and sweet spots at the quote's assumptions (no Monte Carlo: the
    appendix states point figures). Findings become sentences in ``lang`` here, like the
    engine's notes, so that the renderer only lays them out."""
    from app.calc.advisor import analyze
    from app.io.formatting import finding_text

    analysis = analyze(quote, catalog=catalog if catalog is not None else _advisor_catalog(),
                       monte_carlo_too=False)
    found = analysis["findings"]
    sweeps = {s["label"]: s for s in analysis["cap_sweeps"]}
    options = []
    for v in views:
        sweep = sweeps.get(v.label)
        options.append(AdviceOption(
            v.number, v.label, v.baseline,
            [finding_text(f, lang) for f in found if f["option"] == v.label],
            swept=sweep is not None, sweet_spot=_sweet_spot(sweep) if sweep else None,
            max_loss=sweep["max_performance_loss"] if sweep else None,
            measured_curve=bool(sweep and sweep["measured_curve"]),
            cap_beta=sweep["cap_beta"] if sweep else None))
    return Advice([finding_text(f, lang) for f in found if f["option"] is None], options)


def build_document(quote: Quote, result: QuoteResult, lang: str = "en",
                   seller: Seller | None = None, advice: bool = False,
                   catalog=None) -> QuoteDocument:
    """The quote document: recommendation, key figures, configurations, assumptions, sources.

    The engine's notes and reasons are rendered in ``lang``. ``advice``: add the advisor's
    findings and power-cap sweet spots (``QuoteDocument.advice``, the PDF's last section);
    ``catalog`` is where the advisor looks for a cheaper GPU (default: the catalogue in use)."""
    from app.io.formatting import localized

    result = localized(engine_result(quote, result), lang)
    vat = quote.commercial.vat_rate
    views = []
    for number, (opt, res) in enumerate(_order(quote, result), start=1):
        lines = bom(quote, opt, res, lang)
        views.append(OptionView(number, opt.label, opt.baseline, opt, res, lines,
                                prices=prices(opt, res, lines, vat) if res.valid else None))

    def fmt(value, kind):
        return style.fmt(value, kind, lang, quote.currency, quote.site.years)

    workload_name = quote.catalog.workloads[quote.workload.class_id].name_in(lang)
    rec, key, values = _recommend(views, quote.site.years, fmt)
    views = [OptionView(v.number, v.label, v.baseline, v.option, v.result, v.bom,
                        v.label == rec, v.prices) for v in views]
    notes = list(result.notes)
    for v in views:
        notes += [f"{v.label}: " + t(lang, "invalid_reason", reason=x) for x in v.result.reasons]
        notes += [f"{v.label}: {x}" for x in v.result.notes]
    return QuoteDocument(
        lang=lang, currency=quote.currency, title=quote.title or result.quote,
        customer=quote.customer.name, contact=quote.customer.contact,
        reference=quote.customer.reference, created=quote.created or date.today(),
        valid_until=valid_until(quote), seller=seller, years=quote.site.years,
        workload=workload_name, work_unit=result.work_unit, demand_per_s=result.demand_per_s,
        options=views, recommended=rec, recommendation=t(lang, key, **values),
        summary=_summary(fmt, views, rec, lang, result, workload_name),
        key_figures=_key_figures(views, quote.site.years, lang),
        assumptions=_assumptions(quote, result, lang), sources=_sources(views, lang),
        method=[t(lang, "method_text"), t(lang, "method_formulas", method=METHOD_VERSION,
                                          version=__version__)], notes=notes,
        discount_rate=quote.site.discount_rate, terms=_terms(quote, lang),
        baseline_resale=quote.baseline_resale or 0.0,
        money_notes=money_notes(quote, views, lang, fmt),
        measured=_measured(quote, views),
        advice=_advice(quote, views, lang, catalog) if advice else None,
        facility=_facility(quote, views, lang),
        decision=_decision(quote, views, lang),
        risk=build_risk(quote, views, lang, lambda a: t(lang, f"assumption:{a}")
                        if f"assumption:{a}" in STRINGS["en"] else a),
    )
