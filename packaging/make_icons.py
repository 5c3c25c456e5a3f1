"""Render the one source icon (resources/icons/gpu-tco.svg) into the sizes each system wants:
PNGs for Linux (hicolor 16-512), an ICO for Windows and an ICNS for macOS. Run by `make icons`."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "gpu-tco.svg"
OUT = ROOT / "packaging" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - image plugins need an application
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"{SOURCE}: not a valid SVG", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    written = []
    for size in PNG_SIZES:
        path = OUT / f"gpu-tco-{size}.png"
        render(renderer, size).save(str(path), "PNG")
        written.append(path)
    for name, fmt, size in (("gpu-tco.ico", "ICO", 256), ("gpu-tco.icns", "ICNS", 512)):
        path = OUT / name
        if not render(renderer, size).save(str(path), fmt):
            print(f"{path}: Qt could not write {fmt}", file=sys.stderr)
            return 1
        written.append(path)
    print(f"{len(written)} icons in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
