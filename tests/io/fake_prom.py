"""A fake Prometheus HTTP API on 127.0.0.1 for the hostile-answer tests and the fuzzer.

It answers the three endpoints the fleet import uses with a small, valid two-GPU fleet (the
figures are made up; what matters is that an unchanged answer imports), and lets a test
replace any answer: ``spoil(path, expr, body_bytes) -> body_bytes`` changes the JSON bytes,
``behaviour`` writes the answer in a hostile way (drip, cut, huge, garbage). Only local
traffic; every server is shut by the fixture.
"""

from __future__ import annotations

import http.server
import json
import socket
import sys
import threading
import time
import urllib.parse

import pytest

GPUS = [{"gpu": str(g), "UUID": f"GPU-{g:04d}", "Hostname": "node-a", "modelName": "H100 80GB",
         "device": f"nvidia{g}"} for g in range(2)]
NAMES = ["DCGM_FI_DEV_POWER_USAGE", "DCGM_FI_DEV_GPU_UTIL",
         "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", "DCGM_FI_DEV_POWER_MGMT_LIMIT"]


def _instant_value(expr: str) -> str:
    if expr.startswith("count_over_time"):
        return "361"
    if "GPU_UTIL" in expr:
        return "50"
    if expr.startswith("increase"):
        return str(361 * 60 * 300 * 1000.0)  # 300 W for 6 h, in mJ
    if expr.startswith("resets"):
        return "0"
    if "POWER_MGMT_LIMIT" in expr:
        return "700"
    return {"avg_over_time": "300", "quantile_over_time": "400", "max_over_time": "500",
            "min_over_time": "100"}.get(expr.split("(")[0], "300")


def answer_for(path: str, params: dict) -> bytes:
    """The valid answer to one request (compact, as Prometheus writes it)."""
    if path.endswith("/label/__name__/values"):
        doc = {"status": "success", "data": NAMES}
    elif path.endswith("/query_range"):
        expr = params.get("query", "")
        start, end, step = (float(params.get(k, 0)) for k in ("start", "end", "step"))
        if "label_replace" in expr or step <= 0:
            result = []
        else:
            value = "5" if expr.startswith("count_over_time") else _instant_value(expr)
            times = [start + i * step for i in range(int((end - start) / step + 1e-9) + 1)]
            result = [{"metric": gpu, "values": [[t, value] for t in times]} for gpu in GPUS]
        doc = {"status": "success", "data": {"resultType": "matrix", "result": result}}
    else:
        expr = params.get("query", "")
        if expr.endswith("]") and "(" not in expr:  # a range selector: the raw samples
            result = [{"metric": GPUS[0], "values": [[1.0, "300"]]}]
            doc = {"status": "success", "data": {"resultType": "matrix", "result": result}}
        else:
            at = float(params.get("time", 0))
            result = [{"metric": gpu, "value": [at, _instant_value(expr)]} for gpu in GPUS]
            doc = {"status": "success", "data": {"resultType": "vector", "result": result}}
    return json.dumps(doc, separators=(",", ":")).encode()


class _Handler(http.server.BaseHTTPRequestHandler):
    spoil = None  # (path, expr, body) -> body
    behaviour = "ok"
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def _params(self) -> dict:
        parts = urllib.parse.urlsplit(self.path)
        pairs = urllib.parse.parse_qsl(parts.query)
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            pairs += urllib.parse.parse_qsl(self.rfile.read(length).decode())
        return dict(pairs)

    def _answer(self):
        path = urllib.parse.urlsplit(self.path).path
        params = self._params()
        body = answer_for(path, params)
        if self.spoil is not None:
            body = self.spoil(path, params.get("query", ""), body)
        how = self.behaviour(path, params) if callable(self.behaviour) else self.behaviour
        if how == "drip":
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            for byte in body:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(0.4)
            return
        if how == "drip-headers":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            for byte in b"X-Slow: " + b"a" * 200:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(0.4)
            return
        if how == "cut":
            self.send_response(200)
            self.send_header("Content-Length", str(len(body) + 1000))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if how == "huge-announced":
            self.send_response(200)
            self.send_header("Content-Length", str(10 * 2**30))
            self.end_headers()
            self.wfile.write(b'{"status":"success","data":[' + b" " * 65536)
            return
        if how == "huge":  # no length: streamed until the client stops reading
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            self.wfile.write(b'{"status":"success","data":["')
            chunk = b"a" * (1 << 20)
            for _ in range(200):
                self.wfile.write(chunk)
            return
        status = int(how) if how.isdigit() else 200
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):  # a client that gave up: expected
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError,
                                              ConnectionAbortedError, TimeoutError)):
            super().handle_error(request, client_address)


@pytest.fixture
def fake_prom():
    """``start(behaviour="ok", spoil=None) -> url`` of a fake Prometheus."""
    servers = []

    def start(behaviour="ok", spoil=None) -> str:
        handler = type("H", (_Handler,), {"behaviour": staticmethod(behaviour)
                                          if callable(behaviour) else behaviour,
                                          "spoil": staticmethod(spoil) if spoil else None})
        server = _Server(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()
