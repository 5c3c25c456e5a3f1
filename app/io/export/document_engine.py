"""The engine's per-option terms that the workbook writes as values under its growth formulas
(METHOD §13): the resolved chain inputs (list prices, installation, extras), the power line
(M5 at idle and full load, M6's PSU capacity, M7's curve) and, under a day/night tariff, each
year's night share. They are resolved here, while the document is built from its one
evaluation, so that the renderers (xlsx_*, pdf_*) never call back into the engine while they
write.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.model import Option, OptionResult, Quote


@dataclass(frozen=True)
class EngineTerms:
    chain: object                    # app.calc.chain_terms.ChainInputs at the quote's demand
    line: object | None = None       # app.calc.power_line.PowerLine; None without growth
    night_shares: tuple[float, ...] = ()  # [0..1] per year under a tariff and growth


def engine_terms(quote: Quote, option: Option, result: OptionResult,
                 demand: float | None) -> EngineTerms | None:
    """The terms of one valid option (None for an invalid one: nothing of it is written)."""
    from app.calc.evaluate import chain_inputs
    from app.calc.power_line import night_shares, power_line

    if not result.valid:
        return None
    chain = chain_inputs(quote, option, demand)
    if not (quote.workload.demand_growth and result.servers_by_year):
        return EngineTerms(chain)
    priced_by_tariff = (quote.site.tariff is not None and quote.site.bill is None
                        and not result.rented and result.night_energy_share is not None)
    shares = (night_shares(chain, result.servers_by_year, result.utilization_by_year)
              if priced_by_tariff else ())
    return EngineTerms(chain, power_line(chain), tuple(shares))
