"""Typed numbers are read in the app's language: the language's own format, the
other decimal separator where it cannot be misread, and a refusal with a reason otherwise."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.io.words.number_text import (
    NOT_A_NUMBER,
    NOT_WHOLE,
    WRONG_FORMAT,
    NumberTextError,
    parse_number,
    show_money,
    show_number,
)


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("0,21", "nl", 0.21), ("0.21", "en", 0.21),
    ("0,21", "en", 0.21), ("0.21", "nl", 0.21),          # a lone other separator, not 3 digits
    ("1,500", "en", 1500), ("1.500", "nl", 1500),         # three digits: the language's grouping
    ("1.5", "nl", 1.5), ("1,5", "en", 1.5),
    ("€ 12.345,68", "nl", 12345.68), ("€12,345.68", "en", 12345.68),
    ("1.234.567", "nl", 1234567), ("1,234,567", "en", 1234567),
    ("60 %", "nl", 60), ("8.760 h", "nl", 8760), ("−5", "en", -5), ("€ −5,00", "nl", -5),
    ("0,500", "en", 0.5),                                  # "0," cannot start a thousands group
])
def test_reads_the_language_and_the_unambiguous_other_separator(text, lang, value):
    assert parse_number(text, lang, units=("%", "h")) == pytest.approx(value)


@pytest.mark.parametrize(("text", "lang", "code"), [
    ("12,345.68", "nl", WRONG_FORMAT), ("12.345,68", "en", WRONG_FORMAT),
    ("1.2.3", "en", WRONG_FORMAT), ("abc", "en", NOT_A_NUMBER), ("1 2", "nl", NOT_A_NUMBER),
    ("1e5", "en", NOT_A_NUMBER), (",", "nl", NOT_A_NUMBER),
])
def test_refuses_what_it_would_have_to_guess(text, lang, code):
    with pytest.raises(NumberTextError) as err:
        parse_number(text, lang)
    assert err.value.code == code


def test_whole_numbers_and_empty():
    assert parse_number("  ", "nl") is None
    assert parse_number("12", "en", integer=True) == 12
    with pytest.raises(NumberTextError) as err:
        parse_number("1,5", "nl", integer=True)
    assert err.value.code == NOT_WHOLE


def test_shown_numbers_in_each_language():
    assert show_number(0.17, "nl", 4) == "0,17" and show_number(0.17, "en", 4) == "0.17"
    assert show_number(8760, "nl", 0) == "8.760" and show_number(5, "en", 2, 2) == "5.00"
    assert show_money(12345.678, "EUR", "nl") == "€ 12.345,68"
    assert show_money(12345.678, "EUR", "en") == "€12,345.68"


@given(value=st.floats(-1e9, 1e9, allow_nan=False), lang=st.sampled_from(["en", "nl"]),
       digits=st.integers(0, 4))
def test_what_a_field_shows_reads_back_as_shown(value, lang, digits):
    """A field shows a value in its language; reading that text back gives the shown number."""
    text = show_number(value, lang, digits)
    canonical = float(show_number(value, "en", digits).replace(",", "").replace("\u2212", "-"))
    assert parse_number(text, lang) == pytest.approx(canonical, abs=10 ** -digits / 2)
    assert parse_number(show_money(value, "EUR", lang), lang) == pytest.approx(
        round(value, 2), abs=0.006)
