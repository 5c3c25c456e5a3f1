"""Both renderers on quotes of different shapes, built from METHOD E3 by editing its options:
one option, ten options, no baseline, an invalid option. The PDF's text names the customer,
every option and the payback figures in the chosen language."""

from __future__ import annotations

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import build_document, write_pdf, write_xlsx
from tests.io.export_helpers import E3, quote, with_customer
from tests.io.test_export_pdf import _text, needs_poppler

CUSTOMER = "Zuivelcoöperatie Het Noorden U.A."


def one_option():
    q = quote(E3)
    return q.model_copy(update={"options": [q.options[1]]})


def ten_options():
    q = quote(E3)
    base, air = q.options[0], q.options[1]
    extra = [air.model_copy(update={"label": f"8xH200 air, cap {p} %", "power_cap": p / 100})
             for p in (95, 90, 85, 75, 70, 65, 60)]
    opts = [base, air, q.options[2], *extra]
    assert len(opts) == 10
    return q.model_copy(update={"options": opts})


def no_baseline():
    q = quote(E3)
    return q.model_copy(update={"options": list(q.options[1:])})


def invalid_option():
    q = quote(E3)
    opts = list(q.options)
    opts[2] = opts[2].model_copy(update={"psu_count": 2, "psu_spares": 1})   # PSUs too small
    return q.model_copy(update={"options": opts})


SHAPES = {"one": one_option, "ten": ten_options, "no_baseline": no_baseline,
          "invalid": invalid_option}


def _squash(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_workbook_for_each_shape(tmp_path, shape, lang):
    q = with_customer(SHAPES[shape](), CUSTOMER)
    path = write_xlsx(q, evaluate(q), tmp_path / "q.xlsx", lang=lang)
    wb = openpyxl.load_workbook(path)
    assert len(wb.sheetnames) == 7
    texts = {str(c.value) for ws in wb.worksheets for row in ws.iter_rows() for c in row
             if c.value is not None}
    assert CUSTOMER in texts
    for o in q.options:
        assert any(o.label in t for t in texts), o.label
    result = evaluate(q)
    names = set(wb.defined_names)
    numbers = [n for n, (o, _) in enumerate(_ordered(q, result), start=1)]
    for n, (o, r) in zip(numbers, _ordered(q, result)):
        assert (f"opt{n}_tco" in names) == r.valid, (n, o.label)


def _ordered(q, result):
    pairs = [(o, result.option(o.label)) for o in q.options]
    return [p for p in pairs if p[0].baseline] + [p for p in pairs if not p[0].baseline]


@needs_poppler
@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_pdf_for_each_shape_names_customer_options_and_paybacks(tmp_path, shape, lang):
    q = with_customer(SHAPES[shape](), CUSTOMER)
    result = evaluate(q)
    pdf = write_pdf(q, result, tmp_path / "q.pdf", lang=lang)
    text = _text(pdf)
    flat = _squash(text)
    assert CUSTOMER in text
    for o in q.options:
        assert _squash(o.label) in flat, o.label
    doc = build_document(q, result, lang)
    compared = 0
    for o in doc.options:
        if o.valid and not o.baseline and doc.baseline is not None:
            for value in (o.result.simple_payback_years, o.result.discounted_payback_years):
                assert _squash(doc.fmt(value, "years")) in flat, (o.label, value)
                compared += 1
    assert compared or doc.baseline is None
    heading = {"en": "Comparison of the options", "nl": "Vergelijking van de opties"}[lang]
    assert heading in text
    if shape == "invalid":
        assert {"en": "not possible", "nl": "niet mogelijk"}[lang] in text.lower()
