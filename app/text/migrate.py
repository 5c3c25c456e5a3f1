"""Move Dutch still written in the old places into the Dutch catalogue, and delete it there:
the exports' ``NL`` tables, the ``"nl"`` halves of the note templates and of the labels'
tables (app.text.sources.TABLES), and the refusal templates' Dutch in Qt's .ts (contexts
"Refusals", and the quote file's refusals under "Files").

Why: branches written before the text system add Dutch where it used to go; after merging
them, ``python -m app.text.migrate`` (``make translations`` runs it first) puts each such
text in resources/locale/nl/LC_MESSAGES/gpu_tco.po under its msgctxt (the table's key) and
removes it from the code, so that every text has one place. A Dutch text found in an old place
replaces the catalogue's: it is the newer. Run it again at any time; with nothing left in the
old places it changes nothing.

    python -m app.text.migrate          # move, then rebuild the catalogues (app.text.build)
    python -m app.text.migrate --check  # exit 1 when something is still in an old place
"""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from babel.messages.catalog import Catalog

from app.text.sources import (
    ROOT,
    TABLES,
    Table,
    assignment,
    entries,
    literal,
    parse,
    rel,
    table_files,
)

LANG = "nl"
TS = ROOT / "resources" / "translations" / "gpu_tco_nl.ts"
TS_CONTEXTS = ("Refusals",)
#: quote-file refusals that used to be widget texts (context "Files" of the .ts)
TS_FILE_CONTEXT = "Files"

Found = dict[tuple[str | None, str], str]  # (msgctxt, English msgid) -> Dutch


def _offset(lines: list[str], line: int, col: int) -> int:
    """ast's (line, column) as an index of the text whose lines are ``lines``."""
    return sum(len(x) for x in lines[:line - 1]) + _col(lines[line - 1], col)


def _end(lines: list[str], node: ast.expr) -> int:
    """Where ``node`` ends, as an index of the text."""
    return _offset(lines, node.end_lineno or node.lineno, node.end_col_offset or 0)


def _col(text: str, col: int) -> int:
    """ast's column (UTF-8 bytes) as a character index of ``text``."""
    return len(text.encode("utf-8")[:col].decode("utf-8"))


def _flat(table: Table, path: Path, text: str, found: Found) -> str:
    tree = ast.parse(text)
    node = assignment(tree, table.old)
    if node is None:
        return text
    english = {k: literal(v) for k, v, _ in entries(tree, table.name)}
    for key, value, _ in entries(tree, table.old):
        dutch = literal(value)
        if isinstance(dutch, str) and isinstance(english.get(key), str) and dutch:
            found[(table.prefix + key, english[key])] = dutch
    lines = re.split(r"(?<=\n)", text)
    start, end = node.lineno - 1, node.end_lineno or node.lineno
    while start > 0 and not lines[start - 1].strip():
        start -= 1
    return "".join(lines[:start] + lines[end:]).rstrip("\n") + "\n"


def _per_language(table: Table, text: str, found: Found) -> str:
    tree = ast.parse(text)
    lines = re.split(r"(?<=\n)", text)
    spans = []
    for key, value, _ in entries(tree, table.name):
        if not isinstance(value, ast.Dict):
            continue
        langs = {k.value: v for k, v in zip(value.keys, value.values, strict=True)
                 if isinstance(k, ast.Constant)}
        if LANG not in langs:
            continue
        english, dutch = literal(langs.get("en")), literal(langs[LANG])
        if isinstance(english, str) and isinstance(dutch, str) and dutch:
            found[(table.prefix + key, english)] = dutch
        k_node = next(k for k in value.keys if isinstance(k, ast.Constant) and k.value == LANG)
        v_node = langs[LANG]
        start = _offset(lines, k_node.lineno, k_node.col_offset)
        end = _end(lines, v_node)
        opened = text[_end(lines, k_node):_offset(lines, v_node.lineno, v_node.col_offset)].count("(")
        for _ in range(opened):  # the value's own closing brackets
            end = text.index(")", end) + 1
        comma = text.rfind(",", 0, start)
        if comma >= 0 and not text[comma + 1:start].strip(" \t\r\n"):
            start = comma  # ', "nl": ...' after the English
        else:  # "nl" first: drop its trailing comma and the space before the next key
            after = re.match(r"\s*,\s*", text[end:])
            end += after.end() if after else 0
        spans.append((start, end))
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + text[end:]
    return text


def _widget_texts() -> set[str]:
    """The texts of ``T(ctx, "text")``/``N(...)`` calls in app/ui: widget texts stay in the .ts
    (read here, not imported: app.text is below app.ui)."""
    out: set[str] = set()
    for path in sorted((ROOT / "app" / "ui").rglob("*.py")):
        for node in ast.walk(parse(path)):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("T", "N")
                    and len(node.args) == 2 and isinstance(node.args[1], ast.Constant)):
                out.add(str(node.args[1].value))
    return out


def _ts(found: Found, write: bool) -> bool:
    """The refusal templates' Dutch from the .ts; True when there was any."""
    if not TS.exists():
        return False
    from app.text.sources import call_messages

    refusals = {m.msgid for m in call_messages() if m.kind == "refusal"}
    widgets = _widget_texts()
    tree = ET.parse(TS)
    changed = False
    for context in list(tree.getroot().iter("context")):
        name = context.findtext("name")
        for message in list(context.iter("message")):
            source = message.findtext("source") or ""
            if name not in TS_CONTEXTS and not (name == TS_FILE_CONTEXT and source in refusals
                                                and source not in widgets):
                continue
            translation = message.find("translation")
            if translation is not None and translation.text and translation.get("type") not in (
                    "obsolete", "unfinished"):
                found[(None, source)] = translation.text
            context.remove(message)
            changed = True
        if not context.findall("message"):
            tree.getroot().remove(context)
    if changed and write:
        root = tree.getroot()
        ET.indent(root)
        TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                      + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return changed


def collect(write: bool) -> tuple[Found, list[str]]:
    """The Dutch in the old places and the files that held it (rewritten when ``write``)."""
    found: Found = {}
    touched = []
    for table in TABLES:
        for path in table_files(table):
            text = path.read_text(encoding="utf-8")
            new = (_flat(table, path, text, found) if table.flat and table.old
                   else _per_language(table, text, found) if not table.flat else text)
            if new != text:
                touched.append(rel(path))
                if write:
                    ast.parse(new)  # never write a file that does not parse
                    path.write_text(new, encoding="utf-8")
    if _ts(found, write):
        touched.append(rel(TS))
    return found, touched


def into_po(found: Found) -> None:
    from app.text.build import read, write
    from app.text.lookup import po_path

    path = po_path(LANG)
    cat = read(path, LANG) if path.exists() else Catalog(locale=LANG, charset="utf-8",
                                                         fuzzy=False)
    for (context, msgid), dutch in found.items():
        message = cat.get(msgid, context)
        if message is None:
            cat.add(msgid, dutch, context=context)
        elif not message.pluralizable:
            message.string = dutch
            message.flags.discard("fuzzy")
    write(path, cat)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    check = "--check" in argv
    found, touched = collect(write=not check)
    for name in touched:
        print(f"{'Dutch still in' if check else 'moved Dutch out of'} {name}")
    if check:
        return 1 if touched else 0
    if found:
        into_po(found)
    if found:
        print(f"{len(found)} Dutch text(s) moved into the catalogue")
    from app.text import build

    return build.main(["--check"])  # 1 when a message lacks a translation


if __name__ == "__main__":
    sys.exit(main())
