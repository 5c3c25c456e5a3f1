"""The advisor's findings (app.calc.advisor.findings, .profiles); a finding is one or more of
these. English and Dutch templates; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "finding_demand_differs": {
        "en": "Options are then not compared at the work the customer does today.",
        "nl": "De opties worden dan niet vergeleken op het werk dat de klant vandaag doet."},
    "finding_idle_dominates": {
        "en": "Average utilization is {u}: about {share} of its energy ({idle_kwh} of {kwh} kWh a "
              "year) is drawn by idle power.",
        "nl": "De gemiddelde bezettingsgraad is {u}: ongeveer {share} van het energieverbruik "
              "({idle_kwh} van {kwh} kWh per jaar) gaat op aan verbruik in rust."},
    "finding_fewer_servers": {
        "en": "Fewer, busier servers do the same work for less.",
        "nl": "Minder servers met een hogere bezettingsgraad doen hetzelfde werk goedkoper."},
    "finding_better_build": {
        "en": "{n} GPUs per server at {u} utilization: {servers} {servers:server|servers} with "
              "{build_n}x {gpu} ({server}) {servers:does|do} the same work, NPV {npv}, TCO {tco} "
              "against {tco_now}.",
        "nl": "{n} GPU's per server bij een bezettingsgraad van {u}: {servers} "
              "{servers:server|servers} met {build_n}x {gpu} ({server}) {servers:doet|doen} "
              "hetzelfde werk, NCW {npv}, TCO {tco} in plaats van {tco_now}."},
    "finding_cheaper_gpu": {
        "en": "The same work ({demand} {unit}/s) on {gpu} GPUs takes {servers} "
              "{servers:server|servers} of this type at a TCO of {tco} against {tco_now} now: "
              "{saving} less over the horizon.",
        "nl": "Met GPU's van het type {gpu} {servers:doet|doen} {servers} "
              "{servers:server|servers} van dit type hetzelfde werk ({demand} {unit}/s), tegen "
              "een TCO van {tco} in plaats van {tco_now} nu: {saving} minder over de looptijd."},
    "finding_cheaper_gpu_resized": {
        "en": "The present GPU re-sized to the work ({servers} {servers:server|servers}) costs "
              "{tco}.",
        "nl": "De GPU van deze optie, gedimensioneerd op het werk ({servers} "
              "{servers:server|servers}), kost {tco}."},
    "finding_cheaper_gpu_resized_cheapest": {
        "en": "The present GPU re-sized to the work ({servers} {servers:server|servers}) costs "
              "{tco}: cheaper still.",
        "nl": "De GPU van deze optie, gedimensioneerd op het werk ({servers} "
              "{servers:server|servers}), kost {tco}: nog goedkoper."},
    "finding_psu_below_range": {
        "en": "Each PSU runs at {load} of its rating, below the certified range (lowest point "
              "{lowest}): the {efficiency} efficiency is assumed. Fewer or smaller PSUs would run "
              "in range.",
        "nl": "Elke voeding draait op {load} van haar nominale vermogen, onder het gecertificeerde "
              "bereik (laagste punt {lowest}): het rendement van {efficiency} is een aanname. "
              "Minder of kleinere voedingen zouden binnen het bereik draaien."},
    "finding_psu_inefficient": {
        "en": "Each PSU runs at {load} of its rating, where it is {efficiency} efficient: {points} "
              "points under its best ({best} at {best_load} load). About {lost} kWh a year is "
              "lost to the difference.",
        "nl": "Elke voeding draait op {load} van haar nominale vermogen, met een rendement van "
              "{efficiency}: {points} procentpunt onder het beste rendement ({best} bij "
              "{best_load} belasting). Daardoor gaat ongeveer {lost} kWh per jaar verloren."},
    "finding_psu_fewer": {
        "en": "Fewer active PSUs (or smaller ones) would run nearer that best point.",
        "nl": "Minder actieve voedingen (of kleinere) zouden dichter bij dat optimum draaien."},
    "finding_psu_more": {
        "en": "More or larger PSUs would run nearer that best point.",
        "nl": "Meer of grotere voedingen zouden dichter bij dat optimum draaien."},
    "finding_no_cap": {
        "en": "No power cap is set. A cap at {cap} of TDP would use {kwh} kWh a year less "
              "({share}, {money} in the first year) for {loss} less throughput per GPU, at the "
              "same work.",
        "nl": "Er is geen vermogensbegrenzing ingesteld. Met een begrenzing op {cap} van de TDP "
              "is het verbruik {kwh} kWh per jaar lager ({share}, {money} in het eerste jaar) bij "
              "{loss} minder doorvoer per GPU, voor hetzelfde werk."},
    "finding_no_cap_measured": {
        "en": "This follows from a measured cap curve.",
        "nl": "Dit volgt uit een gemeten begrenzingscurve."},
    "finding_no_cap_assumed": {
        "en": "This follows from the assumed exponent {beta}, not a measurement.",
        "nl": "Dit volgt uit de aangenomen exponent {beta}, niet uit een meting."},
    "finding_air_rack_density": {
        "en": "Air-cooled racks at {rack_kw} kW ({servers} {servers:server|servers} of {peak} kW "
              "peak, rack limit {limit} kW) are above the about {air} kW per rack that air "
              "handles.",
        "nl": "Luchtgekoelde racks van {rack_kw} kW ({servers} {servers:server|servers} met een "
              "piek van {peak} kW, racklimiet {limit} kW) zitten boven de circa {air} kW per "
              "rack die luchtkoeling aankan."},
    "finding_air_liquid_offered": {
        "en": "The {server} is also offered with liquid cooling ({cooling}): that is the way to "
              "run this density.",
        "nl": "De {server} is ook leverbaar met vloeistofkoeling ({cooling}): daarmee is deze "
              "dichtheid wel haalbaar."},
    "finding_air_liquid_platform": {
        "en": "Liquid cooling (a DLC or immersion platform) is the way to run this density.",
        "nl": "Vloeistofkoeling (een platform met directe vloeistofkoeling of "
              "onderdompelingskoeling) maakt deze dichtheid wel haalbaar."},
    "finding_cap_extrapolated": {
        "en": "The cap holds the GPU at {rho} of full power, below 70 %: the throughput ({phi} of "
              "uncapped) is extrapolated, not supported by the cap model.",
        "nl": "De vermogensbegrenzing houdt de GPU op {rho} van het volle vermogen, onder 70 %: "
              "de doorvoer ({phi} van onbegrensd) is geëxtrapoleerd en niet onderbouwd door het "
              "model."},
    "finding_over_budget": {
        "en": "Needs {servers} {servers:server|servers}; the {budget} kW budget holds {fit}.",
        "nl": "Er {servers:is|zijn} {servers} {servers:server|servers} nodig; in het budget van "
              "{budget} kW passen er {fit}."},
    "finding_energy_saves_nothing": {
        "en": "Switching saves nothing on running costs ({saving} a year), so the {capex} capex "
              "never pays back.",
        "nl": "Overstappen bespaart niets op de exploitatiekosten ({saving} per jaar): de "
              "investering van {capex} wordt nooit terugverdiend."},
    "finding_energy_npv_negative": {
        "en": "The running-cost saving of {saving} a year repays the {capex} capex simply in "
              "{payback} years, but not within the {years}-year horizon once escalated and "
              "discounted (NPV {npv}).",
        "nl": "De besparing van {saving} per jaar op de exploitatiekosten verdient de investering "
              "van {capex} in {payback} jaar terug, maar met prijsstijging en disconteren niet "
              "binnen de looptijd van {years} jaar (NCW {npv})."},
    "profiles_lambda": {
        "en": "Profiles scale the whole server load with lambda, idle included: optimistic at low "
              "utilization.",
        "nl": "Profielen schalen de hele serverbelasting met lambda, rust inbegrepen: "
              "optimistisch bij een lage bezettingsgraad."},
    "profiles_frequency_reference": {
        "en": "Frequency scaling is the reference, not a recommendation: at equal work it uses "
              "{kwh} kWh a year more than no profile ({share}).",
        "nl": "Frequentieschaling is de referentie, geen aanbeveling: voor hetzelfde werk "
              "verbruikt het {kwh} kWh per jaar meer dan zonder profiel ({share})."},
    "profiles_unsupported": {
        "en": "{gpu} supports none of the presets; they are shown for comparison only.",
        "nl": "{gpu} ondersteunt geen van de voorinstellingen; ze staan er alleen ter "
              "vergelijking."},
    "finding_energy_beyond_horizon": {
        "en": "The running-cost saving of {saving} a year repays the {capex} capex in {payback} "
              "years, beyond the {years}-year horizon: energy alone does not pay for the new "
              "hardware.",
        "nl": "De besparing van {saving} per jaar op de exploitatiekosten verdient de investering "
              "van {capex} pas in {payback} jaar terug, na de looptijd van {years} jaar: de "
              "energiebesparing alleen is niet genoeg om de nieuwe hardware te betalen."},
}
