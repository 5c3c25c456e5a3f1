"""Errors a user can act on.

Every error that reaches the command line or a dialog is an AppError: its message names the
file, line, entry or field and says what to do. Anything else is a bug and is logged.
"""


class AppError(Exception):
    """A problem with the user's input, stated so that the user can fix it."""

    exit_code = 2


class InputFileError(AppError):
    """A file that cannot be read, parsed or used."""


class FileRefusal(InputFileError):
    """A file refused with a fixed English template and its values, so that the app can show it
    in the user's language (app/ui/refusals.py translates the templates); the CLI prints it in
    English, whole numbers with thousands separators."""

    def __init__(self, template: str, where=None, **values):
        self.template, self.where, self.values = template, where, values
        body = template.format(**{k: f"{v:,}" if isinstance(v, int) else v
                                  for k, v in values.items()})
        super().__init__(f"{where}: {body}" if where is not None else body)


class CatalogError(AppError):
    """A catalogue file or entry that breaks a catalogue rule."""


class QuoteError(AppError):
    """A quote that is inconsistent or refers to something it does not contain."""
