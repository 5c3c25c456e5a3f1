"""Quote files of schema 1 (before commercial terms) load with the defaults and save as the
current schema; a file from a newer app is refused with a clear message."""

from __future__ import annotations

import json

import pytest

from app.errors import InputFileError
from app.io.quote_store import MIGRATIONS, load_quote, save_quote
from app.model.quote import SCHEMA_VERSION
from tests.io.export_helpers import E3


def _v1(tmp_path):
    data = json.loads(E3.read_text(encoding="utf-8"))
    data.pop("commercial", None)
    for option in data["options"]:
        option.pop("discount", None)
    data["schema_version"] = 1
    path = tmp_path / "old.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_version_1_loads_with_defaults_and_saves_as_version_2(tmp_path):
    assert SCHEMA_VERSION == 2 and 1 in MIGRATIONS
    q = load_quote(_v1(tmp_path))
    assert q.schema_version == 2
    c = q.commercial
    assert (c.number, c.validity_days, c.vat_rate, c.payment_terms, c.delivery_terms) == (
        "", 30, 0.21, "", "")
    assert all(o.discount == 0 for o in q.options)
    out = tmp_path / "saved.quote.json"
    save_quote(q, out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["schema_version"] == 2 and data["commercial"]["vat_rate"] == 0.21
    assert load_quote(out) == q


def test_migration_keeps_the_old_fields(tmp_path):
    old = json.loads(_v1(tmp_path).read_text(encoding="utf-8"))
    new = MIGRATIONS[1](old)
    assert new["schema_version"] == 2 and new["commercial"] == {}
    assert {k: v for k, v in new.items() if k not in ("schema_version", "commercial")} == {
        k: v for k, v in old.items() if k != "schema_version"}


def test_version_3_is_refused_as_newer(tmp_path):
    data = json.loads(E3.read_text(encoding="utf-8"))
    data["schema_version"] = 3
    path = tmp_path / "future.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InputFileError, match="newer version of GPU TCO") as err:
        load_quote(path)
    assert str(path) in str(err.value) and "schema 3" in str(err.value)
