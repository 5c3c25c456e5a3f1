"""A choice is read whole in every language: the option's price-source combo ("catalogus",
"geoffreerd") was cut to "catalogu" when the Options page first showed it empty (no option
selected yet) and kept the width of seven x's once its items came; the catalogue's kind kept
the width of the first language shown ("Classes de charge de travail" cut in French)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from app.text.languages import LANGUAGES


def _text_width(combo: QComboBox) -> int:
    """The width the combo leaves for its text (its frame and arrow taken off)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return field.width()


def _uncut(combo: QComboBox) -> list[str]:
    """The items whose text would not fit the combo's text field (none, when it fits)."""
    metrics = combo.fontMetrics()
    return [combo.itemText(i) for i in range(combo.count())
            if metrics.horizontalAdvance(combo.itemText(i)) > _text_width(combo)]


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_price_source_fits_its_longest_item_shown_empty_first(qtbot, lang):
    from app.ui.i18n import install_language
    from app.ui.pages.option_costs import OptionCosts
    from app.ui.texts import Texts

    install_language(lang)
    try:
        costs = OptionCosts(Texts("Options"))
        qtbot.addWidget(costs)
        costs.resize(520, 400)  # the Costs box's width in the window at 1280x800
        costs.show()  # no option yet: the combos are empty at their first show
        QApplication.processEvents()
        for price in (costs.gpu_price, costs.server_price):
            price.show_price(None, 13890.0, "EUR")
        QApplication.processEvents()
        for price in (costs.gpu_price, costs.server_price):
            combo = price.kind
            assert combo.count() == 2
            assert _uncut(combo) == [], (lang, _text_width(combo))
    finally:
        install_language("en")


def test_price_source_fits_after_a_language_switch(window):
    """Shown in English, then the window switches to Dutch: the longer word still fits."""
    from app.ui.pages.option_costs import OptionCosts

    window.resize(1280, 800)
    window.show()
    window.show_page("options")
    QApplication.processEvents()
    costs = window.pages["options"].findChild(OptionCosts)
    for lang in sorted(LANGUAGES):
        window.set_language(lang)
        QApplication.processEvents()
        window.pages["options"].select(1)
        QApplication.processEvents()
        for price in (costs.gpu_price, costs.server_price):
            assert price.kind.count() == 2
            assert _uncut(price.kind) == [], lang
    window.set_language("en")


def test_translated_choices_fit_after_a_language_switch(window):
    """Choices whose words are the app's, re-translated in place when the language changes
    (the catalogue's kind, the fleet telemetry's authentication): their width followed the
    first language shown, so a longer Dutch or French word was cut."""
    window.resize(1280, 800)
    window.show()
    for page in ("catalogue", "measurements"):
        window.show_page(page)
        QApplication.processEvents()
    kind = window.pages["catalogue"].kind
    auth = window.pages["measurements"].telemetry.auth
    for lang in ["en", *sorted(set(LANGUAGES) - {"en"})]:
        window.set_language(lang)
        for page in ("catalogue", "measurements"):
            window.show_page(page)
            QApplication.processEvents()
            combo = kind if page == "catalogue" else auth
            for i in range(combo.count()):
                combo.setCurrentIndex(i)
                QApplication.processEvents()
                shown = combo.fontMetrics().horizontalAdvance(combo.currentText())
                assert shown <= _text_width(combo), (lang, combo.currentText())
    window.set_language("en")


def test_a_long_catalogue_name_ends_in_an_ellipsis_and_shows_whole_in_its_tooltip(qtbot):
    """The option editor's server in Dutch at 1280x800: "Supermicro A+ Server AS-4124GO-NART
    (HGX A100 8-GPU, 2x EPYC 7003, 4U luchtgekoeld)" was cut at the arrow ("2x EPY"), with no
    sign that more follows."""
    from app import paths
    from app.ui.application import build_window
    from app.ui.i18n import install_language
    from app.ui.pages.option_editor import OptionEditor

    try:
        win = build_window(paths.example_quote(), lang="nl")
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        win.show_page("options")
        QApplication.processEvents()
        combo = win.pages["options"].findChild(OptionEditor).server
        full = combo.currentText()
        assert combo.fontMetrics().horizontalAdvance(full) > _text_width(combo)  # too long
        combo.grab()  # painted as a user sees it
        shown = combo.shown_text()
        assert shown.endswith("…") and full.startswith(shown[:-1].rstrip())
        assert combo.fontMetrics().horizontalAdvance(shown) <= _text_width(combo)
        assert combo.toolTip() == full
    finally:
        install_language("en")
