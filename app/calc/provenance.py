"""Which inputs an option's figures rest on, each with its source and confidence, so results can
say what was measured and what assumed (METHOD principles). Each input carries a ``key`` and the
names it is about, so that app.io.words.labels can name it in the customer's language."""

from __future__ import annotations

from app.calc.money import extra_lines_totals
from app.calc.tariff import measured_night_share
from app.model import InputUsed, Option, Provenance, Quote
from app.model.provenance import OPTION_MONEY_KEYS, QUOTE_INPUT, Sourced  # noqa: F401
from app.text.in_language import translated

#: the confidence of a price or term the seller quotes (a contract price, not an assumption)
QUOTED = "quoted"
#: the source of a value nobody entered, computed as 0 (METHOD §12.2: never labelled quoted)
NOT_GIVEN = "not given"


def _curve_name(psu) -> str:
    """The efficiency curve as a reader names it: its certification ("80 PLUS Titanium"), not
    the catalogue's level id; a custom curve by its PSU's own name."""
    return psu.name if psu.level == "custom" else f"80 PLUS {psu.level.capitalize()}"


def _names(subject: str, text_of=None, **more: str) -> dict[str, str]:
    """The names an input is about: ``subject`` and, per translated language, ``subject_nl``,
    ``subject_fr`` (``text_of(lang)``; none or empty: the English)."""
    return {"subject": subject, **_words("subject", subject, text_of), **more}


def _words(key: str, english: str, text_of=None) -> dict[str, str]:
    """``{key_nl: ..., key_fr: ...}``: ``text_of(lang)`` for each translated language."""
    return {f"{key}_{lang}": (text_of(lang) if text_of else "") or english
            for lang in translated()}


def _workload(workload) -> dict[str, str]:
    return {"workload": workload.name, **_words("workload", workload.name, workload.name_in)}


def _from(entry: Sourced, field: str, key: str, name: str, value, unit: str = "",
          names: dict[str, str] | None = None) -> InputUsed:
    prov = entry.provenance_of(field)
    return InputUsed(name=name, value=value, unit=unit, source=prov.source,
                     confidence=prov.confidence.value, key=key, names=names or {},
                     source_nl=prov.source_nl, source_fr=prov.source_fr)


def _site(quote: Quote, field: str, name: str, unit: str = "") -> InputUsed:
    prov: Provenance = quote.site.provenance.get(field, QUOTE_INPUT)
    return InputUsed(name=name, value=getattr(quote.site, field), unit=unit, source=prov.source,
                     confidence=prov.confidence.value, key=field, source_nl=prov.source_nl,
                     source_fr=prov.source_fr)


