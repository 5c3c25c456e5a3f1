"""The catalogue's release note: what changed in each dated catalogue, and why.

``catalog/RELEASE.md`` (English) and, optionally, ``catalog/RELEASE.nl.md`` (Dutch) and
``catalog/RELEASE.fr.md`` (French) travel with
the catalogue (folder, .zip, the app bundle). Each release is one section whose heading starts
with the catalogue's date::

    ## 2026-12-01: a current catalogue
    - HGX B300 ... (source ...)

Installing or being offered a catalogue shows the sections dated after the catalogue in use, up
to the new catalogue's date (``notes_between``), so a user who skipped a release reads both. The
text is shown as plain text, never as markup: a note from a passed-around .zip cannot load files
or run links.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from app.errors import CatalogError, Said
from app.text.languages import LANGUAGES, SOURCE, base

#: the note per shipped language: RELEASE.md (English), RELEASE.nl.md, RELEASE.fr.md
RELEASE_FILES = {code: "RELEASE.md" if code == SOURCE else f"RELEASE.{code}.md"
                 for code in LANGUAGES}
RELEASE_MAX_BYTES = 256 * 1024
#: Shown at most this many characters of notes at once (the rest is in the file).
SHOWN_MAX_CHARS = 20000


@dataclass(frozen=True)
class Release:
    """One dated section of the release note: its heading (without ``## ``) and its text."""

    date: date
    heading: str
    body: str

    def text(self) -> str:
        return f"{self.heading}\n{self.body}".rstrip()


def release_file(folder: Path, lang: str = "en") -> Path:
    """The note in ``lang`` when the catalogue has one, else the English one."""
    own = Path(folder) / RELEASE_FILES.get(base(lang), RELEASE_FILES["en"])
    return own if own.is_file() else Path(folder) / RELEASE_FILES["en"]


def read_releases(folder: Path, lang: str = "en") -> list[Release]:
    """Every dated section, newest first; [] when the catalogue has no note (older ones had
    none). CatalogError of one line when the note is too big or not UTF-8 text."""
    path = release_file(folder, lang)
    if not path.is_file():
        return []
    if path.stat().st_size > RELEASE_MAX_BYTES:
        raise CatalogError(Said("more than {limit} kB; a release note is a page of text",
                                path.name, limit=RELEASE_MAX_BYTES // 1024))
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CatalogError(Said("not UTF-8 text; save the release note as UTF-8", path.name)) \
            from None
    return sorted(parse_releases(text), key=lambda r: r.date, reverse=True)


def parse_releases(text: str) -> list[Release]:
    """The ``## YYYY-MM-DD...`` sections of a note, in file order; other text is left out."""
    found: list[Release] = []
    heading, when, lines = "", None, []
    for line in text.replace("\r\n", "\n").split("\n") + ["## end"]:
        if line.startswith("## "):
            if when is not None:
                found.append(Release(when, heading, "\n".join(lines).strip("\n")))
            heading, when, lines = line[3:].strip(), _date(line[3:].strip()[:10]), []
        elif when is not None:
            lines.append(line)
    return found


def _date(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def notes_between(folder: Path, old: date | None, new: date | None, lang: str = "en") -> list[Release]:
    """The sections dated after ``old`` (the catalogue in use; None: all) and not after ``new``;
    the new catalogue's own section always (a catalogue of the same date installed again)."""
    return [r for r in read_releases(folder, lang)
            if (old is None or r.date > old or r.date == new) and (new is None or r.date <= new)]


def unwrapped(text: str) -> str:
    """The note's lines as the window should wrap them: a list item's indented continuation
    lines joined to it (the file is wrapped at 100 characters; a dialog wraps again at its own
    width, which left short ragged lines such as "Dell" alone)."""
    out: list[str] = []
    for line in text.splitlines():
        if out and out[-1] and line[:1].isspace() and line.strip():
            out[-1] = f"{out[-1]} {line.strip()}"
        else:
            out.append(line)
    return "\n".join(out)


def shown_text(releases: list[Release]) -> str:
    """The sections as one plain text, newest first, cut at ``SHOWN_MAX_CHARS``."""
    text = unwrapped("\n\n".join(r.text() for r in releases))
    return text if len(text) <= SHOWN_MAX_CHARS else text[:SHOWN_MAX_CHARS].rstrip() + "\n…"
