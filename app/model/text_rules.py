"""Rules for user text that reaches exports and widgets (quote fields, seller profile, catalogue).

Text a customer or a colleague sent must never break a file format or a widget: a workbook is
XML (no control characters, no non-characters such as U+FFFE, no lone surrogates, which cannot
even be encoded as UTF-8), a page header holds at most 255 characters, a PDF line must fit a
page. So text is refused at the schema with the reason and the position of the first bad
character, never cleaned silently. ``NameLine``, ``Line80``... are one line of at most so many
characters, ``NotePara`` text that may also hold line breaks and tabs.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated

from pydantic import AfterValidator, Field

from app.errors import Said

#: Limits (characters). A name or title fits a page header and a PDF line; terms and notes a
#: page or two.
NAME_MAX = 200
REFERENCE_MAX = 100
PATH_MAX = 1000
NOTE_MAX = 20_000


_ALLOWED_GONE = str.maketrans("", "", "\n\t\r")


def text_problem(text: str, multiline: bool = False) -> str | None:
    """Why ``text`` cannot be used in a document or a widget (None: it can)."""
    allowed = "\n\t\r" if multiline else ""
    # The common case at C speed (a catalogue load checks some 8 000 strings): printable text
    # holds no control, format, surrogate, unassigned (the non-characters) or line-separator
    # character, so none of the refusals below can apply.
    if (text.translate(_ALLOWED_GONE) if multiline else text).isprintable():
        return None
    for position, char in enumerate(text, start=1):
        code = ord(char)
        if 0xD800 <= code <= 0xDFFF:
            return Said("character {position} is a lone surrogate (U+{code}), not text",
                        position=position, code=f"{code:04X}")
        if (0xFDD0 <= code <= 0xFDEF) or (code & 0xFFFE) == 0xFFFE:
            return Said("character {position} is U+{code}, a Unicode non-character",
                        position=position, code=f"{code:04X}")
        if char in allowed:
            continue
        if unicodedata.category(char) == "Cc" or char in "\u2028\u2029":
            if char in "\n\r\u2028\u2029":
                return Said("character {position} is a line break (U+{code}); not allowed "
                            "here", position=position, code=f"{code:04X}")
            return Said("character {position} is a control character (U+{code}); not "
                        "allowed here", position=position, code=f"{code:04X}")
    return None


def _checker(multiline: bool):
    def check(value: str) -> str:
        problem = text_problem(value, multiline)
        if problem:
            raise ValueError(problem)
        return value
    return check


# The types, named: a type checker refuses a call in an annotation, so each limit has its name.
NameLine = Annotated[str, Field(max_length=NAME_MAX), AfterValidator(_checker(False))]
RefLine = Annotated[str, Field(max_length=REFERENCE_MAX), AfterValidator(_checker(False))]
PathLine = Annotated[str, Field(max_length=PATH_MAX), AfterValidator(_checker(False))]
Line80 = Annotated[str, Field(max_length=80), AfterValidator(_checker(False))]
Line60 = Annotated[str, Field(max_length=60), AfterValidator(_checker(False))]
Line120 = Annotated[str, Field(max_length=120), AfterValidator(_checker(False))]
NotePara = Annotated[str, Field(max_length=NOTE_MAX), AfterValidator(_checker(True))]
Para2000 = Annotated[str, Field(max_length=2000), AfterValidator(_checker(True))]
Para4000 = Annotated[str, Field(max_length=4000), AfterValidator(_checker(True))]
