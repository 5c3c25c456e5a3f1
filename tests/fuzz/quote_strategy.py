"""A hypothesis strategy for random VALID quotes over every feature of the schema: a synthetic catalogue (GPUs with measured profiles and power profiles, servers with air-
or liquid-rated figures, PSUs with their own curves and hot-spare sharing, air / DLC /
immersion cooling with an absolute PUE or a factor), a site with day/night tariffs and hourly
carbon, budgets, racks and colocation, and options in fleet and sizing mode with caps, cap
curves, profiles, measured power, prices, discounts, maintenance, licences and resale; and the
later features: published busy power (M33), announced parts and board fit lists (§11.3),
redundancy and minimum fleets (M13a), the bill in components with banded tax and a capacity
charge (M19a-c), a green contract's intensity, residual value and financing (M35, M36), rentals
(M37), embodied carbon (M38, M39), bill-of-materials lines and dismissed plausibility warnings.

Every value lies inside the schema's bounds (app.model.bounds): the quote validates, so any
failure downstream is the engine's. Other helpers extend it: ``quote_dicts(extra_site=...,
extra_option=..., extra_quote=...)`` takes strategies of extra fields (dicts merged in), and
``quotes()`` is the validated Quote.

    from quote_strategy import quotes
    @given(quotes())
    def test_something(quote): ...
"""

from __future__ import annotations

from hypothesis import strategies as st

from app.model import Quote
from app.model.quote import SCHEMA_VERSION

WORKLOAD = "w"
PROFILE_IDS = ("frequency_scaling", "training", "inference")


def _f(low: float, high: float) -> st.SearchStrategy[float]:
    return st.floats(low, high, allow_nan=False, allow_infinity=False)


def _maybe(strategy) -> st.SearchStrategy:
    return st.none() | strategy


def _source() -> dict:
    return {"source": "fuzz (generated)", "confidence": "assumption"}


@st.composite
def gpus(draw, index: int) -> dict:
    tdp = draw(_f(50, 1500))
    idle = draw(_f(0, 0.6)) * tdp
    gpu = {
        **_source(), "id": f"gpu-{index}", "vendor": "Fuzz", "name": f"GPU {index}",
        "form_factor": draw(st.sampled_from(["SXM", "OAM", "PCIe"])),
        "tdp_w": tdp, "idle_w": idle,
        "min_power_limit_w": max(1.0, draw(_f(0.1, 1.0)) * tdp),
        "price_eur": draw(_f(0, 100_000)),
        "profiles": draw(st.lists(st.sampled_from(PROFILE_IDS), unique=True)),
        "perf": {WORKLOAD: draw(st.sampled_from([1e-3, 0.35, 1.4]) | _f(0.01, 20_000))},
        "tflops_bf16": draw(_maybe(_f(0, 5000))),
        "embodied_kg_co2e": draw(_maybe(_f(0, 2000))),
        "status": draw(st.sampled_from(["shipping", "shipping", "announced"])),
    }
    if draw(st.booleans()):  # (M33) idle_w < busy_w <= tdp_w
        gpu["busy_w"] = {WORKLOAD: idle + draw(_f(0.001, 1.0)) * (tdp - idle)}
    if draw(st.booleans()):
        full = draw(_f(1, 1.5 * tdp))
        gpu["measured"] = {
            "measured_idle_w": draw(_f(0, 1)) * full, "measured_full_w": full,
            "cooling": draw(st.sampled_from(["air", "liquid"])),
            "source": "fuzz.csv, 2026-01-01", "samples": draw(st.integers(0, 10_000)),
        }
    return gpu


