"""The proposal's year-by-year section under a growing demand (METHOD §13): one table, the
years as columns, the demand then the rows of the current configuration and the recommended
option, each followed by the engine's sentences on what it buys when. Absent without growth
(app.io.export.document_growth builds the view)."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Spacer, TableStyle

from app.io.export.document_model import QuoteDocument
from app.io.export.pdf_page import Paragraph, Styles, esc, grid_table
from app.io.words.formatting import colon


def growth_section(doc: QuoteDocument, st: Styles) -> list:
    view = doc.growth
    if view is None or not view.blocks:
        return []
    n = view.years
    label_w = 58 * mm
    col_w = (174 * mm - label_w) / max(n, 1)
    out = [Paragraph(esc(doc.t("growth_heading")), st.h2),
           Paragraph(esc(doc.t(_intro(view), g=doc.fmt(view.growth, "percent"))), st.small)]
    head = [Paragraph("", st.head_cell)] + [Paragraph(esc(doc.t("growth_year", y=y)), st.head_cell)
                                            for y in range(1, n + 1)]
    data, bold = [head, _cells(doc, st, view.demand)], [1]
    for block in view.blocks:
        bold.append(len(data))
        data.append([Paragraph(f"<b>{esc(block.title)}</b>", st.small)]
                    + [Paragraph("", st.num)] * n)
        data += [_cells(doc, st, row) for row in block.rows]
    table = grid_table(data, [label_w] + [col_w] * n, st, bold_rows=tuple(bold))
    table.setStyle(TableStyle([("SPAN", (0, r), (-1, r)) for r in bold[1:]]))  # the titles
    out.append(table)
    said = [block.label + colon(doc.lang) + x for block in view.blocks for x in block.sentences]
    said += view.sentences
    if said:
        out.append(Spacer(1, 2 * mm))
        out += [Paragraph(esc(x), st.bullet, bulletText="•") for x in said]
    return [KeepTogether(out[:3]), *out[3:], Spacer(1, 4 * mm)]


def _intro(view) -> str:
    """The introduction promises the saving only where a row of the table shows it (a current
    configuration that cannot carry the demand has none)."""
    saving = any(row.key == "growth_saving" for block in view.blocks for row in block.rows)
    return "growth_intro" if saving else "growth_intro_no_saving"


def _cells(doc: QuoteDocument, st: Styles, row) -> list:
    return [Paragraph(esc(row.label), st.small)] + [Paragraph(esc(doc.fmt(v, row.kind)), st.num)
                                                     for v in row.values]

