"""Why an option cannot be computed, or breaks a catalogue fit rule (app.calc.checks,
app.calc.evaluate): the reasons shown in place of its results. English and Dutch templates;
app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "form_factor": {
        "en": "{server} takes {accepted} GPUs, not the {form} {gpu}"},
    "too_many_gpus": {
        "en": "{n} GPUs do not fit {server}: it has {slots} GPU slots"},
    "too_many_psus": {
        "en": "{n} PSUs do not fit {server}: it has {bays} bays"},
    "cooling_not_offered": {
        "en": "{server} is not offered with {cooling}"},
    "cap_out_of_range": {
        "en": "power cap {cap} of TDP is outside {gpu}'s range {low}..100 % ({min_w} W..{tdp_w} W)"},
    "profile_unsupported": {
        "en": "{gpu} does not support the {profile} power profile"},
    "no_measured": {
        "en": "{gpu} has no measured profile attached"},
    "no_perf": {
        "en": "{gpu} has no throughput for workload '{workload}' in the catalogue"},
    "no_demand_baseline": {
        "en": "demand unknown until the baseline is fixed: fix the baseline or set the workload "
              "demand"},
    "no_demand_baseline_idle": {
        "en": "no demand to size for: the baseline delivers no work at utilization 0; set the "
              "workload demand"},
    "pue_below_one": {
        "en": "PUE {pue} (cooling factor {factor} x site PUE {site}) is below 1: a facility cannot "
              "use less energy than its IT; raise the cooling's factor or the site PUE"},
    "too_many_servers": {
        "en": "needs {m} servers, more than the {limit} this calculator handles: check the demand "
              "and the throughput per GPU"},
    "result_out_of_range": {
        "en": "{figure} comes to {value}, beyond the {limit} this calculator reports: check the "
              "inputs' units"},
    "no_demand": {
        "en": "no demand to size for: set the workload demand or a fleet-mode baseline"},
    "gpu_not_taken": {
        "en": "{server} does not take the {gpu}: its board takes {accepted}"},
    "gpu_count_not_taken": {
        "en": "{server} takes {counts} GPUs, not {n}"},
    "model_memory": {
        "en": "one model instance needs {g} GPUs ({need} GB on {gpu} of {memory} GB each): "
              "{n} per server is not a multiple of {g}"},
    "baseline_fit": {
        "en": "What runs today breaks a catalogue fit rule; it is computed as it is:"},
    "memory_unknown": {
        "en": "{gpu} has no memory size in the catalogue: whether one model instance fits is "
              "not checked."},
    "psu_too_small": {
        "en": "PSUs too small: peak DC load {peak} W exceeds {carrying} x {rating} W = {capacity} W "
              "without the {spares} spare(s)"},
}
