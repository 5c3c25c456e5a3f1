"""``gpu-tco suggest QUOTE``: the configurator's top builds as text or one JSON document, and
``--add N`` writing suggestion N into the quote as an option (atomic, old version kept).
The ranking is ``app.calc.configurator.suggest``, the same function the Suggest view calls.

The text speaks the reader's language (``--lang``), as ``calc`` and ``analyze`` do: its words
are the keyed table ``TEXTS`` (msgctxt ``suggest:<key>``, translated in the catalogues), its
figures in the language's formats, the engine's notes worded from their Notes, the builds named
by ``labeller``. The JSON keeps its English keys, notes and unrounded figures in every language;
only the names (``label``, the option's name once added) are the reader's."""

from __future__ import annotations

import json
from pathlib import Path

from app.calc.configurator import Limits, Suggestions, add_suggestion, suggest
from app.calc.configurator.growth_rank import PLANS
from app.calc.configurator.search import build_label
from app.errors import AppError, Said
from app.io.export.i18n import t
from app.io.quote.store import load_quote, save_quote
from app.io.report.analysis import _count, clean
from app.io.words.formatting import money, note_text, number, percent, price_on_request, years
from app.io.words.labels import profile_name
from app.model.notes import render
from app.model.precision import label as format_label
from app.model.precision import parse_formats, with_accepted
from app.text import trc


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
        raise AppError(Said("--top {n}: give 1 or more", Said("suggest"), n=str(top)))
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
            raise AppError(Said("--add {n}: give 1 to {count}, the number of a suggestion",
                                Said("suggest"), n=str(add), count=len(found.suggestions)))
        chosen = found.suggestions[add - 1]
        save_quote(add_suggestion(quote, catalog, chosen), path)
        print(_t(lang, "added", label=repr(chosen.option.label), path=path))
        return 0
    found = Suggestions(found.objective, found.searched, found.valid, found.suggestions[:top],
                        found.on_request[:top])
    print(json.dumps(clean(as_dict(found, quote)), indent=2, allow_nan=False, ensure_ascii=False)
          if as_json else render_text(found, quote.currency, lang))
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


def _purchases(r, lang: str | None = None) -> str:
    """"4 servers now, 1 more at the start of year 3" where the plan buys later, else ""."""
    return next((_said(n, lang) for n in r.note_items if n.code == "growth_purchases"), "")


def _said(n, lang: str | None) -> str:
    """A note as the JSON has it (``lang`` None: the engine's English), else in ``lang``."""
    return render(n) if lang is None else note_text(n, lang)


def _floor(quote, option) -> dict:
    s_min, red = (quote.sizing_floor(option) if quote is not None
                  else (option.min_servers, option.redundancy))
    return dict(redundancy=red, min_servers=s_min)


def _reserve(r, lang: str | None = None) -> str:
    """The reserve in words (app.calc.reserve), the note the result carries (see _said)."""
    return next((_said(n, lang) for n in r.note_items
                 if n.code.startswith("reserve_") or n.code == "fleet_to_one"), "")


#: {key: English}: every text the report writes (the key is the msgctxt "suggest:<key>");
#: ``{n:server|servers}`` is a count form (French: one|many|other)
TEXTS = {
    # "{valid:fit|fit}": the verb takes the count's form where a language's does (passen)
    "header": ("Searched {searched} {searched:build|builds}, {valid} {valid:fit|fit}; "
               "ranked by {objective}:"),
    # the objectives (--objective) as the header names them
    "objective_npv": "NPV", "objective_tco": "TCO", "objective_energy": "energy",
    "objective_co2": "CO2", "objective_capex": "capex",
    "objective_carbon": "carbon over the horizon",
    "none": "no build fits the constraints",
    "on_request": "Price on request (no public price; not ranked on capex, TCO or NPV):",
    "fleet": ("{servers} {servers:server|servers}{format}, {racks} {racks:rack|racks}, "
              "utilization {u}; capex {capex}, TCO {tco}, NPV {npv}"),
    "format": ", at {format}",
    "payback": ("payback simple {simple}, cumulative {cumulative}; {kwh} kWh and {co2} kg CO2 "
                "a year{horizon}"),
    "horizon": ", {kg} kg over the horizon ({embodied} kg embodied)",
    # (M44) the purchase plan by its id (upfront, staged)
    "plan_upfront": "upfront plan, servers {fleet} by year, peak utilization {peak}",
    "plan_staged": "staged plan, servers {fleet} by year, peak utilization {peak}",
    "bought": "{plan}: {bought}",
    "added": "added option {label} to {path}",
}


