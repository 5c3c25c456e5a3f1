"""The bill of materials a customer orders from, in the document, the PDF
and the workbook: the extra lines with their quantities and prices, optional lines marked and
out of the total, the price per server, and the baseline without prices (it is not bought).
The workbook's extra lines are input cells: an edited price recalculates the capex, the TCO
and the NPV to what the engine gives for the edited quote (LibreOffice)."""

from __future__ import annotations

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import build_document, write_pdf, write_xlsx
from app.model import ExtraLine, Option
from tests.io.export_helpers import E3, name_cells, needs_soffice, quote, recalc, values
from tests.io.test_export_pdf import POPPLER, _text

CAND = "8xH200 air"
SUPPORT = ExtraLine(description="Support 5 jaar NBD", quantity=1, unit_price=4_000.0,
                    per_server=True)
RAILS = ExtraLine(description="Rails en PDU's", quantity=2, unit_price=310.0, per_server=True)
TRANSPORT = ExtraLine(description="Transport & <b>plaatsing</b>", quantity=1, unit_price=1_250.0)
CDU = ExtraLine(description="CDU 100 kW met manifolds", quantity=1, unit_price=38_000.0,
                optional=True)


def _quote(lines=(SUPPORT, RAILS, TRANSPORT, CDU), discount=0.1):
    q = quote(E3)
    options = [Option.model_validate({**o.model_dump(), "discount": discount,
                                      "extras": [x.model_dump() for x in lines]})
               if o.label == CAND else o for o in q.options]
    return q.model_copy(update={"options": options})


def _view(doc, label):
    return next(o for o in doc.options if o.label == label)


def test_the_document_lists_the_lines_and_keeps_the_optional_one_out():
    q = _quote()
    result = evaluate(q)
    doc = build_document(q, result, "nl")
    view = _view(doc, CAND)
    r = result.option(CAND)
    extra = [x for x in view.bom if x.key == "extra"]
    assert [x.item for x in extra] == [x.description for x in (SUPPORT, RAILS, TRANSPORT, CDU)]
    support, rails, transport, cdu = extra
    assert (support.per_server, support.quantity, support.total) == (1, r.servers,
                                                                      r.servers * 4_000.0)
    assert (rails.quantity, rails.total) == (2 * r.servers, 2 * r.servers * 310.0)
    assert (transport.per_server, transport.quantity, transport.total) == (None, 1, 1_250.0)
    assert cdu.optional and cdu.detail == "optioneel: niet in het totaal"
    p = view.prices
    assert p.net == pytest.approx(r.capex, abs=0.005)
    assert p.gross - p.discount == pytest.approx(r.capex, abs=0.005)
    assert p.optional == 38_000.0
    server = q.catalog.servers[view.option.server].base_price_eur
    gpu = q.catalog.gpus[view.option.gpu].price_eur
    cooling = q.catalog.cooling[view.option.cooling].capex_per_server_eur
    assert p.per_server == pytest.approx((server + 8 * gpu + cooling) * 0.9 + 4_000 + 620,
                                         abs=0.005)


def test_the_baseline_is_listed_without_prices():
    doc = build_document(_quote(), None, "en")
    base = next(o for o in doc.options if o.baseline)
    assert base.bom and all(x.unit_price is None and x.total is None for x in base.bom)
    assert "installation" not in [x.key for x in base.bom]


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext) not found: apt-get install "
                                        "poppler-utils")
@pytest.mark.parametrize("lang, words", [
    ("nl", ("Support 5 jaar NBD", "optioneel: niet in het totaal", "Prijs per server",
            "Optionele regels (niet in het totaal)", "Niet aangeschaft", "€ 38.000,00")),
    ("en", ("Support 5 jaar NBD", "optional: not in the total", "Price per server",
            "Not bought", "€38,000.00")),
])
def test_the_pdf_prints_the_lines_escaped_and_marked(lang, words, tmp_path):
    q = _quote()
    text = _text(write_pdf(q, evaluate(q), tmp_path / f"q.{lang}.pdf", lang=lang))
    for word in words:
        assert word in text, word
    assert "Transport &" in text and "<b>plaatsing</b>" in text  # printed, not read as markup


def _extra_rows(ws):
    return {ws[f"A{r}"].value: r for r in range(1, ws.max_row + 1)
            if ws[f"A{r}"].value in {x.description for x in (SUPPORT, RAILS, TRANSPORT, CDU)}}


