"""The fetch script that ``gpu-tco prom-script`` writes runs on the customer's machine inside
their network: nothing that the URL, the label filter, the output folder or the window carries
may run there. These tests run the generated script under ``sh`` with a stand-in ``curl`` that
records its arguments, and prove that every hostile value arrives as literal text."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from app.cli import main
from app.io.telemetry.client import base_url

WINDOW = ["--from", "2025-12-01T00:00Z", "--to", "2025-12-01T06:00Z"]

#: A fake curl: records its arguments, one per line, and writes an empty answer to ``-o FILE``.
FAKE_CURL = """#!/bin/sh
out=""
for a in "$@"; do printf '%s\\n' "$a" >> "$CURL_LOG"; done
printf '%s\\n' '--end--' >> "$CURL_LOG"
while [ $# -gt 0 ]; do
  if [ "$1" = "-o" ]; then out="$2"; fi
  shift
done
[ -n "$out" ] && printf '{}' > "$out"
exit 0
"""


def _hostile(tag: str) -> list[str]:
    """Shell syntax that would create ``PWNED-<tag>-<n>`` if any of it ran."""
    t = "touch${IFS}PWNED-" + tag  # no white space: a URL with a space is refused outright
    return [f"$({t}-1)", f"`{t}-2`", f"';{t}-3;'", f"\"$({t}-4)\"", f"${{x:-$({t}-5)}}",
            f"\\';{t}-6;#"]


def _run_script(tmp_path, args: list[str], script_args: tuple = ()):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    curl = bin_dir / "curl"
    curl.write_text(FAKE_CURL, encoding="utf-8")
    curl.chmod(0o755)
    script = tmp_path / "fetch.sh"
    assert main(["prom-script", *args, "--out", str(script)]) == 0
    log = tmp_path / "curl.log"
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "CURL_LOG": str(log), "OUT": "answers"}
    run = subprocess.run(["sh", str(script), *script_args], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    return script.read_text(encoding="utf-8"), log.read_text(encoding="utf-8")


def _no_pwned(tmp_path):
    made = sorted(p.name for p in tmp_path.rglob("PWNED-*"))
    assert made == [], f"the script ran text from its values: {made}"


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX sh on this machine")
@pytest.mark.parametrize("n", range(6))
def test_a_hostile_url_and_filter_reach_curl_as_text_and_run_nothing(tmp_path, n, capsys):
    url = "http://prometheus.example:9090/" + _hostile("url")[n]
    match = '{cluster="' + _hostile("match")[n].replace('"', "'") + '"}'
    text, log = _run_script(tmp_path, [url, *WINDOW, "--match", match])
    capsys.readouterr()
    url = base_url(url)  # the API base: a fragment ('#...') is no part of it
    _no_pwned(tmp_path)
    calls = [c.strip("\n").split("\n") for c in log.split("--end--\n") if c.strip()]
    assert calls, "the script asked nothing"
    # every request goes to the URL as given, literally
    urls = {a for call in calls for a in call if a.startswith("http")}
    assert urls and all(u.startswith(url) for u in urls), urls
    # and the filter reaches the server inside the query, literally
    queries = [a for call in calls for a in call if a.startswith("query=")]
    inner = match[1:-1]
    assert queries and all(inner in q for q in queries)
    # the URL the folder records is the literal one too
    assert (tmp_path / "answers" / "url.txt").read_text(encoding="utf-8").strip() == url
    manifest = json.loads((tmp_path / "answers" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["url"] == url and manifest["match"] == match


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX sh on this machine")
def test_a_hostile_output_folder_and_script_name_run_nothing(tmp_path, capsys):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "curl").write_text(FAKE_CURL, encoding="utf-8")
    (bin_dir / "curl").chmod(0o755)
    script = tmp_path / "f$(touch${IFS}PWNED-name).sh"
    assert main(["prom-script", "http://h:9090", *WINDOW, "--out", str(script)]) == 0
    capsys.readouterr()
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "CURL_LOG": str(tmp_path / "log"),
           "OUT": "ans$(touch PWNED-out)"}
    run = subprocess.run(["sh", str(script)], cwd=tmp_path, capture_output=True, text=True,
                         timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    _no_pwned(tmp_path)
    assert (tmp_path / "ans$(touch PWNED-out)" / "manifest.json").is_file()


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX sh on this machine")
def test_a_url_given_to_the_script_itself_is_text_too(tmp_path, capsys):
    hostile = "http://h:9090/$(touch PWNED-arg)`touch PWNED-arg2`"  # as the user types it
    _, log = _run_script(tmp_path, ["http://h:9090", *WINDOW], script_args=(hostile,))
    capsys.readouterr()
    _no_pwned(tmp_path)
    assert hostile + "/api/v1/query" in log


@pytest.mark.parametrize("url", ["http://h:9090/\n$(touch PWNED)", "http://h:9090/a\rb",
                                 "http://h:9090/a b", "http://h:9090/\x00", "http://h:9090/\x1b[2J"])
def test_a_url_with_a_control_character_or_space_is_refused_in_one_line(tmp_path, url, capsys):
    script = tmp_path / "fetch.sh"
    assert main(["prom-script", url, *WINDOW, "--out", str(script)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "a fetch script cannot carry it" in err
    assert not script.exists()


def test_a_filter_with_a_newline_and_a_window_of_shell_text_are_refused(tmp_path, capsys):
    script = tmp_path / "fetch.sh"
    assert main(["prom-script", "http://h:9090", *WINDOW, "--match", '{a="x"\n}',
                 "--out", str(script)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    for bad in ("$(touch PWNED)", "nan", "inf", "-inf"):
        assert main(["prom-script", "http://h:9090", f"--from={bad}", "--to", "now",
                     "--out", str(script)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "not a time" in err
    assert not script.exists()
    _no_pwned(tmp_path)
