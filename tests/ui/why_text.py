"""The *Why this number* panel as the user reaches and reads it: a Results page on a quote, a
result cell selected, and the panel's text with its tags gone (a formula number's link inline, a paragraph or list item a
space), runs of white space one space."""

from __future__ import annotations

import re


def results_page(qtbot, lang: str, quote):
    """(state, page): the Results page of ``quote`` computed, in ``lang`` (installed; the
    caller puts English back)."""
    from app.io.catalog.store import Overlay
    from app.ui.i18n import install_language
    from app.ui.pages.results_page import ResultsPage
    from app.ui.state import AppState

    install_language(lang)
    state = AppState(overlay=Overlay(), quote=quote, lang=lang)
    state.recalculate()
    page = ResultsPage(state)
    qtbot.addWidget(page)
    page.refresh()
    return state, page


def select_cell(page, key: str, option_label: str) -> None:
    """Select the results page's cell of figure ``key`` for ``option_label``; the panel shows it."""
    from app.ui.models.results_table import KEY_ROLE

    model = page.table.model()
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            if index.data(KEY_ROLE) == (key, option_label):
                page.table.setCurrentIndex(index)
                page.show_why()
                return
    raise AssertionError(f"no {key} cell for {option_label}")


def panel_text(html: str) -> str:
    html = re.sub(r"</?a\b[^>]*>", "", html)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).replace("&#x27;", "'")
