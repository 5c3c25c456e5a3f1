"""Quote files of schema 1 (before commercial terms) load with the defaults and save as the
current schema; a file from a newer app is refused with a clear message."""

from __future__ import annotations

import json

import pytest

from app.errors import InputFileError
from app.io.quote.store import MIGRATIONS, load_quote, save_quote
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


def test_version_1_loads_with_defaults_and_saves_as_the_current_version(tmp_path):
    assert SCHEMA_VERSION == 6 and all(n in MIGRATIONS for n in (1, 2, 3, 4, 5))
    q = load_quote(_v1(tmp_path))
    assert q.schema_version == SCHEMA_VERSION
    c = q.commercial
    assert (c.number, c.validity_days, c.vat_rate, c.payment_terms, c.delivery_terms) == (
        "", 30, 0.21, "", "")
    assert all(o.discount == 0 for o in q.options)
    out = tmp_path / "saved.quote.json"
    save_quote(q, out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION and data["commercial"]["vat_rate"] == 0.21
    assert load_quote(out) == q


def test_migration_keeps_the_old_fields(tmp_path):
    old = json.loads(_v1(tmp_path).read_text(encoding="utf-8"))
    new = MIGRATIONS[1](old)
    assert new["schema_version"] == 2 and new["commercial"] == {}
    assert {k: v for k, v in new.items() if k not in ("schema_version", "commercial")} == {
        k: v for k, v in old.items() if k != "schema_version"}


def test_version_7_is_refused_as_newer(tmp_path):
    data = json.loads(E3.read_text(encoding="utf-8"))
    data["schema_version"] = 7
    path = tmp_path / "future.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InputFileError, match="newer version of GPU TCO") as err:
        load_quote(path)
    assert str(path) in str(err.value) and "schema 7" in str(err.value)


def test_version_2_price_0_stays_the_catalogue_price(tmp_path):
    """Schema 2's app showed and saved a quoted price of 0 as "the catalogue's"; schema 3 makes
    that choice explicit (None), so an old 0 keeps its meaning and a new 0 is a price of 0."""
    from app.calc import evaluate

    data = json.loads(E3.read_text(encoding="utf-8"))
    data["schema_version"] = 2
    data.pop("dismissed_warnings", None)
    data["options"][1]["gpu_price"] = 0
    data["options"][1]["server_price"] = 0.0
    data["options"][2]["gpu_price"] = 25000.0
    path = tmp_path / "v2.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    q = load_quote(path)
    assert q.schema_version == SCHEMA_VERSION and q.dismissed_warnings == []
    assert q.options[1].gpu_price is None and q.options[1].server_price is None
    assert q.options[2].gpu_price == 25000.0
    catalogue = load_quote(E3)
    assert evaluate(q).options[1].capex == evaluate(catalogue).options[1].capex
    free = q.model_copy(update={"options": [q.options[0], q.options[1].model_copy(
        update={"gpu_price": 0.0}), *q.options[2:]]})
    assert evaluate(free).options[1].capex < evaluate(q).options[1].capex  # 0 is now a price


def test_version_4_measured_sources_open_without_their_dutch_text(tmp_path):
    """Schema 5 adds the measured sources' Dutch texts (source_nl beside source); a schema-4
    quote on a log has none and opens as it was, its sources English."""
    from app.io.smi.enrich import use_log_for_option
    from app.model.catalog import MeasuredProfile

    q = load_quote(E3)
    q = q.model_copy(update={"options": [o.model_copy(update={"servers": 2, "utilization": 0.3})
                                         if o.baseline else o for o in q.options]})
    profile = MeasuredProfile(measured_idle_w=60.0, measured_full_w=330.0, source="gpu.csv",
                              source_nl="gpu.csv (nl)", mean_utilization=0.4)
    q, variant = use_log_for_option(q, q.baseline.label, profile)
    path = tmp_path / "v5.quote.json"
    save_quote(q, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["schema_version"] = 4
    data["catalog"]["gpus"][variant]["measured"].pop("source_nl")
    for o in data["options"]:
        o.pop("utilization_source_nl", None)
    (tmp_path / "v4.quote.json").write_text(json.dumps(data), encoding="utf-8")
    old = load_quote(tmp_path / "v4.quote.json")
    assert old.schema_version == SCHEMA_VERSION and old.baseline.utilization_source_nl == ""
    assert old.catalog.gpus[variant].measured.source_nl == ""
    assert old.baseline.utilization_source == q.baseline.utilization_source
