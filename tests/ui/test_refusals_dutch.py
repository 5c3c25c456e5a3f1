"""A quote file the app refuses says why in the UI's language: the quote
file's refusals are templates (app.io.quote.store.REFUSALS) the window translates; the CLI keeps
the English line."""

from __future__ import annotations

from app.io.quote import store as quote_store
from app.text import tr
from app.ui.i18n_build import refusal_templates


def test_every_quote_file_refusal_is_translatable():
    assert set(quote_store.REFUSALS) <= set(refusal_templates())
    assert all(tr("nl", t) != t for t in quote_store.REFUSALS)


def test_a_missing_and_a_broken_file_in_dutch(window, tmp_path, no_modal_dialogs):
    window.set_language("nl")
    try:
        assert not window.files.open_path(tmp_path / "weg.quote.json")
        broken = tmp_path / "kapot.quote.json"
        broken.write_text("{", encoding="utf-8")
        assert not window.files.open_path(broken)
        folder = tmp_path / "map.quote.json"
        folder.mkdir()
        assert not window.files.open_path(folder)
    finally:
        window.set_language("en")
    missing, bad, a_folder = no_modal_dialogs[-3:]
    assert missing.endswith("weg.quote.json: bestand bestaat niet")
    assert "kapot.quote.json: geen geldige JSON (regel 1, kolom 2" in bad
    assert a_folder.endswith("map.quote.json: is een map, geen offertebestand")


def test_the_cli_keeps_english_with_separators():
    from app.errors import FileRefusal

    exc = FileRefusal(quote_store.TOO_LARGE, "x.json", limit=50_000_000)
    assert str(exc) == "x.json: larger than 50,000,000 bytes: not a quote file"
