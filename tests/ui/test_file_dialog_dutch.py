"""Qt's file dialog speaks Dutch in a Dutch window: every label ("Zoeken in", "Bestandstype",
"Bestandsnaam"), the buttons and the app's own filters, not half English."""

from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

from app.ui.i18n import T, install_language


def test_dutch_file_dialog_has_no_english_label(qtbot):
    from app.ui.dialogs.questions import CTX, QUOTE_FILTER

    install_language("nl")
    try:
        dialog = QFileDialog(None, "Offerte openen", "", T(CTX, QUOTE_FILTER))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        labels = {w.objectName(): w.text().replace("&", "") for w in dialog.findChildren(QLabel)}
        assert labels["lookInLabel"] == "Zoeken in:"
        assert labels["fileTypeLabel"] == "Bestandstype:"
        assert labels["fileNameLabel"] == "Bestandsnaam:"
        buttons = {b.text().replace("&", "") for b in dialog.findChildren(QPushButton)}
        assert {"Openen", "Annuleren"} <= buttons
        assert dialog.nameFilters() == ["GPU TCO-offertes (*.quote.json *.json)"]
    finally:
        install_language("en")
