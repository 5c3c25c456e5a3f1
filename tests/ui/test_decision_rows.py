"""The Results page shows the whole decision's rows only where a quote uses them, with the
engine's figures, in English and Dutch."""

from app.io.quote.store import save_quote
from app.model.decision import Financing, Rental
from tests.calc.test_whole_decision import _e5_site_quote


def _rows(page) -> dict[str, list[str]]:
    model = page.model
    from PySide6.QtCore import Qt

    return {model.headerData(r, Qt.Orientation.Vertical): [model.data(model.index(r, c)) for c in range(model.columnCount())]
            for r in range(model.rowCount())}


def _page(qtbot, state_for, tmp_path, quote):
    from app.ui.pages.results_page import ResultsPage

    path = tmp_path / "q.quote.json"
    save_quote(quote, path)
    page = ResultsPage(state_for(path))
    qtbot.addWidget(page)
    return page


def _dutch_rows(page) -> dict[str, list[str]]:
    """The page's rows redrawn in Dutch (the UI language back to English afterwards)."""
    from app.ui.i18n import install_language

    install_language("nl")
    try:
        page.state.lang = "nl"
        page.refresh()
        return _rows(page)
    finally:
        install_language("en")


def test_bill_and_financing_rows(qtbot, state_for, tmp_path):
    q = _e5_site_quote(residual_fraction=0.2, financing=Financing(share=0.5, rate=0.05, months=36))
    page = _page(qtbot, state_for, tmp_path, q)
    rows = _rows(page)
    assert rows["of which energy tax, year 1"][0] == "€9,984"
    assert rows["of which grid capacity charge, year 1"][0] == "€17,811"
    assert "Monthly loan payment" in rows and rows["Monthly loan payment"][0] == "–"
    assert rows["Residual value at the horizon"][1].startswith("€")
    assert "Rented GPU-hours billed [h/year]" not in rows
    nl = _dutch_rows(page)
    assert nl["waarvan energiebelasting, jaar 1"][0] == "€ 9.984"
    assert "Maandtermijn van de lening" in nl


def test_plain_quotes_keep_their_rows(qtbot, state_for, tmp_path):
    page = _page(qtbot, state_for, tmp_path, _e5_site_quote().model_copy(
        update=dict(site=_e5_site_quote().site.model_copy(update=dict(bill=None)))))
    labels = set(_rows(page))
    assert not labels & {"of which energy tax, year 1", "Monthly loan payment",
                         "Residual value at the horizon", "Embodied CO₂ of the hardware [kg]"}


def test_a_rental_row(qtbot, state_for, tmp_path):
    page = _page(qtbot, state_for, tmp_path,
                 _e5_site_quote(rental=Rental(price_per_gpu_hour=1.8, migration=20_000)))
    rows = _rows(page)
    assert rows["Rented GPU-hours billed [h/year]"][1].replace(",", "").isdigit()


def test_no_payback_reads_as_the_engine_says_in_both_languages(qtbot, state_for, tmp_path):
    """METHOD M27/M28: a switch that gains up front and then costs a year shows "no payback"
    beside its positive NPV, not "never" (which would contradict the NPV)."""
    from tests.calc.test_payback_rules import E3

    quote = E3.model_copy(update={"baseline_capex": 1e7, "site": E3.site.model_copy(
        update={"energy_price_per_kwh": 0.0})})
    cand = E3.options[1].model_copy(update={"maintenance_per_year": 1000.0})
    quote = quote.model_copy(update={"options": [quote.options[0], cand]})
    page = _page(qtbot, state_for, tmp_path, quote)
    rows = _rows(page)
    simple = rows["Payback, simple (first-year saving)"]
    cumulative = rows["Payback, cumulative (escalated, discounted)"]
    assert simple[1] == "no payback" and cumulative[1] == "no payback"
    assert "never" not in simple + cumulative
    nl = _dutch_rows(page)
    assert nl["Terugverdientijd, eenvoudig (besparing eerste jaar)"][1] == "geen terugverdientijd"