def _t(lang: str, key: str, **values) -> str:
    """The table's text ``key`` in ``lang`` (msgctxt ``suggest:<key>``), ``values`` filled in."""
    return trc(lang, f"suggest:{key}", TEXTS[key], **values)


def objective_name(objective: str, lang: str = "en") -> str:
    """An objective (``npv``, ``energy`` …) as the report's header names it."""
    key = f"objective_{objective}"
    return _t(lang, key) if key in TEXTS else objective


def _horizon(r, lang: str) -> str:
    """(M38) the carbon over the horizon where the embodied carbon is known."""
    if r.carbon_horizon_kg is None:
        return ""
    return _t(lang, "horizon", kg=number(r.carbon_horizon_kg, 0, lang),
              embodied=number(r.embodied_kg, 0, lang))


def render_text(found: Suggestions, currency: str, lang: str = "en") -> str:
    """The suggestions as ``gpu-tco [--lang L] suggest`` prints them, in ``lang``: its words
    from ``TEXTS``, its figures in the language's formats, the engine's notes worded."""
    lines = [_t(lang, "header", searched=_count(found.searched, lang),
                valid=_count(found.valid, lang),
                objective=objective_name(found.objective, lang))]
    if not found.suggestions:
        lines.append(_t(lang, "none"))
    for s in found.suggestions:
        lines += _text_rows(s, currency, f"{s.rank}.", lang)
    if found.on_request:
        lines.append(_t(lang, "on_request"))
    for s in found.on_request:
        lines += _text_rows(s, currency, "-", lang)
    return "\n".join(lines)


def _text_rows(s, currency: str, mark: str, lang: str = "en") -> list[str]:
    r = s.result
    capex, tco = money(r.capex, currency, lang), money(r.tco, currency, lang)
    npv = money(r.npv, currency, lang) if r.npv is not None else "-"
    simple, cumulative = years(r.simple_payback_years, lang), years(r.discounted_payback_years,
                                                                    lang)
    if r.price_on_request:
        capex = tco = npv = simple = cumulative = price_on_request(lang)
    reserve = _reserve(r, lang)
    return [f"{mark} {s.option.label}",
            "   " + _t(lang, "fleet", servers=_count(r.servers, lang), format=_format(r, lang),
                       racks=_count(s.racks, lang), u=percent(r.utilization, 1, lang),
                       capex=capex, tco=tco, npv=npv),
            "   " + _t(lang, "payback", simple=simple, cumulative=cumulative,
                       kwh=number(r.annual_kwh_total, 0, lang),
                       co2=number(r.annual_co2_kg, 0, lang), horizon=_horizon(r, lang)),
            *([f"   {reserve}"] if reserve else []),
            *([f"   {_plan_line(s, lang)}"] if s.option.growth_plan else []),
            f"   {note_text(s.why, lang)}"]


def _plan_line(s, lang: str = "en") -> str:
    """"staged plan, servers 2 / 2 / 3 / 3 / 4 by year: 2 servers now, 1 more at ..."."""
    r = s.result
    fleet = " / ".join(number(m, 0, lang) for m in r.servers_by_year)
    bought = _purchases(r, lang)
    key = f"plan_{s.option.growth_plan}"
    peak = percent(max(r.utilization_by_year or [0.0]), 1, lang)
    line = (_t(lang, key, fleet=fleet, peak=peak) if key in TEXTS
            else f"{s.option.growth_plan}, {fleet}, {peak}")
    return _t(lang, "bought", plan=line, bought=bought) if bought else line


def _format(r, lang: str = "en") -> str:
    """", at FP8": the number format the build runs the model in (M40), where stated."""
    return _t(lang, "format", format=format_label(r.precision)) if r.precision else ""
