"""The seller profile reader: a profile a colleague sent is read safely, every problem is one
line naming the file and the field, and the CLI exits 2. Inputs are made here."""

from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path

import pytest

from app.errors import InputFileError
from app.io.export import load_seller
from app.io.export.seller import seller_from_data, seller_to_data
from tests.conftest import EXAMPLES, run_cli


def png(width: int, height: int, rows: bytes | None = None) -> bytes:
    """A grey PNG; ``rows`` the raw scanlines (default: all zero, filter 0)."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))
    raw = rows if rows is not None else b"\x00" * ((width + 1) * height)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def profile(tmp_path: Path, data, name="seller.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def refusal(path: Path) -> str:
    with pytest.raises(InputFileError) as info:
        load_seller(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message and len(message) < 400
    return message


def test_a_good_profile_with_its_logo_reads_and_round_trips(tmp_path):
    (tmp_path / "logo.png").write_bytes(png(40, 12))
    path = profile(tmp_path, {"company": "Voltwise B.V.", "address": ["Straat 1", "Utrecht"],
                              "email": "a@b.example", "logo": "logo.png"})
    seller = load_seller(path)
    assert seller.company == "Voltwise B.V." and seller.logo == tmp_path / "logo.png"
    again = seller_from_data(seller_to_data(seller, tmp_path), tmp_path)
    assert again == seller


@pytest.mark.parametrize("data, words", [
    ([], "expected a JSON object"),
    ("\"just text\"", "expected a JSON object"),
    ({"company": 12}, "company: expected text"),
    ({"company": "x" * 1000}, "company: 1,000 characters, at most 200"),
    ({"company": "x" * 100_000}, "more than a seller profile holds"),
    ({"company": "A\ufffeB"}, "U+FFFE"),
    ({"company": "A\x07B"}, "control character"),
    ({"address": [["nested"]]}, "address line 1: expected text"),
    ({"address": ["l"] * 50}, "at most 6 lines"),
    ({"compnay": "typo"}, "unknown field 'compnay'"),
    ("{\"company\": ", "not valid JSON"),
    ("[" * 30_000, "nested too deeply"),
])
def test_a_bad_profile_is_refused_in_one_line(tmp_path, data, words):
    path = profile(tmp_path, data)
    assert words in refusal(path)


def test_a_lone_surrogate_is_refused(tmp_path):
    path = profile(tmp_path, '{"company": "A\\ud800B"}')
    assert "lone surrogate" in refusal(path)


@pytest.mark.parametrize("logo, words", [
    (b"MZ this is an exe, not an image" * 10, "not a PNG or JPEG"),
    (png(100_000, 100_000, rows=b"\x00" * 1000), "100,000 x 100,000 pixels"),
    (png(64, 64, rows=bytes(range(256)) * 65)[:200], "damaged"),
])
def test_a_logo_that_is_not_a_usable_image_is_refused(tmp_path, logo, words):
    (tmp_path / "logo.png").write_bytes(logo)
    path = profile(tmp_path, {"company": "X", "logo": "logo.png"})
    assert words in refusal(path)


def test_a_missing_logo_is_refused_not_dropped(tmp_path):
    path = profile(tmp_path, {"company": "X", "logo": "nowhere.png"})
    assert "no such file" in refusal(path)


def test_cli_export_with_a_bad_profile_exits_2_with_one_line(tmp_path):
    path = profile(tmp_path, [{"company": "a list"}])
    proc = run_cli("export", str(EXAMPLES / "example.quote.json"), "--out", str(tmp_path),
                   "--seller", str(path))
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "JSON object" in lines[0]
    assert not list(tmp_path.glob("*.pdf")) and not list(tmp_path.glob("*.xlsx"))
