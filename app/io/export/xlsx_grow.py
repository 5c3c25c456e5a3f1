"""The Cash flow and Results sheets under a growing demand (METHOD §13, M43-M44), as formulas.

Without growth the cash-flow formulas rebuild one fleet's year from its inputs. Under growth the
fleet changes per year, so each option's block gets the year's figures before its costs: the
servers that run (the engine's integer sizing, M44, a labelled value), the utilization
(M43 and M14: D_y = D (1 + g)^(y - 1) on the named ``demand_growth`` cell), the PSU load, its
efficiency read off the curve and the wall power (M5-M8, from the engine's DC load at idle and
at full load), the energy, carbon and work of that year; after its costs the servers bought
(a value), the capex paid at t = y - 1 and its present value. Energy, bill, licences,
colocation, rental hours, maintenance, TCO, NPV and the paybacks are formulas on these rows, so
a customer who edits the growth or a price sees them follow; the servers stay the engine's
(a new growth that needs more servers is the app's to size). A purchase in a later year is a
jump in the discounted payback (M28 under M44: the "still to recover" row). Absent without
growth: a quote with g = 0 writes the workbook as before.
"""

from __future__ import annotations

from openpyxl.utils import get_column_letter as col

from app.io.export.xlsx_style import put, ref

#: rows before the cost rows (their per-year figures), in order
HEAD = ("g_servers", "g_utilization", "g_psu_load", "g_psu_efficiency", "g_wall_w", "g_kwh",
        "g_co2", "g_work")
#: number format of each growth row (the cost rows are money)
KIND = {"g_utilization": "percent", "g_psu_load": "percent", "g_psu_efficiency": "percent",
        "g_wall_w": "w", "g_kwh": "kwh", "g_co2": "kg", "g_work": "int", "g_embodied": "kg",
        "payback_search": "years", "g_night_share": "percent"}
#: engine constants of the power line, one value (or the curve) in column B
CONSTANTS = ("g_dc_idle", "g_dc_full", "g_psu_capacity", "g_curve_load", "g_curve_eff")


def growing(b) -> bool:
    """The quote's demand grows and the engine computed the options year by year."""
    return bool(b.quote.workload.demand_growth) and any(
        o.valid and o.result.servers_by_year for o in b.opts)


def assumption_rows(b, ws, row: int, demand_row: int | None) -> int:
    """The demand growth g as an input cell named ``demand_growth`` (and the demand D as
    ``demand_per_s``) on the Assumptions sheet; returns the next free row."""
    if not growing(b):
        return row
    d = b.doc
    if demand_row is not None:
        b.name("demand_per_s", ref(ws.title, f"B{demand_row}"))
    put(ws, f"A{row}", d.t("g_growth_input"))
    b.st.input_cell(ws[f"B{row}"], b.quote.workload.demand_growth, "percent")
    put(ws, f"C{row}", d.t("g_per_year"))
    put(ws, f"F{row}", d.t("input_cell"))
    b.name("demand_growth", ref(ws.title, f"B{row}"))
    return row + 1


def demand_row(b, ws) -> None:
    """Row 6 of Cash flow: D_y = D (1 + g)^(y - 1) (M43), in the horizon."""
    if not growing(b):
        return
    put(ws, "A6", b.doc.t("g_demand", unit=b.doc.work_unit))
    for i in range(1, b.year_cols + 1):
        c = col(1 + i)
        b.st.formula(ws[f"{c}6"], f"=demand_per_s*(1+demand_growth)^({c}$3-1)*{c}$4", "number")
    b.name("demand_by_year", f"'{ws.title}'!$B$6:${col(1 + b.year_cols)}$6")


def keys_of(b, o) -> tuple[list[str], list[str], list[str]]:
    """(rows before the costs, rows after the cumulative cost, rows after the comparison) of
    option ``o``; three empty lists without growth."""
    if not growing(b) or not o.result.servers_by_year:
        return [], [], []
    tail = ["g_bought", "g_capex"]
    if o.option.financing is not None:
        tail.append("g_cash")
    tail.append("g_capex_pv")
    if any(o.result.allowances_by_year[1:]) and (o.number, "allowance") in b.cells:
        tail.append("g_allowance")  # (M42 per purchase) a later purchase's own allowance
    if b.carbon and not o.result.rented and (o.number, "embodied") in b.cells:
        tail.append("g_embodied")
    compare = b.doc.baseline is not None and not o.baseline
    head = [*CONSTANTS, *HEAD]
    if _tariff_share(b, o):  # the night share of each year's energy: the engine's
        head.insert(head.index("g_kwh"), "g_night_share")
    return head, tail, ["g_to_recover"] if compare else []


