"""A distributor's export to rows of cells, whatever the file looks like on arrival.

CSV: UTF-8 (with or without BOM) or cp1252 (Excel on Windows in the Benelux), ``;``, ``,`` or
tab, chosen by which splits the lines into the most equal columns. XLSX: the first sheet with
data, merged cells filled with their value (a header cell merged over two columns names both).
Title lines above the header (the distributor's name, "Prijslijst december 2026", a blank line)
are kept apart: the header is the first row that looks like one (several distinct texts, no
prices) and is followed by rows as wide. A file that is none of these is refused in one line.
"""

from __future__ import annotations

import csv
import io
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from app.errors import InputFileError, Said

MAX_BYTES = 32 * 1024 * 1024
MAX_ROWS = 100_000


@dataclass
class Table:
    """The rows of one export: ``header`` and the data ``rows`` (1-based line/row numbers in
    ``numbers``), the ``title`` lines above the header, and how the file was read."""

    header: list[str]
    rows: list[list]
    numbers: list[int]
    title: list[str] = field(default_factory=list)
    encoding: str = ""
    delimiter: str = ""
    kind: str = "csv"


def read_table(path: Path) -> Table:
    """The export at ``path`` as a Table; InputFileError of one line when it cannot be read."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputFileError(Said("cannot be read ({why})", path,
                                  why=exc.strerror or type(exc).__name__)) from None
    if len(data) > MAX_BYTES:
        raise InputFileError(Said("{size} MB, more than a price list holds; choose the right "
                                  "file", path, size=len(data) // 2**20))
    if data[:4] == b"PK\x03\x04":
        rows, kind, encoding, delimiter = _xlsx_rows(path, data), "xlsx", "", ""
    elif path.suffix.lower() in (".xlsx", ".xlsm", ".xls"):
        raise InputFileError(Said("not an Excel workbook (.xlsx); save the price list as .xlsx "
                                  "or CSV", path))
    else:
        if b"\x00" in data[:4096]:
            raise InputFileError(Said("not a text file: a price list is CSV or XLSX", path))
        text, encoding = _decode(data)
        delimiter = _delimiter(text)
        rows = [r for r in csv.reader(io.StringIO(text), delimiter=delimiter)][:MAX_ROWS]
        kind = "csv"
    return _split(path, rows, kind, encoding, delimiter)


def _decode(data: bytes) -> tuple[str, str]:
    """UTF-8 where the bytes are UTF-8, else cp1252 (every byte Excel writes there)."""
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace"), "cp1252"


def _delimiter(text: str) -> str:
    """The delimiter that splits the most lines into the same number (at least 2) of columns."""
    lines = [line for line in text.splitlines()[:200] if line.strip()]
    best, score = ",", -1
    for delimiter in (";", ",", "\t"):
        widths = [len(r) for r in csv.reader(lines, delimiter=delimiter)]
        common = max(set(widths), key=widths.count) if widths else 1
        here = widths.count(common) * (common > 1) * common
        if here > score:
            best, score = delimiter, here
    return best


def _xlsx_rows(path: Path, data: bytes) -> list[list]:
    import openpyxl

    try:
        book = openpyxl.load_workbook(io.BytesIO(data), data_only=True)
    except (zipfile.BadZipFile, KeyError, ValueError, OSError, TypeError) as exc:
        raise InputFileError(Said("not a readable Excel workbook ({why})", path,
                                  why=type(exc).__name__)) from None
    for sheet in book.worksheets:
        if sheet.max_row <= 1 and sheet.max_column <= 1:
            continue
        rows = [list(r) for r in sheet.iter_rows(values_only=True, max_row=MAX_ROWS)]
        for merged in sheet.merged_cells.ranges:  # the value in every cell of the range
            value = rows[merged.min_row - 1][merged.min_col - 1]
            for r in range(merged.min_row, merged.max_row + 1):
                for c in range(merged.min_col, merged.max_col + 1):
                    rows[r - 1][c - 1] = value
        return [["" if v is None else v for v in row] for row in rows]
    raise InputFileError(Said("the workbook has no sheet with data", path))


def _texts(row: list) -> list[str]:
    return [str(v).strip() for v in row if str(v).strip()]


def _looks_like_header(row: list) -> bool:
    from app.io.pricebook.numbers import Unreadable, parse_price

    texts = _texts(row)
    if len(set(texts)) < 2:
        return False
    numbers = 0
    for text in texts:
        try:
            parse_price(text)
            numbers += 1
        except Unreadable:
            pass
    return numbers == 0


def _split(path: Path, rows: list[list], kind: str, encoding: str, delimiter: str) -> Table:
    numbered = [(i + 1, r) for i, r in enumerate(rows)]
    filled = [(n, r) for n, r in numbered if _texts(r)]
    for at, (_, row) in enumerate(filled):
        if not _looks_like_header(row):
            continue
        data = filled[at + 1:]
        width = len(_texts(row))
        if data and sum(len(_texts(r)) >= max(2, width - 2) for _, r in data[:5]) >= \
                min(len(data), 5) / 2:
            title = [" ".join(dict.fromkeys(_texts(r))) for _, r in filled[:at]]
            header = [str(v).strip() for v in row]
            size = len(header)
            body = [list(r[:size]) + [""] * (size - len(r)) for _, r in data]
            return Table(header=header, rows=body, numbers=[n for n, _ in data], title=title,
                         encoding=encoding, delimiter=delimiter, kind=kind)
    raise InputFileError(Said("no header row with column names found; a price list has one "
                              "line naming its columns above the prices", path))
