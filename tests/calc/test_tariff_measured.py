"""A measured load under a day/night tariff: an option made from fleet telemetry
carries its load over the day, and its night share of the energy comes from it instead of the
even spread; candidates keep the even spread. Checked by hand on synthetic curves and by
hypothesis properties (a flat curve is the even spread)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.calc import evaluate
from app.calc.tariff import (
    measured_energy_share,
    measured_night_share,
    night_energy_share,
    night_work_share,
)
from app.io.quote.store import load_quote, save_quote
from app.model.quote import SCHEMA_VERSION
from app.model.tariff import MeasuredLoad, Tariff
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
BASE = "Baseline 8xA100 air"
SOURCE = "Prometheus http://prom:9090, 2025-12-01 00:00 to 2025-12-15 00:00 UTC"


def _day(night_w: float, day_w: float, night=(23, 0, 1, 2, 3, 4, 5, 6)) -> list[float]:
    return [night_w if h in night else day_w for h in range(24)]


def _quote(load: list[float] | None, **tariff) -> object:
    """E3 with a day/night tariff and, on the baseline, a measured load."""
    site = E3.site.model_copy(update={"tariff": Tariff(**{
        "day_price_per_kwh": 0.25, "night_price_per_kwh": 0.10, **tariff})})
    measured = None if load is None else MeasuredLoad(
        hourly_mean_w=load, timezone="Europe/Amsterdam", source=SOURCE)
    options = [o.model_copy(update={"measured_load": measured}) if o.baseline else o
               for o in E3.options]
    return E3.model_copy(update={"site": site, "options": options})


def test_a_night_light_fleet_pays_the_measured_blend_by_hand():
    """Night 23:00-07:00 at 1 000 W, day at 2 000 W: 8 000 of 40 000 Wh at night, s = 0.2,
    so each kWh costs 0.2 x 0.10 + 0.8 x 0.25 = 0.22; the candidates keep 1/3 (0.20)."""
    result = evaluate(_quote(_day(1000.0, 2000.0)))
    base = result.option(BASE)
    assert base.measured_night_share == pytest.approx(0.2, rel=1e-12)
    assert base.night_energy_share == pytest.approx(0.2, rel=1e-12)
    assert base.price_per_kwh == pytest.approx(0.22, rel=1e-12)
    assert base.annual_energy_cost == pytest.approx(base.annual_kwh_total * 0.22, rel=1e-12)
    even = evaluate(_quote(None)).option(BASE)
    assert base.annual_kwh_total == even.annual_kwh_total  # the kWh stay, only the price moves
    for o in result.options:
        if not o.baseline:
            assert o.measured_night_share is None
            assert o.night_energy_share == pytest.approx(1 / 3)
    used = [i for i in base.inputs if i.key == "measured_night_share"]
    assert len(used) == 1 and used[0].value == 20.0 and used[0].confidence == "measured"
    assert used[0].source == f"{SOURCE}; Europe/Amsterdam"


def test_the_tariff_s_own_night_hours_weigh_the_measured_day():
    """7.5 night hours from 22:00: 22..4 whole, 5 half. A load of 10 W in each hour h = 0..23
    times (h + 1): night (23+1) + (1..5) + 0.5 x 6 = 42 of 300."""
    load = [10.0 * (h + 1) for h in range(24)]
    hours = Tariff(day_price_per_kwh=0.2, night_price_per_kwh=0.1, night_start_hour=22,
                   night_hours_per_day=7.5).night_hours()
    assert hours == [22, 23, 0, 1, 2, 3, 4, 5]
    want = (230 + 240 + 10 + 20 + 30 + 40 + 50 + 0.5 * 60) / 3000
    assert measured_night_share(load, hours, 7.5) == pytest.approx(want, rel=1e-12)
    base = evaluate(_quote(load, night_start_hour=22, night_hours_per_day=7.5)).option(BASE)
    assert base.night_energy_share == pytest.approx(want, rel=1e-12)


def test_the_flexible_share_moves_daytime_work_within_the_night_s_capacity_by_hand():
    """s_m 0.2, b = 1/3, idle fraction 0.3, f = 0.5, u 0.5, u_max 0.8: the daytime work's
    energy D = 1 - 0.2 - 0.3 x 2/3 = 0.6, wanted 0.2 + 0.5 x 0.6 = 0.5; the night at u_max
    takes 0.3/3 + 0.7 x min(1, (1/3) 0.8 / 0.5) = 0.47333: that is the share."""
    s = float(measured_energy_share(0.2, 8.0, 0.5, 0.5, 0.8, 0.3))
    assert s == pytest.approx(0.1 + 0.7 * (0.8 / 1.5), rel=1e-12)
    assert float(measured_energy_share(0.2, 8.0, 0.1, 0.5, 0.8, 0.3)) == pytest.approx(0.26)
    # a fleet that already works at night beyond the capacity keeps its measured share
    assert float(measured_energy_share(0.7, 8.0, 1.0, 0.5, 0.8, 0.3)) == pytest.approx(0.7)


positive = st.floats(min_value=1e-3, max_value=1e6, allow_nan=False)
fraction = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
night_h = st.floats(min_value=0.5, max_value=23.5, allow_nan=False)


@settings(max_examples=200, deadline=None)
@given(level=positive, start=st.integers(0, 23), hours=night_h)
def test_a_flat_curve_gives_night_hours_over_24(level, start, hours):
    tariff = Tariff(day_price_per_kwh=0.2, night_price_per_kwh=0.1, night_start_hour=start,
                    night_hours_per_day=hours)
    share = measured_night_share([level] * 24, tariff.night_hours(), hours)
    assert share == pytest.approx(hours / 24, rel=1e-9)


@settings(max_examples=300, deadline=None)
@given(hours=night_h, f=fraction, u=fraction, ceiling=st.floats(0.05, 1.0), idle=fraction)
def test_measured_at_the_even_spread_is_the_even_spread_rule(hours, f, u, ceiling, idle):
    even = float(night_energy_share(hours, night_work_share(hours, f, u, ceiling), idle))
    measured = float(measured_energy_share(hours / 24, hours, f, u, ceiling, idle))
    assert measured == pytest.approx(even, rel=1e-9, abs=1e-12)


@settings(max_examples=300, deadline=None)
@given(s_m=fraction, hours=night_h, f=fraction, u=fraction, ceiling=st.floats(0.05, 1.0),
       idle=fraction)
def test_work_only_moves_into_the_night(s_m, hours, f, u, ceiling, idle):
    s = float(measured_energy_share(s_m, hours, f, u, ceiling, idle))
    assert s_m - 1e-12 <= s <= 1.0 + 1e-12
    assert float(measured_energy_share(s_m, hours, 0.0, u, ceiling, idle)) == pytest.approx(s_m)


def test_a_measured_load_without_a_tariff_changes_nothing():
    plain = E3.model_copy(update={"options": [o.model_copy(update={"measured_load": MeasuredLoad(
        hourly_mean_w=_day(1.0, 9.0), source=SOURCE)}) if o.baseline else o for o in E3.options]})
    a, b = evaluate(plain).option(BASE), evaluate(E3).option(BASE)
    assert a.annual_energy_cost == b.annual_energy_cost and a.night_energy_share is None
    assert not [i for i in a.inputs if i.key == "measured_night_share"]


def test_the_quote_keeps_the_measured_load_and_an_old_quote_migrates(tmp_path):
    quote = _quote(_day(1000.0, 2000.0))
    path = tmp_path / "fleet.quote.json"
    save_quote(quote, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION
    saved = next(o for o in data["options"] if o["baseline"])["measured_load"]
    assert saved == {"hourly_mean_w": _day(1000.0, 2000.0), "timezone": "Europe/Amsterdam",
                     "source": SOURCE, "source_nl": "", "source_fr": ""}
    back = load_quote(path)
    assert back == quote
    assert evaluate(back).option(BASE).night_energy_share == pytest.approx(0.2)
    # a schema-3 file (no measured load) opens with the even spread it had
    old = json.loads(path.read_text(encoding="utf-8"))
    old["schema_version"] = 3
    for o in old["options"]:
        o.pop("measured_load", None)
    (tmp_path / "old.quote.json").write_text(json.dumps(old), encoding="utf-8")
    migrated = load_quote(tmp_path / "old.quote.json")
    assert migrated.schema_version == SCHEMA_VERSION and migrated.baseline.measured_load is None
    assert evaluate(migrated).option(BASE).night_energy_share == pytest.approx(1 / 3)


@pytest.mark.parametrize("values, why", [([1.0] * 23, "at least 24"), ([0.0] * 24, "not all 0"),
                                         ([-1.0] + [1.0] * 23, "0..1e9")])
def test_a_measured_load_must_be_a_day_of_power(values, why):
    with pytest.raises(ValueError, match=why):
        MeasuredLoad(hourly_mean_w=values, source=SOURCE)


def test_the_advisor_s_gpu_alternatives_are_new_candidates_with_the_even_spread():
    """An alternative GPU in the baseline's server is a new candidate: the baseline's measured
    load does not come with it (its TCO is the one without the measured load)."""
    from app.calc.advisor.findings import gpu_alternatives

    demand = E3.workload.demand_per_s
    measured = gpu_alternatives(_quote(_day(1000.0, 2000.0)), BASE, None, demand)
    even = gpu_alternatives(_quote(None), BASE, None, demand)
    assert measured and [a["tco"] for a in measured] == [a["tco"] for a in even]
