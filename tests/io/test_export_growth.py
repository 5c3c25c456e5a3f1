"""The proposal under a growing demand (METHOD §13): the V100 refresh with 30 % growth a year
and a staged plan takes the configurator's best build; its Dutch proposal shows the year-by-year
table (demand, servers, utilization, servers bought, capex paid, opex) and says what is bought
when, in Dutch, with no English and no formula numbers. E7a's proposal shows the current fleet's
years and says that it carries the growth. Without growth there is no such section."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from app.calc.configurator import add_suggestion, suggest
from app.calc.evaluate import evaluate
from app.io.export import export_quote
from app.io.export.document import build_document
from app.io.quote.store import load_quote
from app.io.words.formatting import money, number, percent
from tests.calc.v100_task import catalog, refresh_with_growth, v100_quote
from tests.conftest import EXAMPLES
from tests.english_text import english_in, english_words, typed_texts, user_texts

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                   reason="pdftotext (poppler-utils) not installed")


@pytest.fixture(scope="module")
def refresh():
    """The V100 refresh at 30 % a year, staged, with the best staged suggestion added."""
    return refresh_with_growth(0.3)


def _pdf_text(quote, tmp_path, lang):
    pdf = tmp_path / f"{lang}.pdf"
    export_quote(quote, pdf=pdf, lang=lang)
    return subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout


def _flat(text):
    return " ".join(text.split())


def test_the_document_holds_the_recommended_option_year_by_year(refresh):
    quote, chosen = refresh
    doc = build_document(quote, evaluate(quote), "nl")
    assert doc.growth is not None and doc.growth.years == 5
    assert doc.recommended == chosen.option.label  # the current fleet cannot carry year 4
    block = next(b for b in doc.growth.blocks if b.label == chosen.option.label)
    rows = {r.key: r.values for r in block.rows}
    r = chosen.result
    assert rows["growth_servers"] == r.servers_by_year
    assert max(rows["growth_utilization"]) <= 0.8 + 1e-9
    assert sum(rows["growth_bought"]) == r.servers_by_year[-1]
    assert sum(rows["growth_capex"]) == pytest.approx(r.capex)
    assert any("aan het begin van jaar" in s for s in block.sentences)


@needs_poppler
def test_the_dutch_proposal_says_when_the_staged_plan_buys(refresh, tmp_path):
    quote, chosen = refresh
    text = _pdf_text(quote, tmp_path, "nl")
    flat = _flat(text)
    assert "Groeiende vraag, jaar voor jaar" in flat
    assert "De vraag groeit 30,0 % per jaar" in flat
    for y in range(1, 6):
        assert f"Jaar {y}" in flat
    r = chosen.result
    later = [(y, b) for y, b in enumerate(r.purchases_by_year, 1) if y > 1 and b]
    first_y, first_n = later[0]
    assert f"{r.servers_by_year[0]} servers nu, {first_n} extra aan het begin van jaar {first_y}" \
        in flat
    capex_later = r.capex_by_year[first_y - 1]
    assert money(capex_later, "EUR", "nl", 0) in flat
    assert percent(max(r.utilization_by_year), 1, "nl") in flat
    demand = evaluate(quote).demand_by_year
    assert number(demand[-1], 2, "nl") in flat
    assert english_in(text, user_texts(quote)) == []
    # the catalogue's model names are product names ("4U, up to 10 double-width PCIe GPUs")
    names = [s.model for s in quote.catalog.servers.values()]
    assert english_words(text, [*typed_texts(quote), *names]) == []
    section = flat[flat.index("Groeiende vraag"):]
    section = section[:section.index("Stroom, warmte") if "Stroom, warmte" in section else None]
    assert not re.search(r"\bM\d{1,2}[a-z]?\b", section), "no formula numbers"
    assert "more at the start" not in flat and "Servers bought" not in flat


@needs_poppler
def test_e7a_proposal_says_the_current_fleet_carries_the_growth(tmp_path):
    quote = load_quote(EXAMPLES / "method-e7a.quote.json")
    flat = _flat(_pdf_text(quote, tmp_path, "nl"))
    assert ("De huidige servers dragen de groei: tot en met jaar 5 blijven ze onder hun "
            "maximum van 80 %.") in flat
    # METHOD §13.1 (a): the baseline at u_y = 0.2000 / 0.2500 / 0.3125 / 0.3906 / 0.4883
    section = flat[flat.index("Groeiende vraag"):]
    for shown in ("20,0 %", "25,0 %", "31,3 %", "39,1 %", "48,8 %"):
        assert shown in section
    # D_y = 25.2, 31.5, 39.375, 49.21875, 61.5234375
    for shown in ("25,20", "31,50", "39,38", "49,22", "61,52"):
        assert shown in section
    english = _flat(_pdf_text(quote, tmp_path, "en"))
    assert "Demand that grows, year by year" in english
    assert "The current fleet carries the growth: up to year 5 it stays below its 80 % " \
        "ceiling." in english


@needs_poppler
def test_each_growth_sentence_is_printed_once(refresh, tmp_path):
    """What a plan buys when, the today's-prices caution and "the current fleet carries the
    growth" stand under the year table, and not again among the notes."""
    quote, chosen = refresh
    flat = _flat(_pdf_text(quote, tmp_path, "nl"))
    r = chosen.result
    y, k = next((y, b) for y, b in enumerate(r.purchases_by_year, 1) if y > 1 and b)
    assert flat.count(f"{r.servers_by_year[0]} servers nu, {k} extra aan het begin van jaar {y}") \
        == 1
    assert flat.count("tegen de prijzen van vandaag gerekend") == 1
    e7a = _flat(_pdf_text(load_quote(EXAMPLES / "method-e7a.quote.json"), tmp_path / "a", "nl"))
    assert e7a.lower().count("de huidige servers dragen de groei") == 1


