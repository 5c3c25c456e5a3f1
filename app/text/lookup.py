"""Look a text up in its language's catalogue: the compiled .mo, read with the standard
library's ``gettext``; the English msgid where a language has no entry.

Why a fallback to the .po: the .mo is a build product (``make translations``, git-ignored
like Qt's .qm); a fresh checkout or a merge that brought new Dutch has a .po newer than its
.mo, and then the .po is compiled in memory (Babel, a dependency of the app already) so the
text is never older than the catalogue.
"""

from __future__ import annotations

import gettext
import io
from functools import lru_cache
from pathlib import Path

from app import paths
from app.text.languages import SOURCE, base, plural_index

DOMAIN = "gpu_tco"
#: a template's count form: ``{n:server|servers}``, one form per plural category
FORM_SEP = "|"


def locale_dir() -> Path:
    return paths.resources_dir() / "locale"


def po_path(lang: str) -> Path:
    return locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@lru_cache(maxsize=8)
def catalogue(lang: str) -> gettext.NullTranslations:
    """The translations of ``lang`` (a NullTranslations for English or a missing catalogue)."""
    code = base(lang)
    po = po_path(code)
    mo = po.with_suffix(".mo")
    if code == SOURCE or not (po.exists() or mo.exists()):
        return gettext.NullTranslations()
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as fp:
            return gettext.GNUTranslations(fp)
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        cat = read_po(fp, locale=code)
    buf = io.BytesIO()
    write_mo(buf, cat, use_fuzzy=False)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def _fill(text: str, values: dict) -> str:
    return text.format(**values) if values else text


def tr(lang: str, msgid: str, **values) -> str:
    """``msgid`` (English) in ``lang``, with ``values`` filled in."""
    return _fill(catalogue(base(lang)).gettext(msgid), values)


def trc(lang: str, context: str, msgid: str, **values) -> str:
    """A keyed entry: ``msgid`` under ``context`` (pgettext), with ``values`` filled in."""
    return _fill(catalogue(base(lang)).pgettext(context, msgid), values)


def trn(lang: str, singular: str, plural: str, n: float, **values) -> str:
    """The form of ``singular``/``plural`` that ``n`` takes in ``lang`` by CLDR's rule (a
    fraction too, which gettext's own expression cannot take), ``n`` and ``values`` filled."""
    code = base(lang)
    index = plural_index(code, n)
    found = getattr(catalogue(code), "_catalog", {}).get((singular, index))
    if not found:
        found = singular if index == 0 and code == SOURCE else plural
        if code == SOURCE:
            found = singular if index == 0 else plural
    return _fill(found, {"n": n, **values})


def forms(lang: str, n: float | None, spec: str) -> str:
    """The form of ``spec`` ("server|servers", one form per CLDR category of ``lang``, in
    the .po's order) that ``n`` takes; the last form (other) when there is no count."""
    options = spec.split(FORM_SEP)
    if n is None:
        return options[-1]
    return options[min(plural_index(lang, n), len(options) - 1)]
