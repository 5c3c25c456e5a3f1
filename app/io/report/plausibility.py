"""The plausibility warnings of a quote as lines for ``gpu-tco calc`` (app.calc.plausibility):
``warning: ...`` for each one the quote has not dismissed, the region's price read from the
catalogue in use when the quote names a region."""

from __future__ import annotations

from app.calc import plausibility
from app.errors import AppError
from app.io.words.formatting import note_text
from app.model.quote import Quote
from app.model.results import QuoteResult
from app.text import tr


def region_price(quote: Quote) -> float | None:
    """The energy price of the quote's region in the catalogue in use; None when unknown."""
    if not quote.site.region:
        return None
    from app.io.catalog.store import load_catalog

    try:
        region = load_catalog().regions.get(quote.site.region)
    except AppError:  # an unreadable catalogue costs this one comparison, not the results
        return None
    return region.energy_price_per_kwh if region else None


def warning_lines(quote: Quote, result: QuoteResult, lang: str = "en") -> list[str]:
    found = plausibility.check(quote, result, region_price(quote))
    return [tr(lang, "warning: {message}", message=note_text(w.note, lang))
            for w in plausibility.active(quote, found)]
