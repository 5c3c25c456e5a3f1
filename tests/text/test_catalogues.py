"""Every text outside the widgets has one place and a translation in every shipped language:
the English in the code (the msgid), each other language in its .po (app.text)."""

from __future__ import annotations

import gettext
import re
import string

import pytest
from babel.messages.pofile import read_po

from app.text import LANGUAGES, forms, plural_index, tr, trc, trn
from app.text.languages import SOURCE, categories
from app.text.lookup import po_path
from app.text.sources import messages

TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE]
_SPEC = re.compile(r"{(\w+):([^{}]*\|[^{}]*)}")


def _catalogue(lang):
    with po_path(lang).open("rb") as fp:
        return read_po(fp, locale=lang)


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_of_the_code_has_a_translation(lang):
    """A new refusal, note, export string or label without its translation in the .po fails
    here (``make translations`` adds it to the .po untranslated; fill in its msgstr)."""
    cat = _catalogue(lang)
    missing = []
    for m in messages():
        entry = cat.get(m.msgid, m.context)
        strings = () if entry is None else (
            entry.string if isinstance(entry.string, tuple) else (entry.string,))
        if entry is None or entry.fuzzy or not strings or not all(s.strip() for s in strings):
            missing.append(f"[{m.context}] {m.msgid}" if m.context else m.msgid)
    assert missing == [], f"{len(missing)} untranslated in {lang}, first: {missing[:3]}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_placeholders_and_plural_forms_agree(lang):
    """The msgstr names the msgid's placeholders, no other; a ``{n:a|b}`` count form has one
    form per CLDR plural category of the language; a plural entry has every form."""
    wrong = []
    nforms = len(categories(lang))
    for m in _catalogue(lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if isinstance(m.id, tuple) and len(strings) != nforms:
            wrong.append(("plural forms", m.id))
        for text in strings:
            if _fields(text) != _fields(ids[-1]):
                wrong.append(("placeholders", m.id, text))
            if any(len(spec.split("|")) != nforms for _, spec in _SPEC.findall(text)):
                wrong.append(("count forms", m.id, text))
        if any(len(spec.split("|")) != len(categories(SOURCE)) for _, spec in _SPEC.findall(ids[0])):
            wrong.append(("English count forms", m.id))
    assert wrong == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_po_plural_header_follows_cldr(lang):
    """gettext's Plural-Forms expression (what other tools read) picks the same form as CLDR's
    rule the app uses, for every count a quote has."""
    header = dict(_catalogue(lang).mime_headers)["Plural-Forms"]
    rule = gettext.c2py(header.split("plural=")[1].rstrip(";"))
    assert [rule(n) for n in range(0, 2001)] == [plural_index(lang, n) for n in range(0, 2001)]


def test_dutch_lookups_and_the_english_fallback():
    assert tr("nl", "no such file") == "bestand bestaat niet"
    assert tr("nl-BE", "no such file") == "bestand bestaat niet"
    assert tr("en", "no such file") == "no such file"
    assert tr("nl", "a text no catalogue has") == "a text no catalogue has"
    assert trc("nl", "export:proposal", "Proposal") == "Offerte"
    assert trc("nl", "export:no such key", "Proposal") == "Proposal"
    assert trn("en", "{n} server", "{n} servers", 1) == "1 server"
    assert trn("en", "{n} server", "{n} servers", 2) == "2 servers"
    assert trn("nl", "{n} server", "{n} servers", 2) == "2 servers"  # not in the .po: English


def test_count_forms_follow_cldr():
    """1 takes the singular, 0, 2 and a fraction the plural in English and Dutch; a text
    argument without a count takes the last form."""
    assert [forms("nl", n, "configuratie|configuraties") for n in (0, 1, 2, 1.5)] == [
        "configuraties", "configuratie", "configuraties", "configuraties"]
    assert forms("en", None, "server|servers") == "servers"


def test_a_checkout_without_the_compiled_catalogue_still_reads_dutch(tmp_path, monkeypatch):
    """The .mo is built (make translations); a fresh checkout or a merge that changed the .po
    reads the .po itself until it is built again."""
    import shutil

    from app.text import lookup

    folder = tmp_path / "nl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    shutil.copy(po_path("nl"), folder / "gpu_tco.po")
    monkeypatch.setattr(lookup, "locale_dir", lambda: tmp_path)
    lookup.catalogue.cache_clear()
    try:
        assert not (folder / "gpu_tco.mo").exists()
        assert tr("nl", "no such file") == "bestand bestaat niet"
    finally:
        monkeypatch.undo()
        lookup.catalogue.cache_clear()
