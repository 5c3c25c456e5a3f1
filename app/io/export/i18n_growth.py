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

NL = {
    "growth_heading": "Groeiende vraag, jaar voor jaar",
    "sheet_growth": "Groei per jaar",
    "growth_sheet_note": "Vraag, servers, bezettingsgraad, aankopen, investering en "
                         "exploitatiekosten per jaar zijn waarden van het rekenmodel (wijzig ze "
                         "in de app); de besparing wordt hier berekend uit de twee rijen "
                         "exploitatiekosten.",
    "growth_intro": "De vraag groeit {g} per jaar. Per jaar: de servers van elke configuratie, "
                    "hun bezettingsgraad, de servers die aan het begin van het jaar worden "
                    "gekocht en wat daarvoor wordt betaald, de exploitatiekosten en de besparing.",
    "growth_year": "Jaar {y}",
    "growth_demand": "Vraag ({unit}/s)",
    "growth_servers": "Servers",
    "growth_utilization": "Bezettingsgraad",
    "growth_bought": "Servers gekocht aan het begin van het jaar",
    "growth_capex": "Investering betaald aan het begin van het jaar",
    "growth_opex": "Exploitatiekosten",
    "growth_saving": "Besparing ten opzichte van de huidige configuratie",
    "g_growth_input": "Groei van de vraag",
    "g_per_year": "per jaar",
    "g_demand": "Vraag per jaar ({unit}/s)",
    "g_dc_idle": "DC-belasting per server bij nullast (W, uit de app)",
    "g_dc_full": "DC-belasting per server bij volle belasting (W, uit de app)",
    "g_psu_capacity": "Wat de dragende voedingen kunnen leveren (W)",
    "g_curve_load": "Curve van de voeding: belasting (deel van het vermogen)",
    "g_curve_eff": "Curve van de voeding: rendement",
    "g_servers": "Servers in gebruik (uit de dimensionering van de app)",
    "g_utilization": "Bezettingsgraad",
    "g_psu_load": "Belasting van de voeding (gemiddeld)",
    "g_psu_efficiency": "Rendement voeding (gemiddelde belasting)",
    "g_wall_w": "Vermogen per server aan het stopcontact, gemiddeld (W)",
    "g_night_share": "Nachtaandeel van het energieverbruik (uit de app)",
    "g_kwh": "Energieverbruik totaal aan het net (kWh)",
    "g_co2": "CO₂-uitstoot (kg)",
    "g_work": "Geleverd werk ({unit})",
    "g_bought": "Servers gekocht aan het begin van het jaar (uit de app)",
    "g_capex": "Investering betaald aan het begin van het jaar",
    "g_cash": "Contant betaald aan het begin van het jaar (het gefinancierde deel maandelijks)",
    "g_capex_pv": "Betaald aan het begin van het jaar, verdisconteerd",
    "g_embodied": "CO₂ uit productie van de gekochte servers (kg)",
    "g_allowance": "Belastingvoordeel van de investeringsaftrek op de aankoop van het jaar (aan "
                   "het einde van het jaar)",
    "g_to_recover": "Terug te verdienen tegen het einde van het jaar (overstapkosten en latere "
                    "aankopen, verdisconteerd)",
    "later_capex_pv": "Latere aankopen, verdisconteerd",
}
