"""Workbook sheets Cash flow, Results and Summary: METHOD M19 and M23-M29 as live formulas.

Cash flow has one column per year up to 30 (the longest horizon a quote takes); a year beyond
the named ``years`` gets an in-horizon flag 0, so it contributes nothing. The discounted payback
(M28) is found with a row that carries the LAST year where the cumulative discounted saving
crosses the switching cost from below, interpolated within that year; "not within N years" when
it ends below, 0 when it never was below, "no payback" (M27) when the switch gains up front and
no year saves.
"""

from __future__ import annotations

from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter as col

from app.io.export import xlsx_grow as grow
from app.io.export.xlsx_decision import cash_formulas, cash_rows, uses_financing, uses_residual
from app.io.export.xlsx_money import (
    allowance_pv,
    uses_allowances,
    warranty_factor,
    year_one_benefit,
)
from app.io.export.xlsx_style import put

RESULT_KEYS = ("capex", "sum_discounted_opex", "tco", "switching_capex", "saving_y1",
               "simple_payback", "discounted_payback", "npv", "cost_per_mwork", "kwh_per_mwork")


def result_rows(b) -> dict[str, int]:
    """Results sheet rows: RESULT_KEYS, with K_0 (M36), the residual value's present value
    (M35) and the carbon rows (M38, M39) where the quote has them."""
    keys = list(RESULT_KEYS)
    if uses_financing(b.quote):
        keys.insert(1, "capex_upfront")
    if grow.growing(b):  # (M44) purchases after t = 0, at their present value
        keys.insert(keys.index("tco"), "later_capex_pv")
    if uses_residual(b.quote):
        keys.insert(keys.index("tco"), "residual_pv")
    if uses_allowances(b.quote):  # (M42) TCO subtracts A / (1 + r)
        keys.insert(keys.index("tco"), "allowance_benefit_pv")
    if b.carbon:
        keys += ["embodied", "carbon_horizon", "carbon_payback"]
    if any(o.valid and o.result.rented for o in b.opts):
        keys += [f"break_even_{o.number}" for o in _bought(b)]
    return {key: 4 + i for i, key in enumerate(keys)}


def _bought(b) -> list:
    """The valid purchased candidates a rental is compared with (M37's break-even)."""
    return [o for o in b.opts if o.valid and not o.baseline and not o.result.rented]


def _excel_text(template: str, **names: str) -> str:
    """An i18n template as an Excel string expression: "not within "&years&" years"."""
    out = '"' + template.replace('"', '""') + '"'
    for key, expr in names.items():
        out = out.replace("{" + key + "}", f'"&{expr}&"')
    return out.replace('&""', "").replace('""&', "")


def horizon_label(cell, d) -> None:
    """"TCO over 5 years" as a formula on the named horizon, so the label follows an edit of
    the horizon cell ("TCO over 7 jaar")."""
    cell.value = (f"=IF(years=1,{_excel_text(d.t('tco_one_year'))},"
                  f"{_excel_text(d.t('tco_years', years='{years}'), years='years')})")


def _subtitle(d) -> str:
    return d.t("excl_vat", currency=d.currency)


def write_cashflow(b, ws) -> None:
    d, st = b.doc, b.st
    st.title(ws, d.t("sheet_cashflow"), _subtitle(d))
    last = col(1 + b.year_cols)
    b.last_year_col = last
    st.header(ws, 3, [d.t("year"), *range(1, b.year_cols + 1)])
    put(ws, "A4", d.t("in_horizon"))
    put(ws, "A5", d.t("discount_factor"))
    for i in range(1, b.year_cols + 1):
        c = col(1 + i)
        st.formula(ws[f"{c}4"], f"=IF({c}$3<=years,1,0)", "int")
        st.formula(ws[f"{c}5"], f"=IF({c}$3<=years,1/(1+discount_rate)^{c}$3,0)", "fraction4")
    grow.demand_row(b, ws)  # (M43) D_y under growth
    b.rows = {}
    row = 7
    base = d.baseline
    for o in b.opts:
        if not o.valid:
            continue
        st.band(ws, row, f"{o.number}. {o.label}", 1 + b.year_cols, accent=o.recommended)
        row = _option_rows(b, ws, o, row + 1, base)
        row += 1
    ws.freeze_panes = "B4"
    st.widths(ws, {"A": 48, **{col(1 + i): 15 for i in range(1, b.year_cols + 1)}})
    _ = last


