"""The notice that this app version brought a newer catalogue, with its release note.

A new app version may ship a catalogue newer than the one the user worked with (the previous
version's, or one they installed): it is used from the next start on, without an install step
that would have shown what changed. This notice, above every page, says so once the catalogue
has been read (after the first paint) and offers "What changed…": the release note's sections
since the last catalogue the user was shown (``app.io.catalog.upgrade``). Reading or dismissing
it records the catalogue's date in the UI settings, so it is shown once per catalogue.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QWidget

from app.ui import settings
from app.ui.catalog_notice import notice_row
from app.ui.i18n import N, T
from app.ui.texts import Texts

CTX = "CatalogUpgrade"


class CatalogUpgradeNotice(QFrame):
    def __init__(self, state, parent: QWidget | None = None, known_user: bool | None = None):
        """``known_user``: whether the user ran the app before, as the settings said before
        this start wrote any (None: ask them now)."""
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.upgrade = None
        self.known_user = settings.used_before() if known_user is None else known_user
        row, self.text = notice_row(self, "#e3f0ff")
        self.read_button = self.texts.button(N(CTX, "What changed…"))
        self.read_button.clicked.connect(self.read)
        self.dismiss_button = self.texts.button(N(CTX, "Dismiss"))
        self.dismiss_button.clicked.connect(self.dismiss)
        row.addWidget(self.text, 1)
        row.addWidget(self.read_button)
        row.addWidget(self.dismiss_button)
        self.hide()
        state.catalog_read.connect(self.check)

    def check(self) -> None:
        """Shown while the catalogue in use is newer than the last one the user was shown."""
        from app.io.catalog.active import active_catalog_dir, catalog_date
        from app.io.catalog.upgrade import pending_upgrade

        seen = settings.catalog_seen()
        self.upgrade = pending_upgrade(seen, self.state.lang, known_user=self.known_user)
        if self.upgrade is None:
            if not seen:  # a first start, or nothing new: remember the catalogue it began with
                settings.set_catalog_seen(catalog_date(active_catalog_dir()))
            self.hide()
            return
        self._show_text()
        self.show()

    def _show_text(self) -> None:
        from app.ui.dialogs.catalog_update_dialog import shown_day

        if self.upgrade is None:
            return
        new = shown_day(self.upgrade.active, self.state.lang)
        old = shown_day(self.upgrade.seen, self.state.lang) if self.upgrade.seen else ""
        if not self.upgrade.shipped:  # installed meanwhile, e.g. with gpu-tco catalog install
            text = (T(CTX, "A newer catalogue is in use ({new}; you last used the one of {old}). "
                           "Quotes keep their own copy of the parts they use.") if old else
                    T(CTX, "A newer catalogue is in use ({new}). Quotes keep their own copy of "
                           "the parts they use.")).format(new=new, old=old)
        elif old:
            text = T(CTX, "This version of the app brings a newer catalogue ({new}; you last used "
                          "the one of {old}), in use from now on. Quotes keep their own copy of "
                          "the parts they use.").format(new=new, old=old)
        else:
            text = T(CTX, "This version of the app brings a newer catalogue ({new}), in use from "
                          "now on. Quotes keep their own copy of the parts they use.").format(new=new)
        self.text.setText(text)

    def read(self) -> None:
        """The release note's sections since the last catalogue the user was shown."""
        from app.io.catalog.upgrade import pending_upgrade
        from app.ui.dialogs.catalog_update_dialog import ReleaseNote

        if self.upgrade is not None:  # read again: in the language of the UI now
            upgrade = pending_upgrade(settings.catalog_seen(), self.state.lang) or self.upgrade
            ReleaseNote.ask(self, upgrade, self.state.lang)
        self.dismiss()

    def dismiss(self) -> None:
        if self.upgrade is not None:
            settings.set_catalog_seen(self.upgrade.active)
        self.upgrade = None
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.retranslate()
            self._show_text()
        super().changeEvent(event)
