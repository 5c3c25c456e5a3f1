"""Workbook rows of the whole decision (METHOD §11.4-§11.6) as live formulas on labelled inputs:
the bill in components (M19a-c), financing (M36), residual value (M35), a rental (M37) and
embodied carbon with its payback (M38, M39).

The builder in ``xlsx`` calls these; each returns the next free row and records where its
figures live in ``b.cells`` so the Cash flow and Results sheets can refer to them. Without
these inputs in the quote none of them writes a row (E1-E4 workbooks are as before).
"""

from __future__ import annotations

from app.io.export.xlsx_money import allowance_rows
from app.io.export.xlsx_style import put, ref

#: (M37) a reserved rental bills every hour of the year, whatever the site's powered hours
HOURS_RESERVED = 8760


def uses_residual(quote) -> bool:
    return bool(quote.baseline_residual) or any(o.residual_fraction for o in quote.options)


def uses_financing(quote) -> bool:
    return any(o.financing is not None for o in quote.options)


def uses_carbon(doc) -> bool:
    """Embodied carbon rows when a purchased candidate has a known figure (M38)."""
    return any(o.valid and not o.baseline and not o.result.rented
               and o.result.embodied_kg is not None for o in doc.options)


# -- Options sheet ------------------------------------------------------------------------------
def rental_block(b, ws, o, row: int) -> int:
    """(M37) What a rental costs: price per GPU-hour, hours billed, escalation, fixed costs,
    migration and upfront fee (its K), licences, the provider's PUE and intensity."""
    d, st, n, rent = b.doc, b.st, o.number, o.option.rental
    here = ws.title
    m, g = b.at(n, "servers"), b.at(n, "gpus_per_server")

    def line(key, value, kind, label=None, formula=None, bold=False):
        nonlocal row
        put(ws, f"A{row}", label or d.t(key))
        if formula is not None:
            st.formula(ws[f"F{row}"], formula, kind, bold=bold)
        else:
            st.input_cell(ws[f"F{row}"], value, kind)
        b.cells[(n, key)] = ref(here, f"F{row}")
        row += 1
        return f"F{row - 1}"

    put(ws, f"A{row}", d.t("rental_billing"))
    put(ws, f"B{row}", d.t(f"billing_{rent.billing}"))
    row += 1
    put(ws, f"B{row}", d.cited(rent.price_source))  # the user's citation, as text
    price = line("rental_price", rent.price_per_gpu_hour, "price")
    hours = (f"={m}*{g}*{HOURS_RESERVED}" if rent.billing == "reserved"
             else f"={m}*{g}*{b.at(n, 'utilization')}*hours_per_year")
    line("gpu_hours", None, "int", formula=hours)
    line("rental_escalation", rent.escalation, "percent")
    line("rental_fixed", rent.fixed_per_year, "money")
    migration = line("rental_migration", rent.migration, "money")
    fee = line("rental_upfront_fee", rent.upfront_fee, "money")
    line("capex", None, "money", label=d.t("rental_capex"), formula=f"={migration}+{fee}",
         bold=True)
    line("licence", o.option.licence_per_gpu_year, "money", label=d.t("licence"))
    line("pue", rent.provider_pue, "fraction4", label=d.t("provider_pue"))
    if rent.provider_carbon_kg_per_kwh is None:
        line("carbon", None, "fraction4", label=d.t("provider_carbon"),
             formula="=carbon_intensity")
    else:
        line("carbon", rent.provider_carbon_kg_per_kwh, "fraction4", label=d.t("provider_carbon"))
    put(ws, f"A{row}", d.t("rental_energy_note"))
    b.cells[(n, "capex_upfront")] = b.at(n, "capex")
    b.name(f"opt{n}_rental_price", ref(here, price))
    b.name(f"opt{n}_gpu_hours_per_year", b.at(n, "gpu_hours"))
    return row


def purchase_rows(b, ws, o, row: int) -> int:
    """Financing (M36), residual value (M35) and embodied carbon (M38) of a purchased option
    or the baseline, below its running-cost inputs."""
    n = o.number
    b.cells[(n, "capex_upfront")] = b.at(n, "capex")
    if o.option.financing is not None:
        row = _financing_rows(b, ws, o, row + 1)
    if uses_residual(b.quote):
        row = _residual_rows(b, ws, o, row + 1)
    if b.carbon:
        row = _embodied_rows(b, ws, o, row + 1)
    if o.option.allowances:  # (M42) the tax benefit of the allowances the user confirmed
        row = allowance_rows(b, ws, o, row + 1)
    return row


