"""The configurator's one line per suggestion (app.calc.configurator). English and Dutch
templates; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "suggest_best_npv": {
        "en": "Highest NPV of the {valid} {valid:build|builds} that fit ({searched} searched): "
              "{servers} {servers:server|servers} at {u} utilization.",
        "nl": "Hoogste NCW van de {valid} {valid:configuratie|configuraties} die passen "
              "({searched} doorzocht): {servers} {servers:server|servers} met een "
              "bezettingsgraad van {u}."},
    "suggest_best_tco": {
        "en": "Lowest TCO of the {valid} {valid:build|builds} that fit ({searched} searched): "
              "{servers} {servers:server|servers} at {u} utilization.",
        "nl": "Laagste TCO van de {valid} {valid:configuratie|configuraties} die passen "
              "({searched} doorzocht): {servers} {servers:server|servers} met een "
              "bezettingsgraad van {u}."},
    "suggest_best_energy": {
        "en": "Lowest energy use of the {valid} {valid:build|builds} that fit ({searched} "
              "searched): {servers} {servers:server|servers} at {u} utilization.",
        "nl": "Laagste energieverbruik van de {valid} {valid:configuratie|configuraties} die "
              "passen ({searched} doorzocht): {servers} {servers:server|servers} met een "
              "bezettingsgraad van {u}."},
    "suggest_best_co2": {
        "en": "Lowest CO₂ emissions of the {valid} {valid:build|builds} that fit ({searched} "
              "searched): {servers} {servers:server|servers} at {u} utilization.",
        "nl": "Laagste CO₂-uitstoot van de {valid} {valid:configuratie|configuraties} die passen "
              "({searched} doorzocht): {servers} {servers:server|servers} met een "
              "bezettingsgraad van {u}."},
    "suggest_best_carbon": {
        "en": "Lowest CO₂ over the {years}-year horizon, embodied carbon included, of the "
              "{valid} {valid:build|builds} that fit and whose embodied carbon the catalogue "
              "gives ({searched} searched): {servers} {servers:server|servers} at {u} utilization.",
        "nl": "Laagste CO₂-uitstoot over de looptijd van {years} jaar, productie inbegrepen, van "
              "de {valid} {valid:configuratie|configuraties} die passen en waarvan de catalogus "
              "de CO₂ uit productie geeft ({searched} doorzocht): {servers} "
              "{servers:server|servers} met een bezettingsgraad van {u}."},
    "suggest_best_capex": {
        "en": "Lowest capex of the {valid} {valid:build|builds} that fit ({searched} searched): "
              "{servers} {servers:server|servers} at {u} utilization.",
        "nl": "Laagste investering van de {valid} {valid:configuratie|configuraties} die passen "
              "({searched} doorzocht): {servers} {servers:server|servers} met een "
              "bezettingsgraad van {u}."},
    "suggest_other": {
        "en": "{servers} {servers:server|servers} at {u} utilization; against #1: capex {capex}, "
              "running cost {opex} in year 1.",
        "nl": "{servers} {servers:server|servers} met een bezettingsgraad van {u}; ten opzichte "
              "van nr. 1: investering {capex}, exploitatiekosten {opex} in jaar 1."},
    "suggest_on_request": {
        "en": "Price on request (no public price for {parts}): not ranked on capex, TCO or "
              "NPV; {servers} {servers:server|servers} at {u} utilization, {kwh} kWh a year.",
        "nl": "Prijs op aanvraag (geen openbare prijs voor {parts}): niet gerangschikt op "
              "investering, TCO of NCW; {servers} {servers:server|servers} met een "
              "bezettingsgraad van {u}, {kwh} kWh per jaar."},
}
