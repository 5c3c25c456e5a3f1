"""Column names of the catalogue's fields in the UI's language: the Catalogue page showed the
file's own keys (``tdp_w``, ``platform_idle_w``) as headers, English and internal in the Dutch
window (seen looking at every screen). The key stays the column's tooltip and UserRole,
since the catalogue files and ``gpu-tco catalog`` name fields by it."""

from __future__ import annotations

from app.ui.i18n import N, T

CTX = "CatalogFields"

LABELS = {
    "id": N(CTX, "id"),
    "vendor": N(CTX, "vendor"),
    "name": N(CTX, "name"),
    "name_nl": N(CTX, "Dutch name"),
    "name_fr": N(CTX, "French name"),
    "model": N(CTX, "model"),
    "model_nl": N(CTX, "Dutch model description"),
    "model_fr": N(CTX, "French model description"),
    "form_factor": N(CTX, "form factor"),
    "tdp_w": N(CTX, "TDP [W]"),
    "idle_w": N(CTX, "idle power [W]"),
    "min_power_limit_w": N(CTX, "lowest power limit [W]"),
    "max_power_limit_w": N(CTX, "highest power limit [W]"),
    "memory_gb": N(CTX, "memory [GB]"),
    "memory_bandwidth_gb_s": N(CTX, "memory bandwidth [GB/s]"),
    "tflops_fp64": N(CTX, "TFLOPS FP64"),
    "tflops_tf32": N(CTX, "TFLOPS TF32"),
    "tflops_bf16": N(CTX, "TFLOPS BF16"),
    "tflops_fp8": N(CTX, "TFLOPS FP8"),
    "tflops_fp4": N(CTX, "TFLOPS FP4"),
    "release_year": N(CTX, "year released"),
    "price_eur": N(CTX, "price [EUR]"),
    "embodied_kg_co2e": N(CTX, "CO₂ from production [kg]"),
    "status": N(CTX, "status"),
    "rack_units": N(CTX, "rack units (U)"),
    "gpu_slots": N(CTX, "GPU slots"),
    "platform_idle_w": N(CTX, "platform idle [W]"),
    "platform_max_w": N(CTX, "platform maximum [W]"),
    "power_figures_for": N(CTX, "power figures for cooling"),
    "psu_bays": N(CTX, "PSU bays"),
    "base_price_eur": N(CTX, "base price [EUR]"),
    "warranty_years": N(CTX, "standard warranty [years]"),
    "support_rate": N(CTX, "support after the warranty [share of list price a year]"),
    "rating_w": N(CTX, "rating [W]"),
    "level": N(CTX, "80 PLUS level"),
    "sharing": N(CTX, "load sharing"),
    "type": N(CTX, "type"),
    "pue": N(CTX, "PUE"),
    "pue_factor": N(CTX, "factor on the site's PUE"),
    "it_power_factor": N(CTX, "factor on the IT power"),
    "capex_per_server_eur": N(CTX, "investment per server [EUR]"),
    "unit": N(CTX, "work unit"),
    "unit_plural": N(CTX, "work unit, plural"),
    "unit_nl": N(CTX, "Dutch work unit"),
    "unit_plural_nl": N(CTX, "Dutch work unit, plural"),
    "unit_fr": N(CTX, "French work unit"),
    "unit_plural_fr": N(CTX, "French work unit, plural"),
    "cap_beta": N(CTX, "power-limit exponent"),
    "precision": N(CTX, "precision"),
    "precisions": N(CTX, "native number formats"),
    "description": N(CTX, "description"),
    "model_memory_gb": N(CTX, "model memory [GB]"),
    "params_b": N(CTX, "model parameters [10⁹]"),
    "overhead_gb": N(CTX, "working memory per instance [GB]"),
    "carbon_kg_per_kwh": N(CTX, "carbon intensity [kg CO₂/kWh]"),
    "carbon_market_kg_per_kwh": N(CTX, "market-based carbon intensity [kg CO₂/kWh]"),
    "carbon_market_year": N(CTX, "market-based carbon: year"),
    "carbon_year": N(CTX, "carbon year"),
    "energy_price_per_kwh": N(CTX, "energy price [per kWh]"),
    "currency": N(CTX, "currency"),
}
#: the nested tables' fields, ``perf.<workload>`` and ``busy_w.<workload>``
NESTED = {"perf": N(CTX, "throughput: {workload} [{unit}/s]"),
          "busy_w": N(CTX, "busy power: {workload} [W]"),
          "perf_precision": N(CTX, "throughput format: {workload}")}


def field_label(field: str, workloads: dict | None = None, lang: str = "en") -> str:
    """The column name of ``field`` in the UI's language; a nested field names its workload
    class (its display name where ``workloads`` has it); a field without a label its key."""
    table, dot, key = field.partition(".")
    if dot and table in NESTED:
        workload = (workloads or {}).get(key)
        name = workload.name_in(lang) if workload is not None else key
        unit = getattr(workload, "unit", None) or T(CTX, "unit")
        return T(CTX, NESTED[table]).format(workload=name, unit=unit)
    return T(CTX, LABELS[field]) if field in LABELS else field
