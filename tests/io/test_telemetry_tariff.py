"""From a REAL Prometheus to the tariff: a day of a synthetic fleet whose power
follows the hour of the day becomes the baseline, carrying its measured load over the day; a
day/night tariff then prices the baseline's energy by the measured night share (checked against
the generated samples), the candidates by the even spread. A window shorter than a day gives no
measured load and says so."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import numpy as np
import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.io.telemetry.baseline import use_fleet
from app.io.telemetry.client import Connection, PromClient
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from app.model.tariff import Tariff
from tests.conftest import EXAMPLES
from tests.io.telemetry_server import Fleet, missing_tools, serve

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
ZONE = "Europe/Amsterdam"


@pytest.fixture(scope="module")
def day_server(tmp_path_factory):
    fleet = Fleet(hosts=1, gpus_per_host=2, hours=24, model="A100 (E3)", with_extras=False,
                  seed=5)
    server = serve(fleet, tmp_path_factory.mktemp("prom-day"))
    yield fleet, server
    server.stop()


def _expected_day(fleet: Fleet, step: float) -> np.ndarray:
    """Mean fleet power per local hour from the generated samples: each sample counts in the
    step (t - step, t] that holds it, the step in the local hour of its middle."""
    zone = ZoneInfo(ZONE)
    sums, counts = np.zeros(24), np.zeros(24)
    for gpu in fleet.gpus:
        for t, p in zip(gpu["t"], gpu["p"]):
            if t <= fleet.start:
                continue  # before the first step of the window
            end = fleet.start + np.ceil((t - fleet.start) / step) * step
            hour = datetime.fromtimestamp(end - step / 2, zone).hour
            sums[hour] += p
            counts[hour] += 1
    per_step = step / fleet.interval_s  # samples per GPU and step
    return sums / (counts / (per_step * len(fleet.gpus))) / per_step


def test_the_measured_day_prices_the_baseline_s_energy(day_server):
    fleet, server = day_server
    result = import_fleet(PromClient(Connection(server.url)), Window(fleet.start, fleet.end),
                          tz=ZONE)
    quote, notes = use_fleet(E3, result)
    base = quote.baseline
    load = base.measured_load
    assert load is not None and load.timezone == ZONE
    assert load.source == (f"Prometheus {server.url}, 2025-12-01 00:00 to 2025-12-02 00:00 UTC, "
                           "A100 (E3)")
    want = _expected_day(fleet, result.source["step_s"])
    assert load.hourly_mean_w == pytest.approx(list(want), rel=1e-9)
    assert not [n for n in notes if "every hour" in n]
    tariff = Tariff(day_price_per_kwh=0.25, night_price_per_kwh=0.10)  # 23:00, 8 h
    priced = quote.model_copy(update={"site": quote.site.model_copy(update={"tariff": tariff})})
    got = evaluate(priced)
    night = [23, 0, 1, 2, 3, 4, 5, 6]
    share = want[night].sum() / want.sum()
    assert 0.2 < share < 1 / 3  # the generated fleet works less at night than by day
    b = got.option(priced.baseline.label)
    assert b.measured_night_share == pytest.approx(share, rel=1e-9)
    assert b.night_energy_share == pytest.approx(share, rel=1e-9)
    assert b.price_per_kwh == pytest.approx(share * 0.10 + (1 - share) * 0.25, rel=1e-9)
    for o in got.options:
        if not o.baseline:
            assert o.night_energy_share == pytest.approx(1 / 3)


def test_a_window_shorter_than_a_day_keeps_the_even_spread_and_says_so(day_server):
    fleet, server = day_server
    result = import_fleet(PromClient(Connection(server.url)),
                          Window(fleet.start, fleet.start + 6 * 3600), tz=ZONE)
    quote, notes = use_fleet(E3, result)
    assert quote.baseline.measured_load is None
    assert ("A100 (E3): the window does not cover every hour of the day, so no measured "
            "day/night split: a day/night tariff spreads its energy evenly") in notes
