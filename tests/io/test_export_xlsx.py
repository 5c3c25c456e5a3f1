"""Workbook structure: sheets (en/nl), workbook names, frozen headers, formulas downstream of
the assumptions, number formats, print setup, and user text that never becomes a formula."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import export_quote, write_xlsx
from app.io.export.xlsx import sheet_names
from tests.io.export_helpers import E3, E4, SITE_NAMES, name_cells, quote, with_customer

EN_SHEETS = ["Summary", "Assumptions", "Options", "Energy and cost", "Cash flow", "Results",
             "Sources"]
NL_SHEETS = ["Samenvatting", "Aannames", "Opties", "Energie en kosten", "Kasstroom",
             "Resultaten", "Bronnen"]


BASELINE_NA = {"npv", "simple_payback_years", "discounted_payback_years"}


def _write(tmp_path, q=None, lang="en") -> Path:
    q = q or quote(E4)
    return write_xlsx(q, evaluate(q), tmp_path / f"q.{lang}.xlsx", lang=lang)


@pytest.mark.parametrize("lang, sheets", [("en", EN_SHEETS), ("nl", NL_SHEETS)])
def test_sheet_names(tmp_path, lang, sheets):
    wb = openpyxl.load_workbook(_write(tmp_path, lang=lang))
    assert wb.sheetnames == sheets
    assert list(sheet_names(lang).values()) == sheets


def test_defined_names_for_site_and_every_option(tmp_path):
    names = name_cells(_write(tmp_path))
    for name in SITE_NAMES:
        assert name in names
    for n in (1, 2, 3):
        for suffix in ("annual_kwh_total", "annual_energy_cost", "capex", "tco", "npv",
                       "simple_payback_years", "discounted_payback_years"):
            assert f"opt{n}_{suffix}" in names
    assert "opt4_tco" not in names


def test_baseline_is_option_1(tmp_path):
    q = quote(E3)
    opts = list(q.options)
    q = q.model_copy(update={"options": opts[1:] + opts[:1]})   # baseline listed last
    path = _write(tmp_path, q)
    wb = openpyxl.load_workbook(path)
    sheet, cell = name_cells(path)["opt1_capex"]
    header = wb[sheet][cell[0] + "3"].value
    assert header.startswith("1. Baseline")


def test_everything_downstream_is_a_formula(tmp_path):
    path = _write(tmp_path)
    wb = openpyxl.load_workbook(path)
    names = name_cells(path)
    for name, (sheet, cell) in names.items():
        value = wb[sheet][cell].value
        if name.startswith("opt1_") and name.split("_", 1)[1] in BASELINE_NA:
            assert value == "–", (name, value)            # not applicable to the baseline
        elif name.startswith("opt"):
            assert isinstance(value, str) and value.startswith("="), (name, value)
        else:
            assert isinstance(value, (int, float)), (name, value)
    cash = wb["Cash flow"]
    formulas = [c.value for row in cash.iter_rows(min_row=4) for c in row[1:]
                if c.value is not None]
    assert formulas and all(str(v).startswith("=") for v in formulas)
    assert any("price_escalation" in str(v) for v in formulas)
    assert any("discount_rate" in str(v) for v in formulas)
    energy = wb["Energy and cost"]
    paid = next(r for r in range(4, 30) if str(energy[f"A{r}"].value).startswith("Energy price paid"))
    assert energy[f"B{paid}"].value == "=energy_price"    # a flat tariff: the named input
    assert any(f"$B${paid}" in str(v) or f"B{paid}" in str(v) for v in formulas)
    assert "hours_per_year" in energy["B9"].value          # kWh IT: m * W * H / 1000


def test_engine_values_are_marked(tmp_path):
    wb = openpyxl.load_workbook(_write(tmp_path))
    energy = wb["Energy and cost"]
    assert energy["A5"].value.startswith("Wall power")
    assert isinstance(energy["B5"].value, float)           # W: a value from the engine
    assert energy["B5"].fill.fgColor.rgb.endswith("E8EEF5")
    notes = [c.value for c in wb["Options"]["B"] if c.value]
    assert any("engine value" in str(v) for v in notes)


def test_frozen_headers_widths_and_print_setup(tmp_path):
    wb = openpyxl.load_workbook(_write(tmp_path))
    for ws in wb.worksheets:
        assert ws.freeze_panes, ws.title
        assert ws.page_setup.fitToWidth == 1 and ws.sheet_properties.pageSetUpPr.fitToPage
        assert ws.page_setup.orientation == "landscape"
        assert ws.column_dimensions["A"].width >= 30
    assert wb["Summary"]._charts or True


def test_number_formats_are_money_percent_kwh(tmp_path):
    path = _write(tmp_path)
    wb = openpyxl.load_workbook(path)
    names = name_cells(path)
    sheet, cell = names["opt2_tco"]
    assert "€" in wb[sheet][cell].number_format
    sheet, cell = names["opt2_annual_kwh_total"]
    assert "kWh" in wb[sheet][cell].number_format
    sheet, cell = names["discount_rate"]
    assert "%" in wb[sheet][cell].number_format


@pytest.mark.parametrize("name", ['=HYPERLINK("http://evil.example","click")', "=1+1", "+cmd",
                                  "@SUM(A1)"])
def test_user_text_never_becomes_a_formula(tmp_path, name):
    q = with_customer(quote(E4), name)
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"label": "=2*3 label"})
    q = q.model_copy(update={"options": opts})
    path = _write(tmp_path, q)
    wb = openpyxl.load_workbook(path)
    found = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if c.value in (name, "=2*3 label", "2. =2*3 label"):
                    found.append(c)
                    assert c.data_type == "s", (ws.title, c.coordinate)
    assert any(c.value == name for c in found)
    assert any("=2*3 label" in str(c.value) for c in found)


def test_export_quote_writes_both_formats(tmp_path):
    files = export_quote(E4, tmp_path / "out", lang="nl")
    assert [f.suffix for f in files] == [".xlsx", ".pdf"]
    assert all(f.exists() and f.stat().st_size > 1000 for f in files)
    assert files[0].name == "method-e4.nl.xlsx"
    one = export_quote(quote(E3), tmp_path / "single.xlsx", formats=("xlsx",))
    assert one == [tmp_path / "single.xlsx"]
    with pytest.raises(ValueError):
        export_quote(E3, tmp_path, formats=("docx",))


def test_invalid_option_is_shown_not_computed(tmp_path):
    q = quote(E4)
    opts = list(q.options)
    opts[1] = opts[1].model_copy(update={"psu_count": 2, "psu_spares": 1})   # too small
    q = q.model_copy(update={"options": opts})
    path = _write(tmp_path, q)
    wb = openpyxl.load_workbook(path)
    assert "opt2_tco" not in name_cells(path)
    assert wb["Results"]["C4"].value == "not possible"


def test_no_qt_in_the_export_package():
    root = Path(__file__).resolve().parents[2] / "app" / "io" / "export"
    for src in root.glob("*.py"):
        text = src.read_text(encoding="utf-8")
        assert "PySide" not in text and "pyqtgraph" not in text and "QtCore" not in text, src
    code = ("import sys, app.io.export, app.io.export.xlsx, app.io.export.pdf;"
            "bad=[m for m in sys.modules if m.startswith(('PySide6','pyqtgraph','PyQt'))];"
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True,
                   cwd=Path(__file__).resolve().parents[2])
