"""The QLocale of a language, for a dialog that reads and writes numbers in the quote's
language.

Why: each dialog picked Dutch's QLocale or English's with its own test of the language; with
French a third branch in each would be needed. The application's default locale (app.ui.i18n sets it,
with the region chosen in Preferences) is used when it is the language asked for; otherwise
the language's own locale.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from app.text.languages import base

_LOCALES = {"en": (QLocale.Language.English, QLocale.Country.AnyCountry),
            "nl": (QLocale.Language.Dutch, QLocale.Country.AnyCountry),
            "fr": (QLocale.Language.French, QLocale.Country.Belgium)}


def locale_for(lang: str) -> QLocale:
    """The QLocale for ``lang`` ("nl", "fr-BE", ...): the default one when it speaks ``lang``."""
    code = base(lang)
    default = QLocale()
    if default.language() == _LOCALES.get(code, _LOCALES["en"])[0]:
        return default
    language, country = _LOCALES.get(code, _LOCALES["en"])
    return QLocale(language) if country == QLocale.Country.AnyCountry else QLocale(language, country)
