"""`make dist-check`: the built bundle starts offscreen, writes a screenshot of the example quote,
and its `calc --json` (and `export`, where built in) match the source tree's outputs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "gpu-tco" / ("gpu-tco.exe" if sys.platform == "win32" else "gpu-tco")
EXAMPLE = ROOT / "resources" / "examples" / "example.quote.json"


HOME = Path(tempfile.mkdtemp(prefix="gpu-tco-home-"))


def run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_TCO_HOME": str(HOME)}
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def bundle_mb() -> float:
    """Size of the bundle folder in MB (10^6 bytes), links counted once."""
    total = 0
    for folder, _, files in os.walk(BUNDLE.parent):
        total += sum(os.lstat(Path(folder) / f).st_size for f in files)
    return total / 1e6


def contents(path: Path):
    """What a reader sees: every cell of every sheet, or the PDF's text (dates of writing aside)."""
    if path.suffix == ".xlsx":
        import openpyxl

        book = openpyxl.load_workbook(path)
        return {ws.title: [[c.value for c in row] for row in ws.iter_rows()] for ws in book}
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True)
    return text.stdout if text.returncode == 0 else path.stat().st_size > 0


def check(name: str, ok: bool, detail: str = "") -> bool:
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}")
    return ok


def main() -> int:
    if "--size" in sys.argv:
        print(f"bundle {BUNDLE.parent.relative_to(ROOT)}: {bundle_mb():.0f} MB")
        return 0
    if not BUNDLE.exists():
        print(f"{BUNDLE}: not built; run make dist first", file=sys.stderr)
        return 2
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        shot = tmp / "shot.png"
        proc = run([str(BUNDLE), "gui", str(EXAMPLE), "--screenshot", str(shot),
                    "--size", "1280x800"], tmp)
        size = shot.stat().st_size if shot.exists() else 0
        results.append(check("screenshot", proc.returncode == 0 and size > 10_000,
                             f"{size} bytes {proc.stderr.strip()[-200:]}"))
        frozen = run([str(BUNDLE), "calc", str(EXAMPLE), "--json"], tmp)
        source = run([sys.executable, "-m", "app", "calc", str(EXAMPLE), "--json"], ROOT)
        same = frozen.returncode == 0 and json.loads(frozen.stdout) == json.loads(source.stdout)
        results.append(check("calc --json equals the source tree's", same, frozen.stderr.strip()[-200:]))
        outs = []
        for runner, cwd in (([str(BUNDLE)], tmp), ([sys.executable, "-m", "app"], ROOT)):
            out = tmp / f"export-{len(outs)}"
            proc = run([*runner, "export", str(EXAMPLE), "--out", str(out), "--lang", "nl"], cwd)
            outs.append((proc, out))
        (p1, out1), (p2, out2) = outs
        files1 = sorted(p.name for p in out1.glob("*")) if out1.exists() else []
        files2 = sorted(p.name for p in out2.glob("*")) if out2.exists() else []
        same = p1.returncode == 0 and files1 == files2 and bool(files1)
        results.append(check("export writes the same files", same,
                             f"{files1} vs {files2} {p1.stderr.strip()[-200:]}"))
        if same:
            for name in files1:
                a, b = out1 / name, out2 / name
                equal = contents(a) == contents(b)
                results.append(check(f"{name}: same content as from the source tree", equal))
    size_mb = bundle_mb()
    results.append(check("bundle under 300 MB", size_mb < 300, f"{size_mb:.0f} MB"))
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
