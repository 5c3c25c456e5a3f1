"""Numbers for people: rounding half away from zero (Excel's ROUND) and locale formats.

English: ``€12,345.68``, ``1,234.5 kWh``; Dutch: ``€ 12.345,68``, ``1.234,5 kWh``, dates
``30-11-2026``. The engine never rounds; only this module does, for display and export.
"""

from __future__ import annotations

import math
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

SEPARATORS = {"en": (",", "."), "nl": (".", ",")}
CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def round_half_away(value: float, digits: int = 2) -> float:
    """ROUND(value, digits) as Excel does it: half away from zero, on the shortest decimal."""
    value = float(value)
    if not math.isfinite(value):
        return value
    quantum = Decimal(1).scaleb(-digits)
    return float(Decimal(repr(value)).quantize(quantum, rounding=ROUND_HALF_UP))


def number(value: float | None, digits: int = 0, lang: str = "en") -> str:
    """``12345.678`` -> ``12,345.68`` (en) or ``12.345,68`` (nl); None -> an en dash."""
    if value is None:
        return "–"
    thousands, decimal = SEPARATORS.get(lang, SEPARATORS["en"])
    text = f"{round_half_away(value, digits):,.{digits}f}"
    text = text.replace(",", "\0").replace(".", decimal).replace("\0", thousands)
    return "−" + text[1:] if text.startswith("-") else text


def money(value: float | None, currency: str = "EUR", lang: str = "en", digits: int = 2) -> str:
    """``€12,345.68`` (en) or ``€ 12.345,68`` (nl)."""
    if value is None:
        return "–"
    symbol = CURRENCY_SYMBOLS.get(currency, currency + " ")
    body = number(abs(value), digits, lang)
    sign = "−" if round_half_away(value, digits) < 0 else ""
    gap = " " if lang == "nl" and len(symbol) == 1 else ""
    return f"{sign}{symbol}{gap}{body}"


def percent(fraction: float | None, digits: int = 1, lang: str = "en") -> str:
    if fraction is None:
        return "–"
    return f"{number(fraction * 100, digits, lang)} %"


def years(value: float | None, lang: str = "en", horizon: int | None = None) -> str:
    """Payback in years; None is "never" (or "not within N years" when a horizon is given)."""
    if value is None:
        if horizon is not None:
            return f"niet binnen {horizon} jaar" if lang == "nl" else f"not within {horizon} years"
        return "nooit" if lang == "nl" else "never"
    unit = "jaar" if lang == "nl" else "y"
    return f"{number(value, 2, lang)} {unit}"


def simple_payback(value: float | None, horizon: int, lang: str = "en") -> str:
    """(M27) as shown: a payback longer than the horizon says so (METHOD §6)."""
    text = years(value, lang)
    if value is not None and value > horizon:
        beyond = (f"na de horizon van {horizon} jaar" if lang == "nl"
                  else f"beyond the {horizon}-year horizon")
        text = f"{text} ({beyond})"
    return text


def day(value: date, lang: str = "en") -> str:
    return value.strftime("%d-%m-%Y") if lang == "nl" else value.isoformat()


def number_as_needed(value: float, lang: str = "en") -> str:
    """As many digits as the value needs, up to four: 0.23 -> "0,23" in Dutch, 40 -> "40"."""
    text = number(value, 4, lang)
    sep = SEPARATORS.get(lang, SEPARATORS["en"])[1]
    return text.rstrip("0").rstrip(sep) if sep in text else text


def note_text(item, lang: str = "en") -> str:
    """An engine note or reason (app.model.notes.Note) in ``lang``, numbers in its format."""
    from app.model.notes import render

    def fmt(kind: str, value, digits: int) -> str:
        if kind == "percent":
            return percent(value, digits, lang)
        if digits < 0:
            return number_as_needed(value, lang)
        return number(value, digits, lang)

    return render(item, lang, fmt)


def finding_text(finding: dict, lang: str = "en") -> str:
    """An advisor finding (app.calc.advisor.findings) in ``lang``: its notes rendered with the
    locale's number formats and joined by a space. The engine's ``text`` is English; a finding
    without notes shows that. One helper for the Advice page and the PDF's advice appendix."""
    from app.model.notes import Note

    if not finding.get("notes"):
        return finding["text"]
    return " ".join(note_text(Note.model_validate(n), lang) for n in finding["notes"])


def localized(result, lang: str):
    """The QuoteResult with its notes and reasons in ``lang`` (the engine writes English)."""
    if lang == "en":
        return result
    options = [o.model_copy(update={
        "notes": [note_text(n, lang) for n in o.note_items] or o.notes,
        "reasons": [note_text(n, lang) for n in o.reason_items] or o.reasons,
    }) for o in result.options]
    return result.model_copy(update={
        "options": options,
        "notes": [note_text(n, lang) for n in result.note_items] or result.notes})
