"""Rows that count per unit of work name the quote's work unit: the
workbook's energy and cost per 10⁶ rows, throughput per GPU and work per year say "tokens",
not "units"/"eenheden", in English and Dutch; the formulas stay as they were; the window's
"why this number" for those rows names the unit too."""

from __future__ import annotations

import re

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.ui.why_text import panel_text

EXAMPLE = EXAMPLES / "example.quote.json"
LABELS = {"en": ["Energy (kWh per 10⁶ tokens)", "Cost per 10⁶ tokens",
                 "Throughput per GPU (token/s)", "Work per year (tokens)"],
          "nl": ["Energie (kWh per 10⁶ tokens)", "Kosten per 10⁶ tokens",
                 "Doorvoer per GPU (token/s)", "Werk per jaar (tokens)"]}


def _labels(path) -> dict[str, list]:
    """Column A's texts per sheet, with the row's column-B cell (its first option's value)."""
    wb = openpyxl.load_workbook(path)
    return {ws.title: [(c.value, ws.cell(c.row, 2).value) for c in ws["A"]
                       if isinstance(c.value, str)] for ws in wb}


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_workbook_rows_name_the_work_unit(tmp_path, lang):
    q = load_quote(EXAMPLE)
    assert q.catalog.workloads[q.workload.class_id].unit == "token"
    rows = _labels(write_xlsx(q, evaluate(q), tmp_path / "q.xlsx", lang=lang))
    texts = [label for sheet in rows.values() for label, _ in sheet]
    for label in LABELS[lang]:
        assert label in texts
    vague = re.compile(r"\b(units?|eenheden|werkeenheden)\b", re.IGNORECASE)
    assert [x for x in texts if "10⁶" in x or "10^6" in x if vague.search(x)] == []
    assert not [x for x in texts if "10^6" in x]


def test_the_rows_formulas_are_unchanged(tmp_path):
    """The label changed, the live formula behind it did not: kWh / work × 10⁶."""
    q = load_quote(EXAMPLE)
    wb = openpyxl.load_workbook(write_xlsx(q, evaluate(q), tmp_path / "q.xlsx", lang="nl"))
    found = []
    for ws in wb:
        for c in ws["A"]:
            if c.value == "Energie (kWh per 10⁶ tokens)":
                found += [ws.cell(c.row, k).value for k in range(2, ws.max_column + 1)
                          if isinstance(ws.cell(c.row, k).value, str)]
    assert found and all(f.startswith("=") and "*1000000" in f for f in found)


@pytest.mark.parametrize("lang, words", [("en", ("Energy per 10⁶ tokens", "tokens a year")),
                                         ("nl", ("Energie per 10⁶ tokens", "tokens per jaar"))])
def test_why_this_number_names_the_work_unit(qapp, lang, words):
    from app.ui.derivation import explain
    from app.ui.i18n import install_language

    q = load_quote(EXAMPLE)
    r = evaluate(q)
    install_language(lang)
    try:
        o = next(x for x in r.options if x.valid)
        energy = panel_text(explain("kwh_per_mwork", o, q, r, lang))
        cost = panel_text(explain("cost_per_mwork", o, q, r, lang))
    finally:
        install_language("en")
    assert all(w in energy for w in words)
    assert "10⁶ token" in cost
    assert not re.search(r"\b(units|eenheden)\b", energy + cost)
