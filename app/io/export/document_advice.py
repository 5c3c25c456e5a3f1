"""The advisor's appendix of the quote document (export --advice): findings as sentences in the
document's language and each option's power-cap sweet spot."""

from __future__ import annotations

from app.io.export.document_model import Advice, AdviceOption, OptionView, SweetSpot
from app.model import Quote


def _advisor_catalog():
    """The catalogue the advisor searches for a cheaper GPU, as ``gpu-tco analyze`` does; None
    when it cannot be read (the advice then looks only at the quote's own snapshot)."""
    from app.errors import CatalogError
    from app.io.catalog.store import load_catalog

    try:
        return load_catalog()
    except CatalogError:
        return None


def _sweet_spot(sweep: dict) -> SweetSpot | None:
    """The energy sweet spot of an advisor sweep summary against its uncapped row."""
    r, u = sweep["sweet_spot_energy"], sweep["uncapped"]
    if r is None:
        return None
    kwh, tco = r["annual_kwh"] - u["annual_kwh"], r["tco"] - u["tco"]
    return SweetSpot(r["cap"], 1.0 - r["phi"], kwh,
                     kwh / u["annual_kwh"] if u["annual_kwh"] else 0.0, tco,
                     tco / u["tco"] if u["tco"] else 0.0)


def build_advice(quote: Quote, views: list[OptionView], lang: str, catalog=None) -> Advice:
    """The advisor's findings and sweet spots at the quote's assumptions (no Monte Carlo: the
    appendix states point figures). Findings become sentences in ``lang`` here, like the
    engine's notes, so that the renderer only lays them out."""
    from app.calc.advisor import analyze
    from app.io.words.formatting import finding_text

    analysis = analyze(quote, catalog=catalog if catalog is not None else _advisor_catalog(),
                       monte_carlo_too=False)
    found = analysis["findings"]
    sweeps = {s["label"]: s for s in analysis["cap_sweeps"]}
    options = []
    for v in views:
        sweep = sweeps.get(v.label)
        options.append(AdviceOption(
            v.number, v.label, v.baseline,
            [finding_text(f, lang) for f in found if f["option"] == v.label],
            swept=sweep is not None, sweet_spot=_sweet_spot(sweep) if sweep else None,
            max_loss=sweep["max_performance_loss"] if sweep else None,
            measured_curve=bool(sweep and sweep["measured_curve"]),
            cap_beta=sweep["cap_beta"] if sweep else None))
    return Advice([finding_text(f, lang) for f in found if f["option"] is None], options)
