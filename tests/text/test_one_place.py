"""One place per text: no Dutch left in the old places (the exports' NL tables, the note
templates' and labels' "nl" halves, the .ts's refusals), and the migration that moves Dutch
written there by older branches into the catalogue, run as often as needed."""

from __future__ import annotations

import ast

from app.text import migrate
from app.text.sources import ROOT, TABLES


def test_no_dutch_is_left_in_the_old_places():
    found, touched = migrate.collect(write=False)
    assert (found, touched) == ({}, [])


def test_the_migration_moves_a_note_template_s_dutch_and_keeps_the_english():
    table = next(t for t in TABLES if t.prefix == "note:")
    before = '''TEMPLATES = {
    "a": {
        "en": ("Two "
               "lines."),
        "nl": ("Twee "
               "regels.")},
    "b": {"nl": "Eerst", "en": "First"},
    "c": {"en": "Only English."},
}
'''
    found = {}
    after = migrate._per_language(table, before, found)
    assert found == {("note:a", "Two lines."): "Twee regels.", ("note:b", "First"): "Eerst"}
    assert ast.literal_eval(after.split("=", 1)[1]) == {
        "a": {"en": "Two lines."}, "b": {"en": "First"}, "c": {"en": "Only English."}}
    assert migrate._per_language(table, after, {}) == after  # run again: nothing to move


def test_the_migration_moves_an_export_table_s_dutch():
    table = next(t for t in TABLES if t.prefix == "export:")
    before = 'EN = {\n    "k": "Key {n}",\n}\n\nNL = {\n    "k": "Sleutel {n}",\n}\n'
    found = {}
    after = migrate._flat(table, ROOT / "x.py", before, found)
    assert found == {("export:k", "Key {n}"): "Sleutel {n}"}
    assert after == 'EN = {\n    "k": "Key {n}",\n}\n'


def test_no_dutch_branch_for_text_in_the_app():
    """Text is looked up in the catalogues; ``lang == "nl"`` stays only where a locale rule is
    code (number and date formats) or the catalogue's own Dutch data is picked (source_nl,
    name_nl): those lines are listed here with their reason."""
    allowed = {
        # a locale rule, not a translation: the decimal comma of a typed power cap
        "app/ui/pages/option_editor.py": 1,
        # the catalogue's own Dutch (and French) texts are picked by app.text.in_language, the
        # Dutch words of a citation without a source_nl by app.io.words.source_words' tables
    }
    pattern = ('== "nl"', 'startswith("nl")')
    found = {}
    for path in sorted((ROOT / "app").rglob("*.py")):
        count = sum(line.count(p) for line in path.read_text(encoding="utf-8").splitlines()
                    for p in pattern)
        if count:
            found[path.relative_to(ROOT).as_posix()] = count
    assert found == allowed


def test_every_lookup_in_the_code_names_its_text_literally():
    """The extraction reads tr/trc/trn's texts off the source: a text built at run time would
    never reach the catalogue. Only the lookups of the keyed tables (and of a refusal's own
    template) pass a variable."""
    tables = {"app/io/words/labels.py", "app/io/export/i18n.py", "app/model/notes.py",
              "app/io/words/refusal_text.py", "app/io/report/results.py",
              "app/io/report/analysis.py", "app/io/report/suggest.py"}
    loose = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name.startswith("app/text/"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                    "tr", "trc", "trn"):
                texts = node.args[1:3] if node.func.id != "tr" else node.args[1:2]
                if not all(isinstance(a, ast.Constant) for a in texts) and name not in tables:
                    loose.append(f"{name}:{node.lineno}")
    assert loose == []
