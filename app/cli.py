"""The command line: headless commands, and the desktop app started lazily.

Bad input prints one line on stderr and exits with code 2; an unexpected error prints one line
with the log file's path and exits with code 1. No traceback reaches the user.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from contextlib import contextmanager
from pathlib import Path

from app import APP_NAME, __version__, paths
from app.errors import AppError, QuoteError
from app.text import LANGUAGES

log = logging.getLogger("gpu_tco")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, no usage dump
        raise AppError(f"{self.prog}: {message} (see '{self.prog} --help')")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="gpu-tco", description=f"{APP_NAME}: GPU server power, energy and TCO.")
    parser.add_argument("--version", action="version", version=f"gpu-tco {__version__}")
    parser.add_argument("--lang", dest="text_lang", choices=tuple(LANGUAGES), default="en",
                        help="language of the messages, notes and refusals (default en; "
                        "--json stays English)")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    gui = sub.add_parser("gui", help="the desktop app (default)")
    gui.add_argument("quote", nargs="?", help="quote file to open")
    gui.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    gui.add_argument("--page", default="results", help="page for --screenshot")
    gui.add_argument("--size", default="1280x800", help="window size for --screenshot, WxH")
    gui.add_argument("--lang", choices=("en", "nl"), default=None,
                     help="language of the window (default: the one last chosen)")
    calc = sub.add_parser("calc", help="compute a quote and print its results")
    calc.add_argument("quote")
    calc.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    analyze = sub.add_parser("analyze", help="advice: caps, profiles, budget, sensitivity, uncertainty")
    analyze.add_argument("quote")
    analyze.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    sug = sub.add_parser("suggest", help="what to buy: every catalogue build for the quote, ranked")
    sug.add_argument("quote")
    sug.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    sug.add_argument("--top", type=int, default=5, metavar="N", help="how many builds (default 5)")
    sug.add_argument("--objective", choices=("npv", "tco", "energy", "co2", "capex", "carbon"),
                     default="npv", help="what to rank by (default npv; carbon: CO2 over the "
                     "horizon, embodied included)")
    sug.add_argument("--add", type=int, metavar="N",
                     help="add suggestion N to the quote as an option and save it")
    sug.add_argument("--plan", choices=("upfront", "staged"), action="append",
                     help="under demand growth: rank builds on this purchase plan (repeatable; "
                     "default both, each build with the plan that ranks it best)")
    sug.add_argument("--max-capex", type=float, metavar="AMOUNT", help="drop builds above it")
    sug.add_argument("--max-racks", type=int, metavar="N", help="drop builds needing more racks")
    sug.add_argument("--redundancy", type=int, metavar="N",
                     help="N + this many servers for every build (default: 1 when the current "
                     "configuration runs more than one server, else 0)")
    sug.add_argument("--min-servers", type=int, metavar="N",
                     help="at least this many servers for every build")
    sug.add_argument("--include-announced", action="store_true",
                     help="also builds with announced (not yet orderable) hardware")
    sug.add_argument("--precision", metavar="FORMATS",
                     help="the number formats the customer accepts, e.g. fp8,bf16 (METHOD M40); "
                     "kept in the quote with --add")
    cat = sub.add_parser("catalog", help="check or list the spec catalogue")
    cat_sub = cat.add_subparsers(dest="catalog_command", required=True, parser_class=_Parser)
    val = cat_sub.add_parser("validate", help="check every file and every value's source")
    val.add_argument("directory", nargs="?")
    lst = cat_sub.add_parser("list", help="list one kind of entry")
    lst.add_argument("kind", choices=["gpus", "servers", "psus", "cooling", "workloads", "regions"])
    lst.add_argument("--json", action="store_true")
    ins = cat_sub.add_parser("install", help="use a newer catalogue (folder or .zip); keeps your edits")
    ins.add_argument("source")
    ins.add_argument("--dry-run", action="store_true",
                     help="check it and show its release note; install nothing")
    exp_edits = cat_sub.add_parser("export-edits", help="write your catalogue edits to share them")
    exp_edits.add_argument("file")
    imp_edits = cat_sub.add_parser("import-edits", help="merge a colleague's catalogue edits")
    imp_edits.add_argument("file")
    pack = cat_sub.add_parser("pack", help="write a catalogue folder as the .zip users install")
    pack.add_argument("out")
    pack.add_argument("--from", dest="directory", metavar="DIR", help="the folder (default: shipped)")
    diff = cat_sub.add_parser("diff", help="the quote's parts the catalogue in use has newer values for")
    diff.add_argument("quote")
    diff.add_argument("--json", action="store_true")
    diff.add_argument("--apply", action="store_true", help="take the catalogue's values into the "
                      "quote and save it (the old file kept as .bak)")
    diff.add_argument("--only", action="append", metavar="KIND/ID/FIELD",
                      help="with --apply: only this difference (repeatable)")
    exp = sub.add_parser("export", help="write the quote as an Excel workbook and a PDF proposal")
    exp.add_argument("quote")
    exp.add_argument("--xlsx", metavar="FILE", help="write the workbook to FILE")
    exp.add_argument("--pdf", metavar="FILE", help="write the PDF proposal to FILE")
    exp.add_argument("--out", default=".", metavar="DIR_OR_FILE",
                     help="folder (or one file) when neither --xlsx nor --pdf is given")
    exp.add_argument("--lang", choices=tuple(LANGUAGES), default=None,
                     help="language of the documents (default: gpu-tco's --lang)")
    exp.add_argument("--format", action="append", choices=("xlsx", "pdf"),
                     help="xlsx or pdf (repeatable; default both)")
    exp.add_argument("--seller", metavar="JSON",
                     help="seller profile (see resources/report/seller.example.json)")
    exp.add_argument("--advice", action="store_true",
                     help="end the PDF with the advisor's findings and power-cap sweet spots")
    bt = sub.add_parser("backtest", help="the model against published measured systems (MLPerf Power)")
    bt.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    ex = sub.add_parser("example", help="write the example quote")
    ex.add_argument("--out", metavar="FILE")
    sub.add_parser("schema", help="print the quote file's JSON Schema")
    demo = sub.add_parser("demo", help="compute the example quote into a folder")
    demo.add_argument("--out", default="demo", metavar="DIR")
    imp = sub.add_parser("import-smi", aliases=["import"],
                         help="read nvidia-smi, DCGM, pynvml or CodeCarbon logs (or any CSV by "
                         "named columns) and report measured power per GPU")
    imp.set_defaults(command="import")
    imp.add_argument("logs", nargs="+", metavar="FILE", help="one or more log files")
    imp.add_argument("--fields", help="field list of a headerless --query-gpu CSV, comma separated")
    imp.add_argument("--interval", type=float, metavar="SECONDS",
                     help="sampling interval of a log without timestamps")
    imp.add_argument("--time-column", metavar="NAME", help="any CSV: the column holding the time")
    imp.add_argument("--power-column", metavar="NAME", action="append",
                     help="any CSV: the power column; one per GPU (repeat, or comma separated)")
    imp.add_argument("--power-unit", metavar="W|mW|kW", help="unit of the power columns")
    imp.add_argument("--gpu-column", metavar="NAME", help="the column naming the GPU (one row per GPU)")
    imp.add_argument("--utilization-column", metavar="NAME", action="append",
                     help="GPU utilization in %%, one per power column")
    imp.add_argument("--json", action="store_true")
    _add_prometheus(sub)
    from app.io.pricebook.cli import add_arguments as add_prices

    add_prices(sub)
    return parser


def _add_prometheus(sub) -> None:
    from app.io.telemetry.arguments import add_arguments

    prom = sub.add_parser("import-prom", help="fleet power and utilization from Prometheus "
                          "(dcgm-exporter), aggregated on the server")
    add_arguments(prom, "Prometheus base URL, or a file written by prom-export")
    prom.add_argument("--json", action="store_true", help="one JSON document")
    prom.add_argument("--out", metavar="FILE", help="also write the aggregates (as prom-export)")
    export = sub.add_parser("prom-export", help="write a Prometheus fleet's aggregates to a small "
                            "JSON file for the app (the offline route)")
    add_arguments(export, "Prometheus base URL")
    export.add_argument("--out", required=True, metavar="FILE", help="the JSON file to write")
    script = sub.add_parser("prom-script", help="write a sh + curl script that saves a "
                            "Prometheus fleet's answers for the app (offline, nothing installed)")
    script.add_argument("source", metavar="URL", help="Prometheus base URL (as the customer reaches it)")
    script.add_argument("--from", dest="start", default="now-14d", help="window start (as import-prom)")
    script.add_argument("--to", dest="end", default="now", help="window end (as import-prom)")
    script.add_argument("--match", default="", metavar="'{LABEL=\"VALUE\"}'", help="label filter")
    script.add_argument("--out", default="fetch.sh", metavar="FILE", help="the script to write")


def cmd_calc(args) -> int:
    from app.calc import evaluate
    from app.io.backtest_report import with_backtest_notes
    from app.io.quote_store import load_quote
    from app.io.report_text import render_json, render_text

    quote = load_quote(Path(args.quote))
    lang = getattr(args, "text_lang", "en")
    with computing(args.quote):
        result = with_backtest_notes(evaluate(quote), quote)
        if args.json:
            text = render_json(result)
        else:
            from app.io.formatting import localized

            text = render_text(localized(result, lang))  # the notes in --lang
    sys.stdout.write(text)
    from app.io.plausibility_text import warning_lines

    for line in warning_lines(quote, result, lang):  # never blocking; stderr keeps --json one document
        print(line, file=sys.stderr if args.json else sys.stdout)
    return 0


@contextmanager
def computing(where: str):
    """A quote that passed the schema but still breaks the arithmetic (a bug the bounds of
    app.model.bounds should have kept out) is bad input: one line and exit 2, the traceback
    in the log."""
    try:
        yield
    except (ArithmeticError, ValueError) as exc:
        log.exception("computing %s", where)
        raise QuoteError(f"{where}: cannot be computed ({type(exc).__name__}: "
                         f"{str(exc)[:200]}); details in the log") from None


def cmd_analyze(args) -> int:
    from app.io.analysis_report import analyze_command

    with computing(args.quote):
        return analyze_command(args.quote, args.json)


def cmd_backtest(args) -> int:
    from app.io.backtest_report import backtest_command

    return backtest_command(args.json)


def cmd_suggest(args) -> int:
    from app.io.suggest_report import suggest_command

    return suggest_command(args.quote, args.json, args.top, args.objective, args.add,
                           args.max_capex, args.max_racks, args.include_announced,
                           accepted=args.precision, redundancy=args.redundancy,
                           min_servers=args.min_servers, plans=args.plan,
                           lang=getattr(args, "text_lang", "en"))


def cmd_catalog(args) -> int:
    from app.io import catalog_listing
    from app.io.catalog_store import validate_directory

    if args.catalog_command in ("install", "export-edits", "import-edits", "pack", "diff"):
        return cmd_catalog_update(args)
    if args.catalog_command == "validate":
        directory = Path(args.directory) if args.directory else paths.catalog_dir()
        problems = validate_directory(directory)
        for line in problems:
            print(line, file=sys.stderr)
        if problems:
            print(f"{directory}: {len(problems)} problem(s)", file=sys.stderr)
            return 2
        print(catalog_listing.summary(directory))
        from app.io.catalog_files import read_catalog
        from app.io.catalog_rules import notes

        for line in notes(read_catalog(directory)):  # not errors: the exit status stays 0
            print(f"note: {line}")
        return 0
    sys.stdout.write(catalog_listing.listing(args.kind, args.json))
    return 0


def cmd_export(args) -> int:
    from app.io.export import export_quote

    formats = tuple(args.format or ("xlsx", "pdf"))
    if (args.xlsx or args.pdf) and args.format:
        raise AppError("export: give --xlsx/--pdf or --format, not both")
    with computing(args.quote):
        written = export_quote(Path(args.quote), Path(args.out), formats,
                               args.lang or args.text_lang, args.seller,
                               xlsx=args.xlsx and Path(args.xlsx), pdf=args.pdf and Path(args.pdf),
                               advice=args.advice)
    for path in written:
        print(f"wrote {path}")
    return 0


def cmd_catalog_update(args) -> int:
    from app.io import catalog_update as update
    from app.io.catalog_files import read_catalog

    if args.catalog_command == "diff":
        from app.io.catalog_diff import diff_command
        return diff_command(Path(args.quote), args.json, args.apply, args.only)
    if args.catalog_command == "install":
        if args.dry_run:
            lines = update.offer(Path(args.source)).lines(installed=False)
        else:
            lines = update.install_catalog(Path(args.source)).lines()
        for line in lines:
            print(line)
    elif args.catalog_command == "pack":
        names = update.pack_catalog(Path(args.out), args.directory and Path(args.directory))
        print(f"wrote {args.out} ({len(names)} files: {', '.join(names)})")
    elif args.catalog_command == "export-edits":
        count = update.export_edits(Path(args.file))
        print(f"wrote {args.file} ({count} edited value(s))")
    else:
        base = read_catalog(update.active_catalog_dir())
        conflicts = update.import_edits(Path(args.file), base)
        print(f"imported {args.file}" + (f"; {len(conflicts)} conflict(s):" if conflicts else ""))
        for line in conflicts:
            print(f"conflict: {line}")
    return 0


def cmd_example(args) -> int:
    text = paths.example_quote().read_text(encoding="utf-8")
    if args.out:
        from app.io.atomic import atomic_write_text

        atomic_write_text(Path(args.out), text)
        print(f"wrote {args.out}")
    else:
        sys.stdout.write(text)
    return 0


def cmd_schema(args) -> int:
    from app.model import Quote

    print(json.dumps(Quote.model_json_schema(), indent=2, allow_nan=False))
    return 0


def cmd_demo(args) -> int:
    from app.io.demo import write_demo

    for path in write_demo(paths.example_quote(), Path(args.out)):
        print(f"wrote {path}")
    return 0


def cmd_import(args) -> int:
    from app.io.smi.cli import column_map, import_smi_command

    fields = [f.strip() for f in args.fields.split(",")] if args.fields else None
    mapping = column_map(args.time_column, args.power_column, args.power_unit, args.gpu_column,
                         args.utilization_column)
    return import_smi_command([Path(p) for p in args.logs], fields, args.json,
                              interval_s=args.interval, mapping=mapping)


def cmd_import_prom(args) -> int:
    from app.io.telemetry.cli import import_prom_command

    return import_prom_command(args)


def cmd_prom_script(args) -> int:
    from app.io.telemetry.cli import prom_script_command

    return prom_script_command(args)


def cmd_prom_export(args) -> int:
    from app.io.telemetry.cli import prom_export_command

    return prom_export_command(args)


def cmd_prices(args) -> int:
    from app.io.pricebook.cli import prices_command

    return prices_command(args)


def has_display() -> bool:
    """Whether Qt can open a window here (a display, or a platform set explicitly)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def cmd_gui(args) -> int:
    screenshot = getattr(args, "screenshot", None)
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    elif not has_display():
        print("No display found (DISPLAY is not set): running the headless demo instead.")
        return cmd_demo(argparse.Namespace(out="demo"))
    from app.ui import boot

    boot.prepare(getattr(args, "quote", None), bool(screenshot))
    from app.ui.application import main as gui_main

    code = gui_main(quote=getattr(args, "quote", None), screenshot=screenshot,
                    page=getattr(args, "page", "results"), size=getattr(args, "size", "1280x800"),
                    lang=getattr(args, "lang", None))
    # Leave without interpreter finalization: PySide6 6.12 with pyqtgraph can abort while
    # garbage-collecting chart objects at exit (a refcount error in a C extension), after the
    # work is done. Everything the app writes is saved atomically before this point.
    sys.stdout.flush()
    sys.stderr.flush()
    logging.shutdown()
    os._exit(code)


COMMANDS = {"calc": cmd_calc, "analyze": cmd_analyze, "backtest": cmd_backtest,
            "suggest": cmd_suggest, "export": cmd_export, "catalog": cmd_catalog, "example": cmd_example,
            "schema": cmd_schema, "demo": cmd_demo, "import": cmd_import, "gui": cmd_gui,
            "import-prom": cmd_import_prom, "prom-export": cmd_prom_export,
            "prom-script": cmd_prom_script, "prices": cmd_prices}


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
    ``lang`` (app.io.refusal_text; a text without a template stays as it is)."""
    if lang == "en":
        return f"error: {exc}"
    from app.io.refusal_text import problem_text
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
