"""Read the shipped back-test table, catalog/backtest.toml (METHOD §11.1, M34)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import ValidationError

from app import paths
from app.errors import CatalogError
from app.io.catalog.files import parse_entry
from app.model.backtest import BacktestData
from app.model.messages import describe

FILE = "backtest.toml"


def read_backtest(path: Path | None = None) -> BacktestData:
    """The back-test measurements and the GPUs only the back-test needs ([[gpu]], read as
    catalogue entries), validated (CatalogError naming the problem)."""
    path = Path(path) if path is not None else paths.catalog_dir() / FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CatalogError(f"{path}: no back-test table") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path}: not valid TOML: {exc}") from None
    gpus = [parse_entry("gpus", entry, f"{path.name}: gpu {entry.get('id', f'#{n}')!r}")
            for n, entry in enumerate(raw.get("gpu", []), start=1)]
    try:
        return BacktestData.model_validate({
            "date": raw.get("date", ""), "source": raw.get("source", ""),
            "measurements": raw.get("measurement", []), "gpus": gpus})
    except ValidationError as exc:
        raise CatalogError(describe(exc, path.name)) from None