@st.composite
def servers(draw, index: int) -> dict:
    idle = draw(_f(0, 3000))
    rack = draw(st.integers(0, 9)) == 0  # GB200/GB300 NVL72-like
    return {
        **_source(), "id": f"server-{index}", "vendor": "Fuzz", "model": f"Server {index}",
        "rack_units": draw(st.integers(1, 10)), "gpu_slots": 72 if rack else 8,
        "form_factors": ["SXM"] if rack else ["SXM", "OAM", "PCIe"],
        "platform_idle_w": idle, "platform_max_w": idle + draw(_f(0, 4000)),
        "power_figures_for": draw(st.sampled_from(["air", "liquid"])),
        "psu_bays": 8, "cooling": ["air", "dlc", "immersion"],
        "base_price_eur": draw(_f(0, 300_000)),
        "embodied_kg_co2e": draw(_maybe(_f(0, 20_000))),
        # METHOD §11.3: a board that takes only some GPUs or counts (others are refused)
        "gpus": [] if draw(st.integers(0, 3)) else draw(st.lists(
            st.sampled_from([f"gpu-{i}" for i in range(3)]), min_size=1, max_size=3, unique=True)),
        "gpu_counts": [] if draw(st.integers(0, 3)) else draw(st.sampled_from(
            [[72]] if rack else [[8], [4, 8], [1, 2, 4, 8]])),
        "rack_scale": rack,
    }


@st.composite
def curves(draw) -> list:
    loads = sorted(draw(st.lists(_f(0, 1.5), min_size=1, max_size=6, unique=True)))
    return [[x, draw(_f(0.5, 1.0))] for x in loads]


@st.composite
def psus(draw, index: int) -> dict:
    return {
        **_source(), "id": f"psu-{index}", "name": f"PSU {index}",
        "rating_w": draw(_f(300, 6000)), "level": "custom", "curve": draw(curves()),
        "sharing": draw(st.sampled_from(["active", "hot_spare"])),
    }


@st.composite
def coolings(draw, index: int) -> dict:
    cooling = {
        **_source(), "id": f"cool-{index}", "name": f"Cooling {index}",
        "type": draw(st.sampled_from(["air", "dlc", "immersion"])),
        "it_power_factor": draw(_f(0.8, 1.1)), "capex_per_server_eur": draw(_f(0, 30_000)),
    }
    if draw(st.booleans()):
        cooling["pue"] = draw(_f(1.0, 3.0))
    else:  # a factor on the site PUE (below 1 x site PUE: the engine refuses the option)
        cooling["pue_factor"] = draw(_f(0.5, 1.5))
    return cooling


@st.composite
def tariffs(draw) -> dict:
    tariff = {
        "day_price_per_kwh": draw(_f(0, 1)), "night_price_per_kwh": draw(_f(0, 1)),
        "night_hours_per_day": draw(_f(0.5, 23.5)), "night_start_hour": draw(st.integers(0, 23)),
        "flexible_share": draw(_f(0, 1)),
    }
    if draw(st.booleans()):
        tariff["hourly_carbon_kg_per_kwh"] = draw(st.lists(_f(0, 1), min_size=24, max_size=24))
    return tariff


@st.composite
def bills(draw) -> dict:
    """(M19a-c) The bill in components: consecutive tax bands (the last one may be open)."""
    edges = sorted(draw(st.lists(_f(1, 1e8), max_size=4, unique=True)))
    bounds = [0.0, *edges]
    bands = [{"from_kwh": lo, "to_kwh": hi, "per_kwh": draw(_f(0, 0.2))}
             for lo, hi in zip(bounds, bounds[1:])]
    if draw(st.booleans()):
        bands.append({"from_kwh": bounds[-1], "to_kwh": None, "per_kwh": draw(_f(0, 0.2))})
    return {
        "energy_price_per_kwh": draw(_f(0, 1)), "tax_bands": bands,
        "tax_escalation": draw(_f(-0.1, 0.2)),
        "site_kwh_per_year": draw(st.just(0.0) | _f(0, 1e9)),
        "capacity_price_per_kw_month": draw(st.just(0.0) | _f(0, 20)),
        "capacity_escalation": draw(_f(-0.1, 0.2)),
        "source": "fuzz (generated), 2026",
    }


