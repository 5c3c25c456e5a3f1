"""Quote files: round trip with the same numbers, atomic saves with .bak, clear errors that leave
the file untouched."""

import json

import pytest

from app.calc import evaluate
from app.errors import InputFileError
from app.io.files.atomic import backup_path
from app.io.quote.store import load_quote, save_quote
from tests.conftest import EXAMPLES


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.quote.json")), ids=lambda p: p.name)
def test_round_trip_keeps_every_number(path, tmp_path):
    quote = load_quote(path)
    copy = tmp_path / "copy.quote.json"
    save_quote(quote, copy)
    again = load_quote(copy)
    assert again == quote
    assert evaluate(again).model_dump() == evaluate(quote).model_dump()


def test_save_keeps_the_previous_version_as_bak(tmp_path):
    quote = load_quote(EXAMPLES / "method-e3.quote.json")
    target = tmp_path / "q.quote.json"
    save_quote(quote, target)
    changed = quote.model_copy(update={"title": "second version"})
    save_quote(changed, target)
    assert load_quote(target).title == "second version"
    assert load_quote(backup_path(target)).title == quote.title
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_quote_reopens_with_same_numbers_after_catalogue_changes(tmp_path):
    """The snapshot inside the quote, not the live catalogue, drives the numbers."""
    quote = load_quote(EXAMPLES / "method-e3.quote.json")
    before = evaluate(quote).option("8xH200 air").tco
    # the live catalogue has no 'e3-h200' at all; the quote still computes from its snapshot
    assert evaluate(load_quote(EXAMPLES / "method-e3.quote.json")).option("8xH200 air").tco == before


@pytest.mark.parametrize("content,message", [
    ("{not json", "not valid JSON (line 1"),
    ("[1, 2]", "not a quote"),
    ('{"title": "x"}', "no schema_version"),
    ('{"schema_version": 99}', "newer version of GPU TCO (schema 99"),
])
def test_bad_files_give_a_clear_error_and_stay_untouched(tmp_path, content, message):
    path = tmp_path / "bad.quote.json"
    path.write_text(content)
    with pytest.raises(InputFileError, match=message.replace("(", r"\(")):
        load_quote(path)
    assert path.read_text() == content


def test_invalid_value_names_the_field_and_value(tmp_path):
    data = json.loads((EXAMPLES / "method-e3.quote.json").read_text())
    data["options"][1]["utilization"] = 1.5
    data["options"][1]["servers"] = 2
    path = tmp_path / "u.quote.json"
    path.write_text(json.dumps(data))
    with pytest.raises(InputFileError) as err:
        load_quote(path)
    assert "options[2].utilization = 1.5" in str(err.value)
    assert "must be at most 100 %" in str(err.value)  # the GUI says the same


def test_unknown_catalogue_id_is_named(tmp_path):
    data = json.loads((EXAMPLES / "method-e3.quote.json").read_text())
    data["options"][0]["gpu"] = "no-such-gpu"
    path = tmp_path / "id.quote.json"
    path.write_text(json.dumps(data))
    with pytest.raises(InputFileError, match="gpu 'no-such-gpu' is not in the quote's catalogue"):
        load_quote(path)
