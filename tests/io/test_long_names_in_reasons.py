"""A refusal stays one readable line when a model rule names a very long key in its reason
(found by the quote-file fuzz: a 1 000-character workload key in a GPU's perf table gave a
1 155-character line)."""

import json

from tests.conftest import EXAMPLES, run_cli


def test_a_long_key_in_a_reason_is_cut(tmp_path):
    data = json.loads((EXAMPLES / "method-e5.quote.json").read_text(encoding="utf-8"))
    data["catalog"]["gpus"]["e3-a100"]["perf"]["x" * 1000] = 1e308
    path = tmp_path / "long.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = run_cli("calc", str(path))
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 2 and len(lines) == 1
    assert len(lines[0]) < 400 and "(1,000 characters)" in lines[0]
    assert "must lie in" in lines[0]
