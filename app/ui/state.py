"""AppState: the one owner of the catalogue, the open quote and its results.

The shipped catalogue is read on first use (``catalog``), not at start: the open quote's own
snapshot is enough to compute its results, so the window paints before the TOML files are
read and validated; ``preload()`` reads them right after the first paint.

A fast start (``AppState(snapshot=...)``) goes further: the window paints the results the app
last computed for the same file bytes (app.io.quote.start_snapshot), with no quote yet, and
``finish_loading()`` validates and computes the file right after that first paint. Until then
``loading`` is true and ``quote`` is None; the window takes no input meanwhile.

Widgets never change each other: they call ``edit``/``set_options``/... here and redraw on the
signals. Every quote edit goes through the undo stack; results follow, debounced.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from app.errors import AppError, CatalogError, said_of
from app.ui.commands import ReplaceQuote
from app.ui.i18n import T

if TYPE_CHECKING:  # the model and the engine load after the first paint of a fast start
    from app.io.quote.start_snapshot import Snapshot
    from app.model import Catalog, Option, Quote, QuoteResult

log = logging.getLogger("gpu_tco.ui")
DEBOUNCE_MS = 150
SNAPSHOT_KINDS = (("gpus", "gpu"), ("servers", "server"), ("psus", "psu"), ("cooling", "cooling"))


def with_snapshot(quote: Quote, catalog: Catalog) -> Quote:
    """The quote with every entry its options use in its snapshot: entries already there are
    kept (the quote's numbers must not move when the catalogue does), new ones are copied in."""
    from app.model import CatalogSnapshot, Quote

    def pick(kind: str, ids: set[str]) -> dict:
        kept, source = getattr(quote.catalog, kind), catalog.kind(kind)
        ids = ids | {i for i in kept if kind == "gpus" and ".measured." in i}  # attached logs stay
        return {i: kept[i] if i in kept else source[i] for i in sorted(ids) if i in kept or i in source}

    snap = CatalogSnapshot(
        **{kind: pick(kind, {getattr(o, field) for o in quote.options})
           for kind, field in SNAPSHOT_KINDS},
        workloads=pick("workloads", {quote.workload.class_id}),
    )
    return Quote.model_validate({**quote.model_dump(), "catalog": snap.model_dump()})


def new_quote(catalog: Catalog) -> Quote:
    """An empty quote: the first region's price and carbon, the first workload class."""
    from app.model import CatalogSnapshot, Quote, Site, WorkloadSpec

    region = next(iter(catalog.regions.values()), None)
    workload = next(iter(catalog.workloads.values()))
    from app.model.provenance import region_values

    site = Site(**region_values(region)) if region else Site(energy_price_per_kwh=0.25)
    return Quote(site=site, workload=WorkloadSpec(class_id=workload.id),
                 catalog=CatalogSnapshot(workloads={workload.id: workload}))


class AppState(QObject):
    """Catalogue + quote + results, with signals views react to."""

    quote_changed = Signal()
    results_changed = Signal()
    catalog_changed = Signal()
    catalog_read = Signal()  # the catalogue was read after the first paint (``preload``)
    path_changed = Signal()
    language_changed = Signal()

    def __init__(self, base_catalog: Catalog | None = None, overlay=None,
                 parent: QObject | None = None, quote: Quote | None = None,
                 path: Path | None = None, lang: str = "en", snapshot: Snapshot | None = None,
                 notes_after_paint: bool = False):
        """``base_catalog``: the shipped catalogue (read from catalog/ on first use when not
        given); the user's overlay is applied on top. ``quote``: the quote to open (a new one,
        made from the catalogue, when not given). ``snapshot``: start fast from the last
        results of ``snapshot.path`` instead (see ``finish_loading``). ``notes_after_paint``:
        the back-test's notes (which run the whole back-test on the shipped catalogue, more
        than computing the quote) join the results in ``preload``, after the first paint."""
        super().__init__(parent)
        self._overlay = overlay
        self._base_catalog = base_catalog
        self._catalog: Catalog | None = None
        self.undo_stack = QUndoStack(self)
        self.result: QuoteResult | None = None
        self.warnings: list = []  # app.calc.plausibility.Warning, the undismissed ones
        self.path: Path | None = path
        self.lang = lang
        self.last_recalc_ms = 0.0
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self.recalculate)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self._snapshot = snapshot
        self._backtest_notes = not notes_after_paint
        self._evaluated = None  # the engine's last result, before notes and language
        if snapshot is not None:
            self.quote: Quote | None = None
            self.path = snapshot.path
            self.result = snapshot.result  # the same attribute names as a QuoteResult
            return
        self.quote = quote if quote is not None else new_quote(self.catalog)
        self.recalculate()

    @property
    def loading(self) -> bool:
        """True on a fast start until ``finish_loading`` (the results are the snapshot's)."""
        return self._snapshot is not None

    @property
    def has_options(self) -> bool:
        return bool(self.result.options if self.loading else self.quote.options)

    def finish_loading(self) -> None:
        """Validate and compute the file a fast start painted from; its results replace the
        snapshot's. AppError (the window shows it and starts a new quote) if the file, read
        once at start, no longer validates."""
        if self._snapshot is None:
            return
        from app.io.quote.store import parse_quote

        snapshot, self._snapshot = self._snapshot, None
        self._backtest_notes = True  # the window has painted
        text = snapshot.data.decode("utf-8-sig", errors="replace")  # bad bytes: a JSON error
        try:
            self.quote = parse_quote(text, str(snapshot.path))
        except AppError:
            self.path = None
            self.open_quote(new_quote(self.catalog), None)
            raise
        self.recalculate()
        self.quote_changed.emit()
        self.remember()

    def remember(self) -> None:
        """Keep the results of the saved file for the next start (app.io.quote.start_snapshot)."""
        from app.io.quote import start_snapshot

        if self.path and self.result is not None and not (self.dirty or self.loading):
            start_snapshot.store(self.path, self.lang, self.result.model_dump())

    # --- lazily read catalogue -------------------------------------------------------------
    @property
    def overlay(self):
        if self._overlay is None:
            self._overlay = _load_overlay()
        return self._overlay

    @property
    def base_catalog(self) -> Catalog:
        if self._base_catalog is None:
            from app.io.catalog.store import Overlay, load_catalog

            self._base_catalog = load_catalog(overlay=Overlay())
        return self._base_catalog

    @base_catalog.setter
    def base_catalog(self, catalog: Catalog) -> None:
        self._base_catalog = catalog

    @property
    def catalog(self) -> Catalog:
        """The shipped catalogue with the user's edits (read on first use)."""
        if self._catalog is None:
            self._catalog = self._with_overlay()
        return self._catalog

    @catalog.setter
    def catalog(self, catalog: Catalog) -> None:
        self._catalog = catalog

    @property
    def catalog_loaded(self) -> bool:
        return self._catalog is not None

    def preload(self) -> None:
        """Add the back-test's notes to the results, check the kept number formats and read the
        catalogue (called once the window has painted); the quote is not computed again."""
        if not self._backtest_notes:
            self._backtest_notes = True
            if self._evaluated is not None:
                try:
                    self.result = self._shown(self._evaluated)
                except Exception:  # the notes must never cost the results shown
                    log.exception("back-test notes not added")
                self.results_changed.emit()
        from app.text import cldr_facts

        if cldr_facts.confirm():  # the kept number formats were not Babel's: write them anew
            self.results_changed.emit()
        try:
            self.catalog  # noqa: B018 - the property reads it
        except Exception:  # an unreadable catalogue is reported where a page needs it
            log.exception("catalogue could not be read")
            return
        self.catalog_read.emit()
        if self.quote is not None and self.quote.site.region:  # the region's price is known now
            warnings = self._plausibility()
            if warnings != self.warnings:
                self.warnings = warnings
                self.results_changed.emit()

    # --- the quote -------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def open_quote(self, quote: Quote, path: Path | None) -> None:
        """Replace the quote without undo history (a file was opened or a new quote started)."""
        self.undo_stack.clear()
        self.path = path
        self._set_quote(quote)
        self.undo_stack.setClean()
        self.recalculate()
        self.path_changed.emit()
        self.remember()

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.undo_stack.setClean()
        self.path_changed.emit()
        self.flush()
        self.remember()

    def edit(self, text: str, **update) -> None:
        """A top-level edit (site=..., workload=..., customer=...), undoable."""
        self.replace(self.quote.model_copy(update=update), text)

    def replace(self, new: Quote, text: str) -> None:
        """Validate ``new`` (snapshot filled in) and push it on the undo stack.

        Raises AppError with the reason when the quote would be inconsistent."""
        try:
            new = with_snapshot(new, self.catalog)
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            from pydantic import ValidationError

            from app.model.messages import describe
            msg = (describe(exc, T("Files", "quote")) if isinstance(exc, ValidationError)
                   else said_of(exc) or str(exc))  # a Said: the window says it in its language
            raise AppError(msg) from None
        if new == self.quote:
            return
        self.undo_stack.push(ReplaceQuote(self._set_quote, self.quote, new, text))

    def set_options(self, options: list[Option], text: str) -> None:
        self.replace(self.quote.model_copy(update={"options": options}), text)

    def _clean_changed(self, _clean: bool) -> None:
        self.path_changed.emit()  # the window title shows the unsaved mark

    def _set_quote(self, quote: Quote) -> None:
        self.quote = quote
        self.quote_changed.emit()
        self._timer.start()

    # --- results ---------------------------------------------------------------------------
    def recalculate(self) -> None:
        """Evaluate now (the debounce timer ends here); a bug in one quote never kills the UI."""
        from app.calc import evaluate

        self._timer.stop()
        start = time.perf_counter()
        try:
            self._evaluated = evaluate(self.quote)
            self.result = self._shown(self._evaluated)
        except Exception:  # the engine should not fail; log it and show no results
            log.exception("evaluate failed")
            self._evaluated = self.result = None
        self.warnings = self._plausibility()
        self.results_changed.emit()
        self.last_recalc_ms = (time.perf_counter() - start) * 1000

    def _shown(self, result):
        """``result`` as the window shows it: with the back-test's notes once they are due,
        in the UI's language."""
        from app.io.words.formatting import localized

        if self._backtest_notes:
            from app.io.report.backtest import with_backtest_notes

            result = with_backtest_notes(result, self.quote)
        return localized(result, self.lang, english_too=True)

    # --- plausibility warnings -----------------------------------------------
    def _plausibility(self) -> list:
        """The undismissed warnings of the quote; the region rule once the catalogue is read
        (reading it here would slow the first paint)."""
        from app.calc import plausibility

        site = self.quote.site
        region = (self._catalog.regions.get(site.region)
                  if self._catalog is not None and site.region else None)
        try:
            found = plausibility.check(self.quote, self.result,
                                       region.energy_price_per_kwh if region else None)
        except Exception:  # a warning must never cost the results
            log.exception("plausibility check failed")
            return []
        return plausibility.active(self.quote, found)

    def warning_text(self, warning) -> str:
        from app.io.words.formatting import note_text

        return note_text(warning.note, self.lang)

    def warnings_for(self, field: str) -> str:
        """The warnings about one input (``site.site_pue``, ``options/<label>/utilization``)."""
        return "\n".join(self.warning_text(w) for w in self.warnings if w.field == field)

    def dismiss_warning(self, key: str) -> None:
        """Dismiss one warning for this quote (saved with it; undoable)."""
        if key not in self.quote.dismissed_warnings:
            self.edit("dismiss warning",
                      dismissed_warnings=[*self.quote.dismissed_warnings, key])

    def flush(self) -> None:
        """Run a pending recalculation now (tests, save, screenshot)."""
        if self._timer.isActive():
            self.recalculate()

    # --- catalogue -------------------------------------------------------------------------
    def edit_catalog(self, kind: str, entry_id: str, field: str, value) -> None:
        """Check one catalogue edit, then keep it in the user's overlay; CatalogError if bad."""
        from app.io.catalog.store import apply_edit

        entry = self.catalog.kind(kind)[entry_id]
        apply_edit(entry, {field: {"value": value}}, kind)  # raises with the reason
        self.overlay.set_value(kind, entry_id, field, value)
        self._reload_catalog()

    def reset_catalog_value(self, kind: str, entry_id: str, field: str) -> None:
        self.overlay.reset_value(kind, entry_id, field)
        self._reload_catalog()

    def reset_catalog(self) -> Path | None:
        """Drop every catalogue edit, after keeping a copy of them; returns the copy's path
        (None when there was nothing to reset)."""
        if not self.overlay.count():
            return None
        backup = self.overlay.backup()
        self.overlay.reset_all()
        self._reload_catalog()
        return backup

    def install_catalog(self, source: Path):
        """Install a newer catalogue (app.io.catalog.update) and use it now; the open quote keeps
        its snapshot (``catalog_differences`` says what is newer). Returns the update report;
        CatalogError with the reason when refused (nothing changed then)."""
        from app.io.catalog.update import install_catalog

        report = install_catalog(source, self.overlay, lang=self.lang)
        self._base_catalog = None  # read again: the installed catalogue is the one in use now
        self.catalog = self._with_overlay()
        self.catalog_changed.emit()
        return report

    def catalog_differences(self) -> list:
        """The values of the quote's parts that the catalogue in use has otherwise."""
        from app.io.catalog.diff import differences

        return differences(self.quote, self.catalog) if self.quote is not None else []

    def update_from_catalog(self, accepted: list, text: str) -> None:
        """Take the ``accepted`` differences into the quote (one undoable edit); AppError with
        the reason when they leave a part inconsistent."""
        from app.io.catalog.diff import apply_differences

        if accepted:
            self.replace(apply_differences(self.quote, self.catalog, accepted), text)

    def _reload_catalog(self) -> None:
        self.overlay.save()
        self.catalog = self._with_overlay()
        self.catalog_changed.emit()

    def _with_overlay(self) -> Catalog:
        try:
            return self.overlay.apply(self.base_catalog)
        except CatalogError:  # an edit the shipped catalogue no longer accepts: skip them all
            log.exception("catalogue overlay does not apply; using the shipped catalogue")
            return self.base_catalog

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.language_changed.emit()
        self.recalculate()  # re-renders the engine's notes; emits results_changed


def _load_overlay():
    from app.io.catalog.store import Overlay

    try:
        return Overlay.load()
    except CatalogError:
        log.exception("catalogue overlay unreadable; starting without it")
        return Overlay()
