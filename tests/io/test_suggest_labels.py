"""The names the configurator gives its builds are in the reader's language: once added, a
suggestion's name is the option's name on every page and in the proposal, so a Dutch quote
reads "begrenzing 75 %" and "onderdompeling", never "cap 75 %" or "immersion"."""

from pathlib import Path

from app.calc.configurator import suggest
from app.io.catalog.store import load_catalog
from app.io.quote.store import load_quote
from app.io.report.suggest import labeller

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "example.quote.json"


def test_dutch_names_say_begrenzing_and_profiel():
    quote, catalog = load_quote(EXAMPLE), load_catalog()
    en = suggest(quote, catalog, "npv", top=8, distinct=False).suggestions
    nl = suggest(quote, catalog, "npv", top=8, distinct=False, label=labeller("nl")).suggestions
    assert [s.build for s in en] == [s.build for s in nl]  # the words change, not the ranking
    for e, n in zip(en, nl):
        b = e.build
        if b.cap is not None:
            assert "cap " in e.option.label and "cap " not in n.option.label
            assert "begrenzing " in n.option.label and n.option.label.endswith("%")
        if b.profile is not None:
            assert "profile" in e.option.label and "profiel" in n.option.label
        assert " air" not in n.option.label and "immersion" not in n.option.label
    assert any(s.build.cap is not None for s in nl)


def test_every_cooling_kind_has_a_dutch_word():
    from app.io.export.i18n import STRINGS

    kinds = {c.type for c in load_catalog().kind("cooling").values()} - {"air"}
    for kind in kinds:
        assert STRINGS["nl"][f"label_cooling_{kind}"]


def test_why_writes_money_as_the_table_does():
    """The "Why" column compares with #1 in money as the table writes it: "+€ 15.740" in
    Dutch, "+€15,740" in English, with the sign that says more or less."""
    import re

    from app.io.words.formatting import money, note_text

    quote, catalog = load_quote(EXAMPLE), load_catalog()
    found = suggest(quote, catalog, "npv", top=3).suggestions
    best = found[0].result
    for s in found[1:]:
        delta = (s.result.capex or 0) - (best.capex or 0)
        nl, en = note_text(s.why, "nl"), note_text(s.why, "en")
        shown = money(abs(delta), "EUR", "nl", 0)
        assert f"investering {'+' if delta > 0 else '−' if delta < 0 else ''}{shown}" in nl
        assert "EUR" not in nl and "EUR" not in en
        assert re.search(r"capex [+−]?€[\d,]+", en)


def test_cli_suggest_in_dutch_names_the_build_in_dutch(tmp_path):
    """``gpu-tco --lang nl suggest --add 1`` writes the option under its Dutch name."""
    import shutil

    from tests.conftest import run_cli

    quote = tmp_path / "q.quote.json"
    shutil.copy(EXAMPLE, quote)
    nl = suggest(load_quote(EXAMPLE), load_catalog(), "npv", top=1,
                 label=labeller("nl")).suggestions[0].option.label
    run = run_cli("--lang", "nl", "suggest", str(quote), "--add", "1")
    assert run.returncode == 0, run.stderr
    assert load_quote(quote).options[-1].label == nl
