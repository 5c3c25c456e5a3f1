"""A Belgian seller in the Preferences form: the country is chosen, the company number is kept
as the register writes it, and a wrong check digit is refused under the form with nothing
saved. The refusal reads in Dutch and French as in English."""

from __future__ import annotations

import pytest

from app.errors import InputFileError
from app.io.export.seller import Seller
from app.io.quote import seller as seller_store
from app.io.words.refusal_text import problem_text

BE_NUMBER = "1999.999.943"   # 97 − (19999999 mod 97) = 43


def _form(qtbot):
    from app.ui.dialogs.seller_form import SellerForm

    form = SellerForm()
    qtbot.addWidget(form)
    form.edits["company"].setText("Exemple Bruxelles SRL")
    form.address.setPlainText("Rue Fictive 1\n1000 Bruxelles")
    form.country.setCurrentIndex(form.country.findData("BE"))
    return form


def test_a_belgian_profile_is_saved_with_its_company_number(qtbot):
    form = _form(qtbot)
    assert not form.edits["coc_number"].isEnabled()       # a Belgian seller has no KvK number
    assert form.edits["company_number"].isEnabled()
    form.edits["company_number"].setText(BE_NUMBER.replace(".", ""))
    form.edits["vat_number"].setText("BE " + BE_NUMBER)
    saved = form.save()
    assert saved is not None, form.message.text()
    seller = seller_store.load_profile(saved.stem)
    assert seller.country == "BE" and seller.company_number == BE_NUMBER
    assert seller.vat_number == "BE" + BE_NUMBER.replace(".", "")
    form.reload(saved.stem)  # shown again as stored
    assert form.country.currentData() == "BE"
    assert form.edits["company_number"].text() == BE_NUMBER


def test_a_wrong_check_digit_is_refused_under_the_form_and_nothing_saved(qtbot):
    form = _form(qtbot)
    form.edits["company_number"].setText("1999.999.944")
    assert form.save() is None
    assert "company_number" in form.message.text() and "43" in form.message.text()
    assert seller_store.profiles() == {}


def test_the_refusal_reads_in_dutch_and_french():
    with pytest.raises(InputFileError) as info:
        seller_store.save_profile(Seller(company="X", country="BE",
                                         company_number="1999.999.944"))
    error = info.value
    nl, fr = problem_text(error, "nl"), problem_text(error, "fr")
    assert "controlecijfers" in nl and "43" in nl and "44" in nl
    assert "chiffres de contrôle" in fr and "43" in fr and "44" in fr
    assert "check digits" not in nl + fr
