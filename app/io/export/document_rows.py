"""The quote document's figure tables, one value per option: key figures, the facility (what
an option asks of the room) and the whole decision's rows (METHOD §11.4-§11.6)."""

from __future__ import annotations

from app.io.export import style
from app.io.export.document_model import OptionView, Row
from app.io.export.i18n import t
from app.io.words.formatting import number, or_request, payback
from app.model import Quote
from app.model.precision import label
from app.text.in_language import text_in


def key_figures(views: list[OptionView], years: int, lang: str) -> list[Row]:
    def row(key, kind, get, label=None):
        vals = [get(o.result) if o.valid else None for o in views]
        return Row(key, label or t(lang, key), kind, vals)

    formats = [row("precision", "text", lambda r: label(r.precision) or None)]  # (M40) "FP8"
    if not any(formats[0].values):
        formats = []
    return [
        row("servers", "int", lambda r: r.servers),
        row("utilization", "percent", lambda r: r.utilization),
        *formats,
        row("wall_w", "w", lambda r: r.wall_w),
        row("kwh_total", "kwh", lambda r: r.annual_kwh_total),
        row("energy_cost_y1", "money", lambda r: r.annual_energy_cost),
        row("co2", "kg", lambda r: r.annual_co2_kg),
        row("capex", "money", lambda r: or_request(r, "capex")),
        row("tco", "money", lambda r: or_request(r, "tco"), t(lang, "tco_years", years=years)),
        row("saving_y1", "money", lambda r: or_request(
            r, "savings_by_year", r.savings_by_year[0] if r.savings_by_year else None)),
        row("simple_payback", "years", lambda r: or_request(
            r, "simple_payback_years", payback(r.simple_payback_years, r.simple_no_payback))),
        row("discounted_payback", "years", lambda r: or_request(
            r, "discounted_payback_years",
            payback(r.discounted_payback_years, r.discounted_no_payback))),
        row("npv", "money", lambda r: or_request(r, "npv")),
    ]


def facility_rows(quote: Quote, views: list[OptionView], lang: str) -> list[Row]:
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


def decision_rows(quote: Quote, views: list[OptionView], lang: str) -> list[Row]:
    """The whole decision's figures (METHOD §11.4-§11.6), each row only where the quote has
    its inputs: the bill's tax and capacity charge, rented GPU-hours, financing, residual value,
    embodied carbon and its payback, the market-based CO2."""
    from app.io.words.formatting import NO_PAYBACK, simple_payback
    from app.io.words.formatting import years as years_text

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
    if quote.site.tariff is not None:  # the day/night tariff: each option's night share
        rows += [row("night_share", "percent", bought(lambda r: r.night_energy_share)),
                 Row("night_basis", t(lang, "night_basis"), "text",
                     [night_basis(quote, o.option, o.result, lang, with_source=False)
                      if o.valid and not o.result.rented else None for o in views])]
    return rows


def night_basis(quote: Quote, option, result, lang: str, with_source: bool = True) -> str:
    """Where an option's night share under the day/night tariff comes from: its measured load
    over the day (telemetry), or the even spread; plus the work that may move. In full with
    the measurement's source (the workbook), or short for a table cell (the PDF)."""
    tariff, load = quote.site.tariff, option.measured_load
    pct = lambda v: style.fmt(v, "percent", lang)  # noqa: E731
    if result.measured_night_share is not None and load is not None:
        text = t(lang, "night_measured_source" if with_source else "night_measured",
                 share=pct(result.measured_night_share),
                 source=text_in(load, "source", lang), tz=load.timezone)
    else:
        text = t(lang, "night_even" if with_source else "night_even_short",
                 hours=number(tariff.night_hours_per_day, 1, lang),
                 share=pct(tariff.night_hours_per_day / 24))
    if tariff.flexible_share > 0:
        text += t(lang, "night_flexible" if with_source else "night_flexible_short",
                  f=pct(tariff.flexible_share))
    return text
