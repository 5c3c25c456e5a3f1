"""The issue-14 task as data: a Dutch customer replacing six 8x V100 servers that run LLM
inference at 55 % utilization, built from the shipped catalogue like the app builds it."""

from __future__ import annotations

from app.io.catalog.store import Overlay, load_catalog
from app.io.quote.store import snapshot_for
from app.model import Option, Quote, Site, WorkloadSpec
from app.model.catalog import CatalogSnapshot

BASELINE = "Today: 6x DGX-1 (8x V100)"


def catalog():
    return load_catalog(overlay=Overlay())


def v100_quote(extra_options=(), **quote_fields) -> Quote:
    cat = catalog()
    nl = cat.regions["NL"]
    options = [Option(label=BASELINE, baseline=True, server="nvidia-dgx-1-v100",
                      gpu="v100-sxm2-32gb", gpus_per_server=8, psu="platinum-1600", psu_count=4,
                      psu_spares=1, cooling="air", servers=6, utilization=0.55,
                      maintenance_per_year=12000),
               *extra_options]
    fields = dict(title="V100 refresh", site=Site(
        region="NL", energy_price_per_kwh=nl.energy_price_per_kwh, price_escalation=0.03,
        carbon_kg_per_kwh=nl.carbon_kg_per_kwh, site_pue=1.5, years=5, discount_rate=0.06),
        workload=WorkloadSpec(class_id="llm-inference", u_max=0.8), options=options,
        **quote_fields)
    draft = Quote.model_construct(**fields, catalog=CatalogSnapshot())
    return Quote(**fields, catalog=snapshot_for(draft, cat))


def candidate(label, server, gpu, n, psu, count, spares, cooling="air", **kw) -> Option:
    return Option(label=label, server=server, gpu=gpu, gpus_per_server=n, psu=psu,
                  psu_count=count, psu_spares=spares, cooling=cooling, **kw)


def refresh_with_growth(growth: float = 0.3):
    """The V100 refresh at ``growth`` a year, staged, with the best staged suggestion that buys
    later added: (quote, that suggestion). The growth task's case (METHOD §13)."""
    from app.calc.configurator import add_suggestion, suggest

    q = v100_quote()
    q = q.model_copy(update={"workload": q.workload.model_copy(
        update={"demand_growth": growth, "growth_plan": "staged"})})
    cat = catalog()
    best = suggest(q, cat, "tco", top=3, plans=("staged",)).suggestions
    chosen = next(s for s in best if s.result.servers_by_year[-1] > s.result.servers_by_year[0])
    return add_suggestion(q, cat, chosen), chosen
