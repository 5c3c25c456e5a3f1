"""The workbook's Sources sheet: every assumption and catalogue figure with where it comes from,
so a customer can follow each number to its public document. Split from ``xlsx`` to keep that
module small."""

from __future__ import annotations

from app.io.export.xlsx_style import put


def write_sources(b, ws) -> None:
    d, st = b.doc, b.st
    st.title(ws, d.t("sources"), "")
    st.header(ws, 3, [d.t("applies_to"), d.t("input"), d.t("value"), d.t("unit"),
                      d.t("source"), d.t("confidence")])
    row = 4
    for a in d.assumptions:
        for c, v in zip("ABDEF", (d.t("site"), a.label, a.unit, a.source, a.confidence)):
            put(ws, f"{c}{row}", v)
        st.value(ws[f"C{row}"], a.value, "number")
        row += 1
    for s in d.sources:
        for c, v in zip("ABDEF", (s.applies_to, s.name, s.unit, s.source, s.confidence)):
            put(ws, f"{c}{row}", v)
        if isinstance(s.value, (int, float)):
            st.value(ws[f"C{row}"], s.value, s.kind)
        else:
            put(ws, f"C{row}", "" if s.value is None else str(s.value))
        row += 1
    st.zebra(ws, 4, row - 1, 6)
    ws.freeze_panes = "A4"
    st.widths(ws, {"A": 30, "B": 44, "C": 14, "D": 12, "E": 60, "F": 14})
