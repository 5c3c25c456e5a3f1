"""Quote, seller-profile and catalogue-edits files refuse a key written twice, naming it and
where it is: an editor shows the first "title", Python's json kept the last, so the
app quietly showed another quote than the file. ``schema_version`` must be a whole number of a
known version (0 and true opened before). A schema-2 quote whose price is the text "0" migrates
as the number 0 did (the catalogue's price: capex 659 080, not 185 000)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.errors import AppError, CatalogError, InputFileError
from app.io.quote.store import load_quote, parse_quote
from app.model.quote import SCHEMA_VERSION

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "example.quote.json"


def _example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def _cli_one_line(capsys, argv) -> str:
    from app.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_a_title_twice_is_refused_naming_the_key(tmp_path, capsys):
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        '"title": ', '"title": "Another quote",\n  "title": ', 1)
    path = tmp_path / "twice.quote.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputFileError) as caught:
        load_quote(path)
    assert str(caught.value) == (f'{path}: the key "title" appears twice at the top level '
                                 "(keep one)")
    assert 'the key "title" appears twice' in _cli_one_line(capsys, ["calc", str(path)])


def test_a_key_twice_inside_an_option_names_the_option():
    text = json.dumps(_example(), indent=1)
    text = text.replace('"label": "HGX H200 air"', '"label": "HGX H200 air", "label": "x"')
    with pytest.raises(InputFileError, match=r'"label" appears twice in options\[1\]'):
        parse_quote(text, "q")


def test_the_same_key_in_two_objects_is_no_duplicate():
    quote = parse_quote(json.dumps(_example()), "q")  # "label" once in each option
    assert len(quote.options) == 6


@pytest.mark.parametrize("version", [0, True, False, 1.0, 2.5, "5", -1, None, [5]])
def test_schema_version_must_be_a_known_whole_number(version, tmp_path, capsys):
    data = _example()
    data["schema_version"] = version
    path = tmp_path / "v.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InputFileError) as caught:
        load_quote(path)
    assert (f"schema_version {json.dumps(version)} is not a version of a quote file (a whole "
            f"number 1 to {SCHEMA_VERSION})") in str(caught.value)
    _cli_one_line(capsys, ["calc", str(path)])


def test_a_missing_schema_version_is_still_named_so():
    data = _example()
    del data["schema_version"]
    with pytest.raises(InputFileError, match=r"not a quote file \(no schema_version\)"):
        parse_quote(json.dumps(data), "q")


def _v2(**prices) -> dict:
    data = _example()
    data["schema_version"] = 2
    data.pop("dismissed_warnings", None)
    data["options"][1].update(prices)
    return data


@pytest.mark.parametrize("text", ["0", "0.00", " 0 ", "0e0", "-0"])
def test_a_schema_2_price_written_as_the_text_0_is_the_catalogue_price(text):
    from app.calc import evaluate

    example = parse_quote(json.dumps(_example()), "q")
    option, result = example.options[1], evaluate(example).options[1]
    server, gpu = example.catalog.servers[option.server], example.catalog.gpus[option.gpu]
    catalogue = result.capex  # its servers of 8 H200 at the catalogue's prices
    assert catalogue == pytest.approx(result.servers * (
        server.base_price_eur + option.gpus_per_server * gpu.price_eur) + option.installation,
        abs=0.005)
    quote = parse_quote(json.dumps(_v2(gpu_price=text, server_price=text)), "q")
    assert quote.options[1].gpu_price is None and quote.options[1].server_price is None
    assert evaluate(quote).options[1].capex == pytest.approx(catalogue, abs=0.005)


def test_a_schema_2_price_as_a_text_number_keeps_its_number_and_true_is_refused():
    quote = parse_quote(json.dumps(_v2(gpu_price="25000")), "q")
    assert quote.options[1].gpu_price == 25000.0
    with pytest.raises(InputFileError, match=r"options\[1\].gpu_price: true is not a price"):
        parse_quote(json.dumps(_v2(gpu_price=True)), "q")
    with pytest.raises(InputFileError, match="gpu_price"):
        parse_quote(json.dumps(_v2(gpu_price="free")), "q")


def test_a_seller_profile_with_a_key_twice_is_refused(tmp_path):
    from app.io.export.seller import load_seller

    path = tmp_path / "seller.json"
    path.write_text('{"company": "Voltwise B.V.", "email": "a@b.nl", "company": "Other"}',
                    encoding="utf-8")
    with pytest.raises(InputFileError, match='"company" appears twice at the top level'):
        load_seller(path)
    path.write_text('{"company": "Voltwise B.V.", "phone": NaN}', encoding="utf-8")
    with pytest.raises(InputFileError, match="NaN is not a number"):
        load_seller(path)


def test_catalogue_edits_with_a_key_twice_are_refused(tmp_path):
    from app.io.catalog.store import read_edits

    path = tmp_path / "edits.json"
    path.write_text('{"schema_version": 1, "edits": {"gpus": {"h200": {"tdp_w": {"value": 700},'
                    ' "tdp_w": {"value": 7}}}}}', encoding="utf-8")
    with pytest.raises(CatalogError, match=r'"tdp_w" appears twice in edits.gpus.h200'):
        read_edits(path)


def test_every_refusal_is_an_app_error_with_one_line():
    for text in ['{"a": 1, "a": 2}', '[{"x": [1, {"y": 1, "y": 1}]}]']:
        with pytest.raises(AppError) as caught:
            parse_quote(text, "q")
        assert "\n" not in str(caught.value) and "appears twice" in str(caught.value)