def _option_rows(b, ws, o, row: int, base) -> int:
    d, st, n = b.doc, b.st, o.number
    costs = cash_rows(b, o)
    head, tail, more = grow.keys_of(b, o)  # (M43-M44) the year's fleet; empty without growth
    keys = head + costs + ["opex", "discounted_opex", "cumulative_cost"] + tail
    compare = base is not None and not o.baseline
    if compare:
        keys += ["saving", "discounted_saving", "cumulative_saving", "payback_search"] + more
    R = {k: row + i for i, k in enumerate(keys)}
    b.rows[n] = R
    for k, r in R.items():
        put(ws, f"A{r}", d.t("energy_cost_bill" if k == "energy_cost" and "energy_tax" in R
                             else k, **grow.label_values(d, k)))
        ws[f"A{r}"].font = Font(bold=k in ("opex", "cumulative_saving"))
    dk = f"'{b.names['results']}'!${col(1 + n)}${result_rows(b)['switching_capex']}"
    grow.write_constants(b, ws, o, R)
    base_rows = b.rows.get(base.number) if base is not None else None
    m, g = b.at(n, "servers"), b.at(n, "gpus_per_server")
    for i in range(1, b.year_cols + 1):
        c = col(1 + i)
        f = {
            "licences": f"={b.at(n, 'licence')}*{m}*{g}*{c}$4",
            "opex": f"=SUM({c}{R[costs[0]]}:{c}{R[costs[-1]]})",
            "discounted_opex": f"={c}{R['opex']}*{c}$5",
            "cumulative_cost": f"={b.at(n, 'capex_upfront')}+SUM($B{R['discounted_opex']}:"
                               f"{c}{R['discounted_opex']})",
        }
        if not o.result.rented:
            f.update({
                "energy_cost": f"={b.at(n, 'kwh_total')}*{b.at(n, 'price_per_kwh')}"
                               f"*(1+price_escalation)^({c}$3-1)*{c}$4",
                "maintenance": f"={b.at(n, 'maintenance')}{warranty_factor(b, n, c)}*{c}$4",
                "colocation_cost": f"=colocation_per_kw_year*{m}*{b.at(n, 'wall_peak_w')}/1000"
                                   f"*{c}$4",
            })
        f.update(cash_formulas(b, o, c))
        f.update(grow.year_formulas(b, o, R, i, dk if compare else None, base_rows))
        if "g_capex_pv" in R:  # the purchases paid so far, at their present value
            f["cumulative_cost"] = (f"=SUM($B{R['g_capex_pv']}:{c}{R['g_capex_pv']})+"
                                    f"SUM($B{R['discounted_opex']}:{c}{R['discounted_opex']})")
        if compare:
            ds, cum = f"{c}{R['discounted_saving']}", f"{c}{R['cumulative_saving']}"
            prev_cum = "0" if i == 1 else f"{col(i)}{R['cumulative_saving']}"
            found = (f"IF(AND({c}$4=1,{prev_cum}<{dk},{cum}>={dk}),"
                     f"({c}$3-1)+({dk}-{prev_cum})/{ds},")
            prev = f"{col(i)}{R['payback_search']}"
            f.update({
                "saving": f"={c}{b.rows[base.number]['opex']}-{c}{R['opex']}",
                "discounted_saving": (f"=({c}{R['saving']}{year_one_benefit(b, n, i)})*{c}$5"
                                      if year_one_benefit(b, n, i) else
                                      f"={c}{R['saving']}*{c}$5"),
                "cumulative_saving": f"=SUM($B{R['discounted_saving']}:{ds})",
                "payback_search": (grow.payback_search(R, i, c, dk)
                                   or (f"={found}\"\")" if i == 1 else f"={found}{prev})")),
            })
        for k, text in f.items():
            st.formula(ws[f"{c}{R[k]}"], text, grow.KIND.get(k, "money"),
                       bold=k in ("opex", "cumulative_saving"))
    return row + len(keys)


