"""Help → About: name, version, application id, the catalogue's date, the Python and Qt
versions, and the licences of the bundled libraries (read from their installed metadata)."""

from __future__ import annotations

import platform
from html import escape
from importlib import metadata

from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from app import APP_ID, APP_NAME, __version__
from app.ui.i18n import T

CTX = "About"
# distribution -> the licence it ships under, for when its metadata does not say
# (PySide6 may be installed as the PySide6-Essentials distribution)
BUNDLED = {"PySide6": "LGPLv3", "pyqtgraph": "MIT", "numpy": "BSD-3-Clause",
           "pandas": "BSD-3-Clause", "openpyxl": "MIT", "reportlab": "BSD",
           "pydantic": "MIT", "platformdirs": "MIT"}


def licence_of(meta) -> str | None:
    """The short licence of a distribution's metadata: License-Expression, a 'License ::'
    classifier, or a one-line License field."""
    if meta.get("License-Expression"):
        return meta["License-Expression"]
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::") and "OSI Approved ::" in c]
    if classifiers:
        return ", ".join(classifiers)
    text = (meta.get("License") or "").strip()
    return text if text and "\n" not in text and len(text) < 60 else None


ALIASES = {"PySide6": ("PySide6", "PySide6-Essentials")}


def _metadata(name: str):
    for dist in ALIASES.get(name, (name,)):
        try:
            return metadata.metadata(dist)
        except metadata.PackageNotFoundError:
            continue
    return None


def libraries() -> list[tuple[str, str, str]]:
    """(name, version, licence) of each bundled library; 'not installed' where it is absent."""
    rows = []
    for name, fallback in BUNDLED.items():
        meta = _metadata(name)
        if meta is None:
            rows.append((name, T(CTX, "not installed"), fallback))
            continue
        licence = licence_of(meta) or fallback
        rows.append((name, meta.get("Version", "?"), licence.removesuffix(" License")))
    return rows


def catalogue_date(state) -> str:
    try:
        return state.catalog.date or T(CTX, "undated")
    except Exception:  # an unreadable catalogue must not stop the About box
        return T(CTX, "not readable")


def about_html(state) -> str:
    rows = "".join(f"<tr><td>{escape(n)}</td><td>{escape(v)}</td><td>{escape(lic)}</td></tr>"
                   for n, v, lic in libraries())
    facts = [(T(CTX, "Version"), __version__), (T(CTX, "Application id"), APP_ID),
             (T(CTX, "Catalogue date"), catalogue_date(state)),
             ("Python", platform.python_version()), ("Qt", qVersion())]
    facts_html = "".join(f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in facts)
    return (f"<h2>{escape(APP_NAME)}</h2>"
            f"<p>{escape(T(CTX, 'Total cost of ownership of GPU servers, for quotes.'))}</p>"
            f"<table cellspacing='4'>{facts_html}</table>"
            f"<h3>{escape(T(CTX, 'Libraries'))}</h3>"
            f"<table cellspacing='4'><tr><th align='left'>{escape(T(CTX, 'Library'))}</th>"
            f"<th align='left'>{escape(T(CTX, 'Version'))}</th>"
            f"<th align='left'>{escape(T(CTX, 'Licence'))}</th></tr>{rows}</table>")


class AboutDialog(QDialog):
    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.setWindowTitle(T(CTX, "About {app}").format(app=APP_NAME))
        self.resize(560, 520)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(about_html(state))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(T(CTX, "Close"))
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.text, 1)
        column.addWidget(buttons)

    @classmethod
    def ask(cls, parent, state) -> None:
        cls(state, parent).exec()
