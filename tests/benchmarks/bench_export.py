"""Benchmark: the quote exports of a ten-option quote (run by `make bench`).

Times, in this process after one warm-up run each (fonts registered, modules imported):

* the workbook (``write_xlsx``) against the goal of 1 s, beside the floor of writing an empty
  openpyxl workbook;
* the PDF proposal (``write_pdf``) against the goal of 2 s, beside the floor of a one-paragraph
  reportlab PDF.

The ten-option quote is METHOD E3 with seven more power-capped H200 variants, one of them
discounted. Prints the best of ``--repeat`` runs. Exit 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks.timing import best_of  # noqa: E402

GOAL_XLSX_S, GOAL_PDF_S = 1.0, 2.0


def ten_option_quote():
    from app.io.quote.store import load_quote
    q = load_quote(ROOT / "resources" / "examples" / "method-e3.quote.json")
    base, air, dlc = q.options[0], q.options[1], q.options[2]
    extra = [air.model_copy(update={"label": f"8xH200 air, cap {p} %", "power_cap": p / 100,
                                    "discount": 0.05 if p == 90 else 0.0})
             for p in (95, 90, 85, 80, 75, 70, 65)]
    return q.model_copy(update={"options": [base, air, dlc, *extra]})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    from openpyxl import Workbook
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    from app.calc import evaluate
    from app.io.export import write_pdf, write_xlsx

    quote = ten_option_quote()
    assert len(quote.options) == 10
    result = evaluate(quote)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)

        def empty_xlsx():
            Workbook().save(out / "empty.xlsx")

        def one_paragraph_pdf():
            SimpleDocTemplate(str(out / "one.pdf"), pagesize=A4).build(
                [Paragraph("One paragraph.", getSampleStyleSheet()["Normal"])])

        rows = [("workbook, 10 options", best_of(lambda: write_xlsx(quote, result, out / "q.xlsx"),
                                              args.repeat, warm_up=True), GOAL_XLSX_S,
                 "empty openpyxl workbook", best_of(empty_xlsx, args.repeat, warm_up=True)),
                ("PDF proposal, 10 options", best_of(lambda: write_pdf(quote, result, out / "q.pdf"),
                                                  args.repeat, warm_up=True), GOAL_PDF_S,
                 "one-paragraph reportlab PDF", best_of(one_paragraph_pdf, args.repeat, warm_up=True))]
        pages = (out / "q.pdf").read_bytes().count(b"/Type /Page\n") or "?"
    failed = 0
    for name, seconds, goal, floor_name, floor in rows:
        ok = seconds <= goal
        failed += not ok
        print(f"{name:26s} {seconds:7.3f} s  (goal {goal:.1f} s: {'ok' if ok else 'MISSED'})  "
              f"baseline {floor_name}: {floor:.3f} s, ratio {seconds / floor:5.1f}x")
    print(f"PDF pages: {pages}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
