"""The shipped languages, one entry each, and their plural rules (CLDR, through Babel, as
app.text.cldr_facts keeps them).

Why one registry: the CLI's ``--lang``, the catalogue build and the completeness tests all
read this table, so a new language (fr-BE) is this entry plus its .po file. A language's
plural forms are numbered in CLDR's category order (zero, one, two, few, many, other), the
order Babel writes into a .po's ``Plural-Forms`` header; a test checks that they agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from app.text.cldr_facts import facts

#: the language the code is written in: its text is the msgid, it has no catalogue
SOURCE = "en"
_ORDER = ("zero", "one", "two", "few", "many", "other")


@dataclass(frozen=True)
class Language:
    code: str  # the catalogue's folder name and the CLI's --lang value
    name: str  # in its own language
    locale: str  # CLDR's: the plural rule, and the formats of the bare language (its home)
    regions: tuple[str, ...] = ()  # regions with formats of their own ("BE": nl-BE, nl_BE)

    def locales(self) -> dict[str, str]:
        """{language tag: CLDR locale}: the bare code and each ``code-REGION``."""
        return {self.code: self.locale,
                **{f"{self.code}-{r}": f"{self.code}_{r}" for r in self.regions}}


LANGUAGES: dict[str, Language] = {
    "en": Language("en", "English", "en_GB"),
    "nl": Language("nl", "Nederlands", "nl_NL", regions=("NL", "BE")),
    # French for Belgium's French-speaking buyers: its home formats are Belgium's (fr-BE)
    "fr": Language("fr", "Français", "fr_BE", regions=("BE",)),
}


def base(lang: str | None) -> str:
    """The shipped language of ``lang`` ("nl-BE" -> "nl"); English for an unknown one."""
    code = (lang or SOURCE).replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else SOURCE


@lru_cache(maxsize=16)
def categories(lang: str) -> tuple[str, ...]:
    """The CLDR plural categories of ``lang`` in the .po's order (nl: one, other)."""
    tags = facts(LANGUAGES[base(lang)].locale).plural.tags | {"other"}
    return tuple(c for c in _ORDER if c in tags)


def plural_index(lang: str, n: float) -> int:
    """Which plural form ``n`` takes in ``lang``: the index of its CLDR category (1 -> 0,
    2 -> 1 in English and Dutch; 1.5 is "other" there, "one" in French)."""
    code = base(lang)
    category = facts(LANGUAGES[code].locale).plural(n)
    return categories(code).index(category)
