"""Remembering a Prometheus server's credentials in the OS keyring, only when the user asks.

Why: a bearer token or password must never land in a quote or a settings file; the OS keyring
(macOS Keychain, Windows Credential Manager, Secret Service on Linux) is the place for it.
``keyring`` is an optional package (``pip install 'gpu-tco[keyring]'``): without it, or without
a keyring backend, remembering is refused with a message saying so and the import still runs.
"""

from __future__ import annotations

import json

from app.errors import AppError, Said
from app.io.telemetry.client import Connection, base_url

SERVICE = "gpu-tco prometheus"


class KeyringUnavailable(AppError):
    """No keyring package or no backend: credentials cannot be remembered here."""


def _keyring():
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        raise KeyringUnavailable(Said("remembering credentials needs the optional 'keyring' "
                                      "package (pip install keyring); they were used for this "
                                      "import only")) from None
    backend = keyring.get_keyring()
    if isinstance(backend, fail.Keyring):
        raise KeyringUnavailable(Said("no OS keyring is available here (keyring found no "
                                      "backend); the credentials were used for this import only"))
    return keyring


def remember(conn: Connection) -> None:
    """Store the token or user/password of ``conn`` under its base URL."""
    if conn.auth_kind() == "none":
        return
    secret = ({"token": conn.token} if conn.token else
              {"username": conn.username, "password": conn.password or ""})
    try:
        _keyring().set_password(SERVICE, base_url(conn.url), json.dumps(secret))
    except KeyringUnavailable:
        raise
    except Exception as exc:  # noqa: BLE001 - a backend's own error: one line
        raise KeyringUnavailable(Said("the OS keyring refused to store the credentials ({why})",
                                      why=str(exc))) from None


def recall(url: str) -> dict:
    """Remembered credentials for ``url`` ({} when none, or no keyring)."""
    try:
        text = _keyring().get_password(SERVICE, base_url(url))
    except Exception:  # noqa: BLE001 - no keyring: nothing remembered
        return {}
    try:
        found = json.loads(text) if text else {}
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}
