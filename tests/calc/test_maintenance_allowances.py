"""Maintenance after the warranty (METHOD M41), investment allowances (M42) and the two
engine defects of METHOD §12.4, at their edges: what the user would see change, or refused."""

import pytest
from pydantic import ValidationError

from app.calc import evaluate
from app.calc.allowances import banded_deduction
from app.io.quote.store import dump_quote, load_quote, parse_quote
from app.model import Option, Quote
from app.model.allowance import AllowanceBand
from tests.conftest import EXAMPLES

E6 = load_quote(EXAMPLES / "method-e6-allowances.quote.json")
B1 = "B1: B after a 3-year warranty, support 8 %"
B2 = "B2: B1 + EIA"


def _with(label, **update):
    options = [Option.model_validate({**o.model_dump(), **update}) if o.label == label else o
               for o in E6.options]
    return Quote.model_validate({**E6.model_dump(), "options": [o.model_dump() for o in options]})


def test_an_entered_amount_or_rate_is_the_contract_every_year():
    for entered, each in ((dict(maintenance_per_year=0.0), 0.0),
                          (dict(maintenance_per_year=20_000.0), 20_000.0),
                          (dict(maintenance_rate=0.02), 0.02 * 1_450_000)):
        o = evaluate(_with(B1, **entered)).option(B1)
        assert o.maintenance_by_year == pytest.approx([each] * 5)
        assert not any(n.code == "maintenance_after_warranty" for n in o.note_items)


def test_the_options_warranty_overrides_the_rows_and_a_long_one_leaves_no_maintenance():
    one = evaluate(_with(B1, warranty_years=1)).option(B1)
    assert one.maintenance_by_year == pytest.approx([0.0] + [116_000.0] * 4)
    for w in (5, 7):
        o = evaluate(_with(B1, warranty_years=w)).option(B1)
        assert o.maintenance_by_year == [0.0] * 5
    zero = evaluate(_with(B1, warranty_years=0)).option(B1)
    assert zero.maintenance_by_year == pytest.approx([116_000.0] * 5)


def test_the_baseline_takes_no_support_rate():
    base = E6.baseline
    q = Quote.model_validate({**E6.model_dump(), "options": [
        {**base.model_dump(), "server": "e6-h200-server", "gpu": "e5-h200",
         "maintenance_per_year": None}] + [o.model_dump() for o in E6.options[1:]]})
    assert evaluate(q).option(base.label).maintenance_by_year == [0.0] * 5


def test_a_financed_baseline_is_refused():
    base = E6.baseline
    with pytest.raises(ValidationError, match="the baseline is not bought"):
        Option.model_validate({**base.model_dump(),
                               "financing": {"share": 0.5, "rate": 0.05, "months": 36}})


def test_allowances_only_on_bought_candidates_and_only_the_quotes_own():
    base = E6.baseline
    with pytest.raises(ValidationError, match="not bought"):
        Option.model_validate({**base.model_dump(), "allowances": ["e6-eia"]})
    with pytest.raises(ValidationError, match="not among the quote's tax allowances"):
        _with(B1, allowances=["nl-eia-2031"])
    no_tax = {**E6.model_dump(), "tax": None}
    with pytest.raises(ValidationError, match="not among"):
        Quote.model_validate(no_tax)


def test_banded_allowance_is_zero_outside_every_band_and_never_below_zero():
    bands = [AllowanceBand(lo=2_800, hi=69_765, fixed=0, rate=0.28),
             AllowanceBand(lo=69_765, hi=129_194, fixed=19_535, rate=0),
             AllowanceBand(lo=129_194, hi=387_580, fixed=19_535, rate=-0.0756)]
    assert banded_deduction(bands, 1_000) == 0.0
    assert banded_deduction(bands, 10_000) == pytest.approx(0.28 * 7_200)
    assert banded_deduction(bands, 100_000) == pytest.approx(19_535)
    assert banded_deduction(bands, 387_579) >= 0.0
    assert banded_deduction(bands, 400_000) == 0.0


