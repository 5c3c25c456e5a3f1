"""The facility figures: feed currents, heat and PSU headroom by the electrician's rules, and
the proposal's page of them agrees with the engine's peak power per option."""

import math

import pytest

from app.calc import facility
from app.calc.evaluate import evaluate
from app.io.export.document import build_document
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES


def test_feed_currents_follow_p_over_u_cos_phi():
    assert facility.amps_single_phase(230 * 0.95 * 10) == pytest.approx(10.0)
    assert facility.amps_three_phase(math.sqrt(3) * 400 * 0.95 * 16) == pytest.approx(16.0)
    assert facility.amps_single_phase(None) is None


def test_heat_and_headroom():
    assert facility.heat_btu_h(1000) == pytest.approx(3412.142)   # M12
    assert facility.psu_headroom(0.4) == pytest.approx(0.6)
    assert facility.psu_headroom(1.1) == pytest.approx(-0.1)       # over: negative
    assert facility.total_kw(3, 5000) == pytest.approx(15.0)


def test_the_proposal_page_shows_each_options_peak_current_heat_and_racks():
    quote = load_quote(EXAMPLES / "example.quote.json")
    result = evaluate(quote)
    doc = build_document(quote, result, "nl")
    rows = {r.key: r for r in doc.facility}
    for i, view in enumerate(doc.options):
        r = result.option(view.label)
        total_w = r.servers * r.wall_peak_w
        assert rows["fac_peak_kw"].values[i] == pytest.approx(total_w / 1000)
        assert rows["fac_amps_230"].values[i] == pytest.approx(r.wall_peak_w / (230 * 0.95))
        assert rows["fac_heat_btu"].values[i] == pytest.approx(total_w * 3.412142)
        server = quote.catalog.servers[view.option.server]
        assert rows["fac_rack_units"].values[i] == r.servers * server.rack_units
        assert rows["fac_racks"].values[i] == r.racks
        assert rows["fac_psu_headroom"].values[i] == pytest.approx(1 - r.psu_peak_load)
    assert rows["fac_budget_fit"].label == "Past binnen het vermogensbudget van de locatie"
    assert set(rows["fac_budget_fit"].values) <= {"ja", "nee"}
