"""`gpu-tco calc QUOTE` as text: the whole decision's results (METHOD §11.4-§11.6) appear where a
quote uses them (E5), and a quote without those inputs (E1) reads as before."""

from __future__ import annotations

from app import paths
from app.calc.evaluate import evaluate
from app.io.quote.store import load_quote
from tests.conftest import run_cli

EXAMPLES = paths.resources_dir() / "examples"
DECISION_ROWS = ("of which energy tax, year 1", "of which grid capacity charge, year 1",
                 "Rented GPU-hours billed [h/year]", "Embodied CO2 of the hardware [kg]",
                 "CO2 over the horizon, embodied included [kg]", "Carbon payback of the hardware",
                 "Paid at the start (the financed part monthly)", "Monthly loan payment",
                 "Residual value at the horizon")


def _row(text: str, title: str) -> list[str]:
    line = next(line for line in text.splitlines() if line.startswith(title))
    return line[len(title):].split()


def test_e5_text_shows_the_bill_financing_residual_rental_and_carbon():
    path = EXAMPLES / "method-e5.quote.json"
    out = run_cli("calc", str(path))
    assert out.returncode == 0, out.stderr
    for title in DECISION_ROWS:
        assert title in out.stdout
    result = evaluate(load_quote(path))
    a = next(o for o in result.options if o.financing_by_year)
    column = [o.label for o in result.options].index(a.label)
    assert _row(out.stdout, "Monthly loan payment")[0] == f"€{a.monthly_payment:,.2f}"
    assert _row(out.stdout, "Residual value at the horizon")[column] == f"€{a.residual_value:,.2f}"
    assert _row(out.stdout, "of which energy tax, year 1")[column] == \
        f"€{a.energy_tax_by_year[0]:,.2f}"
    assert _row(out.stdout, "CO2 over the horizon, embodied included [kg]")[column] == \
        f"{a.carbon_horizon_kg:,.2f}"
    rented = next(o for o in result.options if o.rented)
    assert f"{rented.gpu_hours_per_year:,.0f}" in _row(out.stdout, "Rented GPU-hours billed")[-1]


def test_e1_text_has_no_rows_of_the_whole_decision():
    out = run_cli("calc", str(EXAMPLES / "method-e1.quote.json"))
    assert out.returncode == 0, out.stderr
    assert not [title for title in DECISION_ROWS if title in out.stdout]
    assert "TCO over 5 years" in out.stdout
