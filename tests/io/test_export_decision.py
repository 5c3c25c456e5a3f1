"""The whole decision in the workbook (METHOD §11.4-§11.6): the bill in components, financing,
residual value, a rental and embodied carbon as live formulas. LibreOffice recalculates the
workbook of METHOD E5, and again after the customer changes a tax band's rate, the loan's rate
and the rental price in their cells; every named figure must equal the engine's for the quote
changed the same way (money to the cent, paybacks to 1e-6 years)."""

from __future__ import annotations

import pytest

from app.calc import evaluate
from app.io.export import write_xlsx
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.io.export_helpers import (
    edited_copy,
    name_cells,
    needs_soffice,
    ordered,
    recalc_many,
    values,
)

pytestmark = needs_soffice

E5 = EXAMPLES / "method-e5.quote.json"

#: workbook name suffix -> OptionResult field (or a function of it)
FIGURES = {
    "annual_kwh_total": "annual_kwh_total",
    "annual_energy_cost": "annual_energy_cost",
    "energy_tax_y1": lambda o: o.energy_tax_by_year[0] if o.energy_tax_by_year else None,
    "capacity_charge_y1": lambda o: (o.capacity_charge_by_year[0] if o.capacity_charge_by_year
                                     else None),
    "capex": "capex",
    "capex_upfront": "capex_upfront",
    "monthly_payment": "monthly_payment",
    "residual_value": "residual_value",
    "gpu_hours_per_year": "gpu_hours_per_year",
    "tco": "tco",
    "npv": "npv",
    "simple_payback_years": "simple_payback_years",
    "discounted_payback_years": "discounted_payback_years",
    "embodied_kg": "embodied_kg",
    "carbon_horizon_kg": "carbon_horizon_kg",
    "carbon_payback_years": "carbon_payback_years",
}


def engine_figure(opt, field):
    return field(opt) if callable(field) else getattr(opt, field)


def compare(q, got: dict) -> set[str]:
    """Assert every named optN_* figure of FIGURES equals the engine's; returns the suffixes
    compared as numbers."""
    compared = set()
    options = ordered(evaluate(q))
    number = {o.label: n for n, o in enumerate(options, start=1)}
    for n, opt in enumerate(options, start=1):
        for item in opt.note_items:  # (M37) the break-even price against each purchase
            if item.code == "rental_break_even":
                name = f"opt{n}_break_even_opt{number[item.args['other'][1]]}"
                price = item.args["price"][1]
                assert abs(got[name] - price) <= 1e-6, f"{name}: {got[name]!r}, engine {price!r}"
                compared.add("break_even")
        for suffix, field in FIGURES.items():
            name = f"opt{n}_{suffix}"
            if name not in got:
                continue
            cell, expected = got[name], engine_figure(opt, field)
            if expected is None:
                assert isinstance(cell, str), (name, cell)
                continue
            assert isinstance(cell, (int, float)), (name, cell, expected)
            tol = 1e-6 if "payback" in suffix else 0.01
            assert abs(cell - expected) <= tol, f"{name}: workbook {cell!r}, engine {expected!r}"
            compared.add(suffix)
    return compared


def test_e5_workbook_recalculates_to_the_engine(recalculated):
    q = load_quote(E5)
    got = recalculated["e5"]
    assert compare(q, got) == set(FIGURES) | {"break_even"}
    # METHOD E5's tables, as a reader checks them by hand
    assert round(got["opt1_energy_tax_y1"], 2) == 9984.33
    assert round(got["opt2_monthly_payment"], 2) == 21728.90
    assert round(got["opt4_gpu_hours_per_year"]) == 210240


