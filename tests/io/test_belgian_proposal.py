"""What a Belgian buyer expects on a proposal: the seller's company number (BCE/KBO) checked by
its check digits, the cover's labels per country and language, « Bon pour accord » in the
French acceptance block, and the Brussels example quote that computes and exports in French.
Profiles are written here; the example and the seller profiles are the shipped ones."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from app.calc.evaluate import evaluate
from app.errors import InputFileError
from app.io.catalog.presets import load_bill_presets
from app.io.catalog.store import Overlay, load_catalog
from app.io.export import export_quote, load_seller
from app.io.export.i18n import t
from app.io.export.seller import Seller
from app.io.export.seller_identity import company_number_problem, seller_number_lines
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES, ROOT, run_cli

REPORT = ROOT / "resources" / "report"
BE_SELLER = REPORT / "seller.example-be.json"
NL_SELLER = REPORT / "seller.example.json"
BRUSSELS = EXAMPLES / "belgique-bruxelles.quote.json"
LOCALE = ROOT / "resources" / "locale"

needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                     reason="pdftotext (poppler) is not installed")


def _check_digits(first_eight: str) -> str:
    """The check digits the register computes: 97 − (first eight digits mod 97)."""
    return f"{97 - int(first_eight) % 97:02d}"


def _profile(tmp_path: Path, **fields) -> Path:
    data = {"company": "Exemple SRL", "address": ["Rue Fictive 1", "1000 Bruxelles"], **fields}
    path = tmp_path / "seller.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _refusal(path: Path) -> str:
    with pytest.raises(InputFileError) as info:
        load_seller(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message
    return message


def _pdf_text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return re.sub(r"\s+", " ", out.replace("\u00a0", " "))


# -- the company number ----------------------------------------------------------------------
@pytest.mark.parametrize("first_eight", ["04035770", "08765432", "10000001", "19999999"])
def test_a_company_number_with_right_check_digits_is_accepted_with_or_without_dots(first_eight):
    digits = first_eight + _check_digits(first_eight)
    dotted = f"{digits[:4]}.{digits[4:7]}.{digits[7:]}"
    for typed in (digits, dotted, f"BE {dotted}", f"BE{digits}", dotted.replace(".", " ")):
        assert company_number_problem(typed) is None, typed


def test_a_wrong_check_digit_is_refused_with_the_reason(tmp_path):
    right = _check_digits("04035770")
    wrong = f"{(int(right) + 1) % 100:02d}"
    problem = company_number_problem(f"0403.577.0{wrong}")
    assert problem is not None and "check digits" in problem
    assert right in problem and wrong in problem   # what it should end in, and what it does
    message = _refusal(_profile(tmp_path, country="BE", company_number=f"0403.577.0{wrong}"))
    assert "company_number" in message and "check digits" in message


@pytest.mark.parametrize("typed", ["0403.577", "2403.577.0xx", "12345678901", "abcd.efg.hij"])
def test_a_number_that_is_no_company_number_is_refused(tmp_path, typed):
    assert company_number_problem(typed) is not None
    assert "ten digits" in _refusal(_profile(tmp_path, country="BE", company_number=typed))


def test_the_cli_refuses_a_wrong_company_number_in_one_line(tmp_path):
    bad = _profile(tmp_path, country="BE", company_number="0403.577.013")
    proc = run_cli("export", str(EXAMPLES / "method-e3.quote.json"), "--out", str(tmp_path),
                   "--format", "pdf", "--seller", str(bad))
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert "check digits" in proc.stderr and "Traceback" not in proc.stderr
    assert not list(tmp_path.glob("*.pdf"))          # nothing written on a refused profile


def test_the_vat_number_carries_the_company_number(tmp_path):
    number = "0403.577.0" + _check_digits("04035770")
    seller = load_seller(_profile(tmp_path, vat_number="be 0403.577.0" + number[-2:]))
    assert seller.country == "BE" and seller.company_number == number   # said by the VAT no.
    assert seller.vat_number == "BE0403577" + "0" + number[-2:]
    other = "1000.000.0" + _check_digits("10000000")
    message = _refusal(_profile(tmp_path, company_number=other, vat_number="BE" + number))
    assert "does not match the company number" in message
    assert "not a Belgian VAT number" in _refusal(_profile(tmp_path, country="BE",
                                                           vat_number="NL001234567B01"))


def test_a_profile_says_its_country_and_mixed_numbers_are_refused(tmp_path):
    assert load_seller(NL_SELLER).country == "NL"     # the Dutch example, as before
    be = load_seller(BE_SELLER)
    assert be.country == "BE" and company_number_problem(be.company_number) is None
    assert be.vat_number == "BE" + be.company_number.replace(".", "")
    assert "neither NL nor BE" in _refusal(_profile(tmp_path, country="FR"))
    assert "KvK" in _refusal(_profile(tmp_path, country="BE", coc_number="12345678"))
    assert "set country to BE" in _refusal(_profile(tmp_path, country="NL",
                                                    company_number=be.company_number))
    assert "RPM/RPR" in _refusal(_profile(tmp_path, country="NL", coc_number="12345678",
                                          legal_register="RPM Bruxelles"))


# -- the cover's labels ----------------------------------------------------------------------
BE = Seller(company="Exemple SRL", country="BE", company_number="1999.999.943",
            vat_number="BE1999999943")
NL = Seller(company="Noord ICT B.V.", coc_number="12345678", vat_number="NL001234567B01")


@pytest.mark.parametrize("lang, seller, register, vat", [
    ("fr", BE, "numéro d'entreprise (bce)", "tva"),
    ("nl", BE, "ondernemingsnummer (kbo)", "btw"),
    ("en", BE, "company number (cbe)", "vat"),
    ("nl", NL, "kvk-nummer", "btw"),
    ("en", NL, "chamber of commerce", "vat"),
])
def test_the_cover_names_the_register_of_the_sellers_country(lang, seller, register, vat):
    lines = [x.lower() for x in seller_number_lines(seller, lambda k: t(lang, k), lang)]
    number = seller.company_number or seller.coc_number
    assert any(x.startswith(register) and x.endswith(number) for x in lines), lines
    label, _, value = lines[0].partition(":")
    assert vat in re.findall(r"[a-z]+", label) and value.strip() == seller.vat_number.lower()
    others = {"kvk", "kbo", "bce", "cbe", "chamber"} - set(re.findall(r"[a-z]+", register))
    assert not any(word in x for x in lines for word in others), lines


# -- the PDFs --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def french_pdf(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("fr")
    export_quote(BRUSSELS, out, formats=("pdf",), lang="fr", seller=BE_SELLER)
    return _pdf_text(next(out.glob("*.pdf")))


@needs_pdftotext
def test_the_french_acceptance_block_asks_for_bon_pour_accord(french_pdf):
    block = french_pdf[french_pdf.index("Bon pour accord"):]
    assert "Mention manuscrite « Bon pour accord », date et signature" in block
    for line in ("Nom", "Fonction", "Lieu", "Date", "Signature"):
        assert f" {line} " in block[:1500], line
    assert "Pour le client : Centre de calcul Iris" in block


@needs_pdftotext
def test_the_brussels_example_in_french_has_the_belgian_terms(french_pdf):
    for words in ("Bon pour accord", "Numéro de TVA : BE1999999943",
                  "Numéro d'entreprise (BCE) : 1999.999.943 – RPM Bruxelles", "Accise",
                  "Renouvellement GPU"):
        assert words in french_pdf, words
    assert "tarif capacitaire" in french_pdf.lower()
    assert "Mme A. Lambert, Bruxelles" in french_pdf


@needs_pdftotext
def test_a_dutch_seller_in_dutch_keeps_its_kvk_and_no_handwritten_line(tmp_path):
    export_quote(EXAMPLES / "method-e3.quote.json", tmp_path, formats=("pdf",), lang="nl",
                 seller=NL_SELLER)
    text = _pdf_text(next(tmp_path.glob("*.pdf")))
    assert "KvK-nummer: 12345678" in text and "Voor akkoord" in text
    assert "Met de hand" not in text and "KBO" not in text


@needs_pdftotext
def test_a_belgian_seller_in_dutch_names_the_kbo_and_the_handwritten_words(tmp_path):
    export_quote(EXAMPLES / "method-e3.quote.json", tmp_path, formats=("pdf",), lang="nl",
                 seller=BE_SELLER)
    text = _pdf_text(next(tmp_path.glob("*.pdf")))
    assert "Ondernemingsnummer (KBO): 1999.999.943" in text and "KvK" not in text
    assert "Met de hand „Voor akkoord”, datum en handtekening" in text


# -- the example -----------------------------------------------------------------------------
def test_the_brussels_example_loads_and_computes_with_the_belgian_bill_and_carbon():
    quote = load_quote(BRUSSELS)
    catalog = load_catalog(overlay=Overlay())
    preset = load_bill_presets()["BE-BRU"]
    assert quote.site.region == "BE"
    assert quote.site.carbon_kg_per_kwh == catalog.regions["BE"].carbon_kg_per_kwh
    bill = quote.site.bill
    assert bill.tax_bands == preset.bands and bill.capacity_price_per_kw_month > 0
    assert bill.source.startswith(preset.name) and "Sibelga" in bill.source
    assert quote.customer.name and "Renouvellement" in quote.title
    result = evaluate(quote)
    assert [o.baseline for o in result.options] == [True, False, False]
    for option in result.options:
        assert option.valid, option.reasons
        assert option.capacity_charge_by_year[0] > 0 and option.energy_tax_by_year[0] > 0
        assert option.annual_co2_kg == pytest.approx(
            option.annual_kwh_total * quote.site.carbon_kg_per_kwh, rel=1e-6)


def test_the_brussels_preset_says_what_is_an_assumption():
    preset = load_bill_presets()["BE-BRU"]
    assert preset.confidence == "assumption" and "assumption" in preset.note
    assert "brugel" in preset.source.lower() and "sibelga.be" in preset.source


# -- no English or Dutch words in a French proposal ------------------------------------------
_WORD = re.compile(r"[^\W\d_]+")


def _words(text: str) -> set[str]:
    """Lower-case words of four letters or more, acronyms (HGX, PUE) left out."""
    return {w.lower() for w in _WORD.findall(text) if len(w) >= 4 and not w.isupper()}


def _catalogue(lang: str):
    with open(LOCALE / lang / "LC_MESSAGES" / "gpu_tco.po", "rb") as f:
        return read_po(f)


def _vocabulary() -> set[str]:
    """The app's own English and Dutch words: the English msgids and the Dutch msgstrs, less
    every word the French catalogue uses (a word both languages share: "date", "option")."""
    nl, fr = _catalogue("nl"), _catalogue("fr")
    ours: set[str] = set()
    for m in nl:
        if not m.id:
            continue
        for text in (m.id, m.string):
            ours |= _words(" ".join(text) if isinstance(text, tuple) else (text or ""))
    french: set[str] = set()
    for m in fr:
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        french |= _words(" ".join(s or "" for s in strings))
    return ours - french - _catalogue_french()


_FRENCH_NAMES = {"name_fr", "model_fr", "unit_fr", "unit_plural_fr"}


def _catalogue_french() -> set[str]:
    """The words of the catalogue's French names and work units (``name_fr``, ``unit_fr``…;
    not its cited sources): the unit "token" is the French the catalogue chose, as French ML
    writing says it."""
    import tomllib

    def texts(value):
        if isinstance(value, dict):
            for key, inner in value.items():
                if key in _FRENCH_NAMES and isinstance(inner, str):
                    yield inner
                else:
                    yield from texts(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from texts(inner)

    words: set[str] = set()
    for path in sorted((ROOT / "catalog").glob("*.toml")):
        words |= _words(" ".join(texts(tomllib.loads(path.read_text(encoding="utf-8")))))
    return words


#: the fields whose text the proposal prints as it was typed or named: the customer's and the
#: seller's texts, product names and the titles of the documents cited as sources
_TYPED = {"title", "name", "contact", "reference", "label", "notes", "payment_terms",
          "delivery_terms", "number", "model", "vendor", "source", "company", "address",
          "contact_person", "general_terms", "email", "website"}


def _typed(data) -> list[str]:
    if isinstance(data, dict):
        return [t for k, v in data.items()
                for t in ([json.dumps(v, ensure_ascii=False)] if k in _TYPED else _typed(v))]
    if isinstance(data, list):
        return [t for v in data for t in _typed(v)]
    return []


def _names(quote_path: Path, seller_path: Path) -> set[str]:
    """Words the proposal prints as they were typed: the customer's and seller's texts, the
    catalogue's product names and cited sources (not its notes: the app's words)."""
    quote = json.loads(quote_path.read_text(encoding="utf-8"))
    seller = json.loads(seller_path.read_text(encoding="utf-8"))
    return _words(" ".join(_typed(quote) + _typed(seller)))


def foreign_words(text: str, names: set[str]) -> set[str]:
    """The app's English or Dutch words in ``text``, names and customer text left out."""
    return (_words(text) & _vocabulary()) - names


