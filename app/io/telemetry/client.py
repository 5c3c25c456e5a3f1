"""A small Prometheus HTTP API client on the standard library (urllib): no new dependency.

Why: the import must run on a sales engineer's laptop against a customer's server with a bearer
token or a user and password, TLS checked by default (a CA file for a private CA), and every
failure must come back as one line that names the problem (refused, timeout, 401, TLS, not a
Prometheus API), never a traceback. Credentials live only in this object (and in the OS
keyring when the user asks, ``credentials``), never in a quote.
"""

from __future__ import annotations

import base64
import json
import math
import socket
import ssl
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass

import numpy as np

from app.errors import AppError, Figure, Said
from app.io.telemetry import shapes, transport
from app.io.telemetry.matrix import Series, fast_parse, from_result
from app.io.telemetry.shapes import too_large


class TelemetryError(AppError):
    """A Prometheus server that cannot be reached or used, or a window without data. Raised
    with an app.errors.Said: the CLI prints the English line, the window says it in its
    language."""


@dataclass(frozen=True)
class Connection:
    """Where and how to reach the server. ``url`` is the base (``https://prom:9090``, or a
    Thanos/Mimir prefix such as ``https://mimir/prometheus``), without ``/api/v1``."""

    url: str
    token: str | None = None
    username: str | None = None
    password: str | None = None
    ca_file: str | None = None
    timeout_s: float = 30.0

    def __repr__(self) -> str:  # never print a secret
        return f"Connection(url={self.url!r}, auth={self.auth_kind()})"

    def auth_kind(self) -> str:
        return "bearer" if self.token else "basic" if self.username else "none"


def base_url(url: str) -> str:
    """The API base: scheme and host checked, trailing ``/`` and ``/api/v1`` removed."""
    text = (url or "").strip()
    parts = urllib.parse.urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise TelemetryError(Said("{url}: not an http:// or https:// URL of a Prometheus server "
                                  "(e.g. http://prometheus:9090)", url=text or Said("(empty)")))
    path = parts.path.rstrip("/")
    if path.endswith("/api/v1"):
        path = path[: -len("/api/v1")]
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, path, "", ""))


