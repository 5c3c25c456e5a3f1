"""French (Belgium) in the window: Preferences offers it beside English and Dutch, with
Belgium's formats; Qt's own dialog texts follow (qtbase_fr plus the file dialog's labels that
Qt's catalogue lacks); the window's QLocale is French as written in Belgium."""

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

from app.ui.i18n import T, install_language


def test_preferences_offer_three_languages_and_belgian_french_formats(qtbot):
    from app.ui.dialogs.questions import SettingsDialog

    dialog = SettingsDialog("fr")
    qtbot.addWidget(dialog)
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names == ["English", "Nederlands", "Français"]
    assert [dialog.region.itemText(i) for i in range(dialog.region.count())] == ["Belgique"]
    assert dialog.choice() == ("fr", None)


def test_french_window_locale_and_file_dialog(qtbot):
    from app.ui.dialogs.questions import CTX, QUOTE_FILTER

    install_language("fr")
    try:
        default = QLocale()
        assert (default.language(), default.territory()) == (QLocale.Language.French,
                                                             QLocale.Country.Belgium)
        dialog = QFileDialog(None, "Ouvrir une offre", "", T(CTX, QUOTE_FILTER))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        labels = {w.objectName(): w.text().replace("&", "").replace("\u00a0", " ")
                  for w in dialog.findChildren(QLabel)}
        assert labels["lookInLabel"] == "Voir dans :"
        assert labels["fileTypeLabel"] == "Fichiers de type :"
        assert labels["fileNameLabel"] == "Nom de fichier :"
        buttons = {b.text().replace("&", "") for b in dialog.findChildren(QPushButton)}
        assert {"Ouvrir", "Annuler"} <= buttons
        assert "Look" not in " ".join(labels.values()) and "GPU TCO" in dialog.nameFilters()[0]
        assert "quote" not in dialog.nameFilters()[0].split("(")[0].lower()
    finally:
        install_language("en")


def test_the_quote_date_reads_as_the_proposal_prints_it(window):
    """Switching the language in Preferences turns the quote's date field to the format the
    documents of that language print (2026-11-30, 30-11-2026, 30/11/2026)."""
    from datetime import date

    from PySide6.QtCore import QDate

    from app.io.words.formatting import day

    field = window.pages["quote"].created
    field.setDate(QDate(2026, 11, 30))
    for lang, region in (("en", None), ("nl", None), ("nl", "BE"), ("fr", None)):
        window.set_language(lang, region)
        assert field.text() == day(date(2026, 11, 30), lang), (lang, region)
    window.set_language("en")


def test_long_french_labels_show_all_their_lines(window, qtbot):
    """At 1280×800 every wrapped label of the Quote and Options pages is as tall as its lines:
    French labels ("Classe de charge de travail") are the longest and were cut."""
    from PySide6.QtWidgets import QLabel

    window.set_language("fr")
    window.resize(1280, 800)
    window.show()
    cut = []
    for key in ("quote", "options"):
        window.show_page(key)
        qtbot.wait(50)
        for label in window.pages[key].findChildren(QLabel):
            if label.isVisible() and label.wordWrap() and label.text():
                if label.height() < label.heightForWidth(label.width()):
                    cut.append((key, label.text(), label.height()))
    window.set_language("en")
    assert cut == []


def test_french_window_shows_no_english_or_dutch_word_of_the_app(qtbot):
    """Every page of the Brussels example in French: no word of the app's own English or Dutch
    vocabulary (the customer's and the catalogue's names left out)."""
    from app.io.catalog.store import Overlay
    from app.io.quote.store import load_quote
    from app.ui.main_window import MainWindow, page_specs
    from app.ui.state import AppState
    from tests.conftest import EXAMPLES
    from tests.io.test_belgian_proposal import BE_SELLER, _names, foreign_words
    from tests.ui.test_dutch_throughout import _widget_texts

    path = EXAMPLES / "belgique-bruxelles.quote.json"
    install_language("fr")
    try:
        state = AppState(overlay=Overlay(), quote=load_quote(path), lang="fr")
        window = MainWindow(state)
        qtbot.addWidget(window)
        state.recalculate()
        found = {}
        for spec in page_specs():
            window.show_page(spec.key)
            qtbot.wait(10)
            words = foreign_words("\n".join(_widget_texts(window)), _names(path, BE_SELLER))
            if words:
                found[spec.key] = sorted(words)
        assert found == {}
    finally:
        install_language("en")


def test_the_brussels_bill_typed_in_french(qtbot, tmp_path):
    """The Brussels example in the French window, the OS locale Dutch: French numbers are read
    (a space groups, the Belgian 1.234,5 too), a wrong one is refused in French and loses
    nothing, and the saved quote holds what was typed."""
    import pytest
    from PySide6.QtCore import QLocale

    from app.io.quote.store import load_quote
    from app.ui.application import build_window
    from tests.conftest import EXAMPLES
    from tests.ui.conftest import enter

    QLocale.setDefault(QLocale(QLocale.Language.Dutch, QLocale.Country.Netherlands))
    win = build_window(EXAMPLES / "belgique-bruxelles.quote.json", lang="fr")
    qtbot.addWidget(win)
    try:
        state, bill = win.state, win.pages["quote"].bill
        field = bill.fields["site_kwh_per_year"]
        enter(qtbot, field, "1 250 000")
        state.flush()
        assert state.quote.site.bill.site_kwh_per_year == 1_250_000
        enter(qtbot, bill.fields["capacity_price_per_kw_month"], "4,25")
        state.flush()
        assert state.quote.site.bill.capacity_price_per_kw_month == pytest.approx(4.25)
        enter(qtbot, field, "1.500")  # thousands or a decimal: refused, not guessed
        assert "pas un nombre" in field.refusal() and "1\u202f250\u202f000" in field.refusal()
        assert not english_or_dutch(field.refusal())
        enter(qtbot, field, "cinq")
        assert not english_or_dutch(field.refusal())
        state.flush()
        assert state.quote.site.bill.site_kwh_per_year == 1_250_000  # nothing lost
        path = tmp_path / "bruxelles.quote.json"
        assert win.files.save_to(path)
        assert load_quote(path).site.bill.capacity_price_per_kw_month == pytest.approx(4.25)
    finally:
        win.files.remove_autosave()
        install_language("en")
        QLocale.setDefault(QLocale.c())


def english_or_dutch(text: str) -> set[str]:
    from tests.io.test_belgian_proposal import foreign_words

    return foreign_words(text, set())