def _tariff_share(b, o) -> bool:
    """A day/night tariff prices this option's energy (not a rental's, not a bill's)."""
    return (b.quote.site.tariff is not None and b.quote.site.bill is None
            and not o.result.rented and o.result.night_energy_share is not None)


def write_constants(b, ws, o, R: dict[str, int]) -> None:
    """The engine's power line of ``o`` (M5 at u = 0 and 1, M6's capacity, M7's curve)."""
    if "g_dc_idle" not in R:
        return
    st = b.st
    line = o.engine.line  # resolved with the document (app.io.export.document_engine)
    for key, value in (("g_dc_idle", line.dc_idle_w), ("g_dc_full", line.dc_full_w),
                       ("g_psu_capacity", line.psu_capacity_w)):
        st.engine_cell(ws[f"B{R[key]}"], value, "w")
    for i, (load, eff) in enumerate(line.curve, start=1):
        st.engine_cell(ws[f"{col(1 + i)}{R['g_curve_load']}"], load, "percent")
        st.engine_cell(ws[f"{col(1 + i)}{R['g_curve_eff']}"], eff, "percent")
    b.g_curve = getattr(b, "g_curve", {})
    b.g_curve[o.number] = len(line.curve)
    for i, m in enumerate(o.result.servers_by_year, start=1):
        st.engine_cell(ws[f"{col(1 + i)}{R['g_servers']}"], m, "int")
    for i, m in enumerate(o.result.purchases_by_year or [0] * len(o.result.servers_by_year),
                          start=1):
        st.engine_cell(ws[f"{col(1 + i)}{R['g_bought']}"], m, "int")
    if "g_night_share" in R:
        for i, share in enumerate(o.engine.night_shares, start=1):
            st.engine_cell(ws[f"{col(1 + i)}{R['g_night_share']}"], share, "percent")
    last = col(1 + b.year_cols)
    for key, name in (("g_servers", "servers"), ("g_utilization", "utilization"),
                      ("g_kwh", "kwh"), ("g_capex", "capex"), ("opex", "opex")):
        b.name(f"opt{o.number}_{name}_by_year", f"'{ws.title}'!$B${R[key]}:${last}${R[key]}")


def _efficiency(n_points: int, x: str, lr: int, er: int) -> str:
    """(M7) np.interp as a formula: clamped at both ends, linear between the curve's points."""
    last = col(1 + n_points)
    loads, effs = f"$B${lr}:${last}${lr}", f"$B${er}:${last}${er}"
    i = f"MATCH({x},{loads},1)"
    inner = (f"INDEX({effs},{i})+({x}-INDEX({loads},{i}))*(INDEX({effs},{i}+1)-INDEX({effs},{i}))"
             f"/(INDEX({loads},{i}+1)-INDEX({loads},{i}))")
    return (f"=IF({x}<=$B${lr},$B${er},IF({x}>=${last}${lr},${last}${er},{inner}))")


def year_formulas(b, o, R: dict[str, int], i: int, dk: str | None, base_rows) -> dict[str, str]:
    """Year ``i``'s formulas of option ``o`` under growth: its own rows and the cost rows they
    change (they replace the flat sheet's); empty without growth."""
    if "g_servers" not in R:
        return {}
    n, c = o.number, col(1 + i)
    at = lambda key: b.at(n, key)  # noqa: E731
    y, inh = f"{c}$3", f"{c}$4"
    v = {k: f"{c}{r}" for k, r in R.items()}
    m, g = v["g_servers"], at("gpus_per_server")
    f = {}
    if o.result.mode == "fleet":  # (M43) the option's own load grows at g
        f["g_utilization"] = f"={at('utilization')}*(1+demand_growth)^({y}-1)"
    else:  # (M14) u_y = D_y / (m_y n T)
        f["g_utilization"] = (f"=IF({m}>0,demand_per_s*(1+demand_growth)^({y}-1)/"
                              f"({m}*{g}*{at('throughput_per_gpu')}),0)")  # 0 past the app's years
    u = v["g_utilization"]
    dc0, dc1, cap = (f"$B${R[k]}" for k in ("g_dc_idle", "g_dc_full", "g_psu_capacity"))
    f["g_psu_load"] = f"=({dc0}+({dc1}-{dc0})*{u})/{cap}"
    f["g_psu_efficiency"] = _efficiency(b.g_curve[n], v["g_psu_load"], R["g_curve_load"],
                                        R["g_curve_eff"])
    f["g_wall_w"] = f"={v['g_psu_load']}*{cap}/{v['g_psu_efficiency']}"
    f["g_kwh"] = f"={m}*{v['g_wall_w']}*hours_per_year/1000*{at('pue')}*{inh}"
    f["g_co2"] = _co2(b, o, i, v)
    f["g_work"] = (f"={m}*{g}*{at('throughput_per_gpu')}*{u}*3600*hours_per_year*{inh}")
    f.update(_costs(b, o, v, y, inh))
    f.update(_financing(o, i, inh))
    f.update(_capex(b, o, v, i, inh))
    if "g_to_recover" in R and dk is not None and base_rows is not None:
        f["g_to_recover"] = _to_recover(b, R, base_rows, i, dk)
    return f


