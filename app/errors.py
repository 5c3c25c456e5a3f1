"""Errors a user can act on.

Every error that reaches the command line or a dialog is an AppError: its message names the
file, line, entry or field and says what to do. Anything else is a bug and is logged.
"""

from __future__ import annotations


def refusal(template: str) -> str:
    """Marks ``template`` as a refusal template where it is not written inside ``Said(...)``
    (the translation build collects both from all of app/); returns it unchanged."""
    return template


class Figure(float):
    """A template value written with a fixed format: ``Figure(12.3, ".3f")`` is ``12.300`` in
    the English line (as the CLI always wrote it), ``+.1%`` a signed percentage; the window
    shows the same digits in its language's format (app/io/words/refusal_text.py)."""

    spec: str

    def __new__(cls, value: float, spec: str = "g"):
        self = super().__new__(cls, value)
        self.spec = spec
        return self

    def __reduce__(self):
        return Figure, (float(self), self.spec)

    def __str__(self) -> str:
        return format(float(self), self.spec)


def english(value) -> str:
    """A template value as the English line writes it: whole numbers with thousands
    separators, other numbers with the digits they need (700, 0.7), a Figure in its own format,
    anything else as ``str`` (a nested Said in English)."""
    if isinstance(value, Figure):
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    if isinstance(value, float):  # 1234.5, 10 (not 10.000000000000002), 1e+09
        return f"{value:.15g}" if abs(value) < 1e6 else f"{value:g}"
    return str(value)


class Said(str):
    """One line for the user: the English text (this str, as the CLI and the logs show it) that
    keeps its template, where and values, so that the window can say it in its language
    (app/io/words/refusal_text.py; the templates' translations are in the text catalogues, app.text,
    collected from every ``Said("...")`` and ``refusal("...")`` literal). A value may be a
    number (shown in the UI's format) or another Said (a reason inside a refusal).

    ``raise CatalogError(Said("{n} GPUs ...", where, n=9))``: the exception's text is the
    English line; the window finds the Said in ``exc.args``."""

    template: str
    where: object
    values: dict

    def __new__(cls, template: str, where=None, **values):
        body = template.format(**{k: english(v) for k, v in values.items()})
        self = super().__new__(cls, f"{where}: {body}" if where is not None else body)
        self.template, self.where, self.values = template, where, values
        return self

    def __reduce__(self):  # copied or pickled as itself, not re-read from its English text
        return _said, (self.template, self.where, self.values)

    def replaced(self, old: str, new: str) -> Said:
        """The same line with ``old`` written as ``new`` in its where and text values (a
        staging folder named as the file the user chose)."""
        def swap(v):
            if isinstance(v, Said):
                return v.replaced(old, new)
            return v.replace(old, new) if isinstance(v, str) else v
        where = None if self.where is None else str(self.where).replace(old, new)
        return Said(self.template, where, **{k: swap(v) for k, v in self.values.items()})


def _said(template: str, where, values: dict) -> Said:
    return Said(template, where, **values)


def said_of(item) -> Said | None:
    """The Said inside ``item`` (itself, or an exception raised with one); None when the
    text was written without a template."""
    if isinstance(item, Said):
        return item
    args: tuple[object, ...] = getattr(item, "args", ())
    if isinstance(item, BaseException) and len(args) == 1 and isinstance(args[0], Said):
        return args[0]
    return None


class AppError(Exception):
    """A problem with the user's input, stated so that the user can fix it."""

    exit_code = 2


class InputFileError(AppError):
    """A file that cannot be read, parsed or used."""


class FileRefusal(InputFileError):
    """A file refused with a fixed English template and its values, so that the app can show it
    in the user's language (app/io/words/refusal_text.py translates the templates); the CLI prints it
    in English (or in its --lang), whole numbers with thousands separators."""

    def __init__(self, template: str, where=None, **values):
        self.template, self.where, self.values = template, where, values
        body = template.format(**{k: f"{v:,}" if isinstance(v, int) else v
                                  for k, v in values.items()})
        super().__init__(f"{where}: {body}" if where is not None else body)


class CatalogError(AppError):
    """A catalogue file or entry that breaks a catalogue rule."""


class QuoteError(AppError):
    """A quote that is inconsistent or refers to something it does not contain."""
