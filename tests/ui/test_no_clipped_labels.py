"""No label cut in Dutch at 1280x800: the option editor's form labels
("Voedingen geplaatst" got one line's height for two), the results' longest row label (the
cumulative payback) and the results table using the window's width at 1920x1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFormLayout, QLabel


def _show(window, page: str, size=(1280, 800)):
    window.set_language("nl")
    window.resize(*size)
    window.show()
    window.show_page(page)
    for _ in range(3):
        QApplication.processEvents()
    return window.pages[page]


def _form_labels(root) -> list[QLabel]:
    out = []
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel) and item.widget().text():
                out.append(item.widget())
    return out


def _cut(label: QLabel) -> bool:
    if label.wordWrap():
        return label.heightForWidth(label.width()) > label.height() + 1
    return label.sizeHint().width() > label.width() + 1 or \
        label.sizeHint().height() > label.height() + 1


def test_option_editor_labels_are_whole_in_dutch(window):
    page = _show(window, "options")
    labels = _form_labels(page)
    texts = [label.text() for label in labels]
    assert "Voedingen geplaatst" in texts
    assert [label.text() for label in labels if _cut(label)] == []
    window.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_results_row_labels_are_whole_and_the_table_fills_the_width(window, size):
    page = _show(window, "results", size)
    header = page.table.verticalHeader()
    metrics = header.fontMetrics()
    rows = [page.model.headerData(r, Qt.Orientation.Vertical) for r in range(page.model.rowCount())]
    assert any(r.startswith("Terugverdientijd, cumulatief") for r in rows)
    assert max(metrics.horizontalAdvance(r) for r in rows) < header.width()
    columns = page.table.horizontalHeader()
    used = sum(columns.sectionSize(c) for c in range(page.model.columnCount()))
    assert used >= page.table.viewport().width() * 0.97
    window.set_language("en")
