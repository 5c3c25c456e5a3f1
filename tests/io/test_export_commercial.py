"""Commercial terms in the exports: quote number, date, validity, VAT on the price totals (not in
the TCO), a discount per option that the TCO uses at net prices; payment and delivery terms;
user text that stays text; whole files or none with a clear message; the command line and
`make demo` file names; the measured-data appendix."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import openpyxl
import pytest

from app.calc import evaluate
from app.errors import AppError
from app.io.export import ExportError, build_document, export_quote, write_pdf, write_xlsx
from app.model.catalog import MeasuredProfile
from app.model.quote import Commercial
from tests.io.export_helpers import E3, E4, quote, with_customer
from tests.io.test_export_pdf import _text, needs_poppler

ROOT = Path(__file__).resolve().parents[2]
NASTY = ['=HYPERLINK("http://evil.example","click")', "<b>bold</b> & co", '<img src="x.png"/>']


def with_terms(q, **terms):
    return q.model_copy(update={"commercial": Commercial(**terms)})


def with_discount(q, index: int, discount: float):
    opts = list(q.options)
    opts[index] = opts[index].model_copy(update={"discount": discount})
    return q.model_copy(update={"options": opts})


def with_measured_baseline(q):
    """E3 with its baseline A100 measured from a (made-up) week of nvidia-smi logs."""
    gpu = q.catalog.gpus["e3-a100"]
    m = MeasuredProfile(measured_idle_w=55, measured_full_w=390, power_limit_w=400,
                        source="fleet-a100-2026-11.csv", gpu_name="NVIDIA A100-SXM4-80GB",
                        gpu_count=8, samples=80640, span_s=7 * 86400, mean_power_w=210.5,
                        p95_power_w=371, max_power_w=398, mean_utilization=0.42)
    gpus = {**q.catalog.gpus, "e3-a100": gpu.model_copy(update={"measured": m})}
    opts = list(q.options)
    opts[0] = opts[0].model_copy(update={"use_measured": True})
    return q.model_copy(update={"catalog": q.catalog.model_copy(update={"gpus": gpus}),
                                "options": opts})


# -- discount and VAT ------------------------------------------------------------------------
def test_discount_is_shown_on_the_lines_and_the_tco_uses_net_prices():
    q = with_discount(quote(E3), 1, 0.10)            # 8xH200 air: 2 servers, 16 GPUs
    doc = build_document(q, evaluate(q), "en")
    air = next(o for o in doc.options if o.label == "8xH200 air")
    gross = 2 * 120000 + 16 * 30000
    assert air.prices.gross == pytest.approx(gross)
    assert air.prices.discount == pytest.approx(0.10 * gross)
    assert air.result.capex == pytest.approx(0.9 * gross)          # the engine's, at net prices
    assert air.prices.net == pytest.approx(air.result.capex)
    assert air.prices.vat == pytest.approx(0.21 * 0.9 * gross)
    plain = evaluate(quote(E3)).option("8xH200 air")
    assert air.result.tco == pytest.approx(plain.tco - 0.1 * gross)   # VAT is not in the TCO
    assert air.result.maintenance_per_year == pytest.approx(plain.maintenance_per_year)


def test_discount_on_a_cooling_retrofit_reaches_the_engine():
    q = with_discount(quote(E3), 2, 0.25)            # 8xH200 DLC: cooling capex 15,000/server
    r = evaluate(q).option("8xH200 DLC")
    gross = 2 * (120000 + 8 * 30000 + 15000)
    assert r.capex == pytest.approx(0.75 * gross)
    assert r.capex_list == pytest.approx(gross)  # maintenance rates stay on list prices


@needs_poppler
@pytest.mark.parametrize("lang, words", [
    ("en", ["Quote number", "OFF-2026-042", "Valid until", "2026-12-30", "Discount 10.0 %",
            "Purchase price excl. VAT", "VAT 21.0 %", "Total incl. VAT", "€784,080.00",
            "Payment terms", "Delivery terms", "Commercial terms"]),
    ("nl", ["Offertenummer", "OFF-2026-042", "Geldig tot", "30-12-2026", "Korting 10,0 %",
            "Aanschafprijs excl. btw", "Btw 21,0 %", "Totaal incl. btw", "€ 784.080,00",
            "Betalingsvoorwaarden", "Leveringsvoorwaarden", "Betaling binnen 30 dagen"]),
])
def test_pdf_shows_the_terms(tmp_path, lang, words):
    q = with_terms(quote(E3), number="OFF-2026-042", delivery_terms="6-8 weeks")
    q = with_discount(q, 1, 0.10).model_copy(update={"created": date(2026, 11, 30)})
    text = _text(write_pdf(q, evaluate(q), tmp_path / "q.pdf", lang=lang))
    for word in words:
        assert word in text, word


def test_validity_defaults_to_30_days_and_an_own_date_wins():
    q = quote(E3).model_copy(update={"created": date(2026, 11, 30), "valid_until": None})
    assert build_document(q, evaluate(q)).valid_until == date(2026, 12, 30)
    q = with_terms(q, validity_days=14)
    assert build_document(q, evaluate(q)).valid_until == date(2026, 12, 14)
    q = q.model_copy(update={"valid_until": date(2027, 3, 1)})
    assert build_document(q, evaluate(q)).valid_until == date(2027, 3, 1)


def test_workbook_has_live_discount_and_vat(tmp_path):
    q = with_discount(with_terms(quote(E3), number="OFF-1", vat_rate=0.06), 1, 0.10)
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx")
    wb = openpyxl.load_workbook(path)
    names = wb.defined_names
    assert "vat_rate" in names and "opt2_price_incl_vat" in names and "opt1_price_incl_vat" not in names
    (sheet, cell), = list(names["vat_rate"].destinations)
    assert wb[sheet][cell.replace("$", "")].value == 0.06
    (sheet, cell), = list(names["opt2_price_incl_vat"].destinations)
    assert wb[sheet][cell.replace("$", "")].value.startswith("=")
    options = wb["Options"]
    formulas = [str(c.value) for row in options.iter_rows() for c in row if c.value]
    assert any(f.startswith("=-E") and "SUM(" in f for f in formulas)      # the discount row
    assert any(f.endswith("*vat_rate") for f in formulas)
    assert all("vat_rate" not in str(c.value) for ws in (wb["Cash flow"], wb["Results"])
               for row in ws.iter_rows() for c in row)                       # VAT not in TCO
    summary = [c.value for row in wb["Summary"].iter_rows() for c in row if c.value]
    assert "OFF-1" in summary and "Payment within 30 days of the invoice date." in summary


# -- user text stays text --------------------------------------------------------------------
@pytest.mark.parametrize("text", NASTY)
def test_new_text_fields_never_become_formulas(tmp_path, text):
    q = with_terms(quote(E4), number=text[:60], payment_terms=text, delivery_terms=text)
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx")
    wb = openpyxl.load_workbook(path)
    hits = [c for ws in wb.worksheets for row in ws.iter_rows() for c in row if c.value == text]
    assert len(hits) >= 2 and all(c.data_type == "s" for c in hits)


@needs_poppler
def test_new_text_fields_are_printed_literally_in_the_pdf(tmp_path):
    q = with_terms(with_customer(quote(E3), NASTY[1]), number="<i>N°1</i> & 2",
                   payment_terms=NASTY[2] + " & net 30", delivery_terms=NASTY[0])
    text = _text(write_pdf(q, evaluate(q), tmp_path / "q.pdf"))
    for literal in ("<b>bold</b> & co", "<i>N°1</i> & 2", '<img src="x.png"/> & net 30',
                    '=HYPERLINK("http://evil.example","click")'):
        assert literal in text, literal


# -- whole files, clear messages ---------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["xlsx", "pdf"])
def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch, fmt):
    target = tmp_path / f"q.{fmt}"
    target.write_bytes(b"old complete file")

    def locked(src, dst):
        raise PermissionError(13, "Permission denied", str(dst))

    monkeypatch.setattr("app.io.files.atomic.os.replace", locked)
    with pytest.raises(AppError) as err:
        export_quote(quote(E3), target, (fmt,))
    message = str(err.value)
    assert str(target) in message and "open in another program" in message
    assert target.read_bytes() == b"old complete file"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]      # no temporary left


def test_a_new_file_in_an_unwritable_folder_names_the_folder(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("app.io.files.atomic.tempfile.mkstemp", refuse)
    with pytest.raises(ExportError, match="read-only: choose another folder"):
        export_quote(quote(E3), tmp_path / "new.xlsx", ("xlsx",))
    assert not (tmp_path / "new.xlsx").exists()


# -- command line and demo ------------------------------------------------------------------
def test_cli_export_with_explicit_files(tmp_path, capsys):
    from app.cli import main
    xlsx, pdf = tmp_path / "a" / "offer.xlsx", tmp_path / "b" / "offer.pdf"
    assert main(["export", str(E3), "--xlsx", str(xlsx), "--pdf", str(pdf), "--lang", "nl"]) == 0
    assert xlsx.stat().st_size > 1000 and pdf.read_bytes().startswith(b"%PDF")
    assert openpyxl.load_workbook(xlsx).sheetnames[0] == "Samenvatting"
    assert main(["export", str(E3), "--pdf", str(tmp_path / "only.pdf")]) == 0
    assert not list(tmp_path.glob("*.xlsx"))
    assert main(["export", str(E3), "--out", str(tmp_path / "dir")]) == 0   # the old way
    assert sorted(p.name for p in (tmp_path / "dir").iterdir()) == [
        "method-e3.en.pdf", "method-e3.en.xlsx"]
    assert "wrote" in capsys.readouterr().out


def test_cli_export_to_a_read_only_target_exits_2_with_one_line(tmp_path, monkeypatch, capsys):
    from app.cli import main

    def locked(src, dst):
        raise PermissionError(13, "Permission denied", str(dst))

    monkeypatch.setattr("app.io.files.atomic.os.replace", locked)
    assert main(["export", str(E3), "--xlsx", str(tmp_path / "x.xlsx")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and "x.xlsx" in err and "\n" not in err


def test_demo_writes_a_file_per_language(tmp_path):
    from app.io.report.demo import write_demo
    files = write_demo(ROOT / "resources" / "examples" / "example.quote.json", tmp_path)
    names = sorted(p.name for p in files)
    assert names == ["example.fr.pdf", "example.fr.xlsx", "example.nl.pdf", "example.nl.xlsx",
                     "example.pdf", "example.xlsx", "results.json", "results.txt"]
    assert not list(tmp_path.glob("*.bak"))


# -- measured data appendix ---------------------------------------------------------------------
@needs_poppler
@pytest.mark.parametrize("lang, words", [
    ("en", ["Appendix: measured data", "fleet-a100-2026-11.csv", "168.00 h (7.00 days)",
            "8 × NVIDIA A100-SXM4-80GB", "80,640", "55 W / 390 W", "211 W / 371 W / 398 W",
            "Baseline 8xA100 air"]),
    ("nl", ["Bijlage: gemeten gegevens", "fleet-a100-2026-11.csv", "168,00 uur (7,00 dagen)",
            "80.640", "Gemiddelde bezettingsgraad", "42,0 %"]),
])
def test_measured_appendix(tmp_path, lang, words):
    q = with_measured_baseline(quote(E3))
    text = _text(write_pdf(q, evaluate(q), tmp_path / "q.pdf", lang=lang))
    for word in words:
        assert word in text, word


@needs_poppler
def test_no_appendix_without_measured_data(tmp_path):
    text = _text(write_pdf(quote(E3), evaluate(quote(E3)), tmp_path / "q.pdf"))
    assert "Appendix: measured data" not in text


def test_quote_file_round_trip_keeps_terms(tmp_path):
    from app.io.quote.store import load_quote, save_quote
    q = with_discount(with_terms(quote(E3), number="OFF-9", payment_terms="net 14"), 1, 0.05)
    save_quote(q, tmp_path / "t.quote.json")
    assert load_quote(tmp_path / "t.quote.json") == q
    data = json.loads((tmp_path / "t.quote.json").read_text())
    assert data["commercial"]["number"] == "OFF-9" and data["options"][1]["discount"] == 0.05
