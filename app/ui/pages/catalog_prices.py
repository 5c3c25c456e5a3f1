"""The Catalogue page's "Import price list…": pick the file, show the dialog, keep the book.

Its own module so the page stays small; the reading and matching are app.io.pricebook's. A kept
book changes the catalogue's prices at once (the base catalogue is read again with it), so the
notice that offers to update the open quote's prices follows as for an installed catalogue.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from app.errors import AppError
from app.ui.i18n import T
from app.ui.refusals import problem_text

CTX = "Catalogue"


def import_price_list(page) -> bool:
    """The whole action on ``page`` (a CatalogPage); True when a book was kept."""
    from app.io.catalog.store import Overlay, load_catalog
    from app.io.pricebook.store import add_book
    from app.io.words.formatting import day
    from app.ui.dialogs.price_list_dialog import PickPriceList, PriceListDialog

    state = page.state
    source = PickPriceList.ask(page)
    if source is None:
        return False
    try:
        dialog = PriceListDialog(source, state.base_catalog, state.lang, page)
    except AppError as exc:
        page._problem(T(CTX, "Price list not read: {reason}").format(reason=problem_text(exc)))
        return False
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.result is None:
        return False
    book = dialog.result.book
    try:
        add_book(book)
        state.base_catalog = load_catalog(overlay=Overlay())
    except (AppError, OSError) as exc:
        page._problem(T(CTX, "Price list not kept: {reason}").format(reason=problem_text(exc)))
        return False
    state.catalog = state.overlay.apply(state.base_catalog)
    state.catalog_changed.emit()
    page._info(T(CTX, "Price list {name} of {date} kept: {count} catalogue prices come from it, "
                      "valid until {until}.").format(name=book.name,
                                                     date=day(book.list_date, state.lang),
                                                     count=len(book.prices),
                                                     until=day(book.valid_until, state.lang)))
    return True
