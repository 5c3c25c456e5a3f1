"""Extra bill-of-materials lines (Option.extras): what a line adds to capex
(M22: per-server lines inside the bracket, per-option lines beside installation), that an
optional line adds nothing, that the lines count in the maintenance rate's list capex and in
the residual value (METHOD §12.2, §12.4: one K), and the METHOD examples without lines."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.calc import evaluate
from app.io.quote.store import dump_quote, load_quote, parse_quote
from app.model import ExtraLine, Option
from app.model import bounds as B
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
CAND = "8xH200 air"

SUPPORT = ExtraLine(description="Support 5 years next business day", quantity=1,
                    unit_price=4_000.0, per_server=True)
TRANSPORT = ExtraLine(description="Transport and unpacking", quantity=2, unit_price=750.0)
CDU = ExtraLine(description="CDU 100 kW with manifolds", quantity=1, unit_price=38_000.0,
                optional=True)


def _quote(label=CAND, **update):
    options = [Option.model_validate({**o.model_dump(), **update}) if o.label == label else o
               for o in E3.options]
    return E3.model_copy(update={"options": options})


def test_lines_add_to_capex_per_server_and_per_option_and_optional_adds_nothing():
    plain = evaluate(E3).option(CAND)
    got = evaluate(_quote(extras=[SUPPORT.model_dump(), TRANSPORT.model_dump(),
                                  CDU.model_dump()])).option(CAND)
    m = plain.servers
    assert got.servers == m
    assert got.capex == pytest.approx(plain.capex + m * 4_000.0 + 2 * 750.0, abs=1e-6)
    # a one-off at t = 0: the TCO and the switching cost grow by the same amount
    assert got.tco - plain.tco == pytest.approx(got.capex - plain.capex, abs=1e-6)
    assert got.switching_capex - plain.switching_capex == pytest.approx(
        got.capex - plain.capex, abs=1e-6)
    assert got.npv == pytest.approx(plain.npv - (got.capex - plain.capex), abs=1e-6)


def test_an_optional_line_alone_changes_no_figure():
    plain = evaluate(E3).option(CAND)
    got = evaluate(_quote(extras=[CDU.model_dump()])).option(CAND)
    for field in ("capex", "tco", "npv", "simple_payback_years", "discounted_payback_years"):
        assert getattr(got, field) == getattr(plain, field)


def test_maintenance_rate_and_residual_value_count_the_lines_in_one_k():
    """METHOD §12.4: capex, financing and the residual value use one K, extra lines inside
    (RV = f_res x (K - installation)); §12.2: K_list includes the extra lines too, so a rate
    on list capex grows with them."""
    terms = dict(maintenance_rate=0.05, residual_fraction=0.2, installation=10_000.0)
    plain = evaluate(_quote(**terms)).option(CAND)
    got = evaluate(_quote(**terms, extras=[SUPPORT.model_dump(),
                                           TRANSPORT.model_dump()])).option(CAND)
    lines = plain.servers * 4_000.0 + 2 * 750.0
    assert got.capex == pytest.approx(plain.capex + lines, abs=1e-6)
    assert got.capex_list == pytest.approx(plain.capex_list + lines, abs=1e-6)
    assert got.maintenance_per_year == pytest.approx(plain.maintenance_per_year + 0.05 * lines,
                                                     abs=1e-6)
    assert got.residual_value == pytest.approx(0.2 * (got.capex - 10_000.0), abs=1e-6)
    assert got.residual_value == pytest.approx(plain.residual_value + 0.2 * lines, abs=1e-6)


def test_sizing_mode_lines_follow_the_sized_server_count():
    """Per-server lines multiply the servers the engine sizes, whatever that count is."""
    for demand in (5.0, 40.0):
        q = _quote(extras=[SUPPORT.model_dump()])
        q = q.model_copy(update={"workload": q.workload.model_copy(
            update={"demand_per_s": demand})})
        plain = E3.model_copy(update={"workload": q.workload})
        got, ref = evaluate(q).option(CAND), evaluate(plain).option(CAND)
        assert got.capex - ref.capex == pytest.approx(ref.servers * 4_000.0, abs=1e-6)


def test_a_quote_with_lines_saves_and_reopens_with_the_same_figures():
    q = _quote(extras=[SUPPORT.model_dump(), CDU.model_dump()])
    again = parse_quote(dump_quote(q))
    assert again == q
    assert evaluate(again).option(CAND).capex == evaluate(q).option(CAND).capex


@pytest.mark.parametrize("line, why", [
    ({"description": "", "unit_price": 1}, "at least 1 character"),
    ({"description": "Rails", "quantity": 0, "unit_price": 1}, "greater than 0"),
    ({"description": "Rails", "quantity": B.MAX_QUANTITY + 1, "unit_price": 1}, "less than or equal"),
    ({"description": "Rails", "unit_price": -1}, "greater than or equal to 0"),
    ({"description": "Rails", "unit_price": B.MAX_AMOUNT * 2}, "less than or equal"),
    ({"description": "Rails\nPDU", "unit_price": 1}, "line break"),
    ({"description": "x" * 201, "unit_price": 1}, "at most 200 characters"),
    ({"description": "Rails", "unit_price": float("nan")}, "finite"),
])
def test_a_bad_line_is_refused_with_the_reason(line, why):
    with pytest.raises(ValidationError, match=why):
        ExtraLine.model_validate(line)


def test_too_many_lines_are_refused():
    lines = [TRANSPORT.model_dump()] * (B.MAX_EXTRA_LINES + 1)
    with pytest.raises(ValidationError, match=f"at most {B.MAX_EXTRA_LINES} items"):
        _quote(extras=lines)


def test_the_baseline_and_a_rental_take_no_lines():
    with pytest.raises(ValidationError, match="the baseline is not bought"):
        _quote(label="Baseline 8xA100 air", extras=[TRANSPORT.model_dump()])
    cand = next(o for o in E3.options if o.label == CAND)
    rental = {"billing": "reserved", "price_per_gpu_hour": 2.0}
    with pytest.raises(ValidationError, match="a rental is not bought"):
        Option.model_validate({**cand.model_dump(), "rental": rental,
                               "extras": [TRANSPORT.model_dump()]})


def test_a_quote_file_with_a_bad_line_says_which_and_why():
    import json

    from app.errors import InputFileError

    data = json.loads(dump_quote(E3))
    data["options"][1]["extras"] = [{"description": "Rails", "quantity": 0, "unit_price": 5}]
    with pytest.raises(InputFileError) as info:
        parse_quote(json.dumps(data), "q.json")
    assert str(info.value) == "q.json: options[2].extras[1].quantity = 0: must be more than 0"
