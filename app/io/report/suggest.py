"""``gpu-tco suggest QUOTE``: the configurator's top builds as text or one JSON document, and
``--add N`` writing suggestion N into the quote as an option (atomic, old version kept).
The ranking is ``app.calc.configurator.suggest``, the same function the Suggest view calls."""

from __future__ import annotations

import json
from pathlib import Path

from app.calc.configurator import Limits, Suggestions, add_suggestion, suggest
from app.calc.configurator.growth_rank import PLANS
from app.calc.configurator.search import build_label
from app.errors import AppError, Said
from app.io.export.i18n import t
from app.io.quote.store import load_quote, save_quote
from app.io.report.analysis import clean
from app.io.words.formatting import counted, money, number, percent
from app.io.words.labels import profile_name
from app.model.notes import render
from app.model.precision import label as format_label
from app.model.precision import parse_formats, with_accepted


def labeller(lang: str):
    """Names for the suggestions in ``lang``, as the option's name once added: "8x RTX PRO
    6000 …, SYS-522GA-NRT, begrenzing 75 %" in Dutch. English keeps the configurator's own
    wording (build_label), so a name a user already has is found again."""
    if lang.split("-")[0] == "en":
        return build_label

    def label(quote, b) -> str:
        gpu, server = quote.catalog.gpus[b.gpu], quote.catalog.servers[b.server]
        text = f"{b.gpus_per_server}x {gpu.name}, {server.model.split(' (')[0]}"
        kind = quote.catalog.cooling[b.cooling].type
        if kind != "air":
            text += ", " + t(lang, f"label_cooling_{kind}")
        if b.cap is not None:
            text += ", " + t(lang, "label_cap", pct=percent(b.cap, 0, lang))
        if b.profile is not None:
            text += ", " + profile_name(b.profile, lang)
        return text[:120]

    return label

def suggest_command(quote_path, as_json=False, top=5, objective="npv", add=None,
                    max_capex=None, max_racks=None, include_announced=False,
                    accepted: str | None = None, redundancy=None, min_servers=None,
                    plans=None, lang: str = "en") -> int:
    from app.io.catalog.store import load_catalog

    if top < 1:
        raise AppError("suggest: --top must be at least 1")
    if redundancy is not None and not 0 <= redundancy <= 1000:
        raise AppError(Said("--redundancy {n}: give 0 to 1000 (N + that many servers)",
                            Said("suggest"), n=redundancy))
    if min_servers is not None and not 1 <= min_servers <= 10000:
        raise AppError(Said("--min-servers {n}: give 1 to 10000", Said("suggest"),
                            n=min_servers))
    path = Path(quote_path)
    quote = load_quote(path)
    if accepted is not None:
        quote = with_accepted(quote, parse_formats(accepted, "suggest: --precision"))
    catalog = load_catalog()
    found = suggest(quote, catalog, objective, top=max(top, add or 0),
                    limits=Limits(max_capex=max_capex, max_racks=max_racks,
                                  redundancy=redundancy, min_servers=min_servers),
                    include_announced=include_announced, plans=plans or PLANS,
                    label=labeller(lang))
    if add is not None:
        if not 1 <= add <= len(found.suggestions):
            raise AppError(f"suggest: --add {add}: there are {len(found.suggestions)} "
                           "suggestion(s)")
        chosen = found.suggestions[add - 1]
        save_quote(add_suggestion(quote, catalog, chosen), path)
        print(f"added option {chosen.option.label!r} to {path}")
        return 0
    found = Suggestions(found.objective, found.searched, found.valid, found.suggestions[:top],
                        found.on_request[:top])
    print(json.dumps(clean(as_dict(found, quote)), indent=2, allow_nan=False, ensure_ascii=False)
          if as_json else render_text(found, quote.currency))
    return 0


def as_dict(found: Suggestions, quote=None) -> dict:
    """The JSON document; ``quote``: gives each build's M13a floor as sized (its own or the
    quote's), else the option's stored values (None: the quote's). Each row gives its purchase
    plan and its fleet year by year (M44): None and empty lists without demand growth."""
    return dict(objective=found.objective, builds_searched=found.searched,
                builds_valid=found.valid, suggestions=[_row(s, quote) for s in found.suggestions],
                on_request=[_row(s, quote) for s in found.on_request])


