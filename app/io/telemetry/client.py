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

from app.errors import AppError, Figure, Said
from app.io.telemetry.matrix import Series, fast_parse, from_result


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
        """The answer's bytes, or the HTTP or network problem as one line."""
        form = urllib.parse.urlencode(params)
        if post:
            headers = self._headers() | {"Content-Type": "application/x-www-form-urlencoded"}
            request = urllib.request.Request(self.base + path, data=form.encode("ascii"),
                                             headers=headers, method="POST")
        else:
            request = urllib.request.Request(f"{self.base}{path}?{form}", headers=self._headers())
        try:
            with urllib.request.urlopen(request, timeout=self.conn.timeout_s,
                                        context=self._context) as answer:
                raw = answer.read()
        except urllib.error.HTTPError as exc:
            raise TelemetryError(self._http_problem(exc)) from None
        except (urllib.error.URLError, OSError, ValueError) as exc:
            raise TelemetryError(self._network_problem(exc)) from None
        return raw

    def _http_problem(self, exc: urllib.error.HTTPError) -> Said:
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
            detail = json.loads(exc.read().decode("utf-8", "replace")).get("error", "")
        except (ValueError, AttributeError, OSError):
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
        try:
            doc = json.loads(raw)
        except ValueError:
            raise TelemetryError(Said("the answer is not JSON: not a Prometheus API (check the "
                                      "URL)", self.base)) from None
        return unwrap(doc, self.base)

    # --- the API calls used ---------------------------------------------------------------
    def query(self, expr: str, at: float) -> list[dict]:
        return vector(self.get("/api/v1/query", [("query", expr), ("time", f"{at:.3f}")]), expr)

    def query_range(self, expr: str, start: float, end: float, step: float) -> list[Series]:
        raw = self.fetch("/api/v1/query_range", [("query", expr), ("start", f"{start:.3f}"),
                                                 ("end", f"{end:.3f}"), ("step", f"{step:g}")])
        return matrix_series(raw, lambda: self._data(raw), expr)

    def metric_names(self, match: str, start: float, end: float) -> list[str]:
        data = self.get("/api/v1/label/__name__/values",
                        [("match[]", match), ("start", f"{start:.3f}"), ("end", f"{end:.3f}")],
                        post=False)
        if not isinstance(data, list):
            raise TelemetryError(Said("unexpected answer to the metric list", self.base))
        return [str(n) for n in data]


def unwrap(doc, where: str) -> object:
    """The ``data`` of a Prometheus API answer, or the server's error as one line."""
    if not isinstance(doc, dict) or "status" not in doc:
        raise TelemetryError(Said("the answer is not the Prometheus API's (no status)", where))
    if doc["status"] != "success":
        raise TelemetryError(Said("the server says {kind}: {why}", where,
                                  kind=str(doc.get("errorType", "error")),
                                  why=str(doc["error"]) if "error" in doc
                                  else Said("no reason given")))
    return doc.get("data")


def vector(data, expr: str, kind: str = "vector") -> list[dict]:
    """The result list of an instant (vector) or range (matrix) query."""
    if not isinstance(data, dict) or data.get("resultType") != kind:
        got = data.get("resultType") if isinstance(data, dict) else type(data).__name__
        raise TelemetryError(Said("query {query}: expected a {kind}, the server gave {got}",
                                  query=repr(expr), kind=kind, got=str(got)))
    return data.get("result") or []


def matrix_series(raw: bytes, decoded, expr: str) -> list[Series]:
    """A range answer's series: read fast from Prometheus's own layout, else through
    ``decoded()`` (the JSON decoded and unwrapped, with its errors)."""
    fast = fast_parse(raw)
    return fast if fast is not None else from_result(vector(decoded(), expr, "matrix"))


def number(text) -> float | None:
    """A sample value ("123.4", "NaN", "+Inf") as a finite float, else None."""
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None
