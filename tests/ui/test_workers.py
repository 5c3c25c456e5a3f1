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

    qtbot.waitUntil(gc.isenabled, timeout=10_000)  # a job of an earlier test has settled
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


def test_the_collector_stays_off_until_the_worker_has_left_its_job(qtbot, monkeypatch):
    """The job's end signal reaches the UI thread while the worker still runs Python (the rest
    of ``Job.run``, here held 0.3 s): the collector must not come back on before it has left,
    or an allocation there could collect the UI thread's Qt objects in the worker."""
    import time

    from app.ui import workers

    tail, done = {}, []
    plain_run = workers.Job.run

    def slow_tail(job):
        plain_run(job)  # emits the end signal
        time.sleep(0.3)  # the UI thread gets the signal meanwhile
        tail["gc_enabled"] = gc.isenabled()

    monkeypatch.setattr(workers.Job, "run", slow_tail)
    run_in_background(lambda task: 1, done.append, done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    qtbot.waitUntil(gc.isenabled, timeout=10_000)
    assert tail == {"gc_enabled": False}
    assert done == [1]


def test_two_hundred_jobs_end_without_a_collection_off_the_ui_thread(qtbot):
    """200 jobs that finish, fail and are cancelled, four at a time, while the UI thread
    leaves Qt widgets in reference cycles and the workers allocate: no crash, no collection in
    a worker (they run on the UI thread), the collector on again after each four, every job
    freed."""
    import time
    import weakref

    from PySide6.QtWidgets import QApplication, QLabel, QWidget

    from app.errors import AppError

    workers_seen, collected_in = set(), []

    def on_collect(phase, info):
        if phase == "start":
            collected_in.append(threading.get_ident())

    class Holder:
        """Keeps a widget in a reference cycle: only the cyclic collector frees it."""

    def ui_garbage():
        for _ in range(10):
            holder, widget = Holder(), QWidget()
            QLabel("x", widget)
            holder.widget, holder.me, widget.holder = widget, holder, holder

    def work(kind):
        def run(task):
            workers_seen.add(threading.get_ident())
            data = [{"n": [i]} for i in range(2000)]  # enough to start a collection if it were on
            if kind == "fail":  # an expected refusal (an unexpected one is logged, with its frames)
                raise AppError("bad input")
            while kind == "cancel":
                task.check()
                time.sleep(0.001)  # leaves the UI thread its share of the interpreter
            return len(data)
        return run

    def until(condition):
        """qtbot.waitUntil, looking every millisecond rather than every 10 (200 rounds)."""
        deadline = time.monotonic() + 10
        while not condition():
            assert time.monotonic() < deadline, "timed out"
            QApplication.processEvents()
            time.sleep(0.001)

    ended: list = []
    gc.callbacks.append(on_collect)
    try:
        refs = []
        for round_ in range(50):  # each round ends in a full collection (~20 ms, or more)
            ended.clear()  # only the kind of each end: an error's traceback holds its job
            ui_garbage()
            kinds = [("done", "fail", "cancel")[(round_ + k) % 3] for k in range(4)]
            jobs = [run_in_background(work(kind), ended.append,
                                      lambda exc: ended.append(type(exc).__name__),
                                      on_cancelled=lambda: ended.append("cancelled"))
                    for kind in kinds]
            for job, kind in zip(jobs, kinds):
                if kind == "cancel":
                    job.cancel()
            until(lambda: len(ended) == 4)
            ui_garbage()
            until(gc.isenabled)
            assert all(job.wait(10_000) for job in jobs)
            refs += [(kind, weakref.ref(job)) for job, kind in zip(jobs, kinds)]
            del jobs, job
        gc.collect()
    finally:
        gc.callbacks.remove(on_collect)
    # (another thread of the test process, xdist's, may collect while the collector is on)
    assert workers_seen and collected_in and not workers_seen & set(collected_in)
    assert threading.main_thread().ident in collected_in
    alive = [kind for kind, ref in refs if ref() is not None]
    assert alive == [], f"{len(alive)} of {len(refs)} jobs kept alive"  # freed, on the UI thread
