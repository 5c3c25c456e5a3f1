"""A model's text in a reader's language: its ``<field>_<lang>`` sibling where filled, else the
English field.

Why one helper: the catalogue, the quote and the results carry each translated text as a
sibling of the English one (``name`` / ``name_nl`` / ``name_fr``). Each module used to test
for Dutch itself; with this helper a further language is one more sibling field and one
entry in app.text.LANGUAGES, not one more branch in every module. An empty sibling reads as the
English text (a proper name, a model number), and so does a language without siblings.

Why here, beside the languages and not in app.model: it reads any object's attributes (a model,
a mapping) and needs no pydantic, so the window's fast start (which shows a saved result before
pydantic and the engine load) can use it too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.text.languages import LANGUAGES, SOURCE, base


def translated() -> tuple[str, ...]:
    """The shipped languages other than English, in app.text.LANGUAGES' order: the suffixes
    of the sibling fields (``nl``, ``fr``)."""
    return tuple(code for code in LANGUAGES if code != SOURCE)


def sibling(field: str, lang: str) -> str:
    """The name of ``field``'s sibling in ``lang``: ``name`` -> ``name_fr``; English and an
    unknown language: ``field`` itself."""
    code = base(lang)
    return field if code == SOURCE else f"{field}_{code}"


def siblings(field: str) -> tuple[str, ...]:
    """Every translated sibling of ``field``: ``("name_nl", "name_fr")``."""
    return tuple(f"{field}_{code}" for code in translated())


def _get(obj, name: str) -> str:
    value = obj.get(name, "") if isinstance(obj, Mapping) else getattr(obj, name, "")
    return value if isinstance(value, str) else ""


def text_in(obj, field: str, lang: str, english: str | None = None) -> str:
    """``obj``'s ``field`` as a reader of ``lang`` reads it: the filled sibling
    (``<field>_<lang>``), else ``english`` (default: the field itself). ``obj`` is a model or
    a mapping (an input's ``names``)."""
    fallback = _get(obj, field) if english is None else english
    own = _get(obj, sibling(field, lang))
    return own if own.strip() else fallback


def own_text(obj, field: str, lang: str) -> str:
    """Only ``field``'s own sibling in ``lang`` (``source_fr``), "" where it has none: in
    English and an unknown language always "" (the English field is not its own translation)."""
    if base(lang) == SOURCE:
        return ""
    own = _get(obj, sibling(field, lang))
    return own if own.strip() else ""


def texts(obj, field: str) -> list[str]:
    """``field`` in every shipped language, in app.text.LANGUAGES' order (a note's ``texts``
    argument): ``[English, Dutch, French]``, each sibling falling back to the English."""
    return [text_in(obj, field, code) for code in LANGUAGES]


def texts_arg(obj, field: str) -> tuple:
    """``field`` as a note's ``texts`` argument (app.model.notes), said in the reader's
    language."""
    return ("texts", texts(obj, field), 0)


def per_language(make) -> list[str]:
    """``make(lang)`` for every shipped language, in app.text.LANGUAGES' order: the values of
    a ``texts`` argument built from words in each language."""
    return [make(code) for code in LANGUAGES]


def pick(values: Sequence[str], lang: str) -> str:
    """The text for ``lang`` from a list in app.text.LANGUAGES' order (a ``texts`` argument);
    a missing or empty one reads as the first (English). An old two-element list
    ``[English, Dutch]`` reads the same way."""
    if not values:
        return ""
    index = list(LANGUAGES).index(base(lang))
    own = values[index] if index < len(values) else ""
    return own if isinstance(own, str) and own else values[0]
