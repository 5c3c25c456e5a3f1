"""The one place where the exports are styled: colours, fonts, number formats for the workbook
and the text formats for the PDF, keyed by the same value kinds the document uses.

Kinds: ``money``, ``money0`` (whole amounts), ``kwh``, ``kg``, ``w``, ``percent``, ``fraction4``,
``years``, ``int``, ``number``, ``text``.
"""

from __future__ import annotations

from app.io.export.i18n import t
from app.io.words import formatting

# Palette (hex without '#'), shared by both renderers.
INK = "1F2933"
MUTED = "616E7C"
ACCENT = "0B6E4F"       # deep green: the recommended option, headings
ACCENT_LIGHT = "E3F2EC"
BASELINE = "7B8794"     # grey: the current configuration
HEADER_BG = "0B3C5D"    # dark blue header rows
HEADER_FG = "FFFFFF"
ZEBRA = "F5F7FA"
INPUT_BG = "FFF4CC"     # yellow: cells the customer may change
ENGINE_BG = "E8EEF5"    # light blue: values from the engine, not formulas
GRID = "CBD2D9"
SERIES = ["7B8794", "0B6E4F", "2F80ED", "F2994A", "9B51E0", "EB5757", "27AE60", "56CCF2"]

FONT = "Helvetica"
FONT_BOLD = "Helvetica-Bold"


def currency_symbol(currency: str) -> str:
    return formatting.CURRENCY_SYMBOLS.get(currency, currency)


def xlsx_formats(currency: str) -> dict[str, str]:
    """Excel number formats per kind, defined once (Excel shows the user's own separators)."""
    sym = currency_symbol(currency).replace('"', "")
    return {
        "money": f'"{sym}" #,##0.00;-"{sym}" #,##0.00',
        "money0": f'"{sym}" #,##0;-"{sym}" #,##0',
        "price": f'"{sym}" #,##0.0000',
        "kwh": '#,##0.00 "kWh"',
        "kg": '#,##0.00 "kg"',
        "w": '#,##0.00 "W"',
        "percent": "0.00%",
        "fraction4": "0.0000",
        "years": '0.00',
        "int": "#,##0",
        "number": "#,##0.00",
        "text": "@",
    }


def fmt(value, kind: str, lang: str, currency: str = "EUR", horizon: int | None = None) -> str:
    """A value as the PDF prints it (en: €12,345.68; nl: € 12.345,68)."""
    if value is formatting.ON_REQUEST:  # a price nobody knows (app.calc.price_request)
        return formatting.price_on_request(lang)
    if kind == "text":
        return "" if value is None else str(value)
    if kind == "years":
        return formatting.years(value, lang, horizon)
    if value is None:
        return t(lang, "dash")
    table = {
        "money": lambda v: formatting.money(v, currency, lang),
        "money0": lambda v: formatting.money(v, currency, lang, 0),
        "price": lambda v: formatting.money(v, currency, lang, 4),
        "kwh": lambda v: f"{formatting.number(v, 0, lang)} kWh",
        "kg": lambda v: f"{formatting.number(v, 0, lang)} kg",
        "w": lambda v: f"{formatting.number(v, 0, lang)} W",
        "percent": lambda v: formatting.percent(v, 1, lang),
        "fraction4": lambda v: formatting.number(v, 4, lang),
        "int": lambda v: formatting.number(v, 0, lang),
        "number": lambda v: formatting.number(v, 2, lang),
    }
    return table[kind](value)
