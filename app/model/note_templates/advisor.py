"""The advisor's findings (app.calc.advisor.findings, .profiles); a finding is one or more of
these. English templates (each language's in its catalogue, app.text); app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "finding_demand_differs": {
        "en": "Options are then not compared at the work the customer does today."},
    "finding_idle_dominates": {
        "en": "Average utilization is {u}: about {share} of its energy ({idle_kwh} of {kwh} kWh a "
              "year) is drawn by idle power."},
    "finding_fewer_servers": {
        "en": "Fewer, busier servers do the same work for less."},
    "finding_better_build": {
        "en": "{n} GPUs per server at {u} utilization: {servers} {servers:server|servers} with "
              "{build_n}x {gpu} ({server}) {servers:does|do} the same work, NPV {npv}, TCO {tco} "
              "against {tco_now}."},
    "finding_cheaper_gpu": {
        "en": "The same work ({demand} {unit}/s) on {gpu} GPUs takes {servers} "
              "{servers:server|servers} of this type at a TCO of {tco} against {tco_now} now: "
              "{saving} less over the horizon."},
    "finding_cheaper_gpu_resized": {
        "en": "The present GPU re-sized to the work ({servers} {servers:server|servers}) costs "
              "{tco}."},
    "finding_cheaper_gpu_resized_cheapest": {
        "en": "The present GPU re-sized to the work ({servers} {servers:server|servers}) costs "
              "{tco}: cheaper still."},
    "finding_psu_below_range": {
        "en": "Each PSU runs at {load} of its rating, below the certified range (lowest point "
              "{lowest}): the {efficiency} efficiency is assumed. Fewer or smaller PSUs would run "
              "in range."},
    "finding_psu_inefficient": {
        "en": "Each PSU runs at {load} of its rating, where it is {efficiency} efficient: {points} "
              "points under its best ({best} at {best_load} load). About {lost} kWh a year is "
              "lost to the difference."},
    "finding_psu_fewer": {
        "en": "Fewer active PSUs (or smaller ones) would run nearer that best point."},
    "finding_psu_more": {
        "en": "More or larger PSUs would run nearer that best point."},
    "finding_no_cap": {
        "en": "No power cap is set. A cap at {cap} of TDP would use {kwh} kWh a year less "
              "({share}, {money} in the first year) for {loss} less throughput per GPU, at the "
              "same work."},
    "finding_no_cap_measured": {
        "en": "This follows from a measured cap curve."},
    "finding_no_cap_assumed": {
        "en": "This follows from the assumed exponent {beta}, not a measurement."},
    "finding_air_rack_density": {
        "en": "Air-cooled racks at {rack_kw} kW ({servers} {servers:server|servers} of {peak} kW "
              "peak, rack limit {limit} kW) are above the about {air} kW per rack that air "
              "handles."},
    "finding_air_liquid_offered": {
        "en": "The {server} is also offered with liquid cooling ({cooling}): that is the way to "
              "run this density."},
    "finding_air_liquid_platform": {
        "en": "Liquid cooling (a DLC or immersion platform) is the way to run this density."},
    "finding_cap_extrapolated": {
        "en": "The cap holds the GPU at {rho} of full power, below 70 %: the throughput ({phi} of "
              "uncapped) is extrapolated, not supported by the cap model."},
    "finding_over_budget": {
        "en": "Needs {servers} {servers:server|servers}; the {budget} kW budget holds {fit}."},
    "finding_energy_saves_nothing": {
        "en": "Switching saves nothing on running costs ({saving} a year), so the {capex} capex "
              "never pays back."},
    "finding_energy_npv_negative": {
        "en": "The running-cost saving of {saving} a year repays the {capex} capex simply in "
              "{payback} years, but not within the {years}-year horizon once escalated and "
              "discounted (NPV {npv})."},
    "sweep_measured_curve": {
        "en": "Throughput under a cap follows the measured cap curve; caps below a power ratio of "
              "{floor} (its lowest point) are extrapolated and not recommended."},
    "sweep_assumed_exponent": {
        "en": "No measured cap curve: the sweet spot follows from the assumed exponent {beta} "
              "(throughput = power ratio ^ {beta}), not from a measurement. Caps below a power "
              "ratio of {floor} are extrapolated and never recommended."},
    "profiles_lambda": {
        "en": "Profiles scale the whole server load with lambda, idle included: optimistic at low "
              "utilization."},
    "profiles_frequency_reference": {
        "en": "Frequency scaling is the reference, not a recommendation: at equal work it uses "
              "{kwh} kWh a year more than no profile ({share})."},
    "profiles_unsupported": {
        "en": "{gpu} supports none of the presets; they are shown for comparison only."},
    "finding_energy_beyond_horizon": {
        "en": "The running-cost saving of {saving} a year repays the {capex} capex in {payback} "
              "years, beyond the {years}-year horizon: energy alone does not pay for the new "
              "hardware."},
}
