"""Why an option cannot be computed, or breaks a catalogue fit rule (app.calc.checks,
app.calc.evaluate): the reasons shown in place of its results. English and Dutch templates;
app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
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
        "en": "{server} is not offered with {cooling}",
        "nl": "{server} is niet leverbaar met {cooling}"},
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
}
