"""Quote text is shown as text on every page: a title or label holding markup
("PAID IN FULL" in large red letters, an <img> that makes Qt read a local file) shows its
characters, in labels, message boxes, tool tips, tables, the "why" pane and chart legends."""

from __future__ import annotations

import json

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QTextBrowser

from tests.ui.conftest import E3

PAYLOAD = '<b style="font-size:40px;color:red">PAID IN FULL</b><img src="/etc/hostname">'
RAW = '<b style="font-size:40px'   # markup that reached a renderer unescaped


def markup_quote(tmp_path):
    data = json.loads(E3.read_text(encoding="utf-8"))
    data["title"] = PAYLOAD
    data["customer"].update(name=PAYLOAD, contact=PAYLOAD, reference=PAYLOAD[:100])
    data["notes"] = PAYLOAD
    data["commercial"]["number"] = "<i>N</i>"
    for n, option in enumerate(data["options"], start=1):
        option["label"] = f"{PAYLOAD} {n}"
    path = tmp_path / "markup.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def rich_texts(window) -> list[str]:
    """Places where user markup would be rendered as markup (empty: none)."""
    found = []
    widgets = QApplication.allWidgets()
    for widget in widgets:
        if isinstance(widget, QLabel) and "PAID IN FULL" in widget.text() \
                and widget.textFormat() != Qt.TextFormat.PlainText:
            found.append(f"label {widget.objectName() or type(widget.parent()).__name__}")
        if RAW in widget.toolTip():
            found.append(f"tool tip of {type(widget).__name__}")
        if isinstance(widget, QTextBrowser) and RAW in widget.toHtml():
            found.append("text browser")
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for row in range(min(model.rowCount(QModelIndex()), 50)):
                for col in range(20):
                    index = model.index(row, col)
                    if not index.isValid():
                        break
                    tip = index.data(Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str) and RAW in tip:
                        found.append(f"tool tip in {type(model).__name__}")
    return found


def shown_as_text(window) -> int:
    return sum(1 for w in QApplication.allWidgets()
               if isinstance(w, QLabel) and "PAID IN FULL" in w.text())


def test_markup_in_a_quote_shows_as_text_on_every_page(qtbot, window, tmp_path):
    assert window.files.open_path(markup_quote(tmp_path))
    window.state.recalculate()
    for key in window.page_keys:
        window.show_page(key)
        qtbot.wait(10)
    quote_page = window.pages["quote"]
    edit = quote_page.customer_edits["name"]
    edit.setText(PAYLOAD + "\x07")           # refused: the error line quotes the value
    edit.editingFinished.emit()
    assert "control character" in quote_page.error.text()
    results = window.pages["results"]
    results.table.setCurrentIndex(results.model.index(0, 1))
    assert "PAID IN FULL" in results.why.toPlainText() and "<img" in results.why.toPlainText()
    assert shown_as_text(window) >= 1
    assert rich_texts(window) == []
    charts = window.pages["charts"]
    legend = charts.plots["cumulative"].plotItem.legend
    names = [label.text for _sample, label in legend.items]
    assert names and all(RAW not in n and "PAID IN FULL" in n for n in names)


def test_a_problem_dialog_shows_the_message_as_text(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from app.ui.dialogs import questions

    seen = []

    def exec_(box):
        seen.append((box.textFormat(), box.text()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.undo()  # the conftest answers ShowProblem itself; test the real one here
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    questions.ShowProblem.ask(None, "Cannot open the quote", f"x.quote.json: {PAYLOAD}")
    assert seen == [(Qt.TextFormat.PlainText, f"x.quote.json: {PAYLOAD}")]
