"""``gpu-tco --lang`` says the CLI's refusals, notes and warnings in that language."""

from __future__ import annotations

import json

from tests.conftest import EXAMPLES, run_cli


def test_a_bad_quote_is_refused_in_dutch(tmp_path):
    data = json.loads((EXAMPLES / "method-e3.quote.json").read_text())
    data["site"]["energy_price_per_kwh"] = -0.1
    bad = tmp_path / "slecht.quote.json"
    bad.write_text(json.dumps(data))
    proc = run_cli("--lang", "nl", "calc", str(bad))
    assert proc.returncode == 2 and proc.stdout == ""
    (line,) = proc.stderr.splitlines()
    assert line.startswith("fout: ") and "slecht.quote.json" in line
    assert "moet" in line and "must" not in line  # the bound's reason in Dutch
    english = run_cli("calc", str(bad))
    assert english.returncode == 2
    assert english.stderr.startswith("error: ") and "must be" in english.stderr


def test_a_missing_file_in_dutch(tmp_path):
    proc = run_cli("--lang", "nl", "calc", str(tmp_path / "weg.quote.json"))
    assert proc.returncode == 2
    assert proc.stderr.strip().endswith("weg.quote.json: bestand bestaat niet")


def test_an_unknown_language_is_refused_in_one_line():
    proc = run_cli("--lang", "xx", "calc", str(EXAMPLES / "method-e3.quote.json"))
    assert proc.returncode == 2 and proc.stdout == ""
    (line,) = proc.stderr.splitlines()
    assert "--lang" in line and "'xx'" in line and "Traceback" not in proc.stderr


def test_the_notes_of_calc_in_dutch():
    proc = run_cli("--lang", "nl", "calc", str(EXAMPLES / "method-e4.quote.json"))
    assert proc.returncode == 0, proc.stderr
    assert ("De vraag is het werk dat de huidige configuratie vandaag levert: 16,8 unit/s."
            in proc.stdout)
    assert "Demand is the work the baseline delivers today" not in proc.stdout
