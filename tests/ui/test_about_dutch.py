"""The About box says what the app is in the UI's language: the Dutch one read "Total cost of
ownership van GPU-servers", English words in a Dutch sentence; the glossary's term is
"totale eigendomskosten (TCO)"."""

from __future__ import annotations


def test_about_says_what_the_app_is_in_dutch(qtbot, window):
    from app.ui.dialogs.about_dialog import AboutDialog

    window.set_language("nl")
    try:
        dialog = AboutDialog(window.state, window)
        qtbot.addWidget(dialog)
        text = dialog.text.toPlainText()  # what the box shows
        assert "Totale eigendomskosten (TCO) van GPU-servers" in text
        assert "Total cost of ownership" not in text
    finally:
        window.set_language("en")
