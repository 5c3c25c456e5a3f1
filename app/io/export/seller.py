"""The seller profile: the reseller's company block on the proposal's cover, read from a JSON file.

A profile is passed around (a colleague's file, one typed by hand), so it is read like any
other file a user opens: a JSON object of known text fields (``SELLER_FIELDS``) with the text
rules of ``app.model.text_rules`` (a Belgian seller's company and VAT numbers checked by
``app.io.export.seller_identity``), an ``address`` of up to ``ADDRESS_LINES`` lines, and a
``logo`` that must be a PNG or JPEG of bounded size and pixel count (a small file that unpacks
to a huge image is refused before it is decoded). Every problem raises an ``InputFileError``
of one line naming the file, the field and what to do; nothing is substituted.

API: ``load_seller(path)`` for a file, ``seller_from_data(data, folder, where)`` for a profile
already in memory (a form), ``seller_to_data(seller, folder)`` for writing one back.
"""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass, field
from pathlib import Path

from app.errors import InputFileError, Said, said_of
from app.io.export.seller_identity import checked_identity
from app.io.files.strict_json import TwiceHook
from app.io.words.parser_text import json_reason, os_reason
from app.model.text_rules import NAME_MAX, PATH_MAX, REFERENCE_MAX, text_problem

#: Text fields of a profile and their length limits (characters).
SELLER_FIELDS = {"company": NAME_MAX, "contact_person": NAME_MAX, "phone": REFERENCE_MAX,
                 "email": NAME_MAX, "website": NAME_MAX, "vat_number": REFERENCE_MAX,
                 "coc_number": REFERENCE_MAX, "iban": REFERENCE_MAX,
                 "general_terms": NAME_MAX, "country": REFERENCE_MAX,
                 "company_number": REFERENCE_MAX, "legal_register": REFERENCE_MAX}
ADDRESS_LINES = 6
PROFILE_MAX_BYTES = 64 * 1024
LOGO_MAX_BYTES = 5 * 1024 * 1024
LOGO_MAX_SIDE = 5000          # pixels
LOGO_MAX_PIXELS = 12_000_000  # about 48 MB decoded as RGBA


@dataclass(frozen=True)
class Seller:
    """The reseller's company profile for the cover (from a seller profile JSON file)."""

    company: str
    address: list[str] = field(default_factory=list)
    phone: str = ""
    email: str = ""
    website: str = ""
    vat_number: str = ""
    coc_number: str = ""
    contact_person: str = ""
    iban: str = ""
    #: the seller's general terms by name ("NLdigital Voorwaarden 2025"): printed on the
    #: proposal and in its acceptance block
    general_terms: str = ""
    logo: Path | None = None
    #: "NL" or "BE" (app.io.export.seller_identity): which register numbers the cover names;
    #: "" lets the numbers say it
    country: str = ""
    #: a Belgian seller's company number (BCE/KBO), ``0123.456.749``
    company_number: str = ""
    #: a Belgian company's register and court as its documents must name them ("RPM
    #: Bruxelles", "RPR Brussel"): printed as typed after the company number
    legal_register: str = ""


