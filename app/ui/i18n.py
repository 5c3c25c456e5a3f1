"""Translation helpers: ``T(context, text)`` translates now, ``N(context, text)`` only marks a
text for extraction (i18n_build scans both), and ``install_language`` swaps the QTranslators:
the app's own and Qt's (``qtbase_nl.qm``, ``qtbase_fr.qm`` from PySide6's translations folder), so that Qt's own
buttons (Save, Discard, Cancel, Yes, No) and the file dialogs speak the same language.

The numbers follow the chosen language through app.io.words.formatting, not through QLocale, so the
PDF, the workbook and the window agree to the character; typed numbers are read in the same
language (app.ui.number_field). ``install_language`` also makes the language's QLocale the
default, so that what Qt formats itself does not follow the operating system's locale.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app import paths
from app.text import LANGUAGES as TEXT_LANGUAGES

#: the shipped languages by name (the one registry is app.text.languages)
LANGUAGES = {code: lang.name for code, lang in TEXT_LANGUAGES.items()}
LOCALES = {"en": QLocale.Language.English, "nl": QLocale.Language.Dutch,
           "fr": QLocale.Language.French}
_translators: list[QTranslator] = []
_language = "en"


def current_language() -> str:
    """The UI language last installed ("en" before any)."""
    return _language


def T(context: str, text: str) -> str:  # noqa: N802 - short on purpose, used everywhere
    """``text`` in the current language."""
    return QCoreApplication.translate(context, text)


def N(context: str, text: str) -> str:  # noqa: N802
    """Mark ``text`` for translation without translating it (translate later with T)."""
    return text


def qm_file(lang: str):
    return paths.resources_dir() / "translations" / f"gpu_tco_{lang}.qm"


def qt_qm_file(lang: str) -> Path:
    """Qt's own translation of its standard buttons and dialogs (shipped with PySide6)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{lang}.qm"


#: Preferences' choice of formats per language: Dutch as in the Netherlands (None) or Belgium;
#: French as in Belgium, its home (one choice, shown but not to change)
REGIONS = {"nl": {None: "Nederland", "BE": "België"}, "fr": {None: "Belgique"}}
#: the country of a language's QLocale, by (language, region); English: the United States
COUNTRIES = {("nl", None): QLocale.Country.Netherlands, ("nl", "BE"): QLocale.Country.Belgium,
             ("fr", None): QLocale.Country.Belgium}


def install_language(lang: str, region: str | None = None) -> bool:
    """Swap the application's translators; English needs none. False if our .qm was not found
    (Qt's own is loaded when present; without it Qt's buttons stay English). ``region``: the
    country of Dutch number and date formats ("BE"; None: the Netherlands); French is Belgian."""
    global _language
    from app.io.words.formatting import use_region

    _language = lang if lang in LANGUAGES else "en"
    region = region if region in REGIONS.get(_language, {}) else None
    use_region(_language, region)
    QLocale.setDefault(QLocale(LOCALES[_language], COUNTRIES.get(
        (_language, region), QLocale.Country.UnitedStates)))
    app = QCoreApplication.instance()
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    if lang == "en":
        return True
    qt_own = QTranslator(app)
    if qt_own.load(str(qt_qm_file(lang))):
        app.installTranslator(qt_own)
        _translators.append(qt_own)
    translator = QTranslator(app)
    if not translator.load(str(qm_file(lang))):
        return False
    app.installTranslator(translator)
    _translators.append(translator)
    return True
