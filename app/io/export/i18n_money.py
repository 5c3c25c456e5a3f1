"""English strings (each language's in its catalogue, app.text) of the exports for maintenance after the warranty (METHOD M41) and
investment allowances (M42): the workbook's rows and the proposal's own benefit line. Part of
the export translation table (app.io.export.i18n merges the parts)."""

from __future__ import annotations

EN: dict[str, str] = {
    "support_rate": "Support a year after the warranty (share of the list capex)",
    "warranty_years": "Warranty (whole years)",
    "maintenance_after_warranty": "Maintenance a year after the warranty",
    "profit_tax_rate": "Profit tax rate (for the investment allowances)",
    "other_investments_year": "Other investments of the year (for a banded allowance)",
    "allowance_rate": "{name}: deduction rate",
    "allowance_share": "{name}: eligible share of the capex",
    "allowance_deduction": "{name}: deduction",
    "allowance_benefit": "Tax benefit of the allowances, end of year 1",
    "allowance_benefit_pv": "Tax benefit of the allowances (present value)",
    "allowance_line": "{name}, if the equipment qualifies: {amount}",
    "maintenance_from_year": "Maintenance a year from year {year} (after the warranty)",
    "mn_allowance": " + the tax benefit of the allowances today {a}",
}
