"""Workbook rows for maintenance after the warranty (METHOD M41) and investment allowances
(M42), as live formulas beside the option's other running-cost and purchase inputs.

Why a module of its own: the maintenance of a candidate with nothing entered follows the
server row's support rate only after the warranty, so the cash flow's maintenance row needs a
warranty cell; an allowance's benefit is a function of the capex cell, so a change of price
in the workbook moves the TCO and the NPV as the engine would.
"""

from __future__ import annotations

from app.io.export.xlsx_style import put


def _ref(sheet: str, cell: str) -> str:
    return f"'{sheet}'!${cell[0]}${cell[1:]}" if cell[1:].isdigit() else f"'{sheet}'!{cell}"


def maintenance_rows(b, ws, o, row: int, list_ref: str) -> int:
    """Maintenance of an option without a rate: the amount entered (an input cell), or (M41)
    the server row's support rate and warranty (input cells) and the yearly amount after it.
    Returns the row of the maintenance amount (the caller records it)."""
    d, st, n, opt = b.doc, b.st, o.number, o.option
    rate = o.engine.support_rate  # None: an amount, or a rental's (document_engine)
    if rate is None:
        put(ws, f"A{row}", d.t("maintenance"))
        st.input_cell(ws[f"F{row}"], opt.maintenance_per_year or 0.0, "money")
        return row
    put(ws, f"A{row}", d.t("support_rate"))
    st.input_cell(ws[f"F{row}"], rate, "percent")
    rate_cell = f"F{row}"
    b.cells[(n, "support_rate")] = _ref(ws.title, rate_cell)
    row += 1
    put(ws, f"A{row}", d.t("warranty_years"))
    st.input_cell(ws[f"F{row}"], o.engine.warranty_years, "int")
    b.cells[(n, "warranty")] = _ref(ws.title, f"F{row}")
    b.name(f"opt{n}_warranty_years", _ref(ws.title, f"F{row}"))
    row += 1
    put(ws, f"A{row}", d.t("maintenance_after_warranty"))
    st.formula(ws[f"F{row}"], f"={rate_cell}*{list_ref}", "money")
    return row


def warranty_factor(b, n: int, c: str) -> str:
    """(M41) ``*IF(year>w,1,0)`` for an option under a warranty, else nothing (the formula of
    an option with its maintenance entered stays as it was)."""
    w = b.cells.get((n, "warranty"))
    return f"*IF({c}$3>{w},1,0)" if w else ""


def uses_allowances(quote) -> bool:
    return quote.tax is not None and any(o.allowances for o in quote.options)


def tax_assumptions(quote) -> list[tuple]:
    """The Assumptions sheet's rows of the tax position: (key, field, value, kind, unit)."""
    if not uses_allowances(quote):
        return []
    return [("profit_tax_rate", None, quote.tax.profit_tax_rate, "percent", ""),
            ("other_investments_year", None, quote.tax.other_investments_year, "money",
             quote.currency)]


def _banded(bands, x: str) -> str:
    """(M42) d(x) = max(0, fixed + rate (x - lo)) for the band [lo, hi) holding x, as Excel."""
    terms = []
    for band in bands:
        inside = f"{x}>={band.lo!r}" + (f",{x}<{band.hi!r}" if band.hi is not None else "")
        terms.append(f"IF(AND({inside}),MAX(0,{band.fixed!r}+{band.rate!r}*({x}-{band.lo!r})),0)")
    return "+".join(terms) or "0"


def allowance_rows(b, ws, o, row: int) -> int:
    """(M42) Per allowance the user confirmed: its share (and rate) as input cells and its
    deduction D_a; then A = tau x sum D_a, received at the end of year 1."""
    d, st, n = b.doc, b.st, o.number
    chosen = o.engine.allowances
    if not chosen:
        return row
    capex, deductions = b.at(n, "capex"), []
    for a in chosen:
        name = a.name_in(d.lang)
        put(ws, f"A{row}", d.t("allowance_share", name=name))
        st.input_cell(ws[f"F{row}"], a.share, "percent")
        share = f"F{row}"
        row += 1
        if a.kind == "rate":
            put(ws, f"A{row}", d.t("allowance_rate", name=name))
            st.input_cell(ws[f"F{row}"], a.rate, "percent")
            formula = f"=F{row}*{share}*{capex}"
            row += 1
        else:
            x = f"({share}*{capex}+other_investments_year)"
            formula = f"={_banded(a.bands, x)}-({_banded(a.bands, 'other_investments_year')})"
        put(ws, f"A{row}", d.t("allowance_deduction", name=name))
        st.formula(ws[f"F{row}"], formula, "money")
        deductions.append(f"F{row}")
        row += 1
    put(ws, f"A{row}", d.t("allowance_benefit"))
    st.formula(ws[f"F{row}"], f"=profit_tax_rate*({'+'.join(deductions)})", "money", bold=True)
    b.cells[(n, "allowance")] = _ref(ws.title, f"F{row}")
    b.name(f"opt{n}_allowance_benefit", _ref(ws.title, f"F{row}"))
    return row


def allowance_pv(b, n: int) -> str:
    """``A/(1+discount_rate)``: what TCO subtracts and the NPV adds; '' without a benefit."""
    a = b.cells.get((n, "allowance"))
    return f"{a}/(1+discount_rate)" if a else ""


def year_one_benefit(b, n: int, i: int) -> str:
    """``+A`` in year 1's discounted saving (M28: P_1 = (S_1 + A) / (1 + r)); '' otherwise.
    Under growth with later purchases, each year's A_y (app.io.export.xlsx_grow)."""
    rows = getattr(b, "rows", {}).get(n, {})
    if "g_allowance" in rows:
        from openpyxl.utils import get_column_letter
        return f"+{get_column_letter(1 + i)}{rows['g_allowance']}"
    a = b.cells.get((n, "allowance"))
    return f"+{a}" if a and i == 1 else ""
