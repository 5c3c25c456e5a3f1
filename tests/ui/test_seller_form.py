"""The seller on paper: a profile filled in Preferences is kept in the user data folder, chosen
in the Export dialog, and the PDF carries it with an acceptance block a customer can sign."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from app import paths
from app.io.export import export_quote
from app.io.quote import seller as seller_store
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES, ROOT

LOGO = ROOT / "resources" / "report" / "logo.png"


def _fill(form):
    values = {"company": "Noord ICT B.V.", "coc_number": "12345678",
              "vat_number": "NL001234567B01", "iban": "NL91ABNA0417164300",
              "contact_person": "Anne de Boer", "general_terms": "NLdigital Voorwaarden 2025"}
    for field, value in values.items():
        form.edits[field].setText(value)
    form.address.setPlainText("Stationsweg 1\n9711 AA Groningen")
    form.logo.setText(str(LOGO))
    return values


def test_preferences_form_keeps_the_profile_in_the_user_data_folder(qtbot):
    from app.ui.dialogs.questions import SettingsDialog

    dialog = SettingsDialog("nl")
    qtbot.addWidget(dialog)
    form = dialog.seller_form
    values = _fill(form)
    saved = form.save()
    assert saved is not None and saved.parent == paths.user_data_dir() / "sellers"
    seller = seller_store.load_profile(saved.stem)
    assert seller.company == values["company"] and seller.iban == values["iban"]
    assert seller.general_terms == values["general_terms"]
    assert seller.address == ["Stationsweg 1", "9711 AA Groningen"]
    assert seller.logo is not None and seller.logo.parent == saved.parent  # copied beside it
    again = SettingsDialog("nl")
    qtbot.addWidget(again)
    assert again.seller_form.profile.findData(saved.stem) > 0


def test_a_bad_logo_is_refused_with_its_reason_and_nothing_is_saved(qtbot, tmp_path):
    from app.ui.dialogs.seller_form import SellerForm

    form = SellerForm()
    qtbot.addWidget(form)
    _fill(form)
    bad = tmp_path / "logo.png"
    bad.write_text("not an image")
    form.logo.setText(str(bad))
    assert form.save() is None
    assert "not a PNG or JPEG" in form.message.text()
    assert seller_store.profiles() == {}


def test_export_dialog_offers_the_stored_profiles(qtbot, tmp_path):
    from app.io.export.seller import Seller
    from app.ui.dialogs.export_dialog import ExportDialog

    path = seller_store.save_profile(Seller(company="Noord ICT B.V."))
    dialog = ExportDialog("nl", tmp_path)
    qtbot.addWidget(dialog)
    index = dialog.profiles.findData(str(path))
    assert index > 0
    dialog.profiles.setCurrentIndex(index)
    dialog.profiles.activated.emit(index)
    assert dialog.choice().seller == path


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_pdf_carries_the_seller_and_an_acceptance_block(tmp_path):
    from app.io.export.seller import Seller

    seller = Seller(company="Noord ICT B.V.", address=["Stationsweg 1"], coc_number="12345678",
                    vat_number="NL001234567B01", iban="NL91ABNA0417164300",
                    contact_person="Anne de Boer", general_terms="NLdigital Voorwaarden 2025")
    quote = load_quote(EXAMPLES / "example.quote.json")
    quote = quote.model_copy(update={"commercial": quote.commercial.model_copy(
        update={"revision": 2})})
    pdf = export_quote(quote, pdf=tmp_path / "q.pdf", lang="nl", seller=seller)[0]
    text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                                   text=True, check=True).stdout.split())
    for expected in ("Noord ICT B.V.", "KvK-nummer: 12345678", "IBAN: NL91ABNA0417164300",
                     "Voor akkoord, namens Rekencentrum Noord B.V.", "Namens Noord ICT B.V.",
                     "Handtekening", "Revisie 2", "revisie 2, d.d. 30-11-2026, geldig tot "
                     "31-01-2027", "Op deze offerte zijn de NLdigital Voorwaarden 2025 van "
                     "Noord ICT B.V. van toepassing"):
        assert expected in text, expected
