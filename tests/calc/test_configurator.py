"""The configurator against brute force: every build evaluated as an option, one at a time."""

from __future__ import annotations

import numpy as np
import pytest

from app.calc import evaluate
from app.calc.checks import FLAG_OVER_BUDGET
from app.calc.configurator import Limits, add_suggestion, enumerate_builds, search, suggest
from app.errors import AppError
from app.model import (
    GPU,
    Catalog,
    CoolingOption,
    Option,
    PsuOption,
    Quote,
    ServerPlatform,
    Site,
    WorkloadClass,
    WorkloadSpec,
)
from app.model.catalog import CatalogSnapshot, PsuConfig
from app.model.notes import render
from tests.calc.v100_task import BASELINE, catalog, v100_quote

SRC = dict(source="test catalogue (hand-made)", confidence="assumption")
TITANIUM = [(0.1, 0.90), (0.2, 0.94), (0.5, 0.96), (1.0, 0.91)]


def _small():
    wl = WorkloadClass(id="w", name="W", unit="unit", model_memory_gb=60, **SRC)
    gpus = [GPU(id="old", vendor="X", name="Old 32GB", form_factor="SXM", tdp_w=300, idle_w=40,
                min_power_limit_w=150, memory_gb=32, perf={"w": 1.0}, price_eur=2000, **SRC),
            GPU(id="big", vendor="X", name="Big 141GB", form_factor="SXM", tdp_w=700, idle_w=75,
                min_power_limit_w=200, memory_gb=141, perf={"w": 6.0}, price_eur=30000,
                profiles=["inference"], **SRC),
            GPU(id="card", vendor="X", name="Card 94GB", form_factor="PCIe", tdp_w=400, idle_w=50,
                min_power_limit_w=200, memory_gb=94, perf={"w": 3.5}, price_eur=25000, **SRC),
            GPU(id="small", vendor="X", name="Small 24GB", form_factor="PCIe", tdp_w=72,
                idle_w=16, min_power_limit_w=40, memory_gb=24, perf={"w": 0.6}, price_eur=2500,
                **SRC),
            GPU(id="soon", vendor="X", name="Soon 288GB", form_factor="PCIe", tdp_w=600,
                idle_w=60, min_power_limit_w=200, memory_gb=288, perf={"w": 20.0},
                price_eur=10, status="announced", **SRC)]
    psus = [PsuOption(id="p3000", name="3000 W", rating_w=3000, level="titanium", curve=TITANIUM,
                      **SRC),
            PsuOption(id="p2000", name="2000 W", rating_w=2000, level="titanium", curve=TITANIUM,
                      sharing="hot_spare", **SRC)]
    servers = [
        ServerPlatform(id="old-box", vendor="X", model="Old box", rack_units=3, gpu_slots=8,
                       form_factors=["SXM"], platform_idle_w=500, platform_max_w=1100,
                       psu_bays=4, psu_options=[PsuConfig(psu="p2000", count=4, spares=1)],
                       cooling=["air"], gpus=["old"], gpu_counts=[8], **SRC),
        ServerPlatform(id="hgx", vendor="X", model="HGX box", rack_units=8, gpu_slots=8,
                       form_factors=["SXM"], platform_idle_w=1000, platform_max_w=3000,
                       psu_bays=6, psu_options=[PsuConfig(psu="p3000", count=6, spares=3),
                                                PsuConfig(psu="p3000", count=6, spares=4)],
                       cooling=["air", "dlc"], gpus=["big"], gpu_counts=[8], base_price_eur=90000,
                       **SRC),
        ServerPlatform(id="pcie", vendor="X", model="PCIe box", rack_units=4, gpu_slots=10,
                       form_factors=["PCIe"], platform_idle_w=400, platform_max_w=1400,
                       psu_bays=4, psu_options=[PsuConfig(psu="p2000", count=4, spares=2)],
                       cooling=["air"], gpus=["card", "small", "soon"], gpu_counts=[1, 2, 4, 8],
                       base_price_eur=20000, **SRC)]
    cooling = [CoolingOption(id="air", name="Air", type="air", pue_factor=1.0, **SRC),
               CoolingOption(id="dlc", name="DLC", type="dlc", pue=1.3, it_power_factor=0.93,
                             capex_per_server_eur=15000, **SRC)]
    cat = Catalog(gpus={g.id: g for g in gpus}, servers={s.id: s for s in servers},
                  psus={p.id: p for p in psus}, cooling={c.id: c for c in cooling},
                  workloads={"w": wl})
    base = Option(label="today", baseline=True, server="old-box", gpu="old", gpus_per_server=8,
                  psu="p2000", psu_count=4, psu_spares=1, cooling="air", servers=6,
                  utilization=0.55, maintenance_per_year=10000)
    snap = CatalogSnapshot(gpus={"old": cat.gpus["old"]}, servers={"old-box": cat.servers["old-box"]},
                           psus={"p2000": cat.psus["p2000"]}, cooling={"air": cat.cooling["air"]},
                           workloads={"w": wl})
    quote = Quote(site=Site(energy_price_per_kwh=0.25, price_escalation=0.03, site_pue=1.5,
                            carbon_kg_per_kwh=0.3, discount_rate=0.06, budget_kw=60,
                            rack_limit_kw=25),
                  workload=WorkloadSpec(class_id="w"), options=[base], redundancy=1,
                  catalog=snap)
    return quote, cat


