"""Numbers for people: rounding half away from zero (Excel's ROUND) and locale formats.

English: ``€12,345.68``, ``1,234.5 kWh``; Dutch: ``€ 12.345,68``, ``1.234,5 kWh``, dates
``30-11-2026`` (nl-NL) or ``30/11/2026`` (nl-BE); French (Belgium): ``12 345,68 €`` (a narrow
no-break space groups), ``1 234,5 kWh``, ``01/12/2026``. Separators, currency patterns, dates and
plural categories come from CLDR through Babel (``babel``), for every locale alike, instead of
hand-written rules; only the rounding (half away from zero, as Excel) and the minus sign (the
typographic ``−`` before the currency symbol) are ours. Numbers and amounts take CLDR's symbols,
currency pattern and plural rules as ``app.text.cldr_facts`` keeps them, so that the window's
first paint does not wait for Babel's locale data; the digits group in threes, CLDR's ``#,##0``.
The engine never rounds; only this module does, for display and export.

``lang`` is a language (``en``, ``nl``) or a language with its region (``nl-NL``, ``nl-BE``).
"""

from __future__ import annotations

import math
from datetime import date
from decimal import ROUND_HALF_UP, Context, Decimal, localcontext
from functools import lru_cache
from typing import TYPE_CHECKING

from babel import Locale

from app.text import LANGUAGES, tr, trc, trn
from app.text.cldr_facts import facts

if TYPE_CHECKING:
    from app.calc.advisor.findings import Finding

#: the CLDR locale of each language the app speaks (a bare language takes its home region)
LOCALES = {tag: loc for lang in LANGUAGES.values() for tag, loc in lang.locales().items()}
CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


#: the region a bare language stands for, as Preferences chose it ({"nl": "nl_BE"}); empty: home
_REGION_OF: dict[str, str] = {}


def use_region(lang: str, region: str | None) -> None:
    """Let the bare language ``lang`` ("nl") format numbers, amounts and dates as in ``region``
    ("BE": nl-BE; None or the home region: nl-NL). The app's Preferences call this; explicit
    tags ("nl-NL") keep their own region."""
    tag = f"{lang}-{region}" if region else ""
    if tag in LOCALES:
        _REGION_OF[lang] = LOCALES[tag]
    else:
        _REGION_OF.pop(lang, None)
    _locale.cache_clear()


def locale_of(lang: str) -> str:
    """The Babel locale of ``lang`` (``nl`` -> ``nl_NL``, or the region Preferences chose;
    unknown: English)."""
    if lang in _REGION_OF:
        return _REGION_OF[lang]
    return LOCALES.get(lang) or LOCALES.get(lang.split("-")[0], LOCALES["en"])


@lru_cache(maxsize=8)
def _locale(lang: str) -> Locale:
    return Locale.parse(locale_of(lang))


def separators(lang: str) -> tuple[str, str]:
    """(thousands, decimal) of ``lang`` as CLDR gives them: ``(",", ".")`` in English."""
    found = facts(locale_of(lang))
    return found.group, found.decimal


def plural(count: float, one: str, other: str, lang: str = "en") -> str:
    """``one`` or ``other`` by the CLDR plural rule of ``lang`` for ``count`` (1 server,
    2 servers; 1 jaar, 2 jaar: the caller gives both words)."""
    return one if facts(locale_of(lang)).plural(count) == "one" else other


def counted(count: int, one: str, other: str, lang: str = "en") -> str:
    """``1 server`` / ``12 servers`` in ``lang``'s number format and plural rule."""
    return f"{number(count, 0, lang)} {plural(count, one, other, lang)}"


def round_half_away(value: float, digits: int = 2) -> float:
    """ROUND(value, digits) as Excel does it: half away from zero, on the shortest decimal."""
    value = float(value)
    if not math.isfinite(value):
        return value
    quantum = Decimal(1).scaleb(-digits)
    # enough digits for any finite double (the default 28 fails from about 1e26 up)
    return float(Decimal(repr(value)).quantize(quantum, rounding=ROUND_HALF_UP, context=_EXACT))


_EXACT = Context(prec=400, Emax=999_999, Emin=-999_999)


