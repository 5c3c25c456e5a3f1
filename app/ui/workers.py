"""``run_in_background``: THE way slow work leaves the UI thread, with progress and cancel.

The work function gets a ``Task`` and never touches widgets: it reports with
``task.progress(fraction, text)`` and calls ``task.check()`` between steps (files, batches).
``on_done``/``on_error``/``on_progress``/``on_cancelled`` run on the UI thread (queued signals).

Cancel must stop work that sits inside a library call without a hook (a reader that walks a
million-line file in one call): with ``interruptible``, ``cancel()`` also raises ``Cancelled``
asynchronously in the worker thread (CPython's ``PyThreadState_SetAsyncExc``), delivered at the
next Python bytecode, so the work ends within a batch, not at the end of the file. It costs
nothing while the work runs (a call tracer doubled the line-by-line reader's time), and it is
only ever raised while the work function runs; one still pending when it returns is revoked.

While any job runs, Python's cyclic garbage collector runs on the UI thread only (``_UiThreadGc``):
a collection that an allocation in the worker happens to trigger could otherwise free Qt objects
of the UI thread (a closed page's widgets, old chart items) in the worker, and Qt crashes when an
object is deleted outside its thread (seen once in the test suite, during a log import).
"""

from __future__ import annotations

import ctypes
import gc
import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import (
    QMetaObject,
    QObject,
    QRunnable,
    Qt,
    QThread,
    QThreadPool,
    QTimer,
    Signal,
    Slot,
)

log = logging.getLogger("gpu_tco.ui")
_running: set[Job] = set()  # keeps each job (and its signals) alive until it has reported


class Cancelled(BaseException):
    """Raised in the work function when the user cancelled (a BaseException, so that a library's
    ``except Exception`` cannot swallow it)."""


class Task:
    """What the work function sees: cancel flag and progress reports."""

    def __init__(self, job: Job):
        self._job = job
        self._cancel = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        """Raise Cancelled if the user cancelled."""
        if self._cancel.is_set():
            raise Cancelled

    def progress(self, fraction: float | None, text: str = "") -> None:
        """``fraction`` 0..1, or None for "busy, no estimate"."""
        self._job.progressed.emit(-1.0 if fraction is None else float(fraction), text)

    def deliver(self, value: object) -> None:
        """Hand a first result to ``on_partial`` while the work goes on (the Advice page shows
        its analysis while the Monte Carlo still runs)."""
        self._job.partial.emit(value)



class Job(QObject):
    """One background run; ``cancel()`` asks it to stop, ``wait()`` blocks until it has."""

    progressed = Signal(float, str)
    partial = Signal(object)
    done = Signal(object)
    failed = Signal(object)
    was_cancelled = Signal()

    def __init__(self, fn: Callable, interruptible: bool):
        super().__init__()
        self.task = Task(self)
        self._fn, self._interruptible = fn, interruptible
        self._finished = threading.Event()
        self._lock = threading.Lock()
        self._thread_id: int | None = None  # set while the work function runs

    @property
    def running(self) -> bool:
        return not self._finished.is_set()

    def cancel(self) -> None:
        self.task._cancel.set()
        with self._lock:
            if self._thread_id is not None and self._interruptible:
                _async_raise(self._thread_id, Cancelled)

    @Slot()
    def _forget(self) -> None:
        """The job has reported (on the UI thread): nothing keeps it alive any more."""
        _running.discard(self)

    def wait(self, msecs: int = 30_000) -> bool:
        return self._finished.wait(msecs / 1000)

    def run(self) -> None:  # in the worker thread
        try:
            try:
                with self._lock:
                    self._thread_id = threading.get_ident()
                result = self._fn(self.task)
            finally:
                with self._lock:
                    self._thread_id = None
                    _async_raise(threading.get_ident(), None)  # revoke one not yet delivered
            self.task.check()  # cancelled during the last step: drop the result
        except Cancelled:
            self.was_cancelled.emit()
        except Exception as exc:  # noqa: BLE001 - reported to on_error, with its message
            if not isinstance(exc, _expected()):
                log.exception("background work failed")
            self.failed.emit(exc)
        else:
            self.done.emit(result)
        finally:
            self._finished.set()