def _financing_rows(b, ws, o, row: int) -> int:
    """(M36) F = f x K; A = F (i/12) / (1 - (1 + i/12)^-T_m), F / T_m at i = 0; K_0 = K - F."""
    d, st, n, fin = b.doc, b.st, o.number, o.option.financing
    here = ws.title
    cells = {}
    for key, value, kind in (("financing_share", fin.share, "percent"),
                             ("financing_rate", fin.rate, "percent"),
                             ("financing_months", fin.months, "int")):
        put(ws, f"A{row}", d.t(key))
        st.input_cell(ws[f"F{row}"], value, kind)
        cells[key] = f"F{row}"
        b.cells[(n, key)] = ref(here, f"F{row}")
        b.name(f"opt{n}_{key}", ref(here, f"F{row}"))
        row += 1
    share, rate = cells["financing_share"], cells["financing_rate"]
    months = cells["financing_months"]
    capex = b.at(n, "capex")
    put(ws, f"A{row}", d.t("financed"))
    st.formula(ws[f"F{row}"], f"={share}*{capex}", "money")
    financed = f"F{row}"
    row += 1
    put(ws, f"A{row}", d.t("monthly_payment"))
    st.formula(ws[f"F{row}"], f"=IF({rate}=0,{financed}/{months},{financed}*({rate}/12)/"
                              f"(1-(1+{rate}/12)^(-{months})))", "money", bold=True)
    b.cells[(n, "monthly_payment")] = ref(here, f"F{row}")
    b.name(f"opt{n}_monthly_payment", ref(here, f"F{row}"))
    row += 1
    put(ws, f"A{row}", d.t("capex_upfront"))
    st.formula(ws[f"F{row}"], f"={capex}-{financed}", "money", bold=True)
    b.cells[(n, "capex_upfront")] = ref(here, f"F{row}")
    return row


def _residual_rows(b, ws, o, row: int) -> int:
    """(M35) RV = f_res x (K - installation); the baseline's is an amount."""
    d, st, n = b.doc, b.st, o.number
    here = ws.title
    if o.baseline:
        put(ws, f"A{row}", d.t("residual_value"))
        st.formula(ws[f"F{row}"], "=baseline_residual" if b.quote.baseline_residual else "=0",
                   "money")
    else:
        put(ws, f"A{row}", d.t("residual_fraction"))
        st.input_cell(ws[f"F{row}"], o.option.residual_fraction, "percent")
        b.name(f"opt{n}_residual_fraction", ref(here, f"F{row}"))
        fraction = f"F{row}"
        row += 1
        put(ws, f"A{row}", d.t("residual_value"))
        st.formula(ws[f"F{row}"], f"={fraction}*({b.at(n, 'capex')}-{b.at(n, 'installation')})",
                   "money", bold=True)
    b.cells[(n, "residual")] = ref(here, f"F{row}")
    b.name(f"opt{n}_residual_value", ref(here, f"F{row}"))
    return row


def _embodied_rows(b, ws, o, row: int) -> int:
    """(M38) m x (platform_kg + n x gpu_kg) from the catalogue; the baseline's is sunk (0), or
    the quote's figure when it sets a replacement capex; "not known" never becomes 0."""
    d, st, n = b.doc, b.st, o.number
    here = ws.title
    if o.baseline:
        q = b.quote
        put(ws, f"A{row}", d.t("embodied_baseline"))
        st.input_cell(ws[f"F{row}"], (q.baseline_embodied_kg or 0.0) if q.baseline_capex else 0.0,
                      "kg")
        b.cells[(n, "embodied")] = ref(here, f"F{row}")
        return row
    snap = b.quote.catalog
    platform = snap.servers[o.option.server].embodied_kg_co2e
    gpu = snap.gpus[o.option.gpu].embodied_kg_co2e
    if platform is None or gpu is None:
        put(ws, f"A{row}", d.t("embodied"))
        put(ws, f"F{row}", d.t("not_known"))
        return row
    cells = []
    for key, value in (("embodied_platform", platform), ("embodied_gpu", gpu)):
        put(ws, f"A{row}", d.t(key))
        st.input_cell(ws[f"F{row}"], value, "kg")
        cells.append(f"F{row}")
        row += 1
    put(ws, f"A{row}", d.t("embodied"))
    b.cells[(n, "embodied_parts")] = tuple(ref(here, x) for x in cells)
    st.formula(ws[f"F{row}"], f"={b.at(n, 'servers')}*({cells[0]}+{b.at(n, 'gpus_per_server')}"
                              f"*{cells[1]})", "kg", bold=True)
    b.cells[(n, "embodied")] = ref(here, f"F{row}")
    return row


