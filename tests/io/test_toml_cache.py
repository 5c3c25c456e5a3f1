"""The parsed-TOML cache of the catalogue: a next start reads the same catalogue without parsing
it; a changed file, a damaged entry or a document JSON cannot hold is parsed from the file."""

from __future__ import annotations

import pytest

from app import paths
from app.errors import CatalogError
from app.io.catalog import toml_cache
from app.io.catalog.files import load_toml, read_catalog


def _no_parsing(monkeypatch):
    def refuse(text):
        raise AssertionError("parsed although cached")
    monkeypatch.setattr(toml_cache.tomllib, "loads", refuse)


def test_the_next_read_of_the_catalogue_parses_nothing_and_gives_the_same(monkeypatch):
    first = read_catalog(paths.catalog_dir())
    assert len(list(toml_cache.cache_dir().glob("*.json"))) >= 6
    _no_parsing(monkeypatch)
    again = read_catalog(paths.catalog_dir())
    assert again == first
    assert again.gpus["h200-sxm"].tdp_w == first.gpus["h200-sxm"].tdp_w


def test_a_changed_file_is_parsed_again(tmp_path):
    path = tmp_path / "gpus.toml"
    path.write_text('[[gpu]]\nid = "a"\ntdp_w = 700\n', encoding="utf-8")
    assert load_toml(path)["gpu"][0]["tdp_w"] == 700
    path.write_text('[[gpu]]\nid = "a"\ntdp_w = 1000.5\n', encoding="utf-8")
    assert load_toml(path)["gpu"][0]["tdp_w"] == 1000.5
    assert load_toml(path) == {"gpu": [{"id": "a", "tdp_w": 1000.5}]}


def test_integers_stay_integers_and_floats_floats(tmp_path, monkeypatch):
    path = tmp_path / "x.toml"
    path.write_text("a = 1\nb = 1.0\nc = [1, 2.5]\nd = true\n", encoding="utf-8")
    first = load_toml(path)
    _no_parsing(monkeypatch)
    again = load_toml(path)
    assert again == first and type(again["a"]) is int and type(again["b"]) is float
    assert again["d"] is True


def test_a_damaged_entry_is_parsed_from_the_file_and_replaced(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text('name = "ok"\n', encoding="utf-8")
    load_toml(path)
    (entry,) = toml_cache.cache_dir().glob("*.json")
    entry.write_text('{"name": "wro', encoding="utf-8")
    assert load_toml(path) == {"name": "ok"}
    assert entry.read_text(encoding="utf-8") == '{"name":"ok"}'


def test_dates_are_not_kept_and_still_read(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text("when = 2026-12-01\n", encoding="utf-8")
    assert str(load_toml(path)["when"]) == "2026-12-01"
    assert not list(toml_cache.cache_dir().glob("*.json"))


def test_bad_toml_is_still_one_line_and_not_kept(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text("a = = 1\n", encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        load_toml(path)
    assert "not valid TOML" in str(info.value) and "\n" not in str(info.value)
    assert not toml_cache.cache_dir().exists() or not list(toml_cache.cache_dir().glob("*"))


def test_an_unwritable_cache_folder_only_costs_speed(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setattr(toml_cache, "cache_dir", lambda: blocker / "toml")
    path = tmp_path / "x.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    assert load_toml(path) == {"a": 1} == load_toml(path)
