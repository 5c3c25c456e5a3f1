"""Where the app's translatable text is written, found by reading the source (``ast``), never
by importing it: the refusal templates (``Said("...")``, ``refusal("...")``), the calls of this
package (``tr``, ``trc``, ``trn``) and the keyed tables whose English is the msgid and whose
key is the msgctxt (the exports' ``EN`` tables, the notes' ``TEMPLATES``, the labels' tables).

Why here and not in ``pybabel extract``'s own Python extractor: most of the text is dict
values, which no keyword extractor sees; one reader serves both the build (app.text.build)
and the migration of Dutch still written in the old places (app.text.migrate).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app"

#: calls whose first argument is a refusal template (app.errors)
REFUSAL_CALLS = {"Said", "refusal"}


@dataclass(frozen=True)
class Table:
    """A module-level dict of text: ``flat`` ({key: English}, the Dutch in a sibling dict
    ``old``) or ``per_language`` ({key: {"en": English, "nl": Dutch, ...}})."""

    pattern: str  # files, relative to the repository root
    name: str  # the variable
    prefix: str  # msgctxt = prefix + key
    flat: bool
    old: str = ""  # a flat table's old Dutch sibling ("NL")


TABLES = (
    Table("app/io/export/i18n_*.py", "EN", "export:", flat=True, old="NL"),
    Table("app/model/note_templates/*.py", "TEMPLATES", "note:", flat=False),
    Table("app/io/words/labels.py", "INPUT_NAMES", "input:", flat=False),
    Table("app/io/words/labels.py", "CONFIDENCE", "confidence:", flat=False),
    Table("app/io/words/labels.py", "SOURCES", "source:", flat=False),
    Table("app/io/words/labels.py", "UNITS", "unit:", flat=False),
    Table("app/io/report/results.py", "TITLES", "calc:", flat=True),
    Table("app/io/report/analysis.py", "TEXTS", "analyze:", flat=True),
    Table("app/io/report/suggest.py", "TEXTS", "suggest:", flat=True),
)


@dataclass(frozen=True)
class Message:
    context: str | None
    msgid: str
    path: str
    line: int
    plural: str | None = None
    kind: str = "table"  # or "refusal", "tr", "trc", "trn": where it was found


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def table_files(table: Table) -> list[Path]:
    return sorted(ROOT.glob(table.pattern))


def assignment(tree: ast.Module, name: str) -> ast.Assign | ast.AnnAssign | None:
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            return node  # type: ignore[return-value]
    return None


def literal(node: ast.AST | None):
    try:
        return ast.literal_eval(node) if node is not None else None
    except ValueError:
        return None


def entries(tree: ast.Module, name: str):
    """(key, value node, key node) of the dict literal ``name`` in ``tree``."""
    node = assignment(tree, name)
    value = getattr(node, "value", None)
    if not isinstance(value, ast.Dict):
        return []
    return [(k.value, v, k) for k, v in zip(value.keys, value.values, strict=True)
            if isinstance(k, ast.Constant) and isinstance(k.value, str)]


def table_messages(table: Table) -> list[Message]:
    out = []
    for path in table_files(table):
        for key, value, _ in entries(parse(path), table.name):
            text = literal(value)
            english = text if table.flat else (text or {}).get("en") if isinstance(text, dict) else None
            if isinstance(english, str):
                out.append(Message(table.prefix + key, english, rel(path), value.lineno))
    return out


def call_messages(folder: Path = APP) -> list[Message]:
    """The refusal templates and the literal tr/trc/trn calls in ``folder``."""
    out = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(parse(path)):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                    for a in node.args]
            where = rel(path), node.lineno
            if name in REFUSAL_CALLS and args[0] is not None:
                out.append(Message(None, args[0], *where, kind="refusal"))
            elif name == "tr" and len(args) >= 2 and args[1] is not None:
                out.append(Message(None, args[1], *where, kind="tr"))
            elif name == "trc" and len(args) >= 3 and args[1] is not None and args[2] is not None:
                out.append(Message(args[1], args[2], *where, kind="trc"))
            elif name == "trn" and len(args) >= 3 and args[1] is not None and args[2] is not None:
                out.append(Message(None, args[1], *where, plural=args[2], kind="trn"))
    return out


def messages() -> list[Message]:
    """Every translatable message of the app, in order of appearance."""
    found = call_messages()
    for table in TABLES:
        found += table_messages(table)
    return found