def _co2(b, o, i: int, v: dict[str, str]) -> str:
    n = o.number
    if o.result.rented:  # (M37) the provider's energy at its intensity
        return f"={v['g_kwh']}*{b.at(n, 'carbon')}"
    if b._hourly_carbon():  # the night share of each hour's carbon: the engine's
        co2 = o.result.co2_by_year
        return f"={co2[i - 1]!r}*{col(1 + i)}$4" if i <= len(co2) else "=0"
    return f"={v['g_kwh']}*carbon_intensity"


def _costs(b, o, v: dict[str, str], y: str, inh: str) -> dict[str, str]:
    """The cost rows at the year's servers, energy and utilization."""
    from app.io.export.xlsx_decision import HOURS_RESERVED, capacity_formula, tax_formula

    n = o.number
    at = lambda key: b.at(n, key)  # noqa: E731
    m, g = v["g_servers"], at("gpus_per_server")
    f = {"licences": f"={at('licence')}*{m}*{g}*{inh}"}
    if o.result.rented:  # (M37) GPU-hours at the year's servers
        hours = (f"{m}*{g}*{HOURS_RESERVED}" if o.option.rental.billing == "reserved"
                 else f"{m}*{g}*{v['g_utilization']}*hours_per_year")
        f["rental_cost"] = (f"={hours}*{at('rental_price')}*(1+{at('rental_escalation')})"
                            f"^({y}-1)*{inh}")
        return f
    price = at("price_per_kwh")
    if "g_night_share" in v:  # the year's blend of the day and night prices
        share = v["g_night_share"]
        price = f"({share}*night_price+(1-{share})*day_price)"
    f["energy_cost"] = f"={v['g_kwh']}*{price}*(1+price_escalation)^({y}-1)"
    f["colocation_cost"] = f"=colocation_per_kw_year*{m}*{at('wall_peak_w')}/1000*{inh}"
    if b.quote.site.bill is not None:  # (M19a-c) the tax on the year's kWh, the year's peak
        f["energy_tax"] = f"=({tax_formula(b, v['g_kwh'])[1:]})*(1+tax_escalation)^({y}-1)"
        f["capacity_charge"] = (f"=({capacity_formula(m, at('wall_peak_w'), at('pue'))[1:]})"
                                f"*(1+capacity_escalation)^({y}-1)*{inh}")
    f["maintenance"] = _maintenance(b, o, m, y, inh)
    return f


def _financing(o, i: int, inh: str) -> dict[str, str]:
    """(M36 per purchase) With more than one financed purchase each loan starts in its own
    year: the engine's Fin_y; one purchase at t = 0 keeps the flat sheet's live formula."""
    if o.option.financing is None or sum(1 for k in o.result.capex_by_year if k) < 2:
        return {}
    fin = o.result.financing_by_year
    return {"financing": f"={fin[i - 1]!r}*{inh}" if i <= len(fin) else "=0"}


