"""The reasons Python's own parsers (json, tomllib) and the operating system give, as refusal
templates, so that a refusal that quotes one ("not valid TOML: Invalid value (at line 3, column
9)", "cannot be read (Permission denied)") reads whole in the UI's language: the window
translates the Said (app/ui/refusals.py); a reason these tables do not know stays as written.
"""

from __future__ import annotations

import errno
import re

from app.errors import Said, refusal

#: json.JSONDecodeError.msg
JSON_REASONS = frozenset((
    refusal("Expecting value"), refusal("Expecting property name enclosed in double quotes"),
    refusal("Expecting ',' delimiter"), refusal("Expecting ':' delimiter"),
    refusal("Unterminated string starting at"), refusal("Invalid control character at"),
    refusal("Invalid \\escape"), refusal("Invalid \\uXXXX escape"), refusal("Extra data")))

#: tomllib.TOMLDecodeError, without its position
TOML_REASONS = frozenset((
    refusal("Cannot overwrite a value"), refusal("Escaped character is not a Unicode scalar value"),
    refusal("Expected '=' after a key in a key/value pair"),
    refusal("Expected ']' at the end of a table declaration"),
    refusal("Expected ']]' at the end of an array declaration"),
    refusal("Expected newline or end of document after a statement"),
    refusal("Invalid date or datetime"), refusal("Invalid hex value"),
    refusal("Invalid initial character for a key part"), refusal("Invalid statement"),
    refusal("Invalid value"), refusal("Unclosed array"), refusal("Unclosed inline table"),
    refusal("Unescaped '\\' in a string"), refusal("Unterminated string")))
#: tomllib's reasons that name a key or a character
TOML_NAMED = ((re.compile(r"Cannot declare (.+) twice"), refusal("Cannot declare {name} twice")),
              (re.compile(r"Cannot redefine namespace (.+)"),
               refusal("Cannot redefine namespace {name}")),
              (re.compile(r"Cannot mutate immutable namespace (.+)"),
               refusal("Cannot mutate immutable namespace {name}")),
              (re.compile(r"Duplicate inline table key (.+)"),
               refusal("Duplicate inline table key {name}")),
              (re.compile(r"Found invalid character (.+)"),
               refusal("Found invalid character {name}")),
              (re.compile(r"Illegal character (.+)"), refusal("Illegal character {name}")))
_AT = re.compile(r"^(.*) \(at line (\d+), column (\d+)\)$")
_AT_END = re.compile(r"^(.*) \(at end of document\)$")


#: errno -> the operating system's own words for it (strerror in the C locale)
OS_REASONS = {
    errno.ENOENT: refusal("No such file or directory"), errno.EACCES: refusal("Permission denied"),
    errno.EPERM: refusal("Operation not permitted"), errno.EISDIR: refusal("Is a directory"),
    errno.ENOTDIR: refusal("Not a directory"), errno.ENOSPC: refusal("No space left on device"),
    errno.EROFS: refusal("Read-only file system"), errno.EIO: refusal("Input/output error"),
    errno.ENAMETOOLONG: refusal("File name too long"),
    errno.ELOOP: refusal("Too many levels of symbolic links")}


def os_reason(exc: OSError) -> Said | str:
    """Why the operating system refused, as a Said where the errno is a common one."""
    template = OS_REASONS.get(exc.errno)
    return Said(template) if template else str(exc.strerror or exc)


def json_reason(msg: str) -> Said | str:
    """A JSON decoder's ``msg`` as a Said where it is one of the decoder's own."""
    return Said(msg) if msg in JSON_REASONS else msg


def toml_reason(exc: Exception) -> Said | str:
    """A TOML decoder error as a Said: its reason and where it is."""
    text = str(exc)
    found = _AT.match(text)
    end = _AT_END.match(text)
    reason = found.group(1) if found else end.group(1) if end else text
    said = Said(reason) if reason in TOML_REASONS else None
    for pattern, template in TOML_NAMED:
        named = pattern.fullmatch(reason)
        if said is None and named:
            said = Said(template, name=named.group(1))
    if said is None:
        return text[:200]
    if found:
        return Said("{why} (at line {line}, column {column})", why=said,
                    line=int(found.group(2)), column=int(found.group(3)))
    return Said("{why} (at end of document)", why=said) if end else said
