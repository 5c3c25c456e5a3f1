"""The strings of the quote exports (workbook and PDF), no Qt: the English in the parts' ``EN``
tables, every other language in its catalogue (app.text), the table's key as the msgctxt.

The table is kept in parts by purpose: the tables' labels (i18n_tables), the sentences and
commercial terms (i18n_sentences) and the decision pages (i18n_decision). Dutch terms follow
shared/GLOSSARY.md: one word per concept (offerte, klant, totale eigendomskosten,
terugverdientijd, netto contante waarde, disconteringsvoet, ...).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from app.io.export import (
    i18n_decision,
    i18n_growth,
    i18n_money,
    i18n_request,
    i18n_reserve,
    i18n_sentences,
    i18n_tables,
)
from app.text import LANGUAGES, base, trc

_PARTS = (i18n_tables, i18n_sentences, i18n_decision, i18n_money, i18n_reserve, i18n_growth,
          i18n_request)

#: the English of every key; the key is the catalogue's msgctxt (``export:<key>``)
EN: dict[str, str] = {k: v for part in _PARTS for k, v in part.EN.items()}
CONTEXT = "export:"


class _Table(Mapping[str, str]):
    """One language's strings, looked up in its catalogue as they are asked for."""

    def __init__(self, lang: str):
        self.lang = lang

    def __getitem__(self, key: str) -> str:
        return trc(self.lang, CONTEXT + key, EN[key])

    def __iter__(self) -> Iterator[str]:
        return iter(EN)

    def __len__(self) -> int:
        return len(EN)


STRINGS: dict[str, Mapping[str, str]] = {lang: _Table(lang) for lang in LANGUAGES}

LANGS = tuple(STRINGS)


def t(lang: str, key: str, **values) -> str:
    """The string ``key`` in ``lang`` (English when missing), with ``values`` filled in."""
    text = trc(base(lang), CONTEXT + key, EN[key])
    return text.format(**values) if values else text
