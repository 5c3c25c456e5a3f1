"""The quote document's inputs as a customer reads them: the site and decision assumptions with
their sources, the inputs behind each option, the measured profiles used, and the names of the
inputs by confidence (the summary's "measured"/"assumed" lists)."""

from __future__ import annotations

from app.io.catalog.presets import citation_in
from app.io.export import style
from app.io.export.document_model import Assumption, MeasuredView, OptionView, SourceRow
from app.io.export.i18n import t
from app.io.export.xlsx_money import tax_assumptions
from app.io.words.labels import (
    confidence_text,
    input_name,
    input_unit,
    source_of,
    unit_text,
)
from app.model import Quote, QuoteResult
from app.model.provenance import OPTION_MONEY_KEYS, QUOTE_INPUT
from app.text.in_language import text_in


def measured_views(quote: Quote, views: list[OptionView], lang: str = "en") -> list[MeasuredView]:
    """One entry per measured profile an option uses (use_measured and the GPU has one), named
    and sourced in ``lang``."""
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
            [v.label], f"{gpu.vendor} {gpu.name_in(lang)}",
            text_in(m, "source", lang),
            m.gpu_name, m.gpu_count, m.samples,
            m.span_s, m.measured_idle_w, m.measured_full_w, m.mean_power_w, m.p95_power_w,
            m.max_power_w, m.power_limit_w, m.mean_utilization)
    return list(out.values())


def assumptions(quote: Quote, result: QuoteResult, lang: str) -> list[Assumption]:
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
        source = source_of(prov, lang)
        if fld == "bill" and bill_source:  # the user's own citation of the rates
            source = citation_in(bill_source, lang)
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
    rows += tax_assumptions(quote)  # (M42) the profit tax rate and the year's investments
    if site.market_carbon_kg_per_kwh is not None:
        rows.append(("market_carbon_intensity", "market_carbon_kg_per_kwh",
                     site.market_carbon_kg_per_kwh, "fraction4", "kg/kWh"))
    return rows


#: units whose values print in their own way: a rate a year as a percentage, hours whole
_KINDS = {"/year": "percent", "h/year": "int"}
_OPTION_INPUTS = OPTION_MONEY_KEYS | {"unit_price", "base_price"}


_SITE_INPUTS = {"energy_price_per_kwh", "price_escalation", "carbon_kg_per_kwh", "site_pue",
                "hours_per_year"}


def sources(views: list[OptionView], lang: str) -> list[SourceRow]:
    """The inputs behind each option, named, sourced and valued for the customer: a cooling
    whose PUE is a factor on the site's shows the PUE actually used."""
    seen, out = set(), []
    for o in views:
        for inp in o.result.inputs:
            site_input = inp.key in _SITE_INPUTS or (inp.source == QUOTE_INPUT.source
                                                     and inp.key not in _OPTION_INPUTS)
            where = t(lang, "site") if site_input else o.label
            value = inp.value
            if value is None and inp.key in ("unit_price", "base_price"):
                value = t(lang, "price_on_request")  # no public price (app.calc.price_request)
            name = input_name(inp, lang)
            if inp.key == "cooling_pue_factor" and o.result.valid:
                value = o.result.pue
                names = inp.names or {}
                name = t(lang, "cooling_pue_used", name=text_in(
                    names, "subject", lang, english=names.get("subject", inp.name)),
                    factor=style.fmt(inp.value, "number", lang))
            key = (where if site_input else "", name, inp.source, str(value))
            if key in seen:
                continue
            seen.add(key)
            kind = _KINDS.get(inp.unit, "number")
            unit = "" if kind == "percent" or isinstance(value, str) else input_unit(inp, lang)
            out.append(SourceRow(where, name, value, unit,
                                 source_of(inp, lang),
                                 confidence_text(inp.confidence, lang), kind))
    return out


def input_names(views, confidences: set[str], lang: str, limit: int = 8) -> str:
    names = []
    for o in views:
        for inp in o.result.inputs:
            name = input_name(inp, lang)
            if inp.confidence in confidences and name not in names:
                names.append(name)
    more = len(names) - limit
    text = ", ".join(names[:limit])
    return text + (f" (+{more})" if more > 0 else "")
