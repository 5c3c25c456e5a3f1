"""The notes the engine writes beside a result (app.calc.evaluate): what it assumed, what it
sized to, what a figure means. English and Dutch templates; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "demand_from_baseline": {
        "en": "Demand is the work the baseline delivers today: {demand} {unit}."},
    "rental_break_even": {
        "en": "Renting costs the same as buying {other} at {price} per GPU-hour."},
    "rental_on_demand_bound": {
        "en": "On-demand billing counts only the busy hours (perfect scaling): a lower bound."},
    "rental_provider_energy": {
        "en": "Rented: the energy and CO₂ are the provider's (PUE {pue}), shown but not billed; "
              "its embodied carbon is the provider's and not counted."},
    "capacity_peak_at_mean_pue": {
        "en": "The capacity charge puts the design peak at the mean PUE: a summer peak can be "
              "higher, a fleet that never runs flat out lower."},
    "demand_differs": {
        "en": "The quote's demand {given} {unit} differs from the {delivered} {unit} the baseline "
              "delivers today by more than 0.1 %; candidates are sized to {given}."},
    "u_above_max": {
        "en": "Utilization {u} is above the ceiling {u_max}."},
    "psu_below_range": {
        "en": "PSU load {load} is below the certified range (lowest point {lowest}): efficiency "
              "assumed."},
    "cap_extrapolated": {
        "en": "Cap at {rho} of full power lies outside the supported range of the cap model: "
              "throughput extrapolated."},
    "cap_beta_assumed": {
        "en": "Throughput under the cap follows the assumed exponent {beta} (no "
              "measured cap curve)."},
    "cap_above_mean": {
        "en": "The cap at {cap_w} W lies above this workload's mean power of {busy_w} W: it clips "
              "only the peaks above the mean, and its throughput cost is not modelled."},
    "bases_differ": {
        "en": "The options use different bases for GPU power under load: {busy} from a published "
              "measurement of this workload, {tdp} from TDP, a ceiling that overstates the energy of most workloads."},
    "busy_power_used": {
        "en": "GPU power under load is the published {busy_w} W for this workload ({source}), not "
              "the {tdp_w} W TDP; the PSUs and the peak are still sized for {peak_w} W."},
    "backtest_within": {
        "en": "{option}: this model was within {error} of MLPerf's measured wall power for "
              "{n}×{gpu} on this workload (MLPerf runs compared: {runs}, of them out of sample: "
              "{outside})."},
    "profile_lambda": {
        "en": "The profile's lambda scales the whole server load, idle included: optimistic at "
              "low utilization."},
    "custom_profile_claim": {
        "en": "This profile claims lower power at no loss of throughput. A real power cap costs "
              "throughput, so the same work needs more energy than this figure."},
    "over_budget": {
        "en": "{m} servers do not fit the {budget} kW budget (it holds {fit})."},
    "rack_too_small": {
        "en": "One server's peak exceeds the {limit} kW rack limit."},
    "baseline_no_work": {
        "en": "The baseline delivers no work at utilization 0, so there is no demand to size the "
              "candidates to: give the workload demand or the baseline's real utilization."},
    "baseline_invalid_demand": {
        "en": "The baseline is invalid, so the work it delivers is unknown: the candidates cannot "
              "be sized until the baseline is fixed or the workload demand is given."},
    "psu_headroom": {
        "en": "Peak DC load {peak} W is {share} of what the carrying PSUs deliver ({capacity} W), "
              "above the 90 % headroom (a derating assumption): valid, little margin."},
    "no_payback": {
        "en": "No payback: switching gains {gain} {currency} up front, then costs at least as much a year; "
              "the NPV decides."},
    "baseline_invalid": {
        "en": "The baseline is invalid, so no payback or NPV is computed."},
}
