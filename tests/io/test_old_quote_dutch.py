"""A quote saved before the catalogue had Dutch names prints its cooling, workload and server
descriptions in Dutch when the shipped catalogue has the same entry; a name the user changed
stays theirs; and the Dutch proposal of such a quote has none of those English names."""

import json

from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES


def _without_dutch(tmp_path, rename: str | None = None):
    data = json.loads((EXAMPLES / "example.quote.json").read_text(encoding="utf-8"))
    snap = data["catalog"]
    for kind, field in (("cooling", "name_nl"), ("workloads", "name_nl"), ("servers", "model_nl")):
        for entry in snap[kind].values():
            entry.pop(field, None)
    if rename:
        first = next(iter(snap["cooling"]))
        snap["cooling"][first]["name"] = rename
    path = tmp_path / "old.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_old_snapshot_takes_the_catalogue_dutch_names(tmp_path):
    quote = load_quote(_without_dutch(tmp_path))
    for cooling in quote.catalog.cooling.values():
        assert cooling.name_nl and cooling.name_in("nl") != cooling.name
    for server in quote.catalog.servers.values():
        assert server.model_nl, server.id
    assert all(w.name_nl for w in quote.catalog.workloads.values())


def test_a_renamed_entry_keeps_its_own_name(tmp_path):
    quote = load_quote(_without_dutch(tmp_path, rename="Our own room air"))
    first = next(iter(quote.catalog.cooling.values()))
    assert first.name == "Our own room air" and first.name_nl == ""
    assert first.name_in("nl") == "Our own room air"


def test_dutch_pdf_of_an_old_quote_has_no_english_part_names(tmp_path):
    import shutil
    import subprocess

    import pytest

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) not installed")
    from app.io.export import export_quote

    path = _without_dutch(tmp_path)
    pdf = export_quote(path, tmp_path / "out", formats=("pdf",), lang="nl")[0]
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    for english in ("Air cooling", "the room's air PUE", "Direct liquid cooling",
                    "double-width", "liquid-cooled"):
        assert english not in text, english
    import re

    assert not re.search(r"\dU air\b", text)  # "8U air" of a server description
    assert "luchtgekoeld" in text and "Luchtkoeling" in text