def _row(s, quote) -> dict:
    """One suggestion; a build on "price on request" has rank None and null money."""
    r = s.result
    return dict(
            rank=s.rank or None, price_on_request=r.price_on_request, label=s.option.label,
            server=s.build.server, gpu=s.build.gpu,
            gpus_per_server=s.build.gpus_per_server, precision=r.precision, psu=s.build.psu.psu,
            psu_count=s.build.psu.count, psu_spares=s.build.psu.spares, cooling=s.build.cooling,
            power_cap=s.build.cap, profile=s.build.profile, servers=r.servers, racks=s.racks,
            **_floor(quote, s.option),
            reserve=_reserve(r),
            utilization=r.utilization, capex=r.capex, tco=r.tco, npv=r.npv,
            simple_payback_years=r.simple_payback_years,
            discounted_payback_years=r.discounted_payback_years,
            annual_kwh=r.annual_kwh_total, annual_co2_kg=r.annual_co2_kg,
            embodied_kg=r.embodied_kg, carbon_horizon_kg=r.carbon_horizon_kg, why=render(s.why),
            flags=r.flags, **_years_of(s))


def _years_of(s) -> dict:
    """(M44) the plan and the year-by-year fleet of a suggestion under growth."""
    r = s.result
    return dict(growth_plan=s.option.growth_plan, servers_by_year=r.servers_by_year,
                purchases_by_year=r.purchases_by_year, utilization_by_year=r.utilization_by_year,
                capex_by_year=r.capex_by_year, purchases=_purchases(r))


def _purchases(r) -> str:
    """"4 servers now, 1 more at the start of year 3" where the plan buys later, else ""."""
    return next((render(n) for n in r.note_items if n.code == "growth_purchases"), "")


def _floor(quote, option) -> dict:
    s_min, red = (quote.sizing_floor(option) if quote is not None
                  else (option.min_servers, option.redundancy))
    return dict(redundancy=red, min_servers=s_min)


def _reserve(r) -> str:
    """The reserve in words (app.calc.reserve), the note the result carries."""
    return next((render(n) for n in r.note_items
                 if n.code.startswith("reserve_") or n.code == "fleet_to_one"), "")


def _years(value) -> str:
    return "never" if value is None else f"{value:.2f} y"


def _horizon(r) -> str:
    """(M38) the carbon over the horizon where the embodied carbon is known."""
    if r.carbon_horizon_kg is None:
        return ""
    return (f", {number(r.carbon_horizon_kg, 0)} kg over the horizon "
            f"({number(r.embodied_kg, 0)} kg embodied)")


def render_text(found: Suggestions, currency: str) -> str:
    lines = [f"Searched {counted(found.searched, 'build', 'builds')}, {found.valid} fit; ranked by "
             f"{found.objective}:"]
    if not found.suggestions:
        lines.append("no build fits the constraints")
    for s in found.suggestions:
        lines += _text_rows(s, currency, f"{s.rank}.")
    if found.on_request:
        lines.append("Price on request (no public price; not ranked on capex, TCO or NPV):")
    for s in found.on_request:
        lines += _text_rows(s, currency, "-")
    return "\n".join(lines)


def _text_rows(s, currency: str, mark: str) -> list[str]:
    r = s.result
    capex, tco = money(r.capex, currency), money(r.tco, currency)
    npv = money(r.npv, currency) if r.npv is not None else "-"
    simple, cumulative = _years(r.simple_payback_years), _years(r.discounted_payback_years)
    if r.price_on_request:
        capex = tco = npv = simple = cumulative = "price on request"
    return [f"{mark} {s.option.label}",
                  f"   {counted(r.servers, 'server', 'servers')}{_format(r)}, "
                  f"{counted(s.racks, 'rack', 'racks')}, utilization "
                  f"{percent(r.utilization)}; capex {capex}, TCO {tco}, NPV {npv}",
                  f"   payback simple {simple}, cumulative "
                  f"{cumulative}; {number(r.annual_kwh_total, 0)} kWh "
                  f"and {number(r.annual_co2_kg, 0)} kg CO2 a year{_horizon(r)}",
                  *([f"   {_reserve(r)}"] if _reserve(r) else []),
                  *([f"   {_plan_line(s)}"] if s.option.growth_plan else []),
                  f"   {render(s.why)}"]


def _plan_line(s) -> str:
    """"staged plan, servers 2 / 2 / 3 / 3 / 4 by year: 2 servers now, 1 more at ..."."""
    r = s.result
    fleet = " / ".join(str(m) for m in r.servers_by_year)
    bought = _purchases(r)
    return (f"{s.option.growth_plan} plan, servers {fleet} by year, peak utilization "
            f"{percent(max(r.utilization_by_year or [0.0]))}" + (f": {bought}" if bought else ""))


def _format(r) -> str:
    """", at FP8": the number format the build runs the model in (M40), where stated."""
    return f", at {format_label(r.precision)}" if r.precision else ""
