"""Quote files at the schema's bounds: sizes, nesting and magnitudes are
refused in one line with exit 2, fast and in bounded memory; nothing non-finite gets in.

The inputs are generated here from METHOD E4.
"""

import copy
import json
import time

import pytest

from app.errors import InputFileError
from app.io.quote.store import load_quote, parse_quote
from app.model import bounds
from tests.conftest import EXAMPLES, run_cli

E4 = json.loads((EXAMPLES / "method-e4.quote.json").read_text())


def _doc(change) -> dict:
    doc = copy.deepcopy(E4)
    change(doc)
    return doc


def _set(path, value):
    def change(doc):
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


def _many_options(count):
    def change(doc):
        keep = ("server", "gpu", "gpus_per_server", "psu", "psu_count", "cooling")
        template = {k: doc["options"][1][k] for k in keep}  # the rest at its default
        doc["options"] = [dict(template, label=f"option {i}") for i in range(count)]
    return change


CASES = {
    "1000 nested arrays": ("[" * 1000 + "]" * 1000, "nested more than 40 levels"),
    "5000-digit integer": (json.dumps(E4).replace('"rack_u": 42', '"rack_u": ' + "7" * 5000),
                           "has 5,000 digits"),
    "Infinity in a budget": (json.dumps(_doc(_set(["site", "budget_kw"], float("inf")))),
                             "Infinity is not a number a quote may hold"),
    "NaN in a price": (json.dumps(_doc(_set(["site", "energy_price_per_kwh"], float("nan")))),
                       "NaN is not a number a quote may hold"),
    "1e400 as a float": (json.dumps(E4).replace('"energy_price_per_kwh": 0.3',
                                                '"energy_price_per_kwh": 1e400'), "too large"),
    "10**400 servers": (json.dumps(_doc(_set(["options", 0, "servers"], 10**400))),
                        "has 401 digits"),
    "maintenance 1e308": (json.dumps(_doc(_set(["options", 1, "maintenance_per_year"], 1e308))),
                          "maintenance_per_year = 1e+308: must be at most 1e+09"),
    "installation 1e26": (json.dumps(_doc(_set(["options", 1, "installation"], 1e26))),
                          "installation = 1e+26"),
    "quoted GPU price 1e28": (json.dumps(_doc(_set(["options", 1, "gpu_price"], 1e28))),
                              "gpu_price = 1e+28"),
    "catalogue price 1e28": (json.dumps(_doc(_set(["catalog", "servers", "e3-h200-server",
                                                   "base_price_eur"], 1e28))), "base_price_eur"),
    "1e6 servers": (json.dumps(_doc(_set(["options", 0, "servers"], 10**6))),
                    "servers = 1000000: must be at most 100000"),
    "discount rate -0.99": (json.dumps(_doc(_set(["site", "discount_rate"], -0.99))),
                            "discount_rate = -0.99: must be at least"),
    "PSU efficiency 1e-300": (json.dumps(_doc(_set(["catalog", "psus", "e3-titanium-3000",
                                                    "curve"], [[0.1, 1e-300], [1.0, 0.9]]))),
                              "curve efficiency 1e-300 outside [0.1, 1]"),
    "5000 options": (json.dumps(_doc(_many_options(5000))), "at most 200 items"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_quote_files_are_refused_in_one_line(name):
    text, message = CASES[name]
    started = time.perf_counter()
    with pytest.raises(InputFileError) as info:
        parse_quote(text, "q.quote.json")
    assert time.perf_counter() - started < 5
    line = str(info.value)
    assert message in line
    assert "\n" not in line and len(line) < 500


def test_an_unknown_field_holding_a_megabyte_gives_a_short_line():
    doc = _doc(_set(["options", 1, "bogus" + "k" * 10_000], "x" * 1_000_000))
    with pytest.raises(InputFileError) as info:
        parse_quote(json.dumps(doc), "q.quote.json")
    line = str(info.value)
    assert len(line) < 500 and "unknown field" in line and "characters)" in line


def test_100000_options_are_refused_fast():
    started = time.perf_counter()
    with pytest.raises(InputFileError, match="at most 200 items"):
        parse_quote(json.dumps(_doc(_many_options(100_000))), "q.quote.json")
    assert time.perf_counter() - started < 30  # was > 90 s (a quadratic label check)


def test_a_file_larger_than_the_limit_is_refused_unread(tmp_path):
    path = tmp_path / "big.quote.json"
    with path.open("wb") as handle:
        handle.truncate(bounds.MAX_FILE_BYTES + 10)  # sparse: costs no disk
    with pytest.raises(InputFileError, match="larger than 20,000,000 bytes"):
        load_quote(path)


def test_the_cli_exits_2_with_one_line(tmp_path):
    path = tmp_path / "inf.quote.json"
    path.write_text(CASES["maintenance 1e308"][0])
    for command in (["calc", "--json"], ["analyze", "--json"], ["export", "--out", str(tmp_path)]):
        proc = run_cli(command[0], str(path), *command[1:])
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.count("\n") == 1 and proc.stdout == ""
        assert "maintenance_per_year" in proc.stderr


def test_every_real_amount_fits_the_bounds():
    """The bounds refuse nonsense only: the shipped examples and catalogue load unchanged."""
    for path in EXAMPLES.glob("*.quote.json"):
        load_quote(path)
    assert bounds.MAX_AMOUNT >= 1e8 and bounds.MAX_SERVERS >= 10_000
