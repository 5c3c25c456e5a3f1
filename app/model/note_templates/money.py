"""Notes on maintenance after the warranty (METHOD M41) and investment allowances (M42):
what is missing from a candidate's cost, what a payback leaves out, what is not modelled.
English and Dutch templates; app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "maintenance_not_given": {
        "en": "Maintenance not given: computed with 0 a year while the baseline pays "
              "maintenance; enter the support contract, or a support rate on the server row."},
    "installation_not_given": {
        "en": "Installation not given: computed with 0."},
    "maintenance_after_warranty": {
        "en": "Maintenance starts after the {w}-year warranty, in year {year}: the simple "
              "payback (first-year saving) does not count it, the TCO and the NPV do."},
    "allowance_clawback": {
        "en": "The NL investment allowances are clawed back when the equipment is sold within "
              "five years; the residual value assumes a sale at the horizon (not modelled)."},
    "price_on_request": {
        "en": "Price on request: no public price for {parts}; capex, TCO, payback and NPV are "
              "not computed. Enter the quoted price in the option to compute them."},
}
