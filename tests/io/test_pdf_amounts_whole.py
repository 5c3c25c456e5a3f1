"""The Dutch proposal keeps each amount on one line and writes its chart ticks as the window
does: the summary broke "NCW −€" | "157.625" over two lines, and the cost and energy charts
read "1.000k" and "600k" (the Dutch grouping with an English abbreviation)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from app import paths
from app.calc import evaluate
from app.io.export.pdf import write_pdf
from app.io.quote.store import load_quote

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="poppler's pdftotext not installed")


@pytest.fixture(scope="module")
def dutch_lines(tmp_path_factory) -> list[str]:
    quote = load_quote(paths.example_quote())
    pdf = write_pdf(quote, evaluate(quote), tmp_path_factory.mktemp("pdf") / "q.pdf", "nl")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    return [line.strip() for line in text.splitlines() if line.strip()]


def test_no_amount_is_split_after_its_euro_sign(dutch_lines):
    split = [line for line in dutch_lines if re.search(r"(^|\s)[+−-]?€$", line)]
    assert split == []
    assert sum(bool(re.search(r"€\s\d", line)) for line in dutch_lines) > 50  # amounts read


def test_chart_ticks_are_whole_grouped_numbers(dutch_lines):
    assert not [line for line in dutch_lines if re.fullmatch(r"[\d.]+k", line)]
    assert "1.000.000" in dutch_lines and "500.000" in dutch_lines  # the cost axis


def test_the_energy_chart_names_the_overhead_as_the_window_does(dutch_lines):
    """One word per concept: the chart's title and the window say "facilitaire overhead"; its
    legend said "Overhead"."""
    assert "Facilitaire overhead" in dutch_lines
    assert "Overhead" not in dutch_lines
