"""How the example quotes in this folder were made (run: python resources/examples/make_examples.py).

METHOD E1, E3, E4 and E5 use METHOD §10's illustrative inputs, embedded in the quote's own catalogue
snapshot. example.quote.json is built from the shipped catalogue: a Dutch customer replacing an
A100 fleet with H200 or B200 servers, air against direct liquid cooling.
belgique-bruxelles.quote.json is its Belgian counterpart in French: a (fictitious) Brussels
customer, Belgian carbon and the Brussels bill preset with the excise and the capacity tariff.
"""

import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.io.catalog.store import Overlay, load_catalog  # noqa: E402
from app.io.quote.store import save_quote, snapshot_for  # noqa: E402
from app.model import *  # noqa: E402,F403
from app.model.quote import Commercial  # noqa: E402

M = "METHOD.md §10 (illustrative input)"
def src(**kw): return dict(source=M, confidence="assumption", **kw)

titanium = PsuOption(id="e3-titanium-3000", name="3000 W 80 PLUS Titanium (E3)", rating_w=3000, level="titanium",
    curve=[(0.1,0.90),(0.2,0.94),(0.5,0.96),(1.0,0.91)], source="80 PLUS Titanium minima, 230 V internal redundant (METHOD §9)", confidence="typical")
wl = WorkloadClass(id="e3-units", name="E3 work", unit="unit", cap_beta=0.23, **src())
a100 = GPU(id="e3-a100", vendor="NVIDIA", name="A100 (E3)", form_factor="SXM", tdp_w=400, idle_w=50, min_power_limit_w=100, price_eur=0, perf={"e3-units":0.35}, **src())
h200 = GPU(id="e3-h200", vendor="NVIDIA", name="H200 (E3)", form_factor="SXM", tdp_w=700, idle_w=75, min_power_limit_w=200, price_eur=30000, perf={"e3-units":1.4}, profiles=["inference","training","frequency_scaling"], **src())
sa = ServerPlatform(id="e3-a100-server", vendor="Example", model="8xA100 server (E3)", rack_units=8, gpu_slots=8, form_factors=["SXM"], platform_idle_w=800, platform_max_w=2000, power_figures_for="air", psu_bays=6, cooling=["air"], base_price_eur=0, **src())
sh = ServerPlatform(id="e3-h200-server", vendor="Example", model="8xH200 server (E3)", rack_units=8, gpu_slots=8, form_factors=["SXM"], platform_idle_w=1000, platform_max_w=3000, power_figures_for="air", psu_bays=6, cooling=["air","dlc"], base_price_eur=120000, **src())
air = CoolingOption(id="e3-air", name="Air (PUE 1.5)", type="air", pue=1.5, it_power_factor=1.0, capex_per_server_eur=0, **src())
dlc = CoolingOption(id="e3-dlc", name="DLC (PUE 1.3)", type="dlc", pue=1.3, it_power_factor=0.93, capex_per_server_eur=15000, **src())
snap = CatalogSnapshot(gpus={g.id:g for g in (a100,h200)}, servers={s.id:s for s in (sa,sh)}, psus={titanium.id:titanium}, cooling={c.id:c for c in (air,dlc)}, workloads={wl.id:wl})

def opt(label, **kw):
    base = dict(server="e3-h200-server", gpu="e3-h200", gpus_per_server=8, psu=titanium.id, psu_count=6, psu_spares=3, cooling="e3-air")
    base.update(kw); return Option(label=label, **base)

e3 = Quote(title="METHOD E3: a refresh at equal work", customer=Customer(name="METHOD E3"),
    site=Site(energy_price_per_kwh=0.20, price_escalation=0.03, carbon_kg_per_kwh=0.27, site_pue=1.5, hours_per_year=8760, years=5, discount_rate=0.06),
    workload=WorkloadSpec(class_id=wl.id, demand_per_s=10, u_max=0.8),
    options=[opt("Baseline 8xA100 air", baseline=True, server="e3-a100-server", gpu="e3-a100"),
             opt("8xH200 air"), opt("8xH200 DLC", cooling="e3-dlc"), opt("8xH200 air, cap 80 %", power_cap=0.8)],
    catalog=snap)

