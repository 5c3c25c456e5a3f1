"""English and Dutch strings of the quote exports (workbook and PDF), a plain dict, no Qt.

The table is kept in parts by purpose: the tables' labels (i18n_tables), the sentences and
commercial terms (i18n_sentences) and the decision pages (i18n_decision). Dutch terms follow
shared/GLOSSARY.md: one word per concept (offerte, klant, totale eigendomskosten,
terugverdientijd, netto contante waarde, disconteringsvoet, ...).
"""

from __future__ import annotations

from app.io.export import (
    i18n_decision,
    i18n_growth,
    i18n_money,
    i18n_request,
    i18n_reserve,
    i18n_sentences,
    i18n_tables,
)

_PARTS = (i18n_tables, i18n_sentences, i18n_decision, i18n_money, i18n_reserve, i18n_growth,
          i18n_request)

STRINGS: dict[str, dict[str, str]] = {
    "en": {k: v for part in _PARTS for k, v in part.EN.items()},
    "nl": {k: v for part in _PARTS for k, v in part.NL.items()},
}

LANGS = tuple(STRINGS)


def t(lang: str, key: str, **values) -> str:
    """The string ``key`` in ``lang`` (English when missing), with ``values`` filled in."""
    table = STRINGS.get(lang, STRINGS["en"])
    text = table.get(key, STRINGS["en"][key])
    return text.format(**values) if values else text
