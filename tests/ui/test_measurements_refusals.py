"""Refused logs on the Measurements page: a contacts list or a binary file
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


def _wait(qtbot, page):
    qtbot.waitUntil(lambda: not page.job.running and page.import_button.isEnabled(), timeout=30_000)


def test_new_shapes_import_and_no_energy_is_said_in_dutch(page, qtbot, tmp_path):
    """A pynvml GPU0/GPU1 file and a DCGM GPUId,TimeStampUs,Watts file are ready and import;
    a GPU without energy (one reading) is named in the status line, in Dutch; a file whose
    readings are too large for W and mW is refused in Dutch."""
    from app.ui.i18n import install_language

    wide = tmp_path / "pynvml.csv"
    wide.write_text("timestamp,GPU0,GPU1\n" + "".join(f"{1733000000 + i},250,300\n"
                                                       for i in range(5)))
    dcgm = tmp_path / "dcgm.csv"
    dcgm.write_text("GPUId,TimeStampUs,Watts\n0,1733000000000000,400\n")
    huge = tmp_path / "groot.csv"
    huge.write_text("timestamp,gpu0\n" + "".join(f"{1733000000 + i},9e10\n" for i in range(3)))
    assert install_language("nl")
    try:
        page.open_paths([huge])
        refused = _status(page)[0]
        page.open_paths([wide, dcgm])
        status = _status(page)
        page.start_import()
        _wait(qtbot, page)
        hints = page.status.text()
    finally:
        install_language("en")
    assert status[0] == status[1] == "klaar", status
    assert page.preview_table.item(1, 2).text() == "DCGM-API-CSV"
    assert "te groot voor watt en voor milliwatt" in refused, refused
    assert page.summary.rowCount() == 3
    assert ("dcgm.csv GPU 0: geen energie, hoewel er vermogen is gelezen" in hints), hints
    assert "pynvml.csv" not in hints.split("\n")[0]
