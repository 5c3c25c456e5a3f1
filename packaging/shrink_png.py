"""Shrink the guide's screenshots before they are committed: a UI screenshot has few colours,
so a 256-colour palette (Pillow, which ReportLab already brings) keeps it sharp at a third of
the size or less. Each file is rewritten only when the result is smaller, and one that is
a palette PNG already is left as it is (so a second run changes nothing).

    python packaging/shrink_png.py resources/screenshots/*.png resources/screenshots/nl/*.png
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image


def shrink(path: Path) -> tuple[int, int]:
    """(bytes before, bytes after) of ``path``, rewritten as a palette PNG when smaller."""
    before = path.stat().st_size
    with Image.open(path) as image:
        if image.mode == "P":  # shrunk already: again would only shift its colours
            return before, before
        palette = image.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                                                dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, "PNG", optimize=True)
    if out.tell() < before:
        path.write_bytes(out.getvalue())
        return before, out.tell()
    return before, before


def main(args: list[str]) -> int:
    for name in args:
        before, after = shrink(Path(name))
        print(f"{name}: {before // 1024} KB -> {after // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
