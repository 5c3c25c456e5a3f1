"""Time-of-use tariffs: shifted work is not saved work (the kWh stay; price and carbon move)."""

import pytest

from app.calc import evaluate
from app.calc.tariff import day_night_carbon, night_work_share
from app.io.quote.store import load_quote
from app.model.tariff import Tariff
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
BASE = "Baseline 8xA100 air"


def _with_tariff(quote, **tariff):
    return quote.model_copy(update={"site": quote.site.model_copy(update={"tariff": Tariff(**tariff)})})


def test_a_flat_tariff_changes_nothing():
    flat = evaluate(_with_tariff(E3, day_price_per_kwh=0.20, night_price_per_kwh=0.20,
                                 flexible_share=0.5))
    plain = evaluate(E3)
    for a, b in zip(flat.options, plain.options):
        assert a.annual_energy_cost == pytest.approx(b.annual_energy_cost, rel=1e-12)
        assert a.tco == pytest.approx(b.tco, rel=1e-12)


def test_even_load_pays_the_hour_weighted_price():
    """8 night hours at 0.10 and 16 day hours at 0.25 average 0.20: E3's 56 611.71 again."""
    result = evaluate(_with_tariff(E3, day_price_per_kwh=0.25, night_price_per_kwh=0.10,
                                   night_hours_per_day=8))
    base = result.option(BASE)
    assert base.night_energy_share == pytest.approx(1 / 3)
    assert base.annual_energy_cost == pytest.approx(56611.71, abs=0.01)


def test_shifting_work_keeps_the_kwh_and_lowers_the_cost():
    fixed = evaluate(_with_tariff(E3, day_price_per_kwh=0.25, night_price_per_kwh=0.10))
    moved = evaluate(_with_tariff(E3, day_price_per_kwh=0.25, night_price_per_kwh=0.10,
                                  flexible_share=1.0))
    for a, b in zip(fixed.options, moved.options):
        assert b.annual_kwh_total == a.annual_kwh_total
        assert b.annual_energy_cost < a.annual_energy_cost
        assert b.night_energy_share > a.night_energy_share


def test_night_capacity_limits_what_can_move():
    """At u = 0.714 and u_max 0.8 the night can take only 0.8 / 0.714 of its even share."""
    share = float(night_work_share(8.0, 1.0, 10 / 14, 0.8))
    assert share == pytest.approx((8 / 24) * 0.8 / (10 / 14))
    assert float(night_work_share(8.0, 0.0, 0.5, 0.8)) == pytest.approx(8 / 24)


def test_carbon_follows_the_hourly_profile():
    profile = [0.1] * 24
    for hour in (23, 0, 1, 2, 3, 4, 5, 6):
        profile[hour] = 0.4  # a grid that is dirtier at night
    tariff = Tariff(day_price_per_kwh=0.2, night_price_per_kwh=0.2, hourly_carbon_kg_per_kwh=profile)
    day, night = day_night_carbon(profile, tariff.night_hours(), 8.0)
    assert (day, night) == (pytest.approx(0.1), pytest.approx(0.4))
    result = evaluate(_with_tariff(E3, day_price_per_kwh=0.2, night_price_per_kwh=0.2,
                                   hourly_carbon_kg_per_kwh=profile)).option(BASE)
    assert result.annual_co2_kg == pytest.approx(result.annual_kwh_total * (0.1 * 2 / 3 + 0.4 / 3))


def test_profile_needs_24_hours():
    with pytest.raises(ValueError, match="24 values"):
        Tariff(day_price_per_kwh=0.2, night_price_per_kwh=0.1, hourly_carbon_kg_per_kwh=[0.1] * 23)
