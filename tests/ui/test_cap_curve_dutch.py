"""A measured cap curve is typed in the UI's language: Dutch writes the decimal comma, so its
points are apart by ";" ("0,7:0,91; 1:1"), the placeholder shows that form, and a refused
curve says why in Dutch."""

import pytest

from app.errors import said_of
from app.ui.pages.option_editor import format_curve, parse_curve


def test_dutch_curve_with_decimal_commas():
    assert parse_curve("0,7:0,91; 0,85:0,97; 1:1", "nl") == [(0.7, 0.91), (0.85, 0.97), (1.0, 1.0)]
    assert parse_curve("0,7:0,91, 1:1", "nl") == [(0.7, 0.91), (1.0, 1.0)]  # comma and a space
    assert parse_curve("0.7:0.91; 1:1", "nl") == [(0.7, 0.91), (1.0, 1.0)]  # a point also reads
    assert format_curve([(0.7, 0.91), (1.0, 1.0)], "nl") == "0,7:0,91; 1:1"
    assert parse_curve(format_curve([(0.85, 0.97)], "nl"), "nl") == [(0.85, 0.97)]


def test_english_curve_unchanged():
    assert parse_curve("0.7:0.91, 0.85:0.97, 1:1") == [(0.7, 0.91), (0.85, 0.97), (1.0, 1.0)]
    assert format_curve([(0.7, 0.91), (1.0, 1.0)]) == "0.7:0.91, 1:1"


@pytest.mark.parametrize("text", ["0,7:0,91,0,85:0,97", "0,7 0,9", "0,7:x"])
def test_run_together_or_broken_points_are_refused(text):
    with pytest.raises(ValueError) as err:
        parse_curve(text, "nl")
    assert said_of(err.value) is not None  # a refusal the window says in its language


def test_dutch_editor_placeholder_and_refusal(qtbot, e3_catalog):
    from app.ui.application import build_window
    from app.ui.i18n import install_language
    from app.ui.pages.option_editor import OptionEditor
    from tests.ui.conftest import E3

    win = build_window(E3, lang="nl", catalog=e3_catalog)
    qtbot.addWidget(win)
    try:
        win.show_page("options")
        editor = win.pages["options"].findChild(OptionEditor)
        assert "0,7:0,91; 0,85:0,97" in editor.cap_curve.placeholderText()
        editor.cap_curve.setText("0,7 0,9")
        editor.cap_curve.editingFinished.emit()
        assert "is geen 'vermogensverhouding:doorvoer'" in editor.reasons.text()
        assert "%)" in editor.cap_text.text() and " %)" in editor.cap_text.text()
    finally:
        win.files.remove_autosave()
        install_language("en")
