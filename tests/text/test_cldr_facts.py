"""Numbers, amounts and plural forms made from the kept CLDR facts (app.text.cldr_facts)
are Babel's own, in every locale the app speaks; the kept file is refused when damaged or of
another Babel version, and asked again."""

import json
from decimal import Decimal, localcontext

import babel
from babel import Locale
from babel.numbers import format_decimal
from hypothesis import given
from hypothesis import strategies as st

from app.io.words import formatting
from app.io.words.formatting import (
    _EXACT,
    LOCALES,
    locale_of,
    money,
    number,
    plural,
    round_half_away,
)
from app.text import cldr_facts
from app.text.languages import LANGUAGES, categories, plural_index

TAGS = sorted(LOCALES)


def babel_number(value: float, digits: int, lang: str) -> str:
    """What number() wrote with Babel's format_decimal (the app before the kept facts)."""
    rounded = Decimal(repr(round_half_away(value, digits)))
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    with localcontext(_EXACT):
        text = format_decimal(rounded, format=pattern, locale=locale_of(lang),
                              decimal_quantization=True, group_separator=True)
    return "−" + text[1:] if text.startswith("-") else text


@given(value=st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from(
           [0.0, -0.0, 0.005, -0.005, 1234.5, -1234.5, 999999.995, 1e22, -1e-9]),
       digits=st.integers(0, 4), lang=st.sampled_from(TAGS))
def test_numbers_are_babels(value, digits, lang):
    assert number(value, digits, lang) == babel_number(value, digits, lang)


@given(value=st.floats(-1e12, 1e12, allow_nan=False), lang=st.sampled_from(TAGS))
def test_amounts_take_the_locales_currency_pattern(value, lang):
    pattern = Locale.parse(locale_of(lang)).currency_formats["standard"].pattern.split(";")[0]
    text = money(value, "EUR", lang)
    body = babel_number(abs(round_half_away(value, 2)), 2, lang)
    assert body in text
    symbol_first = pattern.index("¤") < pattern.index("#")
    assert text.lstrip("−").startswith("€") == symbol_first


@given(count=st.integers(0, 10**7) | st.floats(0, 10**7, allow_nan=False),
       lang=st.sampled_from(TAGS))
def test_plural_forms_are_babels(count, lang):
    want = Locale.parse(locale_of(lang)).plural_form(count) == "one"
    assert (plural(count, "one", "other", lang) == "one") == want


def test_the_facts_are_kept_and_read_back(isolated_user_dirs):
    cldr_facts.forget()
    try:
        first = cldr_facts.facts("fr_BE")
        kept = json.loads(cldr_facts.facts_file().read_text(encoding="utf-8"))
        assert kept["babel"] == babel.__version__ and "fr_BE" in kept["locales"]
        assert first.group == "\u202f" and first.decimal == ","  # 12 345,68
        cldr_facts.forget()
        again = cldr_facts.facts("fr_BE")
        assert (again.group, again.currency_pattern) == (first.group, first.currency_pattern)
        assert again.plural(1.5) == "one" and again.plural(2) == "other"
    finally:
        cldr_facts.forget()


def test_a_damaged_or_other_versions_file_is_asked_again(isolated_user_dirs):
    path = cldr_facts.facts_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    wrong = {"group": "X", "decimal": "Y", "minus": "-", "currency_pattern": "¤#,##0.00",
             "plural_rules": {"one": "n in 1"}}
    cases = ["{not json", json.dumps({"format": 1, "babel": "0.0", "locales": {"nl_NL": wrong}}),
             json.dumps({"format": 1, "babel": babel.__version__,
                         "locales": {"nl_NL": {**wrong, "group": None}}}),
             json.dumps({"format": 1, "babel": babel.__version__,
                         "locales": {"nl_NL": {**wrong, "plural_rules": {"one": "n in (("}}}})]
    try:
        for text in cases:
            path.write_text(text, encoding="utf-8")
            cldr_facts.forget()
            assert cldr_facts.facts("nl_NL").group == "."  # Babel's, not the file's
            assert number(1234.5, 1, "nl") == "1.234,5"
    finally:
        cldr_facts.forget()
    assert formatting.separators("nl") == (".", ",")


@given(count=st.integers(0, 10**7) | st.floats(0, 10**7, allow_nan=False),
       code=st.sampled_from(sorted(LANGUAGES)))
def test_the_catalogues_plural_form_is_babels(count, code):
    """gettext's plural index (trn) from the kept rules: Babel's category, in the .po's order."""
    rule = Locale.parse(LANGUAGES[code].locale).plural_form
    order = [c for c in ("zero", "one", "two", "few", "many", "other") if c in rule.tags | {"other"}]
    assert plural_index(code, count) == order.index(rule(count))
    assert categories(code) == tuple(order)


def test_an_edited_file_is_corrected_right_after_the_first_paint(isolated_user_dirs):
    """A file that reads well but says other symbols than CLDR: used at start, then checked
    against Babel (AppState.preload calls confirm) and written anew."""
    cldr_facts.forget()
    try:
        cldr_facts.facts("en_GB")  # writes the file
        path = cldr_facts.facts_file()
        kept = json.loads(path.read_text(encoding="utf-8"))
        kept["locales"]["en_GB"]["group"] = "X"
        path.write_text(json.dumps(kept), encoding="utf-8")
        cldr_facts.forget()
        assert number(1234.5, 1, "en") == "1X234.5"  # the start trusts its cache
        assert cldr_facts.confirm() is True
        assert number(1234.5, 1, "en") == "1,234.5"
        assert json.loads(path.read_text(encoding="utf-8"))["locales"]["en_GB"]["group"] == ","
        assert cldr_facts.confirm() is False  # checked once
    finally:
        cldr_facts.forget()
