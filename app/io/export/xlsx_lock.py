"""Which cells of the workbook a customer can change (openpyxl, no Qt).

Every cell that looks like an input is either live (a change flows through the formulas as the
engine would compute it) or locked: the sheets are protected without a password, the input
cells and the live prices unlocked, and a cell whose value comes from the engine (the server
count, the GPUs per server, utilization, power: the sizing and the PSU curve live there) carries
the note "change it in the app". A workbook formula for those would not be faithful (M13a's
minimum fleet and redundancy, the cap and profile, the PSU efficiency curve), so the engine's
value stays and the customer is sent back to the app. Protection without a password keeps the
customer free to switch it off; it says which cells are meant to move.
"""

from __future__ import annotations

from openpyxl.comments import Comment
from openpyxl.styles import Protection

AUTHOR = "GPU TCO"
OPEN = Protection(locked=False)


def unlock(cell) -> None:
    """A cell the customer may change (an input, or a price whose formulas are live)."""
    cell.protection = OPEN


def note_engine(cell, note: str) -> None:
    """An engine value a change would not carry through: locked, with the note."""
    cell.comment = Comment(note, AUTHOR, width=260, height=70)


def protect(wb) -> None:
    """Protect every sheet, without a password; columns and rows can still be resized and
    locked cells selected, so reading and printing are as before."""
    for ws in wb.worksheets:
        p = ws.protection
        p.sheet = True
        p.formatColumns = False
        p.formatRows = False
        p.selectLockedCells = False
        p.selectUnlockedCells = False
