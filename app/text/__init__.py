"""The app's text outside the widgets, in every shipped language, from one place: GNU gettext
catalogues (resources/locale/<lang>/LC_MESSAGES/gpu_tco.po, compiled to .mo by
``python -m app.text.build``), read with the standard library's ``gettext``.

Why: the English text stays in the code where it is used (the msgid: a refusal's template, an
export table's value, a note template); every other language is one .po file, so adding a
language is one .po (plus Qt's .ts for the widgets) and one entry in app.text.languages. This
package is the lowest layer: it imports nothing of the app but app.paths.

    tr(lang, "must be a number")                 # a plain message (a refusal's template)
    trc(lang, "export:proposal", "Proposal")     # a keyed table entry: the key is the msgctxt
    trn(lang, "{n} server", "{n} servers", n)    # ngettext, by the language's CLDR plural rule
    forms(lang, n, "server|servers")             # a ``{n:server|servers}`` form in a template
"""

from app.text.languages import LANGUAGES, base, plural_index
from app.text.lookup import forms, tr, trc, trn

__all__ = ["LANGUAGES", "base", "forms", "plural_index", "tr", "trc", "trn"]
