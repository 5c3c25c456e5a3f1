"""The optional advice appendix of the PDF (``export --advice``): the advisor's findings and
power-cap sweet spots as a last section, in the document's language and number formats; without
the flag the PDF is as before. Text is read with pdftotext (poppler), as in test_export_pdf."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.calc import evaluate
from app.calc.evaluate import resolve_demand
from app.io.export import build_document, export_quote, write_pdf
from tests.conftest import run_cli
from tests.io.export_helpers import E3, E4, quote

needs_poppler = pytest.mark.skipif(not (shutil.which("pdftotext") and shutil.which("pdfinfo")),
                                   reason="poppler-utils (pdftotext, pdfinfo) not found: "
                                   "apt-get install poppler-utils")


def _pages(pdf: Path) -> list[str]:
    """The text of each page, whitespace (line breaks, no-break spaces) as single spaces."""
    out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                         check=True).stdout
    return [re.sub(r"\s+", " ", page).strip() for page in out.split("\f") if page.strip()]


def _advice_text(pages: list[str], heading: str) -> str:
    """The pages from the one that opens with the advice heading to the end."""
    first = next(i for i, p in enumerate(pages) if re.search(rf"\b{heading} ", p)
                 and ("advisor" in p or "adviesmodule" in p))
    return " ".join(pages[first:])


def _differing_demand():
    """E4 (baseline in fleet mode) asked for 20 % more work than the baseline delivers: the
    advisor then has a finding about the quote as a whole (demand_differs)."""
    q = quote(E4)
    demand = resolve_demand(q)[0] * 1.2
    return q.model_copy(update={"workload": q.workload.model_copy(update={"demand_per_s": demand})})


@needs_poppler
def test_english_advice_section_follows_the_document(tmp_path):
    q = _differing_demand()
    pdf = export_quote(q, pdf=tmp_path / "q.en.pdf", lang="en", advice=True)[0]
    text = _advice_text(_pages(pdf), "Advice")
    assert "The advisor's findings and power-cap sweet spots at the assumptions of this quote" \
        in text and "not part of the offer" in text
    whole = text.index("The quote as a whole")
    first = text.index("1. Baseline 8xA100 air (fleet) (current configuration)")
    second = text.index("2. 8xH200 air (candidate)")
    third = text.index("3. 8xH200 air, inference profile (candidate)")
    assert whole < text.index("The quote's demand 20.16 unit/s differs") < first < second < third
    assert "No power cap is set. A cap at 81 % of TDP would use 36,512 kWh a year less" in text
    assert "Needs 30 servers; the 100 kW budget holds 12." in text
    assert re.search(r"Power cap at the limit of the assumed exponent: 81 % of TDP, 4\.7 % less throughput per GPU "
                     r"\(at most 5 %\): energy −\d+\.\d % \(−[\d,]+ kWh a year\) and TCO "
                     r"[−+]\d+\.\d % \([−+]€[\d,]+\) against uncapped", text)
    assert "It follows from the assumed exponent 0.23" in text and "cap_beta" not in text
    assert "a limit of that assumption, not a measured optimum" in text
    assert "Advies" not in text and "vermogensbegrenzing" not in text


@needs_poppler
def test_dutch_advice_section_in_dutch_words_and_formats(tmp_path):
    q = _differing_demand()
    pdf = export_quote(q, pdf=tmp_path / "q.nl.pdf", lang="nl", advice=True)[0]
    text = _advice_text(_pages(pdf), "Advies")
    assert "De bevindingen van de adviesmodule" in text and "geen onderdeel van het aanbod" in text
    assert text.index("De offerte als geheel") < text.index("1. Baseline 8xA100 air (fleet) "
                                                            "(huidige configuratie)")
    assert ("Er is geen vermogensbegrenzing ingesteld. Met een begrenzing op 81 % van de TDP is "
            "het verbruik 36.512 kWh per jaar lager") in text
    assert re.search(r"Vermogensbegrenzing op de grens van de aangenomen exponent: 81 % van de TDP, 4,7 % minder doorvoer "
                     r"per GPU \(hoogstens 5 %\): energieverbruik −\d+,\d % \(−[\d.]+ kWh per "
                     r"jaar\) en TCO [−+]\d+,\d % \([−+]€ [\d.]+\)", text)
    assert "Dit volgt uit de aangenomen exponent 0,23" in text and "cap_beta" not in text
    assert "optimaal" not in text.lower() and "optimale" not in text.lower()
    for english in ("Power-cap sweet spot", "No power cap is set", "The quote as a whole"):
        assert english not in text


@needs_poppler
def test_without_advice_the_pdf_is_as_before(tmp_path):
    q = quote(E4)
    plain = _pages(write_pdf(q, evaluate(q), tmp_path / "plain.pdf"))
    off = _pages(export_quote(q, pdf=tmp_path / "off.pdf", advice=False)[0])
    with_advice = _pages(export_quote(q, pdf=tmp_path / "advice.pdf", advice=True)[0])
    assert off == plain
    assert not any("Power-cap sweet spot" in p or "advisor's findings" in p for p in plain)
    first = next(i for i, p in enumerate(with_advice) if "advisor's findings" in p)
    assert first == len(plain) and len(with_advice) > len(plain)   # a section of its own, last
    strip = lambda p: re.sub(r"Page \d+ of \d+", "", p)  # noqa: E731 - "of N" grows
    assert [strip(p) for p in with_advice[:first]] == [strip(p) for p in plain]


@needs_poppler
def test_markup_in_an_option_label_is_printed_literally(tmp_path):
    q = quote(E3)
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"label": "H200 <b>air</b> & more"})
    q = q.model_copy(update={"options": opts})
    pdf = export_quote(q, pdf=tmp_path / "q.pdf", advice=True)[0]
    assert "2. H200 <b>air</b> & more (candidate)" in _advice_text(_pages(pdf), "Advice")


@needs_poppler
def test_cli_advice_flag(tmp_path):
    out = tmp_path / "q.nl.pdf"
    proc = run_cli("export", str(E4), "--pdf", str(out), "--lang", "nl", "--advice")
    assert proc.returncode == 0, proc.stderr
    assert f"wrote {out}" in proc.stdout and out.stat().st_size > 10_000
    assert "Vermogensbegrenzing op de grens van de aangenomen exponent" in _advice_text(
        _pages(out), "Advies")


def test_document_advice_in_document_order():
    q = _differing_demand()
    assert build_document(q, evaluate(q), "en").advice is None
    advice = build_document(q, evaluate(q), "nl", advice=True).advice
    assert [a.number for a in advice.options] == [1, 2, 3] and advice.options[0].baseline
    assert len(advice.findings) == 1 and advice.findings[0].startswith("De vraag in de offerte")
    base = advice.options[0]
    assert any(f.startswith("Er is geen vermogensbegrenzing ingesteld") for f in base.findings)
    spot = base.sweet_spot
    assert spot.cap == pytest.approx(0.81) and spot.kwh_change < 0
    assert -0.2 < spot.kwh_change_share < 0 and 0 < spot.throughput_loss <= base.max_loss
    assert not base.measured_curve and base.cap_beta == pytest.approx(0.23)


def test_document_advice_for_an_invalid_option_and_a_measured_cap_curve(tmp_path):
    q = quote(E4)
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"psu_count": 40})     # more PSUs than the server has bays
    opts[2] = opts[2].model_copy(update={"cap_curve": [(0.5, 0.8), (0.7, 0.93), (1.0, 1.0)]})
    q = q.model_copy(update={"options": opts})
    doc = build_document(q, evaluate(q), "en", advice=True)
    invalid, measured = doc.advice.options[1], doc.advice.options[2]
    assert not doc.options[1].valid and not invalid.swept and invalid.findings == []
    assert measured.swept and measured.measured_curve
    if shutil.which("pdftotext"):
        pdf = write_pdf(q, evaluate(q), tmp_path / "q.pdf", advice=True)
        text = _advice_text(_pages(pdf), "Advice")
        assert "2. 8xH200 air (candidate) Not possible:" in text
        assert "It follows from the option's measured cap curve." in text
