"""The notes and the refusal of demand that grows (METHOD §13, app.calc.growth): a fleet that
cannot carry a year, the year it passes its ceiling, the purchases a plan makes and what the
year-by-year figures leave out. English and Dutch; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "growth_fleet_cannot_carry": {
        "en": "the current fleet cannot carry year {year}'s demand (u = {u}): size it, or lower "
              "the growth"},
    "growth_option_cannot_carry": {
        "en": "these servers cannot carry year {year}'s demand (u = {u}): size them, or lower "
              "the growth"},
    "growth_above_ceiling": {
        "en": "from year {year} the current fleet runs above its {u_max} ceiling"},
    "growth_fleet_carries": {
        "en": "the current fleet carries the growth: up to year {years} it stays below its "
              "{u_max} ceiling"},
    "growth_purchases": {
        "en": "{now} {now:server|servers} now, {later}"},
    "growth_today_prices": {
        "en": "Later purchases are priced at today's prices, not escalated."},
    "growth_residual_same_share": {
        "en": "Every purchase keeps the same residual share at the horizon, whatever its age: "
              "conservative for the servers bought later."},
    "growth_psu_below_range": {
        "en": "PSU load is below the certified range (lowest point {lowest}) in year {years}: "
              "efficiency assumed."},
    "growth_maintenance_not_scaled": {
        "en": "maintenance entered as an amount: not scaled to the larger fleet"},
    "growth_simple_first_purchase": {
        "en": "The simple payback counts the first purchase only; the later purchases are in "
              "the cumulative payback and the NPV."},
    "growth_over_budget": {
        "en": "does not fit the budget from year {year} ({m} {m:server|servers}, {fit} fit)"},
}
