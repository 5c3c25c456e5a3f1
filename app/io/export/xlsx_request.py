"""The workbook where a price is unknown ("price on request", app.calc.price_request).

Why: a blank price cell counts as 0 in Excel, so the capex would look free. Here the unit
price of such a part is an empty input cell with a note, and its line total is #N/A until a
price is typed: every formula that depends on it (capex, TCO, payback, NPV) then stays #N/A,
never a wrong number, and computes live once the customer enters the quoted price. The
Results and Summary sheets show "price on request" in place of the #N/A.
"""

from __future__ import annotations

import re

from openpyxl.comments import Comment

from app.io.export.xlsx_lock import AUTHOR

#: a BOM line's total, which the net price SUMs: left as it is
_LINE_TOTAL = re.compile(r"^=(D\d+\*E\d+|IF\(ISNUMBER\(E\d+\),D\d+\*E\d+,NA\(\)\))$")


def on_request_row(b, ws, line, row: int) -> None:
    """A bought line without a price: empty input unit price with the note, total #N/A."""
    cell = ws[f"E{row}"]
    b.st.input_cell(cell, None, "money")
    cell.comment = Comment(b.doc.t("price_on_request_cell"), AUTHOR, width=260, height=90)
    b.st.formula(ws[f"F{row}"], f"=IF(ISNUMBER(E{row}),D{row}*E{row},NA())", "money")
    if line.per_server is not None and not line.optional:  # #N/A until typed, as the total
        b._per_server.append((f"C{row}*IF(ISNUMBER(E{row}),E{row},NA())", line.discountable))


def list_formula(o, m: str, first: int, last: int) -> str:
    """K_list (M41): the engine's list capex per server times the servers, plus installation;
    where the catalogue has no price, the lines at the prices typed (the engine's rule)."""
    r, opt = o.result, o.option
    if r.capex_list is None:
        return f"=SUM(F{first}:F{last})"
    # under growth the engine's list capex is the last year's fleet (METHOD M44)
    fleet = r.servers_by_year[-1] if r.servers_by_year else r.servers
    per_server = (r.capex_list - opt.installation) / fleet if fleet else 0.0
    return f"={m}*{per_server!r}+{opt.installation!r}"


def shown_as_words(b) -> None:
    """Where a figure is #N/A for want of a price, the sheets read "price on request": IFERROR
    around the workbook's own formulas of those options in the Results and Summary columns
    and their price block on the Options sheet. Options whose comparison needs the baseline's
    unknown price count too. Never around a cell a SUM reads (a BOM line total, the Cash flow
    rows): SUM skips text, so the #N/A stays there and keeps every total that needs the price
    unknown."""
    words = b.doc.t("price_on_request").replace('"', "")
    numbers = {o.number for o in b.opts if o.valid and "price_on_request" in o.result.flags}
    if not numbers:
        return
    for key in ("results", "summary"):
        _wrap(b.wb[b.names[key]], words, lambda c: c.column - 1 in numbers)
    block = _block_rows(b, numbers)
    _wrap(b.wb[b.names["options"]], words,
          lambda c: c.row in block and not _LINE_TOTAL.match(str(c.value)))


def _block_rows(b, numbers: set[int]) -> set[int]:
    """The rows of the Options sheet's blocks of ``numbers`` (band "Option N: label" to the
    next band)."""
    ws = b.wb[b.names["options"]]
    heads = {f"{b.doc.t('option')} {o.number}: {o.label} (": o.number for o in b.opts}
    out, current = set(), None
    for (cell,) in ws.iter_rows(min_col=1, max_col=1):
        text = cell.value if isinstance(cell.value, str) else ""
        head = next((n for h, n in heads.items() if text.startswith(h)), None)
        if head is not None:
            current = head
        if current in numbers:
            out.add(cell.row)
    return out


def _wrap(ws, words: str, chosen) -> None:
    for row in ws.iter_rows():
        for cell in row:
            text = cell.value
            if (isinstance(text, str) and text.startswith("=")
                    and not text.startswith("=IFERROR(") and chosen(cell)):
                cell.value = f'=IFERROR({text[1:]},"{words}")'
