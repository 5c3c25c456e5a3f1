"""The workbook: every cell that looks like an input is live or locked. Prices in the parts
table are live (LibreOffice recalculates capex, TCO and NPV to the engine's figures for the
quote with that price); the GPU count per server and the other engine values are locked with
"change it in the app"; the labels that carry the horizon follow the horizon cell."""

from __future__ import annotations

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from tests.io.export_helpers import (
    E3,
    E4,
    edited_copy,
    name_cells,
    needs_soffice,
    ordered,
    quote,
    recalc_many,
    values,
)
from tests.io.test_export_recalc import compare


def _gpu_row(ws, gpu_name: str, after: int = 1):
    """The first parts-table row at or below ``after`` whose item names the GPU."""
    for row in range(after, ws.max_row + 1):
        detail = ws[f"B{row}"].value  # the part's name is its detail
        if isinstance(detail, str) and gpu_name in detail and ws[f"C{row}"].value is not None:
            return row
    raise AssertionError(f"no row for {gpu_name}")


@pytest.mark.parametrize("lang,note", [("en", "change it in the app"),
                                       ("nl", "pas het aan in de app")])
def test_gpu_count_per_server_is_locked_with_a_note(tmp_path, lang, note):
    q = quote(E4)
    src = write_xlsx(q, evaluate(q), tmp_path / "in.xlsx", lang)
    wb = openpyxl.load_workbook(src)
    cells = name_cells(src)
    ws = wb[cells["vat_rate"][0]]  # the Options sheet: the parts tables
    assert ws.protection.sheet and not ws.protection.password
    gpu = q.catalog.gpus[q.options[1].gpu].name
    row = _gpu_row(ws, gpu)
    count = ws[f"C{row}"]
    assert count.value == q.options[1].gpus_per_server
    assert count.protection.locked and note in count.comment.text
    assert not ws[f"E{row}"].protection.locked  # its price is live
    # every sheet is protected, and the named inputs on the Assumptions sheet stay open
    assert all(s.protection.sheet for s in wb.worksheets)
    for name in ("energy_price", "years", "discount_rate"):
        sh, cell = cells[name]
        assert not wb[sh][cell].protection.locked, name
    # the engine's values (servers, utilization, power) are locked and say so
    engine = [c for s in wb.worksheets for r in s.iter_rows() for c in r
              if c.comment is not None]
    assert len(engine) >= 8 and all(c.protection.locked for c in engine)


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory):
    """Case name -> (the recalculated workbook, its named cells) after the customer's edit, for
    every case of this file, in one LibreOffice start: E3 with an option's GPU price typed in
    the parts table ("gpu-price", with the quote and the option's label), and E4 with the
    horizon cell at 7 years in English and in Dutch ("years-en", "years-nl")."""
    folder = tmp_path_factory.mktemp("live")
    sources, cells_of, extra = {}, {}, {}
    q = quote(E3)
    src = write_xlsx(q, evaluate(q), folder / "gpu-price-in.xlsx")
    cells = name_cells(src)
    wb = openpyxl.load_workbook(src)
    ws = wb[cells["vat_rate"][0]]  # the Options sheet: the parts tables
    option = next(o for o in q.options if not o.baseline)
    number = next(n for n, o in enumerate(ordered(evaluate(q)), start=1) if o.label == option.label)
    gpu = q.catalog.gpus[option.gpu].name
    band = f" {number}: {option.label} ("
    start = next(r for r in range(1, ws.max_row) if band in str(ws[f"A{r}"].value or ""))
    row = _gpu_row(ws, gpu, start)
    ws[f"E{row}"].value = 19_999.0
    wb.save(folder / "gpu-price.xlsx")
    sources["gpu-price"], cells_of["gpu-price"] = folder / "gpu-price.xlsx", cells
    extra["gpu-price"] = (q, option.label)
    for lang in ("en", "nl"):
        q = quote(E4)
        src = write_xlsx(q, evaluate(q), folder / f"years-{lang}-in.xlsx", lang)
        cells = name_cells(src)
        sources[f"years-{lang}"] = edited_copy(src, cells, {"years": 7},
                                               folder / f"years-{lang}.xlsx")
        cells_of[f"years-{lang}"] = cells
    outs = recalc_many(list(sources.values()), folder / "out")
    return {name: (out, cells_of[name], extra.get(name)) for name, out in zip(sources, outs)}


@needs_soffice
def test_a_changed_gpu_price_recalculates_like_the_engine(recalculated):
    """The parts table's GPU price is live: capex, TCO, paybacks and NPV of every option equal
    the engine's for the quote with that GPU price, to the cent."""
    out, cells, (q, label) = recalculated["gpu-price"]
    got = values(out, cells)
    opts = [o.model_copy(update={"gpu_price": 19_999.0}) if o.label == label else o
            for o in q.options]
    changed = q.model_copy(update={"options": opts})
    assert evaluate(changed).option(label).capex != evaluate(q).option(label).capex
    assert compare(changed, got, q.site.years) >= 15


@needs_soffice
@pytest.mark.parametrize("lang,label", [("en", "TCO over 7 years"), ("nl", "TCO over 7 jaar")])
def test_horizon_labels_follow_the_horizon_cell(recalculated, lang, label):
    path, cells, _ = recalculated[f"years-{lang}"]
    out = openpyxl.load_workbook(path, data_only=True)
    texts = [c.value for s in out.worksheets for r in s.iter_rows() for c in r
             if isinstance(c.value, str) and c.value.startswith("TCO over")]
    assert texts and all(t == label for t in texts), texts
    got = values(path, cells)
    assert compare(quote(E4, years=7), got, 7) >= 15