def number(value: float | None, digits: int = 0, lang: str = "en") -> str:
    """``12345.678`` -> ``12,345.68`` (en) or ``12.345,68`` (nl); None -> an en dash."""
    if value is None or not math.isfinite(value):
        return "–"
    rounded = Decimal(repr(round_half_away(value, digits)))
    with localcontext(_EXACT):  # exact for any finite double (28 digits by default)
        text = f"{rounded:,.{digits}f}"  # CLDR's "#,##0.00": groups of three
    found = facts(locale_of(lang))
    body = text.lstrip("-").replace(",", "\0").replace(".", found.decimal).replace("\0", found.group)
    if not text.startswith("-"):
        return body
    return ("−" if found.minus == "-" else found.minus) + body


def money(value: float | None, currency: str = "EUR", lang: str = "en", digits: int = 2) -> str:
    """``€12,345.68`` (en) or ``€ 12.345,68`` (nl): CLDR's currency pattern of the locale (where
    the symbol goes, with or without a space), the minus before the symbol (``−€ 1.234,00``)."""
    if value is None:
        return "–"
    rounded = round_half_away(value, digits)
    head, tail = _currency_affixes(lang)
    symbol = currency_symbol(currency, lang)
    body = number(abs(rounded), digits, lang)
    sign = "−" if rounded < 0 else ""
    return f"{sign}{head.replace('¤', symbol)}{body}{tail.replace('¤', symbol)}"


def _currency_affixes(lang: str) -> tuple[str, str]:
    """(before, after) the number in the locale's standard currency pattern, ``¤`` the symbol;
    non-breaking spaces become plain ones (the exports' tables wrap by cell, not by space)."""
    pattern = facts(locale_of(lang)).currency_pattern.split(";")[0]
    first = min(i for i in (pattern.find("#"), pattern.find("0")) if i >= 0)
    last = pattern.rfind("0")
    return (pattern[:first].replace("\xa0", " "), pattern[last + 1:].replace("\xa0", " "))


def currency_symbol(currency: str, lang: str = "en") -> str:
    """``€`` for EUR, ``$`` for USD; CLDR's symbol (or the code) for any other currency."""
    if currency in CURRENCY_SYMBOLS:
        return CURRENCY_SYMBOLS[currency]
    from babel.numbers import get_currency_symbol

    return get_currency_symbol(currency, locale=locale_of(lang))


def percent(fraction: float | None, digits: int = 1, lang: str = "en") -> str:
    if fraction is None:
        return "–"
    return f"{number(fraction * 100, digits, lang)} %"


class _NoPayback:
    """Marks a payback that METHOD M27/M28 call "no payback": switching gains up front, then
    costs at least as much a year (the NPV decides)."""

    def __repr__(self) -> str:
        return "NO_PAYBACK"


NO_PAYBACK = _NoPayback()


class _NotKnown:
    """Marks a figure that cannot be computed from what the quote gives (shown as a dash)."""

    def __repr__(self) -> str:
        return "NOT_KNOWN"


NOT_KNOWN = _NotKnown()


def on_request(o, figure: str | None) -> bool:
    """Whether result ``o`` leaves ``figure`` unknown because a price is unknown."""
    return (bool(figure) and "price_on_request" in getattr(o, "flags", ())
            and getattr(o, figure, None) in (None, []))


def price_on_request(lang: str = "en") -> str:
    """What a money figure left unknown by a price nobody knows reads (app.calc.price_request)."""
    return tr(lang, "price on request")


class _OnRequest:
    """A figure a price nobody knows leaves unknown: formatters write "price on request"."""

    def __repr__(self) -> str:
        return "ON_REQUEST"


ON_REQUEST = _OnRequest()


_FIGURE = object()


def or_request(o, figure: str, value=_FIGURE):
    """``value`` (default: ``o``'s ``figure``), or ON_REQUEST where a price leaves it unknown."""
    if on_request(o, figure) and not (getattr(o, "baseline", False)
                                      and figure in _COMPARED_FIGURES):
        return ON_REQUEST
    return getattr(o, figure, None) if value is _FIGURE else value


#: figures only a candidate has (against the baseline)
_COMPARED_FIGURES = ("simple_payback_years", "discounted_payback_years", "npv",
                     "switching_capex", "savings_by_year")


def payback(value: float | None, no_payback: bool):
    """A payback as the formatters take it: NO_PAYBACK where the result says so."""
    return NO_PAYBACK if no_payback else value


