"""Every function the app defines is used: named somewhere besides its own definition (by the
app, its tests, the packaging or the example maker). A function nothing calls is a reader's
trap: it looks like the way a figure is made, and drifts from the one that is.

Not counted: what a framework calls by its name or decoration (pydantic validators, Qt's
camelCase overrides, urllib's ``<scheme>_open`` handlers, dunder methods)."""

from __future__ import annotations

import ast
import re
from collections import Counter

from tests.conftest import ROOT

#: urllib's OpenerDirector calls a handler's ``<scheme>_open`` by name
_BY_NAME = re.compile(r"^(__\w+__|\w+_open|[a-z]+[A-Z]\w*)$")


def _sources(*folders: str) -> dict:
    return {p: p.read_text(encoding="utf-8") for folder in folders
            for p in sorted((ROOT / folder).rglob("*.py"))}


def _defined(source: str) -> list[str]:
    """The functions and methods of ``source`` that only a caller can reach."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.decorator_list \
                and not _BY_NAME.match(node.name):
            out.append(node.name)
    return out


def test_every_function_of_the_app_is_used():
    app = _sources("app")
    words = Counter(re.findall(r"\w+", "\n".join(
        [*app.values(), *_sources("tests", "packaging", "resources").values()])))
    defined = {path: _defined(source) for path, source in app.items()}
    definitions = Counter(name for names in defined.values() for name in names)
    unused = sorted(f"{path.relative_to(ROOT)}: {name}" for path, names in defined.items()
                    for name in set(names) if words[name] <= definitions[name])
    assert unused == []


def test_the_check_finds_an_unused_function():
    source = "def used():\n    return 1\n\n\ndef unused():\n    return used()\n"
    assert _defined(source) == ["used", "unused"]
    assert len(re.findall(r"\bunused\b", source)) == 1  # its definition only: reported