def write_results(b, ws) -> None:
    d, st = b.doc, b.st
    st.title(ws, d.t("sheet_results"), _subtitle(d))
    st.header(ws, 3, ["", *[f"{o.number}. {o.label}" for o in b.opts]])
    b.result_rows = result_rows(b)
    for key, row in b.result_rows.items():
        if key.startswith("break_even_"):
            other = next(o for o in b.opts if o.number == int(key.rsplit("_", 1)[1]))
            label = d.t("rental_break_even_row", option=f"{other.number}. {other.label}")
        else:
            label = None if key == "tco" else d.t(key)
        if label is None:
            horizon_label(ws[f"A{row}"], d)
        else:
            put(ws, f"A{row}", label)
    cf = b.names["cashflow"]
    last = b.last_year_col
    base = d.baseline
    for o in b.opts:
        c = col(1 + o.number)
        if not o.valid:
            put(ws, f"{c}4", d.t("invalid"))
            continue
        _result_column(b, ws, o, c, cf, last, base)
    ws.freeze_panes = "B4"
    st.widths(ws, {"A": 54, **{col(1 + o.number): 24 for o in b.opts}})


def _result_column(b, ws, o, c, cf, last, base) -> None:
    d, st, n = b.doc, b.st, o.number
    R = {k: f"{c}{v}" for k, v in b.result_rows.items()}
    rows = b.rows[n]
    years_df = "1/(1+discount_rate)^years"
    terms = grow.result_terms(b, o, cf) or {}  # (M44) sums over the years under growth
    b.g_terms = {**getattr(b, "g_terms", {}), n: terms}
    st.formula(ws[R["capex"]], f"={terms.get('capex', b.at(n, 'capex'))}", "money")
    upfront = R["capex"] if not terms else b.at(n, "capex")  # under growth K is every purchase
    if "capex_upfront" in R:  # (M36) K_0 falls at t = 0 in place of K
        st.formula(ws[R["capex_upfront"]], f"={b.at(n, 'capex_upfront')}", "money")
        upfront = R["capex_upfront"]
    st.formula(ws[R["sum_discounted_opex"]],
               f"=SUM('{cf}'!$B${rows['discounted_opex']}:${last}${rows['discounted_opex']})",
               "money")
    tco = f"={upfront}+{R['sum_discounted_opex']}"
    if "later_capex_pv" in R:  # (M44) K0_c / (1 + r)^(c - 1) for c = 2..N
        st.formula(ws[R["later_capex_pv"]], f"={terms.get('later_pv', 0)}", "money")
        tco += f"+{R['later_capex_pv']}"
        b.cells[(n, "g_residual")] = terms.get("residual", _residual(b, n))
    if "residual_pv" in R:  # (M35) TCO subtracts RV / (1 + r)^N
        st.formula(ws[R["residual_pv"]], f"={_residual(b, n)}*{years_df}", "money")
        tco += f"-{R['residual_pv']}"
    if "allowance_benefit_pv" in R:  # (M42) A / (1 + r); the NPV has it in year 1's saving
        st.formula(ws[R["allowance_benefit_pv"]],
                   f"={terms.get('allowance_pv') or allowance_pv(b, n) or 0}", "money")
        tco += f"-{R['allowance_benefit_pv']}"
    st.formula(ws[R["tco"]], tco, "money", bold=True)
    work = b.at(n, "work_per_year")
    work_pv = terms.get("work_pv", f"{work}*SUM('{cf}'!$B$5:${last}$5)")
    st.formula(ws[R["cost_per_mwork"]],
               f"=IF({work}>0,{R['tco']}/({work_pv})*1000000,\"\")", "money")
    kwh, work_all = terms.get("kwh", b.at(n, "kwh_total")), terms.get("work", work)
    st.formula(ws[R["kwh_per_mwork"]],
               f"=IF({work}>0,{kwh}/{work_all}*1000000,\"\")", "fraction4")
    compare = base is not None and not o.baseline
    if compare:
        dk, s1 = R["switching_capex"], R["saving_y1"]
        st.formula(ws[dk], f"={b.at(n, 'capex_upfront')}-{b.at(base.number, 'capex')}"
                           "-baseline_resale", "money")
        st.formula(ws[s1], f"='{cf}'!$B${rows['saving']}", "money")
        # (M27) the investment's own payback, financing aside: K and S_1 without Fin_1
        dk_full, s1_plain = dk, s1
        if "financing" in rows:
            dk_full = f"({b.at(n, 'capex')}-{b.at(base.number, 'capex')}-baseline_resale)"
            s1_plain = f"({s1}+'{cf}'!$B${rows['financing']})"
        never, none = _excel_text(d.t("never")), _excel_text(d.t("no_payback"))
        st.formula(ws[R["simple_payback"]],
                   f"=IF({s1_plain}<=0,IF({dk_full}<=0,{none},{never}),"
                   f"IF({dk_full}<=0,0,{dk_full}/{s1_plain}))", "years", bold=True)
        found = f"'{cf}'!${last}${rows['payback_search']}"
        ends = f"'{cf}'!${last}${rows['cumulative_saving']}"
        saves = (f"MAX('{cf}'!$B${rows['discounted_saving']}:"
                 f"${last}${rows['discounted_saving']})")
        not_within = (f"IF(years=1,{_excel_text(d.t('not_within_one'))},"
                      f"{_excel_text(d.t('not_within', years='{years}'), years='years')})")
        owed, jumps_up = grow.still_owed(b, rows, cf, dk)  # (M28 under M44) later purchases
        st.formula(ws[R["discounted_payback"]],
                   f"=IF(AND({dk}<=0,{saves}<=0{jumps_up}),{none},IF({ends}<{owed},{not_within},"
                   f"IF(ISNUMBER({found}),{found},0)))", "years", bold=True)
        residual = ""
        if "residual_pv" in R:  # (M35) the NPV adds (RV - RV_b) / (1 + r)^N
            residual = f"+({_residual(b, n)}-{_residual(b, base.number)})*{years_df}"
        if "later_capex_pv" in R:  # (M29 under M44) every later purchase as a jump
            residual += (f"-({R['later_capex_pv']}-"
                         f"{col(1 + base.number)}{b.result_rows['later_capex_pv']})")
        st.formula(ws[R["npv"]],
                   f"=SUM('{cf}'!$B${rows['discounted_saving']}:${last}${rows['discounted_saving']})"
                   f"-{dk}{residual}", "money", bold=True)
    else:
        for k in ("switching_capex", "saving_y1", "simple_payback", "discounted_payback", "npv"):
            put(ws, R[k], d.t("dash")).alignment = Alignment(horizontal="right")
    if b.carbon:
        _carbon_cells(b, ws, o, R, base if compare else None)
    _break_even_cells(b, ws, o, R, cf, last)
    for k in b.result_rows:
        b.cells[(n, "r_" + k)] = f"'{ws.title}'!${c}${b.result_rows[k]}"
    for name, key in (("capex", "capex"), ("tco", "tco"), ("npv", "npv"),
                      ("simple_payback_years", "simple_payback"),
                      ("discounted_payback_years", "discounted_payback"),
                      ("capex_upfront", "capex_upfront"), ("embodied_kg", "embodied"),
                      ("carbon_horizon_kg", "carbon_horizon"),
                      ("carbon_payback_years", "carbon_payback")):
        if key in b.result_rows:
            b.name(f"opt{n}_{name}", b.cells[(n, "r_" + key)])


