"""Refused logs on the Measurements page (issues 12.7, 13.1): a contacts list or a binary file
is refused in the list with its reason (not "ready"), in the UI's language; every refusal
template of the readers has its translation."""

from __future__ import annotations

import pytest


@pytest.fixture
def page(measurements_page):
    return measurements_page


def _status(page):
    return [page.preview_table.item(r, 4).text() for r in range(page.preview_table.rowCount())]


def test_a_contacts_list_and_a_binary_file_are_refused_not_ready(page, tmp_path):
    contacts = tmp_path / "klanten.csv"
    contacts.write_text("first,last,city\nJan,Jansen,Utrecht\nPiet,Pietersen,Gouda\n")
    binary = tmp_path / "foto.csv"
    binary.write_bytes(bytes(range(256)) * 40)
    page.open_paths([contacts, binary])
    status = _status(page)
    assert status[0].startswith("klanten.csv: not a GPU log")
    assert status[1].startswith("foto.csv: not a text log") and "--fields" not in status[1]
    assert not page.import_button.isEnabled()  # nothing to import
    assert "not a text log" in page.message.text()


def test_refusals_show_in_dutch(page, tmp_path):
    from app.ui.i18n import install_language

    binary = tmp_path / "foto.csv"
    binary.write_bytes(bytes(range(256)) * 40)
    fifo = tmp_path / "pijp.csv"
    import os

    os.mkfifo(fifo)
    assert install_language("nl")
    try:
        page.open_paths([binary, fifo])
        status = _status(page)
    finally:
        install_language("en")
    assert status[0] == ("foto.csv: geen tekstlog (binaire gegevens: een afbeelding, archief of "
                         "programma?); open het logbestand dat nvidia-smi of DCGM schreef.")
    assert status[1].startswith("pijp.csv: geen gewoon bestand")


def test_every_refusal_template_is_marked_for_translation():
    from app.io.smi import limits
    from app.ui.pages import log_refusals

    assert set(limits.TEMPLATES) == set(log_refusals.TEMPLATES)