def inputs_used(quote: Quote, option: Option) -> list[InputUsed]:
    """The catalogue values and site inputs behind one option's figures."""
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    psu, cooling = snap.psus[option.psu], snap.cooling[option.cooling]
    workload = snap.workloads[quote.workload.class_id]
    g, s = _names(gpu.name, gpu.name_in), _names(server.model, server.model_in)
    used = []
    if option.use_measured and gpu.measured is not None:
        m = gpu.measured
        used += [
            InputUsed(name=f"{gpu.name} measured idle", value=m.measured_idle_w, unit="W",
                      source=m.source, confidence="measured", key="measured_idle", names=g,
                      source_nl=m.source_nl, source_fr=m.source_fr),
            InputUsed(name=f"{gpu.name} measured full power", value=m.measured_full_w, unit="W",
                      source=m.source, confidence="measured", key="measured_full", names=g,
                      source_nl=m.source_nl, source_fr=m.source_fr),
        ]
    else:
        used += [
            _from(gpu, "tdp_w", "tdp", f"{gpu.name} TDP", gpu.tdp_w, "W", g),
            _from(gpu, "idle_w", "idle_power", f"{gpu.name} idle power", gpu.idle_w, "W", g),
        ]
        busy = gpu.busy_power(workload.id)
        if busy is not None:  # (M33) the published busy power replaces TDP as full power
            used.append(_from(gpu, f"busy_w.{workload.id}", "busy_power",
                              f"{gpu.name} busy power ({workload.name})", busy, "W",
                              {**g, **_workload(workload)}))
    perf_key = f"perf.{workload.id}"
    c = _names(cooling.name, cooling.name_in)
    used += [
        _from(gpu, perf_key, "throughput", f"{gpu.name} throughput ({workload.name})",
              gpu.perf.get(workload.id), f"{workload.unit}/s",
              {**g, **_workload(workload),
               **{f"unit_{lang}": f"{one}/s" for lang, (one, _other)
                  in workload.unit_forms().items() if lang != "en"}}),
        _from(server, "platform_idle_w", "platform_idle", f"{server.model} platform idle",
              server.platform_idle_w, "W", s),
        _from(server, "platform_max_w", "platform_max", f"{server.model} platform max",
              server.platform_max_w, "W", s),
        _from(psu, "curve", "efficiency_curve", f"{psu.name} efficiency curve",
              _curve_name(psu), "", _names(psu.name)),
        _from(cooling, "pue" if cooling.pue is not None else "pue_factor",
              "cooling_pue" if cooling.pue is not None else "cooling_pue_factor",
              f"{cooling.name} PUE",
              cooling.pue if cooling.pue is not None else cooling.pue_factor, "", c),
        _from(cooling, "it_power_factor", "it_power_factor", f"{cooling.name} IT power factor",
              cooling.it_power_factor, "", c),
    ]
    used += _prices(quote, option, gpu, server, g, s)
    if option.fleet_mode and option.utilization_source:
        used.append(InputUsed(name="fleet utilization", value=option.utilization, unit="",
                              source=option.utilization_source, confidence="measured",
                              key="fleet_utilization",
                              source_nl=option.utilization_source_nl,
                              source_fr=option.utilization_source_fr))
    load, tariff = option.measured_load, quote.site.tariff
    if load is not None and tariff is not None and option.rental is None:
        share = measured_night_share(load.hourly_mean_w, tariff.night_hours(),
                                     tariff.night_hours_per_day)
        used.append(InputUsed(
            name="measured night share of the energy", value=round(100.0 * share, 2), unit="%",
            source=f"{load.source}; {load.timezone}", confidence="measured",
            key="measured_night_share",
            source_nl=f"{load.source_nl}; {load.timezone}" if load.source_nl else "",
            source_fr=f"{load.source_fr}; {load.timezone}" if load.source_fr else ""))
    if option.power_cap is not None:
        used.append(_from(workload, "cap_beta", "cap_exponent", f"{workload.name} cap exponent",
                          workload.cap_beta, "",
                          _names(workload.name, workload.name_in)))
    used += [
        _site(quote, "energy_price_per_kwh", "energy price", f"{quote.currency}/kWh"),
        _site(quote, "price_escalation", "price escalation", "/year"),
        _site(quote, "carbon_kg_per_kwh", "carbon intensity", "kg/kWh"),
        _site(quote, "site_pue", "site air PUE"),
        _site(quote, "hours_per_year", "powered hours", "h/year"),
    ]
    return used + option_money_inputs(quote, option)


def marked_if_expired(quote: Quote, entry, field: str, used: InputUsed) -> InputUsed:
    """A price-list price past its validity says so in its source (app.calc.price_validity)."""
    from app.calc.price_validity import expired_source

    return expired_source(quote, entry.provenance_of(field), used)


