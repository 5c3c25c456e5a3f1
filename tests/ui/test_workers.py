"""Background work: results on the UI thread, and garbage collected only there meanwhile."""

import gc
import threading

from app.ui.workers import run_in_background


def test_collection_runs_on_the_ui_thread_while_work_runs(qtbot):
    """A collection in the worker could delete the UI thread's Qt objects there and crash."""
    release, seen, done = threading.Event(), {}, []

    def work(task):
        seen["gc_enabled_meanwhile"] = gc.isenabled()
        release.wait(10)
        return threading.current_thread()

    assert gc.isenabled()
    job = run_in_background(work, done.append, lambda exc: done.append(exc))
    qtbot.waitUntil(lambda: "gc_enabled_meanwhile" in seen, timeout=10_000)
    assert seen["gc_enabled_meanwhile"] is False
    release.set()
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert done[0] is not threading.main_thread()  # the work ran off the UI thread
    qtbot.waitUntil(gc.isenabled, timeout=10_000)
    assert not job.running


def test_collection_comes_back_after_a_failure_and_a_cancel(qtbot):
    errors, cancelled = [], []

    def fail(task):
        raise ValueError("bad input")

    run_in_background(fail, lambda r: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=10_000)
    qtbot.waitUntil(gc.isenabled, timeout=10_000)
    started = threading.Event()

    def slow(task):
        started.set()
        while True:
            task.check()

    job = run_in_background(slow, lambda r: None, errors.append,
                            on_cancelled=lambda: cancelled.append(True))
    assert started.wait(10)
    job.cancel()
    qtbot.waitUntil(lambda: bool(cancelled), timeout=10_000)
    qtbot.waitUntil(gc.isenabled, timeout=10_000)
    assert str(errors[0]) == "bad input"
