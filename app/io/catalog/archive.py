"""Taking a catalogue out of a folder or a .zip someone passed around, safely.

Only the catalogue's own files are taken (its TOML files: ``catalog.toml``, one per kind and
the preset files, and its release note ``RELEASE.md``/``RELEASE.nl.md``, from the folder that
holds ``catalog.toml``), each at most ``FILE_MAX_BYTES`` (a zip's entries together unpack to at most
``ARCHIVE_MAX_BYTES``: a bomb is judged by size and entry count, not by how well a file packs);
anything else is left behind and listed. An archive is refused
whole, with the entry named, when it has more than ``ENTRIES_MAX`` entries, a path that leaves
the archive (``../``, an absolute or drive path), a link, an encrypted entry, a damaged entry
(bad CRC) or the catalogue nested deeper than ``DEPTH_MAX`` folders. A folder is read without
following links. Nothing is written outside ``into``.
"""

from __future__ import annotations

import os
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from app.errors import CatalogError, Said
from app.io.catalog.files import FILES, META_FILE
from app.io.catalog.release import RELEASE_FILES

CATALOGUE_FILES = frozenset({META_FILE, *FILES.values(), *RELEASE_FILES.values()})
FILE_MAX_BYTES = 4 * 1024 * 1024
TOTAL_MAX_BYTES = 16 * 1024 * 1024
#: All entries of an archive together, unpacked (the catalogue's files and anything left out).
ARCHIVE_MAX_BYTES = 64 * 1024 * 1024
ENTRIES_MAX = 1000
DEPTH_MAX = 4


@dataclass
class Unpacked:
    folder: Path
    ignored: list[str] = field(default_factory=list)


def unpack(source: Path, into: Path) -> Unpacked:
    """The catalogue files of ``source`` (a folder, or a .zip of one) copied into ``into``."""
    source = Path(source)
    target = Path(into) / "catalog"
    target.mkdir(parents=True)
    if source.is_symlink():
        raise CatalogError(Said("is a link; give the catalogue folder or .zip itself", source))
    if source.is_dir():
        return _from_folder(source, target)
    if source.is_file() and zipfile.is_zipfile(source):
        return _from_zip(source, target)
    raise CatalogError(Said("not a catalogue folder or .zip; choose the catalogue's folder of "
                            ".toml files, or the .zip that gpu-tco catalog pack writes", source))


def _from_folder(source: Path, target: Path) -> Unpacked:
    files: dict[str, Path] = {}
    count = 0
    for root, dirs, names in os.walk(source, followlinks=False):
        depth = len(Path(root).relative_to(source).parts)
        for name in dirs + names:
            count += 1
            if count > ENTRIES_MAX:
                raise CatalogError(Said("more than {limit} files and folders; a catalogue is a "
                                        "few TOML files: give its own folder", source,
                                        limit=ENTRIES_MAX))
            entry = Path(root) / name
            if entry.is_symlink():
                raise CatalogError(Said("{name} is a link; a catalogue holds plain files only: "
                                        "copy the files themselves", source,
                                        name=_rel(entry, source)))
        if depth > DEPTH_MAX:
            dirs[:] = []
            continue
        for name in names:
            files[str(PurePosixPath(*Path(root, name).relative_to(source).parts))] = Path(root, name)
    base = _catalogue_root(source, list(files))
    chosen, ignored = _choose(list(files), base)
    total = 0
    for name, rel in chosen.items():
        path = files[rel]
        mode = path.lstat()
        if not stat.S_ISREG(mode.st_mode):
            raise CatalogError(Said("{name} is not a regular file", source, name=rel))
        total += _check_size(source, rel, mode.st_size, total)
        with open(path, "rb") as handle:
            data = handle.read(FILE_MAX_BYTES + 1)
        _check_size(source, rel, len(data), 0)
        (target / name).write_bytes(data)
    return Unpacked(target, ignored)


def _from_zip(source: Path, target: Path) -> Unpacked:
    try:
        with zipfile.ZipFile(source) as archive:
            infos = archive.infolist()
            if len(infos) > ENTRIES_MAX:
                raise CatalogError(Said("{n} entries; a catalogue is a few TOML files (at most "
                                        "{limit} entries): not a catalogue", source,
                                        n=len(infos), limit=ENTRIES_MAX))
            names = []
            for info in infos:
                _check_entry(source, info)
                if not info.is_dir():
                    names.append(info.filename)
            _check_archive_size(source, infos)
            base = _catalogue_root(source, names)
            chosen, ignored = _choose(names, base)
            by_name = {info.filename: info for info in infos}
            total = 0
            for name, rel in chosen.items():
                info = by_name[rel]
                _check_size(source, rel, info.file_size, total)
                with archive.open(info) as handle:
                    data = handle.read(FILE_MAX_BYTES + 1)   # never more, whatever the header
                total += _check_size(source, rel, len(data), total)
                (target / name).write_bytes(data)
    except zipfile.BadZipFile as exc:
        raise CatalogError(Said("a damaged zip ({why}); ask for the file again", source,
                                why=str(exc))) from None
    except (RuntimeError, NotImplementedError) as exc:  # encryption, unknown compression
        raise CatalogError(Said("cannot be unpacked ({why}); pack it as a plain .zip", source,
                                why=str(exc))) \
            from None
    except (OSError, EOFError) as exc:
        raise CatalogError(Said("cannot be read ({why}); ask for the file again", source,
                                why=str(exc))) from None
    return Unpacked(target, ignored)