def _break_even_cells(b, ws, o, R: dict[str, str], cf: str, last: str) -> None:
    """(M37) In a rental's column, the price per GPU-hour at which it costs as much over the
    horizon as each purchased candidate: h* = (TCO_k - K - F sum_y d_y) / (GPU-hours x
    sum_y (1 + e_h)^(y-1) d_y), F the fixed costs and licences a year."""
    d, st, n = b.doc, b.st, o.number
    for key in (k for k in R if k.startswith("break_even_")):
        if not o.result.rented:
            put(ws, R[key], d.t("dash")).alignment = Alignment(horizontal="right")
            continue
        other = int(key.rsplit("_", 1)[1])
        at = lambda k: b.at(n, k)  # noqa: E731
        factors = f"'{cf}'!$B$5:${last}$5"
        fixed = f"({at('rental_fixed')}+{at('licence')}*{at('servers')}*{at('gpus_per_server')})"
        billed = (f"{at('gpu_hours')}*SUMPRODUCT((1+{at('rental_escalation')})"
                  f"^('{cf}'!$B$3:${last}$3-1),{factors})")
        st.formula(ws[R[key]],
                   f"=IF({at('gpu_hours')}>0,({col(1 + other)}{b.result_rows['tco']}-{at('capex')}"
                   f"-{fixed}*SUM({factors}))/({billed}),\"\")", "price", bold=True)
        b.name(f"opt{n}_break_even_opt{other}",
               f"'{ws.title}'!${col(1 + n)}${b.result_rows[key]}")


