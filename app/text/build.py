"""Build the catalogues: extract every message of the app into resources/locale/gpu_tco.pot,
update each shipped language's .po from it (new messages untranslated, no fuzzy guesses,
removed ones dropped) and compile the .mo files, with Babel's Python API (the steps of
``pybabel extract``, ``update`` and ``compile``; the extraction is app.text.sources, which also
reads the keyed tables).

    python -m app.text.build          # .pot, .po, .mo
    python -m app.text.build --check  # and exit 1 when a message lacks a translation

Run from the repository root (``make translations`` does, before Qt's .ts and .qm). The .pot
and the .po files are committed; the .mo files are built, like the .qm.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from app.text.languages import LANGUAGES, SOURCE
from app.text.lookup import DOMAIN, locale_dir, po_path
from app.text.sources import messages

PROJECT = "GPU TCO"


def template() -> Catalog:
    """The .pot: every message once (its first place; the others as further locations)."""
    cat = Catalog(project=PROJECT, charset="utf-8", fuzzy=False)
    for m in messages():
        msgid = (m.msgid, m.plural) if m.plural else m.msgid
        found = cat.get(m.msgid, m.context)
        if found is not None:
            found.locations.append((m.path, m.line))
            continue
        flags = ("python-brace-format",) if "{" in m.msgid else ()
        cat.add(msgid, locations=[(m.path, m.line)], context=m.context, flags=flags)
    return cat


def read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=lang)


HEADER = """\
# {title} of GPU TCO's texts outside the widgets: refusals, notes, exports, labels.
# The English msgid is the code's; a keyed table's key is the msgctxt. Built by
# python -m app.text.build (make translations); translate here, in msgstr.
#"""
#: header lines that change on every build; a file that differs only there is not rewritten
_DATED = ("POT-Creation-Date", "PO-Revision-Date")


def write(path: Path, cat: Catalog, **options) -> None:
    """Write ``cat`` atomically; file names without line numbers (a line moved elsewhere is
    no change to merge), and not at all when only the build's date would change."""
    import io

    cat.project, cat.version = PROJECT, ""
    cat.header_comment = HEADER.format(title=f"The {cat.locale or 'template'} catalogue"
                                       if cat.locale else "The message template")
    buf = io.BytesIO()
    write_po(buf, cat, width=100, sort_output=False, ignore_obsolete=True,
             include_lineno=False, **options)
    new = buf.getvalue()
    if path.exists() and _undated(path.read_bytes()) == _undated(new):
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(new)
    tmp.replace(path)


def _undated(data: bytes) -> bytes:
    return b"\n".join(line for line in data.split(b"\n")
                      if not any(line.startswith(f'"{k}:'.encode()) for k in _DATED))


def update(lang: str, pot: Catalog) -> Catalog:
    """``lang``'s .po brought up to the .pot (its translations kept)."""
    path = po_path(lang)
    if path.exists():
        cat = read(path, lang)
    else:
        cat = Catalog(locale=lang, project=PROJECT, charset="utf-8", fuzzy=False)
    cat.update(pot, no_fuzzy_matching=True)
    cat.obsolete.clear()
    write(path, cat)
    return cat


def compile_mo(lang: str, cat: Catalog) -> Path:
    mo = po_path(lang).with_suffix(".mo")
    tmp = mo.with_suffix(".mo.tmp")
    with tmp.open("wb") as fp:
        write_mo(fp, cat, use_fuzzy=False)
    tmp.replace(mo)
    return mo


def untranslated(cat: Catalog) -> list:
    """The messages of ``cat`` without a translation (a plural one: any form empty)."""
    out = []
    for m in cat:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(strings):
            out.append(m)
    return out


def build() -> dict[str, list]:
    pot = template()
    write(locale_dir() / f"{DOMAIN}.pot", pot, omit_header=False)
    missing = {}
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        cat = update(lang, pot)
        compile_mo(lang, cat)
        missing[lang] = untranslated(cat)
    return missing


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    missing = build()
    for lang, items in missing.items():
        for m in items:
            print(f"untranslated [{lang}]: {'[' + m.context + '] ' if m.context else ''}{m.id}")
        print(f"{lang}: {len(items)} untranslated")
    return 1 if "--check" in argv and any(missing.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
