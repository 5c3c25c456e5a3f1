"""The desktop app: the only package that imports PySide6 or pyqtgraph.

PySide6 is imported here, before any module of the package, the way that spares every later
import a read of its source (app.ui.pyside_import).
"""

from app.ui.pyside_import import import_pyside

import_pyside()
