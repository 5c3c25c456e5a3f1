"""The command line: headless commands, and the desktop app started lazily.

Bad input prints one line on stderr and exits with code 2; an unexpected error prints one line
with the log file's path and exits with code 1. No traceback reaches the user.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from app import paths
from app.cli.commands import COMMANDS
from app.cli.parser import build_parser
from app.errors import AppError

log = logging.getLogger("gpu_tco")


def setup_logging() -> Path:
    """Log to a file in the user log folder; that path is what an error message points to."""
    folder = paths.user_log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        logging.basicConfig(filename=folder / "gpu-tco.log", level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    except OSError:
        pass
    return folder / "gpu-tco.log"


def _file_opens_app(argv: list[str]) -> list[str]:
    """``gpu-tco FILE`` is ``gpu-tco gui FILE`` (a file manager's "open with", the guides): a
    first argument that is no command but a quote file (an existing path, or a name ending in
    .json, so a missing one gets the app's own message) opens the app on it."""
    if not argv or argv[0].startswith("-") or argv[0] in COMMANDS or argv[0] == "import-smi":
        return argv
    if argv[0].lower().endswith(".json") or Path(argv[0]).is_file():
        return ["gui", *argv]
    return argv


def error_line(exc: AppError, lang: str) -> str:
    """The one line of a refusal: English as it always was, else the refusal's template in
    ``lang`` (app.io.words.refusal_text; a text without a template stays as it is)."""
    if lang == "en":
        return f"error: {exc}"
    from app.io.words.refusal_text import problem_text
    from app.text import tr

    return tr(lang, "error: {message}", message=problem_text(exc, lang))


def main(argv: list[str] | None = None) -> int:
    log_file = setup_logging()
    lang = "en"
    try:
        argv = _file_opens_app(list(sys.argv[1:] if argv is None else argv))
        args = build_parser().parse_args(argv)
        lang = args.text_lang
        return COMMANDS[args.command or "gui"](args)
    except AppError as exc:
        print(error_line(exc, lang), file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: one line for the user, the traceback in the log
        log.exception("unexpected error")
        print(f"internal error: {type(exc).__name__}: {exc} (details in {log_file})", file=sys.stderr)
        return 1