@needs_poppler
@pytest.mark.parametrize("name", ["e7b", "e7c"])
def test_the_dutch_e7_proposals_have_no_english(name, tmp_path):
    quote = load_quote(EXAMPLES / f"method-{name}.quote.json")
    text = _pdf_text(quote, tmp_path, "nl")
    assert "Groeiende vraag, jaar voor jaar" in _flat(text)
    assert english_in(text, user_texts(quote)) == []
    names = [s.model for s in quote.catalog.servers.values()]
    assert english_words(text, [*typed_texts(quote), *names]) == []


def test_no_growth_no_section(tmp_path):
    quote = load_quote(EXAMPLES / "method-e5.quote.json")
    assert build_document(quote, evaluate(quote), "nl").growth is None


def _sheet(quote, tmp_path, lang):
    import openpyxl

    path = tmp_path / f"{lang}.xlsx"
    export_quote(quote, xlsx=path, lang=lang)
    wb = openpyxl.load_workbook(path)
    return wb, wb[wb.sheetnames[-1]]


def test_the_workbook_has_the_years_with_a_live_saving(tmp_path):
    """The V100 refresh at 10 % a year (the fleet passes its ceiling in year 5 but carries
    every year): the current fleet and the recommended build per year, the saving a formula
    on the two opex rows that gives the engine's saving."""
    q = v100_quote()
    q = q.model_copy(update={"workload": q.workload.model_copy(update={"demand_growth": 0.1})})
    cat = catalog()
    best = suggest(q, cat, "npv", top=1).suggestions[0]
    quote = add_suggestion(q, cat, best)
    result = evaluate(quote)
    wb, ws = _sheet(quote, tmp_path, "nl")
    assert ws.title == "Groei per jaar"
    rows = {ws.cell(r, 1).value: r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value}
    base = result.option(result.baseline)
    mine = result.option(best.option.label)
    opex_rows = [r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value == "Exploitatiekosten"]
    assert len(opex_rows) == 2
    saving = rows["Besparing ten opzichte van de huidige configuratie"]
    for y in range(1, 6):
        cell = ws.cell(saving, 1 + y).value
        assert isinstance(cell, str) and cell.startswith("=")
        left, right = cell[1:].split("-")
        value = ws[left].value - ws[right].value
        assert value == pytest.approx(mine.savings_by_year[y - 1], abs=0.005)
        assert ws.cell(opex_rows[0], 1 + y).value == pytest.approx(base.opex_by_year[y - 1])
    servers = [r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value == "Servers"]
    assert [ws.cell(servers[1], 1 + y).value for y in range(1, 6)] == mine.servers_by_year
    assert [ws.cell(servers[0], 1 + y).value for y in range(1, 6)] == [6] * 5
    texts = "\n".join([ws.title] + [c.value for row in ws.iter_rows() for c in row
                                     if isinstance(c.value, str) and not c.value.startswith("=")])
    assert english_in(texts, user_texts(quote)) == []


def test_no_growth_no_growth_sheet(tmp_path):
    wb, _ = _sheet(load_quote(EXAMPLES / "method-e5.quote.json"), tmp_path, "en")
    assert "Growth by year" not in wb.sheetnames


@pytest.mark.parametrize("lang,caution", [("en", "this sheet's formulas assume a flat demand"),
                                          ("nl", "gaan uit van een vlakke vraag")])
def test_the_sheets_model_the_growth_and_carry_no_caution(tmp_path, lang, caution):
    """The Cash flow and Results sheets follow the growth now: no caution in their subtitle,
    and the Cash flow names the year's demand and each option's servers per year."""
    from app.io.export.xlsx import sheet_names

    names = sheet_names(lang)
    wb, _ = _sheet(load_quote(EXAMPLES / "method-e7a.quote.json"), tmp_path, lang)
    for key in ("cashflow", "results"):
        assert caution not in wb[names[key]]["A2"].value
    assert "demand_growth" in wb.defined_names and "opt4_servers_by_year" in wb.defined_names


def test_the_year_table_promises_the_saving_only_where_it_shows_one():
    """E7b's current configuration cannot carry year 4: the table has no saving row, and the
    introduction does not promise one; with a saving row it says so."""
    from app.io.export.pdf_growth import _intro

    quote = load_quote(EXAMPLES / "method-e7b.quote.json")
    view = build_document(quote, evaluate(quote), "nl").growth
    keys = {row.key for block in view.blocks for row in block.rows}
    assert ("growth_saving" in keys) == (_intro(view) == "growth_intro")
    assert "growth_saving" not in keys and _intro(view) == "growth_intro_no_saving"