def _workbook_text(path: Path) -> str:
    from openpyxl import load_workbook

    book = load_workbook(path, read_only=True)
    cells = [ws.title for ws in book.worksheets]
    for ws in book.worksheets:
        for row in ws.iter_rows(values_only=True):
            cells += [v for v in row if isinstance(v, str) and not v.startswith("=")]
    return " ".join(cells)


@needs_pdftotext
def test_the_vocabulary_check_finds_english_in_an_english_proposal(tmp_path):
    """The check below is only worth something if it sees English: it does in English."""
    export_quote(BRUSSELS, tmp_path, lang="en", seller=BE_SELLER)
    found = foreign_words(_pdf_text(next(tmp_path.glob("*.pdf"))), _names(BRUSSELS, BE_SELLER))
    assert {"proposal", "acceptance", "discounted"} <= found, sorted(found)[:40]
    found = foreign_words(_workbook_text(next(tmp_path.glob("*.xlsx"))),
                          _names(BRUSSELS, BE_SELLER))
    assert {"amounts", "discounted"} <= found, sorted(found)[:40]


@needs_pdftotext
@pytest.mark.parametrize("quote_path", [BRUSSELS, EXAMPLES / "example.quote.json"],
                         ids=["brussels", "refresh"])
def test_french_proposal_has_no_english_or_dutch(tmp_path, quote_path):
    export_quote(quote_path, tmp_path, lang="fr", seller=BE_SELLER)
    names = _names(quote_path, BE_SELLER)
    in_pdf = foreign_words(_pdf_text(next(tmp_path.glob("*.pdf"))), names)
    in_book = foreign_words(_workbook_text(next(tmp_path.glob("*.xlsx"))), names)
    assert not in_pdf and not in_book, (sorted(in_pdf)[:60], sorted(in_book)[:60])
