"""Dutch as written in Belgium is choosable in Preferences: nl-BE's CLDR
formats (dates 30/11/2026) in the window and the spin boxes' QLocale, kept in the settings,
and back to nl-NL when the Netherlands or English is chosen."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QLocale

from app.io.words import formatting


def test_settings_dialog_offers_the_regions_of_dutch(qtbot):
    from app.ui.dialogs.questions import SettingsDialog

    dialog = SettingsDialog("nl", region="BE")
    qtbot.addWidget(dialog)
    assert [dialog.region.itemData(i) for i in range(dialog.region.count())] == [None, "BE"]
    assert dialog.choice() == ("nl", "BE")
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert not dialog.region.isEnabled() and dialog.choice() == ("en", None)


def test_belgian_formats_in_the_window_and_kept(window):
    from app.ui import settings

    try:
        window.set_language("nl", "BE")
        assert formatting.day(date(2026, 11, 30), window.state.lang) == "30/11/2026"
        assert QLocale().territory() == QLocale.Country.Belgium
        assert settings.region() == "BE" and settings.language() == "nl"
        window.set_language("nl")
        assert formatting.day(date(2026, 11, 30), "nl") == "30-11-2026"
        assert settings.region() is None
    finally:
        window.set_language("en")
    assert formatting.locale_of("nl") == "nl_NL"