def _edited(q, band_rate=None, financing_rate=None, rental_price=None, **site):
    """``q`` changed as the workbook edit changes it: band 1's rate, option A's loan rate, the
    rental's price per GPU-hour, and site inputs."""
    bill = q.site.bill
    if band_rate is not None:
        bands = list(bill.tax_bands)
        bands[0] = bands[0].model_copy(update={"per_kwh": band_rate})
        bill = bill.model_copy(update={"tax_bands": bands})
    bill_fields = {k: site.pop(k) for k in ("site_kwh_per_year", "capacity_price_per_kw_month")
                   if k in site}
    bill = bill.model_copy(update=bill_fields)
    options = []
    for o in q.options:
        if o.financing is not None and financing_rate is not None:
            o = o.model_copy(update={"financing": o.financing.model_copy(
                update={"rate": financing_rate})})
        if o.rental is not None and rental_price is not None:
            o = o.model_copy(update={"rental": o.rental.model_copy(
                update={"price_per_gpu_hour": rental_price})})
        options.append(o)
    return q.model_copy(update={"site": q.site.model_copy(update={"bill": bill, **site}),
                                "options": options})


#: workbook cell name of each edit
CELLS = {"band_rate": "tax_band1_rate", "financing_rate": "opt2_financing_rate",
         "rental_price": "opt4_rental_price", "discount_rate": "discount_rate", "years": "years",
         "site_kwh_per_year": "site_kwh", "capacity_price_per_kw_month": "capacity_price",
         "colocation_per_kw_year": "colocation_per_kw_year"}

EDITS = [
    dict(band_rate=0.0512, financing_rate=0.079, rental_price=2.35),
    dict(band_rate=0.02, financing_rate=0.0, rental_price=1.25, discount_rate=0.0, years=3),
    dict(financing_rate=0.11, years=2, site_kwh_per_year=20_000_000.0,
         capacity_price_per_kw_month=6.5),
    dict(colocation_per_kw_year=180.0, rental_price=2.0),
]


EDIT_IDS = ["band-loan-rental", "no-interest-3y", "balance-owed-full-band", "colocation"]


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory, dutch_export):
    """"e5" and each edit's id -> every named cell's value after LibreOffice recalculated the
    E5 workbook (with the customer's edit typed in), and "dutch" of the Dutch whole-decision
    quote's workbook, all in one LibreOffice start."""
    folder = tmp_path_factory.mktemp("decision")
    q = load_quote(E5)
    src = write_xlsx(q, evaluate(q), folder / "e5.xlsx")
    cells = name_cells(src)
    sources = {"e5": src}
    for edit, eid in zip(EDITS, EDIT_IDS):
        sources[eid] = edited_copy(src, cells, {CELLS[k]: v for k, v in edit.items()},
                                   folder / f"{eid}.xlsx")
    sources["dutch"] = dutch_export[1]  # the Dutch whole-decision quote's own workbook
    cells_of = {name: cells for name in sources} | {"dutch": name_cells(dutch_export[1])}
    outs = recalc_many(list(sources.values()), folder / "out")
    return {name: values(out, cells_of[name]) for name, out in zip(sources, outs)}


@pytest.fixture(scope="module")
def dutch_export(tmp_path_factory):
    """The Dutch whole-decision quote (``_dutch_quote``), its workbook and its PDF, in Dutch."""
    from app.io.export import export_quote

    folder = tmp_path_factory.mktemp("decision-nl")
    q = _dutch_quote()
    xlsx, pdf = export_quote(q, xlsx=folder / "dutch.xlsx", pdf=folder / "dutch.pdf", lang="nl")
    return q, xlsx, pdf


@pytest.mark.parametrize("edit", EDITS, ids=EDIT_IDS)
def test_edited_tax_band_loan_rate_and_rental_price_recalculate_like_the_engine(edit,
                                                                                recalculated):
    q = load_quote(E5)
    got = recalculated[EDIT_IDS[EDITS.index(edit)]]
    changed = _edited(q, **edit)
    assert compare(changed, got) == set(FIGURES) | {"break_even"}
    before = ordered(evaluate(q))
    if "rental_price" in edit:  # the edit reached the figures, not only the cell
        assert abs(got["opt4_tco"] - before[3].tco) > 1000
    if "financing_rate" in edit:
        assert abs(got["opt2_monthly_payment"] - before[1].monthly_payment) > 1


