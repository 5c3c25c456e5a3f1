"""English and Dutch sentences of the exports: the recommendation and summary, the notes and
explanations, and the commercial terms (validity, payment, delivery, acceptance). Part of the
export translation table (app.io.export.i18n merges the parts); Dutch terms follow
shared/GLOSSARY.md."""

from __future__ import annotations

EN: dict[str, str] = {
    # sentences
    "rec_switch": ("We recommend {label}. Against the current configuration it saves {saving} "
                   "in the first year, pays back in {payback} (discounted) and has a net "
                   "present value of {npv} over {years} years."),
    "rec_keep": ("We recommend keeping the current configuration for now: at these "
                 "assumptions no option has a positive net present value over {years} years. "
                 "The best candidate, {label}, has a net present value of {npv}."),
    "rec_switch_residual": ("We recommend {label}. Against the current configuration it saves "
                            "{saving} in the first year; its discounted savings do not repay "
                            "it within {years} years, but with the residual value its net "
                            "present value over {years} years is {npv}."),
    "rec_switch_upfront": ("We recommend {label}. Switching gains money up front and then "
                           "costs at least as much a year as the current configuration (no "
                           "payback); over {years} years its net present value is {npv}."),
    "rec_lowest": ("We recommend {label}: it has the lowest total cost of ownership, {tco} "
                   "over {years} years."),
    "rec_none": "No option can be computed; see the notes.",
    "sum_saving": "Annual saving in year 1: {saving} ({pct} of today's operating cost).",
    "sum_payback": "Payback: {simple} on the first-year saving, {disc} with escalation and "
                   "discounting.",
    "sum_co2": "CO2 emissions fall by {kg} kg a year ({pct}).",
    "sum_energy": "Energy at the grid falls from {before} to {after} kWh a year.",
    "sum_measured": "Measured: {items}.",
    "sum_nothing_measured": "No value in this quote was measured; all power figures come "
                            "from datasheets and typical values.",
    "sum_assumed": "Assumed: {items}.",
    "sum_movers": "What moves the NPV of {candidate} most: {items}.",
    "sum_mover": "{assumption} {range}: NPV {npv_low} to {npv_high}",
    "sum_range": "{low} to {high}",
    "sum_equal_work": "All options deliver the same work: {work} {unit} a year "
                      "({workload}).",
    "sum_scope": "Figures at the assumptions on the Assumptions page; amounts excl. VAT.",
    "chart_cumulative": "Cumulative discounted cost (capex + opex)",
    "chart_energy": "Annual energy: IT and facility overhead (kWh)",
    "chart_power": "Power per server at the wall (W)",
    "chart_tco": "TCO per option",
    "chart_payback": "payback, cumulative: {years}",
    "mn_heading": "How the money adds up",
    "mn_intro": "Each candidate against the current configuration, at the assumptions listed "
                "further on.",
    "mn_capex": ("Purchase price {k} = {m} {servers} × {per} per server + installation {inst} + "
                 "extra lines for the option {once}."),
    "mn_saving": ("Saving in year 1 {s1} = energy {e} + maintenance {mnt} + licences {lic}"),
    "mn_other": " + other {other} (colocation, financing, GPU-hours)",
    "mn_simple": "Payback, simple: switching cost {dk} / saving in year 1 {s1} = {years}.",
    "mn_simple_plain": ("Payback, simple: {years} (switching cost {dk}, saving in year 1 "
                        "{s1})."),
    "mn_npv": ("Payback, cumulative: {disc} (the year the discounted savings reach the "
               "switching cost: the crossing in the cost chart). NPV {npv} = discounted "
               "savings {pv} − switching cost {dk}"),
    "mn_residual": " + the difference in residual value today {rv}",
    "seg_gpus": "GPUs",
    "seg_platform": "Platform",
    "seg_cooling": "Fans / cooling adj.",
    "seg_profile": "Profile",
    "seg_psu_loss": "PSU loss",
    "seg_it": "IT",
    "seg_overhead": "Overhead",
    "method_text": (
        "Per server, the GPUs' average power follows from idle and full power and the "
        "utilization; the platform (CPUs, memory, fans) adds its own. The PSUs' efficiency "
        "at that load turns the DC load into wall power. Servers × wall power × hours gives "
        "the IT energy; the PUE of the cooling adds the facility overhead (cooling, power "
        "distribution, lighting). Energy × price, escalated each year, plus maintenance, "
        "licences and colocation is the opex; TCO is capex plus the discounted opex. "
        "Options are compared at equal work: each is sized to the same demand. Savings "
        "are the baseline's opex minus the option's; payback and NPV follow from them."),
    "method_formulas": ("Calculated with version {method} of the GPU TCO calculation method "
                        "(program version {version}). The workbook that comes with this "
                        "proposal recalculates energy, costs, TCO, payback and net present "
                        "value with live formulas, so that every figure can be checked."),
    "cooling_pue_used": "{name}: PUE used ({factor} × the site's PUE)",
    "label_cap": "cap {pct}",
    "label_cooling_dlc": "DLC",
    "label_cooling_immersion": "immersion",
    "profile_inference": "inference profile",
    "profile_training": "training profile",
    "profile_frequency_scaling": "frequency scaling",
    "profile_custom": "custom profile",
    "invalid_reason": "Not possible: {reason}",
    "recommended": "recommended",
    # commercial terms
    "quote_number": "Quote number",
    "currency": "Currency",
    "vat_rate": "VAT rate",
    "validity": "Validity",
    "validity_days": "{days} days from the quote date",
    "terms": "Commercial terms",
    "facility": "Power, heat and space",
    "facility_intro": ("What each option asks of the room at its peak. Each feed is sized to "
                       "carry a server's whole peak alone (A and B feeds, one failed), at a "
                       "power factor of 0.95; all power at the wall becomes heat."),
    "fac_peak_w": "Peak power per server at the wall",
    "fac_peak_kw": "Peak power, all servers (kW)",
    "fac_amps_230": "Current per feed, 230 V single-phase (A)",
    "fac_amps_400": "Current per phase, 400 V three-phase feed (A)",
    "fac_heat_kw": "Heat output at peak, all servers (kW)",
    "fac_heat_btu": "Heat output at peak, all servers (BTU/h)",
    "fac_rack_units": "Rack units, all servers (U)",
    "fac_per_rack": "Servers per rack",
    "fac_racks": "Racks needed",
    "fac_rack_fit": "A server fits the rack limit",
    "fac_budget_fit": "Fits the site's power budget",
    "fac_psu_headroom": "PSU headroom at peak",
    "yes": "yes",
    "no": "no",
    "revision": "Revision",
    "general_terms": "General terms",
    "acceptance": "Acceptance",
    "acceptance_text": ("Signed for acceptance: the customer accepts this quote (number "
                        "{number}, revision {revision}, dated {date}, valid until {valid}) "
                        "with the prices and terms above."),
    "terms_apply": "The {terms} of {company} apply to this quote.",
    "for_customer": "For acceptance, on behalf of {customer}",
    "for_seller": "On behalf of {company}",
    "for_seller_none": "On behalf of the seller",
    "sign_name": "Name",
    "sign_role": "Position",
    "sign_place": "Place",
    "sign_date": "Date",
    "signature": "Signature",
    # Belgian practice: the customer writes these words by hand above the signature
    "acceptance_mention": "Handwritten “Agreed”, date and signature",
    "payment_terms": "Payment terms",
    "delivery_terms": "Delivery terms",
    "payment_default": "Payment within 30 days of the invoice date.",
    "delivery_default": "Delivery time on request, subject to availability.",
    "gross": "Subtotal at quoted prices",
    "discount_line": "Discount {pct} on server, GPUs and cooling",
    "net_price": "Purchase price excl. VAT",
    "optional_line": "optional: not in the total",
    "optional_total": "Optional lines (not in the total)",
    "price_per_server": "Price per server (server, GPUs, cooling, per-server lines; net)",
    "not_bought": "Not bought: the current hardware is already there, so no prices are listed.",
    "vat_amount": "VAT {pct}",
    "incl_vat": "Total incl. VAT",
    "vat_note": ("VAT is shown on the purchase prices only; TCO, savings, payback and NPV are "
                 "excl. VAT (a business reclaims it). The TCO uses the net (discounted) "
                 "prices."),
    "price_overview": "Prices",
    "measured_appendix": "Appendix: measured data",
    "measured_intro": ("Power figures of these GPUs come from the customer's own logs "
                       "(nvidia-smi or DCGM) instead of the datasheet."),
    "m_options": "Used by",
    "m_gpu": "GPU in the catalogue",
    "m_source": "Log file(s)",
    "m_period": "Period covered",
    "m_gpus": "GPUs logged",
    "m_samples": "Samples",
    "m_idle_full": "Idle / full power",
    "m_mean_p95_max": "Mean / p95 / max power",
    "m_limit": "Power limit",
    "m_util": "Mean utilization",
    "hours_days": "{hours} h ({days} days)",
}
