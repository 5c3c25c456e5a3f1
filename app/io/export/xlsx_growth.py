"""The workbook's year-by-year sheet under a growing demand (METHOD §13, M43-M44).

The cash-flow sheet's formulas rebuild one fleet's year from its inputs; under growth the
fleet changes per year (servers bought, each year's utilization and PSU load), which the
engine computes. So this sheet shows, per year, the demand and for the current configuration
and the recommended option their servers, utilization, servers bought, capex paid and opex as
the engine's values (styled and noted as such, like every engine value of the workbook), and
the saving as a live formula on the two opex rows. Absent without growth.
"""

from __future__ import annotations

from openpyxl.utils import get_column_letter as col

from app.io.export.xlsx_style import put

KINDS = {"int": "int", "percent": "percent", "money0": "money", "number": "number"}


def write_growth(b) -> None:
    """Add the sheet to builder ``b`` (app.io.export.xlsx) when its document has growth."""
    d, st, view = b.doc, b.st, b.doc.growth
    if view is None or not view.blocks:
        return
    ws = b.wb.create_sheet(d.t("sheet_growth"))
    st.title(ws, d.t("growth_heading"),
             f"{d.t('excl_vat', currency=d.currency)} {d.t('growth_sheet_note')}")
    n = view.years
    st.header(ws, 3, [d.t("year"), *range(1, n + 1)])
    _row(b, ws, 4, view.demand)
    row, opex = 6, {}
    for block in view.blocks:
        st.band(ws, row, block.title, 1 + n, accent=block.recommended)
        row += 1
        for r in block.rows:
            if r.key == "growth_saving" and True in opex and False in opex:
                put(ws, f"A{row}", r.label)
                for i in range(1, n + 1):
                    c = col(1 + i)
                    st.formula(ws[f"{c}{row}"], f"={c}{opex[True]}-{c}{opex[False]}", "money")
            else:
                _row(b, ws, row, r)
            if r.key == "growth_opex":
                opex[block.baseline] = row
            row += 1
        row += 1
    ws.freeze_panes = "B4"
    st.widths(ws, {"A": 48, **{col(1 + i): 15 for i in range(1, n + 1)}})


def _row(b, ws, row: int, r) -> None:
    put(ws, f"A{row}", r.label)
    for i, v in enumerate(r.values, start=1):
        b.st.engine_cell(ws[f"{col(1 + i)}{row}"], v, KINDS.get(r.kind, "number"))
