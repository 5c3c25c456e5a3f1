"""What goes wrong between a laptop and a Prometheus server, each said in one line naming the
problem, with nothing half imported: a refused connection, a 401, a slow server, a TLS
certificate that does not verify, a URL that is not one; and the command line's exit code 2."""

from __future__ import annotations

import http.server
import json
import shutil
import ssl
import subprocess
import sys
import threading
import time

import pytest

from app.cli import main
from app.io.telemetry.client import Connection, PromClient, TelemetryError
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from tests.io.telemetry_server import START, free_port

WINDOW = Window(START, START + 6 * 3600)
#: An error answer left unclosed is a ResourceWarning when it is collected: an error here.
pytestmark = pytest.mark.filterwarnings("error::ResourceWarning",
                                        "error::pytest.PytestUnraisableExceptionWarning")
EMPTY = json.dumps({"status": "success", "data": []}).encode()


class _Handler(http.server.BaseHTTPRequestHandler):
    behaviour = "ok"

    def log_message(self, *args):  # quiet
        pass

    def _answer(self):
        if self.behaviour == "401":
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="prometheus"')
            self.end_headers()
            self.wfile.write(b"Unauthorized\n")
            return
        if self.behaviour == "slow":
            time.sleep(2.0)
        if self.behaviour == "html":
            body = b"<html>Grafana</html>"
        else:
            auth = self.headers.get("Authorization", "")
            body = EMPTY if self.behaviour != "auth" or auth == "Bearer s3cret" else b""
            if not body:
                self.send_response(401)
                self.end_headers()
                return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer


class _QuietServer(http.server.ThreadingHTTPServer):
    """A client that gave up (the timeout test) leaves the slow answer a broken pipe: that is
    expected, and its traceback must not land in the stderr of whichever test runs next."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, ssl.SSLError)):
            super().handle_error(request, client_address)


@pytest.fixture
def tiny_server():
    """A local HTTP server on 127.0.0.1 answering as told; returns (start(behaviour, tls))."""
    servers = []

    def start(behaviour: str, context: ssl.SSLContext | None = None) -> str:
        handler = type("H", (_Handler,), {"behaviour": behaviour})
        server = _QuietServer(("127.0.0.1", 0), handler)
        server.daemon_threads = True
        if context is not None:
            server.socket = context.wrap_socket(server.socket, server_side=True)
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
        servers.append(server)
        scheme = "https" if context else "http"
        return f"{scheme}://127.0.0.1:{server.server_address[1]}"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def _error(conn: Connection) -> str:
    with pytest.raises(TelemetryError) as info:
        import_fleet(PromClient(conn), WINDOW)
    text = str(info.value)
    assert "\n" not in text
    return text


def test_a_refused_connection():
    url = f"http://127.0.0.1:{free_port()}"
    assert _error(Connection(url)) == (f"{url}: connection refused (is Prometheus running on "
                                       "that host and port?)")


def test_a_401_asks_for_credentials_and_a_refused_token_says_so(tiny_server):
    url = tiny_server("401")
    assert _error(Connection(url)) == (f"{url}: 401 Unauthorized: the server wants a bearer "
                                       "token or a user and password")
    assert "the token or user/password was refused" in _error(Connection(url, token="wrong"))


def test_a_bearer_token_is_sent(tiny_server):
    url = tiny_server("auth")
    assert "401" in _error(Connection(url, token="nope"))
    assert "no DCGM metrics in this window" in _error(Connection(url, token="s3cret"))


def test_a_slow_server_times_out(tiny_server):
    url = tiny_server("slow")
    started = time.monotonic()
    assert _error(Connection(url, timeout_s=0.3)) == f"{url}: no answer within 0.3 s (timeout)"
    assert time.monotonic() - started < 1.9


def test_an_answer_that_is_not_the_prometheus_api(tiny_server):
    url = tiny_server("html")
    assert _error(Connection(url)) == (f"{url}: the answer is not JSON: not a Prometheus API "
                                       "(check the URL)")


@pytest.mark.parametrize("url", ["prometheus:9090", "ftp://host/", ""])
def test_a_url_that_is_not_http(url):
    assert "not an http:// or https:// URL of a Prometheus server" in _error(Connection(url))


@pytest.fixture
def self_signed(tmp_path):
    if shutil.which("openssl") is None:
        pytest.skip("the openssl command is not installed (needed to make a test certificate)")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=60)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context, cert


def test_a_certificate_that_does_not_verify_and_the_ca_file_that_fixes_it(tiny_server, self_signed):
    context, cert = self_signed
    url = tiny_server("ok", context)
    text = _error(Connection(url))
    assert text.startswith(f"{url}: the TLS certificate does not verify (")
    assert "give the CA file that signed it" in text
    assert "no DCGM metrics" in _error(Connection(url, ca_file=str(cert)))


def test_an_unreadable_ca_file(tmp_path):
    bad = tmp_path / "ca.pem"
    bad.write_text("not a certificate")
    with pytest.raises(TelemetryError, match="cannot be read as PEM"):
        PromClient(Connection("https://127.0.0.1:1", ca_file=str(bad)))


@pytest.mark.parametrize("start, end, message", [
    ("2025-12-02", "2025-12-01", "the end is not after the start"),
    ("yesterday", "now", "not a time"),
    ("now-10m", "now", "at least 15 minutes"),
])
def test_bad_windows(start, end, message):
    with pytest.raises(TelemetryError, match=message):
        Window.parse(start, end)


def test_window_forms():
    now = START + 86400
    assert Window.parse("now-1d", "now", now) == Window(START, now)
    assert Window.parse("2025-12-01", "2025-12-01T06:00Z", now) == Window(START, START + 21600)
    assert Window.parse(str(START), "2025-12-01T07:00+01:00", now).end == START + 21600


def test_the_command_line_says_one_line_exits_2_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "fleet.json"
    url = f"http://127.0.0.1:{free_port()}"
    code = main(["import-prom", url, "--from", "2025-12-01", "--to", "2025-12-02",
                 "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and err == f"error: {url}: connection refused (is Prometheus running on " \
                                "that host and port?)\n"
    assert not out.exists()
    code = main(["prom-export", url, "--match", "cluster=a", "--out", str(out)])
    assert code == 2 and "label filter 'cluster=a'" in capsys.readouterr().err
    assert not out.exists()


def test_remembering_without_a_keyring_says_why(monkeypatch):
    import builtins

    from app.io.telemetry import credentials

    real = builtins.__import__

    def no_keyring(name, *args, **kwargs):
        if name.startswith("keyring"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_keyring)
    with pytest.raises(credentials.KeyringUnavailable, match="optional 'keyring' package"):
        credentials.remember(Connection("http://prom:9090", token="t"))
    assert credentials.recall("http://prom:9090") == {}
