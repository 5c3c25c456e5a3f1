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


@given(value=st.floats(-1e9, 1e9, allow_nan=False), lang=st.sampled_from(["en", "nl", "fr"]),
       digits=st.integers(0, 4))
def test_what_a_field_shows_reads_back_as_shown(value, lang, digits):
    """A field shows a value in its language; reading that text back gives the shown number."""
    text = show_number(value, lang, digits)
    canonical = float(show_number(value, "en", digits).replace(",", "").replace("\u2212", "-"))
    assert parse_number(text, lang) == pytest.approx(canonical, abs=10 ** -digits / 2)
    assert parse_number(show_money(value, "EUR", lang), lang) == pytest.approx(
        round(value, 2), abs=0.006)


@pytest.mark.parametrize(("text", "value"), [
    ("1 234,5", 1234.5), ("1\u202f234,56\u00a0€", 1234.56),   # as typed, as the app writes it
    ("12 345 678", 12345678), ("€ 1 234,56", 1234.56), ("12,5 %", 12.5),
    ("0.21", 0.21), ("1.234.567", 1234567), ("1.234,56 €", 1234.56),  # as Belgians also write
])
def test_french_reads_spaces_and_the_belgian_points(text, value):
    assert parse_number(text, "fr", units=("%",)) == pytest.approx(value)


@pytest.mark.parametrize("text", ["1.500", "1 23,4", "1 2345", "1 234.5", "1.23,5", "1,2,3"])
def test_french_refuses_what_it_would_have_to_guess(text):
    """1.500 is a thousand and a half or fifteen hundred: refused, not read either way."""
    with pytest.raises(NumberTextError) as err:
        parse_number(text, "fr")
    assert err.value.code == WRONG_FORMAT


def test_french_formats_as_cldr_writes_them_in_belgium():
    from datetime import date

    from app.io.words.formatting import day, money, percent
    assert show_money(12345.678, "EUR", "fr") == "12\u202f345,68 €"
    assert money(-5, "EUR", "fr") == "−5,00 €"
    assert show_number(1234.5, "fr", 1) == "1\u202f234,5"
    assert percent(0.123, 1, "fr") == "12,3 %"
    assert day(date(2026, 12, 1), "fr") == "01/12/2026"  # never CLDR's two-digit year
