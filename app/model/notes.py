"""The engine's notes and reasons as data: a code, typed arguments, and one template per
language. The engine keeps the English text beside each note (JSON, CLI); the PDF, the workbook
and the Dutch app render the same note in their language with locale number formats.

An argument is ``[kind, value, digits]`` with kind ``number``, ``percent`` (a fraction) or
``text`` (digits unused).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict, Field

TEMPLATES: dict[str, dict[str, str]] = {
    "demand_from_baseline": {
        "en": "Demand is the work the baseline delivers today: {demand} {unit}.",
        "nl": "De vraag is het werk dat de huidige configuratie vandaag levert: {demand} {unit}."},
    "rental_break_even": {
        "en": "Renting costs the same as buying {other} at {price} per GPU-hour.",
        "nl": "Huren kost evenveel als {other} kopen bij {price} per GPU-uur."},
    "rental_on_demand_bound": {
        "en": "On-demand billing counts only the busy hours (perfect scaling): a lower bound.",
        "nl": "Facturering op afroep telt alleen de bezette uren (perfecte schaling): een "
              "ondergrens."},
    "rental_provider_energy": {
        "en": "Rented: the energy and CO₂ are the provider's (PUE {pue}), shown but not billed; "
              "its embodied carbon is the provider's and not counted.",
        "nl": "Gehuurd: het energieverbruik en de CO₂-uitstoot zijn die van de aanbieder (PUE "
              "{pue}), getoond maar niet gefactureerd; de CO₂ uit productie is die van de "
              "aanbieder en telt niet mee."},
    "capacity_peak_at_mean_pue": {
        "en": "The capacity charge puts the design peak at the mean PUE: a summer peak can be "
              "higher, a fleet that never runs flat out lower.",
        "nl": "Het capaciteitstarief rekent de ontwerppiek bij de gemiddelde PUE: een zomerpiek "
              "kan hoger zijn, een cluster dat nooit volledig belast is lager."},
    "demand_differs": {
        "en": "The quote's demand {given} {unit} differs from the {delivered} {unit} the baseline "
              "delivers today by more than 0.1 %; candidates are sized to {given}.",
        "nl": "De vraag in de offerte, {given} {unit}, wijkt meer dan 0,1 % af van de {delivered} "
              "{unit} die de huidige configuratie vandaag levert; de opties zijn gedimensioneerd op "
              "{given}."},
    "u_above_max": {
        "en": "Utilization {u} is above the ceiling {u_max}.",
        "nl": "De bezettingsgraad {u} ligt boven het maximum van {u_max}."},
    "psu_below_range": {
        "en": "PSU load {load} is below the certified range (lowest point {lowest}): efficiency "
              "assumed.",
        "nl": "De belasting per voeding, {load}, ligt onder het gecertificeerde bereik (laagste "
              "punt {lowest}): het rendement is een aanname."},
    "cap_extrapolated": {
        "en": "Cap at {rho} of full power lies outside the supported range of the cap model: "
              "throughput extrapolated.",
        "nl": "Een begrenzing op {rho} van het volle vermogen ligt buiten het bereik van het "
              "model: de doorvoer is geëxtrapoleerd."},
    "cap_beta_assumed": {
        "en": "Throughput under the cap follows the assumed exponent {beta} (no "
              "measured cap curve).",
        "nl": "De doorvoer onder de vermogensbegrenzing volgt de aangenomen exponent "
              "{beta} (geen gemeten curve)."},
    "cap_above_mean": {
        "en": "The cap at {cap_w} W lies above this workload's mean power of {busy_w} W: it clips "
              "only the peaks above the mean, and its throughput cost is not modelled.",
        "nl": "De begrenzing op {cap_w} W ligt boven het gemiddelde vermogen van {busy_w} W bij "
              "deze workload: ze kapt alleen de pieken boven dat gemiddelde af, en wat dat aan "
              "doorvoer kost, is niet gemodelleerd."},
    "bases_differ": {
        "en": "The options use different bases for GPU power under load: {busy} from a published "
              "measurement of this workload, {tdp} from TDP, a ceiling that overstates the energy of most workloads.",
        "nl": "De opties rekenen met een verschillende basis voor het GPU-vermogen onder "
              "belasting: {busy} met een gepubliceerde meting van deze workload, {tdp} met de "
              "TDP, een bovengrens die het energieverbruik van de meeste workloads overschat."},
    "busy_power_used": {
        "en": "GPU power under load is the published {busy_w} W for this workload ({source}), not "
              "the {tdp_w} W TDP; the PSUs and the peak are still sized for {peak_w} W.",
        "nl": "Het GPU-vermogen onder belasting is de gepubliceerde {busy_w} W voor deze "
              "workload ({source}), niet de TDP van {tdp_w} W; de voedingen en de piek zijn nog "
              "steeds berekend op {peak_w} W."},
    "backtest_within": {
        "en": "{option}: this model was within {error} of MLPerf's measured wall power for "
              "{n}×{gpu} on this workload ({runs} published runs, METHOD M34).",
        "nl": "{option}: dit model zat binnen {error} van het door MLPerf gemeten vermogen aan de "
              "wand voor {n}×{gpu} bij deze workload ({runs} gepubliceerde metingen, METHOD M34)."},
    "profile_lambda": {
        "en": "The profile's lambda scales the whole server load, idle included: optimistic at "
              "low utilization.",
        "nl": "De lambda van het profiel schaalt de hele serverbelasting, rust inbegrepen: "
              "optimistisch bij een lage bezettingsgraad."},
    "custom_profile_claim": {
        "en": "This profile claims lower power at no loss of throughput. A real power cap costs "
              "throughput, so the same work needs more energy than this figure.",
        "nl": "Dit profiel belooft minder vermogen zonder verlies aan doorvoer. Een echte "
              "vermogensbegrenzing kost doorvoer, dus hetzelfde werk vraagt meer "
              "energie dan dit getal."},
    "over_budget": {
        "en": "{m} servers do not fit the {budget} kW budget (it holds {fit}).",
        "nl": "{m} servers passen niet in het budget van {budget} kW (daarin passen er {fit})."},
    "rack_too_small": {
        "en": "One server's peak exceeds the {limit} kW rack limit.",
        "nl": "De piek van één server is hoger dan de racklimiet van {limit} kW."},
    "baseline_no_work": {
        "en": "The baseline delivers no work at utilization 0, so there is no demand to size the "
              "candidates to: give the workload demand or the baseline's real utilization.",
        "nl": "De huidige configuratie levert bij een bezettingsgraad van 0 geen werk, dus er is "
              "geen vraag om de opties op te dimensioneren: geef de vraag op of de werkelijke "
              "bezettingsgraad van de huidige configuratie."},
    "baseline_invalid_demand": {
        "en": "The baseline is invalid, so the work it delivers is unknown: the candidates cannot "
              "be sized until the baseline is fixed or the workload demand is given.",
        "nl": "De huidige configuratie is ongeldig, dus het werk dat ze levert is onbekend: de "
              "opties kunnen pas worden gedimensioneerd als de huidige configuratie klopt of de "
              "vraag is opgegeven."},
    "psu_headroom": {
        "en": "Peak DC load {peak} W is {share} of what the carrying PSUs deliver ({capacity} W), "
              "above the 90 % headroom (a derating assumption): valid, little margin.",
        "nl": "De piekbelasting van {peak} W is {share} van wat de dragende voedingen leveren "
              "({capacity} W), boven de marge van 90 % (een aanname uit de praktijk van "
              "derating): geldig, maar met weinig reserve."},
    "no_payback": {
        "en": "No payback: switching gains {gain} {currency} up front, then costs at least as much a year; "
              "the NPV decides.",
        "nl": "Geen terugverdientijd: overstappen levert vooraf {gain} {currency} op en kost daarna elk jaar "
              "minstens evenveel; de NCW beslist."},
    "baseline_invalid": {
        "en": "The baseline is invalid, so no payback or NPV is computed.",
        "nl": "De huidige configuratie is ongeldig: er is geen terugverdientijd of NCW berekend."},
    "form_factor": {
        "en": "{server} takes {accepted} GPUs, not the {form} {gpu}",
        "nl": "{server} neemt {accepted}-GPU's, niet de {form} {gpu}"},
    "too_many_gpus": {
        "en": "{n} GPUs do not fit {server}: it has {slots} GPU slots",
        "nl": "{n} GPU's passen niet in {server}: die heeft {slots} GPU-sleuven"},
    "too_many_psus": {
        "en": "{n} PSUs do not fit {server}: it has {bays} bays",
        "nl": "{n} voedingen passen niet in {server}: die heeft {bays} plaatsen"},
    "cooling_not_offered": {
        "en": "{server} is not offered with {cooling} cooling",
        "nl": "{server} is niet leverbaar met {cooling}-koeling"},
    "cap_out_of_range": {
        "en": "power cap {cap} of TDP is outside {gpu}'s range {low}..100 % ({min_w} W..{tdp_w} W)",
        "nl": "vermogensbegrenzing {cap} van de TDP ligt buiten het bereik van {gpu}: "
              "{low}..100 % ({min_w} W..{tdp_w} W)"},
    "profile_unsupported": {
        "en": "{gpu} does not support the {profile} power profile",
        "nl": "{gpu} ondersteunt het power profile {profile} niet"},
    "no_measured": {
        "en": "{gpu} has no measured profile attached",
        "nl": "{gpu} heeft geen gemeten profiel"},
    "no_perf": {
        "en": "{gpu} has no throughput for workload '{workload}' in the catalogue",
        "nl": "{gpu} heeft in de catalogus geen doorvoer voor workload '{workload}'"},
    "no_demand_baseline": {
        "en": "demand unknown until the baseline is fixed: fix the baseline or set the workload "
              "demand",
        "nl": "de vraag is onbekend zolang de huidige configuratie niet klopt: herstel die of "
              "geef de vraag op"},
    "no_demand_baseline_idle": {
        "en": "no demand to size for: the baseline delivers no work at utilization 0; set the "
              "workload demand",
        "nl": "geen vraag om op te dimensioneren: de huidige configuratie levert bij een "
              "bezettingsgraad van 0 geen werk; geef de vraag op"},
    "pue_below_one": {
        "en": "PUE {pue} (cooling factor {factor} x site PUE {site}) is below 1: a facility cannot "
              "use less energy than its IT; raise the cooling's factor or the site PUE",
        "nl": "PUE {pue} (koelfactor {factor} x PUE van de locatie {site}) ligt onder 1: een "
              "datacenter kan niet minder energie gebruiken dan de IT; verhoog de koelfactor of "
              "de PUE van de locatie"},
    "too_many_servers": {
        "en": "needs {m} servers, more than the {limit} this calculator handles: check the demand "
              "and the throughput per GPU",
        "nl": "vraagt {m} servers, meer dan de {limit} die deze calculator aankan: controleer de "
              "vraag en de doorvoer per GPU"},
    "result_out_of_range": {
        "en": "{figure} comes to {value}, beyond the {limit} this calculator reports: check the "
              "inputs' units",
        "nl": "{figure} komt uit op {value}, meer dan de {limit} die deze calculator rapporteert: "
              "controleer de eenheden van de invoer"},
    "no_demand": {
        "en": "no demand to size for: set the workload demand or a fleet-mode baseline",
        "nl": "geen vraag om op te dimensioneren: geef de vraag op of een huidige configuratie in "
              "vlootmodus"},
    "gpu_not_taken": {
        "en": "{server} does not take the {gpu}: its board takes {accepted}",
        "nl": "{server} neemt geen {gpu}: het bord neemt {accepted}"},
    "gpu_count_not_taken": {
        "en": "{server} takes {counts} GPUs, not {n}",
        "nl": "{server} neemt {counts} GPU's, niet {n}"},
    "model_memory": {
        "en": "one model instance needs {g} GPUs ({need} GB on {gpu} of {memory} GB each): "
              "{n} per server is not a multiple of {g}",
        "nl": "één modelinstantie heeft {g} GPU's nodig ({need} GB op {gpu} van {memory} GB "
              "elk): {n} per server is geen veelvoud van {g}"},
    "baseline_fit": {
        "en": "What runs today breaks a catalogue fit rule; it is computed as it is:",
        "nl": "De huidige configuratie voldoet niet aan een regel van de catalogus; ze wordt "
              "berekend zoals ze is:"},
    "memory_unknown": {
        "en": "{gpu} has no memory size in the catalogue: whether one model instance fits is "
              "not checked.",
        "nl": "Van {gpu} staat geen geheugengrootte in de catalogus: of één modelinstantie past, "
              "is niet gecontroleerd."},
    "psu_too_small": {
        "en": "PSUs too small: peak DC load {peak} W exceeds {carrying} x {rating} W = {capacity} W "
              "without the {spares} spare(s)",
        "nl": "voedingen te klein: de piekbelasting van {peak} W is hoger dan {carrying} x "
              "{rating} W = {capacity} W zonder de {spares} reservevoeding(en)"},
    # plausibility warnings (app.calc.plausibility): valid, probably mistyped, never blocking
    "plausible_price_high": {
        "en": "An energy price of {price} per kWh is above 1 per kWh: check that it is per kWh, "
              "not per MWh.",
        "nl": "Een energieprijs van {price} per kWh is hoger dan 1 per kWh: controleer of het "
              "per kWh is en niet per MWh."},
    "plausible_price_region": {
        "en": "The energy price {price} per kWh is more than 3 times the {region} price of "
              "{region_price}.",
        "nl": "De energieprijs van {price} per kWh is meer dan 3 keer de prijs in {region}, "
              "{region_price}."},
    "plausible_pue": {
        "en": "A PUE of {pue} is above 3: data centres run at about 1.1 to 2.",
        "nl": "Een PUE van {pue} is hoger dan 3: datacenters draaien op ongeveer 1,1 tot 2."},
    "plausible_utilization": {
        "en": "{label}: a utilization of {u} is below 5 %: the servers would be nearly idle.",
        "nl": "{label}: een bezettingsgraad van {u} is lager dan 5 %: de servers staan dan "
              "vrijwel stil."},
    "plausible_demand": {
        "en": "The demand of {demand} is {factor} times the {delivered} the baseline delivers "
              "today (more than 10 times).",
        "nl": "De vraag van {demand} is {factor} keer de {delivered} die de huidige "
              "configuratie vandaag levert (meer dan 10 keer)."},
    "plausible_years": {
        "en": "A horizon of {years} years is over 15: GPU servers are rarely kept that long.",
        "nl": "Een looptijd van {years} jaar is langer dan 15 jaar: GPU-servers worden zelden "
              "zo lang gebruikt."},
    # the configurator's one line per suggestion (app.calc.configurator)
    "suggest_best_npv": {
        "en": "Highest NPV of the {valid} builds that fit ({searched} searched): {servers} "
              "server(s) at {u} utilization.",
        "nl": "Hoogste NCW van de {valid} configuraties die passen ({searched} doorzocht): "
              "{servers} server(s) met een bezettingsgraad van {u}."},
    "suggest_best_tco": {
        "en": "Lowest TCO of the {valid} builds that fit ({searched} searched): {servers} "
              "server(s) at {u} utilization.",
        "nl": "Laagste TCO van de {valid} configuraties die passen ({searched} doorzocht): "
              "{servers} server(s) met een bezettingsgraad van {u}."},
    "suggest_best_energy": {
        "en": "Lowest energy use of the {valid} builds that fit ({searched} searched): {servers} "
              "server(s) at {u} utilization.",
        "nl": "Laagste energieverbruik van de {valid} configuraties die passen ({searched} "
              "doorzocht): {servers} server(s) met een bezettingsgraad van {u}."},
    "suggest_best_co2": {
        "en": "Lowest CO₂ emissions of the {valid} builds that fit ({searched} searched): "
              "{servers} server(s) at {u} utilization.",
        "nl": "Laagste CO₂-uitstoot van de {valid} configuraties die passen ({searched} "
              "doorzocht): {servers} server(s) met een bezettingsgraad van {u}."},
    "suggest_best_carbon": {
        "en": "Lowest CO₂ over the {years}-year horizon, embodied carbon included, of the {valid} "
              "builds that fit and whose embodied carbon the catalogue gives ({searched} "
              "searched): {servers} server(s) at {u} utilization.",
        "nl": "Laagste CO₂-uitstoot over de looptijd van {years} jaar, productie inbegrepen, van "
              "de {valid} configuraties die passen en waarvan de catalogus de CO₂ uit productie "
              "geeft ({searched} doorzocht): {servers} server(s) met een bezettingsgraad van "
              "{u}."},
    "suggest_best_capex": {
        "en": "Lowest capex of the {valid} builds that fit ({searched} searched): {servers} "
              "server(s) at {u} utilization.",
        "nl": "Laagste investering van de {valid} configuraties die passen ({searched} "
              "doorzocht): {servers} server(s) met een bezettingsgraad van {u}."},
    "suggest_other": {
        "en": "{servers} server(s) at {u} utilization; against #1: capex {capex} {currency}, "
              "running cost {opex} {currency} in year 1.",
        "nl": "{servers} server(s) met een bezettingsgraad van {u}; ten opzichte van nr. 1: "
              "investering {capex} {currency}, exploitatiekosten {opex} {currency} in jaar 1."},
    # the advisor's findings (app.calc.advisor.findings); a finding is one or more of these
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
        "en": "{n} GPUs per server at {u} utilization: {servers} server(s) with {build_n}x "
              "{gpu} ({server}) do the same work, NPV {npv}, TCO {tco} against {tco_now}.",
        "nl": "{n} GPU's per server bij een bezettingsgraad van {u}: {servers} server(s) met "
              "{build_n}x {gpu} ({server}) doen hetzelfde werk, NCW {npv}, TCO {tco} in plaats "
              "van {tco_now}."},
    "finding_cheaper_gpu": {
        "en": "The same work ({demand} {unit}/s) on {gpu} GPUs takes {servers} servers of this "
              "type at a TCO of {tco} against {tco_now} now: {saving} less over the horizon.",
        "nl": "Met GPU's van het type {gpu} doen {servers} servers van dit type hetzelfde werk "
              "({demand} {unit}/s), tegen een TCO van {tco} in plaats van {tco_now} nu: {saving} "
              "minder over de looptijd."},
    "finding_cheaper_gpu_resized": {
        "en": "The present GPU re-sized to the work ({servers} servers) costs {tco}.",
        "nl": "De GPU van deze optie, gedimensioneerd op het werk ({servers} servers), kost "
              "{tco}."},
    "finding_cheaper_gpu_resized_cheapest": {
        "en": "The present GPU re-sized to the work ({servers} servers) costs {tco}: cheaper "
              "still.",
        "nl": "De GPU van deze optie, gedimensioneerd op het werk ({servers} servers), kost "
              "{tco}: nog goedkoper."},
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
        "en": "Air-cooled racks at {rack_kw} kW ({servers} servers of {peak} kW peak, rack limit "
              "{limit} kW) are above the about {air} kW per rack that air handles.",
        "nl": "Luchtgekoelde racks van {rack_kw} kW ({servers} servers met een piek van {peak} "
              "kW, racklimiet {limit} kW) zitten boven de circa {air} kW per rack die "
              "luchtkoeling aankan."},
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
        "en": "Needs {servers} servers; the {budget} kW budget holds {fit}.",
        "nl": "Er zijn {servers} servers nodig; in het budget van {budget} kW passen er {fit}."},
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

Formatter = Callable[[str, float, int], str]


class Note(BaseModel):
    """One note or reason: ``code`` names its template, ``args`` its typed values."""

    model_config = ConfigDict(frozen=True)

    code: str
    args: dict[str, list] = Field(default_factory=dict)


def note(code: str, **args) -> Note:
    """A Note; plain strings become text arguments, (kind, value, digits) tuples stay typed."""
    typed = {k: list(v) if isinstance(v, tuple) else ["text", str(v), 0] for k, v in args.items()}
    return Note(code=code, args=typed)


def plain(kind: str, value, digits: int) -> str:
    """English numbers without locale: 8,600 and 44.6 %."""
    if kind == "percent":
        return f"{value * 100:,.{digits}f} %"
    if kind == "number":
        return f"{value:,.{digits}f}" if digits >= 0 else f"{value:g}"
    if kind.startswith("money:"):  # "money:EUR": an amount with its currency's sign
        sign = {"EUR": "€", "USD": "$", "GBP": "£"}.get(kind[6:], kind[6:] + " ")
        return ("−" if value < 0 else "") + f"{sign}{abs(value):,.{max(digits, 0)}f}"
    return str(value)


def render(item: Note, lang: str = "en", fmt: Formatter = plain) -> str:
    """The note in ``lang`` (English when the language has no template)."""
    templates = TEMPLATES[item.code]
    values = {k: (v[1] if v[0] == "text" else fmt(v[0], v[1], v[2])) for k, v in item.args.items()}
    return templates.get(lang, templates["en"]).format(**values)