def test_the_flags_need_a_baseline_that_pays_maintenance():
    q = _with(E6.baseline.label, maintenance_per_year=None)
    for o in evaluate(q).options:
        assert "maintenance_not_given" not in o.flags
    q = _with("B: 8xH200 air, cap 75 %, at least 4, cash", installation=0.0)
    b = evaluate(q).option("B: 8xH200 air, cap 75 %, at least 4, cash")
    assert {"maintenance_not_given", "installation_not_given"} <= set(b.flags)
    labels = {i.key: i for i in b.inputs}
    assert labels["installation"].confidence != "quoted"
    assert labels["maintenance_per_year"].confidence != "quoted"


def test_a_support_rate_is_cited_from_the_server_row_not_as_quoted():
    b1 = evaluate(E6).option(B1)
    keys = {i.key: i for i in b1.inputs}
    assert "maintenance_per_year" not in keys
    assert keys["support_rate"].value == pytest.approx(8.0)
    assert keys["support_rate"].confidence != "quoted"


def test_a_tax_position_saves_and_reopens_with_the_same_figures():
    again = parse_quote(dump_quote(E6))
    assert again == E6
    assert evaluate(again).option(B2).npv == evaluate(E6).option(B2).npv


def test_a_rental_has_no_maintenance_and_no_benefit():
    e5 = load_quote(EXAMPLES / "method-e5.quote.json")
    r = evaluate(e5).option("R: 8xH200 rented, reserved")
    assert r.maintenance_by_year == [0.0] * 5 and r.allowance_benefit == 0.0


def test_the_advisors_variants_agree_with_evaluate_on_warranty_and_allowances():
    """The tornado, sweeps and Monte Carlo compare variants in one vectorised pass: at the
    point values they must give evaluate's NPV and cumulative payback (M41, M42)."""
    from app.calc.advisor.inputs import collect_inputs, point_values
    from app.calc.advisor.variants import run_variants

    result = evaluate(E6)
    variants = run_variants(E6, result.demand_per_s,
                            point_values(collect_inputs(E6, result.demand_per_s)))
    for o in result.options:
        if o.baseline:
            continue
        c = variants.comparisons[o.label]
        assert float(c.npv) == pytest.approx(o.npv, abs=1e-6), o.label
        if o.discounted_payback_years is not None:
            assert float(c.discounted_payback) == pytest.approx(o.discounted_payback_years)


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(w=st.integers(0, 8), rate=st.floats(0.0, 0.3), eia=st.floats(0.0, 1.0),
       tau=st.floats(0.0, 0.5))
def test_warranty_and_allowance_move_tco_and_npv_exactly_as_m41_and_m42(w, rate, eia, tau):
    """Against B of E5 (nothing entered): the support after a w-year warranty adds its present
    value to the TCO; an EIA at rate d with tax rate tau takes A / (1 + r) off it and adds the
    same to the NPV; the simple payback never counts A."""
    server = E6.catalog.servers["e6-h200-server"].model_copy(update={"support_rate": rate})
    data = E6.model_dump()
    data["catalog"]["servers"]["e6-h200-server"] = server.model_dump()
    data["tax"]["profit_tax_rate"] = tau
    data["tax"]["allowances"][0]["rate"] = eia
    for o in data["options"]:
        if o["label"] in (B1, B2):
            o["warranty_years"] = w
    q = Quote.model_validate(data)
    result = evaluate(q)
    b, b1, b2 = (result.option(x) for x in ("B: 8xH200 air, cap 75 %, at least 4, cash", B1, B2))
    support = sum(rate * b.capex_list / 1.06 ** y for y in range(w + 1, 6))
    assert b1.tco - b.tco == pytest.approx(support, abs=1e-6)
    assert b.npv - b1.npv == pytest.approx(support, abs=1e-6)
    benefit = tau * eia * b2.capex
    assert b2.allowance_benefit == pytest.approx(benefit, abs=1e-9)
    assert b1.tco - b2.tco == pytest.approx(benefit / 1.06, abs=1e-6)
    assert b2.npv - b1.npv == pytest.approx(benefit / 1.06, abs=1e-6)
    assert b2.simple_payback_years == b1.simple_payback_years


def test_the_advice_runs_on_warranty_and_allowances():
    """The tornado varies prices, so the capex and the banded allowance are arrays there."""
    import json

    from tests.conftest import run_cli

    out = run_cli("analyze", str(EXAMPLES / "method-e6-allowances.quote.json"), "--json")
    assert out.returncode == 0, out.stderr
    json.loads(out.stdout, parse_constant=pytest.fail)
