"""English strings (each language's in its catalogue, app.text) of the proposal's year-by-year table under a growing demand
(METHOD §13): the heading, its introduction and the row labels. The sentences on what a plan
buys when and on the current fleet carrying the growth are the engine's notes
(app.model.note_templates.growth), rendered in the document's language."""

EN = {
    "growth_heading": "Demand that grows, year by year",
    "sheet_growth": "Growth by year",
    "growth_flat_sheet": "Caution: the demand grows, and this sheet's formulas assume a flat "
                         "demand; the app's figures per year are on the sheet \"{sheet}\".",
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
}
