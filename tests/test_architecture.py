"""STYLE principle 1: model, calc and io never import Qt."""

import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

CORE = ("app.text", "app.model", "app.calc", "app.io")


def test_core_packages_do_not_import_qt_at_run_time():
    modules = [p for pkg in CORE for p in (ROOT / pkg.replace(".", "/")).rglob("*.py")]
    names = [".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
             for p in modules]
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]\n"
        "print(','.join(bad))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


def test_core_sources_have_no_qt_import_lines():
    offenders = []
    for pkg in CORE:
        for path in (ROOT / pkg.replace(".", "/")).rglob("*.py"):
            for line in Path(path).read_text().splitlines():
                words = line.strip().split()
                if words[:1] in (["import"], ["from"]) and words[1].split(".")[0] in (
                        "PySide6", "pyqtgraph"):
                    offenders.append(f"{path.relative_to(ROOT)}: {line.strip()}")
    assert offenders == []


def _import_graph() -> dict[str, set[str]]:
    """{module: the app modules it imports}, every import counted: at the top, inside a
    function (a lazy import that only hides a circle) and under TYPE_CHECKING."""
    import ast

    files = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
             for p in (ROOT / "app").rglob("*.py")}

    def module_of(name: str) -> str | None:
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {module_of(a.name) for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                found |= {module_of(f"{base}.{a.name}") for a in node.names}
        graph[name] = {m for m in found if m and m != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_cycle_finder_finds_a_circle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles_in_app():
    """No module of app/ imports itself back through others, lazily or not."""
    assert _cycles(_import_graph()) == []
