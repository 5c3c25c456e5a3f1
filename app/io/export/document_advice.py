"""The advisor's part of the quote document: ``document_analysis`` computes the advisor's one
``Analysis`` before the document is built (what the risk page and the advice appendix show,
nothing more), and ``build_advice`` turns its findings and each option's power-cap sweet spot
into the appendix (export --advice) without calling the advisor again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.io.export.document_model import Advice, AdviceOption, OptionView, SweetSpot
from app.model import Quote, QuoteResult

if TYPE_CHECKING:
    from app.calc.advisor.capsweep import CapSweep


def _advisor_catalog():
    """The catalogue the advisor searches for a cheaper GPU, as ``gpu-tco analyze`` does; None
    when it cannot be read (the advice then looks only at the quote's own snapshot)."""
    from app.errors import CatalogError
    from app.io.catalog.store import load_catalog

    try:
        return load_catalog()
    except CatalogError:
        return None


def document_analysis(quote: Quote, result: QuoteResult, advice: bool = False, catalog=None):
    """The ``Analysis`` the document is built from, at the quote's assumptions and from the
    engine's ``result`` (not evaluated again): the tornado and the break-evens of the risk
    page (the growth and demand break-evens of the candidate it weighs only, the growth one
    only under demand growth: its scan costs about a second), and
    with ``advice`` the findings and cap sweeps of the appendix (``catalog``: where the
    findings look for a cheaper GPU, default the catalogue in use). No Monte Carlo: the
    proposal states point figures."""
    from app.calc.advisor import analyze
    from app.calc.advisor import result as parts
    from app.calc.advisor.growth_advice import active as growth_active

    wanted = {parts.TORNADO, parts.BREAK_EVEN}
    if growth_active(quote):
        wanted.add(parts.GROWTH)
    if advice:
        wanted |= {parts.SWEEPS, parts.FINDINGS}
        catalog = catalog if catalog is not None else _advisor_catalog()
    from app.io.export.document_risk import risk_candidate

    candidate = risk_candidate(result.options)
    return analyze(quote, catalog=catalog, monte_carlo_too=False, parts=wanted, result=result,
                   focus=[candidate] if candidate else [])


def _sweet_spot(sweep: CapSweep) -> SweetSpot | None:
    """The energy sweet spot of an advisor sweep against its uncapped row."""
    r, u = sweep.sweet_spot_energy, sweep.uncapped
    if r is None:
        return None
    kwh, tco = r.annual_kwh - u.annual_kwh, r.tco - u.tco
    return SweetSpot(r.cap, 1.0 - r.phi, kwh, kwh / u.annual_kwh if u.annual_kwh else 0.0, tco,
                     tco / u.tco if u.tco else 0.0)


def build_advice(analysis, views: list[OptionView], lang: str) -> Advice:
    """The advisor's findings and sweet spots from ``analysis`` (with its findings and cap
    sweeps). Findings become sentences in ``lang`` here, like the engine's notes, so that the
    renderer only lays them out."""
    from app.io.words.formatting import finding_text

    found = analysis.findings or ()
    options = []
    for v in views:
        advised = analysis.option(v.label)
        sweep = advised.sweep if advised is not None else None
        options.append(AdviceOption(
            v.number, v.label, v.baseline,
            [finding_text(f, lang) for f in found if f.option == v.label],
            swept=sweep is not None, sweet_spot=_sweet_spot(sweep) if sweep else None,
            max_loss=sweep.max_loss if sweep else None,
            measured_curve=bool(sweep and sweep.measured_curve),
            cap_beta=sweep.cap_beta if sweep else None))
    return Advice([finding_text(f, lang) for f in found if f.option is None], options)