def _residual(b, n: int) -> str:
    """The option's RV cell (M35), or 0 (a rental's); under growth RV on every purchase."""
    return b.cells.get((n, "g_residual")) or b.cells.get((n, "residual"), "0")


def _carbon_cells(b, ws, o, R: dict[str, str], base) -> None:
    """(M38) embodied and carbon over the horizon; (M39) the carbon payback against the
    baseline: extra embodied / yearly CO2 saved; "not known" never becomes 0."""
    d, st, n = b.doc, b.st, o.number
    embodied = b.cells.get((n, "embodied"))
    if embodied is None:
        for k in ("embodied", "carbon_horizon", "carbon_payback"):
            put(ws, R[k], d.t("not_known"))
        return
    grown = grow.carbon_terms(b, n)  # (M38 under M44) every purchase, the years' CO2
    st.formula(ws[R["embodied"]], f"={grown.get('embodied', embodied)}", "kg")
    st.formula(ws[R["carbon_horizon"]],
               f"={R['embodied']}+{grown.get('co2', 'years*' + b.at(n, 'co2'))}", "kg")
    if base is None:
        put(ws, R["carbon_payback"], d.t("dash")).alignment = Alignment(horizontal="right")
        return
    first = grown.get("first", R["embodied"])  # (M39) on year 1 under growth
    extra = f"({first}-{grow.carbon_terms(b, base.number).get('first', b.cells[(base.number, 'embodied')])})"
    saved = f"({b.at(base.number, 'co2')}-{b.at(n, 'co2')})"
    never, none = _excel_text(d.t("never")), _excel_text(d.t("no_payback"))
    st.formula(ws[R["carbon_payback"]],
               f"=IF({saved}>0,IF({extra}>0,{extra}/{saved},0),IF({extra}>0,{never},{none}))",
               "years", bold=True)


SUMMARY_FIGURES = (("servers", "servers", "int"), ("kwh_total", "kwh_total", "kwh"),
                   ("energy_cost_y1", "energy_cost_y1", "money"), ("co2", "co2", "kg"),
                   ("capex", "r_capex", "money"), ("tco", "r_tco", "money"),
                   ("saving_y1", "r_saving_y1", "money"),
                   ("simple_payback", "r_simple_payback", "years"),
                   ("discounted_payback", "r_discounted_payback", "years"),
                   ("npv", "r_npv", "money"))


