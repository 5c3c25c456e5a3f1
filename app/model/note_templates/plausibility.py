"""Plausibility warnings (app.calc.plausibility): a valid input that is probably mistyped,
never blocking. English templates (each language's in its catalogue, app.text); app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "plausible_price_high": {
        "en": "An energy price of {price} per kWh is above 1 per kWh: check that it is per kWh, "
              "not per MWh."},
    "plausible_price_region": {
        "en": "The energy price {price} per kWh is more than 3 times the {region} price of "
              "{region_price}."},
    "plausible_pue": {
        "en": "A PUE of {pue} is above 3: data centres run at about 1.1 to 2."},
    "plausible_utilization": {
        "en": "{label}: a utilization of {u} is below 5 %: the servers would be nearly idle."},
    "plausible_demand": {
        "en": "The demand of {demand} is {factor} times the {delivered} the baseline delivers "
              "today (more than 10 times)."},
    "plausible_years": {
        "en": "A horizon of {years} years is over 15: GPU servers are rarely kept that long."},
}