def _brute(quote, cat, builds, objective):
    """evaluate() per build; the same constraints read from its result."""
    wide = quote.model_copy(update={"catalog": CatalogSnapshot(**{
        k: {**getattr(cat, k)} for k in ("gpus", "servers", "psus", "cooling", "workloads")})})
    values, valid = [], []
    for i, b in enumerate(builds):
        option = b.option(f"b{i}")
        r = evaluate(wide.model_copy(update={"options": [*wide.options, option]})).option(f"b{i}")
        ok = r.valid and FLAG_OVER_BUDGET not in r.flags and (r.servers_per_rack or 0) >= 1
        valid.append(ok)
        values.append({"npv": r.npv, "tco": r.tco, "energy": r.annual_kwh_total,
                       "co2": r.annual_co2_kg, "capex": r.capex}[objective] if ok else np.nan)
    return np.array(values, float), np.array(valid)


@pytest.mark.parametrize("objective", ["npv", "tco", "energy", "capex"])
def test_ranking_equals_brute_force_on_a_small_catalogue(objective):
    quote, cat = _small()
    _, builds, _, _, values, order = search(quote, cat, objective)
    brute, valid = _brute(quote, cat, builds, objective)
    assert len(builds) > 50 and 0 < valid.sum() < len(builds)  # constraints bite
    assert set(order.tolist()) == set(np.flatnonzero(valid).tolist())
    assert np.allclose(values[valid], brute[valid], rtol=1e-9)
    sign = -1.0 if objective == "npv" else 1.0
    expected = np.lexsort((np.arange(brute.size), np.round(brute, 2) * sign))
    assert order.tolist() == [i for i in expected if valid[i]]


def test_enumeration_respects_the_fit_rules_and_announced():
    quote, cat = _small()
    builds = enumerate_builds(quote, cat)
    assert {b.gpu for b in builds if b.server == "pcie"} == {"card"}  # 24 GB < 60 GB x 1..: small
    assert not any(b.gpu == "soon" for b in builds)
    assert any(b.gpu == "soon" for b in enumerate_builds(quote, cat, include_announced=True))
    small = [b for b in enumerate_builds(quote, cat) if b.gpu == "small"]
    assert small == []  # 60 GB needs 3 Small GPUs: no count of 1, 2, 4, 8 is a multiple of 3
    assert {b.gpus_per_server for b in builds if b.server == "hgx"} == {8}
    caps = {b.cap for b in builds if b.gpu == "big" and b.cap}
    assert max(caps) == 0.95 and min(caps) >= 0.7  # no extrapolated cap (METHOD §3)


def test_limits_drop_builds_and_suggestions_become_options():
    quote, cat = _small()
    everything = suggest(quote, cat, "npv", top=3)
    assert everything.suggestions and everything.valid < everything.searched
    cheap = suggest(quote, cat, "npv", top=3, limits=Limits(max_capex=60000))
    assert all(s.result.capex <= 60000 for s in cheap.suggestions)
    one_rack = suggest(quote, cat, "tco", top=50, limits=Limits(max_racks=1))
    assert all(s.racks <= 1 for s in one_rack.suggestions)
    best = everything.suggestions[0]
    added = add_suggestion(quote, cat, best)
    r = evaluate(added).option(best.option.label)
    assert r.valid and r.npv == pytest.approx(best.result.npv)
    assert best.result.servers >= 2  # the quote's N + 1


def test_npv_needs_a_baseline():
    quote, cat = _small()
    with pytest.raises(AppError, match="baseline"):
        suggest(quote.model_copy(update={"options": []}), cat, "npv")


def test_the_v100_task_gets_a_build_with_a_positive_npv():
    quote = v100_quote(redundancy=1)
    found = suggest(quote, catalog(), "npv", top=3)
    best = found.suggestions[0]
    assert best.result.valid and best.result.npv > 0 and best.result.servers >= 2
    assert evaluate(quote).option(BASELINE).valid
    assert found.searched > 500


def _with_embodied(cat):
    """The small catalogue with embodied CO2e on every platform and GPU but the PCIe card (its
    builds are then "not known")."""
    kg = {"old-box": 1800.0, "hgx": 2500.0, "pcie": 900.0, "old": 60.0, "big": 150.0}
    return cat.model_copy(update={
        "servers": {k: s.model_copy(update={"embodied_kg_co2e": kg.get(k)})
                    for k, s in cat.servers.items()},
        "gpus": {k: g.model_copy(update={"embodied_kg_co2e": kg.get(k)})
                 for k, g in cat.gpus.items()}})


def test_carbon_over_the_horizon_ranks_like_the_engine_and_skips_unknown_embodied():
    """(M38) objective carbon: embodied + N x CO2 per build, the figure evaluate() gives the
    option; a build whose GPU has no embodied figure is not ranked (not known, never 0)."""
    quote, cat = _small()
    cat = _with_embodied(cat)
    quote = quote.model_copy(update={"catalog": _with_embodied(quote.catalog)})
    _, builds, _, _, values, order = search(quote, cat, "carbon")
    brute, valid = _brute(quote, cat, builds, "tco")
    ranked = set(order.tolist())
    assert any(builds[i].gpu == "card" for i in np.flatnonzero(valid))  # it fits, but
    assert ranked and ranked == {i for i in np.flatnonzero(valid) if builds[i].gpu != "card"}
    wide = quote.model_copy(update={"catalog": CatalogSnapshot(**{
        k: {**getattr(cat, k)} for k in ("gpus", "servers", "psus", "cooling", "workloads")})})
    for i in list(order)[:5]:
        r = evaluate(wide.model_copy(update={"options": [*wide.options, builds[i].option("c")]}))
        r = r.option("c")
        assert values[i] == pytest.approx(r.carbon_horizon_kg, rel=1e-9)
        assert r.carbon_horizon_kg == pytest.approx(
            r.embodied_kg + quote.site.years * r.annual_co2_kg)
    assert list(values[order]) == sorted(values[order])
    best = suggest(quote, cat, "carbon", top=1).suggestions[0]
    assert "embodied" in render(best.why) and f"{quote.site.years}-year" in render(best.why)
