"""Cell styles of the workbook, taken from ``style`` (the one place the exports are styled):
named styles for inputs, engine values and formulas, number formats per kind, print setup.

``put`` is the only way user text enters a cell: a string starting with "=" stays text, and
text a workbook cannot hold (control characters, non-characters, lone surrogates: the quote
schema refuses them, so one here is a bug) is refused with the cell, not dropped. Page headers
hold at most 255 characters in Excel: ``header_text`` shortens the customer's name there (the
cells keep it whole).
"""

from __future__ import annotations

from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.worksheet.properties import PageSetupProperties

from app.errors import Said
from app.io.export import style
from app.io.export.files import ExportError
from app.io.export.xlsx_lock import note_engine, unlock
from app.model.text_rules import text_problem

#: Characters of one page-header section (Excel: 255 for the whole header, codes included).
HEADER_PART_MAX = 100


def put(ws, cell: str, value):
    """Write a plain value; text is never a formula (a customer named "=HYPERLINK(...)")."""
    target = ws[cell]
    if isinstance(value, str):
        problem = text_problem(value, multiline=True)
        if problem:
            raise ExportError(Said("sheet {sheet}, cell {cell}: {why}; fix the text in the "
                                   "quote and export again", sheet=repr(ws.title), cell=cell,
                                   why=problem))
    target.value = value
    if isinstance(value, str) and value.startswith("="):
        target.data_type = "s"
    return target


def ref(sheet: str, cell: str) -> str:
    """An absolute reference ``'Sheet name'!$B$4`` to use in formulas and names."""
    column = "".join(ch for ch in cell if ch.isalpha())
    row = cell[len(column):]
    return f"'{sheet}'!${column}${row}"


def _fill(hex_rgb: str) -> PatternFill:
    return PatternFill("solid", start_color=hex_rgb, end_color=hex_rgb)


class Styler:
    """Applies the shared palette and the number formats, defined once per workbook."""

    def __init__(self, wb, currency: str):
        self.wb = wb
        self.formats = style.xlsx_formats(currency)
        self.thin = Border(bottom=Side(style="thin", color=style.GRID))
        #: the note on an engine value ("change it in the app"); None: no note
        self.engine_note: str | None = None

    def number_format(self, kind: str) -> str:
        return self.formats.get(kind, "General")

    def title(self, ws, text: str, subtitle: str) -> None:
        put(ws, "A1", text).font = Font(name="Calibri", size=15, bold=True, color=style.HEADER_BG)
        if subtitle:
            put(ws, "A2", subtitle).font = Font(italic=True, color=style.MUTED)

    def header(self, ws, row: int, labels: list[str]) -> None:
        longest = max((len(str(x)) for x in labels), default=0)
        ws.row_dimensions[row].height = 15 * min(3, 1 + longest // 24)
        for i, label in enumerate(labels, start=1):
            c = ws.cell(row=row, column=i)
            put(ws, c.coordinate, label)
            c.font = Font(bold=True, color=style.HEADER_FG)
            c.fill = _fill(style.HEADER_BG)
            c.alignment = Alignment(wrap_text=True, vertical="center",
                                    horizontal="left" if i == 1 else "center")

    def band(self, ws, row: int, text: str, width: int, accent: bool = False) -> None:
        """A full-width section title (an option's block)."""
        for i in range(1, width + 1):
            ws.cell(row=row, column=i).fill = _fill(style.ACCENT if accent else style.BASELINE)
        c = put(ws, f"A{row}", text)
        c.font = Font(bold=True, color=style.HEADER_FG, size=12)

    def value(self, cell, value, kind: str, bold: bool = False) -> None:
        cell.value = value
        cell.number_format = self.number_format(kind)
        if bold:
            cell.font = Font(bold=True)

    def formula(self, cell, text: str, kind: str, bold: bool = False) -> None:
        """A formula of the workbook's own making (never user text)."""
        cell.value = text
        cell.number_format = self.number_format(kind)
        cell.border = self.thin
        if bold:
            cell.font = Font(bold=True)

    def input_cell(self, cell, value, kind: str) -> None:
        self.value(cell, value, kind)
        cell.fill = _fill(style.INPUT_BG)
        cell.font = Font(bold=True, color="7A5B00")
        unlock(cell)

    def engine_cell(self, cell, value, kind: str) -> None:
        if isinstance(value, str):
            put(cell.parent, cell.coordinate, value)
        else:
            self.value(cell, value, kind)
        cell.fill = _fill(style.ENGINE_BG)
        cell.font = Font(italic=True, color="24476B")
        if self.engine_note:
            note_engine(cell, self.engine_note)

    def zebra(self, ws, first: int, last: int, width: int) -> None:
        for row in range(first, last + 1, 2):
            for i in range(1, width + 1):
                c = ws.cell(row=row, column=i)
                if c.fill is None or c.fill.fill_type is None:
                    c.fill = _fill(style.ZEBRA)

    def widths(self, ws, widths: dict[str, float]) -> None:
        for letter, width in widths.items():
            ws.column_dimensions[letter].width = width
        for row in ws.iter_rows():
            for c in row:
                if c.alignment is None or not c.alignment.wrap_text:
                    if c.column == 1 or isinstance(c.value, str) and not str(c.value).startswith("="):
                        c.alignment = Alignment(vertical="top", wrap_text=c.column == 1 and
                                                len(str(c.value or "")) > widths.get("A", 40))

    def printable(self, ws, doc) -> None:
        """A4 landscape, fit to one page wide, header rows repeated, page numbers."""
        ws.page_setup.orientation = "landscape"
        ws.page_setup.paperSize = ws.PAPERSIZE_A4
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = 0
        ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
        ws.print_options.gridLines = False
        ws.page_margins.left = ws.page_margins.right = 0.5
        ws.oddHeader.left.text = header_text(doc.customer or doc.title)
        ws.oddHeader.right.text = header_text(ws.title)
        ws.oddFooter.center.text = "&P / &N"
        if ws.freeze_panes:
            top = int("".join(ch for ch in ws.freeze_panes if ch.isdigit())) - 1
            if top >= 1:
                ws.print_title_rows = f"1:{top}"


def header_text(text: str, limit: int = HEADER_PART_MAX) -> str:
    """``text`` for a page-header section: "&" escaped, at most ``limit`` characters with the
    escapes, shortened with "…" (a header is a running title; the cells hold the full text)."""
    line = " ".join(text[: limit * 4].split())
    out = line.replace("&", "&&")
    if len(out) <= limit and len(text) <= limit * 4:
        return out
    line = line[:limit]
    while len(line.replace("&", "&&")) > limit - 1:
        line = line[:-1]
    return line.replace("&", "&&") + "…"
