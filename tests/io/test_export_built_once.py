"""The export builds its document from one evaluation and one analysis of the advisor, and the
renderers only lay it out: while the PDF and the workbook are written from a built document,
no code of app.calc runs at all (a profiler watches every Python call), and ``export_quote``
evaluates and analyses the quote once for both files."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.calc import evaluate
from app.io.export import build_document, export_quote, write_pdf, write_xlsx
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

CALC = str(Path(__file__).resolve().parents[2] / "app" / "calc")


def _engine_file(filename: str) -> str | None:
    """The path under app/calc (the engine, its rules and the advisor), else None."""
    return filename[len(CALC) + 1:] if filename.startswith(CALC + "/") else None


@contextmanager
def watching_calls():
    """Every (file under app/calc, function, caller's file) called inside."""
    seen: list[tuple[str, str, str]] = []

    def profile(frame, event, arg):
        if event == "call":
            where = _engine_file(frame.f_code.co_filename)
            if where is not None:
                seen.append((where, frame.f_code.co_name, frame.f_back.f_code.co_filename
                             if frame.f_back else ""))

    sys.setprofile(profile)
    try:
        yield seen
    finally:
        sys.setprofile(None)


def _growing_night_quote():
    """The measured day/night quote with a growing demand: the workbook writes the engine's
    night share and power line per year."""
    from tests.calc.test_tariff_measured import _day, _quote

    q = _quote(_day(1000.0, 2000.0), flexible_share=0.25)
    return q.model_copy(update={"workload": q.workload.model_copy(
        update={"demand_growth": 0.2})})


def _probe(args: list[str], tmp_path) -> dict:
    """Run this module's ``main`` in a fresh interpreter: the profiler sees only this export,
    not what earlier tests left running in the worker (a profiled write there once spun for
    minutes in a full parallel run)."""
    import json
    import os
    import subprocess

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_TCO_HOME": str(tmp_path / "home")}
    proc = subprocess.run([sys.executable, "-m", "tests.io.test_export_built_once", *args,
                           str(tmp_path)], cwd=Path(CALC).parents[1], env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.splitlines()[-1])


@pytest.mark.parametrize("name", ["method-e4", "method-e7a", "night-growth",
                                  "method-e6-allowances", "method-e6-precision-q1"])
def test_writing_a_built_document_calls_no_engine(name, tmp_path):
    found = _probe(["write", name], tmp_path)
    assert found["seen"] == []
    assert min(found["sizes"]) > 10_000


def test_export_evaluates_and_analyses_once_for_both_files(tmp_path):
    found = _probe(["export", "method-e4"], tmp_path)
    assert found["suffixes"] == [".pdf", ".xlsx"]
    seen = [tuple(c) for c in found["seen"]]
    # evaluations asked for from outside app.calc (the advisor's own variants aside)
    outside = [c for c in seen if c[1] == "evaluate" and c[0] == "evaluate.py"
               and not c[2].startswith(CALC)]
    analyses = [c for c in seen if c[1] == "analyze" and c[0] == "advisor/analysis.py"]
    tornadoes = [c for c in seen if c[1] == "tornado" and c[0] == "advisor/sensitivity.py"]
    assert len(outside) == 1 and len(analyses) == 1 and len(tornadoes) == 1


def main(argv: list[str]) -> None:
    """``write NAME DIR``: build the document, then write both files under the profiler;
    ``export NAME DIR``: the whole export under it. Prints one JSON line."""
    import json

    what, name, folder = argv
    tmp_path = Path(folder)
    quote = (_growing_night_quote() if name == "night-growth"
             else load_quote(EXAMPLES / f"{name}.quote.json"))
    if what == "write":
        result = evaluate(quote)
        doc = build_document(quote, result, "nl", advice=True)
        assert doc.advice is not None  # there is advice to lay out
        with watching_calls() as seen:
            pdf = write_pdf(quote, result, tmp_path / "q.pdf", "nl", doc=doc)
            xlsx = write_xlsx(quote, result, tmp_path / "q.xlsx", "nl", doc=doc)
        print(json.dumps({"seen": seen, "sizes": [pdf.stat().st_size, xlsx.stat().st_size]}))
    else:
        with watching_calls() as seen:
            written = export_quote(quote, tmp_path, ("xlsx", "pdf"), "en", advice=True)
        print(json.dumps({"seen": seen, "suffixes": sorted(p.suffix for p in written)}))


if __name__ == "__main__":
    main(sys.argv[1:])
