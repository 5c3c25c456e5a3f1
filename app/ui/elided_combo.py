"""A combo box whose current text, when longer than the box, ends in "…" and shows whole in its
tooltip. Qt cuts such a text at the arrow without a sign that more follows: the option editor's
server ("Supermicro A+ Server AS-4124GO-NART (HGX A100 8-GPU, 2x EPY") in Dutch at 1280 px,
where the catalogue's description in the UI's language is longer than the English."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter


class ElidedCombo(QComboBox):
    def shown_text(self) -> str:
        """The current text as the box draws it: whole, or cut at the field's width with "…"."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight,
                                             field.width())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        whole = self.currentText() if option.currentText != self.currentText() else ""
        if self.toolTip() != whole:  # also after items refilled with their signals blocked
            self.setToolTip(whole)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
