"""Dated presets that fill a quote (METHOD §11.4-§11.5, §12.3): the regions' energy bills in
components (catalog/bills.toml), rental prices per GPU type (catalog/rentals.toml), investment
allowances and profit tax rates (catalog/allowances.toml).

Kept beside the spec catalogue rather than in it: a bill belongs to a site and a rental price to
a provider, both dated by their own year, not by the catalogue's release.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import BaseModel, ValidationError

from app import paths
from app.errors import AppError, Said, said_of
from app.io.words.parser_text import toml_reason
from app.model.bill_preset import AllowancePreset, BillPreset, ProfitTaxPreset, RentalPreset
from app.model.messages import describe


def _load(path: Path, table: str, model: type[BaseModel]) -> list:
    if not path.exists():
        return []
    try:
        rows = tomllib.loads(path.read_text(encoding="utf-8")).get(table, [])
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise TypeError(f"[[{table}]] must be a list of tables")
        return [model(**row) for row in rows]
    except ValidationError as exc:  # the window says these in its language (app.errors.Said)
        problem = describe(exc, path.name)
    except tomllib.TOMLDecodeError as exc:
        problem = Said("not valid TOML: {why}", path.name, why=toml_reason(exc))
    except (TypeError, UnicodeDecodeError) as exc:
        problem = f"{path.name}: {str(exc).splitlines()[0][:200]}"
    raise AppError(Said("{problem}; fix or remove the file", problem=problem)) from None


def load_bill_presets(path: Path | None = None) -> dict[str, BillPreset]:
    """{region id: preset}; a broken file is an AppError naming it."""
    presets = _load(path or paths.catalog_dir() / "bills.toml", "bill", BillPreset)
    return {p.region: p for p in presets}


def load_rental_presets(path: Path | None = None) -> dict[str, RentalPreset]:
    """{GPU id: preset}; a broken file is an AppError naming it."""
    presets = _load(path or paths.catalog_dir() / "rentals.toml", "rental", RentalPreset)
    return {p.gpu: p for p in presets}


def load_allowance_presets(path: Path | None = None) -> dict[str, AllowancePreset]:
    """{id: preset} of the investment allowances (M42); a broken file is an AppError."""
    presets = _load(path or paths.catalog_dir() / "allowances.toml", "allowance",
                    AllowancePreset)
    return _unique(presets, path or paths.catalog_dir() / "allowances.toml")


def load_profit_tax_presets(path: Path | None = None) -> dict[str, ProfitTaxPreset]:
    """{id: preset} of the profit tax rates (M42); a broken file is an AppError."""
    presets = _load(path or paths.catalog_dir() / "allowances.toml", "profit_tax",
                    ProfitTaxPreset)
    return _unique(presets, path or paths.catalog_dir() / "allowances.toml")


def _unique(presets: list, path: Path) -> dict:
    out = {}
    for p in presets:
        if p.id in out:
            raise AppError(Said("{problem}; fix or remove the file", problem=Said(
                "{file}: id {id} appears twice", file=Path(path).name, id=repr(p.id))))
        out[p.id] = p
    return out


def preset_problems(directory: Path) -> list:
    """Every problem of a catalogue folder's bills.toml and rentals.toml, as ``catalog
    validate`` and ``catalog install`` report the other files' (allowances.toml too) (a NaN rate or a negative band
    is refused there, not when a quote first uses the preset), and a region or GPU given twice
    (the file would keep only the last)."""
    found: list = []
    loaded = {}
    for name, table, model, key in (("bills.toml", "bill", BillPreset, "region"),
                                    ("rentals.toml", "rental", RentalPreset, "gpu")):
        try:
            loaded[name] = _load(Path(directory) / name, table, model)
        except AppError as exc:
            found.append(said_of(exc) or str(exc))
            continue
        seen: set[str] = set()
        for preset in loaded[name]:
            value = getattr(preset, key)
            if value in seen:
                found.append(Said("{key} {value} is given twice; keep one", name, key=key,
                                  value=repr(value)))
            seen.add(value)
    allowances = Path(directory) / "allowances.toml"
    for loader in (load_allowance_presets, load_profit_tax_presets):
        try:
            loader(allowances)
        except AppError as exc:
            found.append(said_of(exc) or str(exc))
    return found


def citation_in(text: str, lang: str) -> str:
    """A quote's bill or rental source in ``lang`` where it is a preset's citation as filled in
    (in either language); the user's own text, or an edited one, as it stands. The presets
    are read from the catalogue folder; when they cannot be, the text stays."""
    try:
        presets = [*load_bill_presets().values(), *load_rental_presets().values()]
    except AppError:
        return text
    for p in presets:
        if text in p.citations():
            return p.citation(lang)
    return text