class PromClient:
    """GET/POST the Prometheus HTTP API; returns the ``data`` member of a successful answer."""

    def __init__(self, conn: Connection):
        self.conn = conn
        self.base = base_url(conn.url)
        self._context = self._ssl_context() if self.base.startswith("https:") else None

    def _ssl_context(self) -> ssl.SSLContext:
        """The system's trusted CAs, or the given CA file: verification is never switched off."""
        try:
            return ssl.create_default_context(cafile=self.conn.ca_file or None)
        except (OSError, ssl.SSLError) as exc:
            raise TelemetryError(Said("CA file {path}: cannot be read as PEM certificates ({why})",
                                      path=self.conn.ca_file,
                                      why=str(getattr(exc, "strerror", None) or exc))) from None

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "application/json", "User-Agent": "gpu-tco"}
        if self.conn.token:
            headers["Authorization"] = f"Bearer {self.conn.token}"
        elif self.conn.username:
            pair = f"{self.conn.username}:{self.conn.password or ''}".encode()
            headers["Authorization"] = "Basic " + base64.b64encode(pair).decode("ascii")
        return headers

    def get(self, path: str, params: list[tuple[str, str]], post: bool = True) -> object:
        """Send ``params`` to ``path`` (``/api/v1/query`` ...): as a POSTed form, so that long
        queries fit, or in the URL (``post=False``, for endpoints that only take GET)."""
        return self._data(self.fetch(path, params, post))

    def fetch(self, path: str, params: list[tuple[str, str]], post: bool = True) -> bytes:
        """The answer's bytes, or the HTTP or network problem as one line. ``timeout_s``
        bounds the whole request (``transport``), and the answer's size is capped."""
        form = urllib.parse.urlencode(params)
        if post:
            headers = self._headers() | {"Content-Type": "application/x-www-form-urlencoded"}
            request = urllib.request.Request(self.base + path, data=form.encode("ascii"),
                                             headers=headers, method="POST")
        else:
            request = urllib.request.Request(f"{self.base}{path}?{form}", headers=self._headers())
        try:
            return transport.request(request, self.conn.timeout_s, self._context,
                                     on_error=lambda exc, body: TelemetryError(
                                         self._http_problem(exc, body)))
        except transport.DeadlinePassed:
            raise TelemetryError(Said("no answer within {seconds} s (timeout)", self.base,
                                      seconds=Figure(self.conn.timeout_s, "g"))) from None
        except transport.TooLarge as exc:
            raise TelemetryError(too_large(exc.size, transport.MAX_ANSWER_BYTES, self.base,
                                           exc.announced)) from None
        except transport.Broken as exc:
            raise TelemetryError(Said("the connection broke before the answer was complete "
                                      "({why})", self.base, why=exc.why)) from None
        except (urllib.error.URLError, OSError, ValueError) as exc:
            raise TelemetryError(self._network_problem(exc)) from None

    def _http_problem(self, exc: urllib.error.HTTPError, body: bytes = b"") -> Said:
        where = self.base
        if exc.code == 401:
            if self.conn.auth_kind() != "none":
                return Said("401 Unauthorized: the token or user/password was refused", where)
            return Said("401 Unauthorized: the server wants a bearer token or a user and "
                        "password", where)
        if exc.code == 403:
            return Said("403 Forbidden: these credentials may not read the metrics", where)
        if exc.code == 404:
            return Said("404 Not Found: not a Prometheus API here (give the base URL, e.g. "
                        "http://prometheus:9090, without /api/v1)", where)
        detail = ""
        try:
            detail = json.loads(body.decode("utf-8", "replace")).get("error", "")
            detail = detail if isinstance(detail, str) else ""
        except (ValueError, AttributeError, RecursionError):
            pass
        if exc.code in (400, 422) and detail:
            return Said("the server refused the query: {detail}", where, detail=str(detail))
        if detail:
            return Said("HTTP {code} {reason}: {detail}", where, code=str(exc.code),
                        reason=str(exc.reason), detail=str(detail))
        return Said("HTTP {code} {reason}", where, code=str(exc.code), reason=str(exc.reason))

    def _network_problem(self, exc: BaseException) -> Said:
        where = self.base
        reason = getattr(exc, "reason", exc)
        if isinstance(reason, ssl.SSLCertVerificationError):
            why = getattr(reason, "verify_message", "") or str(reason)
            return Said("the TLS certificate does not verify ({why}); give the CA file that "
                        "signed it", where, why=why)
        if isinstance(reason, ssl.SSLError):
            return Said("TLS failed ({why})", where, why=str(reason.reason or reason))
        if isinstance(reason, (TimeoutError, socket.timeout)):
            return Said("no answer within {seconds} s (timeout)", where,
                        seconds=Figure(self.conn.timeout_s, "g"))
        if isinstance(reason, ConnectionRefusedError):
            return Said("connection refused (is Prometheus running on that host and port?)",
                        where)
        if isinstance(reason, socket.gaierror):
            host = urllib.parse.urlsplit(where).hostname
            return Said("the host name {host} is not known", where, host=repr(host))
        if isinstance(reason, ConnectionError):
            return Said("the connection broke ({why})", where, why=str(reason))
        return Said("cannot connect ({why})", where,
                    why=str(getattr(reason, "strerror", None) or reason))

    def _data(self, raw: bytes) -> object:
        return unwrap(decode(raw, self.base), self.base)

    # --- the API calls used ---------------------------------------------------------------
    def query(self, expr: str, at: float) -> list[dict]:
        return vector(self.get("/api/v1/query", [("query", expr), ("time", f"{at:.3f}")]), expr,
                      where=self.base)

    def query_samples(self, expr: str, at: float) -> list[Series]:
        """The raw samples of a range selector (``metric{...}[1h]``) at ``at``: a matrix."""
        raw = self.fetch("/api/v1/query", [("query", expr), ("time", f"{at:.3f}")])
        return matrix_series(raw, lambda: self._data(raw), expr, where=self.base)

    def query_range(self, expr: str, start: float, end: float, step: float) -> list[Series]:
        raw = self.fetch("/api/v1/query_range", [("query", expr), ("start", f"{start:.3f}"),
                                                 ("end", f"{end:.3f}"), ("step", f"{step:g}")])
        return matrix_series(raw, lambda: self._data(raw), expr, where=self.base)

    def metric_names(self, match: str, start: float, end: float) -> list[str]:
        data = self.get("/api/v1/label/__name__/values",
                        [("match[]", match), ("start", f"{start:.3f}"), ("end", f"{end:.3f}")],
                        post=False)
        if not isinstance(data, list):
            raise TelemetryError(Said("unexpected answer to the metric list", self.base))
        return checked(lambda: shapes.names(data), Said("the metric list"), self.base)


