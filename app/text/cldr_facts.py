"""The few CLDR facts numbers and plural forms are written with, per locale, without Babel's
locale data.

Why: Babel reads a locale's data as several pickled files (en_GB: root, en, en_001, en_GB) and
merges them, 11 ms before the window's first paint, where the results table needs five facts:
the group and decimal symbols, the minus sign, the standard currency pattern and the plural
rules. They are read through Babel once per Babel version and kept in the user cache folder
(``cldr-facts.json``); a missing, damaged or other version's file means Babel is asked again,
and a file that cannot be written only costs the next start that time again. What a start read
from the file is checked against Babel right after the first paint (``confirm``), so an edited
file is corrected within that start. The plural rules
stay Babel's (``babel.plural.PluralRule``, from CLDR's rule text). tests/text/test_cldr_facts.py
checks that numbers, amounts and plural forms made from these facts are Babel's own.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass

import babel
from babel.plural import PluralRule, RuleError

from app import paths

log = logging.getLogger("gpu_tco.cldr")
FORMAT = 1


@dataclass(frozen=True)
class Facts:
    group: str  # "," en, "." nl, a narrow no-break space fr
    decimal: str
    minus: str
    currency_pattern: str  # CLDR's standard one, "¤#,##0.00" en, "#,##0.00 ¤" fr
    plural: PluralRule


def facts_file():
    return paths.user_cache_dir() / "cldr-facts.json"


#: locale -> (its facts, what the file gave for them: None once they are Babel's)
_FACTS: dict[str, tuple[Facts, dict | None]] = {}


def facts(locale: str) -> Facts:
    """The facts of a CLDR ``locale`` ("en_GB", "nl_BE")."""
    if locale not in _FACTS:
        stored = _kept().get(locale)
        found = _made(stored) if isinstance(stored, dict) and _whole(stored) else None
        _FACTS[locale] = (found, stored) if found is not None else (_asked(locale)[0], None)
    return _FACTS[locale][0]


def confirm() -> bool:
    """Check the facts this process read from the file against Babel (right after the first
    paint: it loads Babel's locale data); True when any differed and was corrected."""
    changed = False
    for locale, (_, from_file) in list(_FACTS.items()):
        if from_file is not None:
            made, stored = _asked(locale)
            _FACTS[locale] = (made, None)
            changed |= stored != from_file
    return changed


def forget() -> None:
    """Read the facts again at the next use (tests; a Babel update in place)."""
    _FACTS.clear()


def _asked(locale: str) -> tuple[Facts, dict]:
    """The facts from Babel, and as the file keeps them (written when it holds others)."""
    stored = _from_babel(locale)
    if _kept().get(locale) != stored:
        _keep(locale, stored)
    made = _made(stored)
    assert made is not None  # Babel's own rules parse
    return made, stored


def _made(stored: dict) -> Facts | None:
    try:
        rule = PluralRule(stored["plural_rules"])
    except (RuleError, ValueError, TypeError):
        return None
    return Facts(stored["group"], stored["decimal"], stored["minus"],
                 stored["currency_pattern"], rule)


def _from_babel(locale: str) -> dict:
    from babel import Locale

    data = Locale.parse(locale)
    symbols = data.number_symbols["latn"]
    return {"group": symbols["group"], "decimal": symbols["decimal"],
            "minus": symbols["minusSign"],
            "currency_pattern": data.currency_formats["standard"].pattern,
            "plural_rules": dict(data.plural_form.rules)}


def _whole(stored: dict) -> bool:
    return (all(isinstance(stored.get(k), str) and stored[k]
                    for k in ("group", "decimal", "minus", "currency_pattern"))
            and isinstance(stored.get("plural_rules"), dict)
            and all(isinstance(k, str) and isinstance(v, str)
                    for k, v in stored["plural_rules"].items()))


def _kept() -> dict:
    """The file's locales when it was written by this Babel version in this format; else {}."""
    try:
        stored = json.loads(facts_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if (not isinstance(stored, dict) or stored.get("format") != FORMAT
            or stored.get("babel") != babel.__version__
            or not isinstance(stored.get("locales"), dict)):
        return {}
    return stored["locales"]


def _keep(locale: str, entry: dict) -> None:
    """Add ``locale`` to the file: written beside it and renamed over it, so that a reader
    never sees half of it (a cache: no backup is kept)."""
    path = facts_file()
    text = json.dumps({"format": FORMAT, "babel": babel.__version__,
                       "locales": {**_kept(), locale: entry}}, ensure_ascii=False, allow_nan=False)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, path)
    except OSError as exc:  # only the next start's time: said in the log, not on the CLI
        log.info("CLDR facts not kept: %s", exc)
        temp.unlink(missing_ok=True)
