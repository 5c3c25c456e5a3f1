"""Qt's own widget texts that its Dutch catalogue misses, translated in ours.

Why: qtbase_nl.qm, as PySide6 ships it, was made for older Qt sources: Qt 6's file dialog
labels carry mnemonics ("&Look in:", "Files of &type:") that it has no entry for, so a Dutch
file dialog said "Look in:" beside "Bestandsnaam:". Listed here in Qt's own context, the
translation build puts them in our .ts, and our translator answers for Qt's widgets.
"""

from app.ui.i18n import N

QT_TEXTS = (
    N("QFileDialog", "&Look in:"),
    N("QFileDialog", "Files of &type:"),
)