def decode(raw: bytes, where: str):
    """The JSON of an answer; one line when it is not JSON or is nested beyond reading."""
    try:
        return json.loads(raw)
    except RecursionError:
        raise TelemetryError(Said("the answer is JSON nested too deeply to be the Prometheus "
                                  "API's", where)) from None
    except ValueError:
        raise TelemetryError(Said("the answer is not JSON: not a Prometheus API (check the "
                                  "URL)", where)) from None


def unwrap(doc, where: str) -> object:
    """The ``data`` of a Prometheus API answer, or the server's error as one line."""
    if not isinstance(doc, dict) or "status" not in doc:
        raise TelemetryError(Said("the answer is not the Prometheus API's (no status)", where))
    if doc["status"] != "success":
        raise TelemetryError(Said("the server says {kind}: {why}", where,
                                  kind=str(doc.get("errorType", "error"))[:200],
                                  why=str(doc["error"])[:400] if "error" in doc
                                  else Said("no reason given")))
    return doc.get("data")


def checked(read, query, where):
    """``read()``, its shape errors and too many series as one line naming ``query``."""
    try:
        return read()
    except shapes.ShapeError as exc:
        raise TelemetryError(Said("{query}: the answer is not in the Prometheus API's shape "
                                  "({what})", where, query=query, what=exc.what)) from None
    except shapes.TooMany as exc:
        raise TelemetryError(Said("{query}: {why}", where, query=query,
                                  why=shapes.too_many(exc.n))) from None


def _named(expr: str) -> str:
    return repr(expr if len(expr) <= 120 else expr[:117] + "...")


def vector(data, expr: str, kind: str = "vector", where=None) -> list[dict]:
    """The result list of an instant (vector) or range (matrix) query, its shape checked (a
    vector's items then hold labels and a value that reads as a number)."""
    if not isinstance(data, dict) or data.get("resultType") != kind:
        got = data.get("resultType") if isinstance(data, dict) else type(data).__name__
        raise TelemetryError(Said("query {query}: expected a {kind}, the server gave {got}",
                                  query=_named(expr), kind=kind, got=str(got)[:40]))
    result = data.get("result") or []
    query = Said("query {query}", query=_named(expr))
    if kind == "vector":
        checked(lambda: shapes.vector_items(result), query, where)
    else:
        checked(lambda: shapes.series_list(result), query, where)
    return result


def matrix_series(raw: bytes, decoded, expr: str, where=None) -> list[Series]:
    """A range answer's series: read fast from Prometheus's own layout, else through
    ``decoded()`` (the JSON decoded and unwrapped, with its errors), every shape checked."""
    query = Said("query {query}", query=_named(expr))
    fast = fast_parse(raw)
    if fast is not None:
        checked(lambda: shapes.series_list([labels for labels, _, _ in fast], labelled=True),
                query, where)
        for _, t, _ in fast:  # JSON's NaN literal reads as a number here: not a time
            wrong = ~(np.isfinite(t) & (t >= 0) & (t < shapes.LATEST_S))
            if wrong.any():
                checked(lambda t=t, wrong=wrong: shapes.stamp(float(t[wrong][0])), query, where)
        return fast
    result = vector(decoded(), expr, "matrix", where)
    return checked(lambda: from_result(result), query, where)


def number(text) -> float | None:
    """A sample value ("123.4", "NaN", "+Inf") as a finite float, else None."""
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None
