"""English and Dutch strings of the proposal's year-by-year table under a growing demand
(METHOD §13): the heading, its introduction and the row labels. The sentences on what a plan
buys when and on the current fleet carrying the growth are the engine's notes
(app.model.note_templates.growth), rendered in the document's language."""

EN = {
    "growth_heading": "Demand that grows, year by year",
    "sheet_growth": "Growth by year",
    "growth_sheet_note": "Demand, servers, utilization, purchases, capex and opex per year are "
                         "the engine's values (change them in the app); the saving is computed "
                         "here from the two opex rows.",
    "growth_intro": "The demand grows {g} a year. Per year: the servers each configuration "
                    "runs, how full they run, the servers bought at the start of the year and "
                    "what is paid for them, the operating cost and the saving.",
    "growth_intro_no_saving": "The demand grows {g} a year. Per year: the servers each "
                              "configuration runs, how full they run, the servers bought at the "
                              "start of the year and what is paid for them, and the operating "
                              "cost.",
    "growth_year": "Year {y}",
    "growth_demand": "Demand ({unit}/s)",
    "growth_servers": "Servers",
    "growth_utilization": "Utilization",
    "growth_bought": "Servers bought at the start of the year",
    "growth_capex": "Capex paid at the start of the year",
    "growth_opex": "Opex",
    "growth_saving": "Saving against the current configuration",
    "g_growth_input": "Demand growth",
    "g_per_year": "a year",
    "g_demand": "Demand per year ({unit}/s)",
    "g_dc_idle": "DC load per server at idle (W, from the app)",
    "g_dc_full": "DC load per server at full load (W, from the app)",
    "g_psu_capacity": "What the carrying power supplies can deliver (W)",
    "g_curve_load": "Power supply curve: load (share of rating)",
    "g_curve_eff": "Power supply curve: efficiency",
    "g_servers": "Servers running (from the app's sizing)",
    "g_utilization": "Utilization",
    "g_psu_load": "Power supply load (average)",
    "g_psu_efficiency": "Power supply efficiency (average load)",
    "g_wall_w": "Wall power per server, average (W)",
    "g_night_share": "Night share of the energy (from the app)",
    "g_kwh": "Energy total at the grid (kWh)",
    "g_co2": "CO2 emissions (kg)",
    "g_work": "Work delivered ({unit})",
    "g_bought": "Servers bought at the start of the year (from the app)",
    "g_capex": "Capex paid at the start of the year",
    "g_cash": "Paid in cash at the start of the year (the financed part monthly)",
    "g_capex_pv": "Paid at the start of the year, discounted",
    "g_embodied": "Embodied CO2 of the servers bought (kg)",
    "g_allowance": "Tax benefit of the allowances on the year's purchase (at the year's end)",
    "g_to_recover": "To recover by the end of the year (switching cost and later purchases, "
                    "discounted)",
    "later_capex_pv": "Later purchases, discounted",
}