def _maintenance(b, o, m: str, y: str, inh: str) -> str:
    """An entered amount as entered; an entered rate on K_list at the year's servers; (M41)
    the support rate on each purchase after its own warranty."""
    n, opt = o.number, o.option
    inp = o.engine.chain
    list_server = inp.list_base_price + inp.gpus * inp.list_gpu_price + inp.list_cooling_capex
    w = b.cells.get((n, "warranty"))
    if w is not None and (n, "support_rate") in b.cells:  # (M41) per purchase
        rate, rows = b.at(n, "support_rate"), b.rows[n]
        bought = f"$B${rows['g_bought']}:${b.last_year_col}${rows['g_bought']}"
        years = f"$B$3:${b.last_year_col}$3"
        return (f"={rate}*(SUMPRODUCT(({years}+{w}<={y})*{bought})*{list_server!r}"
                f"+IF(1+{w}<={y},{inp.installation!r},0))*{inh}")
    if opt.maintenance_rate is not None and opt.maintenance_per_year is None:
        fixed = inp.installation + inp.extras_per_option
        return (f"={b.at(n, 'maintenance_rate')}*({m}*{list_server + inp.extras_per_server!r}"
                f"+{fixed!r})*{inh}")
    return f"={b.at(n, 'maintenance')}*{inh}"


def _capex(b, o, v: dict[str, str], i: int, inh: str) -> dict[str, str]:
    """(M44) K_y paid at t = y - 1: year 1's is the Options sheet's capex; a later one is the
    servers bought times the price per server (a candidate's as quoted, a sized baseline's at
    catalogue prices); K0_y = (1 - f) K_y when financed; the present value at t = y - 1."""
    n = o.number
    if i == 1:
        k = f"={b.at(n, 'capex')}"
    elif o.result.rented or o.option.fleet_mode:
        k = "=0"
    else:
        k = f"={v['g_bought']}*{_server_price(b, o)}*{inh}"
    f = {"g_capex": k}
    paid = v["g_capex"]
    if "g_cash" in v:
        f["g_cash"] = f"=(1-{b.at(n, 'financing_share')})*{v['g_capex']}"
        paid = v["g_cash"]
    disc = "1" if i == 1 else f"{col(i)}$5"  # 1 / (1 + r)^(y - 1): the previous year's factor
    f["g_capex_pv"] = f"={paid}*{disc}*{inh}"
    if "g_allowance" in v:  # year 1's on the live capex; a later one the engine's, labelled
        later = o.result.allowances_by_year
        f["g_allowance"] = (f"={b.at(n, 'allowance')}" if i == 1 else
                            f"={later[i - 1]!r}*{inh}" if i <= len(later) else "=0")
    if "g_embodied" in v:
        f["g_embodied"] = (f"={b.at(n, 'embodied')}" if i == 1 else
                           f"={v['g_bought']}*{_embodied_per_server(b, o)}*{inh}")
    return f


def _server_price(b, o) -> str:
    """k_s: the Options sheet's price per server, else the engine's (a sized baseline buys at
    catalogue prices)."""
    cell = b.cells.get((o.number, "price_per_server"))
    if cell is not None and not o.baseline:
        return cell
    inp = o.engine.chain
    if o.baseline:
        return repr(inp.list_base_price + inp.gpus * inp.list_gpu_price + inp.list_cooling_capex)
    return repr(inp.base_price + inp.gpus * inp.gpu_price + inp.cooling_capex
                + inp.extras_per_server)


def _embodied_per_server(b, o) -> str:
    parts = b.cells.get((o.number, "embodied_parts"))
    if parts is not None:
        return f"({parts[0]}+{b.at(o.number, 'gpus_per_server')}*{parts[1]})"
    snap = b.quote.catalog
    platform = snap.servers[o.option.server].embodied_kg_co2e or 0.0
    gpu = snap.gpus[o.option.gpu].embodied_kg_co2e or 0.0
    return repr(platform + o.option.gpus_per_server * gpu)


def _to_recover(b, R: dict[str, int], base_rows: dict[str, int], i: int, dk: str) -> str:
    """(M28 under M44) What the cumulative discounted saving must reach by the end of year i:
    Delta K plus every later purchase paid up to t = i, less the baseline's, discounted."""
    nxt = col(2 + min(i, b.year_cols - 1))
    mine = f"SUM($C${R['g_capex_pv']}:{nxt}{R['g_capex_pv']})"
    base = (f"-SUM($C${base_rows['g_capex_pv']}:{nxt}{base_rows['g_capex_pv']})"
            if "g_capex_pv" in base_rows else "")
    return f"={dk}+{mine}{base}"