def years(value, lang: str = "en", horizon: int | None = None) -> str:
    """Payback in years; None is "never" (or "not within N years" when a horizon is given),
    NO_PAYBACK "no payback"."""
    if value is NO_PAYBACK:
        return tr(lang, "no payback")
    if value is NOT_KNOWN:
        return "–"
    if value is ON_REQUEST:
        return price_on_request(lang)
    if value is None:
        if horizon is not None:
            return trn(lang, "not within {n} year", "not within {n} years", horizon)
        return tr(lang, "never")
    return trc(lang, "payback in years", "{years} y", years=number(value, 2, lang))


def simple_payback(value, horizon: int, lang: str = "en") -> str:
    """(M27) as shown: a payback longer than the horizon says so (METHOD §6)."""
    text = years(value, lang)
    if isinstance(value, float | int) and value > horizon:
        beyond = tr(lang, "beyond the {horizon}-year horizon", horizon=horizon)
        text = f"{text} ({beyond})"
    return text


def colon(lang: str = "en") -> str:
    """What follows a label before its text: ": ", and in French a no-break space before the
    colon ("Serveurs : 3", "HGX H200 : la charge de pointe …")."""
    return "\u00a0: " if lang.split("-")[0] == "fr" else ": "


def day(value: date, lang: str = "en") -> str:
    """A date as the locale writes it short (nl-NL ``30-11-2026``, nl-BE ``30/11/2026``, fr-BE
    ``01/12/2026``);
    English stays ISO 8601 (``2026-11-30``), which no English reader misreads."""
    if lang.split("-")[0] == "en":
        return value.isoformat()
    from babel.dates import format_date  # with the locale's data: not before the first paint

    return format_date(value, day_pattern(lang), locale=locale_of(lang))


def day_pattern(lang: str) -> str:
    """The CLDR pattern ``day`` writes in (``dd-MM-y`` nl-NL, ``dd/MM/y`` fr-BE, ``yyyy-MM-dd``
    English), for a date field that shows what the documents print."""
    if lang.split("-")[0] == "en":
        return "yyyy-MM-dd"
    return _SHORT_DAY.get(lang.split("-")[0]) or _locale(lang).date_formats["short"].pattern


#: where CLDR's short date will not do on a signed document: French's has a two-digit year
#: (1/12/26); the Belgian French write 01/12/2026
_SHORT_DAY = {"fr": "dd/MM/y"}


def number_as_needed(value: float, lang: str = "en") -> str:
    """As many digits as the value needs, up to four: 0.23 -> "0,23" in Dutch, 40 -> "40"."""
    text = number(value, 4, lang)
    sep = separators(lang)[1]
    return text.rstrip("0").rstrip(sep) if sep in text else text


def note_text(item, lang: str = "en") -> str:
    """An engine note or reason (app.model.notes.Note) in ``lang``, numbers in its format."""
    from app.model.notes import render

    def fmt(kind: str, value, digits: int) -> str:
        if kind == "percent":
            return percent(value, digits, lang)
        if kind.startswith("money:"):  # an amount with its currency ("money:EUR")
            return money(value, kind[6:], lang, max(digits, 0))
        if kind.startswith("money+:"):  # a difference: "+€ 15.740", "−€ 3.000"
            return ("+" if value > 0 else "") + money(value, kind[7:], lang, max(digits, 0))
        if digits < 0:
            return number_as_needed(value, lang)
        return number(value, digits, lang)

    return render(item, lang, fmt)


def finding_text(finding: Finding, lang: str = "en") -> str:
    """An advisor finding (app.calc.advisor.findings) in ``lang``: its notes rendered with the
    locale's number formats and joined by a space. The engine's ``text`` is English; a finding
    without notes shows that. One helper for the Advice page and the PDF's advice appendix."""
    if not finding.notes:
        return finding.text
    return " ".join(note_text(n, lang) for n in finding.notes)


def localized(result, lang: str, english_too: bool = False):
    """The QuoteResult with its notes and reasons in ``lang`` (the engine writes English).
    ``english_too``: English is rendered again as well, numbers in its format ("27,838.08",
    where the engine's own text reads "27838.1"); the window does, to group thousands."""
    if lang == "en" and not english_too:
        return result
    options = [o.model_copy(update={
        "notes": [note_text(n, lang) for n in o.note_items] or o.notes,
        "reasons": [note_text(n, lang) for n in o.reason_items] or o.reasons,
    }) for o in result.options]
    return result.model_copy(update={
        "options": options,
        "notes": [note_text(n, lang) for n in result.note_items] or result.notes})
