"""Errors a user can act on.

Every error that reaches the command line or a dialog is an AppError: its message names the
file, line, entry or field and says what to do. Anything else is a bug and is logged.
"""


class AppError(Exception):
    """A problem with the user's input, stated so that the user can fix it."""

    exit_code = 2


class InputFileError(AppError):
    """A file that cannot be read, parsed or used."""


class CatalogError(AppError):
    """A catalogue file or entry that breaks a catalogue rule."""


class QuoteError(AppError):
    """A quote that is inconsistent or refers to something it does not contain."""
