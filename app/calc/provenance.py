"""Which inputs an option's figures rest on, each with its source and confidence, so results can
say what was measured and what assumed (METHOD principles). Each input carries a ``key`` and the
names it is about, so that app.io.labels can name it in the customer's language."""

from __future__ import annotations

from app.model import InputUsed, Option, Provenance, Quote
from app.model.provenance import QUOTE_INPUT, Sourced


def _names(subject: str, subject_nl: str = "", **more: str) -> dict[str, str]:
    return {"subject": subject, "subject_nl": subject_nl or subject, **more}


def _from(entry: Sourced, field: str, key: str, name: str, value, unit: str = "",
          names: dict[str, str] | None = None) -> InputUsed:
    prov = entry.provenance_of(field)
    return InputUsed(name=name, value=value, unit=unit, source=prov.source,
                     confidence=prov.confidence.value, key=key, names=names or {})


def _site(quote: Quote, field: str, name: str, unit: str = "") -> InputUsed:
    prov: Provenance = quote.site.provenance.get(field, QUOTE_INPUT)
    return InputUsed(name=name, value=getattr(quote.site, field), unit=unit, source=prov.source,
                     confidence=prov.confidence.value, key=field)


def inputs_used(quote: Quote, option: Option) -> list[InputUsed]:
    """The catalogue values and site inputs behind one option's figures."""
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    psu, cooling = snap.psus[option.psu], snap.cooling[option.cooling]
    workload = snap.workloads[quote.workload.class_id]
    g, s = _names(gpu.name), _names(server.model)
    used = []
    if option.use_measured and gpu.measured is not None:
        m = gpu.measured
        used += [
            InputUsed(name=f"{gpu.name} measured idle", value=m.measured_idle_w, unit="W",
                      source=m.source, confidence="measured", key="measured_idle", names=g),
            InputUsed(name=f"{gpu.name} measured full power", value=m.measured_full_w, unit="W",
                      source=m.source, confidence="measured", key="measured_full", names=g),
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
                              {**g, "workload": workload.name,
                               "workload_nl": workload.name_in("nl")}))
    perf_key = f"perf.{workload.id}"
    c = _names(cooling.name, cooling.name_nl)
    used += [
        _from(gpu, perf_key, "throughput", f"{gpu.name} throughput ({workload.name})",
              gpu.perf.get(workload.id), f"{workload.unit}/s",
              {**g, "workload": workload.name, "workload_nl": workload.name_in("nl")}),
        _from(gpu, "price_eur", "unit_price", f"{gpu.name} unit price", gpu.price_eur,
              quote.currency, g),
        _from(server, "platform_idle_w", "platform_idle", f"{server.model} platform idle",
              server.platform_idle_w, "W", s),
        _from(server, "platform_max_w", "platform_max", f"{server.model} platform max",
              server.platform_max_w, "W", s),
        _from(server, "base_price_eur", "base_price", f"{server.model} base price",
              server.base_price_eur, quote.currency, s),
        _from(psu, "curve", "efficiency_curve", f"{psu.name} efficiency curve", psu.level, "",
              _names(psu.name)),
        _from(cooling, "pue" if cooling.pue is not None else "pue_factor",
              "cooling_pue" if cooling.pue is not None else "cooling_pue_factor",
              f"{cooling.name} PUE",
              cooling.pue if cooling.pue is not None else cooling.pue_factor, "", c),
        _from(cooling, "it_power_factor", "it_power_factor", f"{cooling.name} IT power factor",
              cooling.it_power_factor, "", c),
    ]
    if option.fleet_mode and option.utilization_source:
        used.append(InputUsed(name="fleet utilization", value=option.utilization, unit="",
                              source=option.utilization_source, confidence="measured",
                              key="fleet_utilization"))
    if option.power_cap is not None:
        used.append(_from(workload, "cap_beta", "cap_exponent", f"{workload.name} cap exponent",
                          workload.cap_beta, "",
                          _names(workload.name, workload.name_in("nl"))))
    used += [
        _site(quote, "energy_price_per_kwh", "energy price", f"{quote.currency}/kWh"),
        _site(quote, "price_escalation", "price escalation", "/year"),
        _site(quote, "carbon_kg_per_kwh", "carbon intensity", "kg/kWh"),
        _site(quote, "site_pue", "site air PUE"),
        _site(quote, "hours_per_year", "powered hours", "h/year"),
    ]
    return used