e4 = Quote(title="METHOD E4: a lightly used fleet", customer=Customer(name="METHOD E4"),
    site=Site(energy_price_per_kwh=0.30, price_escalation=0.03, carbon_kg_per_kwh=0.27, site_pue=1.5, hours_per_year=8760, years=5, discount_rate=0.06, budget_kw=100, design_pue=1.5, rack_limit_kw=20, rack_u=42),
    workload=WorkloadSpec(class_id=wl.id, u_max=0.8),
    options=[opt("Baseline 8xA100 air (fleet)", baseline=True, server="e3-a100-server", gpu="e3-a100", servers=30, utilization=0.20),
             opt("8xH200 air", installation=10000), opt("8xH200 air, inference profile", installation=10000, profile=ProfileChoice(id="inference"))],
    catalog=snap)

# METHOD E5 (§10, §11): the bill in components, redundancy, busy power, residual value,
# financing, a rental and embodied carbon. E3's parts; the H200 row gains busy_w, a 400 W lowest
# power limit and embodied carbon; the H200 platform its embodied carbon.
from app.model.decision import EnergyBill, Financing, Rental, TaxBand  # noqa: E402

h200_e5 = h200.model_copy(update=dict(id="e5-h200", name="H200 (E5)", min_power_limit_w=400,
                                      busy_w={"e3-units": 650}, embodied_kg_co2e=100))
sh_e5 = sh.model_copy(update=dict(id="e5-h200-server", model="8xH200 server (E5)",
                                  embodied_kg_co2e=2200))
snap5 = CatalogSnapshot(gpus={g.id: g for g in (a100, h200_e5)},
                        servers={s.id: s for s in (sa, sh_e5)}, psus={titanium.id: titanium},
                        cooling={air.id: air}, workloads={wl.id: wl})
bill5 = EnergyBill(energy_price_per_kwh=0.20, site_kwh_per_year=9_800_000,
                   tax_bands=[TaxBand(from_kwh=0, to_kwh=10_000_000, per_kwh=0.0394),
                              TaxBand(from_kwh=10_000_000, per_kwh=0.0019)],
                   capacity_price_per_kw_month=4.0, source=M)

def opt5(label, **kw):
    return opt(label, server=sh_e5.id, gpu=h200_e5.id, **kw)

e5 = Quote(title="METHOD E5: the bill, redundancy, finance, renting and carbon",
    customer=Customer(name="METHOD E5"),
    site=Site(energy_price_per_kwh=0.20, price_escalation=0.03, carbon_kg_per_kwh=0.27, site_pue=1.5, hours_per_year=8760, years=5, discount_rate=0.06, bill=bill5),
    workload=WorkloadSpec(class_id=wl.id, u_max=0.8),
    options=[opt("Baseline 45x 8xA100 air (fleet)", baseline=True, server="e3-a100-server", gpu="e3-a100", servers=45, utilization=0.20, maintenance_per_year=135000),
             opt5("A: 8xH200 air, cap 95 %, N+1, half financed", power_cap=0.95, redundancy=1, min_servers=2, installation=10000, residual_fraction=0.20,
                  financing=Financing(share=0.5, rate=0.05, months=36)),
             opt5("B: 8xH200 air, cap 75 %, at least 4, cash", power_cap=0.75, min_servers=4, redundancy=0, installation=10000, residual_fraction=0.20),
             opt5("R: 8xH200 rented, reserved", rental=Rental(price_per_gpu_hour=1.80, billing="reserved", migration=20000))],
    catalog=snap5)

# METHOD E6 (§12.5, first table): E5 with maintenance after a 3-year warranty (M41) and the
# investment allowances (M42): an EIA-like rate allowance and a KIA-like banded one.
from app.model.allowance import Allowance, AllowanceBand, TaxPosition  # noqa: E402

sh_e6 = sh_e5.model_copy(update=dict(id="e6-h200-server", model="8xH200 server (E6, warranty)",
                                     warranty_years=3, support_rate=0.08))
