"""Times written as ``ctime`` / ``date`` text: ``Tue Dec  1 21:25:49 2026`` (Python's
``time.ctime``, C's ``asctime``), ``Tue Dec  1 21:25:49 UTC 2026`` (``date``), ``Fri 21 Nov 2025
11:41:31 PM EST`` (``date`` in an English locale).

Why: shell and Python wrappers around nvidia-smi or pynvml stamp their rows this way
(FORMATS.md §1.3); a reader that knew only ISO 8601 and nvidia-smi's form skipped every line.
A zone abbreviation (``UTC``, ``EST``, ``CET``) is dropped: such names are ambiguous, and a
log's times are read as its local clock, as nvidia-smi's own are.
"""

from __future__ import annotations

import pandas as pd

from app.io.smi.limits import MAX_YEAR, MIN_YEAR

#: A text that starts like one: a weekday name, then a month name or a day number.
LOOKS_LIKE = r"^\s*[A-Za-z]{3},?\s+(?:[A-Za-z]{3}\s+\d{1,2}|\d{1,2}\s+[A-Za-z]{3})\s"
_ZONE = r"\s(?:[A-Z]{3,5}|[+-]\d{4})(?=\s|$)"
_FORMATS = ("%a %b %d %H:%M:%S %Y", "%a %d %b %Y %I:%M:%S %p", "%a %d %b %Y %H:%M:%S",
            "%a %b %d %Y %H:%M:%S", "%a %b %d %H:%M:%S.%f %Y", "%a, %d %b %Y %H:%M:%S")


def parse_ctime(texts: pd.Series) -> pd.Series:
    """datetime64[ns] per text (NaT where it is no ctime/date text); the zone name dropped."""
    out = pd.Series(pd.NaT, index=texts.index, dtype="datetime64[ns]")
    s = texts.astype("string")
    year = pd.to_numeric(s.str.extract(r"(?:^|\s)(\d{4})(?:\s|$)", expand=False),
                         errors="coerce")
    like = (s.str.match(LOOKS_LIKE).fillna(False).astype(bool)
            & year.between(MIN_YEAR, MAX_YEAR).fillna(False).astype(bool))
    if not like.any():
        return out
    s = (s[like].str.replace(r"\s+", " ", regex=True).str.strip()
         .str.replace(_ZONE, "", regex=True))
    for fmt in _FORMATS:
        rest = out[like].isna()
        if not rest.any():
            break
        idx = rest[rest].index
        try:
            got = pd.to_datetime(s[idx], format=fmt, errors="coerce")
        except (ValueError, OverflowError, pd.errors.OutOfBoundsDatetime):
            continue
        try:
            out[idx] = got.astype("datetime64[ns]")
        except (ValueError, OverflowError, pd.errors.OutOfBoundsDatetime):
            continue
    return out
