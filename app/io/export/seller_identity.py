"""Where the seller is registered, and its registration numbers as the cover prints them.

A Dutch seller prints its KvK number; a Belgian one its company number (numéro d'entreprise
BCE / ondernemingsnummer KBO, ``0123.456.789``) with its register and court ("RPM Bruxelles"),
which the law requires on its documents, and its VAT number, ``BE`` and the same ten digits. A wrong digit on a signed offer is the
customer's first question, so the company number's check digits are verified here (the last two
are 97 − (the first eight mod 97)) and a profile that fails is refused with the reason, as any
other bad field of the profile is. Nothing here knows about PDF or Qt.

API: ``checked_identity(values, where)`` normalises and checks a profile's ``country``,
``company_number``, ``vat_number`` and ``coc_number`` (raising ``InputFileError``);
``country_of(seller)`` says which country's labels a profile gets; ``seller_number_lines`` are
the cover's lines of those numbers; ``company_number_problem``
gives the reason a number is not a Belgian company number (None when it is one).
"""

from __future__ import annotations

import re

from app.errors import InputFileError, Said
from app.io.words.formatting import colon as label_colon

#: the countries a profile may name; "" lets the profile's numbers say it
COUNTRIES = ("NL", "BE")

_SEPARATORS = re.compile(r"[\s.\-/]+")


def company_digits(text: str) -> str:
    """The digits of a company number as typed: dots, spaces and a leading "BE" left out."""
    plain = _SEPARATORS.sub("", text).upper()
    return plain[2:] if plain.startswith("BE") else plain


def company_number_problem(text: str) -> Said | None:
    """Why ``text`` is not a Belgian company number (None when it is one)."""
    digits = company_digits(text)
    if len(digits) != 10 or not digits.isdigit() or digits[0] not in "01":
        return Said("ten digits starting with 0 or 1 are expected, as in 0123.456.749")
    check = 97 - int(digits[:8]) % 97
    if int(digits[8:]) != check:
        return Said("its check digits are wrong: 97 − (the first eight digits mod 97) is "
                    "{check}, the number ends in {given}; look for a typing error",
                    check=f"{check:02d}", given=digits[8:])
    return None


def company_number_text(digits: str) -> str:
    """``0123456749`` written as the Belgian register writes it: ``0123.456.749``."""
    return f"{digits[:4]}.{digits[4:7]}.{digits[7:]}"


def country_of(seller) -> str:
    """"NL" or "BE": the profile's own ``country``, else BE when it has a Belgian company or
    VAT number, else NL (the profiles written before Belgium was a choice)."""
    country = (getattr(seller, "country", "") or "").strip().upper()
    if country in COUNTRIES:
        return country
    vat = _SEPARATORS.sub("", getattr(seller, "vat_number", "") or "").upper()
    return "BE" if getattr(seller, "company_number", "") or vat.startswith("BE") else "NL"


def seller_number_lines(seller, t, lang: str = "en") -> list[str]:
    """The cover's register lines, ``t`` the document's strings: VAT number, then the KvK
    number (NL) or the company number (BE, "numéro d'entreprise (BCE)" in French), then the
    IBAN; French puts a (no-break) space before the colon."""
    colon = label_colon(lang)
    lines = []
    if seller.vat_number:
        lines.append(t("vat_number") + colon + seller.vat_number)
    if country_of(seller) == "BE":
        if seller.company_number:
            register = getattr(seller, "legal_register", "")
            lines.append(t("company_number") + colon + seller.company_number
                         + (f" – {register}" if register else ""))
    elif seller.coc_number:
        lines.append(t("coc_number") + colon + seller.coc_number)
    if seller.iban:
        lines.append("IBAN" + colon + seller.iban)
    return lines


def checked_identity(values: dict, where) -> dict:
    """``values`` (a profile's text fields) with ``country`` resolved and the Belgian numbers
    written the register's way; InputFileError naming the field when one is wrong."""
    out = dict(values)
    given = out.get("country", "").strip().upper()
    if given and given not in COUNTRIES:
        raise InputFileError(Said("country: {value} is neither NL nor BE; give NL (the "
                                  "Netherlands) or BE (Belgium), or leave it empty", where,
                                  value=repr(out["country"][:20])))
    out["country"] = country = country_of(_Values(out, given))
    if country == "NL":
        if out.get("company_number"):
            raise InputFileError(Said("company_number: a Dutch seller gives its KvK number "
                                      "(coc_number); set country to BE for a Belgian company "
                                      "number", where))
        if out.get("legal_register"):
            raise InputFileError(Said("legal_register: the register and court (RPM/RPR) are "
                                      "Belgian; set country to BE or leave it empty", where))
        return out
    if out.get("coc_number"):
        raise InputFileError(Said("coc_number: a Belgian seller has no KvK number; give its "
                                  "company number (company_number, BCE/KBO) instead", where))
    number = out.get("company_number", "")
    if number:
        problem = company_number_problem(number)
        if problem:
            raise InputFileError(Said("company_number: {value}: {why}", where,
                                      value=repr(number[:20]), why=problem))
        out["company_number"] = company_number_text(company_digits(number))
    vat = out.get("vat_number", "")
    if vat:
        out["vat_number"] = _belgian_vat(vat, out["company_number"], where)
        if not out["company_number"]:  # the same digits by law: the cover prints both
            out["company_number"] = company_number_text(out["vat_number"][2:])
    return out


def _belgian_vat(vat: str, number: str, where) -> str:
    plain = _SEPARATORS.sub("", vat).upper()
    if not plain.startswith("BE") or company_number_problem(plain[2:]):
        raise InputFileError(Said("vat_number: {value} is not a Belgian VAT number (BE and the "
                                  "ten digits of the company number, as in BE0123456749); "
                                  "retype it", where, value=repr(vat[:20])))
    if number and plain[2:] != company_digits(number):
        raise InputFileError(Said("vat_number: {value} does not match the company number "
                                  "{number}; a Belgian VAT number is BE and the same ten "
                                  "digits", where, value=repr(vat[:20]), number=number))
    return plain


class _Values:
    """A profile's values read as attributes, with the country as given (for country_of)."""

    def __init__(self, values: dict, country: str):
        self.country = country
        self.company_number = values.get("company_number", "")
        self.vat_number = values.get("vat_number", "")
