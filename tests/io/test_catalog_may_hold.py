"""``may_hold``: the text check that lets a start skip parsing a shipped catalogue file."""

from app import paths
from app.io.catalog.files import may_hold, read_kind


def test_every_shipped_id_may_be_held_and_an_unknown_one_is_not():
    folder = paths.catalog_dir()
    for kind in ("servers", "cooling", "workloads"):
        ids = [e.id for e in read_kind(folder, kind)]
        assert ids and all(may_hold(folder, kind, [i]) for i in ids)
        assert not may_hold(folder, kind, ["a-platform-of-the-customers-own"])
    assert not may_hold(folder, "servers", [])


def test_unsure_means_read(tmp_path):
    assert may_hold(tmp_path, "servers", ["x"])  # no file: read_kind says what is wrong
    (tmp_path / "servers.toml").write_text("[[server]]\nid = 'x'\n", encoding="utf-8")
    assert may_hold(tmp_path, "servers", ["x"])  # a literal string
    assert may_hold(tmp_path, "servers", ["caf\u00e9"])  # TOML could write it escaped