@st.composite
def sites(draw) -> dict:
    price = draw(st.sampled_from(["all-in", "tariff", "bill"]))
    return {
        "energy_price_per_kwh": draw(_f(0, 1)), "price_escalation": draw(_f(-0.1, 0.2)),
        "carbon_kg_per_kwh": draw(_f(0, 1)), "site_pue": draw(_f(1.0, 3.0)),
        "hours_per_year": draw(_f(100, 8784)), "years": draw(st.integers(1, 30)),
        "discount_rate": draw(_f(-0.05, 0.3)),
        "budget_kw": draw(_maybe(_f(1, 10_000))), "design_pue": draw(_maybe(_f(1.0, 3.0))),
        "rack_limit_kw": draw(_maybe(_f(1, 100))), "rack_u": draw(st.integers(1, 60)),
        "colocation_per_kw_year": draw(_maybe(_f(0, 5000))),
        "tariff": draw(tariffs()) if price == "tariff" else None,
        "bill": draw(bills()) if price == "bill" else None,
        "market_carbon_kg_per_kwh": draw(_maybe(_f(0, 1))),
    }


@st.composite
def power_modes(draw) -> dict:
    """A cap (with or without a measured cap curve), a profile, or neither."""
    kind = draw(st.sampled_from(["none", "cap", "cap_curve", "profile", "custom"]))
    if kind == "cap":
        return {"power_cap": draw(_f(0.05, 1.0))}
    if kind == "cap_curve":
        low = draw(_f(0.05, 0.95))
        return {"power_cap": draw(_f(0.05, 1.0)),
                "cap_curve": [[low, draw(_f(0.01, 1.0))], [1.0, 1.0]]}
    if kind == "profile":
        return {"profile": {"id": draw(st.sampled_from(PROFILE_IDS))}}
    if kind == "custom":
        return {"profile": {"id": "custom", "phi": draw(_f(0.01, 1.5)),
                            "lam": draw(_f(0.01, 1.5))}}
    return {}


@st.composite
def options(draw, index: int, baseline: bool, n_gpus: int, n_servers: int, n_psus: int,
            n_cooling: int, extra=None) -> dict:
    count = draw(st.integers(1, 8))
    option = {
        "label": f"option {index}" + draw(st.sampled_from(["", " (é, 8×)", ""])),
        "baseline": baseline,
        "server": f"server-{draw(st.integers(0, n_servers - 1))}",
        "gpu": f"gpu-{draw(st.integers(0, n_gpus - 1))}",
        "gpus_per_server": draw(st.sampled_from([1, 2, 4, 8, 8, 8, 72])),
        "psu": f"psu-{draw(st.integers(0, n_psus - 1))}",
        "psu_count": count, "psu_spares": draw(st.integers(0, count - 1)),
        "cooling": f"cool-{draw(st.integers(0, n_cooling - 1))}",
        "use_measured": draw(st.booleans()),
        "installation": draw(_f(0, 100_000)),
        "licence_per_gpu_year": draw(st.just(0.0) | _f(0, 5000)),
        "gpu_price": draw(_maybe(_f(0, 100_000))),
        "server_price": draw(_maybe(_f(0, 300_000))),
        "discount": draw(st.just(0.0) | _f(0, 0.9)),
        **draw(power_modes()),
    }
    maintenance = draw(st.sampled_from(["none", "amount", "rate"]))
    if maintenance == "amount":
        option["maintenance_per_year"] = draw(_f(0, 200_000))
    elif maintenance == "rate":
        option["maintenance_rate"] = draw(_f(0, 0.2))
    if draw(st.booleans()):  # fleet mode; sizing mode otherwise
        option["servers"] = draw(st.integers(1, 200))
        option["utilization"] = draw(st.sampled_from([0.0, 1.0]) | _f(0, 1))
    option["residual_fraction"] = draw(st.just(0.0) | _f(0, 1))
    option["extras"] = draw(st.lists(st.fixed_dictionaries({  # bill-of-materials lines (M22)
        "description": st.sampled_from(["Support 5 y", "=SUM(A1)", "<b>CDU</b>", "Rails"]),
        "quantity": _f(0.5, 100), "unit_price": _f(0, 50_000),
        "per_server": st.booleans(), "optional": st.booleans()}),
        max_size=0 if baseline else 3))  # the baseline is not bought
    if not baseline and draw(st.booleans()):  # (M36); the baseline is not bought, not financed
        option["financing"] = {"share": draw(_f(0.01, 1)), "rate": draw(_f(0, 0.3)),
                               "months": draw(st.integers(1, 360))}
    if not baseline and draw(st.integers(0, 4)) == 0:  # (M37) rented instead of bought
        option["rental"] = {
            "price_per_gpu_hour": draw(_f(0.01, 20)),
            "billing": draw(st.sampled_from(["reserved", "on_demand"])),
            "escalation": draw(_f(-0.1, 0.2)), "fixed_per_year": draw(_f(0, 1e5)),
            "migration": draw(_f(0, 1e5)), "upfront_fee": draw(_f(0, 1e5)),
            "provider_pue": draw(_f(1, 2)),
            "provider_carbon_kg_per_kwh": draw(_maybe(_f(0, 1))),
        }
        for bought_only in ("servers", "utilization", "financing"):  # a sized candidate
            option.pop(bought_only, None)
        option["residual_fraction"], option["extras"] = 0.0, []
    option["min_servers"] = draw(st.none() | st.integers(1, 50))
    option["redundancy"] = draw(st.none() | st.integers(0, 5))
    if draw(st.integers(0, 3)) == 0:  # a fleet measured by telemetry: its load over the day
        hourly = [draw(st.just(0.0) | _f(0, 1e6)) for _ in range(24)]
        option["measured_load"] = {"hourly_mean_w": hourly if sum(hourly) > 0 else [1.0] * 24,
                                   "timezone": "Europe/Amsterdam",
                                   "source": draw(st.sampled_from(["Prometheus http://p:9090",
                                                                   "=SUM(A1)", "<b>x</b>"]))}
    if extra is not None:
        option.update(draw(extra))
    return option