def write_summary(b, ws) -> None:
    from app.io.export.document_risk import movers_sentence
    d, st = b.doc, b.st
    st.title(ws, d.t("doc_title"), d.t("excl_vat", currency=d.currency))
    # CLDR's short dates: nl 30-11-2026, fr-BE 30/11/2026; English ISO
    date_fmt = {"nl": "DD-MM-YYYY", "fr": "DD/MM/YYYY", "fr-BE": "DD/MM/YYYY"}.get(d.lang,
                                                                                  "YYYY-MM-DD")
    terms = d.terms
    info = [("customer", d.customer), ("contact", d.contact), ("reference", d.reference),
            ("quote_number", terms.number), ("date", d.created), ("valid_until", d.valid_until),
            ("prepared_by", d.seller.company if d.seller else ""),
            ("payment_terms", terms.payment), ("delivery_terms", terms.delivery)]
    row = 4
    for key, value in info:
        put(ws, f"A{row}", d.t(key)).font = Font(bold=True)
        cell = put(ws, f"B{row}", value)
        if key in ("payment_terms", "delivery_terms"):
            cell.alignment = Alignment(wrap_text=True, vertical="top")
            ws.merge_cells(start_row=row, start_column=2, end_row=row,
                           end_column=max(1 + len(b.opts), 4))
            ws.row_dimensions[row].height = 15 * min(6, 1 + str(value).count("\n")
                                                      + len(str(value)) // 90)
        if key in ("date", "valid_until") and value is not None:
            cell.number_format = date_fmt
            cell.alignment = Alignment(horizontal="left")
        row += 1
    row += 1
    width = 1 + len(b.opts)
    put(ws, f"A{row}", f"{d.t('recommendation')} {d.t('at_export')}").font = Font(bold=True,
                                                                              size=12)
    row += 1
    put(ws, f"A{row}", d.recommendation).alignment = Alignment(wrap_text=True, vertical="top")
    ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=max(width, 4))
    ws.row_dimensions[row].height = 48
    row += 1
    moving = movers_sentence(d.risk, d.lang, d.fmt)
    if moving:  # what moves the NPV most, as in the PDF's summary
        put(ws, f"A{row}", moving).alignment = Alignment(wrap_text=True, vertical="top")
        ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=max(width, 4))
        ws.row_dimensions[row].height = 48
        row += 1
    row += 1
    st.header(ws, row, ["", *[f"{o.number}. {o.label}" for o in b.opts]])
    head = row
    for key, cell_key, kind in SUMMARY_FIGURES:
        row += 1
        if key == "tco":
            horizon_label(ws[f"A{row}"], d)
        else:
            put(ws, f"A{row}", d.t(key))
        for o in b.opts:
            c = ws[f"{col(1 + o.number)}{row}"]
            if not o.valid:
                put(ws, c.coordinate, d.t("invalid"))
            elif (o.number, cell_key) in b.cells:
                st.formula(c, f"={b.cells[(o.number, cell_key)]}", kind, bold=key == "tco")
        if key == "tco":
            tco_row = row
    row = _format_rows(b, ws, row)
    row = _reserve_row(b, ws, row + 1)
    ws.freeze_panes = f"B{head + 1}"
    st.widths(ws, {"A": 46, **{col(1 + o.number): 24 for o in b.opts}})
    _tco_chart(b, ws, head, tco_row, row + 2)


def _format_rows(b, ws, row: int) -> int:
    """(M40) The number format each option runs the model in, and the warning when they
    differ ("C runs the model in FP4, B in FP8: ..."); the last row written."""
    from app.calc.precision import differ_note
    from app.model.notes import render
    from app.model.precision import label

    d = b.doc
    if not any(o.valid and o.result.precision for o in b.opts):
        return row
    row += 1
    put(ws, f"A{row}", d.t("precision"))
    for o in b.opts:
        if o.valid:
            put(ws, f"{col(1 + o.number)}{row}", label(o.result.precision) or "–")
    found = differ_note([(o.label, o.result.precision) for o in b.opts if o.valid])
    if found is not None:
        row += 1
        put(ws, f"A{row}", render(found, d.lang)).alignment = Alignment(wrap_text=True,
                                                                        vertical="top")
        ws.merge_cells(start_row=row, start_column=1, end_row=row,
                       end_column=max(1 + len(b.opts), 4))
        ws.row_dimensions[row].height = 32
    return row


def _reserve_row(b, ws, row: int) -> int:
    """(M13a) Each option's reserve in words: with one server down, can the others carry it."""
    from app.io.export.offer_notes import reserve_text

    put(ws, f"A{row}", b.doc.t("reserve_row")).alignment = Alignment(wrap_text=True,
                                                                     vertical="top")
    lines = 1
    for o in b.opts:
        text = (reserve_text(o) if o.valid else "") or b.doc.t("reserve_not_sized")
        cell = put(ws, f"{col(1 + o.number)}{row}", text)
        cell.alignment = Alignment(wrap_text=True, vertical="top")
        lines = max(lines, 1 + len(text) // 26)
    ws.row_dimensions[row].height = 15 * min(lines, 8)
    return row


def _tco_chart(b, ws, head: int, tco_row: int, anchor_row: int) -> None:
    chart = BarChart()
    chart.type = "col"
    chart.title = b.doc.t("chart_tco")
    chart.y_axis.title = b.doc.currency
    chart.y_axis.numFmt = "#,##0"
    last = col(1 + len(b.opts))
    data = Reference(ws, range_string=f"'{ws.title}'!B{tco_row}:{last}{tco_row}")
    cats = Reference(ws, range_string=f"'{ws.title}'!B{head}:{last}{head}")
    chart.add_data(data, from_rows=True, titles_from_data=False)
    chart.set_categories(cats)
    chart.legend = None
    chart.height, chart.width = 8, 18
    ws.add_chart(chart, f"A{anchor_row}")
