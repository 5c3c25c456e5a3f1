"""The engine's per-option terms that the workbook writes as values or input cells: the
resolved chain inputs (list prices, installation, extras), the power line under growth (M5 at
idle and full load, M6's PSU capacity, M7's curve) and, under a day/night tariff, each year's
night share (METHOD §13); the support rate and warranty after which maintenance is paid
(M41) and the allowances the user confirmed (M42). They are resolved here, while the document
is built from its one evaluation, so that the renderers (xlsx_*, pdf_*) never call back into
the engine while they write.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.model import Option, OptionResult, Quote


@dataclass(frozen=True)
class EngineTerms:
    #: app.calc.chain.ChainInputs at the quote's demand; None for an option that does not compute
    chain: object | None = None
    line: object | None = None       # app.calc.power_line.PowerLine; None without growth
    night_shares: tuple[float, ...] = ()  # [0..1] per year under a tariff and growth
    #: (M41) the support rate after the warranty, None where maintenance is an amount (or a
    #: rental's); the warranty's years with it
    support_rate: float | None = None
    warranty_years: int | None = None
    allowances: tuple = ()           # (M42) app.model.allowance.Allowance, as confirmed


def engine_terms(quote: Quote, option: Option, result: OptionResult,
                 demand: float | None) -> EngineTerms:
    """The terms of one option (an invalid one has only its money terms)."""
    from app.calc import allowances, money_terms
    from app.calc.evaluate import chain_inputs
    from app.calc.power_line import night_shares, power_line

    rate = (money_terms.support_rate(quote, option)
            if option.maintenance_per_year is None and not result.rented else None)
    money = dict(support_rate=rate,
                 warranty_years=money_terms.warranty_years(quote, option) if rate is not None
                 else None,
                 allowances=tuple(allowances.option_allowances(quote, option)))
    if not result.valid:
        return EngineTerms(**money)
    chain = chain_inputs(quote, option, demand)
    if not (quote.workload.demand_growth and result.servers_by_year):
        return EngineTerms(chain, **money)
    priced_by_tariff = (quote.site.tariff is not None and quote.site.bill is None
                        and not result.rented and result.night_energy_share is not None)
    shares = (night_shares(chain, result.servers_by_year, result.utilization_by_year)
              if priced_by_tariff else ())
    return EngineTerms(chain, power_line(chain), tuple(shares), **money)