snap6 = snap5.model_copy(update=dict(servers={**snap5.servers, sh_e6.id: sh_e6}))
M6 = "METHOD.md §12.5 (illustrative input)"
tax6 = TaxPosition(profit_tax_rate=0.258, profit_tax_source=M6, other_investments_year=300_000,
    allowances=[Allowance(id="e6-eia", name="EIA (E6)", kind="rate", rate=0.40, region="NL", source=M6),
                Allowance(id="e6-kia", name="KIA-like (E6)", kind="banded", region="NL", source=M6, bands=[
                    AllowanceBand(lo=0, hi=200_000, fixed=0, rate=0.28),
                    AllowanceBand(lo=200_000, hi=400_000, fixed=56_000, rate=0),
                    AllowanceBand(lo=400_000, hi=2_400_000, fixed=56_000, rate=-0.028)])])
e5_a, e5_b = e5.options[1], e5.options[2]
b1 = dict(e5_b.model_dump(), server=sh_e6.id)
e6 = e5.model_copy(update=dict(
    title="METHOD E6: maintenance after the warranty and investment allowances",
    customer=Customer(name="METHOD E6"), tax=tax6, catalog=snap6,
    options=[e5.options[0], e5_b,
             Option(**{**b1, "label": "B1: B after a 3-year warranty, support 8 %"}),
             Option(**{**b1, "label": "B2: B1 + EIA", "allowances": ["e6-eia"]}),
             Option(**{**b1, "label": "B3: B2 + KIA-like", "allowances": ["e6-eia", "e6-kia"]}),
             Option(**{**e5_a.model_dump(), "label": "A2: A (half financed) + EIA",
                       "allowances": ["e6-eia"]})]))
e6 = Quote.model_validate(e6.model_dump())

# METHOD E7 (§13.1): E5 with a demand that grows: (a) 25 % a year, B both upfront and staged;
# (b) 100 %, the baseline cannot carry year 4; (c) -20 %, B staged and upfront identical.
def e7(part, growth, options):
    workload = e5.workload.model_copy(update=dict(demand_growth=growth))
    return e5.model_copy(update=dict(
        title=f"METHOD E7{part}: demand that grows {growth:+.0%} a year", workload=workload,
        customer=Customer(name=f"METHOD E7{part}"), options=options))

base5, a5, b5, r5 = e5.options
def staged(o, label): return o.model_copy(update=dict(label=label, growth_plan="staged"))
def upfront(o, label): return o.model_copy(update=dict(label=label, growth_plan="upfront"))
e7_options = [base5, upfront(a5, "A upfront: N+1, half financed"), upfront(b5, "B upfront"),
              staged(b5, "B staged"), r5.model_copy(update=dict(label="R rented (reserved)"))]
e7a = e7("a", 0.25, e7_options)
e7b = e7("b", 1.0, e7_options)
e7c = e7("c", -0.2, e7_options)

# METHOD E6's precision table (§12.5, M40): E5 with the class's model size and formats, E5's
# A100 at 80 GB and FP16, its H200 at 141 GB and FP8; a B200-like candidate C (FP8 and FP4) and
# a V100-like GPU (FP16 only) on E3's baseline platform, 8 and 4 to a server. Q1 accepts FP16,
# BF16 and FP8; Q2 gives no list (the class's formats, FP4 included).
wl6 = wl.model_copy(update=dict(params_b=69, overhead_gb=8,
                                precisions_ok=["fp16", "bf16", "fp8", "fp4"]))
a100_e6 = a100.model_copy(update=dict(id="e6-a100", name="A100 80 GB (E6)", memory_gb=80,
                                      precisions=["fp64", "fp32", "tf32", "bf16", "fp16", "int8"],
                                      perf_precision={"e3-units": "fp16"}))
h200_e6 = h200_e5.model_copy(update=dict(id="e6-h200", name="H200 141 GB (E6)", memory_gb=141,
                                         precisions=["fp64", "fp32", "tf32", "bf16", "fp16", "fp8",
                                                     "int8"],
                                         perf_precision={"e3-units": "fp8"}))
