"""One HTTP request to the Prometheus API with a total deadline and a cap on the answer's size.

Why: urllib's ``timeout`` bounds each socket operation, not the request: a server (or a proxy)
that drips one byte every two seconds keeps a 30 s timeout waiting for ever, and an answer of
gigabytes fills the laptop's memory. Here a timer shuts the connection's socket at the deadline
(whatever phase the request is in: connecting, the headers, the body, an error page) and the
body is read in pieces up to ``MAX_ANSWER_BYTES``. Error answers (HTTPError) are closed once
read, so that no socket is left for the garbage collector. No Qt, no PromQL.
"""

from __future__ import annotations

import http.client
import socket
import threading
import time
import urllib.error
import urllib.request

#: The largest answer read (a range chunk of 2 000 GPUs x 1 000 steps is about 55 MB).
MAX_ANSWER_BYTES = 64 * 1024 * 1024
#: The most of an error page read for its message.
MAX_ERROR_BYTES = 64 * 1024
_PIECE = 1 << 16


class TooLarge(Exception):
    """The answer is larger than the cap (``size``: what was read, or ``announced``)."""

    def __init__(self, size: int, announced: bool = False):
        super().__init__(size)
        self.size, self.announced = size, announced


class DeadlinePassed(Exception):
    """The request did not end within its total deadline."""


class Broken(Exception):
    """The connection broke before the answer was complete (``why``: the reason)."""

    def __init__(self, why: str):
        super().__init__(why)
        self.why = why


class _Deadline:
    """Shuts down the socket of the current connection when the time is up."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.expired = False
        self.sock = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._fire)
        self._timer.daemon = True

    def start(self) -> None:
        self._timer.start()

    def cancel(self) -> None:
        self._timer.cancel()

    def attach(self, sock) -> None:
        with self._lock:
            self.sock = sock
            expired = self.expired
        if expired:
            self._shut(sock)

    def _fire(self) -> None:
        with self._lock:
            self.expired = True
            sock = self.sock
        if sock is not None:
            self._shut(sock)

    @staticmethod
    def _shut(sock) -> None:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


def _connection_class(base, deadline: _Deadline):
    """``base`` (HTTPConnection or HTTPSConnection) that hands its socket to ``deadline``."""

    class Watched(base):
        def connect(self):
            super().connect()
            deadline.attach(self.sock)

    return Watched


class _HTTP(urllib.request.HTTPHandler):
    def __init__(self, deadline: _Deadline):
        super().__init__()
        self._class = _connection_class(http.client.HTTPConnection, deadline)

    def http_open(self, req):
        return self.do_open(self._class, req)


class _HTTPS(urllib.request.HTTPSHandler):
    def __init__(self, deadline: _Deadline, context):
        super().__init__(context=context)
        self._class = _connection_class(http.client.HTTPSConnection, deadline)

    def https_open(self, req):
        return self.do_open(self._class, req, context=self._context)


def read_capped(answer, limit: int, deadline: _Deadline | None = None) -> bytes:
    """The body of ``answer`` (an HTTP response), at most ``limit`` bytes, else TooLarge."""
    announced = answer.headers.get("Content-Length") if answer.headers else None
    if announced and announced.strip().isdigit() and int(announced) > limit:
        raise TooLarge(int(announced), announced=True)
    pieces, size = [], 0
    while True:
        piece = answer.read(min(_PIECE, limit + 1 - size))
        if not piece:
            break
        pieces.append(piece)
        size += len(piece)
        if size > limit:
            raise TooLarge(size)
        if deadline is not None and deadline.expired:
            raise DeadlinePassed()
    if deadline is not None and deadline.expired:  # the socket was shut: the end is not the end
        raise DeadlinePassed()
    if announced and announced.strip().isdigit() and size < int(announced):
        raise http.client.IncompleteRead(b"".join(pieces), int(announced) - size)
    return b"".join(pieces)


def request(req: urllib.request.Request, seconds: float, context=None,
            limit: int = MAX_ANSWER_BYTES, on_error=None) -> bytes:
    """The body of the answer to ``req``, read within ``seconds`` in all.

    ``on_error(exc, body)`` turns an HTTP error answer (its first ``MAX_ERROR_BYTES`` read
    as ``body``) into the exception raised; the answer is closed before that. Raises
    DeadlinePassed, TooLarge, Broken (connection cut, an incomplete answer), or the OSError /
    URLError of the network for the caller to name."""
    deadline = _Deadline(seconds)
    opener = urllib.request.build_opener(_HTTP(deadline), _HTTPS(deadline, context))
    started = time.monotonic()
    deadline.start()
    try:
        try:
            with opener.open(req, timeout=seconds) as answer:
                return read_capped(answer, limit, deadline)
        except urllib.error.HTTPError as exc:
            try:
                try:
                    body = exc.read(MAX_ERROR_BYTES)
                except (OSError, http.client.HTTPException, ValueError):
                    body = b""
            finally:
                exc.close()
            raise on_error(exc, body) if on_error else exc from None
        except http.client.IncompleteRead as exc:
            if deadline.expired:
                raise DeadlinePassed() from None
            raise Broken(f"{len(exc.partial)} bytes of the answer came, then the connection "
                         "closed") from None
        except http.client.HTTPException as exc:
            if deadline.expired:
                raise DeadlinePassed() from None
            raise Broken(type(exc).__name__ + (f": {exc}" if str(exc) else "")) from None
        except (OSError, urllib.error.URLError):
            if deadline.expired or time.monotonic() - started >= seconds:
                raise DeadlinePassed() from None
            raise
    finally:
        deadline.cancel()