def _prices(quote: Quote, option: Option, gpu, server, g: dict, s: dict) -> list[InputUsed]:
    """The GPU's and the server's price: a quoted (contract) price is a quote input, never an
    assumption; the baseline's catalogue prices only where its maintenance is a rate on list
    capex (its hardware is not bought, so they are not its capex)."""
    if option.baseline and option.maintenance_rate is None:
        return []
    out = []
    for entry, field, quoted, key, name, names in (
            (gpu, "price_eur", option.gpu_price, "unit_price", f"{gpu.name} unit price", g),
            (server, "base_price_eur", option.server_price, "base_price",
             f"{server.model} base price", s)):
        if quoted is None or option.baseline:
            out.append(marked_if_expired(quote, entry, field, _from(
                entry, field, key, name, getattr(entry, field), quote.currency, names)))
        else:
            out.append(InputUsed(name=name, value=quoted, unit=quote.currency,
                                 source=QUOTE_INPUT.source, confidence=QUOTED, key=key,
                                 names=names))
    return out


def option_money_inputs(quote: Quote, option: Option) -> list[InputUsed]:
    """Installation, extra lines, discount, maintenance and licences of one option, as entered
    in the quote: the seller's prices for a candidate (confidence "quoted"), an estimate of what
    the customer pays today for the baseline (an assumption unless the seller checks it)."""
    conf = QUOTE_INPUT.confidence.value if option.baseline else QUOTED
    names = _names(option.label)
    cur = quote.currency

    def item(key, name, value, unit):
        return InputUsed(name=f"{option.label} {name}", value=value, unit=unit,
                         source=QUOTE_INPUT.source, confidence=conf, key=key, names=names)

    out = []
    if not option.baseline and not option.installation:  # a 0 never reads as quoted (M41)
        out.append(InputUsed(name=f"{option.label} installation", value=0.0, unit=cur,
                             source=NOT_GIVEN, confidence="assumption", key="installation",
                             names=names))
    elif not option.baseline:
        out.append(item("installation", "installation", option.installation, cur))
        each, once = extra_lines_totals(option.extras)
        if each:
            out.append(item("extra_lines_per_server", "extra lines per server", each, cur))
        if once:
            out.append(item("extra_lines", "extra lines for the option", once, cur))
        if option.discount:
            out.append(item("line_discount", "line discount", option.discount * 100, "%"))
    if option.maintenance_rate is not None:
        out.append(item("maintenance_rate", "maintenance rate on list capex",
                        option.maintenance_rate * 100, "%"))
    elif option.maintenance_per_year is not None or option.baseline or option.rental:
        out.append(item("maintenance_per_year", "maintenance per year",
                        option.maintenance_per_year or 0.0, f"{cur}/year"))
    else:  # (M41) nothing entered: the server row's support rate, else not given
        out += support_inputs(quote, option)
    if option.licence_per_gpu_year:
        out.append(item("licence_per_gpu_year", "licence per GPU-year",
                        option.licence_per_gpu_year, cur))
    return out


def support_inputs(quote: Quote, option: Option) -> list[InputUsed]:
    """(M41) A purchased candidate with no maintenance entered: the server row's support rate
    and warranty with their sources, or maintenance "not given" (0 used), never quoted."""
    server = quote.catalog.servers[option.server]
    names = _names(option.label)
    if option.rental is not None:
        return []
    if server.support_rate is None:
        return [InputUsed(name=f"{option.label} maintenance per year", value=0.0,
                          unit=f"{quote.currency}/year", source=NOT_GIVEN,
                          confidence="assumption", key="maintenance_per_year", names=names)]
    s = _names(server.model, server.model_in)
    out = [_from(server, "support_rate", "support_rate",
                 f"{server.model} support rate on list capex after the warranty",
                 server.support_rate * 100, "%", s)]
    if option.warranty_years is not None:
        out.append(InputUsed(name=f"{option.label} warranty", value=option.warranty_years,
                             unit="years", source=QUOTE_INPUT.source, confidence=QUOTED,
                             key="warranty_years", names=names))
    else:
        out.append(_from(server, "warranty_years", "warranty_years", f"{server.model} warranty",
                         server.warranty_years or 0, "years", s))
    return out