def rental_embodied(b, o) -> None:
    """(M38) A rental's embodied carbon is the provider's: 0 unless a share is given."""
    b.cells[(o.number, "embodied")] = "0"


# -- Energy sheet ---------------------------------------------------------------------------------
def tax_formula(b, kwh: str) -> str:
    """(M19a) (Tax(E_site + E) - Tax(E_site)), Tax(E) = sum_b t_b max(0, min(E, hi_b) - lo_b);
    an empty upper limit is no limit."""
    terms = []
    for i in range(1, len(b.quote.site.bill.tax_bands) + 1):
        lo, hi, rate = f"tax_band{i}_from", f"tax_band{i}_to", f"tax_band{i}_rate"

        def part(x, hi=hi, lo=lo):
            return f"MAX(0,IF(ISNUMBER({hi}),MIN({x},{hi}),{x})-{lo})"
        terms.append(f"{rate}*({part(f'site_kwh+{kwh}')}-{part('site_kwh')})")
    return "=" + ("+".join(terms) or "0")


def capacity_formula(servers: str, peak: str, pue: str) -> str:
    """(M19b) 12 x price x m x W_peak x PUE / 1000; none under colocation (its price has it)."""
    return f"=IF(colocation_per_kw_year>0,0,12*capacity_price*{servers}*{peak}*{pue}/1000)"


# -- Cash flow ------------------------------------------------------------------------------------
def cash_rows(b, o) -> list[str]:
    """The yearly cost rows of one option, in the order they are summed into opex."""
    if o.result.rented:
        return ["rental_cost", "rental_fixed", "licences"]
    keys = ["energy_cost"]
    if b.quote.site.bill is not None:
        keys += ["energy_tax", "capacity_charge"]
    keys += ["maintenance", "licences", "colocation_cost"]
    if o.option.financing is not None:
        keys.append("financing")
    return keys


def cash_formulas(b, o, c: str) -> dict[str, str]:
    """Year column ``c`` of the rows only the whole decision has."""
    n, y, inh = o.number, f"{c}$3", f"{c}$4"
    out = {}
    if o.result.rented:
        at = lambda key: b.at(n, key)  # noqa: E731
        out["rental_cost"] = (f"={at('gpu_hours')}*{at('rental_price')}"
                              f"*(1+{at('rental_escalation')})^({y}-1)*{inh}")
        out["rental_fixed"] = f"={at('rental_fixed')}*{inh}"
        return out
    if b.quote.site.bill is not None:
        out["energy_tax"] = f"={b.at(n, 'tax_y1')}*(1+tax_escalation)^({y}-1)*{inh}"
        out["capacity_charge"] = f"={b.at(n, 'capacity_y1')}*(1+capacity_escalation)^({y}-1)*{inh}"
    if o.option.financing is not None:
        out["financing"] = financing_year(b, n, y, inh)
    return out


def financing_year(b, n: int, y: str, inh: str) -> str:
    """(M36) Fin_y = sum of A (1 + r)^(y - t/12) over the k months of year y: in closed form
    A ((1 + r) - (1 + r)^((12 - k)/12)) / ((1 + r)^(1/12) - 1), A k at r = 0; the last year of
    the horizon adds the balance still owed, A (1 - (1 + i/12)^-(T_m - 12N)) / (i/12)."""
    a, i = b.at(n, "monthly_payment"), b.at(n, "financing_rate")
    t = b.at(n, "financing_months")
    k = f"MAX(0,MIN(12,{t}-12*({y}-1)))"
    r = "discount_rate"
    carried = f"IF({r}=0,{k},((1+{r})-(1+{r})^((12-{k})/12))/((1+{r})^(1/12)-1))"
    left = f"({t}-12*years)"
    balance = f"IF({i}=0,{a}*{left},{a}*(1-(1+{i}/12)^(-{left}))/({i}/12))"
    return f"={a}*{carried}*{inh}+IF(AND({y}=years,{t}>12*years),{balance},0)"
