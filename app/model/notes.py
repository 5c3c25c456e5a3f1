"""The engine's notes and reasons as data: a code, typed arguments, and one template per
language. The engine keeps the English text beside each note (JSON, CLI); the PDF, the workbook
and the Dutch app render the same note in their language with locale number formats.

The English template is the code's (app.model.note_templates, ``{"en": ...}``); every other
language's is in its catalogue (app.text), the note's code as the msgctxt (``note:<code>``).

An argument is ``[kind, value, digits]`` with kind ``number``, ``percent`` (a fraction),
``text`` (digits unused) or ``texts`` (value ``[English, Dutch, French]``, the order of
app.text.LANGUAGES: a catalogue source that has its own texts; an empty or missing one reads as
the English, so an old ``[English, Dutch]`` still reads). The templates live in
app.model.note_templates, one module per purpose (engine notes, option refusals, plausibility
warnings, suggestions, advisor findings).
A template names a count's noun in each plural form of its language, ``{servers}
{servers:server|servers}`` (French: three forms, CLDR's one|many|other); the number argument
picks one by the CLDR plural rule of the language (app.text.forms: 1 server, 2 servers), the
same rule as the catalogues' ngettext.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict, Field

from app.model.note_templates import (
    advisor,
    engine,
    growth,
    money,
    option_refusals,
    plausibility,
    precision,
    price_list,
    reserve,
    suggestions,
)
from app.text import base, forms, trc
from app.text.in_language import pick

#: every template by code; the codes of the purpose modules are distinct (a test checks it)
TEMPLATES: dict[str, dict[str, str]] = {
    **engine.TEMPLATES, **option_refusals.TEMPLATES, **plausibility.TEMPLATES,
    **suggestions.TEMPLATES, **advisor.TEMPLATES, **money.TEMPLATES, **growth.TEMPLATES,
    **precision.TEMPLATES, **reserve.TEMPLATES, **price_list.TEMPLATES}

Formatter = Callable[[str, float, int], str]


class Note(BaseModel):
    """One note or reason: ``code`` names its template, ``args`` its typed values."""

    model_config = ConfigDict(frozen=True)

    code: str
    args: dict[str, list] = Field(default_factory=dict)


def note(code: str, **args) -> Note:
    """A Note; plain strings become text arguments, (kind, value, digits) tuples stay typed."""
    typed = {k: list(v) if isinstance(v, tuple) else ["text", str(v), 0] for k, v in args.items()}
    return Note(code=code, args=typed)


def plain(kind: str, value, digits: int) -> str:
    """English numbers without locale: 8,600 and 44.6 %."""
    if kind == "percent":
        return f"{value * 100:,.{digits}f} %"
    if kind == "number":
        return f"{value:,.{digits}f}" if digits >= 0 else f"{value:g}"
    if kind.startswith(("money:", "money+:")):  # "money:EUR": with its currency's sign;
        # "money+:EUR" a difference, "+" written too
        code = kind.partition(":")[2]
        sign = {"EUR": "€", "USD": "$", "GBP": "£"}.get(code, code + " ")
        plus = "+" if kind.startswith("money+") and value > 0 else ""
        return ("−" if value < 0 else plus) + f"{sign}{abs(value):,.{max(digits, 0)}f}"
    return str(value)


def render(item: Note, lang: str = "en", fmt: Formatter = plain) -> str:
    """The note in ``lang`` (English when the language has no template)."""
    values = {k: _value(v, lang, fmt) for k, v in item.args.items()}
    return template(item.code, lang).format(**values)


def template(code: str, lang: str = "en") -> str:
    """The template of ``code`` in ``lang`` (its catalogue's, else the English)."""
    return trc(base(lang), CONTEXT + code, TEMPLATES[code]["en"])


#: the msgctxt of a note's template in the catalogues
CONTEXT = "note:"


class _Count(str):
    """A formatted number that also gives a noun's form: ``{n:GPU|GPUs}`` by the CLDR plural
    rule of ``lang`` for the number itself (``1`` one, ``1.5`` other; app.text.forms)."""

    amount: float | None
    lang: str

    def __new__(cls, text: str, amount: float | None, lang: str):
        out = super().__new__(cls, text)
        out.amount, out.lang = amount, lang
        return out

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return str.__format__(self, spec)
        return forms(self.lang, self.amount, spec)  # no count (a text, "–"): the last form


def _value(arg: list, lang: str, fmt: Formatter) -> str:
    kind, value, digits = arg
    if kind == "text":
        return _Count(value, None, lang)
    if kind == "texts":
        return pick(value, lang)
    if kind == "number":
        return _Count(fmt(kind, value, digits), value, lang)
    return fmt(kind, value, digits)