@st.composite
def quote_dicts(draw, extra_site=None, extra_option=None, extra_quote=None) -> dict:
    """A quote as the JSON document a file holds (validates as ``Quote``)."""
    n_gpus, n_servers = draw(st.integers(1, 3)), draw(st.integers(1, 2))
    n_psus, n_cooling = draw(st.integers(1, 2)), draw(st.integers(1, 3))
    catalog = {
        "gpus": {f"gpu-{i}": draw(gpus(i)) for i in range(n_gpus)},
        "servers": {f"server-{i}": draw(servers(i)) for i in range(n_servers)},
        "psus": {f"psu-{i}": draw(psus(i)) for i in range(n_psus)},
        "cooling": {f"cool-{i}": draw(coolings(i)) for i in range(n_cooling)},
        "workloads": {WORKLOAD: {**_source(), "id": WORKLOAD, "name": "Fuzz work",
                                 "unit": "unit", "cap_beta": draw(_f(0, 2))}},
    }
    count = draw(st.integers(1, 5))
    base = draw(st.none() | st.integers(0, count - 1))
    site = draw(sites())
    if extra_site is not None:
        site.update(draw(extra_site))
    doc = {
        "schema_version": SCHEMA_VERSION, "title": "Fuzz quote", "currency": "EUR",
        "customer": {"name": draw(st.sampled_from(["", "Klant B.V.", "Ünïcode & <b>"]))},
        "site": site,
        "workload": {"class_id": WORKLOAD,
                     "demand_per_s": draw(_maybe(st.sampled_from([1e-9, 10.0]) | _f(0.01, 1e4))),
                     "u_max": draw(_f(0.05, 1.0))},
        "options": [draw(options(i, i == base, n_gpus, n_servers, n_psus, n_cooling,
                                 extra_option)) for i in range(count)],
        "baseline_capex": draw(_maybe(_f(0, 2e6))),
        "baseline_resale": draw(_maybe(_f(0, 5e5))),
        "baseline_residual": draw(st.just(0.0) | _f(0, 5e5)),
        "baseline_embodied_kg": draw(_maybe(_f(0, 1e6))),
        "min_servers": draw(st.integers(1, 20)), "redundancy": draw(st.integers(0, 3)),
        "dismissed_warnings": draw(st.lists(st.sampled_from(
            ["energy_price_above_1", "site_pue_above_3", "years_above_15",
             "demand_above_baseline", "utilization_below_5:option 0"]), unique=True)),
        "catalog": catalog,
    }
    if extra_quote is not None:
        doc.update(draw(extra_quote))
    return doc


def quotes(**extra) -> st.SearchStrategy[Quote]:
    """Random valid quotes (``quote_dicts`` validated)."""
    return quote_dicts(**extra).map(Quote.model_validate)
