"""QApplication set-up and the GUI entry point (a results window for now)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QTableWidget, QTableWidgetItem

from app import APP_NAME, paths
from app.errors import AppError


def _results_table(quote_path: Path) -> QTableWidget:
    from app.calc import evaluate
    from app.io.quote_store import load_quote
    from app.io.report_text import ROWS

    result = evaluate(load_quote(quote_path))
    table = QTableWidget(len(ROWS), len(result.options))
    table.setHorizontalHeaderLabels([o.label for o in result.options])
    table.setVerticalHeaderLabels([t or f"TCO over {result.years} years" for t, _ in ROWS])
    for col, option in enumerate(result.options):
        for row, (_, cell) in enumerate(ROWS):
            text = cell(option, result) if option.valid else "invalid"
            table.setItem(row, col, QTableWidgetItem(text))
    table.resizeColumnsToContents()
    return table


def main(quote: str | None = None, screenshot: str | None = None, page: str = "results",
         size: str = "1280x800") -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    window = QMainWindow()
    window.setWindowTitle(APP_NAME)
    path = Path(quote) if quote else paths.example_quote()
    try:
        window.setCentralWidget(_results_table(path))
    except AppError as exc:
        if screenshot:
            raise
        QMessageBox.warning(window, APP_NAME, str(exc))
    width, height = (int(v) for v in size.lower().split("x"))
    window.resize(width, height)
    if screenshot:
        window.show()
        window.grab().save(screenshot)
        return 0
    window.show()
    return app.exec()