class _UiThreadGc(QObject):
    """Counts running jobs; while there are any, automatic collection is off and a timer
    collects the young generations on the UI thread instead (a full collection takes ~50 ms
    with every page built, too long to repeat; it runs once when the last job ends). Lives on
    the UI thread, and ``hold``/``release`` only ever run there (``hold`` refuses another
    thread; a ``release`` from one is queued there).

    The last job's end does not collect at once: ``release`` runs as a slot of the job's own end
    signal, and that collection is the one that frees the job (a Job and its Task are a cycle),
    the C++ sender of the signal being delivered, with its connections. And the worker thread
    is still running Python then (the end signal is emitted before ``Job.run`` returns): with
    the collector back on, an allocation there could start a collection in the worker, the very
    thing this guard prevents. So the settling (collector back on, one full collection) waits
    for a fresh turn of the UI thread's event loop and for every worker to have left its job."""

    INTERVAL_MS = 500
    SETTLE_MS = 1  # how often a finished job's worker is looked at until it has left
    SETTLE_TRIES = 2000  # then settle all the same (2 s or more)

    def __init__(self):
        super().__init__()
        self._jobs = 0
        self._waits = 0  # looks at the leaving workers since the last job ended
        self._leaving: list[_Runnable] = []  # the ended jobs' runnables, until their threads left
        self._timer = QTimer(self, interval=self.INTERVAL_MS)
        self._timer.timeout.connect(self._collect_young)
        self._settle_timer = QTimer(self, interval=self.SETTLE_MS, singleShot=True)
        self._settle_timer.timeout.connect(self._settle)

    def _on_ui_thread(self) -> bool:
        return QThread.currentThread() is self.thread()

    @Slot()
    def _collect_young(self) -> None:
        gc.collect(1)

    def hold(self, runnable: _Runnable | None = None) -> None:
        if not self._on_ui_thread():  # the counter and the timers are the UI thread's
            raise RuntimeError("background work must be started on the UI thread")
        self._leaving = [r for r in self._leaving if not r.left]
        if runnable is not None:
            self._leaving.append(runnable)
        if self._jobs == 0 and (gc.isenabled() or self._settle_timer.isActive()):
            self._settle_timer.stop()  # a job starts while the last one's settling waits
            if gc.isenabled():
                gc.disable()
            self._timer.start()
        self._jobs += 1

    @Slot()
    def release(self) -> None:
        if not self._on_ui_thread():
            QMetaObject.invokeMethod(self, "release", Qt.ConnectionType.QueuedConnection)
            return
        self._jobs = max(0, self._jobs - 1)
        if self._jobs == 0 and self._timer.isActive():
            self._waits = 0
            self._settle_timer.start()  # not here, inside the delivery of the job's end signal

    @Slot()
    def _settle(self) -> None:
        if self._jobs > 0:  # a new job holds the collector again
            return
        self._leaving = [r for r in self._leaving if not r.left]
        self._waits += 1
        # a worker is still returning from its job: look again shortly (it has emitted its end
        # signal, so it is microseconds from leaving; a job the pool never ran cannot hold the
        # collector off for good)
        if self._leaving and self._waits < self.SETTLE_TRIES:
            self._settle_timer.start()
            return
        self._leaving, self._waits = [], 0
        self._timer.stop()
        gc.enable()
        gc.collect()


_gc_guard: _UiThreadGc | None = None


def _ui_thread_gc() -> _UiThreadGc:
    global _gc_guard
    if _gc_guard is None:
        _gc_guard = _UiThreadGc()
    return _gc_guard


class _Runnable(QRunnable):
    """Runs a job on a pool thread; ``left`` says the thread is done with the job's Python (the
    pool deletes the runnable in that thread afterwards, with nothing of the job left in it)."""

    def __init__(self, job: Job):
        super().__init__()
        self.job: Job | None = job
        self.left = False

    def run(self) -> None:
        job, self.job = self.job, None
        try:
            job.run()
        finally:
            del job
            self.left = True  # assigns an existing attribute: allocates nothing


def _async_raise(thread_id: int, exc_type: type | None) -> None:
    """Raise ``exc_type`` in thread ``thread_id`` at its next bytecode (None: revoke)."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id),
                                               ctypes.py_object(exc_type) if exc_type else None)


def _expected() -> tuple[type, ...]:
    from app.errors import AppError

    return (AppError,)


def run_in_background(fn: Callable[[Task], object], on_done: Callable[[object], None],
                      on_error: Callable[[Exception], None], *,
                      on_progress: Callable[[float | None, str], None] | None = None,
                      on_cancelled: Callable[[], None] | None = None,
                      on_partial: Callable[[object], None] | None = None,
                      interruptible: bool = True, pool: QThreadPool | None = None) -> Job:
    """Run ``fn(task)`` on a pool thread; the callbacks run on the UI thread.

    ``on_progress(fraction or None, text)``; ``on_partial(value)`` for each
    ``task.deliver(value)``; ``on_cancelled()`` once the work has stopped after
    ``job.cancel()``. Returns the Job (cancel, wait, running)."""
    job = Job(fn, interruptible)
    job.done.connect(on_done)
    job.failed.connect(on_error)
    if on_progress is not None:
        job.progressed.connect(lambda f, text: on_progress(None if f < 0 else f, text))
    if on_cancelled is not None:
        job.was_cancelled.connect(on_cancelled)
    if on_partial is not None:
        job.partial.connect(on_partial)
    guard = _ui_thread_gc()
    for signal in (job.done, job.failed, job.was_cancelled):
        # a slot of the job, not a lambda holding it: PySide keeps a lambda (and so the job)
        # for as long as the connection, so no job was ever freed
        signal.connect(job._forget)
        signal.connect(guard.release)  # queued: the guard lives on the UI thread
    _running.add(job)
    runnable = _Runnable(job)
    guard.hold(runnable)
    (pool or QThreadPool.globalInstance()).start(runnable)
    return job
