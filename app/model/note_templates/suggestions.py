"""The configurator's one line per suggestion (app.calc.configurator). English and Dutch
templates; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "suggest_best_npv": {
        "en": "Highest NPV of the {valid} {valid:build|builds} that fit ({searched} searched): "
              "{servers} {servers:server|servers} at {u} utilization."},
    "suggest_best_tco": {
        "en": "Lowest TCO of the {valid} {valid:build|builds} that fit ({searched} searched): "
              "{servers} {servers:server|servers} at {u} utilization."},
    "suggest_best_energy": {
        "en": "Lowest energy use of the {valid} {valid:build|builds} that fit ({searched} "
              "searched): {servers} {servers:server|servers} at {u} utilization."},
    "suggest_best_co2": {
        "en": "Lowest CO₂ emissions of the {valid} {valid:build|builds} that fit ({searched} "
              "searched): {servers} {servers:server|servers} at {u} utilization."},
    "suggest_best_carbon": {
        "en": "Lowest CO₂ over the {years}-year horizon, embodied carbon included, of the "
              "{valid} {valid:build|builds} that fit and whose embodied carbon the catalogue "
              "gives ({searched} searched): {servers} {servers:server|servers} at {u} utilization."},
    "suggest_best_capex": {
        "en": "Lowest capex of the {valid} {valid:build|builds} that fit ({searched} searched): "
              "{servers} {servers:server|servers} at {u} utilization."},
    "suggest_other": {
        "en": "{servers} {servers:server|servers} at {u} utilization; against #1: capex {capex}, "
              "running cost {opex} in year 1."},
    "suggest_on_request": {
        "en": "Price on request (no public price for {parts}): not ranked on capex, TCO or "
              "NPV; {servers} {servers:server|servers} at {u} utilization, {kwh} kWh a year."},
}
