"""Which inputs an option's figures rest on, each with its source and confidence, so results can
say what was measured and what assumed (METHOD principles)."""

from __future__ import annotations

from app.model import InputUsed, Option, Provenance, Quote
from app.model.provenance import QUOTE_INPUT, Sourced


def _from(entry: Sourced, field: str, name: str, value, unit: str = "") -> InputUsed:
    prov = entry.provenance_of(field)
    return InputUsed(name=name, value=value, unit=unit, source=prov.source,
                     confidence=prov.confidence.value)


def _site(quote: Quote, field: str, name: str, unit: str = "") -> InputUsed:
    prov: Provenance = quote.site.provenance.get(field, QUOTE_INPUT)
    return InputUsed(name=name, value=getattr(quote.site, field), unit=unit, source=prov.source,
                     confidence=prov.confidence.value)


def inputs_used(quote: Quote, option: Option) -> list[InputUsed]:
    """The catalogue values and site inputs behind one option's figures."""
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    psu, cooling = snap.psus[option.psu], snap.cooling[option.cooling]
    workload = snap.workloads[quote.workload.class_id]
    used = []
    if option.use_measured and gpu.measured is not None:
        m = gpu.measured
        used += [
            InputUsed(name=f"{gpu.name} measured idle", value=m.measured_idle_w, unit="W",
                      source=m.source, confidence="measured"),
            InputUsed(name=f"{gpu.name} measured full power", value=m.measured_full_w, unit="W",
                      source=m.source, confidence="measured"),
        ]
    else:
        used += [
            _from(gpu, "tdp_w", f"{gpu.name} TDP", gpu.tdp_w, "W"),
            _from(gpu, "idle_w", f"{gpu.name} idle power", gpu.idle_w, "W"),
        ]
        busy = gpu.busy_power(workload.id)
        if busy is not None:  # (M33) the published busy power replaces TDP as full power
            used.append(_from(gpu, f"busy_w.{workload.id}",
                              f"{gpu.name} busy power ({workload.name})", busy, "W"))
    perf_key = f"perf.{workload.id}"
    used += [
        _from(gpu, perf_key, f"{gpu.name} throughput ({workload.name})",
              gpu.perf.get(workload.id), f"{workload.unit}/s"),
        _from(gpu, "price_eur", f"{gpu.name} unit price", gpu.price_eur, quote.currency),
        _from(server, "platform_idle_w", f"{server.model} platform idle", server.platform_idle_w, "W"),
        _from(server, "platform_max_w", f"{server.model} platform max", server.platform_max_w, "W"),
        _from(server, "base_price_eur", f"{server.model} base price", server.base_price_eur,
              quote.currency),
        _from(psu, "curve", f"{psu.name} efficiency curve", psu.level, ""),
        _from(cooling, "pue" if cooling.pue is not None else "pue_factor", f"{cooling.name} PUE",
              cooling.pue if cooling.pue is not None else cooling.pue_factor, ""),
        _from(cooling, "it_power_factor", f"{cooling.name} IT power factor",
              cooling.it_power_factor, ""),
    ]
    if option.fleet_mode and option.utilization_source:
        used.append(InputUsed(name="fleet utilization", value=option.utilization, unit="",
                              source=option.utilization_source, confidence="measured"))
    if option.power_cap is not None:
        used.append(_from(workload, "cap_beta", f"{workload.name} cap exponent", workload.cap_beta))
    used += [
        _site(quote, "energy_price_per_kwh", "energy price", f"{quote.currency}/kWh"),
        _site(quote, "price_escalation", "price escalation", "/year"),
        _site(quote, "carbon_kg_per_kwh", "carbon intensity", "kg/kWh"),
        _site(quote, "site_pue", "site air PUE"),
        _site(quote, "hours_per_year", "powered hours", "h/year"),
    ]
    return used