def _net_sum(ws, after: int) -> tuple[int, int]:
    """(first, last) row of the SUM in the first net-price formula below row ``after``."""
    for r in range(after, ws.max_row + 1):
        value = ws[f"F{r}"].value
        if isinstance(value, str) and value.startswith("=SUM(F"):
            first, last = value.split("SUM(F")[1].split(")")[0].split(":F")
            return int(first), int(last)
    raise AssertionError("no net price formula")


def test_the_workbook_lines_are_input_cells_and_the_optional_one_is_outside_the_sum(tmp_path):
    q = _quote()
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx")
    sheet, vat = name_cells(path)["vat_rate"]
    ws = openpyxl.load_workbook(path)[sheet]
    rows = _extra_rows(ws)
    assert len(rows) == 4
    for row in rows.values():  # the input fill of the workbook's editable cells
        assert ws[f"E{row}"].fill.start_color.rgb == ws[vat].fill.start_color.rgb
    first, last = _net_sum(ws, rows[SUPPORT.description] - 10)
    assert first <= rows[SUPPORT.description] < rows[TRANSPORT.description] <= last
    assert rows[CDU.description] > last


@needs_soffice
def test_an_edited_line_price_recalculates_to_the_engine(tmp_path):
    q = _quote()
    path = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx")
    names = name_cells(path)
    wb = openpyxl.load_workbook(path)
    ws = wb[names["vat_rate"][0]]
    rows = _extra_rows(ws)
    ws[f"E{rows[SUPPORT.description]}"].value = 6_500.0
    ws[f"D{rows[TRANSPORT.description]}"].value = 3
    ws[f"E{rows[CDU.description]}"].value = 99_000.0  # optional: moves nothing
    wb.save(tmp_path / "edited.xlsx")
    out = recalc(tmp_path / "edited.xlsx", tmp_path / "out")
    got = values(out, names)
    done = openpyxl.load_workbook(out, data_only=True)[names["vat_rate"][0]]
    optional = next(r for r in range(1, done.max_row + 1)
                    if done[f"A{r}"].value == "Optional lines (not in the total)")
    assert done[f"F{optional}"].value == pytest.approx(99_000.0)  # offered, summed apart
    edited = _quote((SUPPORT.model_copy(update={"unit_price": 6_500.0}), RAILS,
                     TRANSPORT.model_copy(update={"quantity": 3}), CDU))
    r = evaluate(edited).option(CAND)
    assert got["opt2_capex"] == pytest.approx(r.capex, abs=0.01)
    assert got["opt2_tco"] == pytest.approx(r.tco, abs=0.01)
    assert got["opt2_npv"] == pytest.approx(r.npv, abs=0.01)
    assert got["opt2_simple_payback_years"] == pytest.approx(r.simple_payback_years, abs=1e-6)


def test_the_workbook_without_lines_is_unchanged_in_shape(tmp_path):
    """No extra lines: the net price sums the same six lines as before (METHOD E3 intact)."""
    q = quote(E3)
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx")
    sheet, _ = name_cells(path)["vat_rate"]
    first, last = _net_sum(openpyxl.load_workbook(path)[sheet], 5)
    assert last - first + 1 == 6


def test_the_workbook_lists_the_baseline_without_prices(tmp_path):
    """Its lines carry no unit price or total; its list capex says it is only the basis of a
    maintenance rate (it is not bought)."""
    q = _quote()
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx")
    ws = openpyxl.load_workbook(path)[name_cells(path)["vat_rate"][0]]
    band = next(r for r in range(1, ws.max_row + 1)
                if str(ws[f"A{r}"].value).startswith("Option 1:"))
    end = next(r for r in range(band + 1, ws.max_row + 1)
               if str(ws[f"A{r}"].value).startswith("Option 2:"))
    items = {"Server platform", "GPUs", "Cooling"}
    rows = [r for r in range(band, end) if ws[f"A{r}"].value in items]
    assert len(rows) == 3 and all(ws[f"E{r}"].value is None and ws[f"F{r}"].value is None
                                  for r in rows)
    labels = [ws[f"A{r}"].value for r in range(band, end)]
    assert "List capex: only the basis of the maintenance rate (not bought)" in labels
