"""The Export dialog (language, both files, folder, open afterwards) and the Quote page's
Commercial terms group, whose edits are undoable."""

from __future__ import annotations

from pathlib import Path

import openpyxl

from app.ui.dialogs import export_dialog
from app.ui.dialogs.export_dialog import ExportChoice, ExportDialog, export_from_state, run_export
from tests.ui.conftest import enter


def test_dialog_returns_plain_values(qtbot, tmp_path):
    dialog = ExportDialog("nl", tmp_path)
    qtbot.addWidget(dialog)
    choice = dialog.choice()
    assert choice == ExportChoice("nl", True, True, tmp_path, True)
    dialog.pdf.setChecked(False)
    dialog.open_folder.setChecked(False)
    assert dialog.choice() == ExportChoice("nl", True, False, tmp_path, False)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.xlsx.setChecked(False)
    assert not ok.isEnabled()                                   # nothing to write


def test_run_export_writes_both_files_and_opens_the_folder(qtbot, window, tmp_path):
    opened = []
    choice = ExportChoice("nl", True, True, tmp_path / "out", True)
    files = run_export(window.state.quote, choice, "offer", open_folder=opened.append)
    assert [f.name for f in files] == ["offer.nl.xlsx", "offer.nl.pdf"]
    assert all(f.stat().st_size > 1000 for f in files)
    assert opened == [tmp_path / "out"]
    assert openpyxl.load_workbook(files[0]).sheetnames[0] == "Samenvatting"


def test_export_from_state_reports_a_problem(qtbot, window, tmp_path, monkeypatch,
                                             no_modal_dialogs):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    monkeypatch.setattr(ExportDialog, "ask", classmethod(
        lambda cls, p, lang, folder, seller="": ExportChoice("en", True, False, blocker, False)))
    assert export_from_state(window, window.state) == []
    assert no_modal_dialogs and str(blocker) in no_modal_dialogs[0]


def test_export_from_state_cancelled(qtbot, window, monkeypatch):
    monkeypatch.setattr(ExportDialog, "ask", classmethod(lambda cls, p, lang, folder, seller="": None))
    assert export_from_state(window, window.state) == []


def test_commercial_terms_group_edits_are_undoable(qtbot, window):
    page, state = window.pages["quote"], window.state
    page.terms_edits["number"].setText("OFF-2026-7")
    page.terms_edits["number"].editingFinished.emit()
    assert state.quote.commercial.number == "OFF-2026-7"
    enter(qtbot, page.vat, "9")
    assert abs(state.quote.commercial.vat_rate - 0.09) < 1e-9
    enter(qtbot, page.validity, "45")
    assert state.quote.commercial.validity_days == 45
    page.terms_edits["payment_terms"].setText("<b>net 14</b> & =1+1")
    page.terms_edits["payment_terms"].editingFinished.emit()
    assert state.quote.commercial.payment_terms == "<b>net 14</b> & =1+1"
    state.undo_stack.undo()
    assert state.quote.commercial.payment_terms == ""
    state.undo_stack.undo()
    assert state.quote.commercial.validity_days == 30
    state.undo_stack.undo()
    state.undo_stack.undo()
    assert state.quote.commercial.number == "" and state.quote.commercial.vat_rate == 0.21
    assert page.terms_edits["number"].text() == ""


def test_module_has_no_business_logic_beyond_the_export_call():
    src = Path(export_dialog.__file__).read_text(encoding="utf-8")
    assert "openpyxl" not in src and "reportlab" not in src


def test_seller_profile_is_remembered_and_reaches_the_cover(qtbot, window, tmp_path, monkeypatch):
    """The seller profile chosen once is offered again and printed on the PDF's cover."""
    import shutil
    import subprocess

    from app import paths
    from app.ui import settings
    from app.ui.dialogs import export_dialog

    seller = tmp_path / "seller.json"
    shutil.copy(paths.resources_dir() / "report" / "seller.example.json", seller)
    shutil.copy(paths.resources_dir() / "report" / "logo.png", tmp_path / "logo.png")
    offered = []

    def ask(cls, parent, lang, folder, seller_path=""):
        offered.append(seller_path)
        return ExportChoice("en", False, True, tmp_path / "out", False, seller)

    monkeypatch.setattr(export_dialog.ExportDialog, "ask", classmethod(ask))
    written = export_dialog.export_from_state(window, window.state)
    assert settings.seller_profile() == str(seller)
    export_dialog.export_from_state(window, window.state)
    assert offered == ["", str(seller)]
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(written[0]), "-"], capture_output=True,
                              text=True).stdout
        assert "Voltwise GPU Systems B.V." in text


def test_advice_checkbox_is_off_needs_the_pdf_and_reaches_the_export(qtbot, window, tmp_path,
                                                                      monkeypatch):
    """The advice appendix: off by default, only with the PDF, and the choice reaches the PDF."""
    import shutil
    import subprocess

    dialog = ExportDialog("en", tmp_path / "out")
    qtbot.addWidget(dialog)
    assert not dialog.advice.isChecked() and dialog.advice.isEnabled()
    assert dialog.choice().advice is False
    dialog.advice.setChecked(True)
    dialog.pdf.setChecked(False)
    assert not dialog.advice.isEnabled() and dialog.choice().advice is False
    dialog.pdf.setChecked(True)
    assert dialog.advice.isEnabled() and dialog.choice().advice is True
    dialog.xlsx.setChecked(False)
    dialog.open_folder.setChecked(False)
    chosen = dialog.choice()
    monkeypatch.setattr(ExportDialog, "ask", classmethod(
        lambda cls, p, lang, folder, seller="": chosen))
    written = export_from_state(window, window.state)
    assert [f.suffix for f in written] == [".pdf"]
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(written[0]), "-"], capture_output=True,
                              text=True).stdout
        assert "Power cap at the limit of the assumed exponent" in text and "advisor's findings" in text
    calls = []
    monkeypatch.setattr("app.io.export.export_quote", lambda *a, **kw: calls.append(kw) or [])
    run_export(window.state.quote, ExportChoice("en", True, False, tmp_path, False, advice=True),
               "offer")
    run_export(window.state.quote, chosen, "offer")
    assert [c["advice"] for c in calls] == [False, True]    # no PDF: no advice
