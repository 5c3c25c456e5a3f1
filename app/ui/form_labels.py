"""Wrapped form labels that keep every line: Qt's QFormLayout gives a wrapped label the height
of its field's row, so a label that needs a third line at the label column's width lost it
("Maximale bezettingsgraad u_max" showed without "u_max" in Dutch at 1280 px; French labels
run longer still). Each such label asks, whenever it is resized, for the height its text needs
at its width; the form then makes the row that tall."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget


class _WholeHeight(QObject):
    #: a new width, or a new text (a language switch repaints the label without resizing it)
    EVENTS = (QEvent.Type.Resize, QEvent.Type.Paint)

    def eventFilter(self, label, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in self.EVENTS:
            need = label.heightForWidth(label.width()) if label.wordWrap() else -1
            if need > 0 and label.minimumHeight() != need:
                label.setMinimumHeight(need)
        return False


def keep_form_labels_whole(root: QWidget) -> None:
    """Every wrapped label in a label column of a QFormLayout under ``root``: as tall as its
    text needs (see the module's docstring)."""
    keeper = getattr(root, "_whole_labels", None) or _WholeHeight(root)
    root._whole_labels = keeper
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel) and label.wordWrap():
                label.installEventFilter(keeper)
