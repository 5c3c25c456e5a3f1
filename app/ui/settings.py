"""UI state that is not part of a quote (language, recent files, geometry), in QSettings.

The ini file lives in the user data folder so that tests (GPU_TCO_HOME) never touch a real
user's settings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app import paths

MAX_RECENT = 8


def settings() -> QSettings:
    return QSettings(str(paths.user_data_dir() / "ui-settings.ini"), QSettings.Format.IniFormat)


def language() -> str:
    return str(settings().value("language", "en"))


def set_language(lang: str) -> None:
    settings().setValue("language", lang)


def region() -> str | None:
    """The region of the language's number and date formats ("BE"), None for the home one."""
    value = settings().value("region", "")
    return str(value) or None


def set_region(value: str | None) -> None:
    settings().setValue("region", value or "")


def recent_files() -> list[str]:
    value = settings().value("recent_files", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in value or []]


def add_recent(path: str) -> list[str]:
    files = [path] + [p for p in recent_files() if p != path]
    settings().setValue("recent_files", files[:MAX_RECENT])
    return files[:MAX_RECENT]


def last_quote() -> str | None:
    files = recent_files()
    return files[0] if files else None


def window_geometry():
    """The main window's saved geometry (QByteArray), or None before the first close."""
    value = settings().value("window/geometry")
    return value if value else None


def last_page() -> str | None:
    value = settings().value("window/page")
    return str(value) if value else None


def set_window_state(geometry, page: str) -> None:
    store = settings()
    store.setValue("window/geometry", geometry)
    store.setValue("window/page", page)


def seller_profile() -> str:
    """The seller profile JSON the proposals carry on their cover: the one last chosen or
    saved in Preferences; when none was ever chosen, or the chosen file is gone, the first
    stored profile (a proposal should not go out without letterhead because the Export dialog
    did not know the profile Preferences saved). "" when the user chose none, or none exists."""
    from pathlib import Path

    from app.io.quote import seller as seller_store

    store = settings()
    chosen = str(store.value("export/seller_profile", "") or "")
    if store.contains("export/seller_profile") and (not chosen or Path(chosen).is_file()):
        return chosen
    stored = seller_store.profiles()
    return str(next(iter(stored.values()))) if stored else ""


def set_seller_profile(path: str) -> None:
    settings().setValue("export/seller_profile", path)


def catalog_seen() -> str:
    """The date (ISO) of the last catalogue whose release note the user was shown; "" none."""
    return str(settings().value("catalog/seen", "") or "")


def set_catalog_seen(day: str) -> None:
    settings().setValue("catalog/seen", day)


def used_before() -> bool:
    """Whether this user ran the app before (it kept some setting): not a first start."""
    return bool(settings().allKeys())
