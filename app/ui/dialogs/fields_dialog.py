"""Ask which ``--query-gpu`` fields a headerless CSV log holds (``--format=csv,noheader``).

The file cannot say it: the user types the list given to nvidia-smi, in its order.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.ui.dialogs.dialog_parts import ok_cancel
from app.ui.i18n import T

CTX = "Dialogs"
DEFAULT_FIELDS = "timestamp,index,name,power.draw,utilization.gpu,enforced.power.limit"


class FieldsDialog(QDialog):
    def __init__(self, file_name: str, sample: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "Fields of {name}").format(name=file_name))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(T(CTX, "{name} has no header line (logged with "
                                       "--format=csv,noheader). Give the fields of "
                                       "--query-gpu, in their order, separated by commas.")
                                .format(name=file_name), wordWrap=True))
        layout.addWidget(QLabel(T(CTX, "First line: {line}").format(line=sample[:200]),
                                wordWrap=True, styleSheet="color: #555"))
        self.fields = QLineEdit(DEFAULT_FIELDS)
        layout.addWidget(self.fields)
        from app.ui.plain_text import plain_labels

        plain_labels(self)  # the file's name and first line are the log's text
        layout.addWidget(ok_cancel(self))

    def values(self) -> list[str]:
        return [f.strip() for f in self.fields.text().split(",") if f.strip()]

    @classmethod
    def ask(cls, parent: QWidget | None, file_name: str, sample: str = "") -> list[str] | None:
        """The field names, or None when the user gave none (the file is then left out)."""
        dialog = cls(file_name, sample, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.values() or None
