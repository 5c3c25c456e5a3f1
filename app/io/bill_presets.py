"""Read catalog/bills.toml: the regions' energy bills in components (METHOD §11.4).

Kept beside the spec catalogue rather than in it: a bill is a site's, not a part's, and it is
dated by tax year, not by catalogue release.
"""

from __future__ import annotations

import tomllib

from pydantic import ValidationError

from app import paths
from app.errors import AppError
from app.model.bill_preset import BillPreset


def load_bill_presets(path=None) -> dict[str, BillPreset]:
    """{region id: preset}; a broken file is an AppError naming it."""
    path = path or paths.catalog_dir() / "bills.toml"
    if not path.exists():
        return {}
    try:
        rows = tomllib.loads(path.read_text(encoding="utf-8")).get("bill", [])
        presets = [BillPreset(**row) for row in rows]
    except (tomllib.TOMLDecodeError, ValidationError, TypeError, UnicodeDecodeError) as exc:
        first = str(exc).splitlines()[0][:200]
        raise AppError(f"{path.name}: {first}; fix or remove the file") from None
    return {p.region: p for p in presets}
