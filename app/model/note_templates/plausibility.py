"""Plausibility warnings (app.calc.plausibility): a valid input that is probably mistyped,
never blocking. English and Dutch templates; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
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
}
