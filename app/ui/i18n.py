"""Translation helpers: ``T(context, text)`` translates now, ``N(context, text)`` only marks a
text for extraction (i18n_build scans both), and ``install_language`` swaps the QTranslator.

The numbers follow the chosen language through app.io.formatting, not through QLocale, so the
PDF, the workbook and the window agree to the character.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from app import paths

LANGUAGES = {"en": "English", "nl": "Nederlands"}
_translator: QTranslator | None = None


def T(context: str, text: str) -> str:  # noqa: N802 - short on purpose, used everywhere
    """``text`` in the current language."""
    return QCoreApplication.translate(context, text)


def N(context: str, text: str) -> str:  # noqa: N802
    """Mark ``text`` for translation without translating it (translate later with T)."""
    return text


def qm_file(lang: str):
    return paths.resources_dir() / "translations" / f"gpu_tco_{lang}.qm"


def install_language(lang: str) -> bool:
    """Swap the application's translator; English needs none. False if no .qm was found."""
    global _translator
    app = QCoreApplication.instance()
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    if lang == "en":
        return True
    translator = QTranslator(app)
    if not translator.load(str(qm_file(lang))):
        return False
    app.installTranslator(translator)
    _translator = translator
    return True
