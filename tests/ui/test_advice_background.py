"""The Advice page's background work on the shared helper (app.ui.workers.run_in_background):
a newer quote cancels the older job and only the newest results show, the page shows its
progress while it computes, and a page closed while its job runs neither crashes nor hangs."""

from __future__ import annotations

import pytest

from tests.conftest import EXAMPLES

E4 = EXAMPLES / "method-e4.quote.json"


@pytest.fixture
def page(e4_advice_page):
    return e4_advice_page


def test_a_newer_quote_cancels_the_older_job(qtbot, page):
    page.ensure_built()
    first = page._job
    assert not page.progress.isHidden() or not first.running  # progress while it computes
    page.start_job()  # the quote changed again before the first job ended
    assert first.task.cancelled and page.generation == 2
    qtbot.waitUntil(lambda: page.monte_carlo is not None, timeout=60_000)
    assert not first.running
    assert page.status.text() == "Up to date." and page.progress.isHidden()
    assert page.analysis.monte_carlo is page.monte_carlo
    assert page.option_box.count() == len(page.analysis.labels) == 3


def test_closing_the_page_while_it_computes(qtbot, state_for):
    """The job ends after its page is gone: its results are dropped, nothing is raised."""
    import shiboken6
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from app.ui.pages.advice_page import AdvicePage, _advice_pool

    widget = AdvicePage(state_for(E4))
    widget.ensure_built()
    job = widget._job
    assert job.running
    widget.close()
    widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(widget)  # gone while its job still runs
    assert _advice_pool().waitForDone(60_000)
    for _ in range(3):
        QApplication.processEvents()  # the job's queued results reach no page
    assert not job.running
