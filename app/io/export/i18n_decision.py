"""English and Dutch strings of the exports' decision pages: the advisor's appendix (export
--advice), the whole decision (METHOD §11.4-§11.6: tax, financing, rental, carbon) and the
decision's risk (app.io.export.pdf_risk). Part of the export translation table
(app.io.export.i18n merges the parts); Dutch terms follow shared/GLOSSARY.md."""

from __future__ import annotations

EN: dict[str, str] = {
    # advice appendix (optional: export --advice)
    "advice": "Advice",
    "advice_intro": ("The advisor's findings and power-cap sweet spots at the assumptions of "
                     "this quote. They are advice, not part of the offer. Amounts in "
                     "{currency}, excl. VAT."),
    "advice_quote": "The quote as a whole",
    "advice_none": "No findings: nothing stands out.",
    "advice_sweet_label": "Power-cap sweet spot",
    "advice_limit_label": "Power cap at the limit of the assumed exponent",
    "advice_sweet": ("{cap} of TDP, {loss} less throughput per GPU (at most {max_loss}): "
                     "energy {kwh_pct} ({kwh} kWh a year) and TCO {tco_pct} ({tco}) against "
                     "uncapped, at equal work."),
    "advice_sweet_none": ("no cap inside the supported range keeps the loss of throughput "
                          "within {max_loss}."),
    "advice_assumed": ("It follows from the assumed exponent {beta} (throughput = power "
                       "ratio ^ {beta}), not from a measured cap curve: a limit of that "
                       "assumption, not a measured optimum."),
    "advice_measured": "It follows from the option's measured cap curve.",
    # the whole decision (METHOD §11.4-§11.6)
    "bill_energy_price": "Energy price per kWh on the bill, without the banded energy tax",
    'site_kwh': "Rest of the site's consumption, without these options",
    "tax_escalation": "Energy tax escalation per year",
    "capacity_price": "Grid capacity charge per kW a month",
    "capacity_escalation": "Capacity charge escalation per year",
    "tax_band_from": "Energy tax band {n}: from",
    "tax_band_to": "Energy tax band {n}: up to (empty: no limit)",
    "tax_band_rate": "Energy tax band {n}: rate per kWh",
    "baseline_residual": "Residual value of the current configuration at the horizon",
    "market_carbon_intensity": "Carbon intensity of the green contract (market-based)",
    "rental_billing": "Rental billing",
    "billing_reserved": "reserved: every hour of the year",
    "billing_on_demand": "on demand: the busy hours only (a lower bound)",
    "rental_price": "Rental price per GPU-hour",
    "gpu_hours": "GPU-hours billed a year",
    "rental_escalation": "Rental price escalation per year",
    "rental_fixed": "Fixed rental costs a year",
    "rental_migration": "One-off migration cost",
    "rental_upfront_fee": "Upfront reservation fee",
    "rental_capex": "Paid at the start (migration and fee)",
    "provider_pue": "PUE of the provider",
    "provider_carbon": "Carbon intensity of the provider (kg/kWh)",
    'rental_energy_note': "The energy and CO2 of a rental are the provider's: shown, not billed.",
    "rental_cost": "Rental (escalated)",
    "financing_share": "Financed share of the capex",
    "financing_rate": "Loan interest rate per year",
    "financing_months": "Loan term in months",
    "financed": "Financed amount",
    "monthly_payment": "Monthly loan payment",
    "capex_upfront": "Paid at the start (the financed part monthly)",
    'financing': "Loan payments (valued at the year's end)",
    "residual_fraction": "Residual value share (of the capex without installation)",
    "residual_value": "Residual value at the horizon",
    "residual_pv": "Residual value, discounted",
    "embodied_platform": "Embodied CO2 per server platform (kg)",
    "embodied_gpu": "Embodied CO2 per GPU (kg)",
    "embodied": "Embodied CO2 of the hardware (kg)",
    "embodied_baseline": "Embodied CO2 of the current configuration (kg; sunk: 0)",
    "carbon_horizon": "CO2 over the horizon, embodied included (kg)",
    "carbon_payback": "Carbon payback of the hardware",
    "not_known": "not known",
    "tax_y1": "of which energy tax, year 1",
    "capacity_y1": "of which grid capacity charge, year 1",
    "co2_market": "CO2 emissions, market-based (kg/year)",
    "energy_cost_bill": "Energy at the per-kWh price (escalated)",
    "energy_tax": "Energy tax",
    "capacity_charge": "Grid capacity charge",
    "decision_tax": "tax",
    "decision_rental": "rental",
    "decision_financing": "financing",
    "decision_carbon": "carbon",
    "decision_tariff": "tariff",
    "decision_intro_bill": "the bill as it is paid (energy tax in bands, grid capacity charge)",
    "decision_intro_rental": "renting instead of buying",
    "decision_intro_financing": "financing (the part paid upfront and the monthly payment)",
    "decision_intro_residual": "the residual value",
    "decision_intro_carbon": "the carbon of making the hardware",
    "decision_intro_market": "the market-based CO₂ of the energy",
    "decision_intro_tariff": "the share of the energy used at night under the day/night tariff",
    "list_and": "{head} and {last}",
    "rental_break_even_row": ("Rental price per GPU-hour at which renting costs as much as "
                              "{option}"),
    "provider": "Provider",
    "loan_terms": "Financed: {share} at {rate} a year over {months} months",
    "residual_share": "Residual value at the horizon ({share} of the capex without "
                      "installation)",
    # the decision's risk (app.io.export.pdf_risk)
    "risk": "Risk of the decision",
    "risk_intro": ("How the difference in total cost of ownership between {candidate} and "
                   "the current configuration ({baseline}) moves when one assumption at a "
                   "time takes its low or its high value (the range its confidence allows). "
                   "The line is the figure of this proposal: {point}; below zero, "
                   "{candidate} costs less over the horizon."),
    "risk_chart": "TCO difference with the current configuration ({currency})",
    "risk_low": "assumption at its low value",
    "risk_high": "assumption at its high value",
    "risk_price": "Break-even energy price",
    "risk_price_intro": ("The saving changes with the energy price. At these prices a "
                         "candidate pays back within the {years}-year horizon; this proposal "
                         "assumes {price}."),
    "risk_price_simple": "simple payback within {years} years",
    "risk_price_cumulative": "cumulative (discounted) payback within {years} years",
    "risk_price_tariff": ("The site has a day/night tariff: no single energy price to break "
                          "even on."),
    "risk_per_kwh": "{price} per kWh",
    "risk_from": "from {price} per kWh",
    "risk_up_to": "up to {price} per kWh",
    "risk_between": "from {low} to {high} per kWh",
    "risk_any_maintenance": "at any price (the maintenance saving alone repays it)",
    "risk_any_other": "at any price (the savings other than energy repay it)",
    "risk_no_price": "at no price: it never pays back within {years} years",
    "risk_demand": "Break-even demand",
    "risk_demand_intro": ("The demand at which {candidate} and the current configuration "
                          "({baseline}) cost the same over the horizon; this proposal "
                          "assumes {demand}."),
    "risk_demand_cross": "At {demand}: below it {below} costs less, above it {above}.",
    "risk_demand_step": ("At {demand}, where a server is added: below it {below} costs "
                         "less, above it {above}."),
    "risk_demand_same": ("From 2 % to 20 times the demand of this proposal ({demand}), "
                         "{candidate} and {baseline} do not change places: no demand in "
                         "that range breaks even."),
    "risk_demand_none": "The demand is not known: no break-even demand.",
    "risk_growth": "Growth at which the switch pays back",
    "risk_growth_from": "from a demand growth of {g} a year",
    "risk_growth_up_to": "up to a demand growth of {g} a year",
    "risk_growth_between": "at a demand growth from {low} to {high} a year",
    "risk_growth_any": "at any demand growth from {low} to {high} a year",
    "risk_growth_none": ("at no demand growth from {low} to {high} a year: it never pays back "
                         "within {years} years"),
    "assumption:demand growth": "demand growth",
    "assumption:energy price": "energy price",
    "assumption:price escalation": "price escalation",
    "assumption:demand": "demand",
    "assumption:utilization ceiling": "utilization ceiling",
    "assumption:PUE": "PUE",
    "assumption:GPU idle power": "GPU idle power",
    "assumption:cap exponent": "power-cap exponent",
    "assumption:GPU prices": "GPU prices",
    "assumption:server prices": "server prices",
    "assumption:discount rate": "discount rate",
    "assumption:powered hours": "powered hours",
    "assumption:energy tax": "energy tax",
    "assumption:capacity charge": "grid capacity charge",
    "assumption:residual value": "residual value",
    "assumption:rental price": "rental price",
    "tax_y1_row": "Energy tax, year 1",
    "capacity_y1_row": "Grid capacity charge, year 1",
    "rental_price_source": "Source of the rental price",
}
