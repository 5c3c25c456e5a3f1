"""The PDF proposal: pages render (pdftoppm), the text (pdftotext) names the customer, the
recommendation, Dutch terms in the Dutch version; user text is escaped, not interpreted."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.calc import evaluate
from app.io.export import build_document, load_seller, write_pdf
from tests.io.export_helpers import E3, E4, quote, with_customer

ROOT = Path(__file__).resolve().parents[2]
SELLER = ROOT / "resources" / "report" / "seller.example.json"
POPPLER = shutil.which("pdftoppm") and shutil.which("pdftotext")
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftoppm, pdftotext) "
                                   "not found: apt-get install poppler-utils")


def _text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return re.sub(r"[ \t]+", " ", out)


def _pages(pdf: Path, tmp_path: Path) -> list[Path]:
    subprocess.run(["pdftoppm", "-png", "-r", "40", str(pdf), str(tmp_path / "page")],
                   check=True)
    return sorted(tmp_path.glob("page-*.png"))


def _pdf(tmp_path, q, lang="en", seller=SELLER):
    seller = load_seller(seller) if seller else None
    return write_pdf(q, evaluate(q), tmp_path / f"q.{lang}.pdf", lang=lang, seller=seller)


@needs_poppler
def test_english_proposal_pages_and_text(tmp_path):
    q = with_customer(quote(E4), "Brouwerij De Klok B.V.")
    pdf = _pdf(tmp_path, q)
    pages = _pages(pdf, tmp_path)
    assert len(pages) >= 5 and all(p.stat().st_size > 2000 for p in pages)
    text = _text(pdf)
    assert "Brouwerij De Klok B.V." in text
    assert "Voltwise GPU Systems B.V." in text
    assert "We recommend 8xH200 air, inference profile" in text
    assert "€197,148.20" in text                            # NPV, to the cent
    assert f"Page 1 of {len(pages)}" in text
    for heading in ("Executive summary", "Comparison of the options", "Assumptions",
                    "Sources", "Method"):
        assert heading in text


@needs_poppler
def test_dutch_proposal_uses_dutch_terms_and_formats(tmp_path):
    q = quote(E4, ).model_copy(update={"valid_until": __import__("datetime").date(2026, 12, 31)})
    pdf = _pdf(tmp_path, q, lang="nl")
    text = _text(pdf)
    for term in ("Offerte", "Klant", "Geldig tot", "31-12-2026", "Aanbeveling",
                 "terugverdientijd", "netto contante waarde", "Jaarlijkse besparing",
                 "Disconteringsvoet", "huidige configuratie", "excl. btw", "Energieprijs"):
        assert term in text, term
    assert "€ 197.148,20" in text
    assert "Pagina 1 van" in text


@needs_poppler
def test_markup_in_user_text_is_printed_not_interpreted(tmp_path):
    q = with_customer(quote(E3), "<b>Evil & Co</b>")
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"label": "H200 <i>air</i> & more"})
    q = q.model_copy(update={"options": opts})
    text = _text(_pdf(tmp_path, q))
    assert "<b>Evil & Co</b>" in text
    assert "H200 <i>air</i> & more" in text


@needs_poppler
def test_without_seller_profile(tmp_path):
    pdf = _pdf(tmp_path, quote(E3), seller=None)
    assert "Keep" in _text(pdf) or "keeping" in _text(pdf)


def test_document_recommendation_sentences():
    q = quote(E3)
    doc = build_document(q, evaluate(q), "en")
    assert doc.recommended is None and "keeping the current configuration" in doc.recommendation
    q = quote(E4)
    doc = build_document(q, evaluate(q), "nl")
    assert doc.recommended == "8xH200 air, inference profile"
    assert "€ 197.148,20" in doc.recommendation
    assert [o.number for o in doc.options] == [1, 2, 3] and doc.options[0].baseline


def test_a_font_without_the_narrow_space_still_draws_french_amounts(tmp_path):
    """French groups digits with a narrow no-break space; Vera, the fallback font, has no glyph
    for it: the amount must print as a number, not with a box inside."""
    import reportlab
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    from app.io.export.pdf_page import _with_spaces
    from app.io.words.formatting import money

    vera = Path(reportlab.__file__).parent / "fonts" / "Vera.ttf"
    plain = TTFont("VeraPlain", str(vera))
    assert 0x202F not in plain.face.charToGlyph  # the gap this guards against
    font = _with_spaces(TTFont("VeraSpaced", str(vera)))
    assert font.face.charToGlyph[0x202F] == font.face.charToGlyph[0xA0]
    pdfmetrics.registerFont(font)
    out = tmp_path / "amount.pdf"
    page = canvas.Canvas(str(out))
    page.setFont("VeraSpaced", 12)
    page.drawString(50, 700, money(12345.678, "EUR", "fr"))
    page.save()
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed: the drawn text is not read back")
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    assert text.strip().replace("\u202f", " ").replace("\xa0", " ") == "12 345,68 €"
