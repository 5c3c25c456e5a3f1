"""The notes the engine writes beside a result (app.calc.evaluate): what it assumed, what it
sized to, what a figure means. English and Dutch templates; app.model.notes renders them.
"""

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
              "{n}×{gpu} on this workload (MLPerf runs compared: {runs}, of them out of sample: "
              "{outside}; METHOD M34).",
        "nl": "{option}: dit model zat binnen {error} van het door MLPerf gemeten vermogen aan de "
              "wand voor {n}×{gpu} bij deze workload (vergeleken MLPerf-metingen: {runs}, waarvan "
              "buiten de steekproef: {outside}; METHOD M34)."},
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
}