b200_e6 = GPU(id="e6-b200-like", vendor="Example", name="B200-like (E6)", form_factor="SXM",
              tdp_w=1000, idle_w=140, min_power_limit_w=200, memory_gb=180, price_eur=35000,
              precisions=["fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "fp4"],
              perf={"e3-units": 2.8}, perf_precision={"e3-units": "fp8"},
              perf_at={"e3-units": {"fp4": 4.2}}, **src())
v100_e6 = GPU(id="e6-v100-like", vendor="Example", name="V100-like (E6)", form_factor="SXM",
              tdp_w=300, idle_w=40, min_power_limit_w=100, memory_gb=32, price_eur=2000,
              precisions=["fp64", "fp32", "fp16"], perf={"e3-units": 0.12},
              perf_precision={"e3-units": "fp16"}, **src())
sb_e6 = ServerPlatform(id="e6-b200-server", vendor="Example", model="8xB200-like server (E6)",
                       rack_units=10, gpu_slots=8, form_factors=["SXM"], platform_idle_w=1200,
                       platform_max_w=3500, power_figures_for="air", psu_bays=6, cooling=["air"],
                       base_price_eur=150000, **src())
sv_e6 = sa.model_copy(update=dict(id="e6-v100-server", model="8xV100-like server (E6)",
                                  base_price_eur=20000))
titanium_3300 = titanium.model_copy(update=dict(id="e6-titanium-3300",
                                                name="3300 W 80 PLUS Titanium (E6)",
                                                rating_w=3300))
snap6_fmt = CatalogSnapshot(gpus={g.id: g for g in (a100_e6, h200_e6, b200_e6, v100_e6)},
                        servers={s.id: s for s in (sa, sh_e5, sb_e6, sv_e6)},
                        psus={p.id: p for p in (titanium, titanium_3300)},
                        cooling={air.id: air}, workloads={wl6.id: wl6})


def e6_quote(name, accepted):
    """E6's precision table under one accepted set (None: the class's formats)."""
    return e5.model_copy(update=dict(
        title=f"METHOD E6 {name}: number formats and memory fit",
        customer=Customer(name=f"METHOD E6 {name}"),
        workload=WorkloadSpec(class_id=wl.id, u_max=0.8, accepted_precisions=accepted),
        options=[e5.options[0].model_copy(update=dict(label="Baseline A100 80 GB",
                                                      gpu=a100_e6.id)),
                 e5.options[2].model_copy(update=dict(label="B", gpu=h200_e6.id)),
                 opt("C", server=sb_e6.id, gpu=b200_e6.id, psu=titanium_3300.id,
                     psu_count=6, psu_spares=1, installation=10000, residual_fraction=0.20),
                 opt("V100-like x8", server=sv_e6.id, gpu=v100_e6.id),
                 opt("V100-like x4", server=sv_e6.id, gpu=v100_e6.id, gpus_per_server=4)],
        catalog=snap6_fmt), deep=True)


e6_q1 = Quote.model_validate(e6_quote("Q1", ["fp16", "bf16", "fp8"]).model_dump())
e6_q2 = Quote.model_validate(e6_quote("Q2", None).model_dump())

ideal = PsuOption(id="e1-ideal-3200", name="Ideal PSU 3200 W (E1)", rating_w=3200, level="custom", curve=[(0,1.0),(1,1.0)], **src())
wl1 = WorkloadClass(id="e1-units", name="E1 work", unit="unit", cap_beta=0.23, **src())
g1 = GPU(id="e1-gpu", vendor="Example", name="400 W GPU (E1)", form_factor="SXM", tdp_w=400, idle_w=0, min_power_limit_w=100, perf={"e1-units":1.0}, **src())
s1 = ServerPlatform(id="e1-server", vendor="Example", model="8-GPU server, platform 0 W (E1)", rack_units=8, gpu_slots=8, form_factors=["SXM"], platform_idle_w=0, platform_max_w=0, psu_bays=1, cooling=["air"], **src())
c1 = CoolingOption(id="e1-pue1", name="PUE 1.0 (E1)", type="air", pue=1.0, it_power_factor=1.0, **src())
snap1 = CatalogSnapshot(gpus={g1.id:g1}, servers={s1.id:s1}, psus={ideal.id:ideal}, cooling={c1.id:c1}, workloads={wl1.id:wl1})
o1 = dict(server=s1.id, gpu=g1.id, gpus_per_server=8, psu=ideal.id, psu_count=1, psu_spares=0, cooling=c1.id)
e1 = Quote(title="METHOD E1: the seed's own arithmetic", customer=Customer(name="METHOD E1"),
    site=Site(energy_price_per_kwh=0.25, site_pue=1.0, hours_per_year=8760, years=5),
    workload=WorkloadSpec(class_id=wl1.id, u_max=0.8),
    options=[Option(label="8x400 W at full load", baseline=True, servers=1, utilization=1.0, **o1),
             Option(label="Seed: 20 % lower power, same work", profile=ProfileChoice(id="custom", phi=1.0, lam=0.8), **o1),
             Option(label="Power cap 80 %", power_cap=0.8, **o1)],
    catalog=snap1)




def option(label, server, gpu, psu, count, spares, cooling, **kw):
    """An 8-GPU server option of the shipped examples."""
    return Option(label=label, server=server, gpu=gpu, gpus_per_server=8, psu=psu,  # noqa: F405
                  psu_count=count, psu_spares=spares, cooling=cooling, **kw)


def example_quote():
    """A realistic Dutch quote from the shipped catalogue."""
    catalog = load_catalog(overlay=Overlay())
    nl = catalog.regions["NL"]
    region = Provenance(source=f"region NL: {nl.source}", confidence=nl.confidence)

    fields = dict(
        title="GPU refresh: A100 fleet to H200 or B200",
        created=date(2026, 11, 30), valid_until=date(2027, 1, 31),
        customer=Customer(name="Rekencentrum Noord B.V.", contact="ir. J. de Vries, Groningen",
                          reference="OFF-2026-1130"),
        site=Site(region="NL", energy_price_per_kwh=nl.energy_price_per_kwh, price_escalation=0.03,
                  carbon_kg_per_kwh=nl.carbon_kg_per_kwh, site_pue=1.5, hours_per_year=8760,
                  years=5, discount_rate=0.06, budget_kw=250, design_pue=1.5,
                  rack_limit_kw=30, rack_u=42,
                  provenance={"energy_price_per_kwh": region, "carbon_kg_per_kwh": region}),
        workload=WorkloadSpec(class_id="llm-inference", u_max=0.8),
        options=[
            option("Current: 12x HGX A100 air", "smc-as-4124go-nart", "a100-sxm-80gb",
                   "titanium-3000", 4, 2, "air", baseline=True, servers=12, utilization=0.6,
                   maintenance_per_year=36000),
            option("HGX H200 air", "smc-sys-821ge-tnhr", "h200-sxm", "titanium-3000", 6, 3, "air",
                   installation=15000, maintenance_rate=0.03),
            option("HGX H200 liquid (DLC)", "smc-sys-421ge-tnhr2-lcc", "h200-sxm", "titanium-5250",
                   4, 2, "dlc-retrofit", installation=40000, maintenance_rate=0.03),
            option("HGX B200 air", "smc-sys-a21ge-nbrt", "b200", "titanium-5250", 6, 3, "air",
                   installation=15000, maintenance_rate=0.03),
            option("HGX B200 liquid (DLC)", "smc-sys-421ge-nbrt-lcc", "b200", "titanium-5250", 6, 3,
                   "dlc-retrofit", installation=40000, maintenance_rate=0.03),
            option("HGX B200 air, inference profile", "smc-sys-a21ge-nbrt", "b200", "titanium-5250",
                   6, 3, "air", installation=15000, maintenance_rate=0.03,
                   profile=ProfileChoice(id="inference")),
        ],
        redundancy=1,  # N+1: a fleet of twelve is not replaced by a single point of failure
        notes="Indicative prices excl. VAT; measured power of the current fleet to follow.",
        commercial=Commercial(number="OFF-2026-1130", validity_days=62, vat_rate=0.21,
                              payment_terms="30 % on order, 70 % on delivery; net 30 days.",
                              delivery_terms="Delivery 6-8 weeks after order, installed on site "
                                             "in Groningen."),
    )
    # the snapshot: exactly the catalogue entries the options use
    draft = Quote.model_construct(**fields, catalog=CatalogSnapshot())
    return Quote(**fields, catalog=snapshot_for(draft, catalog))


def belgian_quote():
    """A Brussels customer's refresh, written in French: region BE (Belgian carbon), the
    Brussels bill preset (federal excise and energy contribution, Sibelga's capacity tariff)
    and the customer's texts in French. The customer is fictitious."""
    from app.io.catalog.presets import load_bill_presets

    catalog = load_catalog(overlay=Overlay())
    be = catalog.regions["BE"]
    carbon = Provenance(source=f"region BE: {be.source}", confidence=be.confidence)
    price = Provenance(source="Contrat du client : énergie et réseau par kWh, hors accise et "
                              "hors TVA (hypothèse, à remplacer par le prix de sa facture)",
                       confidence="assumption")
    bill = load_bill_presets()["BE-BRU"].bill(0.15, site_kwh_per_year=1_200_000)

    fields = dict(
        title="Renouvellement GPU : parc A100 vers H200 ou B200",
        created=date(2026, 12, 2), valid_until=date(2027, 1, 31),
        customer=Customer(name="Centre de calcul Iris SRL (fictif)",
                          contact="Mme A. Lambert, Bruxelles", reference="OFF-2026-1202"),
        site=Site(region="BE", energy_price_per_kwh=0.15, price_escalation=0.03,
                  carbon_kg_per_kwh=be.carbon_kg_per_kwh, site_pue=1.5, hours_per_year=8760,
                  years=5, discount_rate=0.06, budget_kw=200, design_pue=1.5,
                  rack_limit_kw=30, rack_u=42, bill=bill,
                  provenance={"energy_price_per_kwh": price, "carbon_kg_per_kwh": carbon}),
        workload=WorkloadSpec(class_id="llm-inference", u_max=0.8),
        options=[
            option("Actuel : 8 serveurs HGX A100 (air)", "smc-as-4124go-nart", "a100-sxm-80gb",
                   "titanium-3000", 4, 2, "air", baseline=True, servers=8, utilization=0.6,
                   maintenance_per_year=24000),
            option("HGX H200, refroidissement par air", "smc-sys-821ge-tnhr", "h200-sxm",
                   "titanium-3000", 6, 3, "air", installation=15000, maintenance_rate=0.03),
            option("HGX B200, refroidissement liquide direct (DLC)", "smc-sys-421ge-nbrt-lcc",
                   "b200", "titanium-5250", 6, 3, "dlc-retrofit", installation=40000,
                   maintenance_rate=0.03),
        ],
        redundancy=1,
        notes="Prix indicatifs hors TVA ; la consommation mesurée du parc actuel suivra.",
        commercial=Commercial(number="OFF-2026-1202", validity_days=60, vat_rate=0.21,
                              payment_terms="30 % à la commande, 70 % à la livraison ; "
                                            "paiement à 30 jours.",
                              delivery_terms="Livraison 6 à 8 semaines après la commande, "
                                             "installation sur site à Bruxelles."),
    )
    draft = Quote.model_construct(**fields, catalog=CatalogSnapshot())
    return Quote(**fields, catalog=snapshot_for(draft, catalog))


def main():
    """Write the METHOD examples and example.quote.json (from the shipped catalogue)."""
    here = Path(__file__).resolve().parent
    quotes = [("method-e1", e1), ("method-e3", e3), ("method-e4", e4), ("method-e5", e5),
              ("method-e6-allowances", e6), ("method-e6-precision-q1", e6_q1),
              ("method-e6-precision-q2", e6_q2), ("method-e7a", e7a), ("method-e7b", e7b),
              ("method-e7c", e7c), ("example", example_quote()),
              ("belgique-bruxelles", belgian_quote())]
    for name, quote in quotes:
        save_quote(quote, here / f"{name}.quote.json")
        (here / f"{name}.quote.json.bak").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
