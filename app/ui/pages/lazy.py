"""Pages whose contents are made the first time they are shown, so the window paints without
them (and without their heavy imports, pyqtgraph above all)."""

from __future__ import annotations


class BuiltOnFirstShow:
    """Mixin for a QWidget page: ``build()`` runs once, on the first show or ``ensure_built()``."""

    _built = False

    @property
    def built(self) -> bool:
        return self._built

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.ensure_built()

    def ensure_built(self) -> None:
        if not self._built:
            self._built = True
            self.build()
            from app.ui.plain_text import plain_labels

            plain_labels(self)  # what build() made shows user text as text

    def build(self) -> None:
        raise NotImplementedError
