"""Maintenance after the warranty (M41) and investment allowances (M42) for one option: the
chain's extra inputs and the flags and notes they bring. Kept apart from app.calc.evaluate so
that the orchestration stays small.

Why the flags: a candidate with no maintenance entered is computed with 0, and against an old
fleet that pays its contract the "saving" is then partly the old contract. The user must see
that the figure is missing, never a 0 labelled as quoted.
"""

from __future__ import annotations

from app.calc import allowances, maintenance
from app.model import Option, Quote
from app.model.notes import note

FLAG_MAINTENANCE_NOT_GIVEN = "maintenance_not_given"
FLAG_INSTALLATION_NOT_GIVEN = "installation_not_given"


def purchased(option: Option) -> bool:
    """A candidate that is bought: not the baseline, not a rental."""
    return not option.baseline and option.rental is None


def warranty_years(quote: Quote, option: Option) -> int:
    """(M41) w: the option's, else the server row's, else 0."""
    if option.warranty_years is not None:
        return option.warranty_years
    row = quote.catalog.servers[option.server].warranty_years
    return row if row is not None else 0


def support_rate(quote: Quote, option: Option) -> float | None:
    """(M41) the server row's support rate for a purchased candidate; the baseline takes none."""
    return quote.catalog.servers[option.server].support_rate if purchased(option) else None


def chain_terms(quote: Quote, option: Option) -> dict:
    """The ChainInputs fields of M41 and M42 for one option."""
    tax = quote.tax
    return dict(
        support_rate=support_rate(quote, option),
        warranty_years=warranty_years(quote, option),
        allowances=tuple(allowances.option_allowances(quote, option)),
        profit_tax_rate=tax.profit_tax_rate if tax is not None else 0.0,
        other_investments=tax.other_investments_year if tax is not None else 0.0,
    )


def baseline_pays_maintenance(quote: Quote) -> bool:
    base = quote.baseline
    return base is not None and bool(base.maintenance_per_year or base.maintenance_rate)


def maintenance_known(quote: Quote, option: Option) -> bool:
    """Entered (an amount or a rate, 0 included), or a support rate on the server row."""
    return (maintenance.entered(option.maintenance_per_year, option.maintenance_rate)
            or support_rate(quote, option) is not None)


def flags_and_notes(quote: Quote, option: Option) -> tuple[list[str], list]:
    """The M41 flags (maintenance or installation not given, while the baseline pays
    maintenance), the warranty's effect on the paybacks, and the NL claw-back (M42)."""
    flags: list[str] = []
    notes: list = []
    if not purchased(option):
        return flags, notes
    if baseline_pays_maintenance(quote):
        if not maintenance_known(quote, option):
            flags.append(FLAG_MAINTENANCE_NOT_GIVEN)
            notes.append(note("maintenance_not_given"))
        if not option.installation:
            flags.append(FLAG_INSTALLATION_NOT_GIVEN)
            notes.append(note("installation_not_given"))
    w, years = warranty_years(quote, option), quote.site.years
    if (not maintenance.entered(option.maintenance_per_year, option.maintenance_rate)
            and support_rate(quote, option) and 1 <= w < years):
        notes.append(note("maintenance_after_warranty", w=w, year=w + 1))
    claimed = allowances.option_allowances(quote, option)
    if option.residual_fraction > 0 and years <= 5 and any(a.region == "NL" for a in claimed):
        notes.append(note("allowance_clawback"))
    return flags, notes

