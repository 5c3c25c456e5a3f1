"""M19a-M19c, M35-M39 on their own, each against METHOD E5's hand-checkable figures."""

import numpy as np
import pytest

from app.calc import bill, carbon, finance, rental
from app.calc.chain_terms import TaxBandTerms

NL_BANDS = [TaxBandTerms(0.0, 10_000_000.0, 0.0394), TaxBandTerms(10_000_000.0, None, 0.0019)]


def test_banded_tax_is_marginal_on_the_rest_of_the_site():
    """E5 baseline: 200 000 kWh in the first band, the rest in the second."""
    tax = bill.marginal_tax_by_year(1_307_543.00, 9_800_000.0, NL_BANDS, 0.0, 5)
    assert tax.shape == (5,)
    assert tax[0] == pytest.approx(200_000 * 0.0394 + 1_107_543.00 * 0.0019, abs=1e-6)
    assert round(float(tax[0]), 2) == 9_984.33
    assert np.all(tax == tax[0])  # tax does not escalate by default


def test_bands_the_site_already_fills_cancel_out():
    full = bill.marginal_tax_by_year(1000.0, 20_000_000.0, NL_BANDS, 0.0, 1)
    assert float(full[0]) == pytest.approx(1000.0 * 0.0019)
    assert float(bill.banded_tax(0.0, NL_BANDS)) == 0.0


def test_tax_escalates_when_asked():
    tax = bill.marginal_tax_by_year(100.0, 0.0, NL_BANDS, 0.1, 3)
    assert tax == pytest.approx([3.94, 4.334, 4.7674])


def test_capacity_charge_e5_option_a():
    """12 x 4.00 x 4 servers x 8 689.46 W x PUE 1.5 / 1000 = 2 502.56 from the rounded W_peak
    (METHOD's 2 502.57 uses the unrounded one: E5's golden test checks that)."""
    cap = bill.capacity_charge_by_year(4, 8_689.46, 1.5, 4.0, 0.0, 5)
    assert round(float(cap[0]), 2) == 2_502.56
    assert cap == pytest.approx([cap[0]] * 5)
    grown = bill.capacity_charge_by_year(1, 1000.0, 1.0, 1.0, 0.5, 2)
    assert grown == pytest.approx([12.0, 18.0])


def test_energy_cost_adds_the_components():
    tax = np.array([10.0, 10.0])
    cap = np.array([5.0, 5.0])
    cost = bill.energy_cost_by_year(100.0, 0.2, 0.5, tax, cap, 2)
    assert cost == pytest.approx([20.0 + 15.0, 30.0 + 15.0])


def test_loan_e5_option_a():
    payment = finance.monthly_payment(725_000.0, 0.05, 36)
    assert round(payment, 2) == 21_728.90
    fin = finance.payments_by_year(payment, 0.05, 36, 0.06, 5)
    assert [round(v, 2) for v in fin] == [267_841.91, 267_841.91, 267_841.91, 0.0, 0.0]
    present = sum(v / 1.06 ** y for y, v in enumerate(fin, start=1))
    assert round(present, 2) == 715_944.62


def test_loan_without_interest_or_discount_is_plain_division():
    payment = finance.monthly_payment(1200.0, 0.0, 12)
    assert payment == 100.0
    assert finance.payments_by_year(payment, 0.0, 12, 0.0, 2) == pytest.approx([1200.0, 0.0])


def test_a_loan_longer_than_the_horizon_settles_the_balance_in_year_n():
    """72 months over 5 years: 60 payments plus the present value of the last 12 at i/12."""
    payment = finance.monthly_payment(100_000.0, 0.06, 72)
    fin = finance.payments_by_year(payment, 0.06, 72, 0.0, 5)
    balance = finance.outstanding_balance(payment, 0.06, 12)
    assert fin[-1] == pytest.approx(12 * payment + balance)
    # with r = i, paying off early costs the same as the loan's own value: F
    fin_r = finance.payments_by_year(payment, 0.06, 72, 0.06, 5)
    assert sum(v / 1.06 ** y for y, v in enumerate(fin_r, 1)) == pytest.approx(
        sum(payment / (1 + 0.06) ** (t / 12) for t in range(1, 61)) + balance / 1.06 ** 5)


def test_residual_value_e5():
    rv = finance.residual_value(0.20, 1_450_000.0, 10_000.0)
    assert rv == 288_000.0
    assert round(finance.residual_present_value(rv, 0.06, 5), 2) == 215_210.35


def test_rental_reserved_and_on_demand():
    hours = rental.gpu_hours_per_year("reserved", 3, 8, 0.75, 8000.0)
    assert hours == 210_240.0
    opex = rental.rental_opex_by_year(hours, 1.80, 0.0, 0.0, 0.0, 3, 8, 5)
    assert opex == pytest.approx([378_432.0] * 5)
    busy = rental.gpu_hours_per_year("on_demand", 3, 8, 0.75, 8000.0)
    assert busy == 3 * 8 * 0.75 * 8000.0
    grown = rental.rental_opex_by_year(100.0, 2.0, 0.1, 50.0, 10.0, 1, 2, 2)
    assert grown == pytest.approx([200.0 + 50 + 20, 220.0 + 50 + 20])
    assert rental.rental_capex(20_000.0, 0.0) == 20_000.0


def test_embodied_carbon_and_payback_e5():
    kg = carbon.embodied_kg(4, 2_200.0, 8, 100.0)
    assert kg == 12_000.0
    assert carbon.carbon_over_horizon(kg, 79_665.39, 5) == pytest.approx(12_000 + 5 * 79_665.39)
    years, why = carbon.carbon_payback(kg, 0.0, 353_036.61, 79_665.39)
    assert why == "" and round(years, 2) == 0.04


@pytest.mark.parametrize("embodied, base, co2_b, co2_o, expected", [
    (None, 0.0, 10.0, 5.0, (None, "not_known")),
    (10.0, None, 10.0, 5.0, (None, "not_known")),
    (10.0, 0.0, 5.0, 5.0, (None, "never")),
    (0.0, 5.0, 10.0, 5.0, (0.0, "")),
    (0.0, 5.0, 5.0, 10.0, (None, "no_payback")),
])
def test_carbon_payback_edges(embodied, base, co2_b, co2_o, expected):
    assert carbon.carbon_payback(embodied, base, co2_b, co2_o) == expected


def test_embodied_carbon_not_known_is_never_zero():
    assert carbon.embodied_kg(4, None, 8, 100.0) is None
    assert carbon.carbon_over_horizon(None, 1.0, 5) is None
