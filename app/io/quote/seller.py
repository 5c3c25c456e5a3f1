"""Seller profiles kept in the user data folder (``sellers/NAME.json``, the logo beside it), so
that a reseller fills the form in Preferences once and picks the profile in the Export dialog.

The files are the same seller profile JSON that ``gpu-tco export --seller`` reads (app.io.export
.seller): read back with its checks, written atomically with the old version kept as ``.bak``.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

from app import paths
from app.errors import InputFileError, Said
from app.io.export.seller import Seller, check_logo, load_seller, seller_to_data
from app.io.export.seller_identity import checked_identity
from app.io.files.atomic import atomic_write_bytes


def folder() -> Path:
    """Where the profiles live (created on first save)."""
    return paths.user_data_dir() / "sellers"


def profile_path(name: str) -> Path:
    return folder() / f"{file_stem(name)}.json"


def file_stem(name: str) -> str:
    """A file name for a profile called ``name`` ("Noord ICT B.V." -> "Noord-ICT-B.V")."""
    stem = re.sub(r"[^\w.\-]+", "-", name.strip(), flags=re.UNICODE).strip("-.")
    return stem[:80] or "seller"


def profiles() -> dict[str, Path]:
    """{profile name: file} of the stored profiles, by name."""
    if not folder().is_dir():
        return {}
    return {p.stem: p for p in sorted(folder().glob("*.json"))}


def load_profile(name: str) -> Seller:
    """The stored profile ``name`` (InputFileError when it is missing or damaged)."""
    return load_seller(profile_path(name))


def save_profile(seller: Seller) -> Path:
    """Store ``seller`` under its company name; a logo from elsewhere is copied beside it so
    the profile keeps working when the original moves. Returns the profile's file."""
    if not seller.company.strip():
        raise InputFileError(Said("give the company name; it names the profile",
                                  Said("seller profile")))
    checked_identity(seller_to_data(seller), Said("seller profile"))  # before it is written
    target = profile_path(seller.company)
    target.parent.mkdir(parents=True, exist_ok=True)
    logo = seller.logo
    if logo is not None:
        logo = Path(logo)
        check_logo(logo, Said("seller profile"))
        if logo.parent.resolve() != target.parent.resolve():
            copy = target.with_name(f"{target.stem}.logo{logo.suffix.lower()}")
            atomic_write_bytes(copy, logo.read_bytes())
            logo = copy
    data = seller_to_data(replace(seller, logo=logo), target.parent)
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    atomic_write_bytes(target, text.encode("utf-8"))
    return target


def delete_profile(name: str) -> None:
    """Remove a stored profile (its logo copy too); a missing one is no error."""
    target = profile_path(name)
    for path in [target, target.with_name(target.name + ".bak"),
                 *target.parent.glob(f"{target.stem}.logo.*")]:
        path.unlink(missing_ok=True)