def payback_search(R: dict[str, int], i: int, c: str, dk: str) -> str | None:
    """(M28 under M44) The last crossing up to year i: within the year, from below the amount
    still to recover at its start (T_0 = Delta K), or a jump up at its end (a later purchase of
    the baseline's that the option does not make); None without growth (the flat search)."""
    if "g_to_recover" not in R:
        return None
    cum, ds, rec = f"{c}{R['cumulative_saving']}", f"{c}{R['discounted_saving']}", R["g_to_recover"]
    prev_cum = "0" if i == 1 else f"{col(i)}{R['cumulative_saving']}"
    start = dk if i == 1 else f"{col(i)}{rec}"
    prev = '""' if i == 1 else f"{col(i)}{R['payback_search']}"
    return (f"=IF(AND({c}$4=1,{prev_cum}<{start},{cum}>={start}),"
            f"({c}$3-1)+({start}-{prev_cum})/{ds},"
            f"IF(AND({c}$4=1,{cum}<{start},{cum}>={c}{rec}),{c}$3,{prev}))")


def result_terms(b, o, cf: str) -> dict[str, str] | None:
    """The Results sheet's sums over the years of option ``o`` under growth (expressions on the
    Cash flow rows), or None without growth: K = sum K_y (shown undiscounted), the later
    purchases' present value, RV on every purchase (M35 under M44), the embodied carbon (all,
    and year 1's for M39), the carbon over the horizon and M25's discounted work."""
    rows = b.rows.get(o.number, {})
    if "g_servers" not in rows:
        return None
    n, last = o.number, b.last_year_col

    def span(key: str, first: str = "B") -> str:
        return f"'{cf}'!${first}${rows[key]}:${last}${rows[key]}"
    capex = f"SUM({span('g_capex')})"
    out = {"capex": capex, "later_pv": f"SUM({span('g_capex_pv', 'C')})",
           "kwh": f"SUM({span('g_kwh')})", "work": f"SUM({span('g_work')})",
           "work_pv": f"SUMPRODUCT({span('g_work')},'{cf}'!$B$5:${last}$5)",
           "co2": f"SUM({span('g_co2')})"}
    if "g_allowance" in rows:  # (M42 per purchase) A_c at the end of year c
        out["allowance_pv"] = f"SUMPRODUCT({span('g_allowance')},'{cf}'!$B$5:${last}$5)"
    if "g_embodied" in rows:
        out["embodied"] = f"SUM({span('g_embodied')})"
        out["embodied_first"] = f"'{cf}'!$B${rows['g_embodied']}"
    if (n, "residual") in b.cells and not o.result.rented:
        if o.baseline:  # its own amount, plus its share of what it buys (M44)
            share = o.option.residual_fraction or 0.0
            out["residual"] = (f"({b.at(n, 'residual')}+{share!r}*({capex}-"
                               f"'{cf}'!$B${rows['g_capex']}))")
        else:
            out["residual"] = (f"(opt{n}_residual_fraction*({capex}-"
                               f"{_installation(b, n)}))")
    return out


def _installation(b, n: int) -> str:
    cell = b.cells.get((n, "installation"))
    return ref(b.names["options"], cell) if cell else "0"


def label_values(d, key: str) -> dict:
    """The values a row label takes: the work unit of the work row."""
    return {"unit": d.work_units or d.work_unit} if key == "g_work" else {}


def still_owed(b, rows: dict[str, int], cf: str, dk: str) -> tuple[str, str]:
    """(M28 under M44) What the cumulative saving must reach at the horizon (Delta K plus the
    later purchases' difference), and the condition that no later purchase of the baseline's
    exceeds the option's (every Q_y >= 0, for "no payback"); (Delta K, "") without growth."""
    if "g_to_recover" not in rows:
        return dk, ""
    r, last, before = rows["g_to_recover"], b.last_year_col, col(b.year_cols)
    drops = f"SUMPRODUCT(--('{cf}'!$C${r}:${last}${r}<'{cf}'!$B${r}:${before}${r}))"
    return f"'{cf}'!${last}${r}", f",'{cf}'!$B${r}>={dk},{drops}=0"


def carbon_terms(b, n: int) -> dict[str, str]:
    """(M38, M39 under M44) embodied over every purchase, year 1's, and the years' CO2."""
    terms = getattr(b, "g_terms", {}).get(n) or {}
    out = {"co2": terms["co2"]} if "co2" in terms else {}
    if "embodied" in terms:
        out.update(embodied=terms["embodied"], first=terms["embodied_first"])
    return out
