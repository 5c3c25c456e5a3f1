"""A formula number the user reads ("M16" in *Why this number*, a note) is explained on the
guide's page *The formulas* in the user's language, and no text the user reads points at the
method document behind the code (a customer has no copy of it)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from babel.messages.pofile import read_po

from app.text import LANGUAGES
from app.text.lookup import po_path
from app.text.sources import messages
from tests.conftest import ROOT

DOCS = ROOT / "resources" / "docs"
TS = ROOT / "resources" / "translations"
_NUMBER = re.compile(r"\bM\d+[a-z]?\b")
_ROW = re.compile(r"^\| (M\d+[a-z]?) \|", re.M)


def _strings(value) -> tuple[str, ...]:
    return value if isinstance(value, tuple) else (value,)


def _po_texts(lang: str) -> list[str]:
    with po_path(lang).open("rb") as fp:
        return [s for m in read_po(fp, locale=lang) if m.id for s in _strings(m.string) if s]


def _ts_texts(lang: str, tag: str) -> list[str]:
    root = ET.parse(TS / f"gpu_tco_{lang}.ts").getroot()
    return [e.text for e in root.iter(tag) if e.text]


def _texts(lang: str) -> list[str]:
    """Every text a user of ``lang`` can read: the code's English, or the catalogues'."""
    if lang == "en":
        return [m.msgid for m in messages()] + _ts_texts("nl", "source")
    return _po_texts(lang) + _ts_texts(lang, "translation")


def _formula_page(lang: str):
    pages = [p for p in sorted((DOCS / lang).glob("*.md")) if _ROW.search(p.read_text("utf-8"))]
    assert len(pages) == 1, f"{lang}: one guide page lists the formulas, found {pages}"
    return pages[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_formula_number_shown_is_on_the_guide_page(lang):
    cited = {n for text in _texts(lang) for n in _NUMBER.findall(text)}
    assert len(cited) > 20  # the Why this number panel's formulas at least
    listed = set(_ROW.findall(_formula_page(lang).read_text("utf-8")))
    assert sorted(cited - listed) == []


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_translated_formula_page_has_the_english_rows(lang):
    assert _ROW.findall(_formula_page(lang).read_text("utf-8")) == \
        _ROW.findall(_formula_page("en").read_text("utf-8"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_points_at_the_method_document(lang):
    named = [t for t in _texts(lang) if "METHOD" in t or "§" in t]
    assert named == []
    for page in sorted((DOCS / lang).glob("*.md")):
        assert "METHOD" not in page.read_text("utf-8"), page.name