def _check_entry(source: Path, info: zipfile.ZipInfo) -> None:
    name = info.filename
    parts = PurePosixPath(name.replace("\\", "/")).parts
    if name.startswith(("/", "\\")) or ".." in parts or (parts and ":" in parts[0]):
        raise CatalogError(Said("entry {name} points outside the archive; not installed", source,
                                name=repr(name[:120])))
    if info.flag_bits & 0x1:
        raise CatalogError(Said("entry {name} is encrypted; pack the catalogue without a "
                                "password", source, name=repr(name[:120])))
    kind = (info.external_attr >> 16) & 0o170000
    if kind == stat.S_IFLNK:
        raise CatalogError(Said("entry {name} is a link; a catalogue holds plain files only",
                                source, name=repr(name[:120])))
    if len(parts) > DEPTH_MAX + 1 and PurePosixPath(name).name == META_FILE:
        raise CatalogError(Said("{name} is nested {depth} folders deep (at most {limit}); pack "
                                "the catalogue folder itself", source, name=META_FILE,
                                depth=len(parts) - 1, limit=DEPTH_MAX))


def _check_archive_size(source: Path, infos: list[zipfile.ZipInfo]) -> None:
    """A zip bomb is judged by what it would unpack to in all (and by its entry count), not by
    how well it packs: a real catalogue of comments and repeated tables packs a thousand to one,
    and what is read is never more than ``FILE_MAX_BYTES`` a file, whatever the header says."""
    declared = sum(info.file_size for info in infos)
    if declared > ARCHIVE_MAX_BYTES:
        largest = max(infos, key=lambda info: info.file_size)
        raise CatalogError(Said("unpacks to {size} MB in all (the largest entry, {name}: {entry} "
                                "MB), more than a catalogue's {limit} MB (a zip bomb?); not "
                                "installed", source, size=declared // 2**20,
                                name=repr(largest.filename[:120]),
                                entry=largest.file_size // 2**20,
                                limit=ARCHIVE_MAX_BYTES // 2**20))


def _catalogue_root(source: Path, names: list[str]) -> PurePosixPath:
    """The shallowest folder holding catalog.toml (one only at that depth)."""
    metas = [PurePosixPath(n) for n in names if PurePosixPath(n).name == META_FILE]
    if not metas:
        raise CatalogError(Said("no {name} inside: not a catalogue", source, name=META_FILE))
    shallowest = min(len(m.parts) for m in metas)
    roots = sorted({m.parent for m in metas if len(m.parts) == shallowest})
    if len(roots) > 1:
        raise CatalogError(Said("{n} catalogues side by side ({first}, {second}); give one "
                                "catalogue at a time", source, n=len(roots),
                                first=str(roots[0]), second=str(roots[1])))
    return roots[0]


def _choose(names: list[str], base: PurePosixPath) -> tuple[dict[str, str], list[str]]:
    """({catalogue file name: entry}, [entries left behind])."""
    chosen, ignored = {}, []
    for name in names:
        path = PurePosixPath(name)
        if path.parent == base and _catalogue_file(path.name):
            chosen[path.name] = name
        else:
            ignored.append(name)
    return chosen, sorted(ignored)


def _catalogue_file(name: str) -> bool:
    """A TOML file of the catalogue's own naming (kinds, presets, catalog.toml)."""
    return name in CATALOGUE_FILES or (name.endswith(".toml") and name[:-5].isidentifier()
                                       and name[:-5].islower())


def _check_size(source: Path, rel: str, size: int, total: int) -> int:
    if size > FILE_MAX_BYTES:
        raise CatalogError(Said("{name} is {size} MB or more; a catalogue file is at most "
                                "{limit} MB: not installed", source, name=rel,
                                size=size // 2**20, limit=FILE_MAX_BYTES // 2**20))
    if total + size > TOTAL_MAX_BYTES:
        raise CatalogError(Said("the catalogue files add up to more than {limit} MB: not "
                                "installed", source, limit=TOTAL_MAX_BYTES // 2**20))
    return size


def _rel(path: Path, base: Path) -> str:
    return str(path.relative_to(base))


def pack(folder: Path, out: Path) -> list[str]:
    """Write the catalogue files of ``folder`` (as ``unpack`` would take them) into the zip
    ``out`` under ``catalog/``, atomically. Returns the names packed."""
    import io

    from app.io.files.atomic import atomic_write_bytes

    names = sorted(p.name for p in Path(folder).iterdir()
                   if p.is_file() and not p.is_symlink() and _catalogue_file(p.name))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in names:  # a fixed time: the same catalogue packs to the same bytes
            info = zipfile.ZipInfo(f"catalog/{name}", date_time=(2000, 1, 1, 0, 0, 0))
            info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
            archive.writestr(info, (Path(folder) / name).read_bytes())
    atomic_write_bytes(Path(out), buffer.getvalue(), keep_backup=False)
    return names
