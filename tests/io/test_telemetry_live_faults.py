"""Faults between the laptop and a REAL Prometheus: a small proxy on 127.0.0.1 in front of the
server passes its answers through, or cuts them, drips them, pads them beyond the size cap
or changes a value's type. Passed through, the import is the direct one; each fault is one
line (exit 2 on the command line) within the request's deadline."""

from __future__ import annotations

import http.server
import json
import threading
import time
import urllib.request

import pytest

from app.cli import main
from app.io.telemetry.client import Connection, PromClient, TelemetryError
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from tests.io.telemetry_server import Fleet, missing_tools, serve

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))
ARGS = ["--from", "2025-12-01T00:00Z", "--to", "2025-12-01T02:00Z"]


@pytest.fixture(scope="module")
def upstream(tmp_path_factory):
    fleet = Fleet(hosts=1, gpus_per_host=2, hours=2, seed=4)
    server = serve(fleet, tmp_path_factory.mktemp("prom-faults"))
    yield fleet, server
    server.stop()


class _Proxy(http.server.BaseHTTPRequestHandler):
    upstream = ""
    fault = "pass"
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def _forward(self):
        length = int(self.headers.get("Content-Length") or 0)
        data = self.rfile.read(length) if length else None
        req = urllib.request.Request(self.upstream + self.path, data=data, method=self.command,
                                     headers={k: v for k, v in self.headers.items()
                                              if k.lower() in ("content-type", "accept")})
        with urllib.request.urlopen(req, timeout=30) as answer:
            body = answer.read()
        fault = self.fault if "/api/v1/query" in self.path else "pass"
        if fault == "types":
            doc = json.loads(body)
            result = doc["data"]["result"]
            if result:
                key = "value" if "value" in result[0] else "values"
                if key == "value":
                    result[0]["value"][1] = {"watts": result[0]["value"][1]}
                else:
                    result[0]["values"][0][0] = "noon"
            body = json.dumps(doc).encode()
        elif fault == "huge":
            body = body[:-1] + b" " * (65 * 2**20) + body[-1:]  # valid JSON, 65 MiB of blanks
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if fault == "cut":
            self.wfile.write(body[: len(body) // 3])
            self.close_connection = True
            return
        if fault == "drip":
            for i in range(0, len(body), 8):
                self.wfile.write(body[i:i + 8])
                self.wfile.flush()
                time.sleep(0.3)
            return
        self.wfile.write(body)

    do_GET = do_POST = _forward


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):  # the client gave up: expected
        pass


@pytest.fixture
def proxy(upstream):
    servers = []

    def start(fault: str) -> str:
        handler = type("P", (_Proxy,), {"upstream": upstream[1].url, "fault": fault})
        server = _Server(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def _window(fleet):
    return Window(fleet.start, fleet.end)


def test_passed_through_the_import_is_the_direct_one(upstream, proxy):
    fleet, server = upstream
    direct = import_fleet(PromClient(Connection(server.url)), _window(fleet))
    via = import_fleet(PromClient(Connection(proxy("pass"))), _window(fleet))
    assert [p.to_dict() for p in via.profiles] == [p.to_dict() for p in direct.profiles]


@pytest.mark.parametrize("fault, says, seconds", [
    ("cut", "the connection broke before the answer was complete (", 10),
    ("drip", "no answer within 2 s (timeout)", 2),
    ("huge", "the answer is larger than 64 MiB (the server announces 65 MiB)", 10),
    ("types", "the answer is not in the Prometheus API's shape (", 10),
])
def test_each_fault_is_one_line_within_the_deadline(upstream, proxy, fault, says, seconds,
                                                    capsys):
    fleet, _ = upstream
    url = proxy(fault)
    started = time.monotonic()
    with pytest.raises(TelemetryError) as info:
        import_fleet(PromClient(Connection(url, timeout_s=seconds)), _window(fleet))
    assert time.monotonic() - started < seconds + 6.0
    text = str(info.value)
    assert says in text and "\n" not in text
    code = main(["import-prom", url, *ARGS, "--timeout", str(seconds)])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and says in err and "internal error" not in err