def load_seller(path: Path | str) -> Seller:
    """A Seller from a profile JSON file; ``logo`` is resolved relative to the file."""
    path = Path(path)
    try:
        if not path.is_file():
            if path.is_dir():
                raise InputFileError(Said("is a folder; choose a seller profile .json (see "
                                          "resources/report/seller.example.json)", path))
            raise InputFileError(Said("no such file; choose a seller profile .json (see "
                                      "resources/report/seller.example.json)", path))
        if path.stat().st_size > PROFILE_MAX_BYTES:
            raise InputFileError(Said("{size} bytes, more than a seller profile holds ({limit} "
                                      "KB); choose the right file", path,
                                      size=path.stat().st_size, limit=PROFILE_MAX_BYTES // 1024))
        raw = path.read_bytes()
    except OSError as exc:
        raise InputFileError(Said("cannot be read ({why})", path,
                                  why=os_reason(exc))) from None
    twice = TwiceHook()  # "title" twice: refused, not read as its last value
    try:
        data = json.loads(raw.decode("utf-8-sig"), object_pairs_hook=twice,
                          parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise InputFileError(Said("not a text file; a seller profile is JSON (see "
                                  "resources/report/seller.example.json)", path)) from None
    except json.JSONDecodeError as exc:
        raise InputFileError(Said("not valid JSON (line {line}, column {column}: {why}); fix "
                                  "the file or choose another profile", path, line=exc.lineno,
                                  column=exc.colno, why=json_reason(exc.msg))) from None
    except RecursionError:
        raise InputFileError(Said("nested too deeply to be a seller profile", path)) from None
    except ValueError as exc:  # NaN / Infinity, a number too long to read
        raise InputFileError(Said("not valid JSON ({why}); fix the file or choose another "
                                  "profile", path, why=said_of(exc) or str(exc)[:80])) from None
    twice.check(data, path)
    return seller_from_data(data, path.parent, str(path))


def _no_constant(name: str):
    raise ValueError(Said("{text} is not a number (strict JSON has no NaN or Infinity)",
                          text=name))


def seller_from_data(data, folder: Path, where: str = Said("seller profile")) -> Seller:
    """A Seller from a decoded profile; ``folder`` is where a relative logo path starts."""
    if not isinstance(data, dict):
        raise InputFileError(Said("not a seller profile (expected a JSON object with "
                                  "\"company\", \"address\", ...; got a {kind})", where,
                                  kind=_json_type(data)))
    known = set(SELLER_FIELDS) | {"address", "logo"}
    unknown = sorted(str(k) for k in data if k not in known)
    if unknown:
        raise InputFileError(Said("unknown field {field}; known: {known}", where,
                                  field=repr(_short(unknown[0])), known=", ".join(sorted(known))))
    values = {name: _text(where, name, data.get(name, ""), limit)
              for name, limit in SELLER_FIELDS.items()}
    values = checked_identity(values, where)
    address = data.get("address", [])
    if isinstance(address, str):
        address = [address]
    if not isinstance(address, list) or len(address) > ADDRESS_LINES:
        raise InputFileError(Said("address: give a list of at most {limit} lines", where,
                                  limit=ADDRESS_LINES))
    lines = [_text(where, Said("address line {n}", n=n), line, NAME_MAX)
             for n, line in enumerate(address, start=1)]
    logo = data.get("logo") or None
    logo_path = None
    if logo is not None:
        logo = _text(where, "logo", logo, PATH_MAX)
        logo_path = Path(folder) / Path(logo).expanduser()
        check_logo(logo_path, where)
    return Seller(address=lines, logo=logo_path, **values)


def seller_to_data(seller: Seller, folder: Path | None = None) -> dict:
    """The JSON object ``load_seller`` reads back; the logo relative to ``folder`` when inside."""
    data: dict = {name: getattr(seller, name) for name in SELLER_FIELDS}
    data["address"] = list(seller.address)
    if seller.logo is not None:
        logo = Path(seller.logo)
        if folder is not None and logo.is_relative_to(folder):
            logo = logo.relative_to(folder)
        data["logo"] = str(logo)
    return data


def check_logo(path: Path, where: str = Said("seller profile")) -> tuple[str, int, int]:
    """(format, width, height) of a logo PNG or JPEG; InputFileError when it is none, too
    large, or does not decode. The pixel count is read from the header before decoding."""
    name = Said("logo {path}", where, path=repr(str(path)[:200]))
    try:
        if not path.is_file():
            raise InputFileError(Said("no such file; put the logo beside the profile or fix "
                                      "the \"logo\" path", name))
        size = path.stat().st_size
        if size > LOGO_MAX_BYTES:
            raise InputFileError(Said("{size} KB, more than a logo needs ({limit} MB); use a "
                                      "smaller PNG or JPEG", name, size=size // 1024,
                                      limit=LOGO_MAX_BYTES // 2**20))
        head = path.read_bytes()
    except OSError as exc:
        raise InputFileError(Said("cannot be read ({why})", name,
                                  why=os_reason(exc))) from None
    found = _png_size(head) or _jpeg_size(head)
    if found is None:
        raise InputFileError(Said("not a PNG or JPEG image; save the logo as PNG or JPEG", name))
    kind, width, height = found
    if width < 1 or height < 1 or max(width, height) > LOGO_MAX_SIDE \
            or width * height > LOGO_MAX_PIXELS:
        raise InputFileError(Said("{width} x {height} pixels; a logo must be at most {side} "
                                  "pixels a side and {megapixels} megapixels: scale it down",
                                  name, width=width, height=height, side=LOGO_MAX_SIDE,
                                  megapixels=LOGO_MAX_PIXELS // 10**6))
    _decodes(path, name)
    return kind, width, height


def _decodes(path: Path, name: str) -> None:
    """Decode the image once, as the PDF will, so a damaged one is refused here."""
    try:
        from PIL import Image
    except ImportError:  # ReportLab brings Pillow; without it the header check stands alone
        return
    try:
        with Image.open(path) as image:
            image.load()
    except Exception as exc:  # noqa: BLE001 (any decoder failure means a damaged image)
        raise InputFileError(Said("the image is damaged ({why}); save the logo again as PNG "
                                  "or JPEG", name, why=_short(str(exc), 80))) from None


def _png_size(head: bytes):
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR" or len(head) < 24:
        return None
    width, height = struct.unpack(">II", head[16:24])
    return "PNG", width, height


def _jpeg_size(head: bytes):
    """Width and height from a JPEG's first start-of-frame marker."""
    if head[:2] != b"\xff\xd8":
        return None
    pos = 2
    while pos + 9 < len(head):
        if head[pos] != 0xFF:
            return None
        marker = head[pos + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            pos += 2
            continue
        length = struct.unpack(">H", head[pos + 2:pos + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", head[pos + 5:pos + 9])
            return "JPEG", width, height
        pos += 2 + length
    return None


def _text(where: str, name: str, value, limit: int) -> str:
    if not isinstance(value, str):
        raise InputFileError(Said("{field}: expected text, got a {kind}", where, field=name,
                                  kind=_json_type(value)))
    if len(value) > limit:
        raise InputFileError(Said("{field}: {n} characters, at most {limit}; shorten it", where,
                                  field=name, n=len(value), limit=limit))
    problem = text_problem(value)
    if problem:
        raise InputFileError(Said("{field}: {why}; retype it", where, field=name, why=problem))
    return value


def _json_type(value) -> str:
    return {dict: Said("object"), list: Said("list"), str: Said("text"),
            bool: Said("true/false"), int: Said("number"), float: Said("number"),
            type(None): "null"}.get(type(value), type(value).__name__)


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