def _dutch_quote():
    """METHOD E5 as a Dutch customer's quote: the shipped Dutch bill preset, Dutch texts, a
    loan running past the horizon (the balance still owed falls in year N), a like-for-like
    replacement of the current configuration that is due anyway (its capex, embodied carbon
    and residual value), an on-demand rental with escalation and fixed costs, a green
    contract."""
    from app.io.catalog.presets import load_bill_presets

    q = load_quote(E5)
    # the shipped Dutch energiebelasting (four bands), the customer's contract price, the rest
    # of the site at 2 GWh a year and the grid operator's rate for contracted capacity
    bill = load_bill_presets()["NL"].bill(0.118, site_kwh_per_year=2_000_000.0)
    bill = bill.model_copy(update={"capacity_price_per_kw_month": 3.15, "tax_escalation": 0.02,
                                   "capacity_escalation": 0.01})
    site = q.site.model_copy(update={"bill": bill, "market_carbon_kg_per_kwh": 0.05})
    labels = ["Huidig: 45 servers met 8xA100", "A: 8xH200, half gefinancierd",
              "B: 8xH200, contant", "H: 8xH200 gehuurd"]
    options = []
    for o, label in zip(q.options, labels):
        update = {"label": label}
        if o.financing is not None:
            update["financing"] = o.financing.model_copy(update={"months": 72, "rate": 0.045})
        if o.rental is not None:
            update["rental"] = o.rental.model_copy(update={
                "billing": "on_demand", "escalation": 0.02, "fixed_per_year": 2400.0,
                "provider": "Voorbeeld GPU-wolk",
                "price_source": "prijslijst van de aanbieder, 2026"})
        options.append(o.model_copy(update=update))
    return q.model_copy(update={
        "title": "Vervanging rekencluster", "site": site, "options": options,
        "baseline_residual": 25000.0, "baseline_capex": 60000.0, "baseline_embodied_kg": 4000.0,
        "customer": q.customer.model_copy(update={"name": "Rekencentrum Zuid B.V."})})


def test_done_when_a_dutch_whole_decision_quote_exports_and_recalculates(dutch_export,
                                                                         recalculated):
    """The whole decision in Dutch: a Dutch quote with the bill in components, a financed candidate
    with residual value, a rental and embodied carbon computes, exports (workbook and PDF, in
    Dutch throughout) and recalculates in the workbook to the engine's figures."""
    import shutil
    import subprocess

    from tests.english_text import english_in, user_texts

    q, _, pdf = dutch_export
    result = evaluate(q)
    assert all(o.valid for o in result.options)
    got = recalculated["dutch"]
    assert compare(q, got) == set(FIGURES) | {"break_even"}
    financed = ordered(result)[1]
    assert financed.financing_by_year[-1] > 1.8 * financed.financing_by_year[0]  # + balance
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed: the PDF's text is not read")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    mine = user_texts(q)
    assert english_in(text, mine) == []
    flat = " ".join(text.split())
    for words in ("Belasting, financiering, huur en CO₂", "Maandtermijn van de lening",
                  "Restwaarde aan het einde van de looptijd", "Huurprijs per GPU-uur",
                  "Energiebelasting schijf 2: tarief per kWh",
                  "CO₂-terugverdientijd van de hardware"):
        assert words in flat, words
    from app.io.words.formatting import money
    assert money(financed.monthly_payment, "EUR", "nl") in flat


def test_quotes_without_the_decision_inputs_get_no_decision_rows(tmp_path):
    """Without bill, financing, residual value, rental or embodied carbon the workbook has none
    of their cells and the PDF no page for them (METHOD E1-E4 exports as before)."""
    from tests.io.export_helpers import E4, quote

    q = quote(E4)
    src = write_xlsx(q, evaluate(q), tmp_path / "e4.xlsx")
    names = set(name_cells(src))
    extra = {"capex_upfront", "monthly_payment", "residual_value", "gpu_hours_per_year",
             "energy_tax_y1", "embodied_kg", "carbon_payback_years"}
    assert not [n for n in names if n.split("_", 1)[-1] in extra]
    assert not [n for n in names if n.startswith("tax_band") or n == "site_kwh"]
    from app.io.export.document import build_document
    assert build_document(q, evaluate(q), "nl").decision == []
