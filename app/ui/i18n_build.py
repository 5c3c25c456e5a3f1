"""Build the translations: first the text catalogues of everything that is not a widget's text
(refusals, notes, exports, labels: app.text.migrate moves any Dutch still in an old place into
the .po, app.text.build extracts, updates and compiles), then the widgets': scan app/ui for
T(ctx, "text") and N(ctx, "text"), merge the texts into resources/translations/gpu_tco_<lang>.ts for each shipped language
(keeping existing translations, marking new ones unfinished), then compile the .qm with
pyside6-lrelease.

    python -m app.ui.i18n_build          # update .ts and build .qm
    python -m app.ui.i18n_build --check  # exit 1 when a text has no translation (either kind)

Run from the repository root; the .qm and the .mo are build products and not committed.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from app import paths

UI_DIR = Path(__file__).resolve().parent
MARKERS = {"T", "N"}


def extract(folder: Path = UI_DIR) -> dict[str, list[str]]:
    """{context: [source texts]} in order of appearance."""
    found: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        consts = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign)
                  for t in n.targets if isinstance(t, ast.Name) and isinstance(n.value, ast.Constant)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in MARKERS and len(node.args) == 2):
                ctx, text = node.args
                ctx_value = ctx.value if isinstance(ctx, ast.Constant) else consts.get(getattr(ctx, "id", ""))
                if isinstance(text, ast.Constant) and isinstance(ctx_value, str):
                    texts = found.setdefault(ctx_value, [])
                    if text.value not in texts:
                        texts.append(text.value)
    return found


def refusal_templates() -> list[str]:
    """Every literal refusal template in app/ (``Said("...")``, ``refusal("...")``), in order of
    appearance; their translations are in the text catalogues (app.text)."""
    from app.text.sources import call_messages

    return list(dict.fromkeys(m.msgid for m in call_messages() if m.kind == "refusal"))


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    if not path.exists():
        return {}
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text and translation.get("type") != "obsolete":
                out[(name, message.findtext("source"))] = translation.text
    return out


def write_ts(path: Path, texts: dict[str, list[str]], translations: dict, lang: str) -> list:
    """Write the .ts; returns the (context, source) pairs that still lack a translation."""
    root = ET.Element("TS", version="2.1", language=lang)
    missing = []
    for ctx in sorted(texts):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = ctx
        for source in texts[ctx]:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            done = translations.get((ctx, source))
            if done:
                translation.text = done
            else:
                translation.set("type", "unfinished")
                missing.append((ctx, source))
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                    + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return missing


def lrelease() -> str | None:
    here = Path(sys.executable).parent / "pyside6-lrelease"
    return str(here) if here.exists() else shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def build(lang: str = "nl") -> tuple[Path, list]:
    ts = paths.resources_dir() / "translations" / f"gpu_tco_{lang}.ts"
    missing = write_ts(ts, extract(), read_ts(ts), lang)
    tool = lrelease()
    if tool is None:
        raise SystemExit("pyside6-lrelease not found: pip install PySide6-Essentials")
    qm = ts.with_suffix(".qm")
    subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm, missing


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    from app.text import migrate

    # the text catalogues first: moves what Dutch is still in an old place (nothing, once
    # migrated), extracts, updates and compiles, and says what lacks a translation
    lacking = migrate.main([])
    from app.text.languages import LANGUAGES, SOURCE

    untranslated = 0
    for lang in (code for code in LANGUAGES if code != SOURCE):
        qm, missing = build(lang)
        for ctx, source in missing:
            print(f"untranslated ({lang}): [{ctx}] {source}")
        print(f"wrote {qm} ({len(missing)} untranslated)")
        untranslated += len(missing)
    return 1 if (untranslated or lacking) and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main())
