"""Text that reaches exports and widgets: what a file format cannot hold is refused
in one line at the schema; the longest text the schema allows still makes a well-formed workbook
with Excel-sized page headers and a PDF. Inputs are made here."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from xml.etree import ElementTree

import pytest

from app.errors import InputFileError
from app.io.export import export_quote
from app.io.quote.store import parse_quote
from app.model.text_rules import NAME_MAX, text_problem
from tests.conftest import EXAMPLES, run_cli

EXAMPLE = EXAMPLES / "example.quote.json"


def quote_text(**customer) -> str:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["customer"].update(customer)
    return json.dumps(data)


@pytest.mark.parametrize("name, words", [
    ("Klant\ufffe", "U+FFFE, a Unicode non-character"),
    ("Klant\U0010ffff", "U+10FFFF"),
    ("Klant\ufdd0", "U+FDD0"),
    ("Klant\x00", "control character (U+0000)"),
    ("Klant\x1b[31m", "control character (U+001B)"),
    ("two\nlines", "line break"),
    ("x" * 100_000, f"at most {NAME_MAX} characters"),
])
def test_text_a_document_cannot_hold_is_refused_in_one_line(name, words):
    with pytest.raises(InputFileError) as info:
        parse_quote(quote_text(name=name), "q.quote.json")
    message = str(info.value)
    assert "customer.name" in message and words in message
    assert "\n" not in message and len(message) < 600


def test_a_lone_surrogate_is_refused_by_the_rule_and_by_the_schema():
    assert "lone surrogate" in text_problem("A\ud800B")
    with pytest.raises(InputFileError) as info:
        parse_quote(quote_text(name="A\ud800B"), "q.quote.json")
    assert "customer.name" in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("text, multiline, refused", [
    ("Jansen & Zn. B.V. — café €1.234,56 ½ 😀", False, None),  # printable: accepted at once
    ("zero\u200bwidth\u00adsoft hyphen", False, None),  # format characters: still accepted
    ("Klant \u2028", False, "line break (U+2028)"),
    ("Klant\ue000 private use", False, None),
    ("Klant\U000effff", False, "U+EFFFF, a Unicode non-character"),
    ("a\nb\tc\r\n", True, None),
    ("a\nb\x07", True, "control character (U+0007)"),
    ("a\n\ufdef", True, "U+FDEF, a Unicode non-character"),
])
def test_the_quick_check_of_printable_text_keeps_every_refusal(text, multiline, refused):
    """Printable text is accepted at C speed; the characters just outside it keep their rule."""
    got = text_problem(text, multiline)
    assert got is None if refused is None else refused in got


def test_notes_and_terms_keep_line_breaks_and_tabs():
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["notes"] = "line 1\n\tline 2\r\n"
    data["commercial"]["payment_terms"] = "30 days\nnet"
    assert parse_quote(json.dumps(data)).notes == "line 1\n\tline 2\r\n"


def test_cli_refuses_a_non_character_with_exit_2(tmp_path):
    path = tmp_path / "q.quote.json"
    path.write_text(quote_text(name="Klant\ufffe"), encoding="utf-8")
    proc = run_cli("export", str(path), "--out", str(tmp_path))
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "U+FFFE" in proc.stderr and str(path) in proc.stderr
    assert not list(tmp_path.glob("*.xlsx"))


def longest_quote():
    """Every text at the schema's limit, with markup, formulas and ampersands in it."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    name = ("=HYPERLINK(\"http://x\") <b>&amp;</b> & Zonen " * 10)[:NAME_MAX]
    data["customer"].update(name=name, contact="C" * NAME_MAX, reference="R" * 100)
    data["title"] = "<h1 style='color:red'>PAID IN FULL</h1>" + "T" * (NAME_MAX - 40)
    data["notes"] = ("a very long note without any space" * 600)[:20_000]
    data["commercial"]["number"] = "N" * 60
    return parse_quote(json.dumps(data)), name


def test_the_longest_allowed_texts_make_a_well_formed_workbook(tmp_path):
    quote, name = longest_quote()
    (path,) = export_quote(quote, xlsx=tmp_path / "q.xlsx")
    with zipfile.ZipFile(path) as archive:
        for member in archive.namelist():
            if member.endswith(".xml") or member.endswith(".rels"):
                ElementTree.fromstring(archive.read(member))      # well-formed, every part
        sheets = [archive.read(m).decode() for m in archive.namelist()
                  if m.startswith("xl/worksheets/sheet")]
    from openpyxl import load_workbook

    wb = load_workbook(path)
    texts = {c.value for ws in wb for row in ws.iter_rows() for c in row if isinstance(c.value, str)}
    assert name in texts                                          # the cells hold it whole
    for ws in wb:
        header = ws.oddHeader
        total = sum(len(part.text or "") for part in (header.left, header.center, header.right))
        assert total <= 255 - 20, ws.title                        # room for the format codes
    assert all("<oddHeader>" not in s or len(s.split("<oddHeader>")[1].split("</oddHeader>")[0])
               <= 255 for s in sheets)


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext (poppler-utils) not found")
def test_the_longest_allowed_texts_make_a_pdf(tmp_path):
    quote, name = longest_quote()
    (path,) = export_quote(quote, pdf=tmp_path / "q.pdf")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "PAID IN FULL" in text and "<h1" in text               # shown as text, not markup
    assert "Zonen" in text


def test_header_text_is_shortened_with_escapes_counted():
    from app.io.export.xlsx_style import header_text

    short = header_text("A & B")
    assert short == "A && B"
    long = header_text("&" * 300)
    assert len(long) <= 100 and long.endswith("…") and long.count("&") % 2 == 0
